-- Every district of a served state is a delivery city (docs/decisions/018-delivery-by-pin.md). The districts
-- without a city of their own get one at start (server/delivery/districtCities.ts), charged by their zone:
-- the delivery band of the district's centre. The cities listed before keep the charge the owner gave them.
ALTER TABLE delivery_bands ADD COLUMN delivery_charge integer NOT NULL DEFAULT 0 CHECK (delivery_charge >= 0);

UPDATE delivery_bands SET delivery_charge = charge
FROM (VALUES ('local', 0), ('regional', 49), ('national', 79), ('long haul', 99), ('remote', 149)) AS z (band, charge)
WHERE delivery_bands.band = z.band;

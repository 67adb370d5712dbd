-- GST state codes (CBIC list; 25 Daman and Diu merged into 26 in 2020, 28 is the pre-2014 Andhra Pradesh).
CREATE TABLE gst_states (
  code char(2) PRIMARY KEY,
  name text NOT NULL UNIQUE,
  -- Other spellings a shopper may type for the same state (compared case-insensitively, '&' as 'and').
  aliases text[] NOT NULL DEFAULT '{}'
);

INSERT INTO gst_states (code, name, aliases) VALUES
  ('01', 'Jammu and Kashmir', '{"J&K","Jammu & Kashmir"}'), ('02', 'Himachal Pradesh', '{HP}'), ('03', 'Punjab', '{}'),
  ('04', 'Chandigarh', '{}'), ('05', 'Uttarakhand', '{Uttaranchal}'), ('06', 'Haryana', '{}'),
  ('07', 'Delhi', '{"New Delhi","NCT of Delhi"}'), ('08', 'Rajasthan', '{}'), ('09', 'Uttar Pradesh', '{UP}'),
  ('10', 'Bihar', '{}'), ('11', 'Sikkim', '{}'), ('12', 'Arunachal Pradesh', '{}'), ('13', 'Nagaland', '{}'),
  ('14', 'Manipur', '{}'), ('15', 'Mizoram', '{}'), ('16', 'Tripura', '{}'), ('17', 'Meghalaya', '{}'),
  ('18', 'Assam', '{}'), ('19', 'West Bengal', '{WB}'), ('20', 'Jharkhand', '{}'), ('21', 'Odisha', '{Orissa}'),
  ('22', 'Chhattisgarh', '{Chattisgarh}'), ('23', 'Madhya Pradesh', '{MP}'), ('24', 'Gujarat', '{}'),
  ('26', 'Dadra and Nagar Haveli and Daman and Diu', '{"Daman and Diu","Dadra and Nagar Haveli",DNHDD}'),
  ('27', 'Maharashtra', '{}'), ('29', 'Karnataka', '{}'), ('30', 'Goa', '{}'), ('31', 'Lakshadweep', '{}'),
  ('32', 'Kerala', '{}'), ('33', 'Tamil Nadu', '{TN}'), ('34', 'Puducherry', '{Pondicherry}'),
  ('35', 'Andaman and Nicobar Islands', '{"Andaman & Nicobar","Andaman and Nicobar"}'), ('36', 'Telangana', '{}'),
  ('37', 'Andhra Pradesh', '{AP}'), ('38', 'Ladakh', '{}');

-- India's PIN codes, loaded from server/delivery/data/pincodes.tsv.gz on start (see its README).
CREATE TABLE pin_codes (
  pincode char(6) NOT NULL,
  state_code char(2) NOT NULL REFERENCES gst_states (code),
  district text NOT NULL,
  place text NOT NULL,
  latitude real NOT NULL,
  longitude real NOT NULL,
  offices smallint NOT NULL,
  PRIMARY KEY (pincode, state_code)
);

-- Which of our delivery cities a PIN lies in, by its district; a NULL district means the whole state or territory.
CREATE TABLE city_districts (
  city_id text NOT NULL,
  state_code char(2) NOT NULL REFERENCES gst_states (code),
  district text,
  UNIQUE NULLS NOT DISTINCT (city_id, state_code, district)
);

INSERT INTO city_districts (city_id, state_code, district) VALUES
  ('mumbai', '27', 'Mumbai'), ('delhi', '07', NULL), ('bengaluru', '29', 'Bengaluru'), ('bengaluru', '29', 'Bangalore Rural'),
  ('hyderabad', '36', 'Hyderabad'), ('hyderabad', '36', 'K.V.Rangareddy'), ('chennai', '33', 'Chennai'),
  ('kolkata', '19', 'Kolkata'), ('pune', '27', 'Pune'), ('ahmedabad', '24', 'Ahmedabad'), ('jaipur', '08', 'Jaipur'),
  ('surat', '24', 'Surat'), ('lucknow', '09', 'Lucknow'), ('kanpur', '09', 'Kanpur Nagar'), ('nagpur', '27', 'Nagpur'),
  ('indore', '23', 'Indore'), ('bhopal', '23', 'Bhopal'), ('visakhapatnam', '37', 'Visakhapatnam'), ('patna', '10', 'Patna'),
  ('vadodara', '24', 'Vadodara'), ('ludhiana', '03', 'Ludhiana'), ('agra', '09', 'Agra'), ('nashik', '27', 'Nashik'),
  ('gurugram', '06', 'Gurgaon'), ('noida', '09', 'Gautam Buddha Nagar'), ('chandigarh', '04', NULL),
  ('kochi', '32', 'Ernakulam'), ('thiruvananthapuram', '32', 'Thiruvananthapuram'), ('coimbatore', '33', 'Coimbatore'),
  ('madurai', '33', 'Madurai'), ('mysuru', '29', 'Mysuru'), ('mangaluru', '29', 'Dakshina Kannada'), ('goa', '30', NULL),
  ('bhubaneswar', '21', 'Khorda'), ('guwahati', '18', 'Kamrup'), ('shillong', '17', 'East Khasi Hills'),
  ('dehradun', '05', 'Dehradun'), ('varanasi', '09', 'Varanasi'), ('amritsar', '03', 'Amritsar'), ('raipur', '22', 'Raipur'),
  ('ranchi', '20', 'Ranchi'), ('udaipur', '08', 'Udaipur'), ('jodhpur', '08', 'Jodhpur'), ('vijayawada', '37', 'Krishna'),
  ('srinagar', '01', 'Srinagar'), ('port-blair', '35', 'South Andaman'), ('leh', '38', 'Leh');

-- Transit time from the dispatch point by straight-line distance; the first band whose limit covers it applies.
CREATE TABLE delivery_bands (
  band text PRIMARY KEY,
  up_to_km integer, -- NULL: never chosen by distance, only through remote_states
  transit_min_days smallint NOT NULL,
  transit_max_days smallint NOT NULL CHECK (transit_max_days >= transit_min_days),
  express boolean NOT NULL, -- express (1-2 business days in all) offered
  cod_limit integer -- highest order total payable in cash on delivery; NULL: no cash on delivery
);

INSERT INTO delivery_bands (band, up_to_km, transit_min_days, transit_max_days, express, cod_limit) VALUES
  ('local', 60, 1, 1, true, 50000),
  ('regional', 600, 1, 2, true, 50000),
  ('national', 1500, 2, 3, false, 50000),
  ('long haul', 5000, 3, 3, false, 50000),
  ('remote', NULL, 4, 6, false, 20000);

-- States and territories served through the remote band whatever the distance (hills, north-east, islands).
CREATE TABLE remote_states (
  state_code char(2) PRIMARY KEY REFERENCES gst_states (code),
  band text NOT NULL REFERENCES delivery_bands (band)
);

INSERT INTO remote_states (state_code, band)
SELECT code, 'remote' FROM gst_states WHERE code IN ('01', '11', '12', '13', '14', '15', '16', '17', '18', '31', '35', '38');

-- PINs our couriers cannot reach even though their state is served.
CREATE TABLE unserviceable_pincodes (
  pincode char(6) PRIMARY KEY,
  reason text NOT NULL
);

INSERT INTO unserviceable_pincodes (pincode, reason)
SELECT p::text, 'No courier service to the Nicobar Islands' FROM generate_series(744301, 744304) AS p
UNION ALL
SELECT p::text, 'No courier service to the Lakshadweep islands' FROM generate_series(682551, 682559) AS p;

-- Days no parcel moves besides Sundays: the national holidays (fixed dates); operators add festival dates as rows.
CREATE TABLE holidays (
  day date PRIMARY KEY,
  name text NOT NULL
);

INSERT INTO holidays (day, name)
SELECT make_date(y, m, d), name
FROM generate_series(2025, 2035) AS y,
  (VALUES (1, 26, 'Republic Day'), (8, 15, 'Independence Day'), (10, 2, 'Gandhi Jayanti'), (12, 25, 'Christmas')) AS h (m, d, name);

-- The shopper's order notes (docs/product.md §3), kept with the order: shown on the desk and the packing slip,
-- never on the shipping label. Empty when none were typed (and for every order placed before).
ALTER TABLE orders ADD COLUMN notes text NOT NULL DEFAULT '';

-- The Activity log reads newest first by when the change happened (docs/desk.md), not by insertion id.
CREATE INDEX audit_log_at_idx ON audit_log (at DESC, id DESC);

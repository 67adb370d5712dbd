-- The fingerprint of the payload an Idempotency-Key first placed, so a reused key with other details is refused.
ALTER TABLE orders ADD COLUMN idempotency_payload text;

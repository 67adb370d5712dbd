-- The language the shopper placed the order in (issue 44): its e-mails and invoice are written in it.
-- Every order placed before was placed in English.
ALTER TABLE orders ADD COLUMN language text NOT NULL DEFAULT 'en' CONSTRAINT orders_language_known CHECK (language IN ('en', 'hi'));

-- The delivery date range promised when the order was placed (India calendar dates), shown unchanged on the
-- success page, in the confirmation message and on the tracking page. NULL for orders placed before it.
ALTER TABLE orders ADD COLUMN promised_earliest date, ADD COLUMN promised_latest date,
  ADD CONSTRAINT orders_promise_range CHECK (promised_latest >= promised_earliest);

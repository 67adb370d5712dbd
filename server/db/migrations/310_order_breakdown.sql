-- One breakdown, stored once (docs/pricing.md): the UPI discount's percent is kept with its amount, so every
-- surface names it as the checkout did ("UPI discount (5%)"), and the stored figures must add up to the total.
ALTER TABLE orders
  ADD COLUMN prepaid_percent smallint NOT NULL DEFAULT 0 CHECK (prepaid_percent BETWEEN 0 AND 90),
  ADD CONSTRAINT orders_breakdown_adds_up
    CHECK (subtotal - coupon_discount - prepaid_discount + delivery_charge + cod_fee = total_amount);

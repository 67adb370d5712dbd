-- Coupons, the price quote's adjustments on the order, and parcels returned to origin (docs/pricing.md, ADR 016).
CREATE TABLE coupons (
  code text PRIMARY KEY CHECK (code ~ '^[A-Z0-9]{3,20}$'),
  kind text NOT NULL CHECK (kind IN ('percent', 'flat')),
  -- A percentage (1-90) or rupees off.
  amount integer NOT NULL CHECK (amount > 0 AND (kind = 'flat' OR amount <= 90)),
  max_discount integer CHECK (max_discount > 0),
  min_subtotal integer NOT NULL DEFAULT 0 CHECK (min_subtotal >= 0),
  starts_at timestamptz,
  ends_at timestamptz CHECK (ends_at IS NULL OR starts_at IS NULL OR ends_at > starts_at),
  total_uses integer CHECK (total_uses > 0),
  uses_per_phone integer CHECK (uses_per_phone > 0),
  first_order_only boolean NOT NULL DEFAULT false,
  active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- One row per discounted order, written in the order's transaction under the coupon row's lock, so the
-- use limits hold under any concurrency. A cancelled order gives its use back (released_at).
CREATE TABLE coupon_redemptions (
  order_id bigint PRIMARY KEY REFERENCES orders (id) ON DELETE CASCADE,
  code text NOT NULL REFERENCES coupons (code) ON UPDATE CASCADE,
  -- The phone's last ten digits: '+91 98765 43210' and '9876543210' are one shopper.
  phone_key text NOT NULL,
  discount integer NOT NULL CHECK (discount > 0),
  at timestamptz NOT NULL DEFAULT now(),
  released_at timestamptz
);
CREATE INDEX coupon_redemptions_code_idx ON coupon_redemptions (code, phone_key) WHERE released_at IS NULL;

-- The quote's adjustments, kept on the order as charged. subtotal − coupon_discount − prepaid_discount +
-- delivery_charge + cod_fee = total_amount.
ALTER TABLE orders
  ADD COLUMN coupon_code text,
  ADD COLUMN coupon_discount integer NOT NULL DEFAULT 0 CHECK (coupon_discount >= 0),
  ADD COLUMN prepaid_discount integer NOT NULL DEFAULT 0 CHECK (prepaid_discount >= 0),
  ADD COLUMN cod_fee integer NOT NULL DEFAULT 0 CHECK (cod_fee >= 0);
-- Each line's share of the order's discounts, taken off before tax (rule 46: taxable value after discount).
ALTER TABLE order_lines ADD COLUMN discount integer NOT NULL DEFAULT 0 CHECK (discount >= 0);

-- A parcel refused at the door or undeliverable comes back: returned to origin (RTO).
ALTER TABLE orders DROP CONSTRAINT orders_status_known;
ALTER TABLE orders ADD CONSTRAINT orders_status_known CHECK (order_status IN
  ('placed', 'confirmed', 'packed', 'shipped', 'out_for_delivery', 'delivered', 'cancelled', 'return_requested',
   'returned', 'returned_to_origin'));
CREATE INDEX orders_rto_phone_idx ON orders ((right(regexp_replace(phone, '\D', '', 'g'), 10)))
  WHERE order_status = 'returned_to_origin';
CREATE INDEX orders_rto_pincode_idx ON orders (pincode) WHERE order_status = 'returned_to_origin';
-- First order per phone (WELCOME10): earlier orders of a phone are found by the same key.
CREATE INDEX orders_phone_key_idx ON orders ((right(regexp_replace(phone, '\D', '', 'g'), 10)));

-- The demo shop's one live code, announced on the home page.
INSERT INTO coupons (code, kind, amount, max_discount, min_subtotal, uses_per_phone, first_order_only)
VALUES ('WELCOME10', 'percent', 10, 500, 999, 1, true);

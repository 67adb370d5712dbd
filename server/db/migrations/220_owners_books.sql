-- The owner's day (docs/desk.md, ADR 017): a low-stock threshold per product (NULL: the shop's default,
-- LOW_STOCK_THRESHOLD) and the courier's cash-on-delivery remittances.
ALTER TABLE products ADD COLUMN low_stock_threshold integer CHECK (low_stock_threshold BETWEEN 0 AND 100000);

-- One remittance per courier reference: recording the same reference again changes nothing.
CREATE TABLE cod_remittances (
  id bigserial PRIMARY KEY,
  reference text NOT NULL UNIQUE,
  remitted_on date NOT NULL,
  amount integer NOT NULL CHECK (amount >= 0),
  -- What the orders it covers collected; a shortfall is expected - amount when positive.
  expected integer NOT NULL CHECK (expected >= 0),
  recorded_at timestamptz NOT NULL DEFAULT now(),
  operator_email text NOT NULL
);

-- Cash of an order is remitted once: the primary key refuses a second remittance for the same order.
CREATE TABLE cod_remittance_orders (
  order_id bigint PRIMARY KEY REFERENCES orders (id) ON DELETE CASCADE,
  remittance_id bigint NOT NULL REFERENCES cod_remittances (id) ON DELETE CASCADE,
  amount integer NOT NULL CHECK (amount >= 0)
);
CREATE INDEX cod_remittance_orders_remittance_idx ON cod_remittance_orders (remittance_id);

-- The remittance is a change of money state: a payment event of its own, once per order.
ALTER TABLE payment_events DROP CONSTRAINT payment_events_kind_check;
ALTER TABLE payment_events ADD CONSTRAINT payment_events_kind_check CHECK (kind IN
  ('awaiting', 'utr_claimed', 'received', 'expired', 'void', 'refund_due', 'refunded', 'remitted'));
CREATE UNIQUE INDEX payment_events_remitted_once ON payment_events (order_id) WHERE kind = 'remitted';

-- The dashboard counts the orders waiting in each status.
CREATE INDEX orders_status_idx ON orders (order_status);
-- A remittance names its orders by AWB as often as by order number.
CREATE INDEX order_events_tracking_number_idx ON order_events (tracking_number) WHERE tracking_number IS NOT NULL;

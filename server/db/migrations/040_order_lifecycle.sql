-- The order lifecycle of api-schema/orderLifecycle.ts: every change of status is an event row,
-- written in the same transaction as orders.order_status.
UPDATE orders SET order_status = 'placed' WHERE order_status = 'pending';
ALTER TABLE orders ALTER COLUMN order_status SET DEFAULT 'placed';
ALTER TABLE orders ADD CONSTRAINT orders_status_known CHECK (order_status IN
  ('placed', 'confirmed', 'packed', 'shipped', 'out_for_delivery', 'delivered', 'cancelled', 'return_requested', 'returned'));

CREATE TABLE order_events (
  id bigserial PRIMARY KEY,
  order_id bigint NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  status text NOT NULL,
  at timestamptz NOT NULL DEFAULT now(),
  actor text NOT NULL CHECK (actor IN ('shopper', 'shop')),
  note text NOT NULL DEFAULT '',
  courier text,
  tracking_number text,
  reason text
);
CREATE INDEX order_events_order_idx ON order_events (order_id, id);

-- Orders placed before the lifecycle existed get their 'placed' event.
INSERT INTO order_events (order_id, status, at, actor) SELECT id, 'placed', created_at, 'shopper' FROM orders;

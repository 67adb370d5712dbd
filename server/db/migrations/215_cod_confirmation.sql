-- COD confirmation (docs/pricing.md): the shopper confirms a cash-on-delivery order by its signed link.
-- cod_confirm_token is the link's key, written when a COD order is placed (older orders have none);
-- cod_confirmed_at is when the shopper confirmed.
ALTER TABLE orders
  ADD COLUMN cod_confirm_token text,
  ADD COLUMN cod_confirmed_at timestamptz;

-- The confirmation's event, written in the transaction that sets cod_confirmed_at. One per order (primary key),
-- so a repeat or a race cannot confirm twice. Its own table: payment_events' kinds are money states, and
-- order_events' statuses are the lifecycle the timeline and mail read.
CREATE TABLE cod_confirmation_events (
  order_id bigint PRIMARY KEY REFERENCES orders (id) ON DELETE CASCADE,
  at timestamptz NOT NULL DEFAULT now(),
  actor text NOT NULL DEFAULT 'shopper' CHECK (actor IN ('shopper', 'shop')),
  source text NOT NULL DEFAULT ''
);

-- The desk's "unconfirmed COD" filter.
CREATE INDEX orders_cod_unconfirmed_idx ON orders (created_at) WHERE payment_mode = 'cod' AND cod_confirmed_at IS NULL;

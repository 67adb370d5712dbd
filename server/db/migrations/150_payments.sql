-- The order's money state, kept beside its lifecycle (docs/payments.md). NULL for cash on delivery until
-- the cash is collected; a UPI order starts 'awaiting_payment' and holds its stock until paid or expired.
ALTER TABLE orders
  ADD COLUMN payment_state text CHECK (payment_state IN ('awaiting_payment', 'paid', 'not_paid', 'refund_due', 'refunded')),
  ADD COLUMN payment_due_by timestamptz,
  ADD COLUMN payment_token text,
  ADD COLUMN claimed_utr text,
  ADD COLUMN paid_amount integer NOT NULL DEFAULT 0 CHECK (paid_amount >= 0),
  ADD COLUMN paid_reference text,
  ADD COLUMN paid_at timestamptz,
  -- Where a refund goes: the UPI ID the shopper gave with a return request or a paid order's cancellation.
  ADD COLUMN refund_vpa text;
ALTER TABLE orders ADD CONSTRAINT orders_payment_mode_known CHECK (payment_mode IN ('cod', 'upi'));
-- One UTR pays one order: a statement line or a hand entry can never pay two.
CREATE UNIQUE INDEX orders_paid_reference_once ON orders (paid_reference) WHERE paid_reference IS NOT NULL;
-- The expiry sweep's only question: which awaiting orders are past their window.
CREATE INDEX orders_awaiting_payment_idx ON orders (payment_due_by) WHERE payment_state = 'awaiting_payment';

-- Every change of money state is a row here, written in the transaction of the change.
CREATE TABLE payment_events (
  id bigserial PRIMARY KEY,
  order_id bigint NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  at timestamptz NOT NULL DEFAULT now(),
  kind text NOT NULL CHECK (kind IN ('awaiting', 'utr_claimed', 'received', 'expired', 'void', 'refund_due', 'refunded')),
  amount integer NOT NULL DEFAULT 0 CHECK (amount >= 0),
  reference text,
  actor text NOT NULL CHECK (actor IN ('shopper', 'shop', 'system')),
  source text NOT NULL DEFAULT '',
  note text NOT NULL DEFAULT ''
);
CREATE INDEX payment_events_order_idx ON payment_events (order_id, id);
-- The money arrives once and leaves once per order, however often a request is repeated.
CREATE UNIQUE INDEX payment_events_received_once ON payment_events (order_id) WHERE kind = 'received';
CREATE UNIQUE INDEX payment_events_refunded_once ON payment_events (order_id) WHERE kind = 'refunded';
CREATE UNIQUE INDEX payment_events_refund_due_once ON payment_events (order_id) WHERE kind = 'refund_due';

-- Refunds: what is due (paid amount), where it goes (the shopper's UPI ID) and what the shop sent.
CREATE TABLE refunds (
  order_id bigint PRIMARY KEY REFERENCES orders (id) ON DELETE CASCADE,
  amount_due integer NOT NULL CHECK (amount_due > 0),
  refund_vpa text,
  amount_refunded integer CHECK (amount_refunded > 0 AND amount_refunded <= amount_due),
  reference text,
  refunded_on date,
  created_at timestamptz NOT NULL DEFAULT now(),
  recorded_at timestamptz
);

-- Imported bank statements: a file is known by its hash, so importing it again changes nothing.
CREATE TABLE statement_imports (
  id bigserial PRIMARY KEY,
  file_hash text NOT NULL UNIQUE,
  imported_at timestamptz NOT NULL DEFAULT now(),
  operator_email text NOT NULL,
  result jsonb NOT NULL
);

-- GST credit notes: their own gapless series per financial year, one per cancelled or returned invoice.
CREATE TABLE credit_note_counters (
  financial_year text PRIMARY KEY,
  last_serial integer NOT NULL CHECK (last_serial > 0)
);
CREATE TABLE credit_notes (
  order_id bigint PRIMARY KEY REFERENCES orders (id) ON DELETE CASCADE,
  credit_note_number text NOT NULL UNIQUE,
  issued_at timestamptz NOT NULL DEFAULT now(),
  reason text NOT NULL
);

-- Messages to shoppers, written in the transaction of the change they tell about and sent by a
-- worker (server/mail/worker.ts) that claims rows with FOR UPDATE SKIP LOCKED.
CREATE TABLE mail_outbox (
  id bigserial PRIMARY KEY,
  created_at timestamptz NOT NULL DEFAULT now(),
  order_id bigint REFERENCES orders (id) ON DELETE SET NULL,
  event_id bigint UNIQUE REFERENCES order_events (id) ON DELETE SET NULL,
  recipient text NOT NULL,
  template text NOT NULL,
  payload jsonb NOT NULL,
  state text NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'sent', 'failed')),
  attempts integer NOT NULL DEFAULT 0,
  next_attempt_at timestamptz NOT NULL DEFAULT now(),
  last_error text,
  sent_at timestamptz,
  message_id text
);
-- The worker's only question: which pending rows are due, oldest first.
CREATE INDEX mail_outbox_due_idx ON mail_outbox (next_attempt_at, id) WHERE state = 'pending';
-- Per order, messages leave in event order (the worker skips a row while an older one of its order is pending).
CREATE INDEX mail_outbox_order_pending_idx ON mail_outbox (order_id, id) WHERE state = 'pending';

-- The owner's daily digest (docs/desk.md): one row per India calendar day, written in the transaction that
-- queues the e-mail, so any number of API processes (or a restart) queue it at most once that day.
CREATE TABLE owner_digests (
  day date PRIMARY KEY,
  recipient text NOT NULL,
  outbox_id bigint REFERENCES mail_outbox (id) ON DELETE SET NULL,
  queued_at timestamptz NOT NULL DEFAULT now()
);

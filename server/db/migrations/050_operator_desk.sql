-- The operator desk (issue 13): accounts, server-side sessions, the audit log and the inbox's state.
CREATE TABLE operators (
  id bigserial PRIMARY KEY,
  email text NOT NULL,
  -- argon2id PHC string; the password itself is never stored.
  password_hash text NOT NULL,
  failed_sign_ins integer NOT NULL DEFAULT 0,
  locked_until timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX operators_email_idx ON operators (lower(email));

-- The cookie carries a random token; only its SHA-256 is kept, so a leaked table opens no session.
CREATE TABLE operator_sessions (
  token_hash bytea PRIMARY KEY,
  operator_id bigint NOT NULL REFERENCES operators (id) ON DELETE CASCADE,
  csrf_token text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_seen_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX operator_sessions_operator_idx ON operator_sessions (operator_id);

CREATE TABLE audit_log (
  id bigserial PRIMARY KEY,
  at timestamptz NOT NULL DEFAULT now(),
  operator_id bigint REFERENCES operators (id) ON DELETE SET NULL,
  operator_email text NOT NULL,
  action text NOT NULL,
  subject text NOT NULL,
  before jsonb,
  after jsonb
);
CREATE INDEX audit_log_recent_idx ON audit_log (id DESC);

ALTER TABLE contact_messages ADD COLUMN read_at timestamptz, ADD COLUMN handled_at timestamptz;

CREATE INDEX orders_recent_idx ON orders (created_at DESC, id DESC);

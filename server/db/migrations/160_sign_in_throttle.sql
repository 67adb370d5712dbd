-- Sign-in throttling instead of an account lock (issue 32, docs/decisions/013-desk-sign-in-and-links.md).
-- A lock that anyone could trigger kept the owner out; the delays below only slow the address that guesses.

-- Failed sign-ins per e-mail (as typed, lower-cased; known or not, the same row is written) and address.
CREATE TABLE sign_in_throttle (
  account text NOT NULL,
  client text NOT NULL,
  failures integer NOT NULL,
  last_failure_at timestamptz NOT NULL,
  -- No further try of this e-mail from this address is checked before this time.
  blocked_until timestamptz NOT NULL,
  PRIMARY KEY (account, client)
);
CREATE INDEX sign_in_throttle_old_idx ON sign_in_throttle (last_failure_at);

-- Failures per e-mail from every address together: a burst is told to the owner once, by e-mail.
CREATE TABLE sign_in_bursts (
  account text PRIMARY KEY,
  started_at timestamptz NOT NULL,
  last_failure_at timestamptz NOT NULL,
  failures integer NOT NULL,
  notified boolean NOT NULL DEFAULT false
);

ALTER TABLE operators DROP COLUMN failed_sign_ins, DROP COLUMN locked_until;

-- Sessions an operator can see and end: an id to name one by, and what opened it.
ALTER TABLE operator_sessions
  ADD COLUMN id bigint GENERATED ALWAYS AS IDENTITY UNIQUE,
  ADD COLUMN user_agent text NOT NULL DEFAULT '',
  ADD COLUMN client text NOT NULL DEFAULT '';

-- Every backup that finished, whoever took it (npm run db:backup or the shop's daily schedule):
-- /api/ready reports the newest one's age, and the schedule skips a day already backed up.
CREATE TABLE backups (
  id bigserial PRIMARY KEY,
  file text NOT NULL,
  taken_at timestamptz NOT NULL,
  finished_at timestamptz NOT NULL DEFAULT now(),
  bytes bigint NOT NULL CHECK (bytes > 0),
  sha256 text NOT NULL,
  taken_by text NOT NULL CHECK (taken_by IN ('command', 'schedule'))
);
CREATE INDEX backups_taken_at ON backups (taken_at DESC);

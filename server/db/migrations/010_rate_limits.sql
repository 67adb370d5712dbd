-- Request counters for the rate limits, shared by every API process on this database.
-- One row per (limit, client, fixed window). UNLOGGED: counters are not worth WAL, and a crash
-- that empties them only forgives the current window.
CREATE UNLOGGED TABLE rate_limit_hits (
  bucket text NOT NULL,
  client text NOT NULL,
  window_start timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  hits integer NOT NULL,
  PRIMARY KEY (bucket, client, window_start)
);
CREATE INDEX rate_limit_hits_expires_at ON rate_limit_hits (expires_at);

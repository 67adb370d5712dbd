import pg from 'pg';

// COUNT(*) and bigint ids come back as strings by default; ours always fit in a JS number.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

export type Pool = pg.Pool;

type IdleError = Error & { code?: string };

const logToConsole = (error: IdleError) => console.error('[db] idle client error:', error.message);

/** `applicationName` names the pool's connections in `pg_stat_activity`. */
export function createPool(
  connectionString: string,
  max = 10,
  onIdleError = logToConsole,
  applicationName = 'jhola',
): pg.Pool {
  // A database that does not answer fails a request after 5 s instead of holding it forever.
  const pool = new pg.Pool({
    connectionString,
    max,
    idleTimeoutMillis: 30_000,
    connectionTimeoutMillis: 5_000,
    application_name: applicationName,
  });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', (error: IdleError) => {
    // 57P01: the server is shutting down (our own embedded one on exit); nothing to report.
    if (error.code !== '57P01') onIdleError(error);
  });
  // pg-pool takes its own listener off a client while it is checked out: a connection dying between
  // two queries (the postmaster killed) would then be an unhandled 'error' event that ends the
  // process. This one stays for the client's life; the query in flight (or the next one) fails
  // with the error, and release() drops the broken client.
  pool.on('connect', (client) => client.on('error', ignoreCheckedOutError));
  return pool;
}

function ignoreCheckedOutError() {}

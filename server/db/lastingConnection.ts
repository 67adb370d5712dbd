import pg from 'pg';

export interface LastingConnectionOptions {
  /** Where and as whom to connect (e.g. a pool's options), with an `application_name` that names the owner. */
  config: pg.ClientConfig;
  /** Runs on each new connection before it counts as up, e.g. `LISTEN`. */
  setUp?: (client: pg.Client) => Promise<void>;
  /** The connection is up (again). */
  onUp?: (client: pg.Client) => void;
  /** The connection was lost; a new one is being dialled. */
  onDown?: () => void;
  log?: (message: string) => void;
  /** The pause before the first redial, doubling per failure up to `maxDelayMs`; each drawn at random from its upper half. */
  minDelayMs?: number;
  maxDelayMs?: number;
}

export interface LastingConnection {
  /** Resolves the first time the connection is up. */
  up: Promise<void>;
  close(): Promise<void>;
}

const CONNECT_TIMEOUT_MS = 5_000;
const END_TIMEOUT_MS = 2_000;

/** Ends a client whatever state it is in; a dead or half-open connection neither throws nor holds the caller. */
export function endQuietly(client: pg.Client): Promise<void> {
  const ended = client.end().catch(() => {});
  const late = new Promise<void>((resolve) => setTimeout(resolve, END_TIMEOUT_MS).unref());
  return Promise.race([ended, late]);
}

/**
 * One long-lived connection with one owner: at most one client exists at a time, a lost or failed one
 * is always ended, and at most one redial is pending, after a capped, jittered backoff. However often
 * and however long the database goes away, this holds one connection to it. Nothing is dialled after
 * `close()`.
 */
export function openLastingConnection(options: LastingConnectionOptions): LastingConnection {
  const { setUp, onUp, onDown, log = () => {}, minDelayMs = 250, maxDelayMs = 5_000 } = options;
  let client: pg.Client | undefined;
  let closed = false;
  let redial: NodeJS.Timeout | undefined;
  let failures = 0;
  let markUp!: () => void;
  const up = new Promise<void>((resolve) => (markUp = resolve));

  const scheduleDial = () => {
    if (closed || redial) return;
    const ceiling = Math.min(maxDelayMs, minDelayMs * 2 ** failures++);
    redial = setTimeout(
      () => {
        redial = undefined;
        void dial();
      },
      ceiling / 2 + (Math.random() * ceiling) / 2,
    );
  };

  const lost = (lostClient: pg.Client) => {
    if (lostClient !== client) return;
    client = undefined;
    void endQuietly(lostClient);
    if (closed) return;
    onDown?.();
    scheduleDial();
  };

  async function dial() {
    if (closed || client) return;
    const next = new pg.Client({ connectionTimeoutMillis: CONNECT_TIMEOUT_MS, ...options.config });
    client = next;
    next.on('error', (error) => log(`connection lost: ${error.message}`));
    next.on('end', () => lost(next));
    try {
      await next.connect();
      await setUp?.(next);
    } catch (error) {
      log(`could not connect: ${(error as Error).message}`);
      lost(next);
      return;
    }
    // Closed, or lost while being set up: `lost` has dealt with it.
    if (closed || client !== next) return void endQuietly(next);
    failures = 0;
    onUp?.(next);
    markUp();
  }

  void dial();
  return {
    up,
    async close() {
      closed = true;
      clearTimeout(redial);
      redial = undefined;
      const last = client;
      client = undefined;
      if (last) await endQuietly(last);
    },
  };
}

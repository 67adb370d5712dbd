import type { Server } from 'node:http';
import { config } from '../config';

/**
 * Deliberate limits for every connection: a client gets 10 s to send its headers and 30 s for
 * the whole request (slow-loris senders are cut off with a 408); an idle keep-alive connection is
 * closed after 5 s (a load balancer in front must use a shorter idle timeout, or set
 * KEEP_ALIVE_TIMEOUT_MS above its own); Node checks these every second instead of every 30 s.
 */
export const serverTimeouts = () => ({
  headersTimeout: 10_000,
  requestTimeout: 30_000,
  keepAliveTimeout: config().KEEP_ALIVE_TIMEOUT_MS,
  connectionsCheckingInterval: 1_000,
});

export type ServerTimeouts = ReturnType<typeof serverTimeouts>;

export function applyTimeouts(server: Server, timeouts: ServerTimeouts) {
  server.headersTimeout = timeouts.headersTimeout;
  server.requestTimeout = timeouts.requestTimeout;
  server.keepAliveTimeout = timeouts.keepAliveTimeout;
}

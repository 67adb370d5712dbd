import type { SessionSettings } from './sessions';

/** What the desk's routes need beyond AppDeps (built once by createApp). */
export interface DeskOptions {
  sessions: SessionSettings;
  /** TRUST_PROXY: the sign-in throttle counts per address as the rate limits do (http/clientAddress.ts). */
  trustedProxies: number;
  /** The shop's public address (PUBLIC_URL or its default): a desk write's Origin must be it or the request's own. */
  siteUrl: () => string;
}

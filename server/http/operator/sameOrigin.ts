import type { Context, MiddlewareHandler } from 'hono';
import { fail } from '../respond';

export const CROSS_SITE_REFUSED =
  'This change was refused because it was sent from another site. Please make it from the shop desk itself.';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
// 'none': the person started it (typed address, bookmark), which no other site can do for them.
const SAME_SITE_FETCHES = new Set(['same-origin', 'none']);

/**
 * Whether a browser says this request comes from the shop's own pages: Sec-Fetch-Site, when sent, must
 * be same-origin, and Origin, when sent, the shop's public origin (PUBLIC_URL). Never the origin the request
 * was addressed to: its Host header is the sender's to choose. A caller that sends neither (curl, a script)
 * is not a browser tricked by another site.
 */
function fromOwnPages(c: Context, siteUrl: string): boolean {
  const fetchSite = c.req.header('Sec-Fetch-Site');
  if (fetchSite && !SAME_SITE_FETCHES.has(fetchSite.toLowerCase())) return false;
  const origin = c.req.header('Origin');
  return origin === undefined || origin === new URL(siteUrl).origin;
}

/** Desk writes (sign-in included) sent from another site: 403, before the session or token is looked at. */
export function sameOriginWrites(siteUrl: () => string): MiddlewareHandler {
  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method) || fromOwnPages(c, siteUrl())) return next();
    return fail(c, 403, CROSS_SITE_REFUSED);
  };
}

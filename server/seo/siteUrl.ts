/**
 * The shop's public address without PUBLIC_URL: where `npm start` listens by default (HOST, PORT). Absolute
 * links (sitemap, robots.txt, canonical and preview tags, JSON-LD, mail) come from PUBLIC_URL or this,
 * never from a request's Host header, which anyone can set (docs/decisions/013-desk-sign-in-and-links.md).
 */
export const DEFAULT_SITE_URL = 'http://127.0.0.1:3000';

/** The public address; a function, since a shop started on port 0 knows its address only once listening. */
export type SiteUrl = () => string;

const withoutSlash = (url: string) => url.replace(/\/+$/, '');

export function siteUrlOf(configured: string | SiteUrl = DEFAULT_SITE_URL): SiteUrl {
  if (typeof configured === 'function') return () => withoutSlash(configured());
  const fixed = withoutSlash(configured);
  return () => fixed;
}

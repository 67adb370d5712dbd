/**
 * The API answers the server puts into the SPA's HTML for the first route (server/seo), read by the SPA
 * before its first render (src/features/catalogue/seedFirstRouteData.ts). Each answer is keyed by the
 * request the SPA would make: path under /api plus its query, keys sorted, so both halves name it alike.
 */
export const FIRST_ROUTE_DATA_ID = 'first-route-data';

export interface FirstRouteAnswer {
  request: string;
  body: unknown;
}

type QueryValue = string | number | boolean | undefined;

export function apiRequestKey(path: string, params: Readonly<Record<string, QueryValue>> = {}) {
  const query = Object.entries(params)
    .filter((entry): entry is [string, string | number | boolean] => entry[1] !== undefined && entry[1] !== '')
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`)
    .join('&');
  return query ? `${path}?${query}` : path;
}

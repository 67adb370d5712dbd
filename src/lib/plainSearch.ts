/**
 * Search params as plain strings, so URLs read as docs/product.md §2 writes them (`?search=123&sort=createdAt:desc`)
 * instead of the router's JSON flavour (`?search=%22123%22`). Route schemas coerce numbers/booleans.
 */
export function parsePlainSearch(searchStr: string): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(searchStr));
}

export function stringifyPlainSearch(search: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(search)) {
    if (value === undefined || value === null || value === '') continue;
    params.set(key, typeof value === 'object' ? JSON.stringify(value) : `${value as string | number | boolean}`);
  }
  // ':' is legal in a query string; keeping it makes `sort=createdAt:desc` readable.
  const query = params.toString().replaceAll('%3A', ':');
  return query ? `?${query}` : '';
}

export interface OrderDeskSearch {
  /** Checked by the server (a 400 names a wrong one); no lifecycle table in the entry chunk. */
  status?: string;
  /** A dashboard list (to_confirm, cod_unremitted…); checked by the server. */
  queue?: string;
  from?: string;
  to?: string;
  city?: string;
  q?: string;
  page?: number;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const text = (value: unknown, max = 100) =>
  typeof value === 'string' && value.trim() ? value.trim().slice(0, max) : undefined;

/** The orders list's URL filters; a plain function, so nothing of it weighs on the shop's entry chunk. */
export function orderDeskSearch(search: Record<string, unknown>): OrderDeskSearch {
  const status = text(search.status, 30);
  const queue = text(search.queue, 30);
  const from = text(search.from);
  const to = text(search.to);
  const page = Number(search.page);
  return {
    ...(status ? { status } : {}),
    ...(queue ? { queue } : {}),
    ...(from && DAY.test(from) ? { from } : {}),
    ...(to && DAY.test(to) ? { to } : {}),
    ...(text(search.city) ? { city: text(search.city) } : {}),
    ...(text(search.q) ? { q: text(search.q) } : {}),
    ...(Number.isInteger(page) && page > 1 ? { page } : {}),
  };
}

export const pageSearch = (search: Record<string, unknown>): { page?: number; q?: string; lowStock?: 'true' } => {
  const page = Number(search.page);
  const q = text(search.q);
  return {
    ...(Number.isInteger(page) && page > 1 ? { page } : {}),
    ...(q ? { q } : {}),
    ...(String(search.lowStock) === 'true' ? { lowStock: 'true' as const } : {}),
  };
};

import { queryOptions } from '@tanstack/react-query';
import { fetchSession } from './deskApi';

/**
 * The root of every desk query key: each domain's desk keys (orderDeskKeys, catalogueDeskKeys…) start with it, so
 * signing out forgets the whole desk at once. The desk's data is the shop's live state: always asked again on a visit.
 */
export const deskKeys = {
  all: () => ['desk'] as const,
  session: () => [...deskKeys.all(), 'session'] as const,
  /** The Activity log (books/desk): every desk write adds its audit row, so any domain's write marks it stale. */
  activity: (page?: number) => [...deskKeys.all(), 'activity', ...(page === undefined ? [] : [page])] as const,
};

export const deskQueries = {
  session: () => queryOptions({ queryKey: deskKeys.session(), queryFn: fetchSession, staleTime: 60_000 }),
};

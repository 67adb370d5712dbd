import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { CSRF_HEADER } from '../../../api-schema/adminAuth';
import { deskSessionListResponse, endedSessionsResponse } from '../../../api-schema/adminSessions';
import { http } from '../../api/http';
import { currentCsrfToken } from './deskApi';
import { deskKeys } from './deskQueries';

const withCsrf = () => ({ headers: { [CSRF_HEADER]: currentCsrfToken() } });

export const fetchDeskSessions = async () =>
  (await http.get('admin/sessions').json(deskSessionListResponse)).data.sessions;

const sessionListKey = () => [...deskKeys.all(), 'sessions'] as const;
export const sessionListQuery = () =>
  queryOptions({ queryKey: sessionListKey(), queryFn: fetchDeskSessions, staleTime: 0 });

/** After ending sessions (or failing to): the list asks again. */
export const sessionsEnded = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: sessionListKey() });

/** Ends one other session (`id`) or all the others; says how many ended. */
export const endDeskSessions = async (id?: string) =>
  (await http.delete(`admin/sessions/${id ?? 'others'}`, withCsrf()).json(endedSessionsResponse)).data.ended;

const BROWSERS: [RegExp, string][] = [
  [/Edg\//, 'Edge'],
  [/Firefox\//, 'Firefox'],
  [/Chrome\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];
const SYSTEMS: [RegExp, string][] = [
  [/Android/, 'Android'],
  [/iPhone|iPad/, 'iOS'],
  [/Windows/, 'Windows'],
  [/Mac OS X/, 'macOS'],
  [/Linux/, 'Linux'],
];
const first = (list: [RegExp, string][], text: string) => list.find(([pattern]) => pattern.test(text))?.[1];

/** "Chrome on Android" from a User-Agent; the raw text when neither is recognised. */
export function deviceName(userAgent: string): string {
  const browser = first(BROWSERS, userAgent);
  const system = first(SYSTEMS, userAgent);
  if (browser && system) return `${browser} on ${system}`;
  return browser ?? system ?? (userAgent || 'Unknown browser');
}

import { CSRF_HEADER } from '../../../api-schema/adminAuth';

/** What a signed-in caller sends with each desk request: the session cookie and the CSRF token. */
export interface DeskCredentials {
  cookie: string;
  csrfToken: string;
}

type Fetch = (path: string, init: RequestInit) => Response | Promise<Response>;

/** Signs in through POST /api/admin/session (tests, benches and scripts; the SPA does the same through ky). */
export async function signInToDesk(fetchFn: Fetch, email: string, password: string): Promise<DeskCredentials> {
  const res = await fetchFn('/api/admin/session', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (res.status !== 200) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
  const cookie = /^[^;]+/.exec(res.headers.get('Set-Cookie') ?? '')?.[0] ?? '';
  const { data } = (await res.json()) as { data: { csrfToken: string } };
  return { cookie, csrfToken: data.csrfToken };
}

export const deskHeaders = ({ cookie, csrfToken }: DeskCredentials): Record<string, string> => ({
  Cookie: cookie,
  [CSRF_HEADER]: csrfToken,
});

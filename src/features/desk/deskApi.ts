import { isHTTPError } from 'ky';
import { CSRF_HEADER, operatorSession, type OperatorSession, type SignInInput } from '../../../api-schema/adminAuth';
import { ok } from '../../../api-schema/envelope';
import { http } from '../../api/http';

// The session's CSRF token: read from the session call, sent with every write.
let csrfToken = '';

export const desk = http.extend({
  hooks: {
    beforeRequest: [
      ({ request }) => {
        if (request.method !== 'GET') request.headers.set(CSRF_HEADER, csrfToken);
      },
    ],
  },
});

/** For the photo upload, which goes through XMLHttpRequest (upload progress) instead of ky. */
export const currentCsrfToken = () => csrfToken;

const sessionResponse = ok(operatorSession);
const remember = (session: OperatorSession) => {
  csrfToken = session.csrfToken;
  return session;
};

/** Who is signed in, or null when nobody is (401). */
export async function fetchSession(): Promise<OperatorSession | null> {
  try {
    return remember((await desk.get('admin/session').json(sessionResponse)).data);
  } catch (error) {
    if (isHTTPError(error) && error.response.status === 401) return null;
    throw error;
  }
}

export const signIn = async (input: SignInInput) =>
  remember((await desk.post('admin/session', { json: input }).json(sessionResponse)).data);

export const signOut = () => desk.delete('admin/session').then(() => undefined);

export type DeskParams = Record<string, string | number | undefined>;
/** A desk list's search params without the empty ones (the server reads a missing filter as "any"). */
export const definedParams = (params: DeskParams) =>
  Object.fromEntries(Object.entries(params).filter(([, v]) => v !== undefined && v !== '')) as Record<string, string>;

import * as z from 'zod/mini';
import { bodyFailures, failed, unavailable, type ResponseDoc } from '../openapi/describe';
import { SESSION_COOKIE } from './requireOperator';

/** How the desk's callers prove who they are (OpenAPI security scheme). */
export const DESK_SECURITY = {
  adminSession: {
    type: 'apiKey' as const,
    in: 'cookie' as const,
    name: SESSION_COOKIE,
    description: 'Set by POST /api/admin/session; writes also need the session’s X-CSRF-Token header',
  },
};

export const DESK_TAGS = ['Admin'];

/** Every desk read: no live session → 401; the database away → 503. */
export const signedInRead: Record<number, ResponseDoc> = {
  401: failed('No live session: none, unknown, idle too long or older than 12 h'),
  503: unavailable,
};

/** Every desk write: a read's answers plus 403 without the session's CSRF token, and the JSON body's own. */
export const signedInWrite: Record<number, ResponseDoc> = {
  ...signedInRead,
  403: failed('The X-CSRF-Token header is missing or is not this session’s token; nothing changed'),
  ...bodyFailures,
};

export const CSRF_HEADER_DOC = {
  'X-CSRF-Token': {
    description: 'The csrfToken of the session (from sign-in or GET /api/admin/session)',
    schema: z.string(),
  },
};

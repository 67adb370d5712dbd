import type { Context, MiddlewareHandler } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { FieldError } from '../../api-schema/envelope';

export const SERVER_ERROR_MESSAGE = 'Something went wrong on our side. Please try again.';

/** A failure a handler can throw; the app's error handler turns it into the envelope. */
export class HttpError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
    readonly errors?: FieldError[],
  ) {
    super(message);
  }
}

export const notFound = (message: string) => new HttpError(404, message);

export const ok = <T>(c: Context, data: T, status: ContentfulStatusCode = 200) =>
  c.json({ success: true as const, data }, status);

export const fail = (c: Context, status: ContentfulStatusCode, message: string, errors?: FieldError[]) =>
  c.json(errors ? { success: false as const, message, errors } : { success: false as const, message }, status);

/**
 * Every failure (4xx, 5xx) is `Cache-Control: no-store`, whoever answered it (a handler, the error or
 * not-found handler, the body limit): a cache or proxy must not keep an error and serve it again.
 */
export const noStoreOnErrors: MiddlewareHandler = async (c, next) => {
  await next();
  // Set on the response itself: one built outside the context (a shared cached body) misses c.header.
  if (c.res.status >= 400) c.res.headers.set('Cache-Control', 'no-store');
};

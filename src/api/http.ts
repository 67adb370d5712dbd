import ky, { isHTTPError, isNetworkError, isTimeoutError } from 'ky';
import { showToast } from '../ui/showToast';
import { API_TIMEOUT_MS, TOAST_ERROR_MS } from '../lib/constants';
import { failure } from '../../api-schema/envelope';

/** docs/product.md §8: the only global error handling. Other 4xx are left to the caller. */
export function globalErrorMessage(error: unknown): string | null {
  if (isHTTPError(error) && error.response.status >= 500) return 'Server error. Please try again later.';
  if (isTimeoutError(error)) return 'Request timeout. Please check your connection.';
  if (isNetworkError(error)) return 'Network error. Please check your connection.';
  return null;
}

const API_PREFIX = import.meta.env.VITE_API_URL ?? '/api';

/** The one HTTP client: prefix /api, 15 s timeout, no retries, no extra headers. */
export const http = ky.create({
  prefix: API_PREFIX,
  timeout: API_TIMEOUT_MS,
  retry: 0,
  hooks: {
    beforeError: [
      ({ error }) => {
        const message = globalErrorMessage(error);
        if (message) showToast.error(message, { id: message, duration: TOAST_ERROR_MS });
        return error;
      },
    ],
  },
});

/** The server's shopper-readable message for a failed call, if it sent one. */
export function serverMessage(error: unknown): string | undefined {
  if (!isHTTPError(error)) return undefined;
  const body = failure.safeParse(error.data);
  return body.success ? body.data.message : undefined;
}

/** Per-field messages the server sent with a 400, keyed by field path. */
export function serverFieldErrors(error: unknown): Record<string, string> {
  if (!isHTTPError(error)) return {};
  const body = failure.safeParse(error.data);
  return Object.fromEntries((body.success ? (body.data.errors ?? []) : []).map((e) => [e.field, e.message]));
}

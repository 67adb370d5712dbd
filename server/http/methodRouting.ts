import type { Context, MiddlewareHandler } from 'hono';
import { METHOD_NAME_ALL } from 'hono/router';
import { TrieRouter } from 'hono/router/trie-router';
import type { RouterRoute } from 'hono/types';
import { fail } from './respond';

/**
 * Which methods the app's routes answer for a path (middleware, registered for ALL, aside); HEAD
 * comes with GET (Hono answers it from the GET route) and OPTIONS with any. Built on first use,
 * once every route is registered.
 */
export function allowedMethods(routes: () => RouterRoute[]) {
  let router: TrieRouter<string> | undefined;
  const build = () => {
    const built = new TrieRouter<string>();
    // Every route under one key; the value is its real method, so one match lists them all.
    // The built site's catch-all ('*', GET) is left out: it answers pages, never /api or /images.
    for (const route of routes())
      if (route.method !== METHOD_NAME_ALL && route.path !== '/*') built.add('GET', route.path, route.method);
    return built;
  };
  return (path: string): string[] => {
    router ??= build();
    const methods = new Set(router.match('GET', path)[0].map(([method]) => method));
    if (methods.size === 0) return [];
    if (methods.has('GET')) methods.add('HEAD');
    return [...methods, 'OPTIONS'];
  };
}

export type AllowedMethods = ReturnType<typeof allowedMethods>;

/** OPTIONS on a known path answers 204 with what it allows; an unknown path falls through to 404. */
export const answerOptions =
  (allowed: AllowedMethods): MiddlewareHandler =>
  async (c, next) => {
    if (c.req.method !== 'OPTIONS') return next();
    const methods = allowed(c.req.path);
    if (methods.length === 0) return next();
    return c.body(null, 204, { Allow: methods.join(', ') });
  };

/** For the not-found handler: a known path asked with a method it does not answer gets 405 and `Allow`. */
export function methodNotAllowed(c: Context, allowed: AllowedMethods): Response | undefined {
  const methods = allowed(c.req.path);
  if (methods.length === 0 || methods.includes(c.req.method)) return undefined;
  c.header('Allow', methods.join(', '));
  const message = `${c.req.method} is not allowed here; use ${methods.join(', ')}.`;
  return isApiPath(c.req.path) ? fail(c, 405, message) : c.text(message, 405);
}

export const isApiPath = (path: string) => path.startsWith('/api/') || path === '/api';

import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { secureHeaders } from 'hono/secure-headers';

const INLINE_SCRIPT = /<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi;

/** CSP hashes of index.html's inline scripts (the app loader, vite-plugins/deferAppStart.ts): no 'unsafe-inline'. */
export function inlineScriptHashes(staticDir: string | undefined): string[] {
  if (!staticDir) return [];
  const html = readFileSync(join(staticDir, 'index.html'), 'utf8');
  return [...html.matchAll(INLINE_SCRIPT)].map(
    ([, body]) =>
      `'sha256-${createHash('sha256')
        .update(body ?? '')
        .digest('base64')}'`,
  );
}

/**
 * Headers for every response (pages, API, files, images, errors). Scripts: only our own files
 * (and hashed inline ones). Styles allow 'unsafe-inline': index.html inlines its CSS and
 * react-hot-toast inserts a <style> at run time; a style cannot run code.
 */
export function securityHeaders(scriptHashes: string[] = []) {
  return secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", ...scriptHashes],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:'],
      fontSrc: ["'self'"],
      connectSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
    xFrameOptions: 'DENY',
    referrerPolicy: 'strict-origin-when-cross-origin',
    crossOriginOpenerPolicy: 'same-origin',
    permissionsPolicy: {
      camera: [],
      microphone: [],
      geolocation: [],
      payment: [],
      usb: [],
    },
  });
}

import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/**
 * A page built per request, compressed for the client: brotli at a fast level (a few KB take well under
 * a millisecond), else gzip, else plain.
 */
export function htmlResponse(html: string, acceptEncoding = '', status = 200) {
  const headers = new Headers({ 'Content-Type': 'text/html; charset=UTF-8', Vary: 'Accept-Encoding' });
  const accepted = new Set(
    acceptEncoding
      .split(',')
      .map((part) =>
        part
          .trim()
          .toLowerCase()
          .split(/\s*;\s*/),
      )
      .filter(([, q]) => !q || !/^q=0(\.0*)?$/.test(q))
      .map(([name]) => name),
  );
  if (accepted.has('br')) {
    headers.set('Content-Encoding', 'br');
    const body = brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } });
    return new Response(body, { status, headers });
  }
  if (accepted.has('gzip')) {
    headers.set('Content-Encoding', 'gzip');
    return new Response(gzipSync(html, { level: 6 }), { status, headers });
  }
  return new Response(html, { status, headers });
}

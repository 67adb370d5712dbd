import { Hono } from 'hono';
import type { PhotoFormat, PhotoWidth } from '../../api-schema/photos';
import type { Pool } from '../db/pool';
import { readPhotoFile } from './photoFiles';

const FILE = /^([0-9a-f]{32})-(320|640|1280)\.(avif|webp)$/;

/**
 * /images/photos/<hash>-<width>.<avif|webp>: the bytes never change under a URL (the hash is the
 * upload's), so browsers and proxies may keep them a year. Unknown → 404, not cached.
 */
export function photoRoutes(pool: Pool) {
  return new Hono().get('/:file', async (c) => {
    const match = FILE.exec(c.req.param('file'));
    if (!match) return c.notFound();
    const [name, hash, width, format] = match as unknown as [string, string, string, PhotoFormat];
    const etag = `"${name}"`;
    const headers = {
      'Cache-Control': 'public, max-age=31536000, immutable',
      'X-Content-Type-Options': 'nosniff',
      ETag: etag,
    };
    if (
      c.req
        .header('If-None-Match')
        ?.split(/\s*,\s*/)
        .includes(etag)
    )
      return c.body(null, 304, headers);
    const bytes = await readPhotoFile(pool, hash, Number(width) as PhotoWidth, format);
    if (!bytes) return c.notFound();
    return c.body(new Uint8Array(bytes), 200, { ...headers, 'Content-Type': `image/${format}` });
  });
}

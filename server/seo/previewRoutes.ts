import { Hono } from 'hono';
import { apiFetcher, firstRouteData } from './firstRoute';
import { PREVIEW, previewSource, renderPreview, sourceVersion } from './previewImage';

type AskApp = (path: string) => Response | Promise<Response>;

const CACHED = 200;
const FOREVER = 'public, max-age=31536000, immutable';
const BRIEFLY = 'public, max-age=300';

/**
 * `/images/preview/{product|category}/{id}.jpg?v=…`: the raster link-preview picture (og:image) of a page,
 * made from the picture the page shows first, asked from this app in process (so drawn SVGs and uploaded
 * photos alike). Only pages that exist have one, so nobody can make the server rasterize anything else;
 * the last CACHED pictures stay in memory.
 */
export function previewRoutes(ask: AskApp) {
  const fetchApi = apiFetcher(ask);
  const rendered = new Map<string, Promise<Buffer | undefined>>();
  const render = (source: string) => {
    let picture = rendered.get(source);
    if (!picture) {
      picture = (async () => {
        // Only the app's own pictures: no network at run time.
        if (!source.startsWith('/') || source.startsWith('//')) return undefined;
        const res = await ask(source);
        if (res.status !== 200) return undefined;
        return renderPreview(Buffer.from(await res.arrayBuffer()));
      })().catch(() => undefined);
      rendered.set(source, picture);
      // A failure is not kept: the next request tries again.
      void picture.then((jpeg) => jpeg ?? rendered.delete(source));
      if (rendered.size > CACHED) rendered.delete(rendered.keys().next().value!);
    }
    return picture;
  };

  return new Hono().get('/images/preview/:kind{product|category}/:file{[^/]+\\.jpg}', async (c) => {
    const { kind, file } = c.req.param();
    const id = file.slice(0, -'.jpg'.length);
    const data = await firstRouteData(new URL(`/${kind}/${encodeURIComponent(id)}`, 'http://app'), fetchApi);
    const source = data && previewSource(data.route);
    const jpeg = source && (await render(source));
    if (!source || !jpeg) return c.text('Not found', 404);
    return c.body(new Uint8Array(jpeg), 200, {
      'Content-Type': PREVIEW.type,
      // A stale or missing version still gets today's picture, just not for keeps.
      'Cache-Control': c.req.query('v') === sourceVersion(source) ? FOREVER : BRIEFLY,
      'X-Content-Type-Options': 'nosniff',
    });
  });
}

import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deskPhotoChangeResponse, deskProductPhotosResponse } from '../../api-schema/adminPhotos';
import { failure } from '../../api-schema/envelope';
import { productResponse } from '../../api-schema/responses';
import { searchSuggestionsResponse } from '../../api-schema/searchSuggestions';
import { phoneJpeg, testPicture } from './photoImages';
import { operatorHeaders } from './operatorFixtures';
import { bodyOf, type TestShop } from './testShop';
import { createTwoProcessShop, type TwoProcessShop } from './twoProcessShop';

// The desk on process A; a storefront process B with its own pool, cache and listener.
let shop: TestShop;
let two: TwoProcessShop;
let appB: TwoProcessShop['appB'];
let desk: Record<string, string>;
let productId: string;

beforeAll(async () => {
  two = await createTwoProcessShop();
  ({ shop, appB } = two);
  desk = await operatorHeaders(shop);
  const { rows } = await shop.pool.query<{ id: string }>(
    'SELECT product_id AS id FROM product_colors GROUP BY product_id HAVING count(*) >= 3 ORDER BY product_id LIMIT 1',
  );
  productId = rows[0]!.id;
}, 60_000);
afterAll(() => two.close());

const photosPath = (position: number) => `/api/admin/products/${productId}/colors/${position}/photos`;
const upload = async (position: number, bytes: Uint8Array | ReadableStream, headers = desk, type = 'image/jpeg') =>
  await shop.app.request(photosPath(position), {
    method: 'POST',
    headers: { ...headers, 'Content-Type': type },
    body: bytes,
    ...(bytes instanceof ReadableStream ? { duplex: 'half' } : {}),
  } as RequestInit);
const changeOf = async (res: Response) => (await bodyOf(res, deskPhotoChangeResponse)).data;
const storefront = async (app = shop.app) =>
  (await bodyOf(await app.request(`/api/products/public/${productId}`), productResponse)).data.product;
const counts = async () =>
  (
    await shop.pool.query<{ photos: number; files: number; audits: number }>(
      `SELECT (SELECT count(*)::int FROM product_photos) AS photos, (SELECT count(*)::int FROM photo_files) AS files,
              (SELECT count(*)::int FROM audit_log) AS audits`,
    )
  ).rows[0]!;
const filesOf = async (hash: string) =>
  (
    await shop.pool.query<{ width: number; format: string; bytes: Buffer }>(
      'SELECT width, format, bytes FROM photo_files WHERE hash = $1 ORDER BY width, format',
      [hash],
    )
  ).rows;

describe('photo upload (desk)', () => {
  it('refuses a body not declared as an image with 415, storing nothing', async () => {
    const before = await counts();
    for (const type of ['application/octet-stream', 'text/plain', 'application/json']) {
      const res = await upload(0, await testPicture('jpeg', 400, 300), desk, type);
      expect(res.status, type).toBe(415);
      expect(await res.json()).toEqual({ success: false, message: 'Please upload a JPEG, PNG or WebP photo.' });
    }
    expect(await counts()).toEqual(before);
  });

  it('turns a JPEG, a PNG and a WebP into AVIF and WebP at 320/640/1280 px, never enlarged', async () => {
    for (const [position, format] of [
      [0, 'jpeg'],
      [1, 'png'],
      [2, 'webp'],
    ] as const) {
      // The declared type only has to be an image; the real one is read from the bytes.
      const res = await upload(position, await testPicture(format, 1000, 750), desk, 'image/jpeg');
      expect(res.status, format).toBe(201);
      const { product, changed } = await changeOf(res);
      expect(changed).toBe(true);
      const [photo] = product.colors[position]!.photos;
      expect(photo).toMatchObject({ width: 1000, height: 750, src: `/images/photos/${photo!.hash}` });
      const files = await filesOf(photo!.hash);
      expect(files.map((f) => [f.width, f.format])).toEqual([
        [320, 'avif'],
        [320, 'webp'],
        [640, 'avif'],
        [640, 'webp'],
        [1280, 'avif'],
        [1280, 'webp'],
      ]);
      for (const file of files) {
        const meta = await sharp(file.bytes).metadata();
        // sharp names AVIF "heif" with AV1 compression.
        expect(meta.format === 'heif' ? meta.compression : meta.format).toBe(file.format === 'avif' ? 'av1' : 'webp');
        expect(meta.width).toBe(Math.min(file.width, 1000));
        expect(meta.height).toBe(Math.round((Math.min(file.width, 1000) * 750) / 1000));
      }
    }
  }, 60_000);

  it('drops EXIF (GPS, camera) and turns a sideways phone photo upright', async () => {
    const original = await phoneJpeg();
    expect((await sharp(original).metadata()).exif?.toString('latin1')).toContain('TestPhone');
    const { product } = await changeOf(await upload(0, original));
    const photo = product.colors[0]!.photos.at(-1)!;
    expect([photo.width, photo.height]).toEqual([300, 600]);
    for (const file of await filesOf(photo.hash)) {
      const meta = await sharp(file.bytes).metadata();
      expect(meta.exif).toBeUndefined();
      expect(meta.orientation ?? 1).toBe(1);
      expect(meta.width < meta.height).toBe(true);
      expect(file.bytes.toString('latin1')).not.toContain('TestPhone');
    }
  }, 30_000);

  it('the same file for the same colour again stores nothing (200, changed: false)', async () => {
    const bytes = await testPicture('jpeg', 1000, 750);
    const before = await counts();
    const res = await upload(0, bytes);
    expect(res.status).toBe(200);
    expect((await changeOf(res)).changed).toBe(false);
    expect(await counts()).toEqual(before);
  });

  it('refuses anything but a readable JPEG/PNG/WebP of sensible size, without a session or CSRF token; nothing stored', async () => {
    const before = await counts();
    const jpeg = await testPicture('jpeg', 800, 800);
    const refusals: [Promise<Response>, number, string][] = [
      [upload(1, await testPicture('gif', 300, 300), desk, 'image/jpeg'), 400, 'This file is GIF.'],
      [upload(1, new TextEncoder().encode('not a photo, just text named photo.jpg')), 400, 'not a picture we can read'],
      [upload(1, jpeg.subarray(0, jpeg.length / 2)), 400, 'damaged'],
      // Never handed to sharp: an SVG (libvips would parse it) and a PNG signature over junk.
      [
        upload(1, new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400"/>')),
        400,
        'not a picture we can read',
      ],
      [
        upload(1, new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4])),
        400,
        'not a picture we can read',
      ],
      [
        upload(
          1,
          await sharp(await testPicture('png', 300, 300))
            .tiff()
            .toBuffer(),
        ),
        400,
        'This file is TIFF.',
      ],
      [upload(1, new Uint8Array()), 400, 'empty'],
      [upload(1, await testPicture('png', 90, 400)), 400, 'at least 100 px'],
      [upload(1, await testPicture('png', 1200, 200)), 400, 'at most 5 times'],
      [upload(1, await testPicture('png', 12_100, 3000)), 400, 'at most 12,000 px'],
      [upload(1, jpeg, {}), 401, ''],
      [upload(1, jpeg, { Cookie: desk.Cookie! }), 403, 'security token'],
      [upload(1, jpeg, { ...desk, 'X-CSRF-Token': 'forged' }), 403, 'security token'],
      [upload(9, jpeg), 404, 'Product colour not found'],
    ];
    for (const [pending, status, message] of refusals) {
      const res = await pending;
      expect(res.status, message).toBe(status);
      expect((await bodyOf(res, failure)).message).toContain(message);
    }
    expect(await counts()).toEqual(before);
  }, 60_000);

  it('refuses more than 10 MB while reading: by Content-Length before reading, and a streamed body stops at the limit', async () => {
    const before = await counts();
    const declared = await upload(1, new Uint8Array(10 * 1024 * 1024 + 1));
    expect(declared.status).toBe(413);
    expect((await bodyOf(declared, failure)).message).toBe(
      'The photo is larger than 10 MB. Please upload a smaller file.',
    );
    let sent = 0;
    const chunk = new Uint8Array(256 * 1024);
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        sent += chunk.length;
        if (sent > 40 * 1024 * 1024) controller.close();
        else controller.enqueue(chunk);
      },
    });
    const streamed = await upload(1, endless);
    expect(streamed.status).toBe(413);
    expect(sent).toBeLessThan(11 * 1024 * 1024);
    expect(await counts()).toEqual(before);
  });
});

describe('photos on the storefront', () => {
  it('serves each variant at its hashed URL with a year of caching, its type, nosniff and an ETag; unknown → 404', async () => {
    const { data } = await bodyOf(
      await shop.app.request(`/api/admin/products/${productId}/photos`, { headers: desk }),
      deskProductPhotosResponse,
    );
    const { src } = data.product.colors[0]!.photos[0]!;
    for (const format of ['avif', 'webp']) {
      const res = await appB.request(`${src}-640.${format}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('Content-Type')).toBe(`image/${format}`);
      expect(res.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
      expect(res.headers.get('X-Content-Type-Options')).toBe('nosniff');
      const etag = res.headers.get('ETag')!;
      expect(etag).toMatch(/^"[0-9a-f]{32}-640\.(avif|webp)"$/);
      expect((await sharp(Buffer.from(await res.arrayBuffer())).metadata()).width).toBe(640);
      expect((await appB.request(`${src}-640.${format}`, { headers: { 'If-None-Match': etag } })).status).toBe(304);
    }
    for (const missing of [`/images/photos/${'0'.repeat(32)}-640.avif`, `${src}-500.avif`, `${src}-640.png`]) {
      const res = await shop.app.request(missing);
      expect(res.status, missing).toBe(404);
      // An error is never cached (issue 32): a photo that appears later must not meet a stored 404.
      expect(res.headers.get('Cache-Control')).toBe('no-store');
    }
  });

  it('the product API lists a colour’s photos first (WebP URLs) with `photos`; a colour without keeps its drawings', async () => {
    const [first, second, third] = (await storefront()).colors;
    expect(first!.photos).toHaveLength(2);
    expect(first!.images).toEqual(first!.photos!.map((p) => `${p.src}-1280.webp`));
    expect(third!.images).toEqual([`${third!.photos![0]!.src}-1280.webp`]);
    const { rows } = await shop.pool.query<{ id: string }>(
      'SELECT product_id AS id FROM product_colors WHERE product_id <> $1 LIMIT 1',
      [productId],
    );
    const other = await bodyOf(await shop.app.request(`/api/products/public/${rows[0]!.id}`), productResponse);
    for (const colour of other.data.product.colors) {
      expect(colour).not.toHaveProperty('photos');
      expect(colour.images[0]).toMatch(/^\/images\/products\/.+\.svg$/);
    }
    expect(second!.photos).toHaveLength(1);
    // Search suggestions show the first colour's first photo, small.
    const { productName } = await storefront();
    const suggested = await bodyOf(
      await shop.app.request(`/api/search/suggestions?q=${encodeURIComponent(productName)}`),
      searchSuggestionsResponse,
    );
    expect(suggested.data.products.find((p) => p._id === productId)?.image).toBe(`${first!.photos![0]!.src}-320.webp`);
  });

  it('an upload reaches another API process within a second, and it serves the files too', async () => {
    const colours = async () => (await storefront(appB)).colors.map((c) => c.photos?.length ?? 0);
    const before = await colours();
    expect(await colours()).toEqual(before); // now cached in B
    const res = await upload(1, await testPicture('webp', 900, 1200, '#264653'));
    expect(res.status).toBe(201);
    const began = Date.now();
    while ((await colours())[1] !== before[1]! + 1) {
      expect(Date.now() - began).toBeLessThan(1000);
      await new Promise((r) => setTimeout(r, 20));
    }
    const photo = (await storefront(appB)).colors[1]!.photos!.at(-1)!;
    expect([photo.width, photo.height]).toEqual([900, 1200]);
    expect((await appB.request(`${photo.src}-320.avif`)).status).toBe(200);
  });

  it('reorders a colour’s photos and removes one (repeat-safe), audited before → after; the drawing returns with none left', async () => {
    const desks = async () =>
      (
        await bodyOf(
          await shop.app.request(`/api/admin/products/${productId}/photos`, { headers: desk }),
          deskProductPhotosResponse,
        )
      ).data.product.colors;
    const [a, b] = (await desks())[1]!.photos.map((p) => p.hash);
    const order = (hashes: string[]) =>
      shop.app.request(`${photosPath(1)}/order`, {
        method: 'PUT',
        headers: { ...desk, 'Content-Type': 'application/json' },
        body: JSON.stringify({ hashes }),
      });
    expect((await changeOf(await order([b!, a!]))).changed).toBe(true);
    expect((await storefront()).colors[1]!.images[0]).toBe(`/images/photos/${b}-1280.webp`);
    expect((await changeOf(await order([b!, a!]))).changed).toBe(false);
    expect((await order([b!])).status).toBe(400);

    const remove = (hash: string) => shop.app.request(`${photosPath(1)}/${hash}`, { method: 'DELETE', headers: desk });
    const removeWithoutCsrf = await shop.app.request(`${photosPath(1)}/${a}`, {
      method: 'DELETE',
      headers: { Cookie: desk.Cookie! },
    });
    expect(removeWithoutCsrf.status).toBe(403);
    expect((await changeOf(await remove(a!))).changed).toBe(true);
    expect((await changeOf(await remove(a!))).changed).toBe(false);
    expect(await filesOf(a!)).toEqual([]); // no other colour showed it
    expect((await shop.app.request(`/images/photos/${a}-640.webp`)).status).toBe(404);
    expect((await changeOf(await remove(b!))).changed).toBe(true);
    const colour = (await storefront()).colors[1]!;
    expect(colour).not.toHaveProperty('photos');
    expect(colour.images[0]).toMatch(/\.svg$/);

    const { rows } = await shop.pool.query<{ action: string; before: string[]; after: string[] }>(
      `SELECT action, before, after FROM audit_log WHERE action LIKE 'photo.%' AND subject LIKE $1 || ' · %' ORDER BY id`,
      [productId],
    );
    expect(rows.slice(-4)).toEqual([
      { action: 'photo.add', before: [a], after: [a, b] },
      { action: 'photo.reorder', before: [a, b], after: [b, a] },
      { action: 'photo.remove', before: [b, a], after: [b] },
      { action: 'photo.remove', before: [b], after: [] },
    ]);
  });

  it('one file on two colours is stored once and outlives its removal from one of them', async () => {
    const bytes = await testPicture('png', 640, 640, '#2a9d8f');
    const first = await changeOf(await upload(0, bytes));
    const hash = first.product.colors[0]!.photos.at(-1)!.hash;
    const filesBefore = (await counts()).files;
    expect((await upload(2, bytes)).status).toBe(201);
    expect((await counts()).files).toBe(filesBefore);
    await shop.app.request(`${photosPath(0)}/${hash}`, { method: 'DELETE', headers: desk });
    expect(await filesOf(hash)).toHaveLength(6);
    expect((await storefront()).colors[2]!.images).toContain(`/images/photos/${hash}-1280.webp`);
  });

  it("a product's link preview (og:image) is drawn from its uploaded photo, not its drawing", async () => {
    const { rows } = await shop.pool.query<{ id: string }>(
      `SELECT p.id FROM products p WHERE p.id <> $1 AND NOT EXISTS (SELECT 1 FROM product_photos f WHERE f.product_id = p.id)
       ORDER BY p.id LIMIT 1`,
      [productId],
    );
    const other = rows[0]!.id;
    const preview = async () => {
      const res = await shop.app.request(`/images/preview/product/${other}.jpg`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/jpeg');
      return await sharp(Buffer.from(await res.arrayBuffer())).stats();
    };
    // The drawing's preview is warm tan: more red than blue.
    const drawn = await preview();
    expect(drawn.channels[0]!.mean).toBeGreaterThan(drawn.channels[2]!.mean);
    const res = await shop.app.request(`/api/admin/products/${other}/colors/0/photos`, {
      method: 'POST',
      headers: { ...desk, 'Content-Type': 'image/png' },
      body: new Uint8Array(await testPicture('png', 1600, 1200, '#1d3fa8')),
    });
    expect(res.status).toBe(201);
    // The photo (a deep blue with a gold disc), stored as WebP, is what a shared link now shows.
    const photo = await preview();
    expect(photo.channels[2]!.mean).toBeGreaterThan(photo.channels[0]!.mean + 40);
  });
});

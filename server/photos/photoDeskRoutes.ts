import { Hono } from 'hono';
import {
  deskPhotoChangeResponse,
  deskProductPhotosResponse,
  MAX_PHOTOS_PER_COLOUR,
  PHOTO_UPLOAD_TYPES,
  photoOrderInput,
} from '../../api-schema/adminPhotos';
import { applyCatalogueChange } from '../catalogue/catalogueChanges';
import type { AppDeps } from '../http/appDeps';
import { limitBody } from '../http/bodyLimit';
import { describe, failed, succeeded, whole } from '../http/openapi/describe';
import { fail, ok } from '../http/respond';
import { validate } from '../http/validate';
import { MAX_PHOTO_BYTES } from './photoPipeline';
import { CSRF_HEADER_DOC, DESK_SECURITY, DESK_TAGS, signedInRead, signedInWrite, type DeskEnv } from '../http/operator';
import { addColourPhoto, deskProductPhotos, orderColourPhotos, removeColourPhoto } from './photoDesk';

const common = { tags: DESK_TAGS, security: DESK_SECURITY };
const TOO_LARGE = 'The photo is larger than 10 MB. Please upload a smaller file.';
const NOT_AN_IMAGE = 'Please upload a JPEG, PNG or WebP photo.';
// The router matches these; the document states them (describe()'s pathPatterns).
const POSITION = '[0-9]+';
const HASH = '[0-9a-f]{32}';
const COLOUR = `:id/colors/:position{${POSITION}}/photos`;
const pathIds = { id: 'The product id', position: 'The colour’s place in the product’s colours (0 = first)' };

/** The one desk call with a big body: app.ts skips its 64 KiB limit for this path only. */
export const isPhotoUpload = (method: string, path: string) =>
  method === 'POST' && /^\/api\/admin\/products\/[^/]+\/colors\/[0-9]+\/photos$/.test(path);

const { 413: _json413, 415: _json415, ...signedInFileWrite } = signedInWrite;

/** Photos per product colour: list, upload (the file is the body), remove, reorder. */
export function photoDeskRoutes({ pool, cache }: AppDeps) {
  // This process drops its pages now; the others hear product_colors' NOTIFY.
  const published = <T extends { changed: boolean }>(result: T) => {
    if (result.changed) applyCatalogueChange(cache, { all: true });
    return result;
  };
  return new Hono<DeskEnv>()
    .get(
      '/:id/photos',
      describe({
        ...common,
        summary: 'A product’s colours with their photos, in order',
        pathIds: { id: 'The product id' },
        responses: {
          200: succeeded('The product’s colours and photos', deskProductPhotosResponse),
          404: failed('Product not found'),
          ...signedInRead,
        },
      }),
      async (c) => ok(c, { product: await deskProductPhotos(pool, c.req.param('id')) }),
    )
    .post(
      `/${COLOUR}`,
      describe({
        ...common,
        summary:
          'Upload a photo for one colour (AVIF + WebP at 320/640/1280 px, shown on the storefront within a second)',
        description:
          'The body is the file itself, up to 10 MB; its real type is read from the bytes (JPEG, PNG or WebP). ' +
          'Metadata (EXIF, GPS) is dropped and the picture turned upright. Safe to repeat: the same file for the ' +
          'same colour again answers 200 with `changed: false` and stores nothing.',
        headers: CSRF_HEADER_DOC,
        pathIds,
        pathPatterns: { position: whole(POSITION) },
        fileBody: { mediaTypes: PHOTO_UPLOAD_TYPES, description: 'The photo file (JPEG, PNG or WebP, ≤ 10 MB)' },
        responses: {
          201: succeeded('Added: the product’s photos now', deskPhotoChangeResponse),
          200: succeeded('This colour already has this file: nothing changed', deskPhotoChangeResponse),
          400: failed(
            'Not a readable JPEG, PNG or WebP, or absurd dimensions (under 100 px, over 12,000 px or 50 MP, sides over 5:1)',
          ),
          404: failed('Product colour not found'),
          409: failed(`The colour already has ${MAX_PHOTOS_PER_COLOUR} photos`),
          413: failed('The file is larger than 10 MB (refused before it is read)'),
          415: failed('The body is not sent as an image (Content-Type image/…)'),
          ...signedInFileWrite,
        },
      }),
      async (c, next) => {
        // Any image/* type is let in: the file's real type is read from its bytes (addColourPhoto).
        if (/^image\/[\w.+-]+\s*(;|$)/i.test(c.req.header('Content-Type') ?? '')) return next();
        return fail(c, 415, NOT_AN_IMAGE);
      },
      limitBody(MAX_PHOTO_BYTES, TOO_LARGE),
      async (c) => {
        const bytes = new Uint8Array(await c.req.arrayBuffer());
        const result = published(
          await addColourPhoto(pool, c.get('operator'), c.req.param('id'), Number(c.req.param('position')), bytes),
        );
        return ok(c, result, result.changed ? 201 : 200);
      },
    )
    .delete(
      `/${COLOUR}/:hash{${HASH}}`,
      describe({
        ...common,
        summary: 'Remove a photo from a colour (the drawn picture returns when none is left)',
        description: 'Safe to repeat: removing it again answers 200 with `changed: false`.',
        headers: CSRF_HEADER_DOC,
        pathIds: { ...pathIds, hash: 'The photo’s hash' },
        pathPatterns: { position: whole(POSITION), hash: whole(HASH) },
        responses: {
          200: succeeded('The product’s photos now and whether anything changed', deskPhotoChangeResponse),
          404: failed('Product colour not found'),
          ...signedInFileWrite,
        },
      }),
      async (c) => {
        const { id, position, hash } = c.req.param();
        return ok(c, published(await removeColourPhoto(pool, c.get('operator'), id, Number(position), hash)));
      },
    )
    .put(
      `/${COLOUR}/order`,
      describe({
        ...common,
        summary: 'Reorder a colour’s photos (the first one shows on product cards)',
        description: 'Safe to repeat: the same order again answers `changed: false`.',
        headers: CSRF_HEADER_DOC,
        pathIds,
        pathPatterns: { position: whole(POSITION) },
        body: photoOrderInput,
        responses: {
          200: succeeded('The product’s photos now and whether anything changed', deskPhotoChangeResponse),
          400: failed('The order does not name each of the colour’s photos once'),
          404: failed('Product colour not found'),
          ...signedInWrite,
        },
      }),
      validate('json', photoOrderInput),
      async (c) => {
        const { id, position } = c.req.param();
        const { hashes } = c.req.valid('json');
        return ok(c, published(await orderColourPhotos(pool, c.get('operator'), id, Number(position), hashes)));
      },
    );
}

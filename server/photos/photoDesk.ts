import { MAX_PHOTOS_PER_COLOUR, type DeskProductPhotos } from '../../api-schema/adminPhotos';
import { PHOTO_PREFIX } from '../../api-schema/photos';
import type { Pool } from '../db/pool';
import { HttpError } from '../http/respond';
import {
  deleteColourPhoto,
  insertColourPhoto,
  photosOfColour,
  publishColourPhotos,
  reorderColourPhotos,
  type StoredPhoto,
} from './colourPhotos';
import { deleteUnusedPhotoFiles, lockPhoto, photoFilesStored, storePhotoFiles } from './photoFiles';
import { checkPhoto, makeVariants, photoHash, type PhotoFile } from './photoPipeline';
import { withTransaction } from '../db/transaction';
import { audit, type Operator } from '../http/operator';

type Queryable = Pick<Pool, 'query'>;

/** The product's colours with their photos, as the desk shows them; 404 for an unknown product. */
export async function deskProductPhotos(db: Queryable, productId: string): Promise<DeskProductPhotos> {
  const { rows } = await db.query<DeskProductPhotos>(
    `SELECT p.id, p.product_name AS "productName",
            coalesce((SELECT json_agg(json_build_object('position', pc.position, 'name', pc.name, 'hex', pc.hex, 'drawing', pc.images[1],
              'photos', coalesce((SELECT json_agg(json_build_object('hash', ph.hash, 'src', $2 || ph.hash,
                'width', ph.width, 'height', ph.height) ORDER BY ph.position, ph.created_at)
                FROM product_photos ph WHERE ph.product_id = p.id AND ph.color_position = pc.position), '[]'))
              ORDER BY pc.position) FROM product_colors pc WHERE pc.product_id = p.id), '[]') AS colors
       FROM products p WHERE p.id = $1`,
    [productId, PHOTO_PREFIX],
  );
  if (!rows[0]) throw new HttpError(404, 'Product not found');
  return rows[0];
}

async function colourName(db: Queryable, productId: string, position: number) {
  const { rows } = await db.query<{ name: string }>(
    'SELECT name FROM product_colors WHERE product_id = $1 AND position = $2',
    [productId, position],
  );
  if (!rows[0]) throw new HttpError(404, 'Product colour not found');
  return rows[0].name;
}

// Encoding is the one heavy step (about a second of both cores): one photo at a time per process.
let encoding: Promise<unknown> = Promise.resolve();
const oneAtATime = <T>(work: () => Promise<T>): Promise<T> => {
  const turn = encoding.then(work, work);
  encoding = turn.catch(() => {});
  return turn;
};

const hashes = (photos: StoredPhoto[]) => photos.map((p) => p.hash);

/**
 * Adds an uploaded file to a colour. Safe to repeat: the same bytes for the same colour again answer
 * `changed: false` and store nothing (the key is the content hash). Files of a photo another colour
 * already shows are not encoded again. Checks, encoding and refusals happen before anything is written.
 */
export async function addColourPhoto(
  pool: Pool,
  operator: Operator,
  productId: string,
  position: number,
  bytes: Uint8Array,
) {
  const name = await colourName(pool, productId, position);
  const hash = photoHash(bytes);
  const current = await photosOfColour(pool, productId, position);
  if (current.some((p) => p.hash === hash))
    return { product: await deskProductPhotos(pool, productId), changed: false };
  if (current.length >= MAX_PHOTOS_PER_COLOUR)
    throw new HttpError(409, `${name} already has ${MAX_PHOTOS_PER_COLOUR} photos; remove one first.`);
  const size = await checkPhoto(bytes);
  let files: PhotoFile[] | undefined = (await photoFilesStored(pool, hash))
    ? undefined
    : await oneAtATime(() => makeVariants(bytes));
  const changed = await withTransaction(pool, async (db) => {
    await lockPhoto(db, hash);
    const before = await photosOfColour(db, productId, position, true);
    if (before.length >= MAX_PHOTOS_PER_COLOUR && !before.some((p) => p.hash === hash))
      throw new HttpError(409, `${name} already has ${MAX_PHOTOS_PER_COLOUR} photos; remove one first.`);
    // Removed meanwhile by the last colour that showed it: encode after all.
    if (!files && !(await photoFilesStored(db, hash))) files = await makeVariants(bytes);
    if (files) await storePhotoFiles(db, hash, files);
    if (!(await insertColourPhoto(db, productId, position, { hash, ...size }))) return false;
    await publishColourPhotos(db, productId, position);
    await audit(db, operator, 'photo.add', `${productId} · ${name}`, hashes(before), [...hashes(before), hash]);
    return true;
  });
  return { product: await deskProductPhotos(pool, productId), changed };
}

/** Removes a photo from a colour (its files too when nothing else shows it). Removing it again: `changed: false`. */
export async function removeColourPhoto(
  pool: Pool,
  operator: Operator,
  productId: string,
  position: number,
  hash: string,
) {
  const name = await colourName(pool, productId, position);
  const changed = await withTransaction(pool, async (db) => {
    await lockPhoto(db, hash);
    const before = await photosOfColour(db, productId, position, true);
    if (!(await deleteColourPhoto(db, productId, position, hash))) return false;
    await deleteUnusedPhotoFiles(db, hash);
    await publishColourPhotos(db, productId, position);
    await audit(
      db,
      operator,
      'photo.remove',
      `${productId} · ${name}`,
      hashes(before),
      hashes(before).filter((h) => h !== hash),
    );
    return true;
  });
  return { product: await deskProductPhotos(pool, productId), changed };
}

/** Puts a colour's photos in a new order (the first one shows on cards). The same order again: `changed: false`. */
export async function orderColourPhotos(
  pool: Pool,
  operator: Operator,
  productId: string,
  position: number,
  order: string[],
) {
  const name = await colourName(pool, productId, position);
  const changed = await withTransaction(pool, async (db) => {
    const before = hashes(await photosOfColour(db, productId, position, true));
    if (
      order.length !== before.length ||
      new Set(order).size !== order.length ||
      !order.every((h) => before.includes(h))
    )
      throw new HttpError(400, 'The new order must name each of the colour’s photos once.', [
        { field: 'hashes', message: 'The new order must name each of the colour’s photos once.' },
      ]);
    if (order.every((h, i) => before[i] === h)) return false;
    await reorderColourPhotos(db, productId, position, order);
    await publishColourPhotos(db, productId, position);
    await audit(db, operator, 'photo.reorder', `${productId} · ${name}`, before, order);
    return true;
  });
  return { product: await deskProductPhotos(pool, productId), changed };
}

import type { PhotoFormat, PhotoWidth } from '../../api-schema/photos';
import type { Pool } from '../db/pool';
import type { PhotoFile } from './photoPipeline';

type Queryable = Pick<Pool, 'query'>;

/** One stored variant's bytes, or undefined. */
export async function readPhotoFile(db: Queryable, hash: string, width: PhotoWidth, format: PhotoFormat) {
  const { rows } = await db.query<{ bytes: Buffer }>(
    'SELECT bytes FROM photo_files WHERE hash = $1 AND width = $2 AND format = $3',
    [hash, width, format],
  );
  return rows[0]?.bytes;
}

/** Whether every variant of the photo is stored already (another colour or product uses the same file). */
export async function photoFilesStored(db: Queryable, hash: string) {
  const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM photo_files WHERE hash = $1', [hash]);
  return rows[0]!.n > 0;
}

/** Stores the variants; a variant already there is kept (same hash, same bytes). */
export async function storePhotoFiles(db: Queryable, hash: string, files: readonly PhotoFile[]) {
  for (const file of files) {
    await db.query(
      'INSERT INTO photo_files (hash, width, format, bytes) VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING',
      [hash, file.width, file.format, file.bytes],
    );
  }
}

/** Drops the variants once no colour shows the photo any more. */
export async function deleteUnusedPhotoFiles(db: Queryable, hash: string) {
  await db.query(
    'DELETE FROM photo_files WHERE hash = $1 AND NOT EXISTS (SELECT 1 FROM product_photos WHERE hash = $1)',
    [hash],
  );
}

/** Serialises the writers of one photo's files (add vs. removing the last use) inside their transactions. */
export async function lockPhoto(db: Queryable, hash: string) {
  await db.query("SELECT pg_advisory_xact_lock(hashtext('photo:' || $1))", [hash]);
}

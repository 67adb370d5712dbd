import { createHash } from 'node:crypto';
import sharp, { type Metadata } from 'sharp';
import { PHOTO_WIDTHS, type PhotoFormat, type PhotoWidth } from '../../api-schema/photos';
import { HttpError } from '../http/respond';
import { sniffFormat } from './sniffFormat';

export const MAX_PHOTO_BYTES = 10 * 1024 * 1024;
const ACCEPTED = new Set(['jpeg', 'png', 'webp']);
const MIN_SIDE = 100;
const MAX_SIDE = 12_000;
const MAX_PIXELS = 50_000_000;
const MAX_ASPECT = 5;
/** Part of every hash: a change to the encoding below must give new URLs (old ones are cached a year). */
const PIPELINE_VERSION = 'v1 avif q50 e2, webp q80';

export const ACCEPTED_MESSAGE = 'Please upload a JPEG, PNG or WebP photo.';
const refuse = (message: string) => new HttpError(400, message, [{ field: 'photo', message }]);

export interface PhotoFile {
  width: PhotoWidth;
  format: PhotoFormat;
  bytes: Buffer;
}

/** Its key and URL stem: 128 bits of the SHA-256 of the pipeline version and the uploaded bytes. */
export const photoHash = (bytes: Uint8Array) =>
  createHash('sha256').update(PIPELINE_VERSION).update(bytes).digest('hex').slice(0, 32);

/**
 * Reads what the bytes really are (never the file name or Content-Type: the first bytes, then sharp's
 * header read must agree) and refuses anything but a JPEG, PNG or WebP of sensible size. Answers the size as it will be shown (EXIF orientation applied).
 */
export async function checkPhoto(bytes: Uint8Array): Promise<{ width: number; height: number }> {
  if (bytes.length === 0) throw refuse(`The file is empty. ${ACCEPTED_MESSAGE}`);
  const sniffed = sniffFormat(bytes);
  if (sniffed && !ACCEPTED.has(sniffed)) throw refuse(`This file is ${sniffed.toUpperCase()}. ${ACCEPTED_MESSAGE}`);
  let meta: Metadata | undefined;
  try {
    if (sniffed) meta = await sharp(bytes).metadata();
  } catch {
    meta = undefined;
  }
  // sharp must read the header as the same format the first bytes announce.
  if (!meta || meta.format !== sniffed) throw refuse(`This file is not a picture we can read. ${ACCEPTED_MESSAGE}`);
  const turned = (meta.orientation ?? 1) >= 5;
  const width = turned ? meta.height : meta.width;
  const height = turned ? meta.width : meta.height;
  if (Math.min(width, height) < MIN_SIDE)
    throw refuse(`The photo is ${width} × ${height} px; it needs at least ${MIN_SIDE} px on each side.`);
  if (Math.max(width, height) > MAX_SIDE || width * height > MAX_PIXELS)
    throw refuse(
      `The photo is ${width} × ${height} px; it may be at most ${MAX_SIDE.toLocaleString('en-IN')} px on a side and 50 megapixels.`,
    );
  if (Math.max(width, height) / Math.min(width, height) > MAX_ASPECT)
    throw refuse(`The photo is ${width} × ${height} px; a side may be at most ${MAX_ASPECT} times the other.`);
  return { width, height };
}

/**
 * AVIF and WebP at each width: turned upright, never enlarged, in sRGB, with no metadata (sharp
 * keeps none unless asked, so EXIF GPS and camera data are gone). A file that only breaks while
 * decoding is refused like an unreadable one.
 */
export async function makeVariants(bytes: Uint8Array): Promise<PhotoFile[]> {
  const upright = sharp(bytes, { failOn: 'error', limitInputPixels: MAX_PIXELS }).autoOrient();
  const jobs = PHOTO_WIDTHS.flatMap((width) =>
    (['avif', 'webp'] as const).map(async (format): Promise<PhotoFile> => {
      const resized = upright.clone().resize({ width, withoutEnlargement: true });
      const encoded = format === 'avif' ? resized.avif({ quality: 50, effort: 2 }) : resized.webp({ quality: 80 });
      return { width, format, bytes: await encoded.toBuffer() };
    }),
  );
  try {
    return await Promise.all(jobs);
  } catch {
    throw refuse(`This picture is damaged and cannot be read. ${ACCEPTED_MESSAGE}`);
  }
}

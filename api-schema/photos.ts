import * as z from 'zod/mini';

/**
 * Product photos (issue 13): every upload is stored as AVIF and WebP at these nominal widths, each
 * `/images/photos/<hash>-<width>.<format>`. A smaller upload is never enlarged, so every URL exists
 * for every photo and a URL alone is enough to build a `<picture>` (the cart keeps only a URL).
 */
export const PHOTO_WIDTHS = [320, 640, 1280] as const;
export type PhotoWidth = (typeof PHOTO_WIDTHS)[number];
export type PhotoFormat = 'avif' | 'webp';
/** The width the product API's `images` list names (link previews and spec clients read it). */
export const PHOTO_IMAGE_WIDTH: PhotoWidth = 1280;
export const PHOTO_PREFIX = '/images/photos/';

export const photoUrl = (hash: string, width: PhotoWidth, format: PhotoFormat) =>
  `${PHOTO_PREFIX}${hash}-${width}.${format}`;

const PHOTO_URL = /^\/images\/photos\/([0-9a-f]{32})-(?:320|640|1280)\.(?:avif|webp)$/;

/** The photo's hash when `url` is one of its variants; undefined for a drawn picture or anything else. */
export const photoHashOf = (url: string) => PHOTO_URL.exec(url)?.[1];

export const photoSrcSet = (hash: string, format: PhotoFormat) =>
  PHOTO_WIDTHS.map((w) => `${photoUrl(hash, w, format)} ${w}w`).join(', ');

/**
 * `sizes` of each place a photo shows; the server's preload of the first one must say the same,
 * or Chromium fetches it twice.
 */
export const PHOTO_SIZES = {
  card: '(min-width: 960px) 16rem, (min-width: 640px) 33vw, 50vw',
  gallery: '(min-width: 960px) 38rem, 100vw',
  cardList: '(min-width: 640px) 14rem, 8rem',
  thumb: '72px',
} as const;

/** One photo of a colour as the product API shows it: `src` + `-<width>.<format>` is a variant. */
export const productPhoto = z.object({
  src: z.string(),
  width: z.number().check(z.int()),
  height: z.number().check(z.int()),
});
export type ProductPhoto = z.infer<typeof productPhoto>;

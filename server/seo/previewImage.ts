import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { PLACEHOLDER_IMAGE } from '../../api-schema/constants';
import { cardColor } from '../../api-schema/cardColor';
import type { Product } from '../../api-schema/entities';
import type { FirstRoute } from './firstRoute';

/** The size Facebook, WhatsApp and X show large (1.91:1); they ignore SVG, so the preview is a JPEG. */
export const PREVIEW = { width: 1200, height: 630, type: 'image/jpeg' } as const;
/** The shop's page colour (vars.css.ts), behind a picture that does not fill 1.91:1. */
const BACKGROUND = '#fbf8f5';

export const firstImage = (product: Product) => product.colors[0]?.images[0] ?? PLACEHOLDER_IMAGE;

/** The picture a card or product page opens on: under a Colour filter or `color` param, that colour's (their own rule). */
export const cardImage = (product: Product, colorFilter: string | null) =>
  product.colors.find((c) => c.colorName === cardColor(product, colorFilter))?.images[0] ?? firstImage(product);

/** The picture a product or category page shows first: what its preview card shows. */
export function previewSource(route: FirstRoute): string | undefined {
  if (route.kind === 'product') return firstImage(route.product);
  if (route.kind === 'category')
    return route.category.categoryImage || (route.products?.[0] ? firstImage(route.products[0]) : PLACEHOLDER_IMAGE);
  return undefined;
}

/** Part of the preview's URL: a new picture is a new URL, so the old one may be cached for good. */
export const sourceVersion = (source: string) => createHash('sha256').update(source).digest('hex').slice(0, 12);

export const previewPath = (kind: 'product' | 'category', id: string, source: string) =>
  `/images/preview/${kind}/${encodeURIComponent(id)}.jpg?v=${sourceVersion(source)}`;

/** Any picture sharp reads (SVG drawn at the size needed, WebP, AVIF, JPEG, PNG), centred on 1200×630. */
export async function renderPreview(picture: Buffer): Promise<Buffer> {
  const { width = PREVIEW.width, height = PREVIEW.height, format } = await sharp(picture).metadata();
  // An SVG is drawn at 72 dpi by default: draw it big enough to fill the card without blur.
  const scale = Math.max(1, Math.min(PREVIEW.width / width, PREVIEW.height / height));
  const input = format === 'svg' ? sharp(picture, { density: Math.ceil(72 * scale) }) : sharp(picture);
  return input
    .resize(PREVIEW.width, PREVIEW.height, { fit: 'contain', background: BACKGROUND })
    .flatten({ background: BACKGROUND })
    .jpeg({ quality: 82, mozjpeg: true })
    .toBuffer();
}

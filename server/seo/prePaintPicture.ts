import { escapeHtml } from './escape';
import { photoHashOf, photoSrcSet, photoUrl } from '../../api-schema/photos';

/**
 * A pre-painted product picture as ProductPicture renders it: an uploaded photo as the same <picture>
 * (same srcset and `sizes`, so React's later render reuses the one download), a drawing as an <img>.
 */
export function prePaintPicture(src: string, sizes: string, size: number, first = true) {
  const img = (attrs: string) =>
    `<img ${attrs} alt="" width="${size}" height="${size}"${first ? ' fetchpriority="high"' : ''} />`;
  const hash = photoHashOf(src);
  if (!hash) return img(`src="${escapeHtml(src)}"`);
  const sizesAttr = `sizes="${escapeHtml(sizes)}"`;
  return (
    `<picture style="display:contents"><source type="image/avif" srcset="${photoSrcSet(hash, 'avif')}" ${sizesAttr} style="display:none" />` +
    `${img(`src="${photoUrl(hash, 640, 'webp')}" srcset="${photoSrcSet(hash, 'webp')}" ${sizesAttr}`)}</picture>`
  );
}

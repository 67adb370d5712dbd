import { useState, type ImgHTMLAttributes } from 'react';
import { PLACEHOLDER_IMAGE } from '../../api-schema/constants';
import { photoHashOf, photoSrcSet, photoUrl } from '../../api-schema/photos';

type Props = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'sizes' | 'onError'> & {
  src: string;
  /** How wide it shows (api-schema PHOTO_SIZES), so the browser fetches the smallest photo that is sharp. */
  sizes: string;
  width: number;
  height: number;
};

/**
 * A product image. An uploaded photo becomes a <picture>: AVIF where the browser takes it, else WebP,
 * each at the width `sizes` needs. A drawing stays a plain <img>. One that fails shows the placeholder.
 */
export function ProductPicture({ src, sizes, ...img }: Props) {
  const [broken, setBroken] = useState<string>();
  const failed = broken === src;
  const hash = failed ? undefined : photoHashOf(src);
  if (!hash) return <img {...img} src={failed ? PLACEHOLDER_IMAGE : src} onError={() => setBroken(src)} />;
  return (
    // display: contents: the <picture> adds no box; its <img> is laid out and styled as a lone <img> would be.
    <picture style={{ display: 'contents' }}>
      <source type="image/avif" srcSet={photoSrcSet(hash, 'avif')} sizes={sizes} />
      <img
        {...img}
        src={photoUrl(hash, 640, 'webp')}
        srcSet={photoSrcSet(hash, 'webp')}
        sizes={sizes}
        onError={() => setBroken(src)}
      />
    </picture>
  );
}

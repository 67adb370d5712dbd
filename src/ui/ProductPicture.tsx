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

const CONTENTS = { display: 'contents' } as const;
const HIDDEN = { display: 'none' } as const;

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
    // The <picture> and <source> add no box (a <source> would otherwise be an empty grid or flex item):
    // the <img> is laid out and styled as a lone <img> would be.
    <picture style={CONTENTS}>
      <source type="image/avif" srcSet={photoSrcSet(hash, 'avif')} sizes={sizes} style={HIDDEN} />
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

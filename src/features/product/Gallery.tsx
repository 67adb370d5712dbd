import { useState } from 'react';
import { PLACEHOLDER_IMAGE } from '../../../api-schema/constants';
import { PHOTO_SIZES } from '../../../api-schema/photos';
import { ProductPicture } from '../../ui/ProductPicture';
import * as styles from './Gallery.css';

/** The chosen colour's images with thumbnails. The parent keys it by colour, which resets the index (docs/product.md §4). */
export function Gallery({ images, name }: { images: readonly string[]; name: string }) {
  const [index, setIndex] = useState(0);
  const shown = images.length > 0 ? images : [PLACEHOLDER_IMAGE];
  const current = shown[Math.min(index, shown.length - 1)]!;
  return (
    <div className={styles.gallery}>
      <ProductPicture
        src={current}
        sizes={PHOTO_SIZES.gallery}
        alt={name}
        width={800}
        height={800}
        className={styles.main}
        fetchPriority="high"
      />
      {shown.length > 1 && (
        <div className={styles.thumbs} role="group" aria-label="Product images">
          {shown.map((src, i) => (
            <button
              key={src}
              type="button"
              className={styles.thumb}
              aria-label={`Image ${i + 1} of ${shown.length}`}
              aria-pressed={i === index}
              onClick={() => setIndex(i)}
            >
              <ProductPicture src={src} sizes={PHOTO_SIZES.thumb} alt="" width={96} height={96} loading="lazy" />
            </button>
          ))}
        </div>
      )}
    </div>
  );
}

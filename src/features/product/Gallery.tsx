import { useState } from 'react';
import { PLACEHOLDER_IMAGE } from '../../../api-schema/constants';
import { PHOTO_SIZES, type ProductPhoto } from '../../../api-schema/photos';
import { useT } from '../../i18n/language';
import { ProductPicture } from '../../ui/ProductPicture';
import * as styles from './Gallery.css';

interface Props {
  images: readonly string[];
  /** The colour's uploaded photos (their sizes, for the viewer); none while it has only drawings. */
  photos?: readonly ProductPhoto[];
  name: string;
}

/** The chosen colour's images with thumbnails. The parent keys it by colour, which resets the index (docs/product.md §4). */
export function Gallery({ images, photos = [], name }: Props) {
  const t = useT();
  const [index, setIndex] = useState(0);
  const shown = images.length > 0 ? images : [PLACEHOLDER_IMAGE];
  const current = shown[Math.min(index, shown.length - 1)]!;
  return (
    <div className={styles.gallery}>
      <div className={styles.frame}>
        <ProductPicture
          src={current}
          sizes={PHOTO_SIZES.gallery}
          alt={name}
          width={800}
          height={800}
          className={styles.main}
          fetchPriority="high"
        />
        {images.length > 0 && (
          <button
            type="button"
            className={styles.zoom}
            aria-label={t('Zoom: picture {number} of {total}', { number: index + 1, total: shown.length })}
            // The viewer's code (and its larger pictures) load on the first open: no cost to the first load.
            onClick={(event) => {
              const opener = event.currentTarget;
              void import('./zoomViewer').then(({ openZoomViewer }) =>
                openZoomViewer({ images: shown, photos, index, name, opener }),
              );
            }}
          >
            <span className={styles.zoomHint} aria-hidden>
              ⤢ {t('Zoom')}
            </span>
          </button>
        )}
      </div>
      {shown.length > 1 && (
        <div className={styles.thumbs} role="group" aria-label={t('Product images')}>
          {shown.map((src, i) => (
            <button
              key={src}
              type="button"
              className={styles.thumb}
              aria-label={t('Image {number} of {total}', { number: i + 1, total: shown.length })}
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

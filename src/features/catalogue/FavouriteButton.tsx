import { toggleFavourite, useIsFavourite } from './favourites';
import { t } from '../../i18n/language';
import * as styles from './ProductActions.css';

/** t without useT: the product page re-renders it on a language switch. */
export function FavouriteButton({ productId }: { productId: string }) {
  const favourite = useIsFavourite(productId);
  return (
    <button
      type="button"
      className={styles.iconButton}
      aria-pressed={favourite}
      aria-label={favourite ? t('Remove from favourites') : t('Add to favourites')}
      onClick={() => toggleFavourite(productId)}
    >
      <span aria-hidden>{favourite ? '♥' : '♡'}</span>
    </button>
  );
}

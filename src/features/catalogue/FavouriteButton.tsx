import { toggleFavourite, useIsFavourite } from './favourites';
import * as styles from './ProductActions.css';

export function FavouriteButton({ productId }: { productId: string }) {
  const favourite = useIsFavourite(productId);
  return (
    <button
      type="button"
      className={styles.iconButton}
      aria-pressed={favourite}
      aria-label={favourite ? 'Remove from favourites' : 'Add to favourites'}
      onClick={() => toggleFavourite(productId)}
    >
      <span aria-hidden>{favourite ? '♥' : '♡'}</span>
    </button>
  );
}

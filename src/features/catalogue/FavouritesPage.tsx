import { Link } from '@tanstack/react-router';
import { buttonClass } from '../../ui/buttonClass';
import { useT } from '../../i18n/language';
import { useFavouriteIds } from './favourites';
import { ProductsByIds } from './ProductsByIds';

/** /favourites: the products the shopper hearted (kept in this browser only; there are no accounts). */
export function FavouritesPage() {
  const t = useT();
  const ids = useFavouriteIds();
  if (ids.length === 0)
    return (
      <>
        <h2>{t('No favourites yet')}</h2>
        <p>{t('Tap the heart on a product to keep it here.')}</p>
        <p>
          <Link to="/products" className={buttonClass({ tone: 'primary' })}>
            {t('Browse Products')}
          </Link>
        </p>
      </>
    );
  return <ProductsByIds ids={ids} label={t('Favourite products')} />;
}

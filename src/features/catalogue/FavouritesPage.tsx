import { Link } from '@tanstack/react-router';
import { buttonClass } from '../../ui/buttonClass';
import { useFavouriteIds } from './favourites';
import { ProductsByIds } from './ProductsByIds';

/** /favourites: the products the shopper hearted (kept in this browser only; there are no accounts). */
export function FavouritesPage() {
  const ids = useFavouriteIds();
  if (ids.length === 0)
    return (
      <>
        <h2>No favourites yet</h2>
        <p>Tap the heart on a product to keep it here.</p>
        <p>
          <Link to="/products" className={buttonClass({ tone: 'primary' })}>
            Browse Products
          </Link>
        </p>
      </>
    );
  return <ProductsByIds ids={ids} label="Favourite products" />;
}

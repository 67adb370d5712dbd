import { createFileRoute } from '@tanstack/react-router';
import { FavouritesPage } from '../features/catalogue/FavouritesPage';
import * as styles from '../layout/Page.css';
import { useDocumentTitle } from '../lib/useDocumentTitle';

export const Route = createFileRoute('/favourites')({
  component: Favourites,
});

function Favourites() {
  useDocumentTitle('Your Favourites');
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>Your Favourites</h1>
      <FavouritesPage />
    </div>
  );
}

import { createFileRoute } from '@tanstack/react-router';
import { FavouritesPage } from '../features/catalogue/FavouritesPage';
import * as styles from '../layout/Page.css';
import { useDocumentTitle } from '../lib/useDocumentTitle';
import { useT } from '../i18n/language';

export const Route = createFileRoute('/favourites')({
  component: Favourites,
});

function Favourites() {
  const t = useT();
  useDocumentTitle('Your Favourites');
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('Your Favourites')}</h1>
      <FavouritesPage />
    </div>
  );
}

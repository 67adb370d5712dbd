import { Link } from '@tanstack/react-router';
import { buttonClass } from '../../ui/buttonClass';
import { ErrorState } from '../../ui/ErrorState';
import { useT } from '../../i18n/language';

/** docs/product.md §8: the category page's failure state. */
export function CategoryNotFound() {
  const t = useT();
  return (
    <ErrorState title={t('Category Not Found')}>
      <Link to="/products" className={buttonClass({ tone: 'primary' })}>
        {t('Browse All Products')}
      </Link>
    </ErrorState>
  );
}

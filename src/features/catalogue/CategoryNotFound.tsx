import { Link } from '@tanstack/react-router';
import { button } from '../../ui/Button.css';
import { ErrorState } from '../../ui/ErrorState';

/** Spec §8: the category page's failure state. */
export function CategoryNotFound() {
  return (
    <ErrorState title="Category Not Found">
      <Link to="/products" className={button({ tone: 'primary' })}>
        Browse All Products
      </Link>
    </ErrorState>
  );
}

import { Link } from '@tanstack/react-router';
import { buttonClass } from '../../ui/buttonClass';
import { ErrorState } from '../../ui/ErrorState';

/** docs/product.md §8: the category page's failure state. */
export function CategoryNotFound() {
  return (
    <ErrorState title="Category Not Found">
      <Link to="/products" className={buttonClass({ tone: 'primary' })}>
        Browse All Products
      </Link>
    </ErrorState>
  );
}

import { Link } from '@tanstack/react-router';
import { serverMessage } from '../../api/http';
import { buttonClass } from '../../ui/buttonClass';
import { ErrorState } from '../../ui/ErrorState';

/** docs/product.md §8: the product page's failure state, with the server's message when it sent one. */
export function ProductNotFound({ error }: { error: unknown }) {
  return (
    <ErrorState title="Product Not Found" message={serverMessage(error) ?? 'Product not found'}>
      <Link to="/products" className={buttonClass({ tone: 'primary' })}>
        Browse Products
      </Link>
    </ErrorState>
  );
}

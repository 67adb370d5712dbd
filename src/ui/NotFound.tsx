import { Link } from '@tanstack/react-router';
import { buttonClass } from './buttonClass';
import { ErrorState } from './ErrorState';

/** The root notFoundComponent: an unknown address gets a friendly page with a way home. */
export function NotFound() {
  return (
    <ErrorState
      code="404"
      title="Page Not Found"
      message="Sorry, we couldn’t find the page you were looking for. It may have moved, or the address may be mistyped."
      tall
    >
      <Link to="/" className={buttonClass({ tone: 'primary' })}>
        Go Home
      </Link>
      <Link to="/products" className={buttonClass({ tone: 'secondary' })}>
        Browse Products
      </Link>
    </ErrorState>
  );
}

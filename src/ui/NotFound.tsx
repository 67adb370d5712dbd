import { Link } from '@tanstack/react-router';
import { buttonClass } from './buttonClass';
import { useT } from '../i18n/language';
import { ErrorState } from './ErrorState';

/** The root notFoundComponent: an unknown address gets a friendly page with a way home. */
export function NotFound() {
  const t = useT();
  return (
    <ErrorState
      code="404"
      title={t('Page Not Found')}
      message={t(
        'Sorry, we couldn’t find the page you were looking for. It may have moved, or the address may be mistyped.',
      )}
      tall
    >
      <Link to="/" className={buttonClass({ tone: 'primary' })}>
        {t('Go Home')}
      </Link>
      <Link to="/products" className={buttonClass({ tone: 'secondary' })}>
        {t('Browse Products')}
      </Link>
    </ErrorState>
  );
}

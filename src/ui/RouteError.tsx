import { tKnown, useT } from '../i18n/language';
import { ErrorState } from './ErrorState';

/** docs/product.md §8: unhandled route errors. */
export function RouteError({ error }: { error: unknown }) {
  const t = useT();
  console.error(error);
  return (
    <ErrorState
      title={t('Unexpected Application Error!')}
      message={tKnown(error instanceof Error ? error.message : String(error))}
    />
  );
}

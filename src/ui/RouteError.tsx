import { ErrorState } from './ErrorState';

/** docs/product.md §8: unhandled route errors. */
export function RouteError({ error }: { error: unknown }) {
  console.error(error);
  return (
    <ErrorState
      title="Unexpected Application Error!"
      message={error instanceof Error ? error.message : String(error)}
    />
  );
}

/** Spec §8: unhandled route errors. */
export function RouteError({ error }: { error: unknown }) {
  console.error(error);
  return (
    <div role="alert" style={{ padding: '4rem 1rem', textAlign: 'center' }}>
      <h1>Unexpected Application Error!</h1>
      <p>{error instanceof Error ? error.message : String(error)}</p>
    </div>
  );
}

import { Link } from '@tanstack/react-router';

/** Placeholder: the info-pages work replaces this with the friendly not-found page. */
export function NotFound() {
  return (
    <div style={{ padding: '4rem 1rem', textAlign: 'center' }}>
      <h1>Page not found</h1>
      <Link to="/">Go Home</Link>
    </div>
  );
}

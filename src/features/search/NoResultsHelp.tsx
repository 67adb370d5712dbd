import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { searchQueries } from './searchQueries';
import * as styles from './NoResultsHelp.css';

/**
 * Under the listing's "No products found": a spelling that finds something and a few popular
 * categories, so a search never ends at a dead end. Loaded only when a search finds nothing.
 */
export default function NoResultsHelp({ search }: { search: string }) {
  const { data } = useQuery(searchQueries.suggestions(search));
  if (!data) return null;
  return (
    <div className={styles.help}>
      {data.didYouMean && (
        <p className={styles.didYouMean}>
          Did you mean{' '}
          <Link to="/products" search={{ search: data.didYouMean }} className={styles.link}>
            {data.didYouMean}
          </Link>
          ?
        </p>
      )}
      {data.categories.length > 0 && (
        <nav aria-label="Popular categories">
          <p className={styles.heading}>Popular categories</p>
          <ul className={styles.categories}>
            {data.categories.map((c) => (
              <li key={c._id}>
                <Link to="/category/$categoryId" params={{ categoryId: c._id }} className={styles.chip}>
                  {c.categoryName}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </div>
  );
}

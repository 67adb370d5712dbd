import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useT } from '../../i18n/language';
import { searchQueries } from './searchQueries';
import * as styles from './NoResultsHelp.css';
import { categoryLabel } from '../../i18n/categoryLabel';

/**
 * Under the listing's "No products found": a spelling that finds something and a few popular
 * categories, so a search never ends at a dead end. Loaded only when a search finds nothing.
 */
export default function NoResultsHelp({ search }: { search: string }) {
  const t = useT();
  const { data } = useQuery(searchQueries.suggestions(search));
  if (!data) return null;
  const [before, after] = t('Did you mean {word}?').split('{word}');
  return (
    <div className={styles.help}>
      {data.didYouMean && (
        <p className={styles.didYouMean}>
          {before}
          <Link to="/products" search={{ search: data.didYouMean }} className={styles.link}>
            {data.didYouMean}
          </Link>
          {after}
        </p>
      )}
      {data.categories.length > 0 && (
        <nav aria-label={t('Popular categories')}>
          <p className={styles.heading}>{t('Popular categories')}</p>
          <ul className={styles.categories}>
            {data.categories.map((c) => (
              <li key={c._id}>
                <Link to="/category/$categoryId" params={{ categoryId: c._id }} className={styles.chip}>
                  {categoryLabel(c)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </div>
  );
}

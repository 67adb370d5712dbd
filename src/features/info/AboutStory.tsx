import { useQuery } from '@tanstack/react-query';
import { Suspense } from 'react';
import { contentQueries } from './contentQueries';
import * as styles from './About.css';
import { RichText } from './RichText';
import { useT } from '../../i18n/language';

/**
 * The optional server text of the about page (its title is not repeated: the hero is the page title).
 * docs/product.md §8: a failed load shows nothing here.
 */
export function AboutStory() {
  const t = useT();
  const { data } = useQuery(contentQueries.page('about'));
  if (!data) return null;
  return (
    <section
      className={styles.section}
      aria-label={data.title || t('Our story')}
      data-owner-text={data.title ? '' : undefined}
    >
      <div className={`${styles.tile} ${styles.story}`}>
        {/* Only this tile waits for the sanitizer (when it is slower than the text), not the whole page. */}
        <Suspense fallback={null}>
          <RichText html={data.content} />
        </Suspense>
      </div>
    </section>
  );
}

import { useQuery } from '@tanstack/react-query';
import { contentQueries } from './contentQueries';
import * as styles from './About.css';
import { RichText } from './RichText';

/**
 * The optional server text of the about page (its title is not repeated: the hero is the page title).
 * Spec §8: a failed load shows nothing here.
 */
export function AboutStory() {
  const { data } = useQuery(contentQueries.page('about'));
  if (!data) return null;
  return (
    <section className={styles.section} aria-label={data.title || 'Our story'}>
      <div className={`${styles.tile} ${styles.story}`}>
        <RichText html={data.content} />
      </div>
    </section>
  );
}

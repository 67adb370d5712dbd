import { useQuery } from '@tanstack/react-query';
import { contentQueries } from '../../api/content';
import * as styles from './About.css';
import { RichText } from './RichText';

/** The optional server text of the about page. Spec §8: a failed load shows nothing here. */
export function AboutStory() {
  const { data } = useQuery(contentQueries.page('about'));
  if (!data) return null;
  return (
    <section className={styles.section} aria-label={data.title || 'Our story'}>
      <div className={`${styles.tile} ${styles.story}`}>
        {data.title && <h2 className={styles.tileTitle}>{data.title}</h2>}
        <RichText html={data.content} />
      </div>
    </section>
  );
}

import type { ReactNode } from 'react';
import type { ContentPage } from '../../../api-schema/entities';
import { formatDateTime } from '../../lib/format';
import * as styles from './InfoPage.css';
import { RichText } from './RichText';
import { useT } from '../../i18n/language';
import { richText as richTextClass } from './RichText.css';

interface Props {
  /** The server's page, or null when it has none: the built-in text is shown instead. */
  content: ContentPage | null;
  defaultTitle: string;
  defaultText: ReactNode;
  /** What follows the text whichever text is shown (the terms name the grievance officer). */
  after?: ReactNode;
}

/** docs/product.md §2 /privacy-policy and /terms-conditions: title, rich content, 'Last updated'. */
export function PolicyPage({ content, defaultTitle, defaultText, after }: Props) {
  const t = useT();
  return (
    <article className={styles.page}>
      <div className={styles.card}>
        <h1 className={styles.title} data-owner-text={content?.title ? '' : undefined}>
          {content?.title || defaultTitle}
        </h1>
        <p className={styles.updated}>
          {t('Last updated: {date}', {
            date: content?.updatedAt ? formatDateTime(content.updatedAt) : t('Recently'),
          })}
        </p>
        {content ? <RichText html={content.content} /> : <div className={richTextClass}>{defaultText}</div>}
        {after}
      </div>
    </article>
  );
}

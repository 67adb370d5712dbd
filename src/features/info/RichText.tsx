import { useMemo } from 'react';
import { sanitizeHtml } from '../../lib/sanitize';
import * as styles from './RichText.css';

/** Server-provided HTML, always sanitized before it reaches the DOM (DESIGN.md). */
export function RichText({ html }: { html: string }) {
  const safe = useMemo(() => sanitizeHtml(html), [html]);
  return <div className={styles.richText} dangerouslySetInnerHTML={{ __html: safe }} />;
}

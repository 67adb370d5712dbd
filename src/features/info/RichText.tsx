import { use, useMemo } from 'react';
import * as styles from './RichText.css';

// Starts downloading with this chunk (the info pages' own), beside their content request: the
// sanitizer is not part of any route's first load.
const sanitizer = import('../../lib/sanitize');

/**
 * Server-provided HTML, always sanitized before it reaches the DOM (docs/architecture.md). The owner's words, shown as
 * written in every language (docs/i18n.md): `data-owner-text` tells the Hindi sweep so.
 */
export function RichText({ html }: { html: string }) {
  const { sanitizeHtml } = use(sanitizer);
  const safe = useMemo(() => sanitizeHtml(html), [html, sanitizeHtml]);
  return <div className={styles.richText} data-owner-text dangerouslySetInnerHTML={{ __html: safe }} />;
}

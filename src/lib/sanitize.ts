import DOMPurify from 'dompurify';

/**
 * Server HTML → HTML safe to put in the DOM: no scripts, no event-handler attributes, no
 * javascript: URLs (DOMPurify's defaults). Links that open a new tab get rel="noopener noreferrer".
 */
DOMPurify.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName === 'A' && node.getAttribute('target') === '_blank') node.setAttribute('rel', 'noopener noreferrer');
});

export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, { USE_PROFILES: { html: true } });
}

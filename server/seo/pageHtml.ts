import { FIRST_ROUTE_DATA_ID, type FirstRouteAnswer } from '../../api-schema/firstRouteData';
import { escapeHtml, jsonForScript } from './escape';
import type { PageHead } from './headTags';
import { PRE_PAINT_SLOT } from './prePaint';

const TITLE = /<title>[\s\S]*?<\/title>/;
const DESCRIPTION = /<meta\s+name="description"[\s\S]*?\/?>/;
const CHARSET = /<meta\s+charset=[^>]*>/i;
const isImagePreload = (tag: string) => tag.startsWith('<link rel="preload" as="image"');

/**
 * index.html with this page's head, the first route's API answers (read by the SPA before it renders) and
 * the pre-paint of its largest element (escaped by its maker).
 */
export function pageHtml(template: string, head: PageHead, answers: FirstRouteAnswer[], prePaintHtml = '') {
  const headTags = [
    `<meta name="description" content="${escapeHtml(head.description)}" />`,
    ...head.tags.filter((tag) => !isImagePreload(tag)),
  ].join('\n    ');
  // The largest paint's image is asked for first, before the scripts the head names (they share the
  // browser's few connections): its paint then comes before their evaluation, not after.
  const imagePreloads = head.tags.filter(isImagePreload).map((tag) => `\n    ${tag}`);
  const data = answers.length
    ? `<script type="application/json" id="${FIRST_ROUTE_DATA_ID}">${jsonForScript(answers)}</script>\n  `
    : '';
  return template
    .replace(CHARSET, (charset) => `${charset}${imagePreloads.join('')}`)
    .replace(TITLE, () => `<title>${escapeHtml(head.title)}</title>`)
    .replace(DESCRIPTION, '')
    .replace('</head>', () => `  ${headTags}\n  </head>`)
    .replace(PRE_PAINT_SLOT, () => prePaintHtml)
    .replace('</body>', () => `${data}</body>`);
}

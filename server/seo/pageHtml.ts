import { FIRST_ROUTE_DATA_ID, type FirstRouteAnswer } from '../../api-schema/firstRouteData';
import { escapeHtml, jsonForScript } from './escape';
import type { PageHead } from './headTags';
import { PRE_PAINT_SLOT } from './prePaint';

const TITLE = /<title>[\s\S]*?<\/title>/;
const DESCRIPTION = /<meta\s+name="description"[\s\S]*?\/?>/;

/**
 * index.html with this page's head, the first route's API answers (read by the SPA before it renders) and
 * the pre-paint of its largest element (escaped by its maker).
 */
export function pageHtml(template: string, head: PageHead, answers: FirstRouteAnswer[], prePaintHtml = '') {
  const headTags = [`<meta name="description" content="${escapeHtml(head.description)}" />`, ...head.tags].join(
    '\n    ',
  );
  const data = answers.length
    ? `<script type="application/json" id="${FIRST_ROUTE_DATA_ID}">${jsonForScript(answers)}</script>\n  `
    : '';
  return template
    .replace(TITLE, () => `<title>${escapeHtml(head.title)}</title>`)
    .replace(DESCRIPTION, '')
    .replace('</head>', () => `  ${headTags}\n  </head>`)
    .replace(PRE_PAINT_SLOT, () => prePaintHtml)
    .replace('</body>', () => `${data}</body>`);
}

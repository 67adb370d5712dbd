// Renders every drawing type, material and view into one PNG with Chromium, to judge them by eye:
//   node --import tsx bench/pictures/contactSheet.ts /tmp/contact-sheet.png
import { chromium } from 'playwright-core';
import { categorySvg } from '../../server/catalogue/drawings/banner';
import { bagSvg } from '../../server/catalogue/drawings/render';
import { BAG_MATERIALS, BAG_TYPES, VIEWS } from '../../server/db/seed/bagStyles';

const out = process.argv[2] ?? 'contact-sheet.png';
const uri = (svg: string) => `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
const cell = (svg: string, label: string, size = 150) =>
  `<figure><img src="${uri(svg)}" width="${size}" height="${size}"><figcaption>${label}</figcaption></figure>`;
const row = (title: string, cells: string[]) => `<h2>${title}</h2><div class="row">${cells.join('')}</div>`;

const html = `<!doctype html><style>
body{font:12px sans-serif;margin:12px;background:#fff}h2{font-size:14px;margin:10px 0 4px}
.row{display:flex;flex-wrap:wrap;gap:6px}figure{margin:0;text-align:center}img{display:block;border:1px solid #ddd}
</style>
${row(
  'Every type, front, leather (Tan)',
  BAG_TYPES.map((t) => cell(bagSvg(t, 'leather', 'c68e5b', 'front'), t)),
)}
${row(
  'Every type, front, leather (Black) — at thumbnail size',
  BAG_TYPES.map((t) => cell(bagSvg(t, 'leather', '1f1f1f', 'front'), t, 90)),
)}
${row(
  'Every material on a satchel (Maroon)',
  BAG_MATERIALS.map((m) => cell(bagSvg('satchel', m, '7b1e2b', 'front'), m)),
)}
${row(
  'Every material on a tote (Teal)',
  BAG_MATERIALS.map((m) => cell(bagSvg('tote', m, '1f7a7a', 'front'), m)),
)}
${row(
  'Every material on a tote (Ivory), detail view',
  BAG_MATERIALS.map((m) => cell(bagSvg('tote', m, 'f3ebdd', 'detail'), m)),
)}
${row('Four views: backpack (Navy), duffel (Olive), potli (Sindoor), wallet (Coffee)', [
  ...VIEWS.map((v) => cell(bagSvg('backpack', 'nylon', '1f2f5c', v), `backpack ${v}`)),
  ...VIEWS.map((v) => cell(bagSvg('duffel', 'canvas', '6b7a3a', v), `duffel ${v}`)),
])}
<div class="row">${[
  ...VIEWS.map((v) => cell(bagSvg('potli', 'velvet', 'b22234', v), `potli ${v}`)),
  ...VIEWS.map((v) => cell(bagSvg('wallet', 'leather', '5a3a22', v), `wallet ${v}`)),
].join('')}</div>
${row(
  'Banners',
  ['satchel', 'tote', 'potli'].map(
    (t) => `<img src="${uri(categorySvg(t as 'tote', 'b7472a'))}" width="600" height="150">`,
  ),
)}
`;

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});
try {
  const page = await browser.newPage({ viewport: { width: 1400, height: 1000 } });
  await page.setContent(html);
  await page.screenshot({ path: out, fullPage: true });
} finally {
  await browser.close();
}
console.log(out);

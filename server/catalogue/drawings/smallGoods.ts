import type { Silhouette } from './drawing';
import type { Paint } from './paint';
import { box, cord, path, ring, snap, strap, tassel, zip } from './parts';

/** Small bags and leather goods: sling, clutch, potli, wallet, card holder, pouch. */

const SLING = 'M128 214Q128 196 146 196H254Q272 196 272 214V318Q272 334 256 334H144Q128 334 128 318Z';
const adjuster = (x: number, y: number, p: Paint) =>
  `<rect x="${x - 12}" y="${y - 8}" width="24" height="16" rx="3" fill="none" stroke="${p.metal}" stroke-width="4"/>`;
export const sling: Silhouette = {
  front: (p) => ({
    under: strap('M138 204L300 -10M262 204L330 80', p, 9),
    body: path(SLING),
    flap: path('M128 214Q128 196 146 196H254Q272 196 272 214V266Q200 292 128 266Z'),
    seam: 'M138 212V262M262 212V262M136 326H264',
    over: ring(138, 204, 7, p) + ring(262, 204, 7, p) + adjuster(226, 100, p) + snap(200, 270, 7, p),
  }),
  side: (p) => ({
    under: strap('M200 198L236 -10', p, 9),
    body: path('M182 204Q182 194 192 194H208Q218 194 218 204V326Q218 336 208 336H192Q182 336 182 326Z'),
    shade: path('M182 198H218L214 262H186Z'),
    over: ring(200, 198, 7, p),
  }),
  back: (p) => ({
    under: strap('M138 204L300 -10M262 204L330 80', p, 9),
    body: path(SLING),
    seam: 'M140 230H260',
    over: zip(146, 230, 254, p) + ring(138, 204, 7, p) + ring(262, 204, 7, p),
  }),
  detail: (p) => ({
    body: path('M-20 260Q200 230 420 260V420H-20Z'),
    over:
      strap('M40 -20L210 250', p, 44) +
      adjuster(120, 110, p)
        .replace(/width="24" height="16"/, 'width="70" height="44"')
        .replace('x="108" y="102"', 'x="85" y="88"') +
      `<path d="M200 250Q230 200 260 250V300H200Z" fill="none" stroke="${p.metal}" stroke-width="12"/>` +
      ring(230, 310, 30, p),
  }),
};

const CLUTCH = 'M78 190Q78 178 90 178H310Q322 178 322 190V306Q322 318 310 318H90Q78 318 78 306Z';
const jewel = (cx: number, cy: number, s: number, p: Paint) =>
  `<circle cx="${cx}" cy="${cy}" r="${12 * s}" fill="${p.metal}" stroke="${p.metalDark}" stroke-width="${2 * s}"/>` +
  `<circle cx="${cx}" cy="${cy}" r="${6 * s}" fill="${p.pale}" stroke="${p.metalDark}" stroke-width="${s}"/>` +
  [0, 60, 120, 180, 240, 300]
    .map((a) => {
      const r = (a * Math.PI) / 180;
      return `<circle cx="${(cx + Math.cos(r) * 17 * s).toFixed(1)}" cy="${(cy + Math.sin(r) * 17 * s).toFixed(1)}" r="${3 * s}" fill="${p.metal}"/>`;
    })
    .join('');
export const clutch: Silhouette = {
  zoom: { scale: 1.15, ground: 320 },
  front: (p) => ({
    body: path(CLUTCH),
    flap: path('M78 184Q78 178 88 178H312Q322 178 322 184L206 262Q200 266 194 262Z'),
    seam: 'M90 188L200 256L310 188M88 308H312',
    over: jewel(200, 262, 1, p),
  }),
  side: (p) => ({
    shade: path('M188 180H212L226 318H174Z'),
    body: path('M194 180H212L226 318H190Z'),
    seam: 'M196 188L208 310',
    over: `<path d="M212 182L222 262" stroke="${p.deep}" stroke-width="3"/>` + snap(222, 262, 5, p),
  }),
  back: () => ({
    body: path(CLUTCH),
    seam: 'M88 188H312V308H88Z',
    flap: box(150, 214, 100, 64, 6),
  }),
  detail: (p) => ({
    body: box(-20, -20, 440, 440, 0),
    flap: path('M-20 -20H420L230 250Q200 272 170 250Z'),
    seam: 'M-20 20L200 230L420 20',
    over: jewel(200, 262, 4, p),
  }),
};

const POTLI = 'M158 176Q78 252 116 322Q200 360 284 322Q322 252 242 176Z';
const ruffle =
  'M150 178Q126 158 140 130Q156 142 170 126Q186 142 200 124Q214 142 230 126Q244 142 260 130Q274 158 250 178Z';
export const potli: Silhouette = {
  front: (p) => ({
    body: path(POTLI),
    flap: path(ruffle),
    seam: 'M112 286Q200 316 288 286',
    over:
      `<path d="M118 296Q200 326 282 296" fill="none" stroke="${p.metal}" stroke-width="6" stroke-dasharray="2 6"/>` +
      `<path d="M152 180Q200 196 248 180" fill="none" stroke="${p.metal}" stroke-width="5"/>` +
      cord('M172 188L150 250M228 188L252 250', p.metal, 3) +
      tassel(150, 250, 0.8, p) +
      tassel(252, 250, 0.8, p) +
      [150, 200, 250].map((x) => `<circle cx="${x}" cy="${x === 200 ? 258 : 240}" r="6" fill="${p.pale}"/>`).join(''),
  }),
  side: (p) => ({
    under: cord('M186 140Q150 40 200 24Q250 40 214 140', p.metal, 4),
    body: path('M180 178Q124 252 150 322Q200 346 250 322Q276 252 220 178Z'),
    flap: path('M176 180Q162 152 176 126Q188 146 200 124Q212 146 224 126Q238 152 224 180Z'),
    seam: 'M190 190Q170 260 186 330M210 190Q230 260 214 330',
    over: `<path d="M176 180Q200 192 224 180" fill="none" stroke="${p.metal}" stroke-width="5"/>`,
  }),
  back: (p) => ({
    body: path(POTLI),
    flap: path(ruffle),
    seam: 'M170 190Q150 260 160 336M230 190Q250 260 240 336M200 192V344',
    over: `<path d="M152 180Q200 196 248 180" fill="none" stroke="${p.metal}" stroke-width="5"/>`,
  }),
  detail: (p) => ({
    body: path('M80 200Q-20 330 -20 420H420Q420 330 320 200Z'),
    flap: path('M60 200Q20 120 70 40Q110 100 150 30Q200 100 250 30Q290 100 330 40Q380 120 340 200Z'),
    seam: 'M140 230Q110 320 100 420M200 230V420M260 230Q290 320 300 420',
    over:
      `<path d="M60 200Q200 240 340 200" fill="none" stroke="${p.metal}" stroke-width="14"/>` + tassel(280, 220, 3, p),
  }),
};

const cards = (x: number, y: number, w: number, n: number, step: number) =>
  Array.from(
    { length: n },
    (_, i) => `<rect x="${x}" y="${y + i * step}" width="${w}" height="40" rx="4" fill="#eeeae4" stroke="#b9b2a8"/>`,
  ).join('');
export const wallet: Silhouette = {
  zoom: { scale: 1.1, ground: 322 },
  front: (p) => ({
    shade: box(70, 150, 260, 170, 14),
    body: box(70, 150, 130, 170, 14) + box(200, 150, 130, 170, 14),
    flap: path('M214 186H316V216H214ZM214 226H316V256H214ZM214 266H316V306H214Z'),
    seam: 'M80 160H190V310H80ZM210 160H320V310H210Z',
    over:
      cards(220, 176, 88, 3, 40).replace(/height="40"/g, 'height="14"') +
      `<path d="M200 150V320" stroke="${p.deep}" stroke-width="3"/>` +
      `<rect x="84" y="174" width="102" height="26" rx="3" fill="${p.shade}"/>`,
  }),
  side: (p) => ({
    shade: path('M110 250Q110 222 138 222H310V282H138Q110 282 110 250Z'),
    body: path('M110 232Q110 216 126 216H300V258H126Q110 258 110 242Z'),
    seam: 'M128 224H296',
    over: `<path d="M120 260Q116 250 126 246" fill="none" stroke="${p.deep}" stroke-width="2"/>`,
  }),
  back: (p) => ({
    body: box(100, 160, 200, 150, 14),
    shade: path('M100 174Q100 160 114 160H122V310H114Q100 310 100 296Z'),
    seam: 'M112 172H288V298H112Z',
    over: `<circle cx="200" cy="236" r="18" fill="none" stroke="${p.shade}" stroke-width="3"/>`,
  }),
  detail: (p) => ({
    shade: box(-20, -20, 440, 440, 0),
    flap: path('M-20 120H420V420H-20ZM-20 200H420V420H-20ZM-20 280H420V420H-20Z'),
    seam: 'M-20 134H420M-20 214H420M-20 294H420',
    over:
      cards(60, 60, 300, 1, 0).replace('height="40"', 'height="60"') +
      `<path d="M-20 120H420M-20 200H420M-20 280H420" stroke="${p.deep}" stroke-width="3"/>`,
  }),
};

export const cardHolder: Silhouette = {
  zoom: { scale: 1.5, ground: 282 },
  front: (p) => ({
    body: box(124, 170, 152, 110, 10),
    flap: path('M124 212H276V280H124Z') + path('M124 246H276V280H124Z'),
    seam: 'M132 178H268V272H132Z',
    over:
      cards(150, 196, 100, 2, 34).replace(/height="40"/g, 'height="16"') +
      `<path d="M176 170Q200 200 224 170" fill="${p.shade}"/>`,
  }),
  side: (p) => ({
    shade: box(184, 176, 32, 104, 6),
    body: box(186, 182, 7, 98, 2) + box(196, 192, 7, 88, 2) + box(206, 202, 7, 78, 2),
    over:
      [190, 200, 210]
        .map((x, i) => `<rect x="${x - 2}" y="${166 + i * 10}" width="4" height="22" fill="#eeeae4" stroke="#b9b2a8"/>`)
        .join('') + `<path d="M186 280H214" stroke="${p.deep}" stroke-width="2"/>`,
  }),
  back: () => ({
    body: box(124, 170, 152, 110, 10),
    flap: path('M124 222H276V280H124Z'),
    seam: 'M132 178H268V272H132Z',
    over: cards(150, 206, 100, 1, 0).replace('height="40"', 'height="16"'),
  }),
  detail: (p) => ({
    body: box(-20, -20, 440, 440, 0),
    flap: path('M-20 150H420V420H-20Z'),
    seam: 'M-20 170H420M-20 400H420',
    over:
      `<path d="M100 150Q200 270 300 150" fill="${p.deep}"/>` +
      cards(40, 70, 320, 1, 0).replace('height="40"', 'height="80"'),
  }),
};

export const pouch: Silhouette = {
  zoom: { scale: 1.25, ground: 328 },
  front: (p) => ({
    body: path('M96 196Q96 182 110 182H290Q304 182 304 196L312 306Q312 326 292 326H108Q88 326 88 306Z'),
    seam: 'M104 198H296M96 312H304',
    over:
      zip(106, 196, 294, p) +
      cord('M288 204Q300 236 320 240', p.shade, 6) +
      `<rect x="310" y="234" width="16" height="24" rx="4" fill="${p.shade}"/>`,
  }),
  side: (p) => ({
    body: path('M190 186H210L232 318Q200 334 168 318Z'),
    seam: 'M200 190V326',
    over: `<rect x="194" y="180" width="12" height="12" rx="2" fill="${p.metal}"/>`,
  }),
  back: (p) => ({
    body: path('M96 196Q96 182 110 182H290Q304 182 304 196L312 306Q312 326 292 326H108Q88 326 88 306Z'),
    seam: 'M104 198H296M96 312H304M200 210V300',
    over: `<path d="M106 196H294" stroke="${p.deep}" stroke-width="5"/>`,
  }),
  detail: (p) => ({
    body: box(-20, -20, 440, 440, 0),
    seam: 'M-20 150H420M-20 250H420',
    over: zip(-20, 200, 300, p, 4) + cord('M300 200Q360 260 370 330', p.shade, 18),
  }),
};

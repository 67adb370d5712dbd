import type { Silhouette } from './drawing';
import type { Paint } from './paint';
import { box, buckle, cord, path, ring, snap, strap, zip } from './parts';

/** Bags that carry a day or a trip: tote, backpack, roll-top, laptop bag, messenger, duffel. */

const TOTE = 'M88 150H312L292 336H108Z';
const rivets = (xs: number[], y: number, p: Paint) => xs.map((x) => snap(x, y, 4, p)).join('');
export const tote: Silhouette = {
  front: (p) => ({
    under: strap('M150 152Q160 58 200 58Q240 58 250 152', p, 10),
    body: path(TOTE),
    seam: 'M92 164H308M110 322H290',
    over: strap('M128 156Q134 36 200 36Q266 36 272 156', p, 12) + rivets([128, 272], 170, p),
  }),
  side: (p) => ({
    under: strap('M196 152Q200 40 204 152', p, 10),
    shade: path('M170 150H230L222 336H178Z'),
    body: path('M170 150L200 196L230 150L222 336H178Z'),
    seam: 'M174 162L200 204L226 162',
    over: rivets([200], 176, p),
  }),
  back: (p) => ({
    under: strap('M128 156Q134 36 200 36Q266 36 272 156', p, 12),
    body: path(TOTE),
    flap: box(128, 190, 144, 96, 4),
    seam: 'M92 164H308M110 322H290M136 200H264',
    over: strap('M150 152Q160 58 200 58Q240 58 250 152', p, 10) + rivets([150, 250], 166, p),
  }),
  detail: (p) => ({
    body: box(-20, 120, 440, 300, 0),
    seam: 'M-20 150H420',
    over:
      strap('M200 -20V260', p, 70) +
      `<rect x="150" y="170" width="100" height="90" fill="none" stroke="${p.light}" stroke-width="3" stroke-dasharray="8 6"/><path d="M150 170L250 260M250 170L150 260" stroke="${p.light}" stroke-width="3" stroke-dasharray="8 6"/>` +
      rivets([150, 250], 285, p).replace(/r="4"/g, 'r="12"'),
  }),
};

const PACK = 'M115 150Q115 92 200 92Q285 92 285 150V326Q285 346 265 346H135Q115 346 115 326Z';
const shoulderStraps = (p: Paint) =>
  strap('M160 104Q110 200 140 330', p, 24) +
  strap('M240 104Q290 200 260 330', p, 24) +
  `<rect x="150" y="210" width="100" height="8" fill="${p.deep}"/>` +
  snap(200, 214, 9, p);
export const backpack: Silhouette = {
  front: (p) => ({
    body: path(PACK),
    flap: path('M140 222Q140 206 156 206H244Q260 206 260 222V308Q260 324 244 324H156Q140 324 140 308Z'),
    seam: 'M130 190Q130 108 200 108Q270 108 270 190',
    over: strap('M180 96Q180 70 200 70Q220 70 220 96', p, 8) + zip(128, 200, 272, p) + zip(150, 226, 250, p),
  }),
  side: (p) => ({
    under: strap('M176 116Q120 200 172 326', p, 18),
    body: path('M170 96Q232 92 244 170L250 326Q250 346 230 346H176Q168 346 168 330Z'),
    shade: path('M196 240H250V336Q250 346 240 346H200Q196 346 196 336Z'),
    seam: 'M200 250H248M200 268H248M200 286H248M200 304H248',
    over: strap('M170 98Q160 80 186 80', p, 8),
  }),
  back: (p) => ({
    body: path(PACK),
    shade: box(140, 120, 120, 200, 30),
    seam: 'M150 150H250M150 180H250M150 210H250M150 240H250M150 270H250',
    over: strap('M180 96Q180 70 200 70Q220 70 220 96', p, 8) + shoulderStraps(p),
  }),
  detail: (p) => ({
    body: box(-20, -20, 440, 440, 0),
    flap: path('M60 170Q60 130 100 130H420V420H60Z'),
    seam: 'M80 160V420M-20 100H420',
    over:
      zip(-20, 100, 340, p, 3) +
      zip(80, 160, 420, p, 2.2).replace(/<rect[^>]*\/>$/, '') +
      cord('M320 112Q330 180 300 240', p.deep, 6),
  }),
};

const ROLL = 'M120 132H280V330Q280 346 264 346H136Q120 346 120 330Z';
export const rollTop: Silhouette = {
  front: (p) => ({
    body: path(ROLL),
    flap: box(110, 90, 180, 50, 25) + box(148, 232, 104, 86, 8),
    seam: 'M130 116H270M130 240H270',
    over: buckle(200, 92, 226, 16, p),
  }),
  side: (p) => ({
    under: strap('M172 130Q126 220 170 332', p, 18),
    body: path('M170 130H238V332Q238 346 224 346H184Q170 346 170 332Z'),
    flap: '<circle cx="204" cy="110" r="36"/>',
    seam: 'M204 110m-24 0a24 24 0 1 1 24 24a16 16 0 1 1 -16 -16a8 8 0 1 1 8 8',
    over:
      `<path d="M240 120V250" stroke="${p.deep}" stroke-width="10"/>` +
      `<rect x="228" y="236" width="24" height="26" rx="5" fill="${p.deep}"/>`,
  }),
  back: (p) => ({
    body: path(ROLL),
    flap: box(110, 90, 180, 50, 25),
    shade: box(140, 150, 120, 170, 24),
    over: shoulderStraps(p),
  }),
  detail: (p) => ({
    body: box(-20, 200, 440, 240, 0),
    flap: '<rect x="-20" y="40" width="440" height="180" rx="90"/>',
    seam: 'M-20 90H420M-20 170H420',
    over:
      `<path d="M200 40V420" stroke="${p.deep}" stroke-width="44"/>` +
      `<path d="M160 240H240L232 330H168Z" fill="${p.deep}" stroke="${p.shade}" stroke-width="4"/><rect x="152" y="190" width="96" height="54" rx="12" fill="${p.deep}"/>`,
  }),
};

const CASE = 'M70 164Q70 152 82 152H318Q330 152 330 164V334H70Z';
export const laptopBag: Silhouette = {
  front: (p) => ({
    under: strap('M160 154Q160 106 200 106Q240 106 240 154', p, 12),
    body: path(CASE),
    flap: box(100, 210, 200, 110, 8),
    seam: 'M80 162H320M108 222H292',
    over:
      strap('M168 154Q168 118 200 118Q232 118 232 154', p, 12) +
      zip(82, 162, 318, p) +
      zip(110, 222, 290, p) +
      ring(74, 170, 8, p) +
      ring(326, 170, 8, p),
  }),
  side: (p) => ({
    under: strap('M200 152V106', p, 12) + cord('M204 168Q240 100 220 40', p.shade, 6),
    body: path('M184 160Q184 150 194 150H206Q216 150 216 160V334H184Z'),
    seam: 'M190 160V330',
    over: ring(204, 170, 8, p),
  }),
  back: (p) => ({
    under: strap('M160 154Q160 106 200 106Q240 106 240 154', p, 12),
    body: path(CASE),
    flap: box(70, 220, 260, 56, 0),
    seam: 'M80 162H320M70 228H330M70 268H330',
    over: strap('M168 154Q168 118 200 118Q232 118 232 154', p, 12),
  }),
  detail: (p) => ({
    body: box(-20, -20, 440, 440, 0),
    shade: path('M40 130Q200 100 360 130V420H40Z'),
    over:
      `<rect x="90" y="170" width="220" height="260" rx="10" fill="#3b3f45"/><rect x="104" y="184" width="192" height="240" rx="4" fill="#6f7680"/>` +
      zip(-20, 120, 420, p, 2.4).replace(/<rect[^>]*\/>$/, '') +
      `<rect x="350" y="100" width="22" height="60" rx="8" fill="${p.metal}" stroke="${p.metalDark}" stroke-width="3"/>`,
  }),
};

const MAIL = 'M80 210Q80 196 94 196H306Q320 196 320 210V334H80Z';
export const messenger: Silhouette = {
  front: (p) => ({
    under: strap('M88 204Q96 90 180 10L196 -20M312 204Q322 100 300 -20', p, 18),
    body: path(MAIL),
    flap: path('M76 204Q76 188 92 188H308Q324 188 324 204V294Q324 310 308 310H92Q76 310 76 294Z'),
    seam: 'M86 200V292Q86 300 94 300H306Q314 300 314 292V200',
    over:
      `<rect x="118" y="40" width="24" height="90" rx="9" fill="${p.deep}" transform="rotate(40 130 85)"/>` +
      [140, 260]
        .map(
          (x) =>
            `<path d="M${x} 262V322" stroke="${p.deep}" stroke-width="12"/><rect x="${x - 11}" y="298" width="22" height="26" rx="5" fill="#2b2b2b"/>`,
        )
        .join(''),
  }),
  side: (p) => ({
    under: strap('M200 176Q180 90 200 30', p, 18),
    shade: path('M176 170H224V334H176Z'),
    flap: path('M170 170Q170 160 182 160H230V300H222V172H170Z'),
    body: path('M176 180H222V334H176Z'),
    over: `<rect x="222" y="276" width="14" height="26" rx="4" fill="#2b2b2b"/>`,
  }),
  back: (p) => ({
    under: strap('M88 204Q78 100 100 -20M312 204Q304 90 220 10L204 -20', p, 18),
    body: path(MAIL),
    flap: box(110, 226, 180, 86, 6),
    seam: 'M118 234H282',
    over: `<rect x="258" y="40" width="24" height="90" rx="9" fill="${p.deep}" transform="rotate(-40 270 85)"/>`,
  }),
  detail: (p) => ({
    body: box(-20, -20, 440, 440, 0),
    flap: path('M-20 -20H420V200Q420 230 390 230H10Q-20 230 -20 200Z'),
    seam: 'M-20 210H420',
    over:
      `<path d="M200 80V420" stroke="${p.deep}" stroke-width="50"/>` +
      `<path d="M150 180H250V250L200 280L150 250Z" fill="#2b2b2b"/><rect x="150" y="280" width="100" height="60" rx="10" fill="#2b2b2b"/><rect x="166" y="290" width="68" height="40" rx="6" fill="#3d3d3d"/>`,
  }),
};

const BARREL = 'M56 248Q56 180 124 176H276Q344 180 344 248Q344 320 276 324H124Q56 320 56 248Z';
export const duffel: Silhouette = {
  front: (p) => ({
    under: strap('M150 184Q160 88 200 88Q240 88 250 184', p, 12),
    body: path(BARREL),
    shade: '<ellipse cx="86" cy="250" rx="26" ry="66"/><ellipse cx="314" cy="250" rx="26" ry="66"/>',
    seam: 'M112 186V314M288 186V314',
    over:
      zip(112, 188, 288, p) +
      strap('M160 184Q170 98 200 98Q230 98 240 184', p, 12) +
      `<rect x="186" y="106" width="28" height="24" rx="4" fill="${p.deep}"/>` +
      ring(80, 214, 9, p) +
      ring(320, 214, 9, p),
  }),
  side: (p) => ({
    under: strap('M190 186Q200 98 210 186', p, 12),
    body: '<circle cx="200" cy="252" r="84"/>',
    flap: '<circle cx="200" cy="256" r="52"/>',
    seam: 'M200 256m-60 0a60 60 0 1 0 120 0a60 60 0 1 0 -120 0',
    over: zip(160, 218, 240, p) + ring(200, 174, 10, p),
  }),
  back: (p) => ({
    under: strap('M150 184Q160 88 200 88Q240 88 250 184', p, 12),
    body: path(BARREL),
    shade: '<ellipse cx="86" cy="250" rx="26" ry="66"/><ellipse cx="314" cy="250" rx="26" ry="66"/>',
    flap: box(130, 220, 140, 84, 12),
    over: zip(138, 230, 262, p) + strap('M160 184Q170 98 200 98Q230 98 240 184', p, 12),
  }),
  detail: (p) => ({
    body: path('M-20 160Q200 110 420 160V420H-20Z'),
    over:
      strap('M80 -20Q110 150 120 220M320 -20Q290 150 280 220', p, 46) +
      `<rect x="70" y="40" width="260" height="110" rx="20" fill="${p.deep}"/>` +
      snap(200, 95, 22, p) +
      zip(-20, 200, 420, p, 2.6),
  }),
};

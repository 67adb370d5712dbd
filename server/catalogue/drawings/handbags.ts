import type { Silhouette } from './drawing';
import { box, buckle, cord, path, ring, snap, strap, tassel, turnLock, zip } from './parts';

/** Soft and structured handbags: hobo, bucket, satchel, top-handle, shoulder. */

const HOBO = 'M105 150Q92 262 135 322Q200 352 265 322Q308 262 295 150Q200 205 105 150Z';
export const hobo: Silhouette = {
  front: (p) => ({
    under: strap('M112 156Q118 40 200 36Q282 40 288 156', p, 16),
    body: path(HOBO),
    shade: path('M150 178Q200 196 250 178L246 190Q200 206 154 190Z'),
    seam: 'M116 165Q106 262 143 312Q200 338 257 312Q294 262 284 165M140 214Q170 250 160 300M262 214Q232 250 242 300',
    over: ring(112, 156, 9, p) + ring(288, 156, 9, p) + cord('M200 194L196 230', p.metal, 3) + tassel(196, 230, 0.7, p),
  }),
  side: (p) => ({
    under: strap('M190 160Q175 50 200 34Q225 50 210 160', p, 14),
    body: path('M172 158Q150 268 178 326Q200 340 222 326Q250 268 228 158Q200 172 172 158Z'),
    shade: path('M186 200Q196 260 190 320L200 332Q208 262 198 200Z'),
    seam: 'M180 172Q162 266 186 318',
    over: ring(200, 160, 8, p),
  }),
  back: (p) => ({
    under: strap('M112 156Q118 40 200 36Q282 40 288 156', p, 16),
    body: path(HOBO),
    flap: path('M150 222H250V290Q200 306 150 290Z'),
    seam: 'M116 165Q106 262 143 312Q200 338 257 312Q294 262 284 165',
    over: zip(156, 226, 244, p) + ring(112, 156, 9, p) + ring(288, 156, 9, p),
  }),
  detail: (p) => ({
    body: path('M-10 120Q200 230 410 120V410H-10Z'),
    seam: 'M-10 140Q200 250 410 140',
    over: strap('M40 -10Q60 70 95 150', p, 38) + ring(100, 158, 24, p) + zip(150, 185, 330, p, 2.2),
  }),
};

export const bucket: Silhouette = {
  front: (p) => ({
    under: strap('M132 168Q136 30 200 28Q264 30 268 168', p, 9),
    shade: '<ellipse cx="200" cy="158" rx="70" ry="15"/>',
    body: path('M130 160L116 318Q200 348 284 318L270 160Q200 184 130 160Z'),
    seam: 'M121 296Q200 322 279 296',
    over:
      [150, 175, 200, 225, 250].map((x) => ring(x, x === 200 ? 176 : 172, 4, p)).join('') +
      cord('M140 168Q200 190 260 168', p.pale, 3) +
      cord('M200 178L188 240M200 178L214 236', p.pale, 3) +
      tassel(188, 236, 0.5, p) +
      tassel(214, 232, 0.5, p),
  }),
  side: (p) => ({
    under: strap('M190 172Q200 20 210 172', p, 9),
    shade: '<ellipse cx="200" cy="318" rx="84" ry="16"/>',
    body: path('M150 164Q170 176 200 176Q230 176 250 164L282 312Q200 336 118 312Z'),
    seam: 'M170 180L160 310M230 180L240 310M200 182V322',
    over: `<rect x="190" y="166" width="20" height="22" rx="3" fill="${p.shade}"/>` + ring(200, 172, 7, p),
  }),
  back: (p) => ({
    under: strap('M132 168Q136 30 200 28Q264 30 268 168', p, 9),
    shade: '<ellipse cx="200" cy="158" rx="70" ry="15"/>',
    body: path('M130 160L116 318Q200 348 284 318L270 160Q200 184 130 160Z'),
    flap: box(178, 196, 44, 30, 6),
    seam: 'M121 296Q200 322 279 296',
    over: cord('M140 168Q200 190 260 168', p.pale, 3),
  }),
  detail: (p) => ({
    body: path('M-10 150Q200 200 410 150V410H-10Z'),
    shade: path('M-10 60Q200 150 410 60V160Q200 210 -10 160Z'),
    over:
      [60, 200, 340].map((x) => ring(x, x === 200 ? 195 : 180, 20, p)).join('') +
      cord('M-10 170Q200 230 410 170', p.pale, 12) +
      cord('M200 200L170 330', p.pale, 12) +
      `<rect x="160" y="322" width="20" height="40" rx="4" fill="${p.metal}"/>`,
  }),
};

const SATCHEL = 'M95 158Q95 140 113 140H287Q305 140 305 158V330H95Z';
export const satchel: Silhouette = {
  front: (p) => ({
    under: strap('M170 142Q170 96 200 96Q230 96 230 142', p, 11),
    body: path(SATCHEL),
    flap: path('M95 152Q95 134 113 134H287Q305 134 305 152V262Q305 276 291 276H109Q95 276 95 262Z'),
    seam: 'M104 150V260Q104 268 112 268H288Q296 268 296 260V150M100 322H300',
    over: buckle(150, 200, 296, 12, p) + buckle(250, 200, 296, 12, p),
  }),
  side: (p) => ({
    under: strap('M186 130Q200 92 214 130', p, 11),
    shade: path('M170 144H230V330H170Z'),
    body: path('M158 140H172V330H158Z') + path('M228 140H242V330H228Z'),
    flap: path('M154 132Q154 120 166 120H238Q250 120 250 132V278H240V134H154Z'),
    seam: 'M200 150V326M172 176L200 150L228 176',
    over: `<path d="M250 200V300" stroke="${p.shade}" stroke-width="6"/>` + ring(164, 150, 7, p),
  }),
  back: (p) => ({
    under: strap('M170 142Q170 96 200 96Q230 96 230 142', p, 11),
    body: path(SATCHEL),
    flap: box(130, 190, 140, 90, 8),
    seam: 'M104 150V322H296V150M138 198H262',
  }),
  detail: (p) => ({
    body: box(-20, -20, 440, 440, 0),
    flap: path('M-20 -20H420V240Q420 270 390 270H10Q-20 270 -20 240Z'),
    seam: 'M-20 250H420',
    over: buckle(200, 60, 380, 46, p) + `<path d="M200 280V360" stroke="${p.shade}" stroke-width="46"/>`,
  }),
};

const TOP = 'M108 170L84 332H316L292 170Z';
export const topHandle: Silhouette = {
  front: (p) => ({
    under: strap('M150 172Q148 86 200 86Q252 86 250 172', p, 14),
    body: path(TOP),
    flap: path('M104 170H296L300 232Q200 246 100 232Z'),
    seam: 'M92 322H308M112 180L96 322M288 180L304 322',
    over:
      turnLock(200, 236, 1.1, p) +
      snap(150, 172, 6, p) +
      snap(250, 172, 6, p) +
      cord('M262 178Q282 214 270 250', p.metal, 2.5) +
      `<rect x="260" y="248" width="22" height="26" rx="5" fill="${p.metal}" stroke="${p.metalDark}"/>`,
  }),
  side: (p) => ({
    under: strap('M200 170V86', p, 14),
    shade: path('M170 170H230L246 332H154Z'),
    body: path('M176 170H224L238 332H162Z'),
    seam: 'M200 172V330',
    over: `<path d="M192 170L186 220H214L208 170" fill="${p.shade}" stroke="${p.deep}"/>`,
  }),
  back: (p) => ({
    under: strap('M150 172Q148 86 200 86Q252 86 250 172', p, 14),
    body: path(TOP),
    seam: 'M92 322H308M112 180L96 322M288 180L304 322M140 200H260V280H140Z',
    over: snap(150, 172, 6, p) + snap(250, 172, 6, p),
  }),
  detail: (p) => ({
    body: path('M-20 140H420V420H-20Z'),
    flap: path('M-20 -20H420V220Q200 250 -20 220Z'),
    seam: 'M-20 204Q200 232 420 204',
    over: turnLock(200, 230, 4, p),
  }),
};

const SHOULDER = 'M78 208Q78 186 100 186H300Q322 186 322 208V306Q322 326 302 326H98Q78 326 78 306Z';
export const shoulder: Silhouette = {
  front: (p) => ({
    under: strap('M96 196Q110 56 200 54Q290 56 304 196', p, 10),
    body: path(SHOULDER),
    flap: box(120, 232, 160, 70, 10),
    seam: 'M88 198H312M128 240H272',
    over: zip(100, 196, 300, p) + zip(130, 248, 270, p),
  }),
  side: (p) => ({
    under: strap('M200 190Q186 80 200 54Q214 80 200 190', p, 10),
    body: path('M166 194Q166 184 178 184H222Q234 184 234 194V318Q234 328 222 328H178Q166 328 166 318Z'),
    shade: path('M182 190H218L226 320H174Z'),
    seam: 'M178 190V322M222 190V322',
    over: ring(200, 192, 8, p),
  }),
  back: (p) => ({
    under: strap('M96 196Q110 56 200 54Q290 56 304 196', p, 10),
    body: path(SHOULDER),
    seam: 'M88 198H312M96 250H304',
    over: zip(100, 196, 300, p) + `<rect x="180" y="276" width="40" height="14" rx="3" fill="${p.metal}"/>`,
  }),
  detail: (p) => ({
    body: path('M-20 80H420V420H-20Z'),
    flap: path('M-20 230H420V420H-20Z'),
    seam: 'M-20 100H420M-20 250H420',
    over: zip(-20, 96, 300, p, 3) + zip(-20, 246, 240, p, 2.4),
  }),
};

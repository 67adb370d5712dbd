// @ts-check
// The import direction of docs/architecture.md as lint zones: each zone says "files under `target` may not import `from`".
import { readdirSync } from 'node:fs';

const dirsIn = (/** @type {string} */ path) =>
  readdirSync(path, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name);

/**
 * What each SPA feature shares on purpose; everything else in its folder is internal to it.
 * Paths are relative to src/features. Add a file here only when another feature or the layout needs it.
 */
export const featurePublicFiles = {
  cart: ['cart.ts', 'cartLines.ts', 'useCart.ts', 'drawerState.ts', 'CartDrawer.tsx'],
  catalogue: [
    'categoryQueries.ts',
    'productQueries.ts',
    'productKeys.ts',
    'productFilters.ts',
    'ProductGrid.tsx',
    'Price.tsx',
    'MrpPrice.tsx',
    'Badge.tsx',
    'ColorSwatches.tsx',
    'FavouriteButton.tsx',
    'ProductActions.css.ts',
    'withChosenColor.ts',
    'ProductsByIds.tsx',
  ],
  // The PIN check's query: the product page asks, the cart and checkout reuse the same cached answer.
  delivery: ['deliveryQueries.ts'],
  product: ['RecentlyViewed.tsx'],
  // The product page's rating line and Reviews tab (REVIEWS=on), each loaded when needed.
  reviews: ['ProductReviews.tsx', 'RatingLine.tsx'],
  // The shop's legal details: the footer and the product page show them too.
  info: ['LazyLegalDetails.tsx', 'LazyProductDisclosures.tsx', 'LazyShopClaims.tsx'],
  // The operator desk shows an order's lines and timeline as the shopper sees them (its breakdown, shown on every
  // surface alike, is ui/OrderBreakdown.tsx).
  orders: ['OrderLines.tsx', 'OrderTimeline.tsx'],
  checkout: ['cityQueries.ts'],
  // Checkout loads the UPI option lazily; tracking shows the money state and asks for a refund UPI ID; the desk reconciles.
  payments: [
    'UpiChoice.tsx',
    'PaymentStepPage.tsx',
    'PaymentStatus.tsx',
    'RefundUpiField.tsx',
    'LazyRefundUpiField.ts',
    // The footer's UPI badge, shown only while the shop takes UPI.
    'LazyUpiBadge.tsx',
  ],
  // Both load lazily: the header's search field, and the listing's help when nothing was found.
  search: ['HeaderSearch.tsx', 'NoResultsHelp.tsx'],
  // The desk shell: every domain's desk screens (features/<domain>/desk/) share its fetch with the session's CSRF
  // token, its query-key root, links typed by the desk's routes, the pager, the look and the URL-param pieces.
  desk: ['deskApi.ts', 'deskQueries.ts', 'deskLinks.ts', 'DeskPager.tsx', 'Desk.css.ts', 'deskSearchParams.ts'],
  // The dashboard's GST export form is the tax domain's desk.
  tax: ['desk/GstExportForm.tsx'],
};

/**
 * What each server domain shares on purpose with other domains (paths relative to server/<domain>); the
 * rest of its folder is private to it. server/db, server/http and server/config.ts serve every domain;
 * server/app.ts, adminRoutes.ts, start.ts, main.ts and dev.ts compose the domains and are imported by none.
 */
export const serverDomainPublicFiles = {
  // Every writer of products (the desk, an order taking stock) tells the listing caches what changed; the
  // owner's dashboard and digest count low stock with the catalogue desk's own condition.
  catalogue: ['catalogueChanges.ts', 'lowStock.ts'],
  // An order checks its PIN against the delivery directory; invoices count business days the same way;
  // tracking shows the one delivery promise (ADR 018); the price quote asks the delivery charge of its one
  // function and the COD limit the PIN check states (docs/pricing.md).
  delivery: ['checkShippingPlace.ts', 'businessDays.ts', 'deliveryPromise.ts', 'deliveryCharge.ts', 'codRules.ts'],
  // The order as stored: its rows and API shape, its number, reading it — for every domain that handles orders.
  orderRecords: ['orderShape.ts', 'orderNumber.ts', 'orders.ts'],
  // The dashboard counts each queue with the orders list's own condition.
  orders: ['orderQueues.ts'],
  // An order's money state: placed awaiting payment, settled on cancel/return, shown on tracking.
  payments: [
    'awaitPayment.ts',
    'paymentSettings.ts',
    'paymentToken.ts',
    'settleMoney.ts',
    'orderPaymentView.ts',
    // The orders list's queues count unremitted cash with the remittances desk's own condition.
    'codRemittanceSql.ts',
  ],
  // Every domain that changes an order queues the shopper's message through the outbox's payload shape; the
  // owner's daily digest (books/digest) too.
  mail: ['outbox.ts', 'ownerDigest.ts'],
  // An order records its invoice fields and asks for its serial in its own flow; the invoices' supplier is
  // also the seller the product pages and parcels name; payments sign invoice links and credit notes.
  tax: ['invoiceNumbering.ts', 'recordInvoice.ts', 'supplier.ts', 'invoiceToken.ts', 'creditNotes.ts'],
  // A product's answer carries its rating, computed in this one place (REVIEWS=on).
  reviews: ['ratingSummary.ts'],
};

/**
 * Which domains each server domain may import (through their shared files): imports between domains run one
 * way, so no two domains import each other, directly or round a longer circle. The lint refuses any other
 * import between domains, and refuses to start if these lists themselves make a circle. A domain not listed
 * (a new one) may import every listed domain and none may import it, until it is listed.
 */
export const serverDomainImports = {
  orderRecords: [],
  mail: [],
  delivery: [],
  // Review links are signed by payments' link helper with the invoices' secret (tax).
  reviews: ['orderRecords', 'payments', 'tax'],
  catalogue: ['reviews'],
  health: [],
  seo: [],
  tax: ['delivery', 'orderRecords'],
  payments: ['mail', 'orderRecords', 'tax'],
  orders: ['catalogue', 'delivery', 'mail', 'orderRecords', 'payments', 'tax'],
  parcels: ['orderRecords', 'tax'],
  photos: ['catalogue'],
  content: ['tax'],
  books: ['catalogue', 'mail', 'orders'],
};

/** The same one-way rule for SPA features (src/features/<feature>); routes and the layout sit above them all. */
export const featureImports = {
  desk: [],
  delivery: [],
  search: [],
  info: ['desk'],
  payments: ['desk'],
  tax: ['desk'],
  cart: ['delivery'],
  catalogue: ['cart', 'search', 'desk'],
  reviews: ['desk'],
  product: ['cart', 'catalogue', 'delivery', 'info', 'reviews'],
  home: ['catalogue', 'product'],
  checkout: ['cart', 'catalogue', 'delivery', 'payments', 'desk'],
  orders: ['payments', 'checkout', 'desk'],
  books: ['desk', 'tax'],
};

/** Throws, naming the circle, when `imports` (name → names it may import) goes round in one. */
export function assertOneWay(/** @type {Record<string, string[]>} */ imports, /** @type {string} */ what) {
  const done = new Set();
  const visit = (/** @type {string} */ name, /** @type {string[]} */ path) => {
    if (path.includes(name))
      throw new Error(`${what} import in a circle: ${[...path.slice(path.indexOf(name)), name].join(' → ')}`);
    if (done.has(name)) return;
    for (const next of imports[name] ?? []) visit(next, [...path, name]);
    done.add(name);
  };
  for (const name of Object.keys(imports)) visit(name, []);
}
assertOneWay(serverDomainImports, 'server domains (eslint.boundaries.js serverDomainImports)');
assertOneWay(featureImports, 'SPA features (eslint.boundaries.js featureImports)');

/** Of `all`, the ones `name` may not import: a listed name's unlisted ones; an unlisted name may import every listed one. */
const outOfReach = (
  /** @type {Record<string, string[]>} */ imports,
  /** @type {string[]} */ all,
  /** @type {string} */ name,
) => all.filter((other) => other !== name && (name in imports ? !imports[name]?.includes(other) : !(other in imports)));

const reachOf = (
  /** @type {Record<string, string[]>} */ imports,
  /** @type {string[]} */ all,
  /** @type {string} */ name,
) => {
  const refused = outOfReach(imports, all, name);
  const reach = all.filter((other) => other !== name && !refused.includes(other));
  return reach.length ? reach.join(', ') : 'no other';
};

const features = dirsIn('src/features');
const publicOf = (/** @type {string} */ feature) =>
  (featurePublicFiles[/** @type {keyof typeof featurePublicFiles} */ (feature)] ?? []).map((f) => `./${feature}/${f}`);
const everyPublicFile = features.flatMap(publicOf);
const serverShared = ['http', 'db'];
const serverDomains = dirsIn('server').filter((d) => !serverShared.includes(d));
const serverPublicOf = (/** @type {string} */ domain) =>
  (serverDomainPublicFiles[/** @type {keyof typeof serverDomainPublicFiles} */ (domain)] ?? []).map(
    (f) => `./${domain}/${f}`,
  );

/** @type {import('eslint-plugin-import-x/rules/no-restricted-paths').Options['zones']} */
export const boundaryZones = [
  {
    target: './api-schema',
    from: ['./src', './server', './test', './bench'],
    message: 'api-schema is the contract of both halves and imports nothing of ours.',
  },
  { target: './src', from: './server', message: 'The SPA talks to the server over HTTP only.' },
  { target: './server', from: './src', message: 'The server does not import SPA code.' },
  { target: ['./src', './test'], from: './src/routes', message: 'Nothing imports a route.' },
  {
    target: ['./src/features', './src/ui', './src/lib', './src/api'],
    from: './src/layout',
    message: 'Only routes use the layout (routes → layout → features → ui/lib/api).',
  },
  {
    target: ['./src/ui', './src/lib', './src/api'],
    from: './src/features',
    message: 'Shared code (ui, lib, api) does not depend on features.',
  },
  { target: './src/lib', from: ['./src/ui', './src/api'], message: 'lib holds pure helpers.' },
  { target: './src/ui', from: './src/api', message: 'UI primitives take data as props.' },
  {
    target: './src/layout',
    from: './src/features',
    except: everyPublicFile,
    message: "The layout uses only a feature's shared files (eslint.boundaries.js lists them).",
  },
  ...features.map((feature) => ({
    target: `./src/features/${feature}`,
    from: './src/features',
    except: [`./${feature}`, ...features.filter((f) => f !== feature).flatMap(publicOf)],
    message: "A feature uses another feature's shared files only (eslint.boundaries.js lists them).",
  })),
  ...features
    .map((feature) => ({ feature, refused: outOfReach(featureImports, features, feature) }))
    .filter(({ refused }) => refused.length > 0)
    .map(({ feature, refused }) => ({
      target: `./src/features/${feature}`,
      from: refused.map((f) => `./src/features/${f}`),
      message: `Features import one way, with no circle: ${feature} may import ${reachOf(featureImports, features, feature)} only (eslint.boundaries.js featureImports).`,
    })),
  {
    target: serverShared.map((d) => `./server/${d}`),
    from: serverDomains.map((d) => `./server/${d}`),
    message: 'server/http and server/db serve every domain and import none.',
  },
  ...serverDomains.map((domain) => ({
    target: `./server/${domain}`,
    from: './server',
    except: [
      `./${domain}`,
      ...serverShared.map((d) => `./${d}`),
      './config.ts',
      ...serverDomains.filter((d) => d !== domain).flatMap(serverPublicOf),
    ],
    message: "A server domain uses another domain's shared files only (eslint.boundaries.js lists them).",
  })),
  ...serverDomains
    .map((domain) => ({ domain, refused: outOfReach(serverDomainImports, serverDomains, domain) }))
    .filter(({ refused }) => refused.length > 0)
    .map(({ domain, refused }) => ({
      target: `./server/${domain}`,
      from: refused.map((d) => `./server/${d}`),
      message: `Server domains import one way, with no circle: ${domain} may import ${reachOf(serverDomainImports, serverDomains, domain)} only (eslint.boundaries.js serverDomainImports).`,
    })),
  {
    target: [
      ...serverDomains.map((d) => `./server/${d}`),
      './server/*.ts',
      './server/db',
      './server/http/*.ts',
      ...dirsIn('server/http')
        .filter((d) => d !== 'operator')
        .map((d) => `./server/http/${d}`),
      './test',
      './bench',
    ],
    from: './server/http/operator',
    except: ['./index.ts'],
    message: 'The operator desk is imported through its public entry only: server/http/operator/index.ts.',
  },
];

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
  // The PIN check's query: the product page asks, checkout reuses the same cached answer.
  product: ['deliveryQueries.ts', 'RecentlyViewed.tsx'],
  // The shop's legal details: the footer and the product page show them too.
  info: ['LazyLegalDetails.tsx', 'LazyProductDisclosures.tsx'],
  // The operator desk shows an order's lines and timeline as the shopper sees them, and filters by city; the UPI
  // payment step shows the order's breakdown as every other surface does (docs/pricing.md).
  orders: ['OrderLines.tsx', 'OrderTimeline.tsx', 'OrderBreakdown.tsx'],
  checkout: ['cityQueries.ts'],
  // Checkout loads the UPI option lazily; tracking shows the money state and asks for a refund UPI ID; the desk reconciles.
  payments: [
    'UpiChoice.tsx',
    'PaymentStepPage.tsx',
    'PaymentStatus.tsx',
    'RefundUpiField.tsx',
    'LazyRefundUpiField.ts',
    'PaymentsDeskPage.tsx',
  ],
  // Both load lazily: the header's search field, and the listing's help when nothing was found.
  search: ['HeaderSearch.tsx', 'NoResultsHelp.tsx'],
};

/**
 * What each server domain shares on purpose with other domains (paths relative to server/<domain>); the
 * rest of its folder is private to it. server/db, server/http and server/config.ts serve every domain;
 * server/app.ts, start.ts, main.ts and dev.ts compose the domains and are imported by none.
 */
export const serverDomainPublicFiles = {
  // Every writer of products (the desk, an order taking stock) tells the listing caches what changed.
  catalogue: ['catalogueChanges.ts'],
  // An order checks its PIN against the delivery directory; invoices count business days the same way;
  // tracking shows the one delivery promise (ADR 018); the price quote asks the delivery charge of its one
  // function (docs/pricing.md).
  delivery: ['checkShippingPlace.ts', 'businessDays.ts', 'deliveryPromise.ts', 'deliveryCharge.ts'],
  // The desk reads and moves orders through the same lifecycle as the shopper's pages.
  // Payments read and lock order rows and change state through the lifecycle (docs/payments.md).
  orders: [
    'orders.ts',
    'orderNumber.ts',
    'orderTrackingView.ts',
    'transitionOrder.ts',
    'transitionDocs.ts',
    'orderShape.ts',
    // Parcels returned to origin per phone and PIN, for the owner's screens (docs/pricing.md).
    'pricing/returnedToOrigin.ts',
    // The one COD limit: the product page's PIN check states the checkout's own (docs/pricing.md).
    'pricing/codRules.ts',
  ],
  // An order's money state: placed awaiting payment, settled on cancel/return, shown on tracking; the desk reconciles.
  payments: [
    'awaitPayment.ts',
    'paymentSettings.ts',
    'paymentToken.ts',
    'settleMoney.ts',
    'orderPaymentView.ts',
    'paymentDeskRoutes.ts',
    // The dashboard counts unremitted cash with the remittances desk's own condition.
    'codRemittanceSql.ts',
    'remittanceRoutes.ts',
  ],
  // The desk prints labels and packing slips for its orders.
  parcels: ['parcelRoutes.ts'],
  // Every domain that changes an order queues the shopper's message through the outbox's payload shape;
  // the desk's sign-in queues its alert to the operator in the outbox the mail worker sends, and the desk's
  // daily digest to the owner (admin/digest).
  mail: ['outbox.ts', 'signInAlert.ts', 'ownerDigest.ts'],
  // The payments desk signs in, documents and audits like every desk screen.
  // The remittances desk reads the COD lateness setting with the dashboard's.
  admin: ['audit.ts', 'operators.ts', 'deskDocs.ts', 'requireOperator.ts', 'booksSettings.ts'],
  // The desk's photo screens upload, reorder and delete through the one photo pipeline.
  photos: ['colourPhotos.ts', 'photoFiles.ts', 'photoPipeline.ts'],
  // An order records its invoice fields and asks for its serial in its own flow; the invoices' supplier is
  // also the seller the product pages name (content/shopLegalSettings.ts). The desk serves the accountant's GST export.
  tax: [
    'invoiceNumbering.ts',
    'recordInvoice.ts',
    'supplier.ts',
    'invoiceToken.ts',
    'creditNotes.ts',
    'gstExportRoutes.ts',
  ],
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
];

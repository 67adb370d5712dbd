import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compileHints } from './vite-plugins/compileHints.js';
import { deferAppStart } from './vite-plugins/deferAppStart.js';
import { inlineEntryCss } from './vite-plugins/inlineEntryCss.js';
import { precompress } from './vite-plugins/precompress.js';

const FRAMEWORK =
  /node_modules[\\/](react|react-dom|scheduler|@tanstack[\\/](react-router|router-core|history|store|react-store|react-query|query-core)|ky|zod|use-sync-external-store)[\\/]/;
// Tiny modules every route loads anyway ride in the framework chunk: a chunk of their own costs more than its bytes.
// Some (Button, ProductPicture, the page layout's classes, the listing keys) most shopper routes load: the few
// routes without them pay less than the others save (bench/bundle-size.ts).
const ALWAYS_LOADED =
  /api-schema[\\/](money|constants|format|responses|envelope|entities)\.ts$|src[\\/]lib[\\/](format|constants|createStore|useDocumentTitle)\.ts$|src[\\/]i18n[\\/]categoryLabel\.ts$|src[\\/]api[\\/]http\.ts$|src[\\/]layout[\\/]Page\.css\.ts$|src[\\/]features[\\/]catalogue[\\/](productKeys|productFilters)\.ts$|src[\\/]ui[\\/](showToast\.ts|Button\.tsx|ProductPicture\.tsx)$|vite[\\/]preload-helper/;
const DELIVERY_PROMISE =
  /api-schema[\\/]delivery\.ts$|src[\\/]features[\\/]delivery[\\/]deliveryQueries\.ts$|src[\\/]lib[\\/]rememberedPin\.ts$/;
const FOOTER_FACTS =
  /src[\\/]features[\\/](payments[\\/]UpiBadge|info[\\/](ShopClaims|LegalDetails|claimsQueries))\.tsx?$|src[\\/]lib[\\/]useNearScreen\.ts$/;
const apiTarget = process.env.API_URL ?? 'http://127.0.0.1:3001';

export default defineConfig({
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      routesDirectory: 'src/routes',
      generatedRouteTree: 'src/routeTree.gen.ts',
    }),
    // The operator desk's own file routes (docs/decisions/021-desk-router.md): its route tree loads with the desk,
    // so no desk route weighs on the shop's entry chunk.
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      routesDirectory: 'src/desk/routes',
      generatedRouteTree: 'src/desk/routeTree.gen.ts',
    }),
    react(),
    vanillaExtractPlugin(),
    inlineEntryCss(),
    deferAppStart({ evaluateFirst: ['framework'] }),
    compileHints({ chunks: ['framework'] }),
    precompress(),
  ],
  server: { host: '127.0.0.1', proxy: { '/api': apiTarget, '/images': apiTarget } },
  build: {
    target: 'es2022',
    outDir: 'dist',
    assetsInlineLimit: 0,
    manifest: true, // bench/bundle-size.ts reads it
    // Every browser of the es2022 target but Safari < 17 preloads natively; the polyfill cost every route ~0.3 KiB.
    modulePreload: {
      polyfill: false,
      // The framework (and the bundler's runtime) are loaded before any lazy import runs: listing them in every
      // lazy import's preloads only adds their names to the entry (first-load budget). The page keeps them.
      // The desk's chunk (routes/admin.$) loads its own imports: an operator waits one round trip more, and the
      // shop's entry does not carry the list of the desk's files.
      resolveDependencies: (file, deps, { hostType }) =>
        hostType === 'html'
          ? deps
          : /\/admin\._-/.test(file)
            ? []
            : deps.filter((dep) => !/\/(framework|rolldown-runtime)-/.test(dep)),
    },
    rolldownOptions: {
      output: {
        // Every route loads the framework; one chunk compresses ~6 KiB better than the default's many shards.
        codeSplitting: {
          groups: [
            { name: 'framework', test: (id: string) => FRAMEWORK.test(id) || ALWAYS_LOADED.test(id) },
            // The delivery promise's small modules are always loaded together (product page, checkout; the
            // remembered PIN with them there): one chunk instead of four (bench/bundle-size.ts). Its dates in words
            // (src/lib/shopDates.ts) load with the answer, not with the product page.
            { name: 'delivery', test: (id: string) => DELIVERY_PROMISE.test(id) },
            // The footer's configured parts (address, UPI badge, claims) load together after the first paint: one chunk.
            { name: 'footerFacts', test: (id: string) => FOOTER_FACTS.test(id) },
          ],
        },
      },
    },
  },
});

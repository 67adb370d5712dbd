import { startShop } from '../../server/start';

/** The shop (API + built SPA) for the browser benches, in its own process so it does not share their event loop. */
const shop = await startShop({
  port: 0,
  dataDir: process.env.BENCH_DATA_DIR ?? '.data/bench-web/pg',
  pgPort: 0,
  staticDir: process.env.SHOP_STATIC_DIR ?? 'dist',
});
const first = (await (await fetch(`${shop.url}/api/products/public?limit=1`)).json()) as {
  data: { products: { _id: string }[] };
};
process.stdout.write(`${JSON.stringify({ ready: true, url: shop.url, productId: first.data.products[0]?._id })}\n`);
process.once('SIGTERM', () => void shop.close().then(() => process.exit(0)));

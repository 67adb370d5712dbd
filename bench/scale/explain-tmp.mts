// Starts the shop (after code) on the bench-scale data dir and prints its DB URL; keeps running.
import { startShop } from '/work/wt-10/server/start';
const t = performance.now();
const shop = await startShop({ port: 0, dataDir: process.argv[2]!, pgPort: 55444 });
console.log('ready', shop.url, Math.round(performance.now() - t), 'ms');
process.on('SIGTERM', async () => { await shop.close(); process.exit(0); });

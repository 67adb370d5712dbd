/**
 * `npm run bench:web:commits`: React commits and component renders per filter flip on /products, counted
 * through React's devtools hook (recordCommits), so the figures do not move with the machine's load. For each
 * category: a flip to it (new results) and back to All Categories (cached). "Before paint": commits made before
 * the frame after the click (its requestAnimationFrame); "after": commits in the 500 ms after that.
 *   SHOP_STATIC_DIR=<dist> [BASELINE_STATIC_DIR=<other dist>] [ROUNDS=5] npm run bench:web:commits
 */
import { chromium, type Browser } from 'playwright-core';
import { CHROMIUM, CHROMIUM_FLAGS, median, startWebShop } from './startWebShop';
import { recordCommits, type RecordedCommit } from './recordCommits';
import { categoryNames } from './throttledListing';

type Counts = Record<string, number[]>;

async function countFlips(browser: Browser, shopUrl: string, rounds: number) {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  page.setDefaultTimeout(60_000);
  await page.addInitScript('globalThis.__name = (fn) => fn');
  await page.addInitScript(recordCommits);
  await page.goto(`${shopUrl}/products`);
  const settled = () => page.locator('ul[aria-label="Products"][aria-busy="false"]').waitFor();
  await settled();
  const names = await categoryNames(page);
  const counts: Counts = {};
  const add = (key: string, value: number) => (counts[key] ??= []).push(value);
  const flip = async (label: string, kind: string) => {
    await page.evaluate(() => {
      const w = window as unknown as { commits: RecordedCommit[]; frameAt?: number };
      w.commits = [];
      w.frameAt = undefined;
    });
    await page.getByRole('radio', { name: label, exact: true }).check();
    await settled();
    await page.waitForTimeout(500);
    const { commits, frameAt } = await page.evaluate(() => {
      const w = window as unknown as { commits: RecordedCommit[]; frameAt: number };
      return { commits: w.commits, frameAt: w.frameAt };
    });
    const before = commits.filter((c) => c.at < frameAt);
    const after = commits.filter((c) => c.at >= frameAt);
    const renders = (list: RecordedCommit[]) => list.reduce((sum, c) => sum + c.renders, 0);
    add(`${kind}: commits before paint`, before.length);
    add(`${kind}: renders before paint`, renders(before));
    add(`${kind}: commits after paint`, after.length);
    add(`${kind}: renders after paint`, renders(after));
    add(
      `${kind}: card renders`,
      [...before, ...after].reduce((sum, c) => sum + (c.parts.card ?? 0), 0),
    );
  };
  for (const name of names.filter((n) => n && n !== 'All Categories').slice(0, rounds)) {
    await flip(name, 'new');
    await flip('All Categories', 'cached');
  }
  await page.close();
  return counts;
}

const rounds = Number(process.env.ROUNDS ?? 5);
const dirs = {
  ...(process.env.BASELINE_STATIC_DIR ? { baseline: process.env.BASELINE_STATIC_DIR } : {}),
  this: 'dist',
};
const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
const results: Record<string, Counts> = {};
try {
  for (const [build, dir] of Object.entries(dirs)) {
    const shop = await startWebShop(build === 'this' ? undefined : dir, `.data/bench-web/pg-${build}`);
    try {
      results[build] = await countFlips(browser, shop.url, rounds);
    } finally {
      await shop.stop();
    }
  }
} finally {
  await browser.close();
}
const builds = Object.keys(results);
console.log(`React commits and component renders per flip on /products, medians of ${rounds} flips each`);
console.log(`${''.padEnd(34)}${builds.map((b) => b.padEnd(10)).join('')}`);
for (const key of Object.keys(results[builds[0]!]!))
  console.log(`${key.padEnd(34)}${builds.map((b) => String(median(results[b]![key]!)).padEnd(10)).join('')}`);

import { describe, expect, it } from 'vitest';
import { useBrowser } from '../e2e/browser';
import { gridSettled, waitForParams } from '../e2e/browse-helpers';
import { recordCommits, type RecordedCommit } from '../../bench/web/recordCommits';

const { newPage } = useBrowser();

/**
 * React's devtools hook (production React calls it on every commit) records, per product card on screen,
 * the props its component last rendered with. A card that did not re-render keeps the very same props
 * object; one that re-rendered has a new one.
 */
function recordCardRenders() {
  interface Fiber {
    tag: number;
    key: string | null;
    type: unknown;
    child: Fiber | null;
    sibling: Fiber | null;
    memoizedProps: unknown;
  }
  const MEMO = 14;
  const w = window as unknown as { cardProps: Map<string, unknown>; __REACT_DEVTOOLS_GLOBAL_HOOK__: unknown };
  w.cardProps = new Map();
  const isGrid = (f: Fiber) =>
    f.type === 'ul' && (f.memoizedProps as Record<string, unknown>)['aria-label'] === 'Products';
  const visit = (fiber: Fiber | null, cards: Map<string, unknown>, inGrid: boolean) => {
    for (let f = fiber; f; f = f.sibling) {
      // <ul aria-label="Products"><li key={product._id}><ProductCard …/></li>: memo's inner component renders the card.
      if (inGrid && f.type === 'li' && f.key && f.child?.tag === MEMO && f.child.child)
        cards.set(f.key, f.child.child.memoizedProps);
      visit(f.child, cards, inGrid || isGrid(f));
    }
  };
  w.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    renderers: new Map(),
    inject: () => 1,
    onCommitFiberRoot: (_id: number, root: { current: Fiber }) => {
      const cards = new Map<string, unknown>();
      visit(root.current, cards, false);
      w.cardProps = cards;
    },
    onCommitFiberUnmount: () => {},
    onPostCommitFiberRoot: () => {},
    checkDCE: () => {},
  };
}

/** Component renders by part of the page, summed over the commits `recordCommits` saw since the last reset. */
function rendersByPart() {
  const parts: Record<string, number> = {};
  for (const commit of (window as unknown as { commits: RecordedCommit[] }).commits)
    for (const [part, n] of Object.entries(commit.parts)) parts[part] = (parts[part] ?? 0) + n;
  return parts;
}

type TimelineEvent = {
  name: string;
  ts: number;
  args?: { elementCount?: number; data?: { type?: string }; beginData?: { frame?: string } };
};
const CAUSES = new Set([
  'EventDispatch',
  'TimerFire',
  'FireAnimationFrame',
  'FunctionCall',
  'RunMicrotasks',
  'XHRReadyStateChange',
]);

/**
 * Each style recalc of a traced window with what ran last before it, e.g. "12 after EventDispatch click, 230
 * after TimerFire": when the count is over, the message says which work restyled what.
 */
function restyleBreakdown(events: TimelineEvent[], restyles: TimelineEvent[]) {
  const ordered = [...events].sort((a, b) => a.ts - b.ts);
  return restyles
    .map((recalc) => {
      const cause = ordered.filter((e) => e.ts <= recalc.ts && CAUSES.has(e.name)).at(-1);
      const what = cause ? `${cause.name}${cause.args?.data?.type ? ` ${cause.args.data.type}` : ''}` : 'start';
      return `${recalc.args?.elementCount ?? 0} after ${what}`;
    })
    .join(', ');
}

describe('a filter flip re-renders only the cards that changed', () => {
  it('cards of products still shown keep their render when "In Stock Only" is flipped on and back off', async () => {
    const page = await newPage();
    // A transform that keeps function names wraps them in `__name`, which the page lacks.
    await page.addInitScript('globalThis.__name = (fn) => fn');
    await page.addInitScript(recordCardRenders);
    await page.goto('/products?sort=newPrice:asc');
    await gridSettled(page);
    const snapshot = () =>
      page.evaluate(() => {
        const w = window as unknown as { cardProps: Map<string, unknown>; snapshots?: Map<string, unknown>[] };
        (w.snapshots ??= []).push(new Map(w.cardProps));
        return w.snapshots.length - 1;
      });
    /** Products on screen in both snapshots, and those among them whose card rendered again. */
    const compare = (a: number, b: number) =>
      page.evaluate(
        ([a, b]) => {
          const { snapshots } = window as unknown as { snapshots: Map<string, unknown>[] };
          const kept = [...snapshots[a!]!.keys()].filter((id) => snapshots[b!]!.has(id));
          return { kept, rerendered: kept.filter((id) => snapshots[a!]!.get(id) !== snapshots[b!]!.get(id)) };
        },
        [a, b],
      );
    const before = await snapshot();

    await page.getByRole('checkbox', { name: 'In Stock Only' }).check();
    await waitForParams(page, { sort: 'newPrice:asc', inStock: 'true' });
    await gridSettled(page);
    const inStock = await snapshot();
    const on = await compare(before, inStock);
    expect(on.kept.length, 'no product stayed on screen: the test proves nothing').toBeGreaterThan(3);
    expect(on.rerendered).toEqual([]);

    await page.getByRole('checkbox', { name: 'In Stock Only' }).uncheck();
    await waitForParams(page, { sort: 'newPrice:asc' });
    await gridSettled(page);
    const off = await compare(inStock, await snapshot());
    expect(off.kept.length).toBeGreaterThan(3);
    expect(off.rerendered).toEqual([]);
  });

  it('a flip back to results just shown reveals their cards: no card, header or footer renders, no new DOM', async () => {
    const page = await newPage();
    await page.addInitScript('globalThis.__name = (fn) => fn');
    await page.addInitScript(recordCommits);
    await page.goto('/products');
    await gridSettled(page);
    const cards = page.getByRole('list', { name: 'Products', exact: true }).getByRole('article');
    // Each card element on screen is marked: a card built again would be a new, unmarked element.
    const marked = await cards.evaluateAll((els) => els.map((el) => ((el as unknown as { seen: true }).seen = true)));
    await page.getByRole('radio', { name: 'Clutches', exact: true }).check();
    await waitForParams(page, { category: 'clutches' });
    await gridSettled(page);
    await cards.first().waitFor();
    // A flip to new results does build their cards: the counts are live.
    const toNew = await page.evaluate(rendersByPart);
    expect(toNew.card, 'no card rendered on a flip to new results: the recorder is broken').toBeGreaterThan(0);

    await page.evaluate(() => ((window as unknown as { commits: RecordedCommit[] }).commits = []));
    await page.getByRole('radio', { name: 'All Categories', exact: true }).check();
    await waitForParams(page, {});
    await gridSettled(page);
    const renders = await page.evaluate(rendersByPart);
    expect(renders.filters, 'the filters did not render: the flip was not recorded').toBeGreaterThan(0);
    expect({ card: renders.card ?? 0, header: renders.header ?? 0, footer: renders.footer ?? 0 }).toEqual({
      card: 0,
      header: 0,
      footer: 0,
    });
    const shown = await cards.evaluateAll((els) => els.map((el) => (el as unknown as { seen?: true }).seen === true));
    expect(shown.length).toBe(marked.length);
    expect(shown.every(Boolean), 'a card on screen was built again').toBe(true);
  });

  it('a flip back to kept results restyles a handful of elements, not both grids', async () => {
    const page = await newPage();
    await page.goto('/products?category=clutches');
    await gridSettled(page);
    await page.getByRole('radio', { name: 'All Categories', exact: true }).check();
    await waitForParams(page, {});
    await gridSettled(page);
    const cdp = await page.context().newCDPSession(page);
    const events: TimelineEvent[] = [];
    cdp.on('Tracing.dataCollected', (e: { value: object[] }) => void events.push(...(e.value as typeof events)));
    await cdp.send('Tracing.start', { traceConfig: { includedCategories: ['devtools.timeline'] } });
    // Back to the clutches: its page is kept built and hidden, so the flip only swaps which grid shows.
    await page.getByRole('radio', { name: 'Clutches', exact: true }).check();
    await waitForParams(page, { category: 'clutches' });
    await gridSettled(page);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
    const done = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
    await cdp.send('Tracing.end');
    await done;
    // The page's own document only: each SVG picture is a document of its own, and the trace lists its style
    // recalcs too (seen: 4 elements after a picture's DOMContentLoaded in the window). They are no part of the flip.
    const { frameTree } = (await cdp.send('Page.getFrameTree')) as { frameTree: { frame: { id: string } } };
    const restyles = events.filter(
      (e) => e.name === 'UpdateLayoutTree' && e.args?.beginData?.frame === frameTree.frame.id,
    );
    const restyled = restyles.reduce((sum, e) => sum + (e.args?.elementCount ?? 0), 0);
    const gridSizes = await page
      // The result grids only (shown and kept both carry data-pending): the facet lists are <ul>s too.
      .locator('main ul[data-pending]')
      .evaluateAll((uls) => uls.map((ul) => ul.querySelectorAll('*').length));
    const oneGrid = Math.min(...gridSizes.filter((n) => n > 0));
    expect(oneGrid, 'the grids are too small for the count to mean anything').toBeGreaterThan(150);
    // Toggling `inert` (an inherited style in Chromium) restyled all elements of both grids (455). Without
    // it a flip restyles 6–20; under heavy load other work in the window (the history write) added up to 162.
    expect(restyled, `style recalcs in the window: ${restyleBreakdown(events, restyles)}`).toBeLessThan(oneGrid);
  });
  it('a flip back to cached results is one React commit before the next paint; the URL catches up after it', async () => {
    const page = await newPage();
    await page.addInitScript('globalThis.__name = (fn) => fn');
    await page.addInitScript(recordCommits);
    await page.goto('/products');
    await gridSettled(page);
    await page.getByRole('radio', { name: 'Clutches', exact: true }).check();
    await waitForParams(page, { category: 'clutches' });
    await gridSettled(page);
    await page.evaluate(() => {
      const w = window as unknown as { commits: unknown[]; frameAt?: number };
      w.commits = [];
      w.frameAt = undefined;
    });

    await page.getByRole('radio', { name: 'All Categories', exact: true }).check();
    await waitForParams(page, {});
    await gridSettled(page);
    await page.waitForFunction(() => (window as unknown as { frameAt?: number }).frameAt !== undefined);
    const { commits, frameAt } = await page.evaluate(() => {
      const w = window as unknown as { commits: RecordedCommit[]; frameAt: number };
      return { commits: w.commits, frameAt: w.frameAt };
    });
    const beforePaint = commits.filter((c) => c.at < frameAt);
    const after = commits.filter((c) => c.at >= frameAt);
    // Main's build made four commits before the paint (the router's store updates), 35 component renders.
    expect(beforePaint.length, JSON.stringify({ frameAt, commits })).toBe(1);
    const [shown] = beforePaint;
    expect(shown!.parts.filters, 'the radios did not render: the flip was not recorded').toBeGreaterThan(0);
    // The listing, the filter panel and its two radios that changed, the grid, the pagination: not every control.
    expect(shown!.renders, JSON.stringify(shown)).toBeLessThanOrEqual(12);
    expect({ card: shown!.parts.card ?? 0, header: shown!.parts.header ?? 0 }).toEqual({ card: 0, header: 0 });
    // After the paint the router's navigation commits (the URL now says what is shown): no card renders.
    expect(after.length, 'the URL never caught up through the router').toBeGreaterThan(0);
    const later = after.reduce((sum, c) => sum + (c.parts.card ?? 0), 0);
    expect(later, JSON.stringify(after)).toBe(0);
  });
});

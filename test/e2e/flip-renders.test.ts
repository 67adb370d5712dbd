import { describe, expect, it } from 'vitest';
import { useBrowser } from './browser';
import { gridSettled, waitForParams } from './browse-helpers';

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
});

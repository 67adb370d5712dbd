import { describe, expect, it } from 'vitest';
import { useBrowser } from '../e2e/browser';
import { gridSettled } from '../e2e/browse-helpers';

const { newPage } = useBrowser();
const PHONE = { width: 412, height: 823 };

/**
 * How the start-up loader (index.html's inline script) splits its work into tasks: these watch its
 * mechanics (task batches, early layouts), not what a shopper sees, so they run in `npm run test:perf`.
 */
describe("the start-up loader's tasks (issue 15: React's first commit is one long task)", () => {
  it("the framework's modules are evaluated in a task of their own, before the entry's", async () => {
    const page = await newPage({ viewport: PHONE });
    // Which module scripts the loader adds, in order, and whether the framework had run when the entry came.
    await page.addInitScript(() => {
      const w = window as unknown as { added: string[] };
      w.added = [];
      new MutationObserver((records) => {
        for (const r of records)
          for (const node of r.addedNodes)
            if (node instanceof HTMLScriptElement && node.src) {
              const name = new URL(node.src).pathname.replace(/-[\w-]+\.js$/, '');
              const frameworkRan = document.querySelector('script[src*="/framework-"]')?.getAttribute('data-ran');
              w.added.push(`${name}${frameworkRan ? ' (framework ran)' : ''}`);
              node.addEventListener('load', () => node.setAttribute('data-ran', 'yes'));
            }
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto('/products');
    await gridSettled(page);
    const added = await page.evaluate(() => (window as unknown as { added: string[] }).added);
    expect(added.slice(0, 2)).toEqual(['/assets/framework', '/assets/index (framework ran)']);
  });

  it('the loader adds the preloads a few per task, all of them, before the first module script', async () => {
    const page = await newPage({ viewport: PHONE });
    // A MutationObserver's callback runs at the end of each task: one batch of records per task. The parser's
    // own tags (while the document is still being parsed) are not the loader's.
    await page.addInitScript(() => {
      const w = window as unknown as { batches: string[][] };
      w.batches = [];
      new MutationObserver((records) => {
        if (document.readyState === 'loading') return;
        const added = records
          .flatMap((r) => [...r.addedNodes])
          .filter((n) => n.parentNode === document.head)
          .flatMap((n) =>
            n instanceof HTMLLinkElement ? [n.rel] : n instanceof HTMLScriptElement && n.src ? ['script'] : [],
          );
        if (added.length) w.batches.push(added);
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto('/products');
    await gridSettled(page);
    const batches = await page.evaluate(() => (window as unknown as { batches: string[][] }).batches);
    const inTemplates = await page.evaluate(
      () =>
        [...document.querySelectorAll<HTMLTemplateElement>('template[data-app-preload]')].flatMap((t) => [
          ...t.content.children,
        ]).length,
    );
    // Up to the task that adds the first module script (the last preloads may share it).
    const loaderTasks = batches
      .slice(0, batches.findIndex((b) => b.includes('script')) + 1)
      .map((b) => b.filter((tag) => tag !== 'script'));
    expect(loaderTasks.flat()).toHaveLength(inTemplates);
    expect(inTemplates).toBeGreaterThan(8);
    expect(Math.max(...loaderTasks.map((b) => b.length))).toBeLessThanOrEqual(4);
  });

  it('the loader does not lay the page out while it runs: it asks where the picture is once the page is drawn', async () => {
    const page = await newPage({ viewport: PHONE });
    await page.addInitScript(() => {
      const w = window as unknown as { earlyLayouts: number };
      w.earlyLayouts = 0;
      const { getBoundingClientRect } = Object.getOwnPropertyDescriptors(Element.prototype);
      Object.defineProperty(Element.prototype, 'getBoundingClientRect', {
        value(this: Element) {
          if (!performance.getEntriesByType('paint').length) w.earlyLayouts++;
          return (getBoundingClientRect.value as (this: Element) => DOMRect).call(this);
        },
      });
    });
    await page.goto('/products');
    await gridSettled(page);
    await expect(page.evaluate(() => (window as unknown as { earlyLayouts: number }).earlyLayouts)).resolves.toBe(0);
  });
});

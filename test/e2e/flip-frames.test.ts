import { describe, expect, it } from 'vitest';
import { useBrowser } from './browser';
import { gridSettled, waitForParams } from './browse-helpers';

const { newPage } = useBrowser();

interface FrameWindow {
  paintedFrames?: { checked: boolean; links: string }[];
}

/**
 * A tap on a filter is answered in its own frame by the control alone; the results follow in the next frames
 * (src/lib/useAfterPaint.ts), so a page of cards never holds back the paint that shows the tap.
 */
describe('a filter flip paints the control first', () => {
  it('in the first frame after the click the option is checked and the grid unchanged; the results follow', async () => {
    const page = await newPage();
    await page.goto('/products');
    await gridSettled(page);
    const grid = page.getByRole('list', { name: 'Products', exact: true });
    const shownLinks = () =>
      grid.evaluate((ul) => [...ul.querySelectorAll('a')].map((a) => a.getAttribute('href')).join());
    const allLinks = await shownLinks();
    // Backpacks, then All Categories again: its page is kept built, the flip back is the cheapest there is.
    await page.getByRole('radio', { name: 'Backpacks', exact: true }).check();
    await waitForParams(page, { category: 'backpacks' });
    await gridSettled(page);
    const backpackLinks = await shownLinks();
    expect(backpackLinks).not.toBe(allLinks);

    const all = page.getByRole('radio', { name: 'All Categories', exact: true });
    // Each frame's state is read in requestAnimationFrame, just before that frame is painted.
    await all.evaluate((radio: HTMLInputElement) => {
      const w = window as FrameWindow;
      w.paintedFrames = [];
      const links = () =>
        [...(document.querySelector('ul[aria-label="Products"]')?.querySelectorAll('a') ?? [])]
          .map((a) => a.getAttribute('href'))
          .join();
      radio.addEventListener(
        'click',
        () => {
          const read = () => {
            w.paintedFrames!.push({ checked: radio.checked, links: links() });
            if (w.paintedFrames!.length < 5) requestAnimationFrame(read);
          };
          requestAnimationFrame(read);
        },
        { once: true },
      );
    });
    await all.click();
    await page.waitForFunction(() => ((window as FrameWindow).paintedFrames?.length ?? 0) >= 5);
    const frames = await page.evaluate(() => (window as FrameWindow).paintedFrames!);
    expect(frames[0], 'the click’s own frame').toEqual({ checked: true, links: backpackLinks });
    expect(
      frames.some((f) => f.links === allLinks),
      'the results in one of the next frames',
    ).toBe(true);
    await waitForParams(page, {});
    await gridSettled(page);
    expect(await shownLinks()).toBe(allLinks);
  });
});

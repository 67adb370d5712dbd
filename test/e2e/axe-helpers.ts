import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface Violation {
  id: string;
  impact: string;
  nodes: { target: string[] }[];
}

/** axe-core over the whole page as it stands; every violation, whatever its impact. */
export async function violations(page: Page) {
  // A toast fading in is half transparent: axe would judge the contrast of a frame no shopper reads.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().endTime === Infinity),
  );
  // A section skipped by `content-visibility: auto` (the footer, off screen) keeps the box it last had while its
  // lazily loaded lines arrive; axe would judge what lies past that stale box against the page's background, a
  // frame no shopper sees (it is drawn, at its real size, before it reaches the screen). Judge it drawn.
  await page.evaluate(() => {
    for (const skipped of document.querySelectorAll<HTMLElement>('footer')) skipped.style.contentVisibility = 'visible';
  });
  await page.evaluate(AXE_SOURCE);
  const found = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: Document) => Promise<{ violations: Violation[] }> } }).axe;
    return (await axe.run(document)).violations;
  });
  return found.map((v) => `${v.impact} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const DIST = process.env.BUNDLE_DIST_DIR ?? 'dist';

describe('the browser bundle', () => {
  it('carries no PIN directory data (it stays on the server)', () => {
    expect(existsSync(`${DIST}/assets`), 'run vite build first').toBe(true);
    expect(readdirSync(`${DIST}/assets`).filter((f) => /pin_?codes?|postal/i.test(f))).toEqual([]);
    const scripts = readdirSync(`${DIST}/assets`).filter((f) => f.endsWith('.js'));
    expect(scripts.length).toBeGreaterThan(0);
    const leaking = scripts.filter((f) =>
      /Kavaratti|South Andaman|Karim Nagar/.test(readFileSync(`${DIST}/assets/${f}`, 'utf8')),
    );
    expect(leaking).toEqual([]);
  });
});

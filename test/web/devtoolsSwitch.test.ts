import { describe, expect, it } from 'vitest';
import { wantsDevtools } from '../../src/lib/devtoolsSwitch';

const memoryStorage = (): Record<string, string | undefined> => ({});

describe('devtools switch', () => {
  it('is off unless asked for', () => {
    expect(wantsDevtools('', memoryStorage)).toBe(false);
    expect(wantsDevtools('?devtools=yes&page=2', memoryStorage)).toBe(false);
  });

  it('?devtools=1 turns it on and the tab remembers; ?devtools=0 turns it off', () => {
    const storage = memoryStorage();
    const tab = () => storage;
    expect(wantsDevtools('?page=2&devtools=1', tab)).toBe(true);
    expect(wantsDevtools('?page=3', tab)).toBe(true);
    expect(wantsDevtools('?devtools=0', tab)).toBe(false);
    expect(wantsDevtools('', tab)).toBe(false);
  });

  it('stays off when storage is blocked (a shopper page must never break for it)', () => {
    const blocked = () => {
      throw new DOMException('denied', 'SecurityError');
    };
    expect(wantsDevtools('?devtools=1', blocked)).toBe(false);
    expect(wantsDevtools('', blocked)).toBe(false);
  });
});

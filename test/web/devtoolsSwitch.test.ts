import { describe, expect, it } from 'vitest';
import { wantsDevtools } from '../../src/lib/devtoolsSwitch';

const memoryStorage = () => {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
};

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

  it('works for one page load when storage is blocked', () => {
    const blocked = () => {
      throw new DOMException('denied', 'SecurityError');
    };
    expect(wantsDevtools('?devtools=1', blocked)).toBe(true);
    expect(wantsDevtools('', blocked)).toBe(false);
  });
});

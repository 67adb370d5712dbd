const KEY = 'devtools';

/**
 * The developer's switch for the cache devtools in any build: `?devtools=1` turns them on for this
 * tab (remembered in sessionStorage across reloads and links), `?devtools=0` turns them off.
 * Kept tiny: it is the only devtools code every shopper downloads.
 */
export function wantsDevtools(search: string, tabStorage: () => Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>) {
  const asked = /[?&]devtools=([01])\b/.exec(search)?.[1];
  try {
    // Reading window.sessionStorage itself throws when storage is blocked.
    const storage = tabStorage();
    if (asked) storage.setItem(KEY, asked);
    return storage.getItem(KEY) === '1';
  } catch {
    return asked === '1';
  }
}

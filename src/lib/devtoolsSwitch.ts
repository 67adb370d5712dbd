/**
 * The developer's switch for the cache devtools in any build: `?devtools=1` turns them on for this
 * tab (remembered in sessionStorage across reloads and links), `?devtools=0` turns them off.
 * Kept tiny: it is the only devtools code every shopper downloads. False when storage is blocked.
 */
export function wantsDevtools(search: string, tabStorage: () => Record<string, string | undefined>): boolean {
  try {
    const storage = tabStorage();
    const asked = /devtools=([01])/.exec(search)?.[1];
    if (asked) storage.devtools = asked;
    return storage.devtools === '1';
  } catch {
    return false;
  }
}

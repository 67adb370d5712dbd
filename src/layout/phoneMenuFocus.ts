const FOCUSABLE = 'a[href], button:not([disabled]), input, select, [tabindex]:not([tabindex="-1"])';

/**
 * The open phone menu acts as a modal: focus moves to its first link, Tab cycles through its links and
 * the toggle button (nothing behind it), and Escape closes it with focus back on the toggle.
 * Loaded when the menu first opens (Header), so no page's first load carries it. Returns the cleanup.
 */
export function trapPhoneMenuFocus(menu: HTMLElement, toggle: HTMLElement, close: () => void) {
  const focusables = () => [...menu.querySelectorAll<HTMLElement>(FOCUSABLE), toggle];
  focusables()[0]?.focus();
  const onKey = (e: KeyboardEvent) => {
    if (e.key === 'Escape') {
      close();
      toggle.focus();
      return;
    }
    if (e.key !== 'Tab') return;
    const items = focusables().filter((el) => el.offsetParent !== null);
    const index = items.indexOf(document.activeElement as HTMLElement);
    const next = e.shiftKey ? (index <= 0 ? items.length - 1 : index - 1) : (index + 1) % items.length;
    e.preventDefault();
    items[next]?.focus();
  };
  document.addEventListener('keydown', onKey);
  return () => document.removeEventListener('keydown', onKey);
}

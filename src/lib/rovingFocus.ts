import type { KeyboardEvent } from 'react';

const STEP: Partial<Record<string, number>> = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 };

/**
 * Roving tabindex for a tablist or radio group (WAI-ARIA APG), as the group's onKeyDown: only the selected
 * item is in the Tab order; arrows move to the next/previous item (wrapping), Home/End to the first/last.
 * Moves the focus and returns the new item's index for the caller to select, or -1 for any other key.
 * (Type-only React import.)
 */
export function rovingKeyDown(event: KeyboardEvent<HTMLElement>): number {
  const items = [...event.currentTarget.children] as HTMLElement[];
  const step = STEP[event.key];
  const count = items.length;
  const next =
    event.key === 'Home'
      ? 0
      : event.key === 'End'
        ? count - 1
        : step
          ? (items.indexOf(event.target as HTMLElement) + step + count) % count
          : -1;
  if (next < 0) return next;
  event.preventDefault();
  items[next]!.focus();
  return next;
}

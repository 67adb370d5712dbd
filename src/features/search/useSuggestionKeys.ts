import { useState, type KeyboardEvent } from 'react';

/**
 * Arrow keys move through `count` options (wrapping, -1 = the field itself), Enter picks the
 * active one or submits, Escape closes. Returns the active index and the field's key handler.
 */
export function useSuggestionKeys(
  count: number,
  { onPick, onSubmit, onClose }: { onPick: (index: number) => void; onSubmit: () => void; onClose: () => void },
) {
  const [active, setActive] = useState(-1);
  const current = active < count ? active : -1;
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (count === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive(((current + 1 + step + count + 1) % (count + 1)) - 1);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      if (current >= 0) onPick(current);
      else onSubmit();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      onClose();
    }
  };
  return { active: current, setActive, onKeyDown };
}

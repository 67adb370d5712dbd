import { useEffect, useRef, useState } from 'react';
import { SEARCH_DEBOUNCE_MS } from '../../lib/constants';
import { useDebouncedValue } from '../../lib/useDebouncedValue';

/**
 * A text input mirrored into the URL: typing stays local, the value is committed once typing pauses
 * (docs/product.md §4: 500 ms), and a URL change from elsewhere (back/forward, Clear All) resets the text.
 */
export function useDebouncedField(urlValue: string, commit: (value: string) => void) {
  const [text, setText] = useState(urlValue);
  const debounced = useDebouncedValue(text, SEARCH_DEBOUNCE_MS);
  const lastUrlValue = useRef(urlValue);

  useEffect(() => {
    if (urlValue !== lastUrlValue.current) {
      lastUrlValue.current = urlValue;
      setText(urlValue);
    }
  }, [urlValue]);

  useEffect(() => {
    if (debounced.trim() !== lastUrlValue.current && debounced === text) {
      lastUrlValue.current = debounced.trim();
      commit(debounced.trim());
    }
    // Only a settled value commits; `commit` changes identity on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debounced]);

  return [text, setText] as const;
}

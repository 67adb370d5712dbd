import { useEffect } from 'react';
import { pageTitle } from '../../api-schema/pageHead';

/** Keeps the tab's title on the page shown after SPA navigation (the server writes it for the first load). */
export function useDocumentTitle(name: string) {
  useEffect(() => {
    document.title = pageTitle(name);
  }, [name]);
}

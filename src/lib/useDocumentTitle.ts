import { useEffect } from 'react';
import { pageTitle } from '../../api-schema/pageHead';
import { tKnown, useT } from '../i18n/language';

/** Keeps the tab's title on the page shown after SPA navigation (the server writes it for the first load). */
export function useDocumentTitle(name: string) {
  useT();
  // A page's fixed name is in the catalogue; a product's or category's name is the owner's and stays.
  const shown = tKnown(name);
  useEffect(() => {
    document.title = pageTitle(shown);
  }, [shown]);
}

import { LANGUAGE_COOKIE } from '../../api-schema/constants';
import { LANGUAGE_STORAGE_KEY } from '../lib/constants';
import { applyLanguage, type Language } from './language';

/** The header's switch (loaded on its first tap): the language shown, remembered like the cart. */
export async function chooseLanguage(next: Language) {
  await applyLanguage(next);
  // The server reads it too: it leaves out its English pre-paint for a Hindi reader (server/seo/seoPages.ts).
  document.cookie = `${LANGUAGE_COOKIE}=${next}; path=/; max-age=31536000; SameSite=Lax`;
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, next);
  } catch {
    // Private mode without storage: the choice lasts for this page.
  }
}

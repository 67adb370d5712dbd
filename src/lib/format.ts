import { DATE_TIME_FORMAT } from '../../api-schema/format';
import { currentLanguage, type Language } from '../i18n/language';

// The rupee formatter lives in api-schema (the server's messages use it too): ₹1,299 in both languages.
export { formatINR } from '../../api-schema/format';

// Built on first use: only the order and policy pages show dates.
const dateTimes = new Map<Language, Intl.DateTimeFormat>();

/** A docs/product.md §9 date in the reader's time zone; in Hindi the months are Devanagari ('28 नव॰ 2026'). */
export function formatDateTime(iso: string) {
  const language = currentLanguage();
  let format = dateTimes.get(language);
  if (!format) dateTimes.set(language, (format = new Intl.DateTimeFormat(`${language}-IN`, DATE_TIME_FORMAT)));
  return format.format(new Date(iso));
}

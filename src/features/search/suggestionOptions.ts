import type { SearchSuggestions } from '../../../api-schema/searchSuggestions';
import { t } from '../../i18n/language';
import { categoryLabel } from '../../i18n/categoryLabel';

/** One row of the suggestion list: where it leads and what it says. */
export type SuggestionOption =
  | { kind: 'category'; id: string; label: string }
  | { kind: 'product'; id: string; label: string; image: string; price: number; categoryName: string }
  | { kind: 'search'; id: string; label: string };

/** Categories first (short list), then products, then "search for …" for everything else; called in render. */
export function suggestionOptions(text: string, data: SearchSuggestions | undefined): SuggestionOption[] {
  const typed = text.trim();
  if (!typed) return [];
  const matched = data && data.products.length > 0;
  return [
    ...(matched ? data.categories : []).map((c) => ({ kind: 'category' as const, id: c._id, label: categoryLabel(c) })),
    ...(data?.products ?? []).map((p) => ({
      kind: 'product' as const,
      id: p._id,
      label: p.productName,
      image: p.image,
      price: p.newPrice,
      categoryName: categoryLabel(p),
    })),
    { kind: 'search', id: typed, label: t('Search for “{text}”', { text: typed }) },
  ];
}

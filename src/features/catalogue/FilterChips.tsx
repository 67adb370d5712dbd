import { useQuery } from '@tanstack/react-query';
import { MATERIAL_LABELS } from '../../../api-schema/facets';
import { formatINR } from '../../../api-schema/format';
import type { SearchUnderstood } from '../../../api-schema/responses';
import { tKnown, useT } from '../../i18n/language';
import { categoryLabel } from '../../i18n/categoryLabel';
import { categoryQueries } from './categoryQueries';
import { chosenValues, toggledValue } from './facetChoice';
import type { FilterPatch } from './FilterPanel';
import type { ProductFilters } from './productFilters';
import * as styles from './FilterChips.css';

interface Props {
  filters: ProductFilters;
  showCategory: boolean;
  understood?: SearchUnderstood;
  onFiltersChange: (patch: FilterPatch) => void;
}

interface Chip {
  label: string;
  remove: FilterPatch;
}

const priceLabel = (t: ReturnType<typeof useT>, min?: number, max?: number) =>
  min !== undefined && max !== undefined
    ? `${formatINR(min)} – ${formatINR(max)}`
    : max !== undefined
      ? t('Up to {price}', { price: formatINR(max) })
      : t('From {price}', { price: formatINR(min ?? 0) });

/** The chosen filters as removable chips above the results, and what was read in the search ("Up to ₹1,000"). */
export default function FilterChips({ filters, showCategory, understood, onFiltersChange }: Props) {
  const t = useT();
  const { data: categories } = useQuery({ ...categoryQueries.active(), enabled: showCategory && !!filters.category });
  const chips: Chip[] = [];
  if (showCategory && filters.category) {
    const category = categories?.find((c) => c._id === filters.category);
    const name = category ? categoryLabel(category) : filters.category;
    chips.push({ label: name, remove: { category: undefined } });
  }
  if (filters.minPrice !== undefined || filters.maxPrice !== undefined)
    chips.push({
      label: priceLabel(t, filters.minPrice, filters.maxPrice),
      remove: { minPrice: undefined, maxPrice: undefined },
    });
  if (filters.inStock) chips.push({ label: t('In stock'), remove: { inStock: undefined } });
  for (const facet of ['color', 'material'] as const)
    for (const value of chosenValues(filters[facet]))
      chips.push({
        label: facet === 'material' ? tKnown(MATERIAL_LABELS[value] ?? value) : value,
        remove: { [facet]: toggledValue(filters[facet], value) },
      });
  if (filters.discount)
    chips.push({ label: t('{step}% off or more', { step: filters.discount }), remove: { discount: undefined } });
  // Read in the search: taking it off searches the words alone.
  const words = { search: understood?.words || undefined };
  if (understood?.minPrice !== undefined || understood?.maxPrice !== undefined)
    chips.push({ label: priceLabel(t, understood.minPrice, understood.maxPrice), remove: words });
  for (const name of understood?.categories ?? []) chips.push({ label: name, remove: words });
  // One chip per facet: its words went as one ("blue" reads as every blue the shop names).
  if (understood?.colours) chips.push({ label: understood.colours.join(' / '), remove: words });
  if (understood?.materials)
    chips.push({ label: understood.materials.map((m) => tKnown(MATERIAL_LABELS[m] ?? m)).join(' / '), remove: words });
  return (
    <ul className={styles.chips} aria-label={t('Chosen filters')}>
      {chips.map((chip) => (
        <li key={chip.label}>
          <button
            type="button"
            className={styles.chip}
            onClick={() => onFiltersChange(chip.remove)}
            aria-label={t('Remove {label}', { label: chip.label })}
          >
            {chip.label} <span aria-hidden>×</span>
          </button>
        </li>
      ))}
    </ul>
  );
}

import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { DISCOUNT_STEPS, MATERIAL_LABELS } from '../../../api-schema/facets';
import { tKnown, useT } from '../../i18n/language';
import { chosenValues, toggledValue } from './facetChoice';
import { facetQueries } from './facetQueries';
import type { FilterPatch } from './FilterPanel';
import { FACETS, type ProductFilters } from './productFilters';
import * as panel from './FilterPanel.css';
import * as styles from './FacetFilters.css';

interface Props {
  filters: ProductFilters;
  onChange: (patch: FilterPatch) => void;
  /** Ask for the counts now (the phone's drawer is open); otherwise once a facet is opened. */
  load: boolean;
}

type Facet = (typeof FACETS)[number];

/**
 * Colour, material and discount (docs/product.md §2, facets), each with how many products it would show.
 * A facet with a choice starts open; the others open on a click, which asks for the counts.
 */
export function FacetFilters({ filters, onChange, load }: Props) {
  const t = useT();
  const [opened, setOpened] = useState(() => new Set<Facet>(FACETS.filter((f) => filters[f] !== undefined)));
  // Not counting (every facet shut, the drawer closed): one fixed query, so a flip moves no observer to new filters.
  const counting = load || opened.size > 0;
  const { data } = useQuery(facetQueries(counting ? filters : {}, counting));
  const section = (facet: Facet, title: string, body: () => ReactNode) => {
    const open = opened.has(facet);
    return (
      <div className={panel.section}>
        <button
          type="button"
          className={styles.toggle}
          aria-expanded={open}
          onClick={() => setOpened((s) => new Set(open ? [...s].filter((f) => f !== facet) : [...s, facet]))}
        >
          {title}
          <span aria-hidden>{open ? '−' : '+'}</span>
        </button>
        {open && (data ? body() : <p className={panel.note}>{t('Loading…')}</p>)}
      </div>
    );
  };
  type Option = { value: string; count: number; hex?: string };
  const multi = (facet: 'color' | 'material', options: Option[]) => {
    const chosen = chosenValues(filters[facet]);
    const shown: Option[] = [
      ...options,
      ...chosen.filter((v) => !options.some((o) => o.value === v)).map((value) => ({ value, count: 0 })),
    ];
    return (
      <div className={styles.options} role="group" aria-label={facet === 'color' ? t('Colour') : t('Material')}>
        {shown.map((o) => (
          <label key={o.value} className={panel.checkRow}>
            <input
              type="checkbox"
              checked={chosen.includes(o.value)}
              onChange={() => onChange({ [facet]: toggledValue(filters[facet], o.value) })}
            />
            {o.hex && <span className={styles.swatch} style={{ background: o.hex }} aria-hidden />}
            {facet === 'material' ? tKnown(MATERIAL_LABELS[o.value] ?? o.value) : o.value}
            <span className={styles.count}>{o.count}</span>
          </label>
        ))}
      </div>
    );
  };
  return (
    <>
      {section('color', t('Colour'), () => multi('color', data!.colors))}
      {section('material', t('Material'), () => multi('material', data!.materials))}
      {section('discount', t('Discount'), () => (
        <div className={styles.options} role="radiogroup" aria-label={t('Discount')}>
          {[undefined, ...DISCOUNT_STEPS].map((step) => (
            <label key={step ?? 0} className={panel.checkRow}>
              <input
                type="radio"
                name="discount"
                checked={filters.discount === step}
                onChange={() => onChange({ discount: step })}
              />
              {step ? t('{step}% off or more', { step }) : t('Any discount')}
              {step && (
                <span className={styles.count}>{data!.discounts.find((d) => d.value === step)?.count ?? 0}</span>
              )}
            </label>
          ))}
        </div>
      ))}
    </>
  );
}

import { memo } from 'react';
import { PRICE_PRESETS } from './productFilters';
import * as styles from './FilterPanel.css';
import { useDebouncedField } from './useDebouncedField';
import { useT } from '../../i18n/language';

interface Props {
  minPrice: number | undefined;
  maxPrice: number | undefined;
  onChange: (patch: { minPrice?: number; maxPrice?: number }) => void;
  /** The pointer rests on a preset (undefined: it left). */
  onPreview: (patch?: { minPrice?: number; maxPrice?: number }) => void;
}

const toPrice = (text: string) => {
  const value = Number(text);
  return text !== '' && Number.isInteger(value) && value >= 0 ? value : undefined;
};

/** Min/max inputs (committed after typing pauses) and the five presets of docs/product.md §2. Memo: a flip of another filter leaves it alone. */
export const PriceFilter = memo(function PriceFilter({ minPrice, maxPrice, onChange, onPreview }: Props) {
  const t = useT();
  return (
    <fieldset className={styles.section}>
      <legend className={styles.heading}>{t('Price Range')}</legend>
      <div className={styles.priceRow}>
        <PriceBound
          label={t('Min price')}
          placeholder={t('Min')}
          value={minPrice}
          onCommit={(p) => onChange({ minPrice: p })}
        />
        <span aria-hidden>–</span>
        <PriceBound
          label={t('Max price')}
          placeholder={t('Max')}
          value={maxPrice}
          onCommit={(p) => onChange({ maxPrice: p })}
        />
      </div>
      <div className={styles.presets}>
        {PRICE_PRESETS.map((preset) => {
          const active = preset.min === minPrice && preset.max === maxPrice;
          return (
            <button
              key={preset.label}
              type="button"
              aria-pressed={active}
              className={styles.preset}
              onClick={() => onChange({ minPrice: preset.min, maxPrice: preset.max })}
              onPointerEnter={() => active || onPreview({ minPrice: preset.min, maxPrice: preset.max })}
              onPointerLeave={() => onPreview()}
            >
              {t(preset.label)}
            </button>
          );
        })}
      </div>
    </fieldset>
  );
});

interface PriceBoundProps {
  label: string;
  placeholder: string;
  value: number | undefined;
  onCommit: (price: number | undefined) => void;
}

/** One bound of the range: digits only, committed once typing pauses. */
function PriceBound({ label, placeholder, value, onCommit }: PriceBoundProps) {
  const [text, setText] = useDebouncedField(value?.toString() ?? '', (typed) => onCommit(toPrice(typed)));
  return (
    <input
      aria-label={label}
      placeholder={placeholder}
      inputMode="numeric"
      className={styles.input}
      value={text}
      onChange={(e) => setText(e.target.value.replace(/\D/g, ''))}
    />
  );
}

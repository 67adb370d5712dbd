import { PRICE_PRESETS } from './productFilters';
import * as styles from './FilterPanel.css';
import { useDebouncedField } from './useDebouncedField';

interface Props {
  minPrice: number | undefined;
  maxPrice: number | undefined;
  onChange: (patch: { minPrice?: number; maxPrice?: number }) => void;
}

const toPrice = (text: string) => {
  const value = Number(text);
  return text !== '' && Number.isInteger(value) && value >= 0 ? value : undefined;
};

/** Min/max inputs (committed after typing pauses) and the five presets of spec §2. */
export function PriceFilter({ minPrice, maxPrice, onChange }: Props) {
  const [min, setMin] = useDebouncedField(minPrice?.toString() ?? '', (text) => onChange({ minPrice: toPrice(text) }));
  const [max, setMax] = useDebouncedField(maxPrice?.toString() ?? '', (text) => onChange({ maxPrice: toPrice(text) }));
  return (
    <fieldset className={styles.section}>
      <legend className={styles.heading}>Price Range</legend>
      <div className={styles.priceRow}>
        <input
          aria-label="Min price"
          placeholder="Min"
          inputMode="numeric"
          className={styles.input}
          value={min}
          onChange={(e) => setMin(e.target.value.replace(/\D/g, ''))}
        />
        <span aria-hidden>–</span>
        <input
          aria-label="Max price"
          placeholder="Max"
          inputMode="numeric"
          className={styles.input}
          value={max}
          onChange={(e) => setMax(e.target.value.replace(/\D/g, ''))}
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
            >
              {preset.label}
            </button>
          );
        })}
      </div>
    </fieldset>
  );
}

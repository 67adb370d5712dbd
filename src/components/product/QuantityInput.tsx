import { QUANTITY_MAX, QUANTITY_MIN } from '../../../api-schema/constants';
import * as styles from './QuantityInput.css';

export const clampQuantity = (value: number) =>
  Number.isFinite(value) ? Math.min(QUANTITY_MAX, Math.max(QUANTITY_MIN, Math.trunc(value))) : QUANTITY_MIN;

/** Quantity 1–10 (spec §5): the buttons stop at the bounds and typed values are clamped. */
export function QuantityInput({ value, onChange }: { value: number; onChange: (quantity: number) => void }) {
  return (
    <div className={styles.group} role="group" aria-label="Quantity">
      <button type="button" className={styles.step} aria-label="Decrease quantity" disabled={value <= QUANTITY_MIN} onClick={() => onChange(clampQuantity(value - 1))}>
        −
      </button>
      <input
        className={styles.input}
        type="number"
        inputMode="numeric"
        aria-label="Quantity"
        min={QUANTITY_MIN}
        max={QUANTITY_MAX}
        value={value}
        onChange={(e) => onChange(clampQuantity(e.target.valueAsNumber))}
      />
      <button type="button" className={styles.step} aria-label="Increase quantity" disabled={value >= QUANTITY_MAX} onClick={() => onChange(clampQuantity(value + 1))}>
        +
      </button>
    </div>
  );
}

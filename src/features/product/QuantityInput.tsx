import { useState } from 'react';
import { QUANTITY_MAX, QUANTITY_MIN } from '../../../api-schema/constants';
import { useT } from '../../i18n/language';
import { clampQuantity } from '../cart/cartLines';
import * as styles from './QuantityInput.css';

/**
 * Quantity 1–10 (docs/product.md §5), or up to `max` when fewer are left: the buttons stop at the bounds. The box keeps what the shopper types (even empty)
 * and shows the clamped value on blur or Enter; meanwhile the parent always holds the clamped number,
 * so Add to Cart / Buy Now never use an out-of-range quantity.
 */
export function QuantityInput({
  value,
  onChange,
  max = QUANTITY_MAX,
}: {
  value: number;
  onChange: (quantity: number) => void;
  max?: number;
}) {
  const t = useT();
  const [typed, setTyped] = useState<string | null>(null);
  const commit = () => {
    if (typed === null) return;
    const quantity = typed.trim() === '' ? value : clampQuantity(Number(typed), max);
    setTyped(null);
    if (quantity !== value) onChange(quantity);
  };
  const step = (quantity: number) => {
    setTyped(null);
    onChange(clampQuantity(quantity, max));
  };
  return (
    <div className={styles.group} role="group" aria-label={t('Quantity')}>
      <button
        type="button"
        className={styles.step}
        aria-label={t('Decrease quantity')}
        disabled={value <= QUANTITY_MIN}
        onClick={() => step(value - 1)}
      >
        −
      </button>
      <input
        className={styles.input}
        type="number"
        inputMode="numeric"
        aria-label={t('Quantity')}
        min={QUANTITY_MIN}
        max={max}
        value={typed ?? String(value)}
        onChange={(e) => {
          setTyped(e.target.value);
          if (e.target.value.trim() !== '' && Number.isFinite(e.target.valueAsNumber))
            onChange(clampQuantity(e.target.valueAsNumber, max));
        }}
        onBlur={commit}
        onKeyDown={(e) => {
          if (e.key === 'Enter') {
            e.preventDefault();
            commit();
          }
        }}
      />
      <button
        type="button"
        className={styles.step}
        aria-label={t('Increase quantity')}
        disabled={value >= max}
        onClick={() => step(value + 1)}
      >
        +
      </button>
    </div>
  );
}

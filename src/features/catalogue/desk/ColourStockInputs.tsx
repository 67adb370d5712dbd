import type { AdminProduct } from '../../../../api-schema/adminCatalogue';
import * as styles from './ColourStock.css';

interface Props {
  product: AdminProduct;
  /** One count per colour, in the product's colour order, as typed. */
  counts: string[];
  /** The form's errors, keyed by the schema's path (`colorStock.<i>.stock`). */
  errors: Partial<Record<string, string>>;
  onChange: (counts: string[]) => void;
  onEnter: () => void;
}

/** Each colour's stock (ADR 028): a swatch, its name and its count; a count at 0 reads "sold out" in the shop. */
export function ColourStockInputs({ product, counts, errors, onChange, onEnter }: Props) {
  return (
    <div className={styles.list}>
      {product.colors.map((colour, i) => {
        const error = errors[`colorStock.${i}.stock`];
        return (
          <label key={colour.name} className={styles.row}>
            <span className={styles.swatch} style={{ background: colour.hex }} aria-hidden="true" />
            <span className={styles.name}>{colour.name}</span>
            <input
              className={styles.input}
              inputMode="numeric"
              aria-label={`${colour.name} stock of ${product.productName}`}
              aria-invalid={error ? true : undefined}
              value={counts[i] ?? ''}
              onChange={(e) => onChange(counts.map((count, j) => (j === i ? e.target.value : count)))}
              onKeyDown={(e) => e.key === 'Enter' && onEnter()}
            />
            {error && (
              <span className={styles.error} role="alert">
                {error}
              </span>
            )}
          </label>
        );
      })}
    </div>
  );
}

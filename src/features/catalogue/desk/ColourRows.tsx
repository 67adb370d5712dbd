import { MAX_COLOURS } from '../../../../api-schema/adminCatalogue';
import { Button } from '../../../ui/Button';
import { Field } from '../../../ui/Field';
import * as desk from '../../desk/Desk.css';
import * as styles from './ProductEdit.css';
import type { ColourDraft } from './productDraft';

interface Props {
  rows: ColourDraft[];
  onChange: (rows: ColourDraft[]) => void;
  /** Messages keyed by path: `colors`, `colors.1.name`… */
  errors: Record<string, string | undefined>;
}

const photoCount = (n: number) => (n === 0 ? 'No photos' : n === 1 ? '1 photo' : `${n} photos`);

/**
 * The colours shoppers choose from: rename, recolour, add, remove. A colour with photos cannot be removed
 * here (its photos would go with it): the photos below are removed first. Orders keep the name they were placed in.
 */
export function ColourRows({ rows, onChange, errors }: Props) {
  const set = (i: number, change: Partial<ColourDraft>) =>
    onChange(rows.map((row, j) => (j === i ? { ...row, ...change } : row)));
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>Colours</legend>
      {rows.map((row, i) => (
        <div key={row.position ?? `new-${i}`} className={styles.colourRow} data-testid="colour-row">
          <div className={styles.nameCell}>
            <Field label={`Colour ${i + 1} name`} error={errors[`colors.${i}.name`]}>
              <input value={row.name} onChange={(e) => set(i, { name: e.target.value })} />
            </Field>
          </div>
          <div className={styles.valueCell}>
            <Field label={`Colour ${i + 1}`} error={errors[`colors.${i}.hex`]}>
              <input
                type="color"
                className={styles.swatchInput}
                value={row.hex}
                onChange={(e) => set(i, { hex: e.target.value })}
              />
            </Field>
          </div>
          <p className={`${styles.hint} ${styles.hintCell}`}>
            {row.position === undefined ? 'New: drawn until photos are added' : photoCount(row.photos)}
          </p>
          <Button
            className={styles.removeCell}
            size="sm"
            tone="ghost"
            disabled={rows.length === 1 || row.photos > 0}
            title={row.photos > 0 ? 'Remove its photos below first' : undefined}
            aria-label={`Remove colour ${row.name || i + 1}`}
            onClick={() => onChange(rows.filter((_, j) => j !== i))}
          >
            Remove
          </Button>
        </div>
      ))}
      {errors.colors && (
        <p className={desk.error} role="alert">
          {errors.colors}
        </p>
      )}
      <p className={styles.hint}>
        A colour with photos is removed after its photos (below). Orders already placed keep the colour name they were
        placed in.
      </p>
      {rows.length < MAX_COLOURS && (
        <Button size="sm" tone="secondary" onClick={() => onChange([...rows, { name: '', hex: '#1f1a17', photos: 0 }])}>
          Add a colour
        </Button>
      )}
    </fieldset>
  );
}

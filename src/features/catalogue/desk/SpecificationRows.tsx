import { MAX_SPECIFICATIONS } from '../../../../api-schema/adminProductEdit';
import { Button } from '../../../ui/Button';
import { Field } from '../../../ui/Field';
import * as desk from '../../desk/Desk.css';
import * as styles from './ProductEdit.css';
import type { SpecificationDraft } from './productDraft';

interface Props {
  rows: SpecificationDraft[];
  onChange: (rows: SpecificationDraft[]) => void;
  /** Messages keyed by path: `specifications`, `specifications.2.value`… */
  errors: Record<string, string | undefined>;
}

/** The product page's specification table as name/value rows: edit, add, remove. */
export function SpecificationRows({ rows, onChange, errors }: Props) {
  const set = (i: number, change: Partial<SpecificationDraft>) =>
    onChange(rows.map((row, j) => (j === i ? { ...row, ...change } : row)));
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>Specifications</legend>
      {rows.length === 0 && <p className={styles.hint}>None yet: the product page shows no specification table.</p>}
      {rows.map((row, i) => (
        <div key={i} className={styles.row} data-testid="specification-row">
          <div className={styles.nameCell}>
            <Field label={`Specification ${i + 1} name`} error={errors[`specifications.${i}.label`]}>
              <input value={row.label} placeholder="Material" onChange={(e) => set(i, { label: e.target.value })} />
            </Field>
          </div>
          <div className={styles.valueCell}>
            <Field label={`Specification ${i + 1} value`} error={errors[`specifications.${i}.value`]}>
              <input
                value={row.value}
                placeholder="Cotton canvas"
                onChange={(e) => set(i, { value: e.target.value })}
              />
            </Field>
          </div>
          <Button
            className={styles.removeCell}
            size="sm"
            tone="ghost"
            aria-label={`Remove specification ${row.label || i + 1}`}
            onClick={() => onChange(rows.filter((_, j) => j !== i))}
          >
            Remove
          </Button>
        </div>
      ))}
      {errors.specifications && (
        <p className={desk.error} role="alert">
          {errors.specifications}
        </p>
      )}
      {rows.length < MAX_SPECIFICATIONS && (
        <Button size="sm" tone="secondary" onClick={() => onChange([...rows, { label: '', value: '' }])}>
          Add a specification
        </Button>
      )}
    </fieldset>
  );
}

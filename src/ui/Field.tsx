import { type ReactElement, cloneElement, useId } from 'react';
import * as styles from './Field.css';

interface Props {
  label: string;
  error?: string;
  /** One <input>, <select> or <textarea>; it receives id, aria-invalid and aria-describedby. */
  children: ReactElement<Record<string, unknown>>;
}

/** A labelled form control with its inline error message (docs/product.md §5 messages go in `error`). */
export function Field({ label, error, children }: Props) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {cloneElement(children, {
        id,
        className: [styles.control, children.props.className].filter(Boolean).join(' '),
        'aria-invalid': error ? true : undefined,
        'aria-describedby': error ? errorId : undefined,
      })}
      {error && (
        <p id={errorId} className={styles.error} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

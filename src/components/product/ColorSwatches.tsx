import type { ProductColor } from '../../../api-schema/entities';
import * as styles from './ColorSwatches.css';

interface Props {
  colors: readonly ProductColor[];
  value: string | undefined;
  onChange: (colorName: string) => void;
  size?: 'sm' | 'lg';
  /** Names the radio group, e.g. "Colour for Tan Tote". */
  label: string;
}

/** Colour choice as a radio group of swatches: keyboard-reachable, announced by name. */
export function ColorSwatches({ colors, value, onChange, size = 'sm', label }: Props) {
  return (
    <div role="radiogroup" aria-label={label} className={styles.group}>
      {colors.map((color) => {
        const checked = color.colorName === value;
        return (
          <button
            key={color.colorName}
            type="button"
            role="radio"
            aria-checked={checked}
            aria-label={color.colorName}
            title={color.colorName}
            className={styles.swatch[size]}
            style={{ background: color.colorCode }}
            onClick={() => onChange(color.colorName)}
          />
        );
      })}
    </div>
  );
}

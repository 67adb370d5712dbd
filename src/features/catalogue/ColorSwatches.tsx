import type { ProductColor } from '../../../api-schema/entities';
import { t } from '../../i18n/language';
import { rovingKeyDown } from '../../lib/rovingFocus';
import * as styles from './ColorSwatches.css';

interface Props {
  colors: readonly ProductColor[];
  value: string | undefined;
  onChange: (colorName: string) => void;
  size?: 'sm' | 'lg';
  /** Names the radio group, e.g. "Colour for Tan Tote". */
  label: string;
}

/**
 * Colour choice as a radio group of swatches: one Tab stop, arrows choose, announced by name. A sold-out colour
 * (its own `inStock` false, ADR 028) stays choosable, so its pictures can be seen, but is crossed out and
 * announced "sold out". t without useT: its card or the product page re-renders it on a language switch.
 */
export function ColorSwatches({ colors, value, onChange, size = 'sm', label }: Props) {
  const chosen = colors.findIndex((c) => c.colorName === value);
  return (
    <div
      role="radiogroup"
      aria-label={label}
      className={styles.group}
      onKeyDown={(e) => {
        const next = rovingKeyDown(e);
        if (next >= 0) onChange(colors[next]!.colorName);
      }}
    >
      {colors.map((color, i) => {
        const checked = i === chosen;
        const soldOut = color.inStock === false;
        const name = soldOut ? t('{colorName}, sold out', { colorName: color.colorName }) : color.colorName;
        return (
          <button
            key={color.colorName}
            type="button"
            role="radio"
            aria-checked={checked}
            tabIndex={i === Math.max(chosen, 0) ? 0 : -1}
            aria-label={name}
            title={name}
            data-sold-out={soldOut || undefined}
            className={styles.swatch[size]}
            style={{ background: color.colorCode }}
            onClick={() => onChange(color.colorName)}
          />
        );
      })}
    </div>
  );
}

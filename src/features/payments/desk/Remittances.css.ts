import { globalStyle, style } from '@vanilla-extract/css';
import { media, vars } from '../../../styles/vars.css';

export const form = style({
  display: 'grid',
  gap: vars.space.sm,
  gridTemplateColumns: '1fr',
  alignItems: 'end',
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } },
});

export const field = style({ display: 'grid', gap: '4px', minWidth: 0 });
globalStyle(`${field} input:not([type="file"]), ${field} textarea`, {
  width: '100%',
  boxSizing: 'border-box',
  font: 'inherit',
  padding: vars.space.xs,
});

export const wide = style({ '@media': { [media.tablet]: { gridColumn: '1 / -1' } } });

export const section = style({ marginTop: vars.space.lg });

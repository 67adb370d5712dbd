import { style } from '@vanilla-extract/css';
import { media, vars } from '../../../styles/vars.css';

/** Name, category and threshold side by side from tablet width; stacked on a phone. */
export const mainFields = style({
  display: 'grid',
  gap: vars.space.sm,
  gridTemplateColumns: '1fr',
  marginBottom: vars.space.sm,
  '@media': { [media.tablet]: { gridTemplateColumns: '2fr 1fr 1fr' } },
});

export const group = style({ border: 0, padding: 0, margin: `${vars.space.md} 0 0`, minWidth: 0 });

export const legend = style({ fontWeight: 600, marginBottom: vars.space.xs, padding: 0 });

/**
 * One specification: on a phone its name and Remove on a line, the value (often long) full width below;
 * from tablet width all three on one line.
 */
export const row = style({
  display: 'grid',
  gap: vars.space.sm,
  alignItems: 'end',
  gridTemplateColumns: '1fr auto',
  gridTemplateAreas: '"name remove" "value value"',
  paddingBottom: vars.space.sm,
  marginBottom: vars.space.sm,
  borderBottom: `1px dashed ${vars.color.border}`,
  '@media': {
    [media.tablet]: {
      gridTemplateColumns: '1fr 2fr auto',
      gridTemplateAreas: '"name value remove"',
      borderBottom: 'none',
      marginBottom: 0,
    },
  },
});

/** One colour: name full width on a phone, then its swatch, photo count and Remove. */
export const colourRow = style([
  row,
  {
    gridTemplateColumns: '6rem 1fr auto',
    gridTemplateAreas: '"name name name" "value hint remove"',
    '@media': {
      [media.tablet]: { gridTemplateColumns: '2fr 6rem 1fr auto', gridTemplateAreas: '"name value hint remove"' },
    },
  },
]);

export const nameCell = style({ gridArea: 'name', minWidth: 0 });
export const valueCell = style({ gridArea: 'value', minWidth: 0 });
export const hintCell = style({ gridArea: 'hint', alignSelf: 'end', paddingBottom: '0.75rem' });
export const removeCell = style({ gridArea: 'remove' });

export const hint = style({ color: vars.color.muted, fontSize: vars.size.sm, margin: `${vars.space.xs} 0 0` });

export const swatchInput = style({ padding: '2px', height: '2.75rem', cursor: 'pointer' });

export const saveBar = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  alignItems: 'center',
  marginTop: vars.space.md,
});

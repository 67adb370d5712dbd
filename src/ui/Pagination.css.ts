import { style } from '@vanilla-extract/css';
import { media, vars } from '../styles/vars.css';

export const nav = style({
  display: 'flex',
  // One line even at 360 px: seven controls and two gaps fit once Previous/Next shrink to arrows on phones.
  flexWrap: 'nowrap',
  justifyContent: 'center',
  gap: vars.space.xs,
  marginTop: vars.space.xl,
});
const control = style({
  minWidth: '2.25rem',
  minHeight: '2.5rem',
  padding: `0 ${vars.space.xs}`,
  '@media': { [media.tablet]: { minWidth: '2.5rem', padding: `0 ${vars.space.sm}` } },
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  selectors: { '&:disabled': { opacity: 0.5 } },
});
export const step = style([control]);
export const page = style([
  control,
  {
    selectors: {
      '&[aria-current="page"]': { background: vars.color.brand, borderColor: vars.color.brand, color: '#fff' },
    },
  },
]);

/** "Previous"/"Next": read by screen readers everywhere, shown from tablets up (phones see the arrow). */
export const stepText = style({
  '@media': {
    'screen and (max-width: 639.98px)': {
      position: 'absolute',
      width: 1,
      height: 1,
      overflow: 'hidden',
      clip: 'rect(0 0 0 0)',
      whiteSpace: 'nowrap',
    },
  },
});
export const stepArrow = style({ '@media': { [media.tablet]: { display: 'none' } } });

/** "…" between page numbers that are not neighbours. */
export const gap = style({ alignSelf: 'center', minWidth: '0.75rem', textAlign: 'center', color: vars.color.muted });

import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../styles/vars.css';

const slideIn = keyframes({ from: { transform: 'translateX(100%)' }, to: { transform: 'translateX(0)' } });
const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

/** The <dialog> itself is the full-height panel; its ::backdrop is the dark overlay. */
export const drawer = style({
  margin: '0 0 0 auto',
  padding: 0,
  border: 'none',
  width: '100%',
  maxWidth: vars.layout.drawerWidth,
  height: '100dvh',
  maxHeight: '100dvh',
  background: vars.color.surface,
  color: vars.color.text,
  boxShadow: vars.shadow.raised,
  selectors: {
    '&[open]': { animation: `${slideIn} 220ms ease-out` },
    '&::backdrop': { background: vars.color.overlay, animation: `${fadeIn} 220ms ease-out` },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { selectors: { '&[open]': { animation: 'none' } } } },
});

export const panel = style({ display: 'flex', flexDirection: 'column', height: '100%' });

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  padding: vars.space.md,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const title = style({ fontSize: vars.size.lg });

export const closeButton = style({
  border: 'none',
  background: 'transparent',
  fontSize: vars.size.xl,
  lineHeight: 1,
  width: '2.75rem',
  height: '2.75rem',
  borderRadius: vars.radius.full,
});

export const lines = style({
  flex: 1,
  overflowY: 'auto',
  listStyle: 'none',
  margin: 0,
  padding: vars.space.md,
  display: 'grid',
  gap: vars.space.md,
  alignContent: 'start',
});

export const empty = style({
  flex: 1,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  padding: vars.space.lg,
  textAlign: 'center',
});

export const emptyHint = style({ color: vars.color.muted });

export const footer = style({
  borderTop: `1px solid ${vars.color.border}`,
  padding: vars.space.md,
  display: 'grid',
  gap: vars.space.sm,
});

export const totalRow = style({
  display: 'flex',
  justifyContent: 'space-between',
  fontWeight: 700,
  fontSize: vars.size.lg,
});

export const savingsRow = style({
  display: 'flex',
  justifyContent: 'space-between',
  color: vars.color.success,
  fontWeight: 600,
});

export const continueLink = style({
  textAlign: 'center',
  color: vars.color.brand,
  fontWeight: 600,
  padding: vars.space.xs,
});

export const promise = style({ margin: 0, fontSize: vars.size.sm, color: vars.color.muted });

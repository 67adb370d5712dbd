import { style } from '@vanilla-extract/css';
import { media, vars } from '../../styles/vars.css';

/** A full-width bar under the sticky header, on phones and desktops alike. */
export const panel = style({
  position: 'absolute',
  top: '100%',
  left: 0,
  right: 0,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.raised,
  padding: `${vars.space.sm} ${vars.space.md} ${vars.space.md}`,
});
export const form = style({
  maxWidth: '44rem',
  margin: '0 auto',
  display: 'flex',
  gap: vars.space.sm,
});
export const input = style({
  flex: 1,
  minWidth: 0,
  minHeight: '2.75rem',
  padding: `0 ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  fontSize: vars.size.md,
});
export const submit = style({
  minHeight: '2.75rem',
  padding: `0 ${vars.space.md}`,
  border: 0,
  borderRadius: vars.radius.sm,
  background: vars.color.brand,
  color: vars.color.surface,
  fontWeight: 600,
});
export const list = style({
  maxWidth: '44rem',
  margin: `${vars.space.xs} auto 0`,
  padding: 0,
  listStyle: 'none',
  maxHeight: '70vh',
  overflowY: 'auto',
  selectors: { '&:empty': { display: 'none' } },
});
export const option = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: '2.75rem',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  selectors: { '&[aria-selected="true"]': { background: vars.color.brandSoft } },
});
export const thumb = style({
  flex: 'none',
  borderRadius: vars.radius.sm,
  background: vars.color.background,
  objectFit: 'contain',
});
export const name = style({ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' });
export const meta = style({ color: vars.color.muted, fontSize: vars.size.xs });
export const price = style({ fontWeight: 600, whiteSpace: 'nowrap' });
export const kind = style({
  flex: 'none',
  minWidth: '5.5rem',
  color: vars.color.muted,
  fontSize: vars.size.xs,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
  '@media': { [media.tablet]: { minWidth: '6.5rem' } },
});

import { style } from '@vanilla-extract/css';
import { media, vars } from '../styles/vars.css';

export const header = style({
  position: 'sticky',
  top: 0,
  zIndex: vars.z.header,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
  transition: 'box-shadow 150ms',
  selectors: { '&[data-scrolled="true"]': { boxShadow: vars.shadow.raised, borderBottomColor: 'transparent' } },
});
export const inner = style({
  maxWidth: vars.layout.maxWidth,
  margin: '0 auto',
  height: vars.layout.headerHeight,
  padding: `0 ${vars.space.md}`,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
});
export const logo = style({
  fontFamily: vars.font.heading,
  fontSize: vars.size.lg,
  fontWeight: 700,
  color: vars.color.brand,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
});
export const amp = style({ color: vars.color.accent });
export const nav = style({
  display: 'none',
  selectors: {
    // Phones: the open menu drops down under the header as a column.
    '&[data-open="true"]': {
      display: 'flex',
      flexDirection: 'column',
      position: 'absolute',
      top: '100%',
      left: 0,
      right: 0,
      padding: vars.space.md,
      background: vars.color.surface,
      borderBottom: `1px solid ${vars.color.border}`,
      boxShadow: vars.shadow.raised,
    },
  },
  '@media': {
    [media.desktop]: {
      display: 'flex',
      alignItems: 'center',
      gap: vars.space.xs,
      margin: '0 auto',
      selectors: {
        '&[data-open="true"]': { position: 'static', flexDirection: 'row', padding: 0, boxShadow: 'none', border: 0 },
      },
    },
  },
});
export const navLink = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: '2.75rem',
  padding: `0 ${vars.space.sm}`,
  border: 0,
  background: 'none',
  fontWeight: 600,
  textDecoration: 'none',
  color: vars.color.text,
  selectors: { '&[data-status="active"]': { color: vars.color.brand } },
});
export const tools = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  marginLeft: 'auto',
  '@media': { [media.desktop]: { marginLeft: 0 } },
});
export const iconButton = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '2.75rem',
  height: '2.75rem',
  border: 0,
  borderRadius: vars.radius.full,
  background: 'none',
  color: vars.color.text,
  fontSize: vars.size.lg,
});
export const menuToggle = style({ '@media': { [media.desktop]: { display: 'none' } } });
export const badge = style({
  position: 'absolute',
  top: 2,
  right: 0,
  minWidth: '1.25rem',
  height: '1.25rem',
  padding: '0 4px',
  borderRadius: vars.radius.full,
  background: vars.color.accentStrong,
  color: '#fff',
  fontSize: vars.size.xs,
  fontWeight: 700,
  lineHeight: '1.25rem',
  textAlign: 'center',
});
export const dropdown = style({ position: 'relative' });
export const dropdownList = style({
  listStyle: 'none',
  margin: 0,
  padding: vars.space.xs,
  minWidth: '13rem',
  background: vars.color.surface,
  '@media': {
    [media.desktop]: {
      position: 'absolute',
      top: '100%',
      left: 0,
      border: `1px solid ${vars.color.border}`,
      borderRadius: vars.radius.md,
      boxShadow: vars.shadow.raised,
    },
  },
});

import { globalStyle, style } from '@vanilla-extract/css';
import { media, vars } from '../../styles/vars.css';

export const page = style({
  maxWidth: '48rem',
  margin: '0 auto',
  padding: `${vars.space.xl} ${vars.space.md} ${vars.space.xxl}`,
  display: 'grid',
  gap: vars.space.lg,
});
export const intro = style({ display: 'grid', gap: vars.space.sm });
export const title = style({ fontFamily: vars.font.heading, fontSize: vars.size.xl, margin: 0 });
const panel = {
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  padding: vars.space.lg,
} as const;
export const lookup = style({ ...panel, display: 'grid', gap: vars.space.md });
/** Calm, not alarming: a lookup miss is usually a typo. */
export const problem = style({
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.brandSoft,
  color: vars.color.text,
});
export const hint = style({ margin: 0, fontSize: vars.size.sm, color: vars.color.muted });

export const summary = style({
  ...panel,
  display: 'grid',
  gap: vars.space.sm,
  background: vars.color.brandSoft,
  borderColor: 'transparent',
});
export const orderNumber = style({ margin: 0, color: vars.color.muted, overflowWrap: 'anywhere' });
export const status = style({
  display: 'inline-block',
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderRadius: vars.radius.full,
  background: vars.color.surface,
  color: vars.color.brand,
  selectors: {
    '&[data-status="delivered"], &[data-status="returned"]': { color: vars.color.success },
    '&[data-status="cancelled"]': { color: vars.color.danger },
  },
});
globalStyle(`${summary} p`, { margin: 0 });

export const card = style({ ...panel, display: 'grid', gap: vars.space.md, alignContent: 'start' });
globalStyle(`${card} h2`, { margin: 0, fontSize: vars.size.lg });
export const timeline = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.md,
  borderLeft: `2px solid ${vars.color.border}`,
});
export const event = style({
  position: 'relative',
  display: 'grid',
  gap: '2px',
  paddingLeft: vars.space.lg,
  '::before': {
    content: '""',
    position: 'absolute',
    left: '-7px',
    top: '4px',
    width: '12px',
    height: '12px',
    borderRadius: vars.radius.full,
    background: vars.color.border,
  },
  selectors: { '&[data-current="true"]::before': { background: vars.color.brand } },
});
export const eventStatus = style({ fontWeight: 700 });
export const eventTime = style({ fontSize: vars.size.sm, color: vars.color.muted });
export const eventNote = style({ fontSize: vars.size.sm });

export const details = style({
  display: 'grid',
  gap: vars.space.lg,
  '@media': { [media.tablet]: { gridTemplateColumns: '3fr 2fr' } },
});

export const action = style({ ...panel, display: 'grid', gap: vars.space.md, justifyItems: 'start' });
globalStyle(`${action} p`, { margin: 0 });
globalStyle(`${action} > div`, { width: '100%' });
export const actionTitle = style({ margin: 0, fontSize: vars.size.lg });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md, alignItems: 'center' });

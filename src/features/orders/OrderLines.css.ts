import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/vars.css';

/** An order's lines and address, as the success and tracking pages show them (its totals: ui/OrderBreakdown.css.ts). */
export const items = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.sm });
export const item = style({ display: 'flex', justifyContent: 'space-between', gap: vars.space.md });
export const address = style({ fontStyle: 'normal', lineHeight: 1.6 });

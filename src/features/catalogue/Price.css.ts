import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/vars.css';

export const row = style({ display: 'flex', alignItems: 'baseline', flexWrap: 'wrap', gap: vars.space.sm });
export const price = style({ fontWeight: 700, fontSize: vars.size.lg, color: vars.color.text });
export const priceLarge = style([price, { fontSize: vars.size.xxl }]);
export const old = style({ color: vars.color.muted, fontSize: vars.size.sm });
export const taxNote = style({ color: vars.color.muted, fontSize: vars.size.sm });

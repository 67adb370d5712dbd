import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../styles/vars.css';

export const richText = style({ lineHeight: 1.7, overflowWrap: 'anywhere' });

globalStyle(`${richText} > * + *`, { marginTop: vars.space.md });
globalStyle(`${richText} h2, ${richText} h3`, { marginTop: vars.space.lg, color: vars.color.brandDark });
globalStyle(`${richText} h2`, { fontSize: vars.size.lg });
globalStyle(`${richText} h3`, { fontSize: '1.1rem' });
globalStyle(`${richText} ul, ${richText} ol`, { paddingLeft: vars.space.lg, marginBottom: 0 });
globalStyle(`${richText} li + li`, { marginTop: vars.space.xs });
globalStyle(`${richText} a`, { color: vars.color.brand, textDecoration: 'underline' });
globalStyle(`${richText} img`, { height: 'auto', borderRadius: vars.radius.md });
globalStyle(`${richText} table`, { display: 'block', overflowX: 'auto', borderCollapse: 'collapse' });

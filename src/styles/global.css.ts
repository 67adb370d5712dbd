import { globalStyle } from '@vanilla-extract/css';
import { vars } from './vars.css';

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });
globalStyle('html', { WebkitTextSizeAdjust: '100%' });
globalStyle('body', {
  margin: 0,
  fontFamily: vars.font.body,
  fontSize: vars.size.md,
  lineHeight: 1.5,
  color: vars.color.text,
  background: vars.color.background,
});
globalStyle('h1, h2, h3, h4', { fontFamily: vars.font.heading, lineHeight: 1.2, margin: 0 });
globalStyle('p', { margin: 0 });
globalStyle('a', { color: 'inherit' });
globalStyle('img', { maxWidth: '100%', display: 'block' });
globalStyle('button, input, select, textarea', { font: 'inherit', color: 'inherit' });
globalStyle('button', { cursor: 'pointer' });
globalStyle('button:disabled', { cursor: 'not-allowed' });
globalStyle(':focus-visible', { outline: `2px solid ${vars.color.accent}`, outlineOffset: '2px' });

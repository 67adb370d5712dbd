import { style } from '@vanilla-extract/css';

/** The <picture> adds no box: its <img> is laid out (and styled) exactly as a lone <img> would be. */
export const picture = style({ display: 'contents' });

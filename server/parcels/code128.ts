import bwipjs from 'bwip-js/node';

/** A Code 128 barcode of `text` as a PNG (bwip-js, the BWIPP encoder), for a label printed at 203 dpi or better. */
export const code128Png = (text: string): Promise<Buffer> =>
  bwipjs.toBuffer({ bcid: 'code128', text, scale: 3, height: 14, includetext: false, paddingwidth: 10 });

import sharp from 'sharp';

/** Test pictures made with sharp at test time (no binary fixtures): a gradient with a disc, in a format. */
export async function testPicture(
  format: 'jpeg' | 'png' | 'webp' | 'gif',
  width = 1000,
  height = 750,
  tint = '#7a3e1d',
): Promise<Buffer> {
  const disc = `<svg width="${width}" height="${height}"><circle cx="${width / 2}" cy="${height / 2}" r="${Math.min(width, height) / 3}" fill="#e9c46a"/></svg>`;
  const image = sharp({ create: { width, height, channels: 3, background: tint } }).composite([
    { input: Buffer.from(disc) },
  ]);
  return await image[format]().toBuffer();
}

/** A phone-style JPEG: 600 × 300 stored sideways (EXIF orientation 6), with GPS and camera fields. */
export async function phoneJpeg(): Promise<Buffer> {
  return await sharp(await testPicture('jpeg', 600, 300))
    .withExif({
      IFD0: { Make: 'TestPhone', Copyright: 'Jhola test shot' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '19/1 4/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '72/1 52/1 0/1' },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

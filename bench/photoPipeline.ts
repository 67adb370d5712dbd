/**
 * What one photo upload costs the server (the sharp part; the database writes are a few inserts):
 * checkPhoto + makeVariants on a 12 MP phone-sized JPEG and a 2 MP PNG, median of --repeat runs.
 * `node --import tsx bench/photoPipeline.ts [--repeat 5]`
 */
import { loadavg } from 'node:os';
import sharp from 'sharp';
import { checkPhoto, makeVariants } from '../server/photos/photoPipeline';

const repeat = Number(process.argv[process.argv.indexOf('--repeat') + 1]) || 5;

async function picture(width: number, height: number, format: 'jpeg' | 'png') {
  const noise = await sharp({
    create: { width, height, channels: 3, background: '#968c78', noise: { type: 'gaussian', mean: 150, sigma: 12 } },
  })
    .png()
    .toBuffer();
  const bag = `<svg width="${width}" height="${height}"><rect x="${width * 0.25}" y="${height * 0.3}" width="${width * 0.5}" height="${height * 0.55}" rx="40" fill="#8a5a2b" fill-opacity="0.85"/></svg>`;
  const image = sharp(noise).composite([{ input: Buffer.from(bag) }]);
  return format === 'jpeg' ? await image.jpeg({ quality: 90 }).toBuffer() : await image.png().toBuffer();
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

for (const [label, width, height, format] of [
  ['12 MP JPEG (4000×3000)', 4000, 3000, 'jpeg'],
  ['2 MP PNG (1600×1200)', 1600, 1200, 'png'],
] as const) {
  const input = await picture(width, height, format);
  const times: number[] = [];
  let stored = 0;
  for (let i = 0; i < repeat; i++) {
    const began = performance.now();
    await checkPhoto(input);
    const files = await makeVariants(input);
    times.push(performance.now() - began);
    stored = files.reduce((sum, f) => sum + f.bytes.length, 0);
  }
  console.log(
    `${label}: upload ${(input.length / 1e6).toFixed(1)} MB → 6 variants ${(stored / 1e3).toFixed(0)} kB; ` +
      `check + encode median ${median(times).toFixed(0)} ms (min ${Math.min(...times).toFixed(0)}, max ${Math.max(...times).toFixed(0)}, n=${repeat})`,
  );
}
console.log(
  `load average ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`,
);

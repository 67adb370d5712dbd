/**
 * What a file is, from its first bytes. Only JPEG, PNG and WebP ever reach sharp (libvips would also
 * parse SVG, PDF, TIFF, HEIF… on request); the others are named so the refusal can say what was sent.
 */
const SIGNATURES: [format: string, at: number, bytes: string][] = [
  ['jpeg', 0, '\xff\xd8\xff'],
  ['png', 0, '\x89PNG\r\n\x1a\n'],
  ['webp', 8, 'WEBP'],
  ['gif', 0, 'GIF8'],
  ['heic or avif', 4, 'ftyp'],
  ['pdf', 0, '%PDF'],
  ['tiff', 0, 'II*\x00'],
  ['tiff', 0, 'MM\x00*'],
  ['bmp', 0, 'BM'],
];

const startsWith = (data: Uint8Array, at: number, text: string) =>
  [...text].every((ch, i) => data[at + i] === ch.charCodeAt(0));

export function sniffFormat(data: Uint8Array): string | undefined {
  for (const [format, at, bytes] of SIGNATURES) {
    if (format === 'webp' && !startsWith(data, 0, 'RIFF')) continue;
    if (startsWith(data, at, bytes)) return format;
  }
  return undefined;
}

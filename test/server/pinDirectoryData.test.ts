import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { buildRows } from '../../server/delivery/data/buildPinDirectory';

const rows = gunzipSync(readFileSync('server/delivery/data/pincodes.tsv.gz'))
  .toString('utf8')
  .trim()
  .split('\n')
  .map((line) => line.split('\t'));

describe('the shipped PIN directory', () => {
  it('covers India with coordinates for every PIN', () => {
    expect(new Set(rows.map((r) => r[0])).size).toBeGreaterThan(19000);
    const bad = rows.filter(
      ([pin, , district, place, lat, lon]) =>
        !/^[1-9]\d{5}$/.test(pin!) || !district || !place || !(Number(lat) > 6) || !(Number(lon) > 68),
    );
    expect(bad).toEqual([]);
  });

  it('files Telangana districts under Telangana (36) and Leh and Kargil under Ladakh (38)', () => {
    const telanganaDistricts = ['Hyderabad', 'K.V.Rangareddy', 'Karim Nagar', 'Warangal', 'Nizamabad', 'Peddapalli'];
    expect(rows.filter((r) => r[1] === '37' && telanganaDistricts.includes(r[2]!))).toEqual([]);
    expect(rows.filter((r) => ['Leh', 'Kargil'].includes(r[2]!)).every((r) => r[1] === '38')).toBe(true);
    expect(rows.filter((r) => r[0]!.startsWith('50')).every((r) => r[1] === '36')).toBe(true);
  });

  it('the builder corrects the source and names the place after the head office', () => {
    const source = [
      'IN\t505416\tMedaram\tAndhra Pradesh\t02\tPeddapalli\t\tX\t\t18.5\t79.0\t3',
      'IN\t194101\tLeh H.O\tJammu & Kashmir\t12\tLeh\t\tLeh\t\t34.3\t75.5\t1',
      'IN\t560034\tKoramangala I Block\tKarnataka\t19\tBengaluru\t\tX\t\t13.2\t77.5\t3',
      'IN\t560034\tKoramangala\tKarnataka\t19\tBengaluru\t\tX\t\t13.3\t77.7\t3',
    ].join('\n');
    expect(buildRows(source)).toEqual([
      '194101\t38\tLeh\tLeh\t34.3000\t75.5000\t1',
      '505416\t36\tPeddapalli\tMedaram\t18.5000\t79.0000\t1',
      '560034\t29\tBengaluru\tKoramangala\t13.2500\t77.6000\t2',
    ]);
  });
});

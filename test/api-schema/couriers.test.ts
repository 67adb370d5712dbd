import { describe, expect, it } from 'vitest';
import { awbProblem, courierNamed, COURIERS, courierTrackingUrl } from '../../api-schema/couriers';

describe('the courier list (ADR 022)', () => {
  it('every courier has one {awb} in an https pattern, and unique ids and names', () => {
    for (const c of COURIERS) {
      expect(c.url.startsWith('https://'), c.id).toBe(true);
      expect(c.url.split('{awb}').length, c.id).toBe(2);
    }
    expect(new Set(COURIERS.map((c) => c.id)).size).toBe(COURIERS.length);
    expect(new Set(COURIERS.map((c) => c.name.toLowerCase())).size).toBe(COURIERS.length);
  });

  it('knows a listed courier however the owner typed it, and nothing else', () => {
    expect(courierNamed('BLUEDART')?.id).toBe('bluedart');
    expect(courierNamed(' blue-dart ')?.id).toBe('bluedart');
    expect(courierNamed('Speed Post')?.id).toBe('indiapost');
    expect(courierNamed('India Post (Speed Post)')?.id).toBe('indiapost');
    expect(courierNamed('Ekart Logistics')?.id).toBe('ekart');
    expect(courierNamed('Delhivery Express')).toBeUndefined();
    expect(courierNamed('')).toBeUndefined();
  });

  it('puts the AWB into the pattern URL-encoded; no courier or no AWB, no link', () => {
    expect(courierTrackingUrl('Delhivery', 'DL 1/2?#&')).toBe(
      'https://www.delhivery.com/track/package/DL%201%2F2%3F%23%26',
    );
    expect(courierTrackingUrl('Shiprocket', 'SR-19')).toBe('https://shiprocket.co/tracking/SR-19');
    expect(courierTrackingUrl('Ram Transport', 'RT12345')).toBeNull();
    expect(courierTrackingUrl('Delhivery', null)).toBeNull();
    expect(courierTrackingUrl(null, 'DL12345')).toBeNull();
  });

  it('an AWB is letters and digits (hyphens between), 5 to 30 characters', () => {
    for (const ok of ['12345', 'EE123456789IN', 'DL-44910023', 'A'.repeat(30)]) expect(awbProblem(ok), ok).toBeNull();
    for (const bad of ['1234', 'A'.repeat(31)]) expect(awbProblem(bad), bad).toMatch(/5 to 30 characters/);
    for (const bad of ['DL 4491', '-12345', '12345-', 'AB--123', 'AWB#12345', 'एबीसी12345'])
      expect(awbProblem(bad), bad).toMatch(/only letters, digits and hyphens/);
  });
});

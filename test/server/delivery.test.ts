import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliveryResponse } from '../../api-schema/delivery';
import { failure } from '../../api-schema/envelope';
import { bodyOf, createTestShop, type TestShop } from './testShop';

let shop: TestShop;
beforeAll(async () => {
  shop = await createTestShop();
});
afterAll(() => shop.close());

const lookup = async (pin: string) => {
  const res = await shop.app.request(`/api/delivery/${pin}`);
  expect(res.status).toBe(200);
  return (await bodyOf(res, deliveryResponse)).data.delivery;
};
const isSunday = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay() === 0;

describe('GET /api/delivery/:pincode', () => {
  it('answers for a Bengaluru PIN: Karnataka (29), our city, COD, a date range without Sundays', async () => {
    const answer = await lookup('560001');
    expect(answer).toMatchObject({ state: 'Karnataka', stateCode: '29', district: 'Bengaluru', cityId: 'bengaluru' });
    expect(answer).toMatchObject({ serviceable: true, codAvailable: true, codLimit: 50000 });
    const { earliest, latest } = answer.estimate!;
    expect(earliest < latest).toBe(true);
    expect(isSunday(earliest) || isSunday(latest)).toBe(false);
    expect(answer.express).toBeNull(); // ~840 km from Mumbai: no express
  });

  it('files Telangana and Ladakh PINs under their own state, with GST codes 36 and 38', async () => {
    await expect(lookup('505416')).resolves.toMatchObject({ state: 'Telangana', stateCode: '36' });
    await expect(lookup('500001')).resolves.toMatchObject({ state: 'Telangana', cityId: 'hyderabad' });
    // Leh is listed but not yet served.
    await expect(lookup('194101')).resolves.toMatchObject({
      state: 'Ladakh',
      stateCode: '38',
      serviceable: false,
      estimate: null,
    });
  });

  it('offers express near Mumbai, and a longer, lower-COD remote band in the north-east and the islands', async () => {
    const near = await lookup('400050');
    expect(near).toMatchObject({ state: 'Maharashtra', cityId: 'mumbai', serviceable: true });
    expect(near.express).not.toBeNull();
    await expect(lookup('781001')).resolves.toMatchObject({ state: 'Assam', cityId: 'guwahati', codLimit: 20000 });
    await expect(lookup('744101')).resolves.toMatchObject({ cityId: 'port-blair', serviceable: true });
    await expect(lookup('682555')).resolves.toMatchObject({
      state: 'Lakshadweep',
      serviceable: false,
      codAvailable: false,
    });
  });

  it('answers a malformed PIN with 400 and the spec message, an unknown one with 404', async () => {
    for (const bad of ['56000', '056001', '56000A', '5600011']) {
      const res = await shop.app.request(`/api/delivery/${bad}`);
      expect(res.status).toBe(400);
      expect((await bodyOf(res, failure)).message).toBe('Invalid PIN code');
    }
    const res = await shop.app.request('/api/delivery/100000');
    expect(res.status).toBe(404);
    expect((await bodyOf(res, failure)).message).toBe('We could not find this PIN code');
  });

  it('is cacheable', async () => {
    const res = await shop.app.request('/api/delivery/560034');
    expect(res.headers.get('Cache-Control')).toMatch(/max-age=\d+/);
    expect(res.headers.get('ETag')).toBeTruthy();
  });

  it('loads the whole directory', async () => {
    const { rows } = await shop.pool.query<{ n: string }>('SELECT count(DISTINCT pincode) AS n FROM pin_codes');
    expect(Number(rows[0]!.n)).toBeGreaterThan(19000);
  });
});

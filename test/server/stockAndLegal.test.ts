import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOW_STOCK_LEFT } from '../../api-schema/constants';
import { productListResponse, productResponse } from '../../api-schema/responses';
import { shopLegalResponse } from '../../api-schema/shopLegal';
import { parseConfig } from '../../server/config';
import { shopLegalFromConfig } from '../../server/content/shopLegalSettings';
import { setProduct } from './orderFixtures';
import { bodyOf, createTestShop, type TestShop } from './testShop';

let shop: TestShop;
beforeAll(async () => {
  shop = await createTestShop();
});
afterAll(() => shop.close());

const detail = async (id: string) =>
  (await bodyOf(await shop.app.request(`/api/products/public/${id}`), productResponse)).data.product;

describe('stockLeft and countryOfOrigin in the product answer', () => {
  it('says how many are left only when few, and where the goods were made', async () => {
    const { products } = (
      await bodyOf(await shop.app.request('/api/products/public?limit=3&inStock=true'), productListResponse)
    ).data;
    const [few, plenty, gone] = products.map((p) => p._id);
    await setProduct(shop.pool, few!, { stock: 3 });
    await setProduct(shop.pool, plenty!, { stock: LOW_STOCK_LEFT + 1 });
    await shop.pool.query(`UPDATE products SET country_of_origin = 'Nepal' WHERE id = $1`, [plenty]);
    await setProduct(shop.pool, gone!, { stock: 0 });
    // The product answers drop out of the response cache through the database's change notices.
    await expect.poll(async () => (await detail(few!)).stockLeft, { timeout: 5000 }).toBe(3);
    expect(await detail(plenty!)).toMatchObject({ stockLeft: null, countryOfOrigin: 'Nepal', inStock: true });
    await expect.poll(async () => (await detail(gone!)).inStock, { timeout: 5000 }).toBe(false);
    expect((await detail(gone!)).stockLeft).toBeNull();
    expect((await detail(few!)).countryOfOrigin).toBe('India');
  });

  it('refuses a blank country of origin', async () => {
    await expect(shop.pool.query("UPDATE products SET country_of_origin = '  ' WHERE true")).rejects.toThrow(/check/);
  });
});

describe('GET /api/legal', () => {
  it('answers the seller and grievance officer from the configuration, and no manufacturer by default', async () => {
    const res = await shop.app.request('/api/legal');
    expect(res.status).toBe(200);
    const { data } = await bodyOf(res, shopLegalResponse);
    expect(data).toEqual(shopLegalFromConfig(parseConfig({})));
    expect(data.manufacturer).toBeNull();
    expect(data.seller.name).toBe('Jhola & Co. Demo Traders (fictitious)');
  });

  it('takes every value from the configuration and names a manufacturer only when another firm', () => {
    const legal = shopLegalFromConfig(
      parseConfig({
        SUPPLIER_NAME: 'Bagwala Pvt Ltd',
        SUPPLIER_ADDRESS: '1 MG Road|Pune 411001',
        GRIEVANCE_OFFICER_NAME: 'R. Iyer',
        GRIEVANCE_OFFICER_DESIGNATION: 'Nodal Officer',
        GRIEVANCE_OFFICER_EMAIL: 'nodal@bagwala.in',
        GRIEVANCE_OFFICER_PHONE: '+91 20 1234 5678',
        MANUFACTURER_NAME: 'Leatherworks Kanpur',
        MANUFACTURER_ADDRESS: 'Jajmau | Kanpur 208010',
      }),
    );
    expect(legal).toEqual({
      seller: { name: 'Bagwala Pvt Ltd', addressLines: ['1 MG Road', 'Pune 411001'] },
      manufacturer: { name: 'Leatherworks Kanpur', addressLines: ['Jajmau', 'Kanpur 208010'] },
      grievanceOfficer: {
        name: 'R. Iyer',
        designation: 'Nodal Officer',
        email: 'nodal@bagwala.in',
        phone: '+91 20 1234 5678',
      },
    });
    expect(
      shopLegalFromConfig(parseConfig({ SUPPLIER_NAME: 'Same Co', MANUFACTURER_NAME: 'Same Co' })).manufacturer,
    ).toBeNull();
    expect(shopLegalFromConfig(parseConfig({ GRIEVANCE_OFFICER_NAME: '' })).grievanceOfficer.name).toBe(
      'Asha Menon (demo)',
    );
  });
});

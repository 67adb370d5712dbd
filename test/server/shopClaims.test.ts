import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shopClaimsResponse } from '../../api-schema/shopClaims';
import { ConfigError, parseConfig } from '../../server/config';
import { shopClaimsFromConfig } from '../../server/content/shopClaims';
import { bodyOf, createTestShop, type TestShop } from './testShop';

let shop: TestShop;
beforeAll(async () => {
  shop = await createTestShop();
});
afterAll(() => shop.close());

const claimsOf = (SHOP_CLAIMS?: string) => shopClaimsFromConfig(parseConfig({ SHOP_CLAIMS }));

describe('GET /api/claims', () => {
  it("answers the spec's demo figures by default (docs/product.md §1)", async () => {
    const res = await shop.app.request('/api/claims');
    expect(res.status).toBe(200);
    const { data } = await bodyOf(res, shopClaimsResponse);
    expect(data.claims).toEqual([
      { value: '100K+', label: 'Happy Customers' },
      { value: '500+', label: 'Products' },
      { value: '50+', label: 'Cities' },
      { value: '4.9', label: 'Rating' },
    ]);
  });

  it("takes the owner's own claims, or none with off", () => {
    expect(claimsOf('1,200+ Bags delivered | 38 Cities')).toEqual([
      { value: '1,200+', label: 'Bags delivered' },
      { value: '38', label: 'Cities' },
    ]);
    expect(claimsOf('off')).toEqual([]);
  });

  it('refuses a claim without a label, naming the variable', () => {
    expect(() => claimsOf('100K+|4.9 Rating')).toThrow(ConfigError);
    expect(() => claimsOf('100K+|4.9 Rating')).toThrow(/SHOP_CLAIMS/);
  });
});

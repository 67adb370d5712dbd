import type { ShopClaim } from '../../api-schema/shopClaims';
import { config, type Config } from '../config';

/**
 * SHOP_CLAIMS: "figure label" pairs separated by `|` ("100K+ Happy Customers|4.9 Rating"), the first word being
 * the figure; "off" shows none. The default is the spec's demo figures (docs/product.md §1).
 */
export function shopClaimsFromConfig(env: Config = config()): ShopClaim[] {
  if (env.SHOP_CLAIMS === 'off') return [];
  return env.SHOP_CLAIMS.split('|').map((claim) => {
    const [value = '', ...label] = claim.trim().split(/\s+/);
    return { value, label: label.join(' ') };
  });
}

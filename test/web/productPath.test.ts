import { createMemoryHistory, createRootRoute, createRoute, createRouter } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { productPath } from '../../src/features/catalogue/ProductLink';
import { parsePlainSearch, stringifyPlainSearch } from '../../src/lib/plainSearch';

const root = createRootRoute();
const product = createRoute({ getParentRoute: () => root, path: '/product/$productId' });
const router = createRouter({
  routeTree: root.addChildren([product]),
  history: createMemoryHistory(),
  parseSearch: parsePlainSearch,
  stringifySearch: stringifyPlainSearch,
});

describe('productPath (card links skip the router’s buildLocation)', () => {
  it.each(['tan-leather-tote', 'p_42', 'a b', 'ä/ö?x#y', 'x%20y', '50%', 'a+b&c=d', "it's@here:now"])(
    'is the href the router builds for %j',
    (productId) => {
      expect(productPath(productId)).toBe(
        router.buildLocation({ to: '/product/$productId', params: { productId } }).href,
      );
    },
  );

  it.each(['Black', 'Olive Green', 'Tan & Brown', 'Blush/Pink', '50%', 'Rust, Red', 'काला'])(
    'carries the colour %j as the router writes it',
    (color) => {
      expect(productPath('tan-leather-tote', color)).toBe(
        router.buildLocation({
          to: '/product/$productId',
          params: { productId: 'tan-leather-tote' },
          search: { color },
        }).href,
      );
    },
  );

  it('carries no colour when none is asked for', () => {
    expect(productPath('p_42', undefined)).toBe('/product/p_42');
  });
});

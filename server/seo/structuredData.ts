import type { Category, Product } from '../../api-schema/entities';
import { SHOP_NAME } from '../../api-schema/pageHead';

const SCHEMA = 'https://schema.org';

export const organization = (site: string) => ({
  '@context': SCHEMA,
  '@type': 'Organization',
  name: SHOP_NAME,
  url: `${site}/`,
  logo: `${site}/favicon.svg`,
});

export const productLd = (product: Product, site: string, images: string[]) => ({
  '@context': SCHEMA,
  '@type': 'Product',
  name: product.productName,
  description: product.description,
  sku: product._id,
  image: images,
  category: product.category.categoryName,
  brand: { '@type': 'Brand', name: SHOP_NAME },
  offers: {
    '@type': 'Offer',
    url: `${site}/product/${encodeURIComponent(product._id)}`,
    priceCurrency: 'INR',
    price: product.newPrice,
    availability: `${SCHEMA}/${product.inStock ? 'InStock' : 'OutOfStock'}`,
    itemCondition: `${SCHEMA}/NewCondition`,
  },
  // Only from real, approved reviews (REVIEWS=on, the product answer's one figure); never the spec's demo line.
  ...(product.rating?.count
    ? {
        aggregateRating: {
          '@type': 'AggregateRating',
          ratingValue: product.rating.average,
          reviewCount: product.rating.count,
          bestRating: 5,
          worstRating: 1,
        },
      }
    : {}),
});

export function breadcrumbs(site: string, trail: { name: string; path: string }[]) {
  return {
    '@context': SCHEMA,
    '@type': 'BreadcrumbList',
    itemListElement: [{ name: 'Home', path: '/' }, ...trail].map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: `${site}${crumb.path}`,
    })),
  };
}

export const categoryPath = (category: Pick<Category, '_id'>) => `/category/${encodeURIComponent(category._id)}`;

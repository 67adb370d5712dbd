import { formatINR } from '../../api-schema/format';
import { PHOTO_SIZES, photoHashOf, photoSrcSet } from '../../api-schema/photos';
import {
  DEFAULT_DESCRIPTION,
  HOME_TITLE,
  LISTING_DESCRIPTION,
  pageTitle,
  SHOP_NAME,
  shortDescription,
  staticPageTitle,
} from '../../api-schema/pageHead';
import { escapeHtml, jsonForScript } from './escape';
import type { FirstRoute } from './firstRoute';
import { cardImage, firstImage, PREVIEW, previewPath, previewSource } from './previewImage';
import { breadcrumbs, categoryPath, organization, productLd } from './structuredData';

export interface PageHead {
  title: string;
  description: string;
  /** Everything else for <head>: canonical, preload, Open Graph, Twitter, JSON-LD — already escaped. */
  tags: string[];
}

const absolute = (site: string, url: string) => (/^https?:\/\//.test(url) ? url : `${site}${url}`);
const meta = (attr: 'name' | 'property', key: string, content: string) =>
  `<meta ${attr}="${key}" content="${escapeHtml(content)}" />`;
const jsonLd = (value: unknown) => `<script type="application/ld+json">${jsonForScript(value)}</script>`;
/** The LCP image's preload; a photo's names the AVIF srcset and `sizes` its <picture> uses (else it loads twice). */
const preloadImage = (href: string, sizes: string = PHOTO_SIZES.card) => {
  const hash = photoHashOf(href);
  if (!hash) return `<link rel="preload" as="image" href="${escapeHtml(href)}" fetchpriority="high" />`;
  const srcset = escapeHtml(photoSrcSet(hash, 'avif'));
  return `<link rel="preload" as="image" type="image/avif" imagesrcset="${srcset}" imagesizes="${escapeHtml(sizes)}" fetchpriority="high" />`;
};

/** `preview`: the 1200×630 JPEG of previewRoutes (chat apps and social sites show no SVG). */
function socialTags(
  site: string,
  o: { type: string; title: string; description: string; preview: string; url: string },
) {
  const image = absolute(site, o.preview);
  return [
    meta('property', 'og:site_name', SHOP_NAME),
    meta('property', 'og:type', o.type),
    meta('property', 'og:title', o.title),
    meta('property', 'og:description', o.description),
    meta('property', 'og:url', o.url),
    meta('property', 'og:image', image),
    meta('property', 'og:image:type', PREVIEW.type),
    meta('property', 'og:image:width', String(PREVIEW.width)),
    meta('property', 'og:image:height', String(PREVIEW.height)),
    meta('property', 'og:image:alt', o.title),
    meta('property', 'og:locale', 'en_IN'),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', o.title),
    meta('name', 'twitter:description', o.description),
    meta('name', 'twitter:image', image),
  ];
}

/** Title, description and the tags for people (preview cards) and crawlers (JSON-LD) of one page. */
export function pageHead(route: FirstRoute, url: URL, site: string): PageHead {
  const canonical = `${site}${url.pathname}`;
  const tags = [`<link rel="canonical" href="${escapeHtml(canonical)}" />`];
  switch (route.kind) {
    case 'product': {
      const { product } = route;
      const price = formatINR(product.newPrice);
      const description = shortDescription(
        `${price} · ${product.inStock ? 'In stock' : 'Out of stock'} · ${product.description}`,
      );
      const image = firstImage(product);
      const images = [...new Set(product.colors.flatMap((c) => c.images))].map((i) => absolute(site, i));
      tags.push(
        // The picture the page opens on: its `color` param's when the product has that colour.
        preloadImage(cardImage(product, url.searchParams.get('color')), PHOTO_SIZES.gallery),
        ...socialTags(site, {
          type: 'product',
          title: `${product.productName} — ${price}`,
          description,
          preview: previewPath('product', product._id, image),
          url: canonical,
        }),
        meta('property', 'product:price:amount', String(product.newPrice)),
        meta('property', 'product:price:currency', 'INR'),
        meta('property', 'product:availability', product.inStock ? 'in stock' : 'out of stock'),
        jsonLd(productLd(product, site, images.length ? images : [absolute(site, image)])),
        jsonLd(
          breadcrumbs(site, [
            { name: product.category.categoryName, path: categoryPath(product.category) },
            { name: product.productName, path: `/product/${encodeURIComponent(product._id)}` },
          ]),
        ),
        jsonLd(organization(site)),
      );
      return { title: pageTitle(`${product.productName} — ${price}`), description, tags };
    }
    case 'category': {
      const { category, products } = route;
      const description = shortDescription(category.description || LISTING_DESCRIPTION);
      const image = previewSource(route)!;
      if (category.categoryImage) tags.push(preloadImage(category.categoryImage));
      else if (products?.[0]) tags.push(preloadImage(cardImage(products[0], url.searchParams.get('color'))));
      tags.push(
        ...socialTags(site, {
          type: 'website',
          title: category.categoryName,
          description,
          preview: previewPath('category', category._id, image),
          url: canonical,
        }),
        jsonLd(breadcrumbs(site, [{ name: category.categoryName, path: categoryPath(category) }])),
        jsonLd(organization(site)),
      );
      return { title: pageTitle(category.categoryName), description, tags };
    }
    case 'products':
      if (route.products?.[0]) tags.push(preloadImage(cardImage(route.products[0], url.searchParams.get('color'))));
      tags.push(jsonLd(breadcrumbs(site, [{ name: 'All Products', path: '/products' }])), jsonLd(organization(site)));
      return { title: pageTitle('All Products'), description: LISTING_DESCRIPTION, tags };
    case 'home':
      tags.push(jsonLd(organization(site)));
      return { title: HOME_TITLE, description: DEFAULT_DESCRIPTION, tags };
    case 'notFound':
      // No canonical address: there is no such page to point to.
      return {
        title: HOME_TITLE,
        description: DEFAULT_DESCRIPTION,
        tags: ['<meta name="robots" content="noindex" />'],
      };
    case 'other': {
      return { title: staticPageTitle(url.pathname) ?? HOME_TITLE, description: DEFAULT_DESCRIPTION, tags };
    }
  }
}

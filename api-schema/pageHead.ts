/** Page titles and descriptions: written into the HTML by the server (server/seo), kept current by the SPA. */
export const SHOP_NAME = 'Jhola & Co.';
export const HOME_TITLE = `${SHOP_NAME} — Bags for every day in India`;
export const DEFAULT_DESCRIPTION =
  'Handbags, backpacks and totes delivered across India. Cash on delivery, free shipping above ₹999.';

export const pageTitle = (name: string) => `${name} — ${SHOP_NAME}`;

/** Routes whose title does not depend on data. */
export const STATIC_PAGE_TITLES: Readonly<Record<string, string>> = {
  '/products': 'All Products',
  '/about': 'About Us',
  '/contact': 'Contact Us',
  '/checkout': 'Checkout',
  '/order-success': 'Order Placed',
  '/privacy-policy': 'Privacy Policy',
  '/terms-conditions': 'Terms & Conditions',
  '/track-order': 'Track Your Order',
  '/favourites': 'Your Favourites',
};

/** The full title of a route whose title does not depend on data, if `path` is one. */
export const staticPageTitle = (path: string): string | undefined => {
  const name = STATIC_PAGE_TITLES[path.replace(/\/+$/, '')];
  return name ? pageTitle(name) : undefined;
};

export const LISTING_DESCRIPTION =
  'Shop handbags, backpacks and totes by category, price and stock. Cash on delivery across India.';

/** A description of at most ~160 characters (what search results show), cut at a word. */
export function shortDescription(text: string, max = 160) {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  return `${cut.slice(0, cut.lastIndexOf(' ') > 80 ? cut.lastIndexOf(' ') : cut.length)}…`;
}

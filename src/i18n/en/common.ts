/** Texts of the header, footer and other parts every page shows. */
export const commonMessages = [
  'Jhola & Co. home',
  'Home',
  'All Products',
  'About',
  'Contact',
  'Favourites',
  'Search products',
  'Close menu',
  'Open menu',
  'Main',
  'Shop contact',
  'Call {phone}',
  'Free shipping above ₹999',
] as const;

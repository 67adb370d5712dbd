/** The shop's contact details and docs/product.md §1 marketing claims, shown on many pages: one place to change them. */
export const shopContact = {
  addressLines: ['Jhola & Co.', '12, Linking Road, Bandra West', 'Mumbai, Maharashtra 400050'],
  phone: '+91 98765 43210',
  phoneHref: 'tel:+919876543210',
  email: 'support@jholaandco.in',
  hours: 'Mon-Sat 10 AM-7 PM',
} as const;

export const shopStats = [
  { value: '100K+', label: 'Happy Customers' },
  { value: '500+', label: 'Products' },
  { value: '50+', label: 'Cities' },
  { value: '4.9', label: 'Rating' },
] as const;

/**
 * The shop's contact details, shown on many pages: one place to change them. The address and the marketing claims
 * are the server's configuration (SUPPLIER_ADDRESS, SHOP_CLAIMS).
 */
export const shopContact = {
  phone: '+91 98765 43210',
  phoneHref: 'tel:+919876543210',
  email: 'support@jholaandco.in',
  hours: 'Mon-Sat 10 AM-7 PM',
} as const;

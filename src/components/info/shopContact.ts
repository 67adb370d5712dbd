/** The shop's contact details on the about and contact pages (same as the top bar and footer show). */
export const shopContact = {
  addressLines: ['Jhola & Co.', '12, Linking Road, Bandra West', 'Mumbai, Maharashtra 400050'],
  phone: '+91 98765 43210',
  phoneHref: 'tel:+919876543210',
  email: 'support@jholaandco.in',
  hours: 'Mon-Sat 10 AM-7 PM',
} as const;

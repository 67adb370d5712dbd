/** The built-in privacy and terms texts, shown when the owner has written none (docs/product.md §2). */
export const policiesMessages = [
  // Privacy.
  'Jhola & Co. respects your privacy. This policy explains what we collect when you shop with us, why we collect it and how we keep it safe.',
  'Information we collect',
  'Your name, email address, phone number and delivery address when you place an order.',
  'The details you send us through the contact form.',
  'Your cart, which is kept only in your own browser.',
  'How we use it',
  'We use your details to deliver your order, to contact you about it and to answer your questions. We do not sell your information, and we share it only with the courier partners who deliver your parcel.',
  'Payments',
  'Orders are paid by cash on delivery, so we never see or store card or bank details.',
  'Your choices',
  'You may ask us to correct or delete your details at any time. Write to {email} or call {phone}.',
  // Terms.
  'By placing an order with Jhola & Co. you agree to these terms. Please read them before you buy.',
  'Orders and prices',
  'All prices are in Indian rupees and include taxes. An order is confirmed once we email you its order number. We may cancel an order if an item is out of stock, and we will tell you if we do.',
  'We accept cash on delivery. Please keep the exact amount ready when your parcel arrives.',
  'Shipping',
  'Shipping is free on orders above ₹999. Orders are processed in 1-2 business days; standard delivery takes 3-5 business days and express delivery 1-2 business days.',
  'Returns and refunds',
  'You may return an unused bag in its original packaging within 7 days of delivery. Refunds are made within 5-7 business days of us receiving the return.',
  'Questions about these terms? Write to {email} or call {phone}.',
] as const;

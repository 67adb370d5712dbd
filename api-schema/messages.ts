/** Every validation message of docs/product.md §5, character for character. */
export const messages = {
  nameRequired: 'Full name is required',
  emailRequired: 'Email is required',
  emailInvalid: 'Invalid email address',
  phoneRequired: 'Phone number is required',
  phoneInvalid: 'Invalid phone number',
  cityRequired: 'City is required',
  citySelect: 'Please select a delivery city',
  addressRequired: 'Address is required',
  stateRequired: 'State is required',
  pinRequired: 'PIN code is required',
  pinInvalid: 'Invalid PIN code',
  paymentRequired: 'Payment method is required',
  agreementRequired: 'You must agree to terms',
  messageRequired: 'Message is required',
  colorRequired: 'Please select a color',
} as const;

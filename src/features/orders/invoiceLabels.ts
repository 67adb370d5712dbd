/** Shown for the order's payment mode on the success page and the invoice. */
export const paymentModeLabel = (mode: string) =>
  mode === 'cod' ? 'Cash on Delivery' : mode === 'upi' ? 'UPI' : mode === 'online' ? 'Online Payment' : mode;

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Quote, QuoteInput } from '../../../api-schema/quote';
import { http } from '../../api/http';
import type { CheckoutLine, CheckoutValues } from './checkoutValues';

// Not parsed with zod: the type is enough here, and checkout's first load stays small.
const fetchQuote = async (input: QuoteInput): Promise<Quote> =>
  (await http.post('checkout/quote', { json: input }).json<{ data: { quote: Quote } }>()).data.quote;

/**
 * The server's price of this checkout (docs/pricing.md): the function that will price the order, so the
 * summary shows what the order charges. Asked again when the lines, city, PIN, payment, coupon or a complete
 * phone number change; while it is on its way the last answer stays (undefined at first: the summary then
 * adds up the lines itself, with the same rules).
 */
export function useQuote(lines: readonly CheckoutLine[], values: CheckoutValues, couponCode: string) {
  // Only a complete number is sent (it matters for per-phone coupon and COD rules), so typing asks rarely.
  const phone = values.phone.replace(/\D/g, '').length >= 10 ? values.phone.trim() : '';
  const input: QuoteInput = {
    products: lines
      .filter((l) => !l.unavailable)
      .map((l) => ({ productId: l.productId, quantity: l.quantity, color: l.color })),
    city: values.city || undefined,
    pincode: /^\d{6}$/.test(values.pincode.trim()) ? values.pincode.trim() : undefined,
    phone: phone || undefined,
    paymentMode: values.paymentMethod === 'upi' ? 'upi' : 'cod',
    couponCode: couponCode || undefined,
  };
  return useQuery({
    queryKey: ['quote', input],
    queryFn: () => fetchQuote(input),
    enabled: input.products.length > 0,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { isHTTPError } from 'ky';
import { useCallback, useRef, useState } from 'react';
import { afterNextPaint } from '../../lib/afterNextPaint';
import { showToast } from '../../ui/showToast';
import type { OrderCreateInput } from '../../../api-schema/order';
import { globalErrorMessage, serverFieldErrors, serverMessage } from '../../api/http';
import { cart } from '../cart/cart';
import type { CartLine } from '../cart/cartLines';
import { productKeys } from '../catalogue/productKeys';
import {
  type CheckoutErrors,
  type CheckoutField,
  type CheckoutValues,
  type OrderAttempt,
  orderAttemptFor,
  toOrderPayload,
} from './checkoutValues';
import { newIdempotencyKey, placeOrder } from './orderApi';
import { clearCheckoutDraft } from './useCheckoutDraft';

/** Server field paths (shippingInfo.email) back onto the form's fields (email). */
function formErrorsFrom(error: unknown): CheckoutErrors {
  const errors: CheckoutErrors = {};
  for (const [path, message] of Object.entries(serverFieldErrors(error))) {
    errors[path.replace(/^shippingInfo\./, '') as CheckoutField] = message;
  }
  return errors;
}

/**
 * Places the order at most once per click storm: a ref closes the gate synchronously (the mutation's
 * pending state alone would let a second click through before re-render), and one Idempotency-Key per
 * checkout attempt lets the server answer a repeat with the same order
 * (a changed payload is a new attempt, so it gets a new key).
 */
export function usePlaceOrder({
  isBuyNow,
  onFieldErrors,
  onRefused,
}: {
  isBuyNow: boolean;
  onFieldErrors: (e: CheckoutErrors) => void;
  /** The server refused the order (e.g. a coupon used up meanwhile): the price shown may be stale. */
  onRefused?: () => void;
}) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const inFlight = useRef(false);
  const idempotency = useRef<OrderAttempt | null>(null);
  const [sending, setSending] = useState(false);
  const mutation = useMutation({
    // Sent at once even when the browser says it is offline: a paused mutation would show 'Placing Order...'
    // with no word and place the order silently later; the failure must reach the shopper (docs/product.md §8).
    networkMode: 'always',
    mutationFn: ({ payload, key }: { payload: OrderCreateInput; key: string }) => placeOrder(payload, key),
    onSuccess: async (order, { payload }) => {
      // Stock moved: the ordered products and the listings (sold-out badges, in-stock filter) are stale.
      // Marked only, so the checkout summary does not refetch on its way out.
      for (const { productId } of payload.products) {
        void queryClient.invalidateQueries({ queryKey: productKeys.detail(productId), refetchType: 'none' });
      }
      void queryClient.invalidateQueries({ queryKey: productKeys.lists(), refetchType: 'none' });
      clearCheckoutDraft();
      // A UPI order goes on to its payment step (docs/payments.md); cash on delivery to the success page (docs/product.md §2).
      if (order.payPath) await navigate({ href: order.payPath, replace: true });
      else await navigate({ to: '/order-success', replace: true, state: (prev) => ({ ...prev, order }) });
      if (!isBuyNow) cart.clear();
    },
    onError: (error) => {
      showToast.error(serverMessage(error) ?? 'Failed to place order'); // translated by the toast (ui/Toasts.tsx)
      onFieldErrors(formErrorsFrom(error));
      onRefused?.();
      inFlight.current = false;
    },
  });

  function submit(values: CheckoutValues, lines: readonly CartLine[], couponCode?: string) {
    if (inFlight.current) return;
    inFlight.current = true;
    const payload = { ...toOrderPayload(values, lines), ...(couponCode ? { couponCode } : {}) };
    const attempt = orderAttemptFor(idempotency.current, payload, newIdempotencyKey);
    idempotency.current = attempt;
    // The button says "Placing Order..." in the click's own frame; the request leaves just after that frame is
    // painted (building it, ~10 ms at 4× CPU, no longer holds the paint back). The gate above is already shut.
    setSending(true);
    afterNextPaint(
      () => {
        setSending(false);
        mutation.mutate({ payload, key: attempt.key });
      },
      window,
      'user-visible',
    );
  }

  const isLocked = useCallback(() => inFlight.current, []);
  // No answer or a timeout stays on the page after its toast: the order may not be placed; the same button
  // retries with the same key, so it is never placed twice. A server's answer (5xx) is its toast alone.
  const connectionFailure =
    mutation.isError && !isHTTPError(mutation.error) ? globalErrorMessage(mutation.error) : null;
  return { placing: sending || mutation.isPending || mutation.isSuccess, submit, isLocked, connectionFailure };
}

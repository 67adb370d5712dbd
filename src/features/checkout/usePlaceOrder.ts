import { useNavigate } from '@tanstack/react-router';
import { useCallback, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { newIdempotencyKey, placeOrder } from './orderApi';
import { serverFieldErrors, serverMessage } from '../../api/http';
import { cart } from '../cart/cart';
import type { CartLine } from '../cart/cartLines';
import {
  type CheckoutErrors,
  type CheckoutField,
  type CheckoutValues,
  type OrderAttempt,
  orderAttemptFor,
  toOrderPayload,
} from './checkoutValues';
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
 * Places the order at most once per click storm: a ref closes the gate synchronously (state alone
 * would let a second click through before re-render), and one Idempotency-Key per checkout attempt
 * lets the server answer a repeat with the same order
 * (a changed payload is a new attempt, so it gets a new key).
 */
export function usePlaceOrder({
  isBuyNow,
  onFieldErrors,
}: {
  isBuyNow: boolean;
  onFieldErrors: (e: CheckoutErrors) => void;
}) {
  const navigate = useNavigate();
  const inFlight = useRef(false);
  const idempotency = useRef<OrderAttempt | null>(null);
  const [placing, setPlacing] = useState(false);

  async function submit(values: CheckoutValues, lines: readonly CartLine[]) {
    if (inFlight.current) return;
    inFlight.current = true;
    setPlacing(true);
    const payload = toOrderPayload(values, lines);
    const attempt = orderAttemptFor(idempotency.current, payload, newIdempotencyKey);
    idempotency.current = attempt;
    let order;
    try {
      order = await placeOrder(payload, attempt.key);
    } catch (error) {
      toast.error(serverMessage(error) ?? 'Failed to place order');
      onFieldErrors(formErrorsFrom(error));
      inFlight.current = false;
      setPlacing(false);
      return;
    }
    clearCheckoutDraft();
    await navigate({ to: '/order-success', replace: true, state: (prev) => ({ ...prev, order }) });
    if (!isBuyNow) cart.clear();
  }

  const isLocked = useCallback(() => inFlight.current, []);
  return { placing, submit, isLocked };
}

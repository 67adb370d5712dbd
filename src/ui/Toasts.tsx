import { useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import toast, { type ToastOptions, Toaster, useToasterStore } from 'react-hot-toast';
import { tKnown } from '../i18n/language';
import { TOAST_ERROR_MS, TOAST_LIMIT, TOAST_SUCCESS_MS } from '../lib/constants';

/** A toast in the reader's language: a server's answer or §8's network messages, translated when the catalogue knows them. */
export const say = (kind: 'success' | 'error', message: string, options?: ToastOptions) =>
  toast[kind](tKnown(message), options);

// Below the top bar and the sticky header, so a toast never covers the cart button it is about
// (top bar + header (vars.layout.headerHeight) + a gap). A layout with another bar sets --toast-top.
const BELOW_HEADER = { top: `var(--toast-top, ${32 + 64 + 8}px)` };

/** Top-right toasts with the shop's durations (docs/product.md §8/§9), at most TOAST_LIMIT visible. */
function Toasts() {
  const { toasts } = useToasterStore();
  useEffect(() => {
    toasts
      .filter((t) => t.visible)
      .slice(TOAST_LIMIT)
      .forEach((t) => toast.dismiss(t.id));
  }, [toasts]);
  return (
    <Toaster
      position="top-right"
      containerStyle={BELOW_HEADER}
      toastOptions={{ success: { duration: TOAST_SUCCESS_MS }, error: { duration: TOAST_ERROR_MS } }}
    />
  );
}

/** The toaster gets a root of its own, mounted once by showToast when the first toast is asked for. */
export function mountToasts() {
  const host = document.body.appendChild(document.createElement('div'));
  host.id = 'toasts';
  createRoot(host).render(<Toasts />);
}

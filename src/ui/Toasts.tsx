import { useEffect } from 'react';
import toast, { Toaster, useToasterStore } from 'react-hot-toast';
import { TOAST_ERROR_MS, TOAST_LIMIT, TOAST_SUCCESS_MS } from '../lib/constants';

/** Top-right toasts with the shop's durations (spec §8/§9), at most TOAST_LIMIT visible. */
export function Toasts() {
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
      toastOptions={{ success: { duration: TOAST_SUCCESS_MS }, error: { duration: TOAST_ERROR_MS } }}
    />
  );
}

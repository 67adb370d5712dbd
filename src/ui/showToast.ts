import type { ToastOptions } from 'react-hot-toast';
import { afterNextPaint } from '../lib/afterNextPaint';

type ToastModule = typeof import('./Toasts');
let loading: Promise<ToastModule> | undefined;

/**
 * react-hot-toast and its toaster load with the first toast, not with every page (~4 KiB brotli of
 * the first-load budget). Toasts asked for while it loads are shown in order once it is in; a failed
 * load is retried by the next toast. The load starts after the next paint: a tap that asks for the first
 * toast (Add to Cart) paints its own change without first adding the chunk's preload links.
 */
function toasts(): Promise<ToastModule> {
  loading ??= new Promise<void>((painted) => afterNextPaint(painted))
    .then(() => import('./Toasts'))
    .then(
      (module) => {
        module.mountToasts();
        return module;
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
  return loading;
}

const show = (kind: 'success' | 'error') => (message: string, options?: ToastOptions) => {
  toasts().then(
    ({ say }) => say(kind, message, options),
    (error: unknown) => console.error('Could not show a toast', message, error),
  );
};

/** The shop's toasts: `showToast.success(text)`, `showToast.error(text, { id })`. */
export const showToast = { success: show('success'), error: show('error') };

/**
 * Toasts (sonner), shown by the host `Toaster` mounts (pwa/components/ui/sonner.tsx): the library
 * is imported on demand, so it costs the first screen nothing. Success toasts: top end, 1500 ms,
 * no confirm button (product.md §7).
 */
import type { toast as Toast } from 'sonner';

export const SUCCESS_TOAST_MS = 1500;

/**
 * Shows a toast once the library is in. It cannot come in offline before the service worker has
 * cached it (a first visit): that toast is lost with a warning, not an unhandled error.
 */
function showToast(show: (toast: typeof Toast) => void): void {
  import('sonner').then(
    ({ toast }) => show(toast),
    (error: unknown) => console.warn('A toast could not be shown:', error),
  );
}

/** A success toast as product.md wants it: top end, 1500 ms, no confirm button. */
export function toastSuccess(message: string, description?: string): void {
  showToast((toast) => toast.success(message, { description, duration: SUCCESS_TOAST_MS }));
}

/** An error toast stays longer: the user has to read why something failed. */
export function toastError(message: string, description?: string): void {
  showToast((toast) => toast.error(message, { description, duration: 6000 }));
}

/** A neutral note (e.g. "saved on this device"): offline is not an error (product.md §9). */
export function toastInfo(message: string, description?: string): void {
  showToast((toast) => toast.info(message, { description, duration: 4000 }));
}

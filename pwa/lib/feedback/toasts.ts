/**
 * Toasts (sonner), shown by the host `Toaster` mounts (pwa/components/ui/sonner.tsx): the library
 * is imported on demand, so it costs the first screen nothing. Success toasts: top end, 1500 ms,
 * no confirm button (product.md §7).
 */
export const SUCCESS_TOAST_MS = 1500;

/** A success toast as product.md wants it: top end, 1500 ms, no confirm button. */
export function toastSuccess(message: string, description?: string): void {
  void import('sonner').then(({ toast }) =>
    toast.success(message, { description, duration: SUCCESS_TOAST_MS }),
  );
}

/** An error toast stays longer: the user has to read why something failed. */
export function toastError(message: string, description?: string): void {
  void import('sonner').then(({ toast }) => toast.error(message, { description, duration: 6000 }));
}

/** A neutral note (e.g. "saved on this device"): offline is not an error (product.md §9). */
export function toastInfo(message: string, description?: string): void {
  void import('sonner').then(({ toast }) => toast.info(message, { description, duration: 4000 }));
}

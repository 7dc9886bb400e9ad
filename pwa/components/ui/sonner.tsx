import { toast, Toaster as Sonner, type ToasterProps } from 'sonner';

/** Toasts at the top end; success toasts close after 1500 ms (spec section 9). */
export function Toaster(props: ToasterProps) {
  return (
    <Sonner
      position="top-right"
      richColors
      closeButton={false}
      toastOptions={{ className: 'font-sans' }}
      {...props}
    />
  );
}

export const SUCCESS_TOAST_MS = 1500;

/** A success toast as the spec wants it: top end, 1500 ms, no confirm button. */
export function toastSuccess(message: string, description?: string): void {
  toast.success(message, { description, duration: SUCCESS_TOAST_MS });
}

/** An error toast stays longer: the user has to read why something failed. */
export function toastError(message: string, description?: string): void {
  toast.error(message, { description, duration: 6000 });
}

/**
 * The toasts' host as the app shows it: sonner's Toaster with its place and look. Loaded after
 * first paint by sonner.tsx, so neither the library nor these settings weigh on the first screen.
 */
import { Toaster } from 'sonner';
import { m } from '#shared/i18n/paraglide/messages.js';

export function SonnerToaster() {
  return (
    <Toaster
      position="top-right"
      // Both languages read left to right. Without it sonner reads <html>'s computed style as it
      // renders, a forced style recalculation of the whole page (a long task on a phone).
      dir="ltr"
      // Below the sticky navigation bar, so a toast never hides Logout.
      offset={{ top: 76, right: 16 }}
      mobileOffset={{ top: 72, left: 12, right: 12 }}
      richColors
      closeButton={false}
      toastOptions={{ className: 'font-sans' }}
      // Its landmark's name, in the language of the page it started on.
      containerAriaLabel={m.app_notifications()}
    />
  );
}

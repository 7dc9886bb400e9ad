import { m } from '#shared/i18n/paraglide/messages.js';
import { PaymentHistory } from '#pwa/features/payments/components/payment-history.tsx';

export function Component() {
  return (
    <section className="space-y-6">
      <title>{m.meta_page_title({ page: m.dashboard_menu_payment_history() })}</title>
      <h1 className="text-2xl font-extrabold tracking-tight md:text-3xl">
        {m.payment_history_heading()}
      </h1>
      <PaymentHistory />
    </section>
  );
}

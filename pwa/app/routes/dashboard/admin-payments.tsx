import { m } from '#shared/i18n/paraglide/messages.js';
import { ExportsForm } from '#pwa/features/exports/components/exports-form.tsx';
import { AdminPayments } from '#pwa/features/payments/components/admin-payments.tsx';

export function Component() {
  return (
    <section className="space-y-6">
      <title>{m.meta_page_title({ page: m.dashboard_menu_payments() })}</title>
      <h1 className="text-2xl font-extrabold tracking-tight md:text-3xl">
        {m.dashboard_menu_payments()}
      </h1>
      <AdminPayments />
      <ExportsForm />
    </section>
  );
}

import { Checkout } from '#pwa/features/payments/components/checkout.tsx';
import { useSelections } from '#pwa/features/selections/api/get-selections.ts';
import { useAuth } from '#pwa/lib/auth/auth.tsx';
import { m } from '#shared/i18n/paraglide/messages.js';
import { useRefreshAfterPayment } from '#pwa/app/use-refresh-after-payment.ts';

/** /dashboard/payment: the selections feature's list, paid for by the payments feature's checkout. */
export function Component() {
  const { user } = useAuth();
  const selections = useSelections(user?.email);
  const refreshAfterPayment = useRefreshAfterPayment();
  return (
    <section className="max-w-5xl space-y-6">
      <title>{m.meta_page_title({ page: m.payment_title() })}</title>
      <div>
        <h1 className="text-2xl font-extrabold tracking-tight md:text-3xl">{m.payment_title()}</h1>
        <p className="mt-1 text-slate-600">{m.payment_intro()}</p>
      </div>
      {user && <Checkout user={user} selections={selections} onPaid={refreshAfterPayment} />}
    </section>
  );
}

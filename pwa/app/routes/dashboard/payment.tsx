import { useQueryClient } from '@tanstack/react-query';
import { classKeys } from '#pwa/features/classes/api/get-classes.ts';
import { enrollmentKeys } from '#pwa/features/enrollments/api/get-paid-classes.ts';
import { paymentKeys } from '#pwa/features/payments/api/payment-keys.ts';
import { Checkout } from '#pwa/features/payments/components/checkout.tsx';
import { selectionKeys, useSelections } from '#pwa/features/selections/api/get-selections.ts';
import { waitlistKeys } from '#pwa/features/waitlist/api/get-waitlist.ts';
import { useAuth } from '#pwa/lib/auth.tsx';
import { m } from '#shared/i18n/paraglide/messages.js';

/** /dashboard/payment: the selections feature's list, paid for by the payments feature's checkout. */
export function Component() {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const selections = useSelections(user?.email);
  // A payment moves data other features show: the selections are gone, enrolled classes and the
  // payment history grew, the classes' seat counts changed, and a paid offer left the waitlist.
  const refreshAfterPayment = () => {
    for (const queryKey of [
      selectionKeys.all,
      enrollmentKeys.all,
      paymentKeys.all,
      classKeys.all,
      waitlistKeys.all,
    ]) {
      void queryClient.invalidateQueries({ queryKey });
    }
  };
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

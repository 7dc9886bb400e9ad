import { useSearchParams } from 'react-router';
import { PaymentReturn } from '#pwa/features/payments/components/payment-return.tsx';
import { m } from '#shared/i18n/paraglide/messages.js';
import { useRefreshAfterPayment } from '#pwa/app/use-refresh-after-payment.ts';

/**
 * /dashboard/payment/return?reference=…: where a payment on bKash's or SSLCommerz's page ended.
 * Once it is settled, what a payment changes elsewhere (selections, enrollments, seats …) is
 * asked again.
 */
export function Component() {
  const [searchParams] = useSearchParams();
  const refreshAfterPayment = useRefreshAfterPayment();
  return (
    <section className="max-w-3xl space-y-6">
      <title>{m.meta_page_title({ page: m.payment_return_title() })}</title>
      <h1 className="text-2xl font-extrabold tracking-tight md:text-3xl">
        {m.payment_return_title()}
      </h1>
      <PaymentReturn
        reference={searchParams.get('reference') ?? ''}
        onSettled={refreshAfterPayment}
      />
    </section>
  );
}

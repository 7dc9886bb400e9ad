import { ArrowLeft } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { paths } from '#pwa/lib/navigation/paths.ts';
import { useAuth } from '#pwa/lib/auth/auth.tsx';
import { ReceiptPage } from '#pwa/features/payments/components/receipt-page.tsx';
import { m } from '#shared/i18n/paraglide/messages.js';

/**
 * /dashboard/receipts/:id: one payment's receipt, for the payer or an admin (the server decides),
 * opened from Payment History or the admin's payments.
 */
export function Component() {
  const { id = '' } = useParams();
  const { role } = useAuth();
  const back = (
    <Link
      to={role === 'admin' ? paths.dashboard.adminPayments : paths.dashboard.studentPayments}
      className="inline-flex items-center gap-1 text-sm font-semibold text-emerald-800 hover:underline"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      {m.receipt_back()}
    </Link>
  );
  return (
    <section className="space-y-4">
      <title>{m.meta_page_title({ page: m.receipt_title() })}</title>
      {back}
      <ReceiptPage paymentId={id} back={back} />
    </section>
  );
}

import { useQueryClient } from '@tanstack/react-query';
import { m } from '#shared/i18n/paraglide/messages.js';
import {
  getApprovedClassesQueryOptions,
  useApprovedClasses,
} from '#pwa/features/classes/api/get-classes.ts';
import { DeskScreen } from '#pwa/features/desk/components/desk-screen.tsx';
import { ReceiptLink } from '#pwa/features/payments/components/receipt-link.tsx';

/** The front desk's payments (decision 040): the branch's classes come from the catalogue. */
export function Component() {
  const classes = useApprovedClasses();
  const queryClient = useQueryClient();
  const refreshSeats = () =>
    void queryClient.invalidateQueries({ queryKey: getApprovedClassesQueryOptions().queryKey });
  return (
    <section className="space-y-6">
      <title>{m.meta_page_title({ page: m.desk_page_title() })}</title>
      <div className="space-y-1">
        <h1 className="text-2xl font-extrabold tracking-tight md:text-3xl">
          {m.desk_page_title()}
        </h1>
        <p className="text-slate-600">{m.desk_page_intro()}</p>
      </div>
      <DeskScreen
        classes={classes.data?.classes ?? []}
        onRecorded={refreshSeats}
        receiptLink={(result) => (
          <ReceiptLink paymentId={result.paymentId} transactionId={result.receiptNumber} />
        )}
      />
    </section>
  );
}

import { CheckCircle2, Info } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { paths } from '#pwa/lib/navigation/paths.ts';
import { Button } from '#pwa/components/ui/button.tsx';
import { m } from '#shared/i18n/paraglide/messages.js';

export const transactionCompleteText = (id: string) => m.payment_transaction_complete({ id });

/** After a successful payment: the transaction id, any class refunded meanwhile, where to go next. */
export function PaymentComplete({
  transactionId,
  refundedClasses,
}: {
  transactionId: string;
  refundedClasses: readonly string[];
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  // The form the student used is gone: move focus to the outcome so it is read out.
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="grid gap-5 rounded-card border border-emerald-200 bg-white p-6 shadow-sm">
      <div className="flex items-start gap-3">
        <CheckCircle2 aria-hidden="true" className="mt-1 size-7 shrink-0 text-emerald-700" />
        <div className="min-w-0">
          <h2
            ref={heading}
            tabIndex={-1}
            className="text-xl font-extrabold tracking-tight text-slate-900 outline-none"
          >
            {m.payment_transaction_complete_heading()}{' '}
            <span className="mt-1 block font-mono text-base font-semibold break-all text-slate-700">
              {transactionId}
            </span>
          </h2>
          <p className="mt-2 text-slate-600">{m.payment_complete_next()}</p>
        </div>
      </div>
      {refundedClasses.length > 0 && (
        <div
          role="status"
          className="grid gap-2 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950"
        >
          <p className="flex items-center gap-2 font-semibold">
            <Info aria-hidden="true" className="size-4 shrink-0" />
            {m.payment_refunded_title()}
          </p>
          <p>{m.payment_refunded_text()}</p>
          <ul className="list-disc pl-5 font-semibold">
            {refundedClasses.map((name) => (
              <li key={name}>{name}</li>
            ))}
          </ul>
        </div>
      )}
      <div className="flex flex-wrap gap-3">
        <Button asChild>
          <Link to={paths.dashboard.enrolledClasses}>{m.payment_my_enrolled_classes()}</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to={paths.dashboard.studentPayments}>{m.payment_history()}</Link>
        </Button>
      </div>
    </div>
  );
}

import { CheckCircle2, Info } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { paths } from '#pwa/app/paths.ts';
import { Button } from '#pwa/components/ui/button.tsx';

export const transactionCompleteText = (id: string) =>
  `Transaction complete with transactionId: ${id}`;

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
            Transaction complete with transactionId:{' '}
            <span className="mt-1 block font-mono text-base font-semibold break-all text-slate-700">
              {transactionId}
            </span>
          </h2>
          <p className="mt-2 text-slate-600">
            Your classes are in My enrolled classes; the receipt is in your payment history.
          </p>
        </div>
      </div>
      {refundedClasses.length > 0 && (
        <div
          role="status"
          className="grid gap-2 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950"
        >
          <p className="flex items-center gap-2 font-semibold">
            <Info aria-hidden="true" className="size-4 shrink-0" />
            Refunded to your card
          </p>
          <p>
            These classes were filled, closed or removed while you paid, so you are not enrolled in
            them and their price goes back to your card:
          </p>
          <ul className="list-disc pl-5 font-semibold">
            {refundedClasses.map((name) => (
              <li key={name}>{name}</li>
            ))}
          </ul>
        </div>
      )}
      <div className="flex flex-wrap gap-3">
        <Button asChild>
          <Link to={paths.dashboard.enrolledClasses}>My enrolled classes</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to={paths.dashboard.studentPayments}>Payment history</Link>
        </Button>
      </div>
    </div>
  );
}

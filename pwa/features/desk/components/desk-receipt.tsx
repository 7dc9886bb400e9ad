import { CircleCheckIcon } from 'lucide-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { ConfirmDialog } from '#pwa/components/feedback/confirm-dialog.tsx';
import { FormAlert } from '#pwa/components/ui/form-alert.tsx';
import { readApiError } from '#pwa/lib/api/api-client.ts';
import { useConnectionRequired } from '#pwa/lib/device/use-online-status.ts';
import { Button } from '#pwa/components/ui/button.tsx';
import { useFormat } from '#pwa/lib/i18n/use-format.ts';
import { withElement } from '#pwa/lib/i18n/with-element.tsx';
import { m } from '#shared/i18n/paraglide/messages.js';
import type { DeskPaymentResult } from '#shared/schemas/desk.ts';
import { useRefundDeskPayment } from '../api/refund-desk-payment.ts';

/**
 * What the desk recorded: the receipt number to hand over, each class with the child it is for
 * and the sibling discount taken off, the way to the next payment, and the money handed back
 * should the student change their mind (recorded under the staff member).
 */
export function DeskReceipt({
  result,
  studentName,
  onNext,
  receiptLink,
}: {
  result: DeskPaymentResult;
  studentName: string;
  onNext: () => void;
  /** The way to the receipt's page, composed by the route (features do not import each other). */
  receiptLink?: ReactNode;
}) {
  const format = useFormat();
  const heading = useRef<HTMLHeadingElement>(null);
  const connection = useConnectionRequired();
  const refund = useRefundDeskPayment();
  const [asking, setAsking] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const totalText = format.price(result.total, result.currency);
  const classNames = result.lines.map((line) =>
    line.participantName
      ? m.desk_class_for({ className: line.className, name: line.participantName })
      : line.className,
  );
  const handBack = () =>
    refund.mutate(result.paymentId, {
      onError: async (error) => setFailure((await readApiError(error)).message),
    });
  // The form it replaces had the focus: the keyboard and a screen reader go on from here.
  useEffect(() => heading.current?.focus(), []);
  return (
    <section
      role="status"
      aria-labelledby="desk-recorded-title"
      className="grid gap-3 rounded-card border border-emerald-200 bg-emerald-50 p-5"
    >
      <h2
        id="desk-recorded-title"
        ref={heading}
        tabIndex={-1}
        className="flex items-center gap-2 text-xl font-bold outline-none"
      >
        <CircleCheckIcon className="size-6 text-emerald-700" aria-hidden="true" />
        {m.desk_recorded_title()}
      </h2>
      <p className="text-lg font-bold text-slate-900" data-testid="desk-receipt-number">
        {withElement(
          (number) => m.desk_receipt_number({ number }),
          // One unbroken number, as it is printed and quoted.
          <span className="whitespace-nowrap">{result.receiptNumber}</span>,
        )}
      </p>
      <p className="text-slate-700">
        {studentName} · {classNames.join(', ')} · <span className="tabular-nums">{totalText}</span>
      </p>
      {result.discount > 0 && (
        <p className="text-sm font-semibold text-emerald-800">
          {m.desk_total_discount({ amount: format.price(result.discount, result.currency) })}
        </p>
      )}
      {refund.data && (
        <p className="font-medium text-slate-900">
          {m.desk_handed_back({ total: format.price(refund.data.refunded, refund.data.currency) })}
        </p>
      )}
      {failure && <FormAlert>{failure}</FormAlert>}
      <div className="flex flex-wrap gap-3">
        <Button type="button" onClick={onNext}>
          {m.desk_new_payment()}
        </Button>
        {receiptLink}
        {!refund.data && (
          <Button
            type="button"
            variant="outline"
            onClick={() => setAsking(true)}
            disabled={connection.offline || refund.isPending}
          >
            {m.desk_hand_back()}
          </Button>
        )}
      </div>
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        onConfirm={handBack}
        title={m.desk_hand_back_title()}
        description={m.desk_hand_back_text({
          student: studentName,
          total: totalText,
          classNames: classNames.join(', '),
        })}
        confirmLabel={m.desk_hand_back()}
      />
    </section>
  );
}

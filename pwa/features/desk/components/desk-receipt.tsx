import { CircleCheckIcon } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Button } from '#pwa/components/ui/button.tsx';
import { useFormat } from '#pwa/lib/use-format.ts';
import { withElement } from '#pwa/lib/with-element.tsx';
import { m } from '#shared/i18n/paraglide/messages.js';
import type { DeskPaymentResult } from '#shared/schemas/desk.ts';

/** What the desk recorded: the receipt number to hand over, and the way to the next payment. */
export function DeskReceipt({
  result,
  studentName,
  onNext,
}: {
  result: DeskPaymentResult;
  studentName: string;
  onNext: () => void;
}) {
  const format = useFormat();
  const heading = useRef<HTMLHeadingElement>(null);
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
        {studentName} · {result.classes.join(', ')} ·{' '}
        <span className="tabular-nums">{format.price(result.total, result.currency)}</span>
      </p>
      <div>
        <Button type="button" onClick={onNext}>
          {m.desk_new_payment()}
        </Button>
      </div>
    </section>
  );
}

import { CircleCheckIcon } from 'lucide-react';
import { Button } from '#pwa/components/ui/button.tsx';
import { useFormat } from '#pwa/lib/use-format.ts';
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
  return (
    <section
      role="status"
      aria-labelledby="desk-recorded-title"
      className="grid gap-3 rounded-card border border-emerald-200 bg-emerald-50 p-5"
    >
      <h2 id="desk-recorded-title" className="flex items-center gap-2 text-xl font-bold">
        <CircleCheckIcon className="size-6 text-emerald-700" aria-hidden="true" />
        {m.desk_recorded_title()}
      </h2>
      <p className="text-lg font-bold text-slate-900" data-testid="desk-receipt-number">
        {m.desk_receipt_number({ number: result.receiptNumber })}
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

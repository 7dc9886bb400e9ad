import { ParticipantNote } from '#pwa/components/lists/participant-note.tsx';
import { DiscountedPrice, DiscountNote } from '#pwa/components/lists/sibling-discount.tsx';
import { useFormat } from '#pwa/lib/i18n/use-format.ts';
import { m } from '#shared/i18n/paraglide/messages.js';
import type { Currency } from '#shared/money.ts';
import type { Selection } from '#shared/schemas/selection.ts';

/** What the payment is for: the selected classes in its currency and their total. */
export function PaymentSummary({
  selections,
  total,
  currency,
}: {
  selections: readonly Selection[];
  total: number;
  currency: Currency;
}) {
  const format = useFormat();
  const count = format.count(selections.length);
  return (
    <section
      aria-labelledby="payment-summary-title"
      className="overflow-hidden rounded-card border border-border bg-white shadow-sm"
    >
      <h2 id="payment-summary-title" className="px-5 pt-4 text-lg font-bold text-slate-900">
        {m.payment_your_classes()}
      </h2>
      <ul className="divide-y divide-border">
        {selections.map((selection) => (
          <li key={selection._id} className="flex items-center gap-3 px-5 py-3">
            <img
              src={selection.photo}
              alt=""
              width={64}
              height={48}
              className="h-12 w-16 shrink-0 rounded-md bg-slate-100 object-cover"
            />
            <span className="min-w-0 flex-1">
              <span className="block font-semibold wrap-anywhere text-slate-900">
                {selection.Name}
              </span>
              <span className="block truncate text-sm text-slate-600">{selection.IName}</span>
              <span className="flex flex-wrap gap-x-1.5">
                <ParticipantNote name={selection.participantName} />
                <DiscountNote discount={selection.discount} currency={selection.currency} />
              </span>
            </span>
            <span className="font-semibold tabular-nums">
              <DiscountedPrice {...selection} />
            </span>
          </li>
        ))}
      </ul>
      <div className="flex items-center justify-between gap-4 border-t border-border bg-slate-50 px-5 py-4">
        <span className="font-semibold text-slate-700">
          {selections.length === 1
            ? m.payment_total_one({ count })
            : m.payment_total_other({ count })}
        </span>
        <span
          className="text-2xl font-extrabold text-slate-900 tabular-nums"
          data-testid="payment-total"
        >
          {format.price(total, currency)}
        </span>
      </div>
    </section>
  );
}

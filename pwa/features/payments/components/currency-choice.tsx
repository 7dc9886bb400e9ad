import { m } from '#shared/i18n/paraglide/messages.js';
import type { Currency } from '#shared/money.ts';
import { useFormat } from '#pwa/lib/i18n/use-format.ts';

/**
 * Which currency this payment is in, when the selected classes are priced in several (classes of
 * branches in different countries): each is paid on its own, and the student says which first.
 * Native radio buttons, so the keyboard and screen readers need nothing more.
 */
export function CurrencyChoice({
  totals,
  counts,
  value,
  onChange,
  disabled,
}: {
  totals: readonly { currency: Currency; total: number }[];
  counts: readonly number[];
  value: Currency;
  onChange: (currency: Currency) => void;
  disabled: boolean;
}) {
  const format = useFormat();
  return (
    <fieldset className="grid gap-3 rounded-card border border-sky-200 bg-sky-50 p-4">
      <legend className="sr-only">{m.payment_currency_choice_legend()}</legend>
      <p className="text-sm text-slate-700">
        {m.payment_currencies_note({ count: format.count(totals.length) })}
      </p>
      <div className="flex flex-wrap gap-2">
        {totals.map((total, index) => {
          const count = counts[index] ?? 0;
          return (
            <label
              key={total.currency}
              className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-border bg-white px-3 py-2 text-sm has-checked:border-emerald-700 has-checked:ring-2 has-checked:ring-emerald-700/30"
            >
              <input
                type="radio"
                name="payment-currency"
                value={total.currency}
                checked={total.currency === value}
                onChange={() => onChange(total.currency)}
                disabled={disabled}
                className="accent-emerald-700"
              />
              <span className="font-semibold tabular-nums">
                {format.price(total.total, total.currency)}
              </span>
              <span className="text-slate-600">
                {count === 1
                  ? m.payment_currency_classes_one({ count: format.count(count) })
                  : m.payment_currency_classes_other({ count: format.count(count) })}
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}

import { m } from '#shared/i18n/paraglide/messages.js';
import type { PaymentGatewayName } from '#shared/schemas/payment.ts';
import { useLocale } from '#pwa/lib/i18n/locale.tsx';
import { GatewayMark } from './gateway-marks.tsx';

/** Each way to pay as its option says it: a title and a line on what it takes. */
const OPTIONS: Record<PaymentGatewayName, { title: () => string; text: () => string }> = {
  bkash: { title: m.payment_gateway_bkash, text: m.payment_method_bkash_text },
  sslcommerz: { title: m.payment_method_sslcommerz, text: m.payment_method_sslcommerz_text },
  card: { title: m.payment_gateway_card, text: m.payment_method_card_text },
};

export const HOW_TO_PAY_ID = 'how-to-pay-title';

/**
 * The ways to pay this currency, in the order the server offers them, as radio cards: the mark,
 * the name in the page's language and what it takes. Native radio buttons, so the keyboard and
 * screen readers need nothing more; the group is named by the panel's heading.
 */
export function PaymentMethodChoice({
  gateways,
  value,
  onChange,
  disabled,
}: {
  gateways: readonly PaymentGatewayName[];
  value: PaymentGatewayName;
  onChange: (gateway: PaymentGatewayName) => void;
  disabled: boolean;
}) {
  const { locale } = useLocale();
  return (
    <fieldset className="grid gap-2" aria-labelledby={HOW_TO_PAY_ID}>
      {gateways.map((gateway) => {
        const option = OPTIONS[gateway];
        return (
          <label
            key={gateway}
            data-gateway={gateway}
            className="grid cursor-pointer grid-cols-[auto_minmax(0,1fr)] items-start gap-x-3 gap-y-1 rounded-lg border border-border bg-white p-3 transition-colors duration-150 hover:border-slate-300 has-checked:border-emerald-700 has-checked:bg-emerald-50/40 has-checked:ring-2 has-checked:ring-emerald-700/30 has-disabled:cursor-not-allowed has-disabled:opacity-70 motion-reduce:transition-none"
          >
            <input
              type="radio"
              name="payment-gateway"
              value={gateway}
              checked={gateway === value}
              onChange={() => onChange(gateway)}
              disabled={disabled}
              aria-labelledby={`payment-gateway-${gateway}-title`}
              aria-describedby={`payment-gateway-${gateway}-text`}
              className="mt-1.5 size-4 accent-emerald-700"
            />
            <span className="grid gap-1">
              <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
                <GatewayMark gateway={gateway} />
                {/* bKash's mark is its name in Latin letters: said again only in Bangla. */}
                <span
                  id={`payment-gateway-${gateway}-title`}
                  className={
                    gateway === 'bkash' && locale === 'en'
                      ? 'sr-only'
                      : 'font-semibold text-slate-900'
                  }
                >
                  {option.title()}
                </span>
              </span>
              <span id={`payment-gateway-${gateway}-text`} className="text-sm text-slate-600">
                {option.text()}
              </span>
            </span>
          </label>
        );
      })}
    </fieldset>
  );
}

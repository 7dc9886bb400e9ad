import { m } from '../i18n/paraglide/messages.js';
import type { Locale } from '../i18n/locale.ts';
import type { PaymentMethodInfo, RecordedPaymentGateway } from '../schemas/payment.ts';

/** A message in the page's language, or in `options.locale` (the server's PDF). */
type Name = (inputs?: Record<string, never>, options?: { locale?: Locale }) => string;

/**
 * A gateway's name in the reader's language (bKash / বিকাশ), read as the page or the receipt's PDF
 * renders: a new gateway needs only its name here.
 */
export const GATEWAY_NAMES: Record<RecordedPaymentGateway, Name> = {
  bkash: m.payment_gateway_bkash,
  sslcommerz: m.payment_gateway_sslcommerz,
  card: m.payment_gateway_card,
  cash: m.payment_gateway_cash,
  bank_transfer: m.payment_gateway_bank_transfer,
};

const METHOD_NAMES: Record<PaymentMethodInfo['kind'], Name> = {
  card: m.payment_method_kind_card,
  bkash: m.payment_method_kind_bkash,
  nagad: m.payment_method_kind_nagad,
  rocket: m.payment_method_kind_rocket,
  upay: m.payment_method_kind_upay,
  bank: m.payment_method_kind_bank,
  other: m.payment_method_kind_other,
};

/**
 * How a payment was made, as the gateway told it: "bKash ••• 1234", "Card ••• 4242", "Nagad".
 * A payment recorded before gateways has no method and was made by card. `digits` writes the
 * last four in the reader's digits; `locale`, where not the page's, the language.
 */
export function methodText(
  method: PaymentMethodInfo | null | undefined,
  gateway: RecordedPaymentGateway | undefined,
  digits: (text: string) => string,
  locale?: Locale,
): string | null {
  const options = locale ? { locale } : undefined;
  if (!method) {
    return gateway === undefined || gateway === 'card' ? METHOD_NAMES.card({}, options) : null;
  }
  const name = METHOD_NAMES[method.kind]({}, options);
  return method.last4
    ? m.payment_method_with_digits({ method: name, last4: digits(method.last4) }, options)
    : name;
}

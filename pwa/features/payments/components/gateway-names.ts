import { m } from '#shared/i18n/paraglide/messages.js';
import type { PaymentMethodInfo, RecordedPaymentGateway } from '#shared/schemas/payment.ts';

/** A gateway's name in the page's language (bKash / বিকাশ), read as the page renders. */
export const GATEWAY_NAMES: Record<RecordedPaymentGateway, () => string> = {
  bkash: m.payment_gateway_bkash,
  sslcommerz: m.payment_gateway_sslcommerz,
  card: m.payment_gateway_card,
  cash: m.payment_gateway_cash,
  bank_transfer: m.payment_gateway_bank_transfer,
};

const METHOD_NAMES: Record<PaymentMethodInfo['kind'], () => string> = {
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
 * last four in the reader's digits.
 */
export function methodText(
  method: PaymentMethodInfo | null | undefined,
  gateway: RecordedPaymentGateway | undefined,
  digits: (text: string) => string,
): string | null {
  if (!method) return gateway === undefined || gateway === 'card' ? METHOD_NAMES.card() : null;
  const name = METHOD_NAMES[method.kind]();
  return method.last4
    ? m.payment_method_with_digits({ method: name, last4: digits(method.last4) })
    : name;
}

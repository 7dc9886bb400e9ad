import type { Currency } from '#shared/money.ts';
import type { PaymentGatewayName } from '#shared/schemas/payment.ts';

const keyOf = (currency: Currency) => `payment-gateway:${currency}`;

/**
 * The way to pay `currency` this student chose last, when this deployment still offers it;
 * otherwise the first offered (the server lists them in the order to offer: bKash first in
 * Bangladesh). Kept on this device only: it is a convenience, not a setting.
 */
export function rememberedGateway(
  currency: Currency,
  offered: readonly PaymentGatewayName[],
): PaymentGatewayName | null {
  let last: string | null = null;
  try {
    last = localStorage.getItem(keyOf(currency));
  } catch {
    // Storage may be blocked (a private window's settings): the first offered it is.
  }
  return offered.find((gateway) => gateway === last) ?? offered[0] ?? null;
}

export function rememberGateway(currency: Currency, gateway: PaymentGatewayName): void {
  try {
    localStorage.setItem(keyOf(currency), gateway);
  } catch {
    // Not remembered: the page works the same, it just starts from the first way next time.
  }
}

import {
  startPaymentResultSchema,
  type RedirectGatewayName,
  type StartPaymentResult,
} from '#shared/schemas/payment.ts';
import type { Currency } from '#shared/money.ts';
import { apiClient } from '#pwa/lib/api/api-client.ts';

export type StartPaymentRequest = {
  gateway: RedirectGatewayName;
  price: number;
  currency: Currency;
};

/**
 * POST /api/payments/start: the selections in `currency` are paid on a gateway's own page. As
 * with the card's intent, the server prices them itself (another `price` is a 409 with the
 * current total) and holds their seats; it answers where to send the browser.
 */
export async function startPayment(request: StartPaymentRequest): Promise<StartPaymentResult> {
  return startPaymentResultSchema.parse(
    (await apiClient.POST('/api/payments/start', { body: request })).data,
  );
}

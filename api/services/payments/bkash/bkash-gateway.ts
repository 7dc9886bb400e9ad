// bKash Tokenized Checkout behind PaymentGateway (gateway.ts): a payment per attempt with our
// reference as merchantInvoiceNumber. The browser's callback (paymentID, status) is not signed:
// it only says which payment to ask about. The status query must name our reference, amount and
// currency before execute takes the money, and only a payment still waiting is executed.
import {
  GatewayRefusal,
  formatMajor,
  parseMajor,
  refuseMismatch,
  type PaymentGateway,
  type VerifiedPayment,
  type VerifiedStatus,
} from '../gateway.ts';
import { ProviderError } from '../provider.ts';
import { createBkashClient, type BkashConfig, type Fields } from './client.ts';

const STATUSES: Record<string, VerifiedStatus> = {
  Completed: 'paid',
  Initiated: 'pending',
  Authorized: 'pending',
  Pending: 'pending',
  Failed: 'failed',
  Declined: 'failed',
  Cancelled: 'cancelled',
  Expired: 'cancelled',
};

function verifiedOf(fields: Fields): VerifiedPayment {
  const status = STATUSES[fields.transactionStatus ?? ''];
  const amountMinor = parseMajor(fields.amount);
  if (!status || amountMinor === null || !fields.currency || !fields.merchantInvoiceNumber) {
    throw new ProviderError(
      `bKash answered ${fields.transactionStatus} for ${fields.paymentID}, which is not a payment.`,
    );
  }
  return {
    gateway: 'bkash',
    reference: fields.merchantInvoiceNumber,
    status,
    amountMinor,
    currency: fields.currency,
    transactionId: fields.trxID || null,
    confirmationId: fields.trxID || null,
    gatewayPaymentId: fields.paymentID || null,
    // The payer's wallet number (bKash masks it or gives it whole): its last digits are shown.
    method: { kind: 'bkash', label: fields.customerMsisdn || null },
    risky: false,
  };
}

/**
 * The status-then-execute steps under way in this process, by bKash host and paymentID: the
 * callbacks, the webhook and the sweep arriving together share one, so the money is asked for
 * by one execute (bKash refuses a second one, 2062/2117), as a replayed callback costs nothing more.
 */
const executing = new Map<string, Promise<Fields>>();

export function createBkashGateway(config: BkashConfig): PaymentGateway {
  const client = createBkashClient(config);

  const checked = (fields: Fields, expected: Parameters<PaymentGateway['query']>[0]) => {
    const verified = verifiedOf(fields);
    refuseMismatch(verified, expected);
    return verified;
  };

  async function statusThenExecute(
    paymentID: string,
    expected: Parameters<PaymentGateway['query']>[0],
  ): Promise<Fields> {
    // Asked first: a payment that is not ours, or is already settled, is never executed.
    const before = await client.status(paymentID);
    if (checked(before, expected).status !== 'pending') return before;
    try {
      return await client.executeOrQuery(paymentID);
    } catch (error) {
      if (!(error instanceof GatewayRefusal)) throw error;
      // Execute refused (cancelled meanwhile, insufficient balance…): the status says where.
      return client.status(paymentID);
    }
  }

  return {
    name: 'bkash',

    async start(input) {
      const payment = await client.create({
        amount: formatMajor(input.amountMinor),
        currency: input.currency.toUpperCase(),
        invoice: input.reference,
        payerReference: input.customer.phone || input.reference,
        callbackURL: input.returnUrl,
      });
      return {
        reference: input.reference,
        redirectUrl: payment.bkashURL,
        gatewayPaymentId: payment.paymentID,
      };
    },

    async confirm({ evidence, expected }) {
      const paymentID = evidence.paymentID ?? '';
      if (!paymentID || (expected.gatewayPaymentId && paymentID !== expected.gatewayPaymentId)) {
        throw new GatewayRefusal(
          'reference_differs',
          `callback for payment ${paymentID || '(none)'}, not ${expected.gatewayPaymentId ?? expected.reference}`,
        );
      }
      if (evidence.status !== 'success') return checked(await client.status(paymentID), expected);
      const key = `${config.baseUrl} ${paymentID}`;
      let response = executing.get(key);
      if (!response) {
        response = statusThenExecute(paymentID, expected).finally(() => executing.delete(key));
        executing.set(key, response);
      }
      return checked(await response, expected);
    },

    async query(expected) {
      if (!expected.gatewayPaymentId) return null;
      try {
        return checked(await client.status(expected.gatewayPaymentId), expected);
      } catch (error) {
        if (error instanceof GatewayRefusal && error.reason === 'refused_by_gateway') return null;
        throw error;
      }
    },

    async refund({ payment, amountMinor, refundId, reason }) {
      if (!payment.gatewayPaymentId || !payment.transactionId) {
        throw new ProviderError(`No paymentID and trxID to refund ${payment.reference} by.`);
      }
      const response = await client.refund({
        paymentID: payment.gatewayPaymentId,
        trxID: payment.transactionId,
        amount: formatMajor(amountMinor),
        sku: refundId,
        reason,
      });
      return {
        id: response.refundTrxID ?? '',
        status: response.transactionStatus === 'Completed' ? 'refunded' : 'pending',
      };
    },
  };
}

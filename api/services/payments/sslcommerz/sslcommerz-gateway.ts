// SSLCommerz's hosted checkout behind PaymentGateway (gateway.ts): a session per attempt with our
// reference as tran_id; what comes back (the IPN, the browser's return) is believed only once its
// verify_sign holds, and even then only to learn the val_id the validation API is asked about.
import {
  GatewayRefusal,
  formatMajor,
  parseMajor,
  refuseMismatch,
  type PaymentGateway,
  type PaymentMethod,
  type VerifiedPayment,
  type VerifiedStatus,
} from '../gateway.ts';
import { ProviderError } from '../provider.ts';
import { createSslcommerzClient, type Fields, type SslcommerzConfig } from './client.ts';
import { hasValidSignature } from './verify-sign.ts';

const STATUSES: Record<string, VerifiedStatus> = {
  VALID: 'paid',
  VALIDATED: 'paid',
  PENDING: 'pending',
  FAILED: 'failed',
  CANCELLED: 'cancelled',
  UNATTEMPTED: 'cancelled',
  EXPIRED: 'cancelled',
};

/** Where SSLCommerz sends the browser back; `outcome` tells the three apart. */
export const RETURN_OUTCOMES = ['success', 'fail', 'cancel'] as const;

const withOutcome = (url: string, outcome: (typeof RETURN_OUTCOMES)[number]) => {
  const target = new URL(url);
  target.searchParams.set('outcome', outcome);
  return target.toString();
};

/** card_type is "<CODE>-<Name>": BKASH-BKash, NAGAD-Nagad, DBBLMOBILEB-…, VISA-<bank>… */
export function methodOf(fields: Fields): PaymentMethod | null {
  const cardType = fields.card_type ?? '';
  if (!cardType) return null;
  const code = cardType.split('-')[0]!.toUpperCase();
  const brand = (fields.card_brand ?? '').toUpperCase();
  const wallets: Record<string, 'bkash' | 'nagad' | 'rocket' | 'upay'> = {
    BKASH: 'bkash',
    NAGAD: 'nagad',
    DBBLMOBILEB: 'rocket',
    ROCKET: 'rocket',
    UPAY: 'upay',
  };
  const wallet = wallets[code];
  if (wallet) return { kind: wallet, label: cardType };
  if (
    ['VISA', 'MASTER', 'MASTERCARD', 'AMEX'].includes(code) ||
    ['VISA', 'MASTERCARD', 'AMEX'].includes(brand)
  ) {
    const digits = (fields.card_no ?? '').replace(/\D/g, '');
    return {
      kind: 'card',
      brand: brand || code,
      last4: digits.length >= 4 ? digits.slice(-4) : null,
    };
  }
  if (brand === 'IB') return { kind: 'bank', label: cardType };
  return { kind: 'other', label: cardType };
}

/** A validation response, or one attempt of the query by tran_id, as a VerifiedPayment. */
function verifiedOf(fields: Fields): VerifiedPayment {
  const status = STATUSES[fields.status ?? ''];
  // The currency the student was asked for is currency_type/currency_amount; amount/currency
  // are what the store is settled in, the same for BDT.
  const amountMinor = parseMajor(fields.currency_amount || fields.amount);
  const currency = fields.currency_type || fields.currency;
  if (!status || amountMinor === null || !currency || !fields.tran_id) {
    throw new ProviderError(
      `SSLCommerz answered status ${fields.status} for ${fields.tran_id}, which is not a payment.`,
    );
  }
  return {
    gateway: 'sslcommerz',
    reference: fields.tran_id,
    status,
    amountMinor,
    currency,
    transactionId: fields.bank_tran_id || null,
    confirmationId: fields.val_id || null,
    gatewayPaymentId: fields.sessionkey || null,
    method: methodOf(fields),
    risky: fields.risk_level === '1',
  };
}

export function createSslcommerzGateway(config: SslcommerzConfig): PaymentGateway {
  const client = createSslcommerzClient(config);

  const query: PaymentGateway['query'] = async (expected) => {
    const attempts = await client.queryByReference(expected.reference);
    if (attempts.length === 0) return null;
    // One tran_id may have several attempts (a failed card, then bKash): a paid one wins.
    const paid = attempts.find((attempt) => STATUSES[attempt.status ?? ''] === 'paid');
    const verified = verifiedOf(paid ?? attempts.at(-1)!);
    refuseMismatch(verified, expected);
    return verified;
  };

  return {
    name: 'sslcommerz',

    async start(input) {
      const session = await client.createSession({
        tran_id: input.reference,
        total_amount: formatMajor(input.amountMinor),
        currency: input.currency.toUpperCase(),
        success_url: withOutcome(input.returnUrl, 'success'),
        fail_url: withOutcome(input.returnUrl, 'fail'),
        cancel_url: withOutcome(input.returnUrl, 'cancel'),
        ipn_url: input.notifyUrl,
        cus_name: input.customer.name,
        cus_email: input.customer.email,
        cus_phone: input.customer.phone,
        cus_add1: 'N/A',
        cus_city: 'Dhaka',
        cus_country: 'Bangladesh',
        shipping_method: 'NO',
        num_of_item: '1',
        product_name: input.description,
        product_category: 'class',
        product_profile: 'non-physical-goods',
      });
      return {
        reference: input.reference,
        redirectUrl: session.GatewayPageURL,
        gatewayPaymentId: session.sessionkey,
      };
    },

    async confirm({ evidence, expected }) {
      // Anything SSLCommerz posts is signed; unsigned fields are someone else's words.
      if (!hasValidSignature(evidence, config.storePassword)) {
        throw new GatewayRefusal('bad_signature', `fields for ${evidence.tran_id ?? '?'}`);
      }
      if (evidence.tran_id !== expected.reference) {
        throw new GatewayRefusal(
          'reference_differs',
          `signed fields for ${evidence.tran_id}, not ${expected.reference}`,
        );
      }
      if (!evidence.val_id) {
        // A failure or cancellation carries no val_id: the query says where the attempt stands.
        const current = await query(expected);
        if (!current) throw new GatewayRefusal('not_confirmed', `${expected.reference} is unknown`);
        return current;
      }
      const response = await client.validate(evidence.val_id);
      if (!['VALID', 'VALIDATED'].includes(response.status ?? '')) {
        throw new GatewayRefusal(
          'not_confirmed',
          `val_id ${evidence.val_id} of ${expected.reference}: ${response.status || 'no status'}`,
        );
      }
      const verified = verifiedOf(response);
      refuseMismatch(verified, expected);
      return verified;
    },

    query,

    async refund({ payment, amountMinor, refundId, reason }) {
      if (!payment.transactionId) {
        throw new ProviderError(`No bank_tran_id to refund ${payment.reference} by.`);
      }
      const refund = await client.refund({
        bankTranId: payment.transactionId,
        amount: formatMajor(amountMinor),
        remarks: reason,
        reference: payment.reference,
        refundId,
      });
      return {
        id: refund.refund_ref_id,
        status: refund.status === 'success' ? 'refunded' : 'pending',
      };
    },
  };
}

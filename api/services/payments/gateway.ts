// The redirect-flow payment gateway, seen from the API (decision 036): start a payment, send the
// student to the gateway's page, and confirm on the server with the gateway itself. What the
// browser brings back, or what a notice says, only tells us what to ask: never that we were paid.
// SSLCommerz (sslcommerz/) and bKash (bkash/) implement it; the card provider could sit behind it
// too (start = create the intent and send the student to our own card page, confirm and query =
// retrieve the intent, refund = the card refund).
import { ProviderError } from './provider.ts';

export type GatewayName = 'sslcommerz' | 'bkash';

/** How the student paid, as far as the gateway says. */
export type PaymentMethod =
  | { kind: 'card'; brand: string | null; last4: string | null }
  | { kind: 'bkash' | 'nagad' | 'rocket' | 'upay' | 'bank' | 'other'; label: string | null };

export interface StartPaymentInput {
  /** Our unique id of this attempt (SSLCommerz's tran_id, bKash's merchantInvoiceNumber). */
  reference: string;
  /** In the currency's minor unit (poisha for BDT). */
  amountMinor: number;
  /** ISO 4217, upper case (BDT). */
  currency: string;
  customer: { name: string; email: string; phone: string };
  /** What is paid for, as the gateway's page shows it. */
  description: string;
  /** Where the student's browser comes back to; the gateway adds what it adds. */
  returnUrl: string;
  /** Where the gateway tells the server, browser or not (SSLCommerz's IPN). */
  notifyUrl: string;
}

export interface StartedPayment {
  reference: string;
  /** The gateway's page the student is sent to. */
  redirectUrl: string;
  /** The gateway's id of the attempt (SSLCommerz's sessionkey, bKash's paymentID). */
  gatewayPaymentId: string;
}

export type VerifiedStatus = 'paid' | 'pending' | 'failed' | 'cancelled';

/** What the gateway's own server said about a payment, asked by us. */
export interface VerifiedPayment {
  gateway: GatewayName;
  reference: string;
  status: VerifiedStatus;
  amountMinor: number;
  currency: string;
  /** The gateway's id of the money movement (SSLCommerz's bank_tran_id, bKash's trxID). */
  transactionId: string | null;
  /** The id a confirmation is known by (SSLCommerz's val_id, bKash's paymentID). */
  confirmationId: string | null;
  /** The attempt's id at the gateway (bKash's paymentID; refunds need it). */
  gatewayPaymentId: string | null;
  method: PaymentMethod | null;
  /** The gateway asks the merchant to check this payment before delivering (risk_level=1). */
  risky: boolean;
}

/** What we recorded when the payment started: the only amount and currency we accept. */
export interface ExpectedPayment {
  reference: string;
  amountMinor: number;
  currency: string;
  /** What start answered as gatewayPaymentId: bKash is asked by it, SSLCommerz by reference. */
  gatewayPaymentId?: string;
}

export interface ConfirmInput {
  /**
   * The fields the gateway sent (an IPN's or a return's form fields, a callback's query): checked
   * for the gateway's signature where it signs them, then used only to know what to ask.
   */
  evidence: Readonly<Record<string, string>>;
  expected: ExpectedPayment;
}

export interface GatewayRefundInput {
  payment: VerifiedPayment;
  amountMinor: number;
  /** Our unique id of this refund: the same id never refunds twice. */
  refundId: string;
  reason: string;
}

export interface GatewayRefund {
  /** The gateway's id of the refund. */
  id: string;
  status: 'refunded' | 'pending';
}

export interface PaymentGateway {
  readonly name: GatewayName;
  start(input: StartPaymentInput): Promise<StartedPayment>;
  /**
   * Asks the gateway about what came back; refuses a bad signature (GatewayRefusal) and an
   * answer for another reference, amount or currency than ours.
   */
  confirm(input: ConfirmInput): Promise<VerifiedPayment>;
  /** By our reference, for the sweep: null when the gateway has no such attempt. */
  query(expected: ExpectedPayment): Promise<VerifiedPayment | null>;
  refund(input: GatewayRefundInput): Promise<GatewayRefund>;
}

export type GatewayRefusalReason =
  | 'bad_signature'
  | 'not_confirmed'
  | 'reference_differs'
  | 'amount_differs'
  | 'currency_differs'
  | 'refused_by_gateway';

/** What the gateway sent cannot be believed, or it refused what we asked: a 4xx, logged. */
export class GatewayRefusal extends Error {
  constructor(
    readonly reason: GatewayRefusalReason,
    detail: string,
  ) {
    super(`${reason}: ${detail}`);
    this.name = 'GatewayRefusal';
  }
}

/** A verified response that is not for our record is refused, whatever its status. */
export function refuseMismatch(verified: VerifiedPayment, expected: ExpectedPayment): void {
  if (verified.reference !== expected.reference) {
    throw new GatewayRefusal(
      'reference_differs',
      `the gateway answered for ${verified.reference}, not ${expected.reference}`,
    );
  }
  if (verified.currency.toUpperCase() !== expected.currency.toUpperCase()) {
    throw new GatewayRefusal(
      'currency_differs',
      `${verified.currency} where we asked for ${expected.currency}`,
    );
  }
  if (verified.amountMinor !== expected.amountMinor) {
    throw new GatewayRefusal(
      'amount_differs',
      `${verified.amountMinor} where we asked for ${expected.amountMinor} (${expected.reference})`,
    );
  }
}

/** Where our record of an attempt stands when a verified response arrives. */
export type RecordState =
  | { state: 'open' }
  | { state: 'paid'; confirmationId: string }
  | { state: 'held'; confirmationId: string }
  /** The student gave up, or the hold ran out: the seats are no longer theirs. */
  | { state: 'given_up' };

export type ConfirmationDecision =
  /** Take the seats and record the payment. */
  | 'pay'
  /** Record the payment but deliver nothing until an admin decides. */
  | 'hold_for_review'
  /** The same confirmation again (a replayed notice, a retry): nothing to do. */
  | 'already_done'
  /** Paid after we let the seats go: return the money. */
  | 'refund_late_payment'
  /** Not paid (failed, cancelled, still pending): nothing is delivered. */
  | 'not_paid'
  /** A second, different confirmation for an attempt already settled: refuse and look. */
  | 'refuse_second_confirmation';

/**
 * The one rule of what a verified response means for our record: the wiring step runs it inside
 * the transaction that reads the record, so a replayed notice and a late success are decided
 * the same way by the IPN, the return and the sweep.
 */
export function decideConfirmation(
  record: RecordState,
  verified: VerifiedPayment,
): ConfirmationDecision {
  if (record.state === 'paid' || record.state === 'held') {
    if (verified.status !== 'paid') return 'already_done';
    return verified.confirmationId === record.confirmationId
      ? 'already_done'
      : 'refuse_second_confirmation';
  }
  if (verified.status !== 'paid') return 'not_paid';
  if (record.state === 'given_up') return 'refund_late_payment';
  return verified.risky ? 'hold_for_review' : 'pay';
}

/** Minor units as the gateways write amounts: "1250.50" (two decimals, no grouping). */
export function formatMajor(amountMinor: number): string {
  if (!Number.isSafeInteger(amountMinor) || amountMinor < 0) {
    throw new ProviderError(`Not an amount in minor units: ${amountMinor}.`);
  }
  const major = Math.floor(amountMinor / 100);
  const minor = String(amountMinor % 100).padStart(2, '0');
  return `${major}.${minor}`;
}

/** A gateway's decimal text as minor units; null when it is not one ("12.345", "1e3", ""). */
export function parseMajor(text: string | undefined): number | null {
  const match = /^(\d{1,12})(?:\.(\d{1,2}))?$/.exec((text ?? '').trim());
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

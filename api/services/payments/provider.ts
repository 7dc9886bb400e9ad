// The card payment provider, seen from the API: Stripe in production, the built-in test provider
// (no network) when no STRIPE_SECRET_KEY is set. Finalize and refunds only use this interface.
import type { Currency } from '#shared/money.ts';
import type { Database } from '../../db/client.ts';
import type { Gateways } from './gateways.ts';

const KNOWN_STATUSES = ['requires_payment_method', 'processing', 'succeeded', 'canceled'] as const;

/** The intent statuses the services act on (Stripe's names); any other is 'other'. */
export type IntentStatus = (typeof KNOWN_STATUSES)[number] | 'other';

/** A provider's status text as an IntentStatus (both providers store Stripe's names). */
export const intentStatusOf = (status: string): IntentStatus =>
  (KNOWN_STATUSES as readonly string[]).includes(status) ? (status as IntentStatus) : 'other';

export interface ProviderIntent {
  id: string;
  status: IntentStatus;
  amountCents: number;
  currency: string;
  /** What the server wrote at creation (see order-metadata.ts); only our secret key can write it. */
  metadata: Record<string, string>;
  /** Cents already returned to the card. */
  refundedCents: number;
}

export interface CreateIntentInput {
  /** In `currency`'s minor unit. */
  amountCents: number;
  currency: Currency;
  metadata: Record<string, string>;
  /** The same key returns the same intent instead of a second one (a retried request). */
  idempotencyKey: string;
}

export interface RefundInput {
  intentId: string;
  amountCents: number;
  /** The same key never refunds twice. */
  idempotencyKey: string;
  reason: string;
}

export interface PaymentProvider {
  readonly mode: 'test' | 'stripe';
  createIntent(input: CreateIntentInput): Promise<{ id: string; clientSecret: string }>;
  /** null when the provider does not know the id. */
  retrieveIntent(id: string): Promise<ProviderIntent | null>;
  /** The same key answers the same refund again (also after a restart), never a second one. */
  refund(input: RefundInput): Promise<{ id: string }>;
  /**
   * Cancels an intent nobody paid, so it can never be charged later (the payment sweep does this
   * to abandoned intents). Returns the intent's status afterwards: 'canceled', or 'succeeded'
   * when it was paid meanwhile (then it is finalized instead).
   */
  cancelIntent(id: string): Promise<IntentStatus>;
}

/** What the payment services work with. */
export interface PaymentDeps {
  db: Database;
  provider: PaymentProvider;
  /** The redirect gateways (gateways.ts); absent where only cards are taken (some tests). */
  gateways?: Gateways;
  now: () => Date;
  /**
   * WAITLIST_OFFER_HOURS (api/env.ts): how long a seat freed by a payment's step (a refund, holds
   * ended) is offered to the next in line. The shared default when absent (tests).
   */
  waitlistOfferHours?: number;
}

/** A provider response we cannot act on (network, configuration): a 5xx for the caller, logged. */
export class ProviderError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'ProviderError';
  }
}

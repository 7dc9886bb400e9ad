// Every attempt to pay is written to payment_intents before the student can pay (decision 018):
// the payment sweep (payment-sweep.ts) finds each one that was paid and never settled.
import type { Currency } from '#shared/money.ts';
import type { RedirectGatewayName } from '#shared/schemas/payment.ts';
import { paymentIntents } from '../../db/schema.ts';
import type { Tx } from '../../db/write-transaction.ts';

/** The browser and the notices settle within seconds: the sweep looks after this long. */
export const SWEEP_AFTER_MINUTES = 5;

/** One attempt to pay, as payment_intents records it. */
export interface IntentRecord {
  intentId: string;
  email: string;
  userId: string | null;
  amountCents: number;
  currency: Currency;
  /** Absent: the card provider. */
  gateway?: 'card' | RedirectGatewayName;
  /** A redirect gateway's copy of the order (the card provider keeps it as metadata). */
  order?: Record<string, string>;
  /** Where a redirect gateway sends the browser and its notices back. */
  origin?: string;
}

/** Written in the transaction that holds the attempt's seats, before the student can pay. */
export async function recordIntent(tx: Tx, intent: IntentRecord, now: Date): Promise<void> {
  await tx
    .insert(paymentIntents)
    .values({
      ...intent,
      createdAt: now.toISOString(),
      nextCheckAt: new Date(now.getTime() + SWEEP_AFTER_MINUTES * 60_000).toISOString(),
    })
    .onConflictDoNothing({ target: paymentIntents.intentId });
}

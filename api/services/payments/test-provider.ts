// The built-in test payment provider: intents live in our own database (test_payment_intents)
// instead of Stripe's servers, and cards follow Stripe's test-card rules. Used when no
// STRIPE_SECRET_KEY is configured; never where NODE_ENV=production unless ALLOW_TEST_PAYMENTS.
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { testPaymentIntents, testPaymentRefunds } from '../../db/schema.ts';
import { conflict, HttpError, notFound } from '../../lib/http-error.ts';
import { intentStatusOf, ProviderError, type PaymentProvider } from './provider.ts';
import { judgeTestCard, refusalFor, type TestCard } from './test-card-rules.ts';
import { retryOnBusy, writeTransaction } from '../../db/write-transaction.ts';

const randomToken = () => crypto.randomUUID().replaceAll('-', '');

export interface TestPaymentProvider extends PaymentProvider {
  readonly mode: 'test';
  /** The card step the browser runs (Stripe's confirmCardPayment in production). */
  confirm(clientSecret: string, card: TestCard): Promise<{ status: 'succeeded'; id: string }>;
}

export function createTestPaymentProvider(
  database: Database,
  now: () => Date = () => new Date(),
): TestPaymentProvider {
  // Stands in for a remote service: every statement is retried while the file is busy.
  const run = <T>(statement: (db: Database) => PromiseLike<T>) =>
    retryOnBusy(async () => statement(database));

  const findBySecret = async (clientSecret: string) => {
    const id = clientSecret.split('_secret_')[0] ?? '';
    const [row] = await run((db) =>
      db.select().from(testPaymentIntents).where(eq(testPaymentIntents.id, id)).limit(1),
    );
    return row && row.clientSecret === clientSecret ? row : null;
  };

  return {
    mode: 'test',

    async createIntent({ amountCents, currency, metadata, idempotencyKey }) {
      const id = `pi_test_${randomToken()}`;
      await run((db) =>
        db
          .insert(testPaymentIntents)
          .values({
            id,
            clientSecret: `${id}_secret_${randomToken()}`,
            amountCents,
            currency,
            status: 'requires_payment_method',
            metadata,
            idempotencyKey,
          })
          .onConflictDoNothing({ target: testPaymentIntents.idempotencyKey }),
      );
      const [row] = await run((db) =>
        db
          .select({ id: testPaymentIntents.id, clientSecret: testPaymentIntents.clientSecret })
          .from(testPaymentIntents)
          .where(eq(testPaymentIntents.idempotencyKey, idempotencyKey))
          .limit(1),
      );
      if (!row) throw new ProviderError('The test payment intent was not stored.');
      return row;
    },

    async retrieveIntent(id) {
      const [row] = await run((db) =>
        db.select().from(testPaymentIntents).where(eq(testPaymentIntents.id, id)).limit(1),
      );
      if (!row) return null;
      return {
        id: row.id,
        status: intentStatusOf(row.status),
        amountCents: row.amountCents,
        currency: row.currency,
        metadata: row.metadata,
        refundedCents: row.refundedCents,
      };
    },

    refund: ({ intentId, amountCents, idempotencyKey }) =>
      writeTransaction(database, async (tx) => {
        const [seen] = await tx
          .select()
          .from(testPaymentRefunds)
          .where(eq(testPaymentRefunds.idempotencyKey, idempotencyKey));
        if (seen) {
          // As Stripe: the same key answers the first refund, and must carry the same request.
          if (seen.intentId !== intentId || seen.amountCents !== amountCents) {
            throw new ProviderError(
              `Keys for idempotent requests can only be used with the same parameters (${idempotencyKey}).`,
            );
          }
          return { id: seen.id };
        }
        const updated = await tx
          .update(testPaymentIntents)
          .set({ refundedCents: sql`${testPaymentIntents.refundedCents} + ${amountCents}` })
          .where(
            and(
              eq(testPaymentIntents.id, intentId),
              eq(testPaymentIntents.status, 'succeeded'),
              sql`${testPaymentIntents.refundedCents} + ${amountCents} <= ${testPaymentIntents.amountCents}`,
            ),
          )
          .returning({ id: testPaymentIntents.id });
        if (updated.length === 0)
          throw new ProviderError(`Refund of ${amountCents} cents on ${intentId} refused.`);
        const id = `re_test_${randomToken()}`;
        await tx.insert(testPaymentRefunds).values({ idempotencyKey, id, intentId, amountCents });
        return { id };
      }),

    async cancelIntent(id) {
      await run((db) =>
        db
          .update(testPaymentIntents)
          .set({ status: 'canceled', updatedAt: now().toISOString() })
          .where(
            and(
              eq(testPaymentIntents.id, id),
              eq(testPaymentIntents.status, 'requires_payment_method'),
            ),
          ),
      );
      const [row] = await run((db) =>
        db
          .select({ status: testPaymentIntents.status })
          .from(testPaymentIntents)
          .where(eq(testPaymentIntents.id, id)),
      );
      if (!row) throw new ProviderError(`No test payment intent ${id}.`);
      return intentStatusOf(row.status);
    },

    async confirm(clientSecret, card) {
      const intent = await findBySecret(clientSecret);
      if (!intent) throw notFound('test_payment_not_found');
      // Confirming again after success answers the same success (a retried request).
      if (intent.status === 'succeeded') return { status: 'succeeded', id: intent.id };
      if (intent.status !== 'requires_payment_method') {
        throw conflict('payment_closed_reload');
      }
      const outcome = judgeTestCard(card, now());
      if (outcome !== 'succeeded') {
        const refused = refusalFor(outcome);
        await run((db) =>
          db
            .update(testPaymentIntents)
            .set({ lastError: refused.message, updatedAt: now().toISOString() })
            .where(eq(testPaymentIntents.id, intent.id)),
        );
        throw new HttpError(402, 'card_declined', refused);
      }
      await run((db) =>
        db
          .update(testPaymentIntents)
          .set({ status: 'succeeded', lastError: null, updatedAt: now().toISOString() })
          .where(
            and(
              eq(testPaymentIntents.id, intent.id),
              eq(testPaymentIntents.status, 'requires_payment_method'),
            ),
          ),
      );
      const [after] = await run((db) =>
        db
          .select({ status: testPaymentIntents.status })
          .from(testPaymentIntents)
          .where(eq(testPaymentIntents.id, intent.id)),
      );
      if (after?.status !== 'succeeded') throw conflict('payment_closed');
      return { status: 'succeeded', id: intent.id };
    },
  };
}

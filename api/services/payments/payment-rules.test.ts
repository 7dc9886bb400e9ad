import { describe, expect, it } from 'vitest';
import { createTestDb } from '../../test/test-db.ts';
import { testEnv } from '../../test/test-env.ts';
import { createPaymentProvider } from './create-provider.ts';
import { decodeOrder, encodeOrder, type Order } from './order-metadata.ts';
import { ProviderError } from './provider.ts';
import { judgeTestCard } from './test-card-rules.ts';
import { createTestPaymentProvider } from './test-provider.ts';

// The refusal of the test provider in production is one of the production rules of parseEnv
// (api/env.test.ts).
describe('the payment provider', () => {
  it('is Stripe when a secret key is set, else the built-in test provider', async () => {
    const testDb = await createTestDb();
    try {
      expect(createPaymentProvider(testEnv(), testDb.db).mode).toBe('test');
      const stripe = testEnv({ STRIPE_SECRET_KEY: 'sk_live_x' });
      expect(createPaymentProvider(stripe, testDb.db).mode).toBe('stripe');
    } finally {
      await testDb.cleanup();
    }
  });
});

describe("the test payment provider's refunds", () => {
  it('answer the same refund for the same key, also after a restart, and refuse the key with another amount', async () => {
    const testDb = await createTestDb();
    try {
      const first = createTestPaymentProvider(testDb.db);
      const intent = await first.createIntent({
        amountCents: 3000,
        currency: 'usd',
        metadata: {},
        idempotencyKey: 'i',
      });
      await first.confirm(intent.clientSecret, {
        number: '4242424242424242',
        expMonth: 12,
        expYear: 2034,
        cvc: '123',
      });
      const input = { intentId: intent.id, amountCents: 1000, idempotencyKey: 'r-1', reason: 'x' };
      const refund = await first.refund(input);
      // A new instance over the same database stands for a restarted server.
      const restarted = createTestPaymentProvider(testDb.db);
      expect(await restarted.refund(input)).toEqual(refund);
      await expect(restarted.refund({ ...input, amountCents: 500 })).rejects.toBeInstanceOf(
        ProviderError,
      );
      expect((await restarted.retrieveIntent(intent.id))?.refundedCents).toBe(1000);
    } finally {
      await testDb.cleanup();
    }
  });
});

describe('order metadata', () => {
  it('round-trips an order of 60 classes through Stripe-sized (500 character) values', () => {
    const order: Order = {
      email: 'student@academy.test',
      items: Array.from({ length: 60 }, (_, i) => ({
        classId: crypto.randomUUID(),
        name: `Class number ${i} with a long name`,
        cents: 1000 + i,
      })),
      selectionIds: Array.from({ length: 60 }, () => crypto.randomUUID()),
      currency: 'bdt',
    };
    const metadata = encodeOrder(order);
    expect(Object.keys(metadata).length).toBeLessThanOrEqual(50);
    expect(Object.values(metadata).every((value) => value.length <= 500)).toBe(true);
    expect(decodeOrder(metadata)).toEqual(order);
  });

  it('reads an order written before currencies as dollars', () => {
    const before = { email: 'a@b.test', items: [], selectionIds: [] };
    const metadata = { email: before.email, order_chunks: '1', order_0: JSON.stringify(before) };
    expect(decodeOrder(metadata)).toEqual({ ...before, currency: 'usd' });
  });

  it('reads nothing from metadata that is not ours', () => {
    expect(decodeOrder({})).toBeNull();
    expect(decodeOrder({ order_chunks: '1', order_0: '{"email":1}' })).toBeNull();
    expect(decodeOrder({ order_chunks: '2', order_0: '{}' })).toBeNull();
  });
});

describe('test card rules', () => {
  const now = new Date('2030-06-15T00:00:00Z');
  const card = (
    number: string,
    extra: Partial<{ expMonth: number; expYear: number; cvc: string }> = {},
  ) => judgeTestCard({ number, expMonth: 12, expYear: 2031, cvc: '123', ...extra }, now);

  it('follows Stripe test cards', () => {
    expect(card('4242 4242 4242 4242')).toBe('succeeded');
    expect(card('4000000000000002')).toBe('declined');
    expect(card('4000000000009995')).toBe('insufficientFunds');
    expect(card('4000000000000069')).toBe('expired');
    expect(card('4000000000000127')).toBe('incorrectCvc');
  });

  it('refuses bad numbers, past expiry dates and bad security codes', () => {
    expect(card('4242424242424241')).toBe('incorrectNumber');
    expect(card('4242424242424242', { expMonth: 5, expYear: 30 })).toBe('expired');
    expect(card('4242424242424242', { expMonth: 6, expYear: 2030 })).toBe('succeeded');
    expect(card('4242424242424242', { cvc: '12' })).toBe('incorrectCvc');
    expect(card('4111111111111111')).toBe('declined');
  });
});

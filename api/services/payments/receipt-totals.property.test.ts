// Whatever was bought and whatever was refunded since, a receipt adds up: its lines are the
// payment's amount, its refunds are what the payment records as refunded, and what it says was
// kept is the one less the other, in the currency's minor units (decision 039).
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VENUE_IDS, VENUES } from '#shared/classes/venues.ts';
import { toMinorUnits } from '#shared/money.ts';
import { receiptSchema } from '#shared/schemas/receipt.ts';
import { payments } from '../../db/schema.ts';
import { createClass, createSelection, createUser } from '../../test/factories.ts';
import { finalize, paidIntent } from '../../test/payment-test-helpers.ts';
import { createTestApi, json, type TestApi } from '../../test/test-api.ts';

let api: TestApi;
let adminEmail: string;

beforeAll(async () => {
  api = await createTestApi();
  adminEmail = (await createUser(api.db, { role: 'admin' })).email;
});
afterAll(() => api.cleanup());

const order = fc.record({
  venue: fc.constantFrom(...VENUE_IDS),
  // Each class's price in minor units (at least what one card payment may be), and whether it
  // is refunded afterwards.
  classes: fc.array(
    fc.record({ cents: fc.integer({ min: 6_000, max: 500_000 }), refund: fc.boolean() }),
    {
      minLength: 1,
      maxLength: 4,
    },
  ),
});

describe('a receipt', () => {
  it("always adds up to its payment's amount and refunds", async () => {
    await fc.assert(
      fc.asyncProperty(order, async ({ venue, classes }) => {
        const student = await createUser(api.db);
        const currency = VENUES[venue].currency;
        const ids: string[] = [];
        for (const { cents } of classes) {
          const cls = await createClass(api.db, { venue, currency, priceCents: cents, seats: 10 });
          ids.push(cls.id);
          await createSelection(api.db, student.email, cls.id);
        }
        const intent = await paidIntent(api, student.email);
        const response = await finalize(api, student.email, intent.intentId);
        const { insertedId } = (await json(response)) as { insertedId: string };
        for (const [index, { refund }] of classes.entries()) {
          if (!refund) continue;
          const refunded = await api.call('POST', `/api/payments/${insertedId}/refund`, {
            as: adminEmail,
            body: { classId: ids[index] },
          });
          expect(refunded.status).toBe(200);
        }
        const receipt = receiptSchema.parse(
          await json(
            await api.call('GET', `/api/payments/${insertedId}/receipt`, { as: student.email }),
          ),
        );
        const [payment] = await api.db.select().from(payments).where(eq(payments.id, insertedId));
        const minor = (amount: number) => toMinorUnits(amount, receipt.currency);
        const sum = (amounts: number[]) =>
          amounts.reduce((total, amount) => total + minor(amount), 0);
        expect(receipt.currency).toBe(currency);
        expect(minor(receipt.total)).toBe(payment!.amountCents);
        expect(sum(receipt.lines.map((line) => line.amount))).toBe(payment!.amountCents);
        expect(sum(receipt.refunds.map((refund) => refund.amount))).toBe(payment!.refundedCents);
        expect(minor(receipt.net)).toBe(payment!.amountCents - payment!.refundedCents);
        const expectedRefunded = classes
          .filter((item) => item.refund)
          .reduce((total, item) => total + item.cents, 0);
        expect(payment!.refundedCents).toBe(expectedRefunded);
      }),
      { numRuns: 25 },
    );
  }, 120_000);
});

// Property-based, over HTTP against the real server and its gateway stand-ins: whatever is
// changed in what SSLCommerz signed, whatever order the notices, returns and sweeps come in, and
// whichever bKash paymentID a browser brings back, the money rules hold: only the gateway's own
// word pays, an attempt is paid once with one enrollment per class, a failed one pays nothing,
// and nobody's payment pays another student's attempt.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRealServer, type RealServer } from '../real-server.ts';
import { redirectJourneys } from '../redirect-journeys.ts';
import type { UserRow } from '../factories.ts';

let server: RealServer;
let journeys: ReturnType<typeof redirectJourneys>;
let stranger: UserRow;

beforeAll(async () => {
  server = await startRealServer();
  journeys = redirectJourneys(server);
  ({ student: stranger } = await journeys.studentWithDhakaClasses());
});
afterAll(() => server.close());

/** Each run pays through HTTP: the runs are few. */
const RUNS = 30;

/** The fields whose change must break SSLCommerz's signature (or name another attempt). */
const TAMPERABLE = [
  'amount',
  'currency',
  'currency_amount',
  'tran_id',
  'val_id',
  'verify_sign',
  'store_amount',
  'status',
  'risk_level',
] as const;

/** Plausible forgeries and arbitrary text, including what a form cannot carry intact. */
const forged = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 20 }),
  fc.constantFrom(
    '1.00',
    '0.00',
    '10.00',
    '1500',
    'BDT',
    'USD',
    'VALID',
    'VALIDATED',
    '0',
    '1',
    '',
  ),
  fc.integer({ min: 0, max: 10_000_000 }).map((poisha) => (poisha / 100).toFixed(2)),
  fc.string({ unit: fc.constantFrom(...'0123456789abcdef'), minLength: 32, maxLength: 32 }),
);

/** What a form post of `value` reaches the server as (lone surrogates become U+FFFD). */
const asPosted = (value: string) => new URLSearchParams({ v: value }).get('v')!;

describe('SSLCommerz fields changed in transit', () => {
  it('never pay or enroll; the genuine fields still pay once', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.uniqueArray(fc.constantFrom(...TAMPERABLE), { minLength: 1 }).chain((names) =>
          fc.record({
            changes: fc.tuple(
              ...names.map((name) => forged.map((value) => [name, value] as const)),
            ),
            to: fc.constantFrom('ipn', 'return', 'both'),
            withToken: fc.boolean(),
          }),
        ),
        async ({ changes, to, withToken }) => {
          const bought = await journeys.studentWithDhakaClasses(150_000);
          const started = await journeys.start(bought.student.email, 'sslcommerz');
          const signed = await journeys.sslcommerzFields(started, { action: 'pay' });
          const tampered = { ...signed.fields };
          for (const [name, value] of changes) tampered[name] = value;
          // Only a real change counts (verify_sign is hex: its case is not a change).
          const same = (name: string) =>
            name === 'verify_sign'
              ? asPosted(tampered[name]!).toLowerCase() === signed.fields[name]!.toLowerCase()
              : asPosted(tampered[name]!) === signed.fields[name];
          fc.pre(changes.some(([name]) => !same(name)));
          // The payer's own token changes nothing: only the gateway's signature counts.
          const headers: Record<string, string> = withToken
            ? { Authorization: `Bearer ${await server.tokenFor(bought.student.email)}` }
            : {};

          if (to !== 'return') {
            const ipn = await journeys.postForm(journeys.ipnUrl(), tampered, headers);
            expect([400, 404], ipn.text).toContain(ipn.status);
            if (ipn.status === 400) expect(ipn.text).toContain('payment_notice_refused');
          }
          if (to !== 'ipn') {
            const back = await journeys.postForm(signed.action, tampered, headers);
            expect(back.status).toBe(303);
          }
          const before = await journeys.moneyOf(bought.student);
          expect(before.payments).toEqual([]);
          expect(before.enrollments).toEqual([]);
          expect(before.receipts).toEqual([]);
          expect((await journeys.attemptRow(started.reference)).finalizedAt).toBeNull();

          const genuine = await journeys.postForm(journeys.ipnUrl(), signed.fields);
          expect(genuine.status, genuine.text).toBe(200);
          const after = await journeys.moneyOf(bought.student);
          expect(after.payments).toMatchObject([{ amountCents: 150_000, refundedCents: 0 }]);
          expect(after.enrollments).toHaveLength(1);
        },
      ),
      { numRuns: RUNS },
    );
  });
});

const EVENTS = ['ipn', 'return', 'failReturn', 'cancelReturn', 'sweep', 'replay'] as const;
type Event = (typeof EVENTS)[number];
const events = fc.record({
  order: fc.array(fc.constantFrom(...EVENTS), { minLength: 1, maxLength: 8 }),
  together: fc.boolean(),
});

/**
 * One attempt's notices and returns, fired in this order (or all at once): the IPN and the
 * browser's return with what SSLCommerz signed last, the fail and cancel returns with the
 * signed fields of the failed try, a sweep, and a stranger's replay of the return.
 */
async function fire(
  order: readonly Event[],
  together: boolean,
  reference: string,
  last: { action: string; fields: Record<string, string> },
  failed: { action: string; fields: Record<string, string> },
) {
  const cancelUrl = new URL(failed.action);
  cancelUrl.searchParams.set('outcome', 'cancel');
  const strangerToken = { Authorization: `Bearer ${await server.tokenFor(stranger.email)}` };
  const one = async (event: Event) => {
    switch (event) {
      case 'ipn':
        return (await journeys.postForm(journeys.ipnUrl(), last.fields)).status;
      case 'return':
        return (await journeys.postForm(last.action, last.fields)).status;
      case 'failReturn':
        return (await journeys.postForm(failed.action, failed.fields)).status;
      case 'cancelReturn':
        return (await journeys.postForm(cancelUrl.toString(), failed.fields)).status;
      case 'sweep': {
        const report = await journeys.sweepNow([reference]);
        return report.failures.length === 0 ? 200 : 500;
      }
      case 'replay':
        return (await journeys.postForm(last.action, last.fields, strangerToken)).status;
    }
  };
  const statuses = together
    ? await Promise.all(order.map(one))
    : await order.reduce<Promise<number[]>>(
        async (done, event) => [...(await done), await one(event)],
        Promise.resolve([]),
      );
  for (const [index, status] of statuses.entries()) {
    expect(status, order[index]).toBe(
      order[index] === 'ipn' || order[index] === 'sweep' ? 200 : 303,
    );
  }
}

describe('SSLCommerz notices and returns in any order', () => {
  it('a paid attempt (after a failed try) is one payment and one enrollment per class', async () => {
    await fc.assert(
      fc.asyncProperty(events, async ({ order, together }) => {
        const bought = await journeys.studentWithDhakaClasses(60_000, 40_000);
        const started = await journeys.start(bought.student.email, 'sslcommerz');
        // A card declined first, then paid with bKash, on the same page.
        const failed = await journeys.sslcommerzFields(started, { action: 'fail', method: 'card' });
        const paid = await journeys.sslcommerzFields(started, { action: 'pay', method: 'bkash' });
        await fire(order, together, started.reference, paid, failed);

        const money = await journeys.moneyOf(bought.student);
        expect(money.payments).toMatchObject([{ amountCents: 100_000, refundedCents: 0 }]);
        expect(money.enrollments.map((row) => row.classId).sort()).toEqual(
          bought.classes.map((cls) => cls.id).sort(),
        );
        expect(money.receipts).toHaveLength(1);
        expect(money.refunds).toEqual([]);
        for (const cls of bought.classes) {
          expect(await journeys.seatsOf(cls.id)).toEqual({ seats: 4, enrolled: 1 });
        }
        expect(await journeys.attempt(bought.student.email, started.reference)).toMatchObject({
          status: 'paid',
        });
      }),
      { numRuns: RUNS },
    );
  });

  it('a failed attempt pays nothing, enrolls nobody and gives the seats back', async () => {
    await fc.assert(
      fc.asyncProperty(events, async ({ order, together }) => {
        const bought = await journeys.studentWithDhakaClasses(60_000, 40_000);
        const started = await journeys.start(bought.student.email, 'sslcommerz');
        const failed = await journeys.sslcommerzFields(started, { action: 'fail', method: 'card' });
        await fire(order, together, started.reference, failed, failed);

        const money = await journeys.moneyOf(bought.student);
        expect(money.payments).toEqual([]);
        expect(money.enrollments).toEqual([]);
        expect(money.receipts).toEqual([]);
        for (const cls of bought.classes) {
          expect(await journeys.seatsOf(cls.id)).toEqual({ seats: 5, enrolled: 0 });
        }
        expect(await journeys.attempt(bought.student.email, started.reference)).toMatchObject({
          status: 'failed',
          paymentId: null,
        });
      }),
      { numRuns: RUNS },
    );
  });
});

const BKASH_STATES = ['pay', 'fail', 'cancel', 'untouched'] as const;

describe("bKash's return with another student's paymentID", () => {
  it("never pays this student's attempt", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          mine: fc.constantFrom(...BKASH_STATES),
          theirs: fc.constantFrom(...BKASH_STATES),
          status: fc.oneof(
            fc.constantFrom('success', 'failure', 'cancel'),
            fc.string({ maxLength: 10 }),
          ),
          spelled: fc.constantFrom('as is', 'lower case', 'with my reference', 'padded'),
          withMyToken: fc.boolean(),
        }),
        async ({ mine, theirs, status, spelled, withMyToken }) => {
          const me = await journeys.studentWithDhakaClasses(50_000);
          const them = await journeys.studentWithDhakaClasses(50_000);
          const myStart = await journeys.start(me.student.email, 'bkash');
          const theirStart = await journeys.start(them.student.email, 'bkash');
          const myCallback =
            mine === 'untouched' ? null : await journeys.bkashCallback(myStart, mine);
          if (theirs !== 'untouched') await journeys.bkashCallback(theirStart, theirs);
          const theirID = (await journeys.attemptRow(theirStart.reference)).gatewayPaymentId!;
          const paymentID = {
            'as is': theirID,
            'lower case': theirID.toLowerCase(),
            'with my reference': `${theirID}&merchantInvoiceNumber=${myStart.reference}`,
            padded: ` ${theirID} `,
          }[spelled];

          const url = new URL(`${server.url}/api/payments/bkash/return`);
          url.searchParams.set('paymentID', paymentID);
          url.searchParams.set('status', status);
          const headers: Record<string, string> = withMyToken
            ? { Authorization: `Bearer ${await server.tokenFor(me.student.email)}` }
            : {};
          const back = await fetch(url, { headers, redirect: 'manual' });
          expect(back.status).toBe(303);
          // The return page is never told my reference for their payment.
          const location = new URL(back.headers.get('location')!, server.url);
          expect(location.searchParams.get('reference')).not.toBe(myStart.reference);

          const mineNow = await journeys.moneyOf(me.student);
          expect(mineNow.payments).toEqual([]);
          expect(mineNow.enrollments).toEqual([]);
          expect((await journeys.attemptRow(myStart.reference)).outcome).not.toBe('paid');
          // Theirs is paid only if they approved it, and only once.
          const theirsNow = await journeys.moneyOf(them.student);
          expect(theirsNow.payments.length).toBeLessThanOrEqual(theirs === 'pay' ? 1 : 0);

          // My own callback still does what my choice on bKash's page was.
          if (myCallback) {
            expect((await fetch(myCallback, { redirect: 'manual' })).status).toBe(303);
            const settled = await journeys.moneyOf(me.student);
            expect(settled.payments).toHaveLength(mine === 'pay' ? 1 : 0);
            if (mine === 'pay') expect(settled.payments[0]!.transactionId).toBe(myStart.reference);
          }
        },
      ),
      { numRuns: RUNS },
    );
  });
});

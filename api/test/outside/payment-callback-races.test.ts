// What comes back from a redirect gateway arrives from several places at once: the student's
// browser, the gateway's own notice (SSLCommerz's IPN, bKash's webhook) and the payment sweep.
// Fired together, over HTTP against the real server, for many students at once, each paid
// attempt must still be one payment, one enrollment per class, its seats moved once, one receipt,
// and no refund; and bKash's money is taken by one execute. A guardian's payment for three
// children of their family in one class likewise enrolls each child once, with a pass each.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { classPasses, enrollments } from '../../db/schema.ts';
import { createClass, createUser } from '../factories.ts';
import { addChildOf, selectFor } from '../family-test-helpers.ts';
import { startGatewayProxy, type GatewayProxy } from '../gateway-proxy.ts';
import { startRealServer, type RealServer } from '../real-server.ts';
import { redirectJourneys } from '../redirect-journeys.ts';

let server: RealServer;
let proxy: GatewayProxy;
let journeys: ReturnType<typeof redirectJourneys>;

beforeAll(async () => {
  server = await startRealServer();
  proxy = await startGatewayProxy(server.port);
  journeys = redirectJourneys(server);
});
afterAll(async () => {
  await proxy.close();
  await server.close();
});

const STUDENTS = 10;
const PRICES = [60_000, 40_000];

/** One payment of the whole cart, nothing refunded, each class's seat taken once. */
async function expectPaidOnce(
  bought: Awaited<ReturnType<typeof journeys.studentWithDhakaClasses>>,
  reference: string,
) {
  const money = await journeys.moneyOf(bought.student);
  expect(money.payments).toHaveLength(1);
  expect(money.payments[0]).toMatchObject({
    transactionId: reference,
    amountCents: 100_000,
    refundedCents: 0,
    review: null,
  });
  expect(money.enrollments.map((row) => row.classId).sort()).toEqual(
    bought.classes.map((cls) => cls.id).sort(),
  );
  expect(money.receipts).toHaveLength(1);
  expect(money.refunds).toEqual([]);
  expect(money.refundNotices).toEqual([]);
  for (const cls of bought.classes) {
    expect(await journeys.seatsOf(cls.id)).toEqual({ seats: 4, enrolled: 1 });
  }
  expect(await journeys.attempt(bought.student.email, reference)).toMatchObject({
    status: 'paid',
    refundedClasses: [],
  });
}

type Signed = Awaited<ReturnType<typeof journeys.sslcommerzFields>>;

/**
 * Each SSLCommerz payment confirmed from everywhere in the same moment: the browser's return,
 * the IPN, the sweep, the IPN's retry and the browser's reload. Each answers as it always does.
 */
async function confirmedFromEverywhere(
  paying: readonly { started: { reference: string }; signed: Signed }[],
) {
  const responses = await Promise.all(
    paying.map(({ started, signed }) =>
      Promise.all([
        journeys.postForm(signed.action, signed.fields),
        journeys.postForm(journeys.ipnUrl(), signed.fields),
        journeys.sweepNow([started.reference]),
        journeys.postForm(journeys.ipnUrl(), signed.fields),
        journeys.postForm(signed.action, signed.fields),
      ]),
    ),
  );
  for (const [back, ipn, report, ipnAgain, backAgain] of responses) {
    expect(back.status).toBe(303);
    expect(backAgain.status).toBe(303);
    expect(ipn.status, ipn.text).toBe(200);
    expect(ipnAgain.status, ipnAgain.text).toBe(200);
    expect(report.failures).toEqual([]);
  }
}

describe('SSLCommerz: the return, the IPN and the sweep at once', () => {
  it(`records one payment for each of ${STUDENTS} students paying together`, async () => {
    const paying = await Promise.all(
      Array.from({ length: STUDENTS }, async () => {
        const bought = await journeys.studentWithDhakaClasses(...PRICES);
        const started = await journeys.start(bought.student.email, 'sslcommerz');
        const signed = await journeys.sslcommerzFields(started, { action: 'pay' });
        return { bought, started, signed };
      }),
    );
    await confirmedFromEverywhere(paying);
    for (const { bought, started } of paying) await expectPaidOnce(bought, started.reference);
    // Nothing is left for a later sweep to do: no refund, no second payment.
    const later = await journeys.sweepNow(paying.map((one) => one.started.reference));
    expect(later).toMatchObject({ finalized: 0, refundsSent: 0, failures: [] });
    for (const { bought, started } of paying) await expectPaidOnce(bought, started.reference);
  });
});

describe('bKash: two callbacks, the webhook and the sweep at once', () => {
  it(`executes once and records one payment for each of ${STUDENTS} students`, async () => {
    const paying = await Promise.all(
      Array.from({ length: STUDENTS }, async () => {
        const bought = await journeys.studentWithDhakaClasses(...PRICES);
        // Through the proxy: the server's calls to bKash and bKash's webhook pass where we see them.
        const started = await journeys.start(bought.student.email, 'bkash', proxy.url);
        const callback = await journeys.bkashCallback(started, 'pay');
        const paymentID = new URL(callback).searchParams.get('paymentID')!;
        expect(new URL(callback).searchParams.get('status')).toBe('success');
        return { bought, started, callback, paymentID };
      }),
    );
    const first = await Promise.all(
      paying.map(({ started, callback }) =>
        Promise.all([
          fetch(callback, { redirect: 'manual' }),
          fetch(callback, { redirect: 'manual' }),
          journeys.sweepNow([started.reference]),
        ]),
      ),
    );
    for (const [back, again, report] of first) {
      expect(back.status).toBe(303);
      expect(again.status).toBe(303);
      expect(report.failures).toEqual([]);
    }
    // bKash's webhook is sent once the money is taken; it is replayed with the callbacks again.
    await expect
      .poll(() => paying.filter((one) => webhookOf(one.paymentID, one.started.reference)).length, {
        timeout: 10_000,
      })
      .toBe(STUDENTS);
    const second = await Promise.all(
      paying.map(({ started, callback, paymentID }) => {
        const webhook = webhookOf(paymentID, started.reference)!;
        const post = () =>
          // Where bKash sent it: the certificate is trusted on the attempt's origin only.
          fetch(`${proxy.url}/api/bkash/webhook`, {
            method: 'POST',
            headers: { 'content-type': 'text/plain; charset=UTF-8' },
            body: webhook,
          });
        return Promise.all([
          post(),
          post(),
          fetch(callback, { redirect: 'manual' }),
          journeys.sweepNow([started.reference]),
        ]);
      }),
    );
    for (const [webhook, webhookAgain, back, report] of second) {
      expect(webhook.status).toBe(200);
      expect(webhookAgain.status).toBe(200);
      expect(back.status).toBe(303);
      expect(report.failures).toEqual([]);
    }
    for (const { bought, started, paymentID } of paying) {
      await expectPaidOnce(bought, started.reference);
      // The money is asked for by one execute: the others found it done (or joined it).
      expect(proxy.executes.filter((call) => call.paymentID === paymentID)).toEqual([
        { paymentID, statusCode: '0000' },
      ]);
    }
  });
});

describe("SSLCommerz: one family's payment for three children, confirmed from everywhere at once", () => {
  const FAMILIES = 4;

  /** A guardian with three children selected for one Dhaka class of 5 seats. */
  async function familyOfThreeSelected() {
    const parent = await createUser(server.db);
    const children = [
      await addChildOf(server.api, parent, 'Ayaan Rahman', '2016-03-14'),
      await addChildOf(server.api, parent, 'Maya Rahman', '2013-08-02'),
      await addChildOf(server.api, parent, 'Zara Rahman', '2014-01-20'),
    ];
    const cls = await createClass(server.db, {
      priceCents: 50_000,
      seats: 5,
      venue: 'dhaka',
      currency: 'bdt',
    });
    for (const child of children)
      expect((await selectFor(server.api, parent, cls.id, child.id)).status).toBe(201);
    return { parent, childIds: children.map((child) => child.id).sort(), cls };
  }

  it(`enrolls each child once, with a pass each, for ${FAMILIES} families paying together`, async () => {
    const paying = await Promise.all(
      Array.from({ length: FAMILIES }, async () => {
        const family = await familyOfThreeSelected();
        const started = await journeys.start(family.parent.email, 'sslcommerz');
        const signed = await journeys.sslcommerzFields(started, { action: 'pay' });
        return { ...family, started, signed };
      }),
    );
    await confirmedFromEverywhere(paying);

    for (const { parent, childIds, cls, started } of paying) {
      const money = await journeys.moneyOf(parent);
      expect(money.payments).toHaveLength(1);
      expect(money.payments[0]).toMatchObject({
        transactionId: started.reference,
        amountCents: 150_000,
        refundedCents: 0,
      });
      expect(money.enrollments.map((row) => row.participantId).sort()).toEqual(childIds);
      expect(money.receipts).toHaveLength(1);
      expect(money.refunds).toEqual([]);
      expect(await journeys.seatsOf(cls.id)).toEqual({ seats: 2, enrolled: 3 });
      const passes = await server.db
        .select({ participantId: classPasses.participantId })
        .from(classPasses)
        .where(and(eq(classPasses.classId, cls.id), eq(classPasses.email, parent.email)));
      expect(passes.map((pass) => pass.participantId).sort()).toEqual(childIds);
      // Nothing of the guardian's own member: the children took the seats.
      expect(
        await server.db.select().from(enrollments).where(eq(enrollments.classId, cls.id)),
      ).toHaveLength(3);
    }
  });
});

/** The webhook bKash sent about this payment (its message names our reference). */
function webhookOf(paymentID: string, reference: string): string | undefined {
  void paymentID;
  return proxy.webhooks.find((body) => body.includes(reference));
}

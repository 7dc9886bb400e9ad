// Over HTTP against the real Node server: an admin's PUT /api/sibling-discounts/:venue sent from
// another origin, with forged forwarding and identity headers, replayed, sent by many admins at
// once, and with bodies and branches that are not a percentage or a branch; and two guardians of
// one family paying at the same moment, each for one child, at one branch in one month
// (decision 051). Whatever arrives, only an admin's token changes a branch's rule, a branch holds
// one whole rule that GET agrees with, and of a family's children at a branch in a month exactly
// one pays the full price.
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VENUE_IDS } from '#shared/classes/venues.ts';
import type { SiblingDiscounts } from '#shared/schemas/family.ts';
import type { Receipt } from '#shared/schemas/receipt.ts';
import { BODY_LIMIT_BYTES } from '../../app.ts';
import {
  enrollments,
  notifications,
  paymentRefunds,
  payments,
  siblingDiscounts,
} from '../../db/schema.ts';
import { createClass, createUser, type UserRow } from '../factories.ts';
import { familyOfFour, selectFor } from '../family-test-helpers.ts';
import {
  confirmCard,
  finalize,
  refundedAtProvider,
  startedPayment,
} from '../payment-test-helpers.ts';
import { preflight, startRealServer, type RawResponse, type RealServer } from '../real-server.ts';

const ALLOWED = 'https://academy.example';
const OTHER = 'https://evil.example';
const PERCENT_MESSAGE = 'Enter a whole percentage from 0 to 50.';
let server: RealServer;
let admin: UserRow;

beforeAll(async () => {
  server = await startRealServer({ env: { CORS_ORIGINS: ALLOWED } });
  admin = await createUser(server.db, { role: 'admin' });
});
afterAll(() => server.close());

/** A PUT as it arrives: JSON unless the headers say otherwise, the body as given. */
const put = async (
  venue: string,
  body: unknown,
  options: { as?: string | null; token?: string; headers?: Record<string, string> } = {},
) => {
  const as = options.as === undefined ? admin.email : options.as;
  const token = options.token ?? (as ? await server.tokenFor(as) : undefined);
  return server.request('PUT', `/api/sibling-discounts/${venue}`, {
    headers: {
      'Content-Type': 'application/json',
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      ...options.headers,
    },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
};

/** Each branch's rule as GET /api/sibling-discounts answers it. */
async function rulesNow(): Promise<SiblingDiscounts['branches']> {
  const response = await server.call(admin.email, 'GET', '/api/sibling-discounts');
  expect(response.status).toBe(200);
  return (response.body as unknown as SiblingDiscounts).branches;
}

const rowOf = async (venue: string) =>
  (await server.db.select().from(siblingDiscounts).where(eq(siblingDiscounts.venue, venue)))[0];

const percentIn = (branches: SiblingDiscounts['branches'], venue: string) =>
  branches.find((branch) => branch.venue === venue)?.percent;

/** A 400 that names `field` with the sentence a reader is shown. */
function expectFieldRefused(response: RawResponse, field: string, where: string) {
  expect(response.status, where).toBe(400);
  const { error } = response.json() as { error: { fields?: Record<string, string> } };
  expect(error.fields?.[field], where).toBeTruthy();
  return error.fields![field];
}

describe('from another origin', () => {
  it('a preflight from another origin is not allowed the write; one from ours is', async () => {
    const path = '/api/sibling-discounts/dhaka';
    const other = await preflight(server, path, OTHER, 'PUT');
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
    const ours = await preflight(server, path, ALLOWED, 'PUT');
    expect(ours.headers['access-control-allow-origin']).toBe(ALLOWED);
    expect(String(ours.headers['access-control-allow-methods'])).toContain('PUT');
  });

  it('what a page elsewhere can send without a preflight changes nothing, token or not', async () => {
    expect((await put('riyadh', { percent: 5 })).status).toBe(200);
    // A form or a no-cors fetch: no Authorization header, a text/plain body.
    const forged = await put(
      'riyadh',
      { percent: 45 },
      { as: null, headers: { Origin: OTHER, 'Content-Type': 'text/plain' } },
    );
    expect(forged.status).toBe(401);
    expect(forged.headers['access-control-allow-origin']).toBeUndefined();
    // Even with the admin's token, a body that is not JSON by its type is not read as a rule.
    const plain = await put(
      'riyadh',
      { percent: 45 },
      { headers: { Origin: OTHER, 'Content-Type': 'text/plain' } },
    );
    expect(plain.headers['access-control-allow-origin']).toBeUndefined();
    expectFieldRefused(plain, 'percent', 'text/plain');
    expect(percentIn(await rulesNow(), 'riyadh')).toBe(5);
    expect((await rowOf('riyadh'))?.percent).toBe(5);
  });

  it('answers our origin with CORS, so the admin page reads the rules it set', async () => {
    const response = await put('riyadh', { percent: 6 }, { headers: { Origin: ALLOWED } });
    expect(response.status).toBe(200);
    expect(response.headers['access-control-allow-origin']).toBe(ALLOWED);
    expect(percentIn((response.json() as SiblingDiscounts).branches, 'riyadh')).toBe(6);
  });
});

describe('who is an admin comes from the token alone', () => {
  const forged = (claimed: string) => ({
    'X-Forwarded-For': '127.0.0.1',
    'X-Real-IP': '127.0.0.1',
    'CF-Connecting-IP': '127.0.0.1',
    'X-Forwarded-User': claimed,
    'X-Forwarded-Email': claimed,
    'X-User-Role': 'admin',
    'X-Role': 'admin',
  });

  it('a student with forged forwarding and identity headers is refused; nothing changes', async () => {
    expect((await put('kuala-lumpur', { percent: 10 })).status).toBe(200);
    const student = await createUser(server.db);
    const refused = await put(
      'kuala-lumpur',
      { percent: 40, role: 'admin' },
      { as: student.email, headers: forged(admin.email) },
    );
    expect(refused.status).toBe(403);
    expect(refused.json()).toMatchObject({ error: { reason: 'admins_only' } });
    // The admin's e-mail in a token whose account (uid) is the student's: still the student.
    const borrowed = await put(
      'kuala-lumpur',
      { percent: 40 },
      { token: await server.tokenFor(admin.email, { uid: student.firebaseUid! }) },
    );
    expect(borrowed.status).toBe(403);
    // No token at all, however local the request says it is.
    const anonymous = await put(
      'kuala-lumpur',
      { percent: 40 },
      { as: null, headers: forged(admin.email) },
    );
    expect(anonymous.status).toBe(401);
    expect(percentIn(await rulesNow(), 'kuala-lumpur')).toBe(10);
    expect(await rowOf('kuala-lumpur')).toMatchObject({ percent: 10, updatedBy: admin.email });
  });

  it('the rule names the admin of the token, whoever the headers name', async () => {
    const other = await createUser(server.db, { role: 'admin' });
    const response = await put(
      'kuala-lumpur',
      { percent: 12, updatedBy: other.email },
      { headers: forged(other.email) },
    );
    expect(response.status).toBe(200);
    expect(await rowOf('kuala-lumpur')).toMatchObject({ percent: 12, updatedBy: admin.email });
  });
});

describe('replays and many at once', () => {
  it('the same PUT sent again and again, one after another and at once: one rule, no other change', async () => {
    const noticesBefore = (await server.db.select().from(notifications)).length;
    const first = await put('chattogram', { percent: 15 });
    expect(first.status).toBe(200);
    const row = await rowOf('chattogram');
    const again = () => put('chattogram', { percent: 15 });
    const replies = [await again(), ...(await Promise.all(Array.from({ length: 15 }, again)))];
    for (const reply of replies) {
      expect(reply.status).toBe(200);
      expect(reply.json()).toEqual(first.json());
    }
    const rows = await server.db
      .select()
      .from(siblingDiscounts)
      .where(eq(siblingDiscounts.venue, 'chattogram'));
    expect(rows).toEqual([{ ...row, updatedAt: expect.any(String) }]);
    // Setting a rule tells nobody: a replay tells nobody either.
    expect(await server.db.select().from(notifications)).toHaveLength(noticesBefore);
    // Removing it (0) twice: removed once, the second finds nothing to remove.
    const remove = () => put('chattogram', { percent: 0 });
    for (const reply of [await remove(), await remove()]) {
      expect(reply.status).toBe(200);
      expect(percentIn((reply.json() as SiblingDiscounts).branches, 'chattogram')).toBe(0);
    }
    expect(await rowOf('chattogram')).toBeUndefined();
  });

  it('many admins setting two branches at once leave each branch one whole rule, as sent', async () => {
    const admins = await Promise.all(
      Array.from({ length: 20 }, () => createUser(server.db, { role: 'admin' })),
    );
    // Each admin sends a percentage of their own (0 among them: it removes the rule).
    const sent = admins.map((one, index) => ({
      admin: one,
      venue: index % 2 === 0 ? 'chattogram' : 'riyadh',
      percent: index === 4 ? 0 : 10 + index,
    }));
    const replies = await Promise.all(
      sent.map(({ admin: one, venue, percent }) => put(venue, { percent }, { as: one.email })),
    );
    for (const reply of replies) {
      expect(reply.status).toBe(200);
      // Every answer is the whole list of branches, each a percentage someone could have set.
      const { branches } = reply.json() as SiblingDiscounts;
      expect(branches.map((branch) => branch.venue)).toEqual(VENUE_IDS);
      for (const branch of branches) {
        expect(Number.isInteger(branch.percent)).toBe(true);
        expect(branch.percent).toBeGreaterThanOrEqual(0);
        expect(branch.percent).toBeLessThanOrEqual(50);
      }
    }
    const now = await rulesNow();
    for (const venue of ['chattogram', 'riyadh']) {
      const row = await rowOf(venue);
      const mine = sent.filter((one) => one.venue === venue);
      // The rule is one admin's whole PUT: their percentage with their name, or removed by the 0.
      if (row) {
        const byWhom = mine.find((one) => one.admin.email === row.updatedBy);
        expect(byWhom?.percent).toBe(row.percent);
        expect(percentIn(now, venue)).toBe(row.percent);
      } else {
        expect(mine.some((one) => one.percent === 0)).toBe(true);
        expect(percentIn(now, venue)).toBe(0);
      }
    }
  });
});

describe('what is not a percentage or a branch', () => {
  it('is refused naming the field, and changes nothing', async () => {
    expect((await put('dhaka', { percent: 7 })).status).toBe(200);
    for (const percent of [-1, 51, 12.5, 0.1, '10', '', null, true, [10], { value: 10 }]) {
      const response = await put('dhaka', { percent });
      const where = JSON.stringify(percent);
      expect(expectFieldRefused(response, 'percent', where), where).toBe(PERCENT_MESSAGE);
    }
    // No percentage at all, and one JSON reads as infinite.
    expect(expectFieldRefused(await put('dhaka', {}), 'percent', '{}')).toBe(PERCENT_MESSAGE);
    expect(expectFieldRefused(await put('dhaka', '{"percent":1e400}'), 'percent', '1e400')).toBe(
      PERCENT_MESSAGE,
    );
    for (const venue of [
      'narnia',
      'DHAKA',
      'dhaka%20',
      'dhaka%00',
      '..%2Fdhaka',
      '__proto__',
      '%ED%A0%80',
      'x'.repeat(5_000),
    ]) {
      expectFieldRefused(await put(venue, { percent: 10 }), 'venue', venue.slice(0, 40));
    }
    const broken = await put('dhaka', '{"percent":');
    expect(broken.status).toBe(400);
    expect(broken.json()).toMatchObject({ error: { reason: 'malformed_json' } });
    expect(percentIn(await rulesNow(), 'dhaka')).toBe(7);
    expect((await rowOf('dhaka'))?.percent).toBe(7);
  });

  it('a body over the limit is refused with 413 before it is read; nothing changes', async () => {
    expect((await put('dhaka', { percent: 8 })).status).toBe(200);
    const huge = await put('dhaka', { percent: 30, padding: 'x'.repeat(BODY_LIMIT_BYTES + 100) });
    expect(huge.status).toBe(413);
    expect(huge.json()).toMatchObject({ error: { reason: 'body_too_large' } });
    expect((await rowOf('dhaka'))?.percent).toBe(8);
  });
});

describe('two guardians paying at the same moment, a child each, at one branch', () => {
  it('leaves exactly one child at full price for the month: the other payment is re-priced when recorded', async () => {
    expect((await put('dhaka', { percent: 20 })).status).toBe(200);
    const { mother, father, ayaan, maya } = await familyOfFour(server.api, 'Haque');
    const dhakaClass = (priceCents: number) =>
      createClass(server.db, { venue: 'dhaka', currency: 'bdt', priceCents, seats: 5 });
    const football = await dhakaClass(150_000);
    const swimming = await dhakaClass(100_000);
    expect((await selectFor(server.api, mother, football.id, ayaan.id)).status).toBe(201);
    expect((await selectFor(server.api, father, swimming.id, maya.id)).status).toBe(201);

    // Priced at once: neither child is paid for yet, so each checkout charges its child in full.
    const [hers, his] = await Promise.all([
      startedPayment(server.api, mother.email),
      startedPayment(server.api, father.email),
    ]);
    expect([hers.total, his.total]).toEqual([1500, 1000]);
    expect((await confirmCard(server.api, hers.clientSecret)).status).toBe(200);
    expect((await confirmCard(server.api, his.clientSecret)).status).toBe(200);
    const recorded = await Promise.all([
      finalize(server.api, mother.email, hers.intentId),
      finalize(server.api, father.email, his.intentId),
    ]);
    expect(recorded.map((response) => response.status)).toEqual([201, 201]);

    const paid = await server.db
      .select()
      .from(enrollments)
      .where(inArray(enrollments.participantId, [ayaan.id, maya.id]));
    const listPrice = { [ayaan.id]: 150_000, [maya.id]: 100_000 };
    const full = paid.filter((row) => row.priceCents === listPrice[row.participantId!]);
    const discounted = paid.filter((row) => row.priceCents !== listPrice[row.participantId!]);
    expect(paid).toHaveLength(2);
    expect(full).toHaveLength(1);
    expect(discounted).toHaveLength(1);
    // The child recorded second is the month's second child: 20 % off, given back to the card.
    const second = discounted[0]!;
    const discount = listPrice[second.participantId!]! / 5;
    expect(second.priceCents).toBe(listPrice[second.participantId!]! - discount);
    const [payment] = await server.db
      .select()
      .from(payments)
      .where(eq(payments.id, second.paymentId));
    expect(payment).toMatchObject({
      amountCents: listPrice[second.participantId!],
      refundedCents: discount,
    });
    const refunds = await server.db
      .select()
      .from(paymentRefunds)
      .where(eq(paymentRefunds.paymentId, second.paymentId));
    expect(refunds).toEqual([
      expect.objectContaining({
        amountCents: discount,
        status: 'sent',
        classIds: [second.classId],
      }),
    ]);
    expect(await refundedAtProvider(server.api, payment!.transactionId)).toBe(discount);
    const [fullPayment] = await server.db
      .select()
      .from(payments)
      .where(eq(payments.id, full[0]!.paymentId));
    expect(fullPayment!.refundedCents).toBe(0);

    // The payer's receipt shows what was charged, the discount given back and what it came to.
    const payer = payment!.email;
    const receipt = await server.call(payer, 'GET', `/api/payments/${payment!.id}/receipt`);
    expect(receipt.status).toBe(200);
    expect(receipt.body as unknown as Receipt).toMatchObject({
      total: listPrice[second.participantId!]! / 100,
      refunds: [expect.objectContaining({ amount: discount / 100 })],
      net: (listPrice[second.participantId!]! - discount) / 100,
    });
    // Told once, to the payer whose money it is; the other guardian is told of no refund.
    const [payerRow, otherRow] = payer === mother.email ? [mother, father] : [father, mother];
    const refundsTold = (person: UserRow) =>
      server.db
        .select({ params: notifications.params })
        .from(notifications)
        .where(and(eq(notifications.userId, person.id), eq(notifications.kind, 'refund')));
    expect(await refundsTold(payerRow)).toEqual([
      { params: expect.objectContaining({ amount: discount / 100, currency: 'bdt' }) },
    ]);
    expect(await refundsTold(otherRow)).toEqual([]);

    // Confirmed again (the browser's retry, the sweep): nothing more goes back.
    for (const [email, intent] of [
      [mother.email, hers],
      [father.email, his],
    ] as const) {
      expect((await finalize(server.api, email, intent.intentId)).status).toBe(200);
    }
    expect(
      await server.db
        .select()
        .from(paymentRefunds)
        .where(inArray(paymentRefunds.paymentId, [second.paymentId, full[0]!.paymentId])),
    ).toHaveLength(1);
  });
});

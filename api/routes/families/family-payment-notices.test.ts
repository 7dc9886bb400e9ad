// A family payment's notices name each child after their class (decision 049), as its receipt
// does: the approval of a payment held for review, and a refund of a child's class, whoever
// decides it (an admin, the desk, finalize finding a class it cannot deliver, an admin refusing
// a held payment). The family's other guardians are told of the children a payment enrolls (who
// paid, each child after their class, no amounts), once, when they are enrolled. Once the child is
// removed, the bell and the push say the plain class names, and the child's name is nowhere in the
// notices kept.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationText } from '#shared/notifications/notification-text.ts';
import type { DeskPaymentResult } from '#shared/schemas/desk.ts';
import type { FamilyMember } from '#shared/schemas/family.ts';
import type { FinalizePaymentResult } from '#shared/schemas/payment.ts';
import type { Notification, NotificationList } from '#shared/schemas/notifications.ts';
import { classes, notifications, outboundMessages, payments } from '../../db/schema.ts';
import { writeTransaction } from '../../db/write-transaction.ts';
import { prepareCheckout } from '../../services/payments/create-intent.ts';
import { refundPayment } from '../../services/payments/admin-refund.ts';
import { recordPayment } from '../../services/payments/finalize.ts';
import type { PaymentGateway } from '../../services/payments/gateway.ts';
import type { Gateways } from '../../services/payments/gateways.ts';
import { recordIntent } from '../../services/payments/payment-attempts.ts';
import type { PaymentDeps } from '../../services/payments/provider.ts';
import { createTestPaymentProvider } from '../../services/payments/test-provider.ts';
import { createClass, createUser, type ClassRow, type UserRow } from '../../test/factories.ts';
import { addChildOf, joinFamilyOf, selectFor } from '../../test/family-test-helpers.ts';
import {
  confirmCard,
  createClock,
  finalize,
  startedPayment,
} from '../../test/payment-test-helpers.ts';
import { createTestApi, json, type TestApi } from '../../test/test-api.ts';

const clock = createClock(new Date('2026-09-01T04:00:00.000Z'));
let api: TestApi;
let admin: UserRow;
let desk: UserRow;

beforeAll(async () => {
  api = await createTestApi({ now: clock.now });
  admin = await createUser(api.db, { role: 'admin' });
  desk = await createUser(api.db, { role: 'frontdesk' });
});
afterAll(() => api.cleanup());

interface Family {
  mother: UserRow;
  father: UserRow;
  ayaan: FamilyMember;
  maya: FamilyMember;
}

/** Two guardians (the father joined by the mother's invitation) and two children. */
async function familyOfFour(): Promise<Family> {
  const mother = await createUser(api.db, { name: 'Nusrat Lee' });
  const father = await createUser(api.db, { name: 'Daniel Lee' });
  const ayaan = await addChildOf(api, mother, 'Ayaan Lee', '2016-03-14');
  const maya = await addChildOf(api, mother, 'Maya Lee', '2014-08-02');
  await joinFamilyOf(api, mother, father);
  return { mother, father, ayaan, maya };
}

const dhakaClass = (name: string) =>
  createClass(api.db, { name, venue: 'dhaka', currency: 'bdt', priceCents: 150_000 });

/** A class and who takes it: a child's id, or undefined for the payer's own member. */
type ClassFor = [ClassRow, string | undefined];

/** Selected a minute apart, so the cart (oldest first) and its notices keep this order. */
async function selectAll(payer: UserRow, picks: ClassFor[]) {
  for (const [cls, participantId] of picks) {
    clock.advanceMinutes(1);
    expect((await selectFor(api, payer, cls.id, participantId)).status).toBe(201);
  }
}

/** The payer selects each class for its participant and pays by card; the payment's id. */
async function payByCard(payer: UserRow, picks: ClassFor[]): Promise<string> {
  await selectAll(payer, picks);
  const intent = await startedPayment(api, payer.email);
  expect((await confirmCard(api, intent.clientSecret)).status).toBe(200);
  const recorded = await finalize(api, payer.email, intent.intentId);
  expect(recorded.status).toBe(201);
  return ((await json(recorded)) as FinalizePaymentResult).insertedId;
}

/** The payment services on the test API's database and clock. */
const depsNow = (): PaymentDeps => ({
  db: api.db,
  provider: createTestPaymentProvider(api.db, clock.now),
  now: clock.now,
});

/** SSLCommerz as far as a refund goes: it takes every refund asked. */
const gatewaySayingYes: Gateways = {
  offered: { bdt: ['sslcommerz'], usd: [], myr: [], sar: [] },
  get: () =>
    ({
      refund: async ({ refundId }: { refundId: string }) => ({ id: `ssl-${refundId}` }),
    }) as unknown as PaymentGateway,
};

/**
 * The payer's selections paid through SSLCommerz and held for an admin's review, as a risky
 * confirmation is (redirect-payments.ts's settleVerified): the attempt with its order, and the
 * payment recorded held. The payment's id.
 */
async function heldPayment(payer: UserRow, picks: ClassFor[]): Promise<string> {
  await selectAll(payer, picks);
  const checkout = await prepareCheckout(depsNow(), { email: payer.email, userId: payer.id }, {});
  const reference = `ssl-${crypto.randomUUID()}`;
  const now = clock.now();
  await writeTransaction(api.db, async (tx) => {
    await recordIntent(
      tx,
      {
        intentId: reference,
        email: payer.email,
        userId: payer.id,
        amountCents: checkout.totalCents,
        currency: checkout.currency,
        gateway: 'sslcommerz',
        order: checkout.metadata,
      },
      now,
    );
    await recordPayment(
      tx,
      {
        reference,
        amountCents: checkout.totalCents,
        gateway: 'sslcommerz',
        gatewayTransactionId: 'BANK-TX-1',
        confirmationId: 'VAL-1',
        method: null,
      },
      checkout.order,
      now,
      undefined,
      'hold_for_review',
    );
  });
  const [payment] = await api.db
    .select({ id: payments.id })
    .from(payments)
    .where(eq(payments.transactionId, reference));
  return payment!.id;
}

/** The person's bell, oldest first, of one kind. */
async function bellOf(person: UserRow, kind: Notification['kind']): Promise<Notification[]> {
  const list = (await json(
    await api.call('GET', '/api/notifications', { as: person.email }),
  )) as NotificationList;
  return list.notifications.filter((notice) => notice.kind === kind).reverse();
}

const said = (notice: Notification | undefined, locale: 'en' | 'bn') =>
  notificationText(notice!.kind, notice!.params, { locale });

/** The pushes queued for the person, of one kind. */
const pushesOf = (person: UserRow, kind: string) =>
  api.db
    .select()
    .from(outboundMessages)
    .where(and(eq(outboundMessages.userId, person.id), eq(outboundMessages.kind, kind)));

describe('a family payment held for review, then approved', () => {
  it('tells the guardian who paid, each child named after their class, in the bell and the push', async () => {
    const { mother, father, ayaan } = await familyOfFour();
    const football = await dhakaClass('Football Fundamentals');
    const swim = await dhakaClass('Swim Starters');
    const paymentId = await heldPayment(mother, [
      [football, ayaan.id],
      [swim, undefined],
    ]);
    expect(await bellOf(mother, 'payment_approved')).toEqual([]);

    const approved = await api.call('POST', `/api/payments/${paymentId}/approve`, {
      as: admin.email,
    });
    expect(approved.status).toBe(200);

    const [notice, ...more] = await bellOf(mother, 'payment_approved');
    expect(more).toEqual([]);
    expect(notice!.params).toMatchObject({
      classNames: 'Football Fundamentals, Swim Starters',
      classNamesForWhom: 'Football Fundamentals (Ayaan Lee), Swim Starters',
      participantIds: ayaan.id,
    });
    expect(said(notice, 'en')).toEqual({
      title: 'Payment checked: enrolled',
      body: 'Your payment was checked and accepted. Now enrolled: Football Fundamentals (Ayaan Lee), Swim Starters.',
    });
    expect(said(notice, 'bn')).toEqual({
      title: 'পেমেন্ট যাচাই হয়েছে: ভর্তি সম্পন্ন',
      body: 'আপনার পেমেন্ট যাচাই করে গ্রহণ করা হয়েছে। এখন ভর্তি হয়েছে: Football Fundamentals (Ayaan Lee), Swim Starters।',
    });
    // The push says what the bell says.
    const [push] = await pushesOf(mother, 'payment_approved');
    expect(push?.params).toEqual(notice!.params);
    // The payment is the payer's: the other guardian is told of it neither by receipt nor here.
    expect(await bellOf(father, 'payment_approved')).toEqual([]);
    expect(await bellOf(father, 'payment_receipt')).toEqual([]);
  });

  it('an adult paying for themselves reads as always', async () => {
    const adult = await createUser(api.db, { name: 'Solo Adult' });
    const cls = await dhakaClass('Evening Yoga');
    const paymentId = await heldPayment(adult, [[cls, undefined]]);
    expect(
      (await api.call('POST', `/api/payments/${paymentId}/approve`, { as: admin.email })).status,
    ).toBe(200);
    const [notice] = await bellOf(adult, 'payment_approved');
    expect(notice!.params).toEqual({ classNames: 'Evening Yoga' });
    expect(said(notice, 'en').body).toBe(
      'Your payment was checked and accepted. You are enrolled in Evening Yoga.',
    );
  });
});

describe("a refund of a child's class", () => {
  it('names the child, whoever refunds: an admin, the desk, finalize, a held payment refused', async () => {
    const { mother, ayaan, maya } = await familyOfFour();

    // An admin refunds the child's class of a card payment; the payer's own class stays.
    const football = await dhakaClass('Junior Football');
    const swim = await dhakaClass('Adult Swim');
    const cardPayment = await payByCard(mother, [
      [football, ayaan.id],
      [swim, undefined],
    ]);
    const byAdmin = await api.call('POST', `/api/payments/${cardPayment}/refund`, {
      as: admin.email,
      body: { classId: football.id },
    });
    expect(byAdmin.status).toBe(200);

    // The desk hands back a child's class it sold.
    const chess = await dhakaClass('Chess Club');
    const sold = await api.call('POST', '/api/desk/payments', {
      as: desk.email,
      body: {
        studentId: mother.id,
        lines: [{ classId: chess.id, participantId: maya.id }],
        method: 'cash',
        idempotencyKey: crypto.randomUUID(),
      },
    });
    expect(sold.status).toBe(201);
    const { paymentId: deskPayment } = (await json(sold)) as DeskPaymentResult;
    const byDesk = await api.call('POST', `/api/desk/payments/${deskPayment}/refund`, {
      as: desk.email,
      body: {},
    });
    expect(byDesk.status).toBe(200);

    // Finalize cannot deliver a class closed while the card was paid.
    const tennis = await dhakaClass('Junior Tennis');
    await selectAll(mother, [[tennis, ayaan.id]]);
    const intent = await startedPayment(api, mother.email);
    expect((await confirmCard(api, intent.clientSecret)).status).toBe(200);
    await api.db.update(classes).set({ status: 'Denied' }).where(eq(classes.id, tennis.id));
    expect((await finalize(api, mother.email, intent.intentId)).status).toBe(201);

    // An admin refuses a held payment: nothing was delivered, all goes back (to SSLCommerz, here
    // a stand-in that says yes: the in-process API cannot reach the gateway's stand-in).
    const cricket = await dhakaClass('Cricket Basics');
    const held = await heldPayment(mother, [[cricket, maya.id]]);
    const refused = await refundPayment(
      { ...depsNow(), gateways: gatewaySayingYes },
      held,
      undefined,
      admin.id,
    );
    expect(refused.classIds).toEqual([cricket.id]);

    const refunds = await bellOf(mother, 'refund');
    // Each with the plain names beside the named ones (notices of one moment, in any order).
    expect(
      refunds.map((notice) => [notice.params.classNames, notice.params.classNamesForWhom]).sort(),
    ).toEqual([
      ['Chess Club', 'Chess Club (Maya Lee)'],
      ['Cricket Basics', 'Cricket Basics (Maya Lee)'],
      ['Junior Football', 'Junior Football (Ayaan Lee)'],
      ['Junior Tennis', 'Junior Tennis (Ayaan Lee)'],
    ]);
    const refundOf = (className: string) =>
      refunds.find((notice) => notice.params.classNames === className);
    expect(said(refundOf('Junior Football'), 'en').body).toBe(
      'BDT\u00a01,500 is being refunded to your card for Junior Football (Ayaan Lee).',
    );
    expect(said(refundOf('Chess Club'), 'bn').body).toBe(
      'Chess Club (Maya Lee) এর জন্য ৳১,৫০০ আপনার কার্ডে ফেরত দেওয়া হচ্ছে।',
    );
    const pushed = await pushesOf(mother, 'refund');
    expect(pushed.map((push) => push.params.classNamesForWhom).sort()).toEqual(
      refunds.map((notice) => notice.params.classNamesForWhom).sort(),
    );
  });
});

describe('a child removed from the family', () => {
  it('leaves the approval and the refunds naming them as plain class names, their name kept nowhere', async () => {
    const { mother, father, ayaan, maya } = await familyOfFour();
    const football = await dhakaClass('Football Academy');
    const swim = await dhakaClass('Swim Squad');
    const held = await heldPayment(mother, [
      [football, ayaan.id],
      [swim, maya.id],
    ]);
    expect(
      (await api.call('POST', `/api/payments/${held}/approve`, { as: admin.email })).status,
    ).toBe(200);
    const tennis = await dhakaClass('Tennis Academy');
    const byCard = await payByCard(mother, [[tennis, ayaan.id]]);
    const refunded = await api.call('POST', `/api/payments/${byCard}/refund`, {
      as: admin.email,
      body: { classId: tennis.id },
    });
    expect(refunded.status).toBe(200);

    const removed = await api.call('DELETE', `/api/family/members/${ayaan.id}`, {
      as: father.email,
    });
    expect(removed.status).toBe(200);

    const [approval] = await bellOf(mother, 'payment_approved');
    expect(approval!.params).not.toHaveProperty('classNamesForWhom');
    expect(said(approval, 'en')).toEqual({
      title: 'Payment checked: you are enrolled',
      body: 'Your payment was checked and accepted. You are enrolled in Football Academy, Swim Squad.',
    });
    const [refund] = await bellOf(mother, 'refund');
    expect(said(refund, 'en').body).toBe(
      'BDT\u00a01,500 is being refunded to your card for Tennis Academy.',
    );
    expect(said(refund, 'bn').body).toBe(
      'Tennis Academy এর জন্য ৳১,৫০০ আপনার কার্ডে ফেরত দেওয়া হচ্ছে।',
    );
    for (const receipt of await bellOf(mother, 'payment_receipt'))
      expect(receipt.params).not.toHaveProperty('classNamesForWhom');

    // The rows themselves, the bell's and the pushes': the ids stay, the name is gone, and so is
    // the line that named Maya beside him (it goes whole).
    const stored = [
      ...(await api.db
        .select({ params: notifications.params })
        .from(notifications)
        .where(eq(notifications.userId, mother.id))),
      ...(await api.db
        .select({ params: outboundMessages.params })
        .from(outboundMessages)
        .where(eq(outboundMessages.userId, mother.id))),
    ].filter(({ params }) => String(params.participantIds ?? '').includes(ayaan.id));
    // Two receipts, the approval and the refund, each in the bell and as a push.
    expect(stored).toHaveLength(8);
    expect(JSON.stringify(stored)).not.toContain('Ayaan');
    expect(stored.every(({ params }) => params.classNamesForWhom === undefined)).toBe(true);
  });
});

/** The person's notices of the children another guardian paid for, as stored, oldest first. */
const familyEnrolledOf = (person: UserRow) => bellOf(person, 'family_enrolled');

describe("a payment for the family's children, told to the other guardians", () => {
  it('tells every other guardian once, with the payer and each child after their class; the payer has the receipt only', async () => {
    const { mother, father, ayaan, maya } = await familyOfFour();
    const grandmother = await createUser(api.db, { name: 'Rokeya Lee' });
    await joinFamilyOf(api, mother, grandmother);
    // Another family, paying at the same time: never told of the Lees, nor the Lees of them.
    const other = await familyOfFour();

    const football = await dhakaClass('Football');
    const swimming = await dhakaClass('Swimming');
    const yoga = await dhakaClass('Parents Yoga');
    await selectAll(mother, [
      [football, ayaan.id],
      [swimming, maya.id],
      [yoga, undefined],
    ]);
    const intent = await startedPayment(api, mother.email);
    expect((await confirmCard(api, intent.clientSecret)).status).toBe(200);
    expect((await finalize(api, mother.email, intent.intentId)).status).toBe(201);
    // The browser again (a replay): recorded once, told once.
    expect((await finalize(api, mother.email, intent.intentId)).status).toBe(200);

    for (const guardian of [father, grandmother]) {
      const [notice, ...more] = await familyEnrolledOf(guardian);
      expect(more).toEqual([]);
      // The payer's own class is not listed, and nothing of the money is told.
      expect(notice!.params).toEqual({
        payerName: 'Nusrat Lee',
        classNames: 'Football, Swimming',
        classNamesForWhom: 'Football (Ayaan Lee), Swimming (Maya Lee)',
        participantIds: `${ayaan.id},${maya.id}`,
      });
      expect(notice!.path).toBe('/dashboard/enrolledclasses');
      expect(said(notice, 'en')).toEqual({
        title: 'Paid for your family',
        body: 'Nusrat Lee paid for Football (Ayaan Lee), Swimming (Maya Lee).',
      });
      expect(said(notice, 'bn')).toEqual({
        title: 'আপনার পরিবারের জন্য পেমেন্ট হয়েছে',
        body: 'Nusrat Lee পেমেন্ট করেছেন: Football (Ayaan Lee), Swimming (Maya Lee)।',
      });
      // The push (each guardian's channels, every kind by default) says the same, once.
      const pushes = await pushesOf(guardian, 'family_enrolled');
      expect(pushes.map((push) => push.params)).toEqual([notice!.params]);
      // The receipt stays the payer's.
      expect(await bellOf(guardian, 'payment_receipt')).toEqual([]);
    }
    expect(await familyEnrolledOf(mother)).toEqual([]);
    expect(await bellOf(mother, 'payment_receipt')).toHaveLength(1);
    for (const stranger of [other.mother, other.father])
      expect(await familyEnrolledOf(stranger)).toEqual([]);
  });

  it("tells nobody else of a payment for the payer's own class, or one whose child's class was not delivered", async () => {
    const { mother, father, ayaan } = await familyOfFour();
    await payByCard(mother, [[await dhakaClass('Morning Run'), undefined]]);

    // Closed while the card was paid: refunded, so no child is enrolled.
    const tennis = await dhakaClass('Closed Tennis');
    await selectAll(mother, [[tennis, ayaan.id]]);
    const intent = await startedPayment(api, mother.email);
    expect((await confirmCard(api, intent.clientSecret)).status).toBe(200);
    await api.db.update(classes).set({ status: 'Denied' }).where(eq(classes.id, tennis.id));
    expect((await finalize(api, mother.email, intent.intentId)).status).toBe(201);

    expect(await familyEnrolledOf(father)).toEqual([]);
    expect(await pushesOf(father, 'family_enrolled')).toEqual([]);
    expect(await familyEnrolledOf(mother)).toEqual([]);
  });

  it('tells of a payment held for review when it is approved, not while it is held', async () => {
    const { mother, father, ayaan, maya } = await familyOfFour();
    const football = await dhakaClass('Held Football');
    const swim = await dhakaClass('Held Swim');
    const held = await heldPayment(mother, [
      [football, ayaan.id],
      [swim, maya.id],
    ]);
    expect(await familyEnrolledOf(father)).toEqual([]);

    const approve = () => api.call('POST', `/api/payments/${held}/approve`, { as: admin.email });
    expect((await approve()).status).toBe(200);
    // Approving again changes nothing and tells nobody twice.
    expect((await approve()).status).toBe(409);

    const [notice, ...more] = await familyEnrolledOf(father);
    expect(more).toEqual([]);
    expect(said(notice, 'en').body).toBe(
      'Nusrat Lee paid for Held Football (Ayaan Lee), Held Swim (Maya Lee).',
    );
    expect(await familyEnrolledOf(mother)).toEqual([]);
    expect(await bellOf(mother, 'payment_approved')).toHaveLength(1);
  });

  it('tells the other guardian of a payment the desk took for a child', async () => {
    const { mother, father, maya } = await familyOfFour();
    const chess = await dhakaClass('Desk Chess');
    const sold = await api.call('POST', '/api/desk/payments', {
      as: desk.email,
      body: {
        studentId: father.id,
        lines: [{ classId: chess.id, participantId: maya.id }],
        method: 'cash',
        idempotencyKey: crypto.randomUUID(),
      },
    });
    expect(sold.status).toBe(201);

    const [notice, ...more] = await familyEnrolledOf(mother);
    expect(more).toEqual([]);
    expect(said(notice, 'en').body).toBe('Daniel Lee paid for Desk Chess (Maya Lee).');
    expect(said(notice, 'bn').body).toBe('Daniel Lee পেমেন্ট করেছেন: Desk Chess (Maya Lee)।');
    expect(await familyEnrolledOf(father)).toEqual([]);
    expect(await bellOf(father, 'payment_receipt')).toHaveLength(1);
  });

  it("loses a removed child's name from the other guardian's stored notice", async () => {
    const { mother, father, ayaan, maya } = await familyOfFour();
    await payByCard(mother, [
      [await dhakaClass('Gone Football'), ayaan.id],
      [await dhakaClass('Gone Swimming'), maya.id],
    ]);
    expect(await familyEnrolledOf(father)).toHaveLength(1);

    const removed = await api.call('DELETE', `/api/family/members/${ayaan.id}`, {
      as: mother.email,
    });
    expect(removed.status).toBe(200);

    // The rows themselves, the bell's and the push's: the ids stay, the named line goes whole.
    const stored = [
      ...(await api.db
        .select({ params: notifications.params })
        .from(notifications)
        .where(
          and(eq(notifications.userId, father.id), eq(notifications.kind, 'family_enrolled')),
        )),
      ...(await api.db
        .select({ params: outboundMessages.params })
        .from(outboundMessages)
        .where(
          and(eq(outboundMessages.userId, father.id), eq(outboundMessages.kind, 'family_enrolled')),
        )),
    ];
    expect(stored).toHaveLength(2);
    for (const { params } of stored) {
      expect(params).toEqual({
        payerName: 'Nusrat Lee',
        classNames: 'Gone Football, Gone Swimming',
        participantIds: `${ayaan.id},${maya.id}`,
      });
    }
    expect(JSON.stringify(stored)).not.toContain('Ayaan');
    const [notice] = await familyEnrolledOf(father);
    expect(said(notice, 'en').body).toBe('Nusrat Lee paid for Gone Football, Gone Swimming.');
  });
});

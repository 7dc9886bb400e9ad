// Who hears what in a family (decision 049): a child's session moved or cancelled, and its
// reminders, reach every guardian of the child's family, worded with the child's name, a notice
// per child and each once, through each guardian's own channels; an adult enrolled for themselves
// is told as always; nobody else is told. A family payment's receipt names the children it paid
// for; an offer from a child's place in line names the child; a removed child is told of to
// nobody and their name is no longer said.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUSH_KINDS } from '#shared/notifications/kinds.ts';
import { notificationText } from '#shared/notifications/notification-text.ts';
import type { Notification, NotificationList } from '#shared/schemas/notifications.ts';
import { notifications, outboundMessages, waitlistEntries } from '../../db/schema.ts';
import { writeTransaction } from '../../db/write-transaction.ts';
import type { DueMessage } from '../../services/messaging/channel.ts';
import { queueSessionReminders, reminderStillTrue } from '../../services/messaging/reminders.ts';
import { offerFreedSeats } from '../../services/waitlist/offers.ts';
import {
  createClass,
  createEnrollment,
  createSession,
  createUser,
  type ClassRow,
  type UserRow,
} from '../../test/factories.ts';
import { addChildOf, familyOfFour, payFor, type ClassFor } from '../../test/family-test-helpers.ts';
import { createClock, finalize } from '../../test/payment-test-helpers.ts';
import { createTestApi, json, type TestApi } from '../../test/test-api.ts';

const clock = createClock(new Date('2026-08-31T10:00:00.000Z'));
let api: TestApi;
let coach: UserRow;

beforeAll(async () => {
  api = await createTestApi({ now: clock.now });
  coach = await createUser(api.db, { role: 'instructor', name: 'Coach Rafi' });
});
afterAll(() => api.cleanup());

/** Two guardians and two children, the Lees. */
const familyOfLees = () => familyOfFour(api, 'Lee', { ayaan: '2016-03-14', maya: '2014-08-02' });

const footballClass = (name = 'Football Fundamentals') =>
  createClass(api.db, {
    name,
    venue: 'dhaka',
    currency: 'bdt',
    priceCents: 150_000,
    instructorEmail: coach.email,
    instructorName: coach.name,
  });

/** The payer selects the class for each participant (undefined: themselves), and pays once. */
const pay = async (payer: UserRow, picks: readonly ClassFor[]) =>
  (await payFor(api, payer, picks)).intent.intentId;

/** The person's bell, oldest first, of one kind. */
async function bellOf(person: UserRow, kind: Notification['kind']): Promise<Notification[]> {
  const list = (await json(
    await api.call('GET', '/api/notifications', { as: person.email }),
  )) as NotificationList;
  return list.notifications.filter((notice) => notice.kind === kind).reverse();
}

/** How each notice reads, in a language, sorted (notices of one event share a moment). */
const bodies = (notices: readonly Notification[], locale: 'en' | 'bn') =>
  notices.map((notice) => notificationText(notice.kind, notice.params, { locale }).body).sort();

/** The pushes queued for the person, of one kind. */
const pushesOf = (person: UserRow, kind: string) =>
  api.db
    .select()
    .from(outboundMessages)
    .where(and(eq(outboundMessages.userId, person.id), eq(outboundMessages.kind, kind)));

const changeSession = (
  what: 'cancel' | 'move',
  cls: ClassRow,
  sessionId: string,
  body: Record<string, string>,
) =>
  api.call('POST', `/api/class/${cls.id}/sessions/${sessionId}/${what}`, {
    as: coach.email,
    body,
  });

describe('a session of a class children take is moved', () => {
  it('tells each guardian of each child, named, once; an adult as always; nobody else', async () => {
    const { mother, father, ayaan, maya } = await familyOfLees();
    const cls = await footballClass();
    await pay(mother, [
      [cls, ayaan.id],
      [cls, maya.id],
    ]);
    // Another family's child in the same class, an adult taking it for themselves, and a
    // stranger who takes another class.
    const otherParent = await createUser(api.db);
    const rafi = await addChildOf(api, otherParent, 'Rafi Karim', '2015-01-01');
    await pay(otherParent, [[cls, rafi.id]]);
    const adult = await createUser(api.db);
    await createEnrollment(api.db, adult.email, cls);
    const stranger = await createUser(api.db);
    await createEnrollment(api.db, stranger.email, await footballClass('Swimming'));
    // The father does not want session moves as a push: the bell still tells him.
    const chosen = await api.call('PUT', '/api/notification-settings', {
      as: father.email,
      body: { pushKinds: PUSH_KINDS.filter((kind) => kind !== 'session_moved') },
    });
    expect(chosen.status).toBe(200);

    // Tuesday 8 September 2026, 16:00 in Dhaka; moved to Wednesday at 17:00.
    const session = await createSession(api.db, cls.id, '2026-09-08T10:00:00.000Z');
    const move = () =>
      changeSession('move', cls, session.id, {
        date: '2026-09-09',
        time: '17:00',
        reason: 'Pitch flooded',
      });
    expect((await move()).status).toBe(200);
    // A retry moves nothing and tells nothing.
    expect((await move()).status).toBe(200);

    for (const guardian of [mother, father]) {
      const told = await bellOf(guardian, 'session_moved');
      expect(told.map((notice) => notice.params)).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ participantId: ayaan.id, participantName: 'Ayaan Lee' }),
          expect.objectContaining({ participantId: maya.id, participantName: 'Maya Lee' }),
        ]),
      );
      expect(told).toHaveLength(2);
      expect(bodies(told, 'en')).toEqual([
        "Ayaan Lee's Football Fundamentals session moved from Tuesday, September 8, 4:00 PM to Wednesday, September 9, 5:00 PM. Reason: Pitch flooded",
        "Maya Lee's Football Fundamentals session moved from Tuesday, September 8, 4:00 PM to Wednesday, September 9, 5:00 PM. Reason: Pitch flooded",
      ]);
      expect(bodies(told, 'bn')).toEqual([
        'Ayaan Lee-এর Football Fundamentals সেশনটি মঙ্গলবার ৮ সেপ্টেম্বর, ৪:০০ বিকাল থেকে সরে বুধবার ৯ সেপ্টেম্বর, ৫:০০ বিকাল এ হবে। কারণ: Pitch flooded',
        'Maya Lee-এর Football Fundamentals সেশনটি মঙ্গলবার ৮ সেপ্টেম্বর, ৪:০০ বিকাল থেকে সরে বুধবার ৯ সেপ্টেম্বর, ৫:০০ বিকাল এ হবে। কারণ: Pitch flooded',
      ]);
    }
    // Each guardian's own channels: the mother's pushes carry her two notices; the father has none.
    const motherPushes = await pushesOf(mother, 'session_moved');
    expect(motherPushes.map((push) => push.notificationId).sort()).toEqual(
      (await bellOf(mother, 'session_moved')).map((notice) => notice.id).sort(),
    );
    expect(await pushesOf(father, 'session_moved')).toEqual([]);

    const [own] = await bellOf(adult, 'session_moved');
    expect(await bellOf(adult, 'session_moved')).toHaveLength(1);
    expect(own!.params).not.toHaveProperty('participantName');
    expect(bodies([own!], 'en')).toEqual([
      'Football Fundamentals moved from Tuesday, September 8, 4:00 PM to Wednesday, September 9, 5:00 PM. Reason: Pitch flooded',
    ]);
    expect(
      (await bellOf(otherParent, 'session_moved')).map((notice) => notice.params.participantName),
    ).toEqual(['Rafi Karim']);
    expect(await bellOf(stranger, 'session_moved')).toEqual([]);
    expect(await bellOf(coach, 'session_moved')).toEqual([]);
  });
});

describe('a family payment', () => {
  it('gives the payer one receipt naming the children; the other guardian gets none', async () => {
    const { mother, father, ayaan, maya } = await familyOfLees();
    const football = await footballClass();
    const swim = await footballClass('Swim Starters');
    const intentId = await pay(mother, [
      [football, ayaan.id],
      [football, maya.id],
      [swim, undefined],
    ]);
    // A replay records and tells nothing more.
    expect((await finalize(api, mother.email, intentId)).status).toBe(200);

    const receipts = await bellOf(mother, 'payment_receipt');
    expect(receipts).toHaveLength(1);
    const [receipt] = receipts;
    expect(String(receipt!.params.participantIds).split(',').sort()).toEqual(
      [ayaan.id, maya.id].sort(),
    );
    const lines = String(receipt!.params.classNamesForWhom).split(', ').sort();
    expect(lines).toEqual([
      'Football Fundamentals (Ayaan Lee)',
      'Football Fundamentals (Maya Lee)',
      'Swim Starters',
    ]);
    const said = (locale: 'en' | 'bn') =>
      notificationText('payment_receipt', receipt!.params, { locale }).body;
    const named = String(receipt!.params.classNamesForWhom);
    expect(said('en')).toBe(`BDT\u00a04,500 paid for ${named}.`);
    expect(said('bn')).toBe(`${named} এর জন্য ৳৪,৫০০ পেমেন্ট হয়েছে।`);
    expect(await bellOf(father, 'payment_receipt')).toEqual([]);
  });
});

describe('a child removed from the family', () => {
  it('is told of to nobody, and the bell no longer says their name', async () => {
    const { mother, father, ayaan, maya } = await familyOfLees();
    const cls = await footballClass('Junior Tennis');
    const intentId = await pay(father, [
      [cls, ayaan.id],
      [cls, maya.id],
    ]);
    const first = await createSession(api.db, cls.id, '2026-09-10T10:00:00.000Z');
    const second = await createSession(api.db, cls.id, '2026-09-17T10:00:00.000Z');
    expect((await changeSession('cancel', cls, first.id, { reason: 'Heat' })).status).toBe(200);

    const removed = await api.call('DELETE', `/api/family/members/${maya.id}`, {
      as: mother.email,
    });
    expect(removed.status).toBe(200);
    expect((await changeSession('cancel', cls, second.id, { reason: 'Rain' })).status).toBe(200);

    for (const guardian of [mother, father]) {
      const told = await bellOf(guardian, 'session_cancelled');
      expect(told).toHaveLength(3);
      const names = told.map((notice) => notice.params.participantName ?? null);
      // The first cancellation told of both; the second of Ayaan alone. Maya's name is gone.
      expect(names.filter((name) => name === 'Ayaan Lee')).toHaveLength(2);
      expect(names.filter((name) => name === null)).toHaveLength(1);
      expect(JSON.stringify(told)).not.toContain('Maya');
      const [unnamed] = told.filter((notice) => !notice.params.participantName);
      expect(unnamed!.params).not.toHaveProperty('participantId');
      expect(bodies([unnamed!], 'en')).toEqual([
        'Junior Tennis on Thursday, September 10, 4:00 PM is cancelled. Reason: Heat',
      ]);
      expect(bodies(told, 'en')).toContain(
        "Ayaan Lee's Junior Tennis session on Thursday, September 17, 4:00 PM is cancelled. Reason: Rain",
      );
      expect(bodies(told, 'bn')).toContain(
        'Ayaan Lee-এর Junior Tennis সেশনটি (বৃহস্পতিবার ১৭ সেপ্টেম্বর, ৪:০০ বিকাল) বাতিল হয়েছে। কারণ: Rain',
      );
    }
    // The payer's receipt lists the classes without the removed child's name.
    const [receipt] = await bellOf(father, 'payment_receipt');
    expect(receipt!.params).not.toHaveProperty('classNamesForWhom');
    expect(notificationText('payment_receipt', receipt!.params, { locale: 'en' }).body).toBe(
      'BDT\u00a03,000 paid for Junior Tennis, Junior Tennis.',
    );
    expect(intentId).toBe(receipt!.params.transactionId);
    // Nor is her name kept in the stored notices, the bell's or the messages'.
    const stored = [
      ...(await api.db.select({ params: notifications.params }).from(notifications)),
      ...(await api.db.select({ params: outboundMessages.params }).from(outboundMessages)),
    ].filter(({ params }) => JSON.stringify(params).includes(maya.id));
    expect(stored.length).toBeGreaterThan(0);
    expect(JSON.stringify(stored)).not.toContain('Maya');
  });
});

describe('reminders of a child’s session', () => {
  it('go to each guardian who wants them, per child, named, once; none of a removed child', async () => {
    const { mother, father, ayaan, maya } = await familyOfLees();
    const cls = await footballClass('Cricket Basics');
    await pay(mother, [
      [cls, ayaan.id],
      [cls, maya.id],
      [cls, undefined],
    ]);
    // The father chose not to be reminded by push.
    await api.call('PUT', '/api/notification-settings', {
      as: father.email,
      body: { pushKinds: PUSH_KINDS.filter((kind) => kind !== 'session_reminder') },
    });
    const start = Date.parse('2026-11-03T10:00:00.000Z');
    await createSession(api.db, cls.id, new Date(start));
    const dayBefore = new Date(start - 24 * 3_600_000);
    expect(await queueSessionReminders(api.db, dayBefore)).toBe(3);
    // Found again by the next run: nothing more.
    expect(await queueSessionReminders(api.db, dayBefore)).toBe(0);

    const reminders = (await api.db
      .select()
      .from(outboundMessages)
      .where(eq(outboundMessages.kind, 'session_reminder'))) as DueMessage[];
    expect(reminders.every((row) => row.userId === mother.id)).toBe(true);
    const said = (locale: 'en' | 'bn') =>
      reminders.map((row) => notificationText(row.kind, row.params, { locale }).body).sort();
    expect(said('en')).toEqual([
      "Ayaan Lee's Cricket Basics starts Tuesday, November 3, 4:00 PM.",
      'Cricket Basics starts Tuesday, November 3, 4:00 PM.',
      "Maya Lee's Cricket Basics starts Tuesday, November 3, 4:00 PM.",
    ]);
    expect(said('bn')).toEqual([
      'Ayaan Lee-এর Cricket Basics শুরু হবে মঙ্গলবার ৩ নভেম্বর, ৪:০০ বিকাল।',
      'Cricket Basics শুরু হবে মঙ্গলবার ৩ নভেম্বর, ৪:০০ বিকাল।',
      'Maya Lee-এর Cricket Basics শুরু হবে মঙ্গলবার ৩ নভেম্বর, ৪:০০ বিকাল।',
    ]);

    await api.call('DELETE', `/api/family/members/${maya.id}`, { as: mother.email });
    const stillTrue = async (name: string | undefined) => {
      const row = reminders.find((reminder) => reminder.params.participantName === name)!;
      return reminderStillTrue(api.db, row, dayBefore);
    };
    expect(await stillTrue('Ayaan Lee')).toBe(true);
    expect(await stillTrue(undefined)).toBe(true);
    expect(await stillTrue('Maya Lee')).toBe(false);
  });
});

describe('an offer from a child’s place in line', () => {
  it('names the child to the account whose line it is', async () => {
    const { mother, father, ayaan } = await familyOfLees();
    const cls = await footballClass('Badminton Club');
    await api.db.insert(waitlistEntries).values({
      id: crypto.randomUUID(),
      classId: cls.id,
      email: mother.email,
      lineNo: 1,
      participantId: ayaan.id,
    });
    const now = clock.now();
    expect(await writeTransaction(api.db, (tx) => offerFreedSeats(tx, cls.id, now, 24))).toBe(1);

    const [offer] = await bellOf(mother, 'waitlist_offer');
    const said = (locale: 'en' | 'bn') =>
      notificationText('waitlist_offer', offer!.params, { locale });
    expect(said('en')).toEqual({
      title: 'A seat is held for Ayaan Lee',
      body: 'A seat in Badminton Club is held for Ayaan Lee until Tuesday, September 1, 4:00 PM. Pay for it before then.',
    });
    expect(said('bn').body).toBe(
      'Badminton Club ক্লাসে Ayaan Lee-এর জন্য একটি সিট মঙ্গলবার ১ সেপ্টেম্বর, ৪:০০ বিকাল পর্যন্ত রাখা আছে। এর আগে পেমেন্ট করুন।',
    );
    expect(await bellOf(father, 'waitlist_offer')).toEqual([]);
  });
});

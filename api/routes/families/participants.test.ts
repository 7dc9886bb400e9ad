// Who takes a class (decision 049): a guardian selects for a child of their family, or for
// themselves; the class's ages and level decide who may; a class once per participant; one
// payment enrolls each child once, with a pass each, also when the browser, the webhook and the
// sweep finalize it at the same moment.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Pass } from '#shared/schemas/check-in.ts';
import type { PaidClass } from '#shared/schemas/payment.ts';
import type { Receipt } from '#shared/schemas/receipt.ts';
import type { Timetable } from '#shared/schemas/timetable.ts';
import { refusalText } from '#shared/refusals.ts';
import type { Selection } from '#shared/schemas/selection.ts';
import { classPasses, classSessions, enrollments, seatHolds } from '../../db/schema.ts';
import { finalizePayment } from '../../services/payments/finalize.ts';
import { createClass, createUser, type UserRow } from '../../test/factories.ts';
import {
  confirmCard,
  createClock,
  finalize,
  paymentDepsOf,
  seatsOf,
  startedPayment,
  startPayment,
} from '../../test/payment-test-helpers.ts';
import {
  addChildOf,
  joinFamilyOf,
  parentOfTwo,
  payFor,
  selectFor,
} from '../../test/family-test-helpers.ts';
import { createTestApi, expectRefused, json, type TestApi } from '../../test/test-api.ts';

// The first sessions below are in 2026; the clock is a day before the first of them.
const clock = createClock(new Date('2026-08-31T10:00:00.000Z'));
let api: TestApi;

beforeAll(async () => {
  api = await createTestApi({ now: clock.now });
});
afterAll(() => api.cleanup());

const select = (person: UserRow, classId: string, participantId?: string) =>
  selectFor(api, person, classId, participantId);

/** Ayaan's and Maya's dates of birth, for the classes below (no age range). */
const BIRTHS = { ayaan: '2017-03-14', maya: '2012-08-02' };

/** A class for children, its first session in Dhaka on `firstDay` (06:00 there). */
const childrensClass = (overrides: Parameters<typeof createClass>[1] = {}) =>
  createClass(api.db, {
    venue: 'dhaka',
    currency: 'bdt',
    priceCents: 150_000,
    firstSessionAt: '2026-09-01T00:00:00.000Z',
    ...overrides,
  });

describe('for whom', () => {
  it('a guardian selects a class for each child and for themselves; each once', async () => {
    const { parent, ayaan, maya } = await parentOfTwo(api, 'Rahman', BIRTHS);
    const cls = await childrensClass();

    expect((await select(parent, cls.id, ayaan.id)).status).toBe(201);
    expect((await select(parent, cls.id, maya.id)).status).toBe(201);
    expect((await select(parent, cls.id)).status).toBe(201);
    await expectRefused(await select(parent, cls.id, ayaan.id), 409, 'already_selected');
    // The account's own id is the account's own member.
    await expectRefused(await select(parent, cls.id, parent.id), 409, 'already_selected');

    const list = (await json(
      await api.call('GET', '/api/select', { as: parent.email }),
    )) as Selection[];
    expect(list.map((row) => [row.participantId, row.participantName])).toEqual(
      expect.arrayContaining([
        [ayaan.id, 'Ayaan Rahman'],
        [maya.id, 'Maya Rahman'],
        [null, null],
      ]),
    );
    expect(list).toHaveLength(3);
  });

  it('a second guardian cannot select a class the child already has selected', async () => {
    const mother = await createUser(api.db);
    const father = await createUser(api.db);
    const ayaan = await addChildOf(api, mother, 'Ayaan Rahman', '2017-03-14');
    await joinFamilyOf(api, mother, father);
    const cls = await childrensClass();
    expect((await select(mother, cls.id, ayaan.id)).status).toBe(201);
    await expectRefused(await select(father, cls.id, ayaan.id), 409, 'already_selected');
  });

  it("another family's child, a removed child and an unknown id are answered 404", async () => {
    const parent = await createUser(api.db);
    const stranger = await createUser(api.db);
    const theirs = await addChildOf(api, stranger, 'Rafi Karim', '2016-01-01');
    const removed = await addChildOf(api, parent, 'Tahmid Rahman', '2015-05-05');
    await api.call('DELETE', `/api/family/members/${removed.id}`, { as: parent.email });
    const cls = await childrensClass();
    for (const id of [theirs.id, removed.id, crypto.randomUUID()]) {
      await expectRefused(await select(parent, cls.id, id), 404, 'family_member_not_found');
    }
  });
});

describe("a class's ages and level", () => {
  it('are counted on the first session’s date in the venue, and the refusal names the rule', async () => {
    const parent = await createUser(api.db, { name: 'Nusrat Rahman' });
    // Ten on 1 September 2026 in Dhaka, which is still 31 August in UTC at the first session.
    const ten = await addChildOf(api, parent, 'Ayaan Rahman', '2016-09-01');
    const nine = await addChildOf(api, parent, 'Zara Rahman', '2016-09-02');
    const tenToTwelve = await childrensClass({ minAge: 10, maxAge: 12 });
    expect((await select(parent, tenToTwelve.id, ten.id)).status).toBe(201);
    expect(
      await expectRefused(
        await select(parent, tenToTwelve.id, nine.id),
        409,
        'participant_too_young',
      ),
    ).toBe('This class takes ages 10 and up on its first day; Zara Rahman will be 9 then.');
    const upToEight = await childrensClass({ maxAge: 8 });
    expect(
      await expectRefused(await select(parent, upToEight.id, ten.id), 409, 'participant_too_old'),
    ).toBe('This class takes ages up to 8 on its first day; Ayaan Rahman will be 10 then.');
    // The account's own member has no date of birth recorded.
    expect(
      await expectRefused(await select(parent, tenToTwelve.id), 409, 'participant_age_unknown'),
    ).toBe("This class is for an age range: add Nusrat Rahman's date of birth on My family first.");
    const advanced = await childrensClass({ level: 'advanced' });
    await expectRefused(await select(parent, advanced.id, ten.id), 409, 'participant_other_level');
    // A class for every level, and one with no age range, take anyone.
    expect(
      (await select(parent, (await childrensClass({ level: 'all' })).id, nine.id)).status,
    ).toBe(201);
    expect((await select(parent, (await childrensClass()).id)).status).toBe(201);
  });

  it('are set by the instructor, the oldest not below the youngest', async () => {
    const coach = await createUser(api.db, { role: 'instructor', name: 'Coach Rafi' });
    const body = (ages: object) => ({
      Name: 'Junior Football',
      photo: '/images/classes/football.webp',
      IName: 'Coach Rafi',
      Iemail: coach.email,
      price: 1500,
      sets: 12,
      level: 'beginner',
      venue: 'dhaka',
      ...ages,
    });
    const refused = await api.call('POST', '/api/class', {
      as: coach.email,
      body: body({ minAge: 12, maxAge: 8 }),
    });
    expect(await expectRefused(refused, 400, 'validation_age_range_order')).toBe(
      'The oldest age must not be below the youngest.',
    );
    const made = await api.call('POST', '/api/class', {
      as: coach.email,
      body: body({ minAge: 8, maxAge: 12 }),
    });
    expect(made.status).toBe(201);
    const { insertedId } = (await json(made)) as { insertedId: string };
    const shown = (await json(
      await api.call('GET', `/api/class/${insertedId}`, { as: coach.email }),
    )) as {
      minAge: number;
      maxAge: number;
    };
    expect(shown).toMatchObject({ minAge: 8, maxAge: 12 });
  });

  it('are checked again at checkout; a removed child’s selections go with them', async () => {
    const parent = await createUser(api.db);
    const ten = await addChildOf(api, parent, 'Ayaan Rahman', '2016-09-01');
    const other = await addChildOf(api, parent, 'Zara Rahman', '2016-01-01');
    const tenToTwelve = await childrensClass({ minAge: 10, maxAge: 12, name: 'Junior Tennis' });
    expect((await select(parent, tenToTwelve.id, ten.id)).status).toBe(201);
    // The date of birth was mistyped: nine on the first day after all.
    const changed = await api.call('PATCH', `/api/family/members/${ten.id}`, {
      as: parent.email,
      body: { dateOfBirth: '2016-09-02' },
    });
    expect(changed.status).toBe(200);
    await expectRefused(await startPayment(api, parent.email), 409, 'participant_too_young');

    await api.call('DELETE', `/api/family/members/${ten.id}`, { as: parent.email });
    expect(await json(await api.call('GET', '/api/select', { as: parent.email }))).toEqual([]);
    expect((await select(parent, tenToTwelve.id, other.id)).status).toBe(201);
    expect((await startPayment(api, parent.email)).status).toBe(201);
  });

  it('a refusal carries what a Bangla reader is told', async () => {
    const parent = await createUser(api.db);
    const nine = await addChildOf(api, parent, 'Zara Rahman', '2016-09-02');
    const cls = await childrensClass({ minAge: 10 });
    const response = await select(parent, cls.id, nine.id);
    const { error } = (await json(response)) as {
      error: { reason: string; params: Record<string, string | number> };
    };
    expect(refusalText(error.reason, error.params, { locale: 'bn' })).toBe(
      'এই ক্লাসে প্রথম দিনে ১০ বছর বা তার বেশি বয়সীরা ভর্তি হতে পারে; সেদিন Zara Rahman-এর বয়স হবে ৯।',
    );
  });
});

describe('one payment for the family', () => {
  it('enrolls each child once with a pass each, also finalized three times at once', async () => {
    const { parent, ayaan, maya } = await parentOfTwo(api, 'Rahman', BIRTHS);
    const children = [ayaan, maya, await addChildOf(api, parent, 'Zara Rahman', '2014-01-20')];
    const cls = await childrensClass({ seats: 5 });
    for (const member of children)
      expect((await select(parent, cls.id, member.id)).status).toBe(201);

    const intent = await startedPayment(api, parent.email);
    expect(intent.total).toBe(4500);
    const holds = await api.db.select().from(seatHolds).where(eq(seatHolds.classId, cls.id));
    expect(holds.map((row) => row.participantId).sort()).toEqual(children.map((c) => c.id).sort());
    expect((await confirmCard(api, intent.clientSecret)).status).toBe(200);

    // The browser, the webhook and the sweep, at the same moment.
    const deps = paymentDepsOf(api, clock.now);
    const results = await Promise.all([
      finalize(api, parent.email, intent.intentId),
      finalizePayment(deps, intent.intentId),
      finalizePayment(deps, intent.intentId),
    ]);
    // Whichever came first recorded it; the browser's is that one (201) or a replay (200).
    expect([200, 201]).toContain(results[0].status);

    const rows = await api.db.select().from(enrollments).where(eq(enrollments.classId, cls.id));
    expect(rows.map((row) => row.participantId).sort()).toEqual(children.map((c) => c.id).sort());
    expect(new Set(rows.map((row) => row.paymentId)).size).toBe(1);
    // One receipt for the family: each class's line says whose it is.
    const receipt = (await json(
      await api.call('GET', `/api/payments/${rows[0]!.paymentId}/receipt`, { as: parent.email }),
    )) as Receipt;
    expect(receipt.lines.map((line) => line.participantName).sort()).toEqual([
      'Ayaan Rahman',
      'Maya Rahman',
      'Zara Rahman',
    ]);
    expect(receipt.total).toBe(4500);
    expect(await seatsOf(api, cls.id)).toEqual({ seats: 2, enrolled: 3 });
    const passes = await api.db
      .select()
      .from(classPasses)
      .where(and(eq(classPasses.classId, cls.id), eq(classPasses.email, parent.email)));
    expect(passes.map((pass) => pass.participantId).sort()).toEqual(
      children.map((c) => c.id).sort(),
    );
    expect(
      (await json(await api.call('GET', '/api/select', { as: parent.email }))) as Selection[],
    ).toEqual([]);
    // Paid for: none of them can select it again.
    await expectRefused(await select(parent, cls.id, children[0]!.id), 409, 'already_paid');
  });

  it("shows each child's class and pass to both guardians, named, and to nobody else", async () => {
    const mother = await createUser(api.db);
    const father = await createUser(api.db);
    const stranger = await createUser(api.db);
    const ayaan = await addChildOf(api, mother, 'Ayaan Rahman', '2017-03-14');
    await joinFamilyOf(api, mother, father);
    const cls = await childrensClass({ name: 'Junior Swim' });
    await payFor(api, mother, [[cls, ayaan.id]]);

    for (const guardian of [mother, father]) {
      const passes = (await json(
        await api.call('GET', '/api/passes', { as: guardian.email }),
      )) as Pass[];
      expect(passes).toEqual([
        expect.objectContaining({
          classId: cls.id,
          className: 'Junior Swim',
          participantId: ayaan.id,
          participantName: 'Ayaan Rahman',
        }),
      ]);
      const paid = (await json(
        await api.call('GET', '/api/paid', { as: guardian.email }),
      )) as PaidClass[];
      expect(paid).toEqual([
        expect.objectContaining({
          classId: cls.id,
          participantId: ayaan.id,
          participantName: 'Ayaan Rahman',
        }),
      ]);
    }
    // The child's sessions are on both guardians' timetables, named; on nobody else's.
    await api.db.insert(classSessions).values({
      id: crypto.randomUUID(),
      classId: cls.id,
      startsAt: '2026-09-01T00:00:00.000Z',
      endsAt: '2026-09-01T01:00:00.000Z',
    });
    for (const guardian of [mother, father]) {
      const week = (await json(
        await api.call('GET', '/api/timetable', { as: guardian.email }),
      )) as Timetable;
      expect(week.map((session) => [session.className, session.participantName])).toEqual([
        ['Junior Swim', 'Ayaan Rahman'],
      ]);
    }
    expect(await json(await api.call('GET', '/api/timetable', { as: stranger.email }))).toEqual([]);
    expect(await json(await api.call('GET', '/api/passes', { as: stranger.email }))).toEqual([]);
    expect(await json(await api.call('GET', '/api/paid', { as: stranger.email }))).toEqual([]);
  });

  it('holds a seat per child: with one seat left, the second child is refused before paying', async () => {
    const { parent, ayaan, maya } = await parentOfTwo(api, 'Rahman', BIRTHS);
    const cls = await childrensClass({ seats: 2, name: 'Two Seats Football' });
    expect((await select(parent, cls.id, ayaan.id)).status).toBe(201);
    expect((await select(parent, cls.id, maya.id)).status).toBe(201);
    const other = await createUser(api.db);
    expect((await select(other, cls.id)).status).toBe(201);
    // The other family holds one of the two seats while paying.
    await startedPayment(api, other.email);
    await expectRefused(await startPayment(api, parent.email), 409, 'classes_full');
  });
});

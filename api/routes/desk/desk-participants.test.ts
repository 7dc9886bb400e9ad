// A payment at the desk for a child (decisions 040, 049, 051), over HTTP: the desk's lists name
// each student's children to the desk and admins only; each line of a payment names who takes the
// class, and the server checks it: a child of the student's family (another family's answered as
// the family routes answer it), the class's ages and level as Select checks them, each person once
// per class and not already enrolled. The sibling discount is the online checkout's, itemised on
// the receipt; a replay answers the same payment; the enrollment and the pass are the child's.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  DeskPaymentResult,
  DeskQuote,
  DeskRoster,
  DeskStudent,
} from '#shared/schemas/desk.ts';
import type { FamilyMember } from '#shared/schemas/family.ts';
import type { Receipt } from '#shared/schemas/receipt.ts';
import type { Selection } from '#shared/schemas/selection.ts';
import { classPasses, enrollments, payments } from '../../db/schema.ts';
import { createClass, createUser, type UserRow } from '../../test/factories.ts';
import { addChildOf, joinFamilyOf, selectFor } from '../../test/family-test-helpers.ts';
import { createClock, startedPayment } from '../../test/payment-test-helpers.ts';
import { createTestApi, json, type TestApi } from '../../test/test-api.ts';

// Tuesday 3 November 2026 in Dhaka; the classes begin on 1 December.
const clock = createClock(new Date('2026-11-03T04:00:00.000Z'));
let api: TestApi;
let desk: UserRow;
let admin: UserRow;

beforeAll(async () => {
  api = await createTestApi({ now: clock.now });
  desk = await createUser(api.db, { role: 'frontdesk', name: 'Desk Rina' });
  admin = await createUser(api.db, { role: 'admin' });
  // 10 % off a second child's classes at the Dhaka branch.
  const rule = await api.call('PUT', '/api/sibling-discounts/dhaka', {
    as: admin.email,
    body: { percent: 10 },
  });
  expect(rule.status).toBe(200);
});
afterAll(() => api.cleanup());

interface Family {
  mother: UserRow;
  father: UserRow;
  ayaan: FamilyMember;
  maya: FamilyMember;
}

/** Two guardians and two children; `surname` tells families apart. */
async function family(surname: string): Promise<Family> {
  const mother = await createUser(api.db, { name: `Nusrat ${surname}` });
  const father = await createUser(api.db, { name: `Karim ${surname}` });
  // Ayaan is 11 on the classes' first day, Maya 8.
  const ayaan = await addChildOf(api, mother, `Ayaan ${surname}`, '2015-05-05', 'beginner');
  const maya = await addChildOf(api, mother, `Maya ${surname}`, '2018-02-10', 'beginner');
  await joinFamilyOf(api, mother, father);
  return { mother, father, ayaan, maya };
}

const dhakaClass = (overrides: Parameters<typeof createClass>[1] = {}) =>
  createClass(api.db, {
    venue: 'dhaka',
    currency: 'bdt',
    priceCents: 150_000,
    firstSessionAt: '2026-12-01T10:00:00.000Z',
    ...overrides,
  });

type Line = { classId: string; participantId?: string | null };

const pay = (student: UserRow, lines: Line[], extra: Record<string, unknown> = {}) =>
  api.call('POST', '/api/desk/payments', {
    as: desk.email,
    body: {
      studentId: student.id,
      lines,
      method: 'cash',
      idempotencyKey: crypto.randomUUID(),
      ...extra,
    },
  });

const quote = (student: UserRow, lines: Line[]) =>
  api.call('POST', '/api/desk/payments/quote', {
    as: desk.email,
    body: { studentId: student.id, lines },
  });

const refusalOf = async (response: Response) =>
  ((await json(response)) as { error: { reason: string; message: string } }).error;

const enrollmentsOf = (classId: string) =>
  api.db.select().from(enrollments).where(eq(enrollments.classId, classId));

describe("the desk's lists", () => {
  it("name each student's children, with their age, to the desk and admins; a student is refused", async () => {
    const lees = await family('Lee');
    const gone = await addChildOf(api, lees.mother, 'Zara Lee', '2019-01-01');
    expect(
      (await api.call('DELETE', `/api/family/members/${gone.id}`, { as: lees.mother.email }))
        .status,
    ).toBe(200);
    const adult = await createUser(api.db, { name: 'Adult Alone' });

    for (const staff of [desk, admin]) {
      const roster = (await json(
        await api.call('GET', '/api/desk/roster', { as: staff.email }),
      )) as DeskRoster;
      const byId = new Map(roster.students.map((student) => [student._id, student]));
      // Both guardians may pay for the children: each is listed with them; a removed child is not.
      for (const guardian of [lees.mother, lees.father]) {
        expect(byId.get(guardian.id)?.children).toEqual([
          { id: lees.ayaan.id, name: 'Ayaan Lee', age: 11 },
          { id: lees.maya.id, name: 'Maya Lee', age: 8 },
        ]);
      }
      expect(byId.get(adult.id)?.children).toEqual([]);
      expect(JSON.stringify(roster)).not.toContain('Zara');
      // Nothing else of a child's: no date of birth, no medical notes, no contact.
      expect(JSON.stringify(roster)).not.toContain('2015-05-05');
      expect(JSON.stringify(roster)).not.toContain('Nusrat Rahman');

      const found = await api.call(
        'GET',
        `/api/desk/students?q=${encodeURIComponent(lees.father.email)}`,
        { as: staff.email },
      );
      expect(found.status).toBe(200);
      const [father] = (await json(found)) as DeskStudent[];
      expect(father?.children.map((child) => child.name)).toEqual(['Ayaan Lee', 'Maya Lee']);
    }

    for (const path of ['/api/desk/roster', '/api/desk/students?q=Lee']) {
      const refused = await api.call('GET', path, { as: lees.mother.email });
      expect(refused.status).toBe(403);
      const text = await refused.text();
      expect(text).not.toContain('Ayaan');
      expect(text).toContain('desk_staff_only');
    }
  });
});

describe('a desk payment for a child', () => {
  it('enrolls the child named, with a pass of their own, the receipt naming them', async () => {
    const { mother, father, ayaan } = await family('Khan');
    const football = await dhakaClass({ name: 'Junior Football' });
    const swim = await dhakaClass({ name: 'Adult Swim', priceCents: 80_000 });
    // The father pays at the desk for his child and for himself (a line with no participant).
    const response = await pay(father, [
      { classId: football.id, participantId: ayaan.id },
      { classId: swim.id },
    ]);
    expect(response.status).toBe(201);
    const result = (await json(response)) as DeskPaymentResult;
    expect(result).toMatchObject({ total: 2300, currency: 'bdt', discount: 0, replayed: false });
    expect(result.lines).toEqual([
      {
        classId: football.id,
        className: 'Junior Football',
        participantId: ayaan.id,
        participantName: 'Ayaan Khan',
        price: 1500,
        discount: 0,
      },
      {
        classId: swim.id,
        className: 'Adult Swim',
        participantId: null,
        participantName: null,
        price: 800,
        discount: 0,
      },
    ]);

    const [enrolled] = await enrollmentsOf(football.id);
    expect(enrolled).toMatchObject({ email: father.email, participantId: ayaan.id });
    const [own] = await enrollmentsOf(swim.id);
    expect(own).toMatchObject({ email: father.email, participantId: null });
    const [pass] = await api.db
      .select()
      .from(classPasses)
      .where(eq(classPasses.classId, football.id));
    expect(pass).toMatchObject({ participantId: ayaan.id });

    // The other guardian sees the child's class as the family's.
    const paid = await api.call('GET', '/api/paid', { as: mother.email });
    expect(JSON.stringify(await json(paid))).toContain('Junior Football');

    const receipt = (await json(
      await api.call('GET', `/api/payments/${result.paymentId}/receipt`, { as: desk.email }),
    )) as Receipt;
    expect(receipt.lines.map((line) => [line.name, line.participantName ?? null])).toEqual([
      ['Junior Football', 'Ayaan Khan'],
      ['Adult Swim', null],
    ]);
  });

  it('refuses a child of another family as the family routes do (404), and records nothing', async () => {
    const khans = await family('Das');
    const others = await family('Roy');
    const cls = await dhakaClass();
    for (const participantId of [others.ayaan.id, others.mother.id, crypto.randomUUID()]) {
      for (const response of [
        await pay(khans.mother, [{ classId: cls.id, participantId }]),
        await quote(khans.mother, [{ classId: cls.id, participantId }]),
      ]) {
        expect(response.status).toBe(404);
        expect((await refusalOf(response)).reason).toBe('family_member_not_found');
      }
    }
    // The same refusal as the family's own routes give for another family's member.
    const viaFamily = await api.call('PATCH', `/api/family/members/${others.ayaan.id}`, {
      as: khans.mother.email,
      body: { name: 'Someone' },
    });
    expect(viaFamily.status).toBe(404);
    expect((await refusalOf(viaFamily)).reason).toBe('family_member_not_found');
    // A child removed from the family is no longer sold to.
    expect(
      (
        await api.call('DELETE', `/api/family/members/${khans.maya.id}`, {
          as: khans.mother.email,
        })
      ).status,
    ).toBe(200);
    const removed = await pay(khans.father, [{ classId: cls.id, participantId: khans.maya.id }]);
    expect(removed.status).toBe(404);
    expect(await enrollmentsOf(cls.id)).toEqual([]);
  });

  it('refuses a child the class does not take, naming the rule and the child, as Select does', async () => {
    const { mother, ayaan, maya } = await family('Sen');
    const teens = await dhakaClass({ name: 'Teen Tennis', minAge: 12 });
    const tots = await dhakaClass({ name: 'Tiny Tumbles', maxAge: 6 });
    const advanced = await dhakaClass({ name: 'Elite Squad', level: 'advanced' });

    const young = await pay(mother, [{ classId: teens.id, participantId: ayaan.id }]);
    expect(young.status).toBe(409);
    const tooYoung = await refusalOf(young);
    expect(tooYoung).toMatchObject({
      reason: 'participant_too_young',
      message: 'This class takes ages 12 and up on its first day; Ayaan Sen will be 11 then.',
    });
    // Select says the same of the same child and class.
    const selected = await selectFor(api, mother, teens.id, ayaan.id);
    expect((await refusalOf(selected)).message).toBe(tooYoung.message);

    const old = await quote(mother, [{ classId: tots.id, participantId: maya.id }]);
    expect(old.status).toBe(409);
    expect(await refusalOf(old)).toMatchObject({
      reason: 'participant_too_old',
      message: 'This class takes ages up to 6 on its first day; Maya Sen will be 8 then.',
    });
    const level = await pay(mother, [{ classId: advanced.id, participantId: maya.id }]);
    expect(level.status).toBe(409);
    expect(await refusalOf(level)).toMatchObject({
      reason: 'participant_other_level',
      message: "This class is for another level than Maya Sen's.",
    });
    // One ineligible line refuses the payment whole.
    const mixed = await pay(mother, [
      { classId: advanced.id },
      { classId: teens.id, participantId: ayaan.id },
    ]);
    expect(mixed.status).toBe(409);
    for (const cls of [teens, tots, advanced]) expect(await enrollmentsOf(cls.id)).toEqual([]);
  });

  it('refuses the same person twice in one class, however named, and a child enrolled already', async () => {
    const { mother, ayaan } = await family('Paul');
    const cls = await dhakaClass();
    for (const lines of [
      [
        { classId: cls.id, participantId: ayaan.id },
        { classId: cls.id, participantId: ayaan.id },
      ],
      // The account itself, named once by its id and once by no one.
      [{ classId: cls.id }, { classId: cls.id, participantId: mother.id }],
      [{ classId: cls.id, participantId: null }, { classId: cls.id }],
    ]) {
      const response = await pay(mother, lines);
      expect(response.status).toBe(400);
      const { error } = (await json(response)) as {
        error: { fields: Record<string, string> };
      };
      expect(error.fields.lines).toBe('Choose each person once for each class.');
    }
    // Classes as lines or as class ids, not both.
    const both = await pay(mother, [{ classId: cls.id }], { classIds: [cls.id] });
    expect(both.status).toBe(400);

    // Two children of one family in one class is two lines, and fine.
    expect((await pay(mother, [{ classId: cls.id, participantId: ayaan.id }])).status).toBe(201);
    const again = await pay(mother, [{ classId: cls.id, participantId: ayaan.id }]);
    expect(again.status).toBe(409);
    expect(await refusalOf(again)).toMatchObject({
      reason: 'classes_already_paid',
      message: expect.stringContaining(cls.name),
    });
    // The account's own seat in the same class is another person's.
    expect((await pay(mother, [{ classId: cls.id }])).status).toBe(201);
    expect((await enrollmentsOf(cls.id)).map((row) => row.participantId).sort()).toEqual(
      [ayaan.id, null].sort(),
    );
  });

  it('takes the sibling discount off as the online checkout does, quoted first and itemised', async () => {
    const { mother, ayaan, maya } = await family('Hossain');
    const football = await dhakaClass({ name: 'Football Club', priceCents: 200_000 });
    const chess = await dhakaClass({ name: 'Chess Club', priceCents: 150_000 });
    const lines = [
      { classId: football.id, participantId: ayaan.id },
      { classId: chess.id, participantId: maya.id },
    ];

    // Another family selecting the same classes online is shown and charged the same.
    const online = await family('Online');
    expect((await selectFor(api, online.mother, football.id, online.ayaan.id)).status).toBe(201);
    expect((await selectFor(api, online.mother, chess.id, online.maya.id)).status).toBe(201);
    const selections = (await json(
      await api.call('GET', '/api/select', { as: online.mother.email }),
    )) as Selection[];
    expect(selections.map((row) => row.discount ?? 0).sort()).toEqual([0, 150]);
    expect((await startedPayment(api, online.mother.email)).total).toBe(3350);

    // Ayaan's classes cost the most: he pays in full; Maya's lose 10 %.
    const quoted = await quote(mother, lines);
    expect(quoted.status).toBe(200);
    const priced = (await json(quoted)) as DeskQuote;
    expect(priced).toEqual({
      currency: 'bdt',
      total: 3350,
      discount: 150,
      lines: [
        {
          classId: football.id,
          className: 'Football Club',
          participantId: ayaan.id,
          participantName: 'Ayaan Hossain',
          price: 2000,
          discount: 0,
        },
        {
          classId: chess.id,
          className: 'Chess Club',
          participantId: maya.id,
          participantName: 'Maya Hossain',
          price: 1500,
          discount: 150,
        },
      ],
    } satisfies DeskQuote);
    // Quoting writes nothing.
    expect(await enrollmentsOf(football.id)).toEqual([]);

    const response = await pay(mother, lines);
    expect(response.status).toBe(201);
    const result = (await json(response)) as DeskPaymentResult;
    expect(result).toMatchObject({ total: 3350, discount: 150 });
    expect(result.lines).toEqual(priced.lines);
    const [payment] = await api.db.select().from(payments).where(eq(payments.id, result.paymentId));
    expect(payment?.amountCents).toBe(335_000);
    const [chessSeat] = await enrollmentsOf(chess.id);
    expect(chessSeat?.priceCents).toBe(135_000);

    const receipt = (await json(
      await api.call('GET', `/api/payments/${result.paymentId}/receipt`, { as: desk.email }),
    )) as Receipt;
    expect(receipt.total).toBe(3350);
    expect(receipt.lines).toEqual([
      expect.objectContaining({ name: 'Football Club', amount: 2000 }),
      expect.objectContaining({ name: 'Chess Club', amount: 1350, discount: 150 }),
    ]);
    expect(receipt.lines[0]).not.toHaveProperty('discount');
  });

  it('counts a child paid for earlier in the month as the first, as the checkout does', async () => {
    const { mother, ayaan, maya } = await family('Later');
    const first = await pay(mother, [
      { classId: (await dhakaClass()).id, participantId: ayaan.id },
    ]);
    expect(await json(first)).toMatchObject({ total: 1500, discount: 0 });
    // Maya's class alone, days later: still the second child's, at a tenth off.
    clock.advanceMinutes(3 * 24 * 60);
    const later = await pay(mother, [
      { classId: (await dhakaClass({ priceCents: 100_000 })).id, participantId: maya.id },
    ]);
    expect(await json(later)).toMatchObject({ total: 900, discount: 100 });
  });

  it('answers a replay with the same payment, and refuses the key for another child', async () => {
    const { mother, ayaan, maya } = await family('Ahmed');
    const cls = await dhakaClass();
    const idempotencyKey = crypto.randomUUID();
    const lines = [{ classId: cls.id, participantId: ayaan.id }];
    const first = await pay(mother, lines, { idempotencyKey });
    expect(first.status).toBe(201);
    const recorded = (await json(first)) as DeskPaymentResult;
    const replay = await pay(mother, lines, { idempotencyKey });
    expect(replay.status).toBe(200);
    expect(await json(replay)).toEqual({ ...recorded, replayed: true });

    const otherChild = await pay(mother, [{ classId: cls.id, participantId: maya.id }], {
      idempotencyKey,
    });
    expect(otherChild.status).toBe(409);
    expect((await refusalOf(otherChild)).reason).toBe('desk_payment_key_reused');
    const forTheAccount = await pay(mother, [{ classId: cls.id }], { idempotencyKey });
    expect(forTheAccount.status).toBe(409);
    expect(
      await api.db
        .select()
        .from(enrollments)
        .where(and(eq(enrollments.classId, cls.id), eq(enrollments.email, mother.email))),
    ).toHaveLength(1);
  });

  it("keeps the first desk's wire: class ids are the account's own lines", async () => {
    const { mother } = await family('Bose');
    const cls = await dhakaClass();
    const idempotencyKey = crypto.randomUUID();
    const response = await api.call('POST', '/api/desk/payments', {
      as: desk.email,
      body: { studentId: mother.id, classIds: [cls.id], method: 'cash', idempotencyKey },
    });
    expect(response.status).toBe(201);
    const [row] = await enrollmentsOf(cls.id);
    expect(row).toMatchObject({ email: mother.email, participantId: null });
    // The same payment named as a line for the account is the same payment.
    const asLine = await pay(mother, [{ classId: cls.id, participantId: mother.id }], {
      idempotencyKey,
    });
    expect(asLine.status).toBe(200);
  });
});

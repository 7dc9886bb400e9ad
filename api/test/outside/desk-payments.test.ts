// Payments at the desk over HTTP against the real Node server (decision 040): amounts from the
// server only, the refusals of every wrong student, class and branch, the seat rules an online
// payment has (full, offered from a waitlist, the last seats raced), replays, refunds, and a
// child's class: who takes it checked against the student's family whatever the body says.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  classes,
  classPasses,
  enrollments,
  paymentRefunds,
  payments,
  receipts,
  users,
  waitlistEntries,
} from '../../db/schema.ts';
import { createClass, createEnrollment, createUser, type UserRow } from '../factories.ts';
import { parentOfTwo } from '../family-test-helpers.ts';
import { startRealServer, type RealServer } from '../real-server.ts';

let server: RealServer;
let desk: UserRow;
let admin: UserRow;

beforeAll(async () => {
  server = await startRealServer();
  desk = await createUser(server.db, { role: 'frontdesk' });
  admin = await createUser(server.db, { role: 'admin' });
});
afterAll(() => server.close());

const dhakaClass = (overrides: Parameters<typeof createClass>[1] = {}) =>
  createClass(server.db, { venue: 'dhaka', currency: 'bdt', priceCents: 150_000, ...overrides });

const pay = (as: string, body: Record<string, unknown>) =>
  server.call(as, 'POST', '/api/desk/payments', {
    method: 'cash',
    idempotencyKey: crypto.randomUUID(),
    ...body,
  });

const reasonOf = (response: { body: Record<string, unknown> }) =>
  (response.body.error as { reason: string }).reason;

describe('recording a desk payment', () => {
  it('prices the classes on the server, ignores amounts sent, and issues pass and receipt', async () => {
    const student = await createUser(server.db);
    const yoga = await dhakaClass({ priceCents: 120_000 });
    const swim = await dhakaClass({ priceCents: 80_050 });
    const response = await pay(desk.email, {
      studentId: student.id,
      classIds: [yoga.id, swim.id],
      price: 1,
      amount: 1,
      amountCents: 1,
      total: 1,
      currency: 'usd',
    });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({ total: 2000.5, currency: 'bdt', replayed: false });
    expect(response.body.receiptNumber).toMatch(/^DHK-\d{4}-\d{6}$/);
    const [payment] = await server.db
      .select()
      .from(payments)
      .where(eq(payments.id, response.body.paymentId as string));
    expect(payment).toMatchObject({
      amountCents: 200_050,
      currency: 'bdt',
      gateway: 'cash',
      recordedBy: desk.id,
      email: student.email,
    });
    const passes = await server.db
      .select()
      .from(classPasses)
      .where(eq(classPasses.email, student.email));
    expect(passes).toHaveLength(2);
    const [receipt] = await server.db
      .select()
      .from(receipts)
      .where(eq(receipts.paymentId, payment!.id));
    expect(receipt?.number).toBe(response.body.receiptNumber);
    const [seats] = await server.db.select().from(classes).where(eq(classes.id, yoga.id));
    expect(seats).toMatchObject({ seats: yoga.seats - 1, enrolled: 1 });
  });

  it('keeps a bank transfer reference and the phone recorded, and requires the reference', async () => {
    const student = await createUser(server.db);
    const cls = await dhakaClass();
    const missing = await pay(admin.email, {
      studentId: student.id,
      classIds: [cls.id],
      method: 'bank_transfer',
    });
    expect(missing.status).toBe(400);
    const response = await pay(admin.email, {
      studentId: student.id,
      classIds: [cls.id],
      method: 'bank_transfer',
      reference: 'BRAC-778812',
      phone: '+880 1711 000111',
    });
    expect(response.status).toBe(201);
    const [payment] = await server.db
      .select()
      .from(payments)
      .where(eq(payments.id, response.body.paymentId as string));
    expect(payment).toMatchObject({
      gateway: 'bank_transfer',
      gatewayTransactionId: 'BRAC-778812',
      recordedBy: admin.id,
    });
    const [row] = await server.db.select().from(users).where(eq(users.id, student.id));
    expect(row?.phone).toBe('+880 1711 000111');
    const found = await server.call(desk.email, 'GET', '/api/desk/students?q=1711000111');
    expect(found.status).toBe(200);
    expect(JSON.stringify(found.body)).toContain(student.email);
  });

  it('refuses an unknown student (404) and a member of staff (409)', async () => {
    const cls = await dhakaClass();
    const unknown = await pay(desk.email, { studentId: 'nobody', classIds: [cls.id] });
    expect(unknown.status).toBe(404);
    expect(reasonOf(unknown)).toBe('student_not_found');
    const coach = await createUser(server.db, { role: 'instructor' });
    const staff = await pay(desk.email, { studentId: coach.id, classIds: [cls.id] });
    expect(staff.status).toBe(409);
    expect(reasonOf(staff)).toBe('not_a_student');
  });

  it('refuses classes of two branches, and a class with no branch', async () => {
    const student = await createUser(server.db);
    const dhaka = await dhakaClass();
    const riyadh = await createClass(server.db, { venue: 'riyadh', currency: 'sar' });
    const two = await pay(desk.email, { studentId: student.id, classIds: [dhaka.id, riyadh.id] });
    expect(two.status).toBe(400);
    expect(reasonOf(two)).toBe('classes_of_one_branch');
    const nowhere = await createClass(server.db, { venue: null });
    const none = await pay(desk.email, { studentId: student.id, classIds: [nowhere.id] });
    expect(none.status).toBe(400);
    expect(
      await server.db.select().from(enrollments).where(eq(enrollments.email, student.email)),
    ).toEqual([]);
  });

  it('refuses a full class by name, and a class whose seat is offered to someone in line', async () => {
    const student = await createUser(server.db);
    const full = await dhakaClass({ name: 'Full Football', seats: 0 });
    const refused = await pay(desk.email, { studentId: student.id, classIds: [full.id] });
    expect(refused.status).toBe(409);
    expect(reasonOf(refused)).toBe('classes_full');
    expect((refused.body.error as { message: string }).message).toContain('Full Football');

    const offered = await dhakaClass({ name: 'Offered Tennis', seats: 1 });
    const waiting = await createUser(server.db);
    await server.db.insert(waitlistEntries).values({
      id: crypto.randomUUID(),
      classId: offered.id,
      email: waiting.email,
      lineNo: 1,
      status: 'offered',
      offeredAt: new Date().toISOString(),
      offerExpiresAt: new Date(Date.now() + 3_600_000).toISOString(),
    });
    const held = await pay(desk.email, { studentId: student.id, classIds: [offered.id] });
    expect(held.status).toBe(409);
    expect((held.body.error as { message: string }).message).toContain('Offered Tennis');
    // The student the seat is offered to may pay for it at the desk.
    const theirs = await pay(desk.email, { studentId: waiting.id, classIds: [offered.id] });
    expect(theirs.status).toBe(201);
  });

  it('sells the last seats once under 20 concurrent payments, and a replay answers the same payment', async () => {
    const cls = await dhakaClass({ seats: 3 });
    const students = await Promise.all(Array.from({ length: 20 }, () => createUser(server.db)));
    const keys = students.map(() => crypto.randomUUID());
    const responses = await Promise.all(
      students.map((student, i) =>
        pay(desk.email, { studentId: student.id, classIds: [cls.id], idempotencyKey: keys[i] }),
      ),
    );
    const statuses = responses.map((response) => response.status).sort();
    expect(statuses.filter((status) => status === 201)).toHaveLength(3);
    expect(statuses.filter((status) => status === 409)).toHaveLength(17);
    const [after] = await server.db.select().from(classes).where(eq(classes.id, cls.id));
    expect(after).toMatchObject({ seats: 0, enrolled: 3 });

    const firstPaid = responses.findIndex((response) => response.status === 201);
    const replays = await Promise.all(
      [1, 2, 3].map(() =>
        pay(desk.email, {
          studentId: students[firstPaid]!.id,
          classIds: [cls.id],
          idempotencyKey: keys[firstPaid],
        }),
      ),
    );
    for (const replay of replays) {
      expect(replay.status).toBe(200);
      expect(replay.body).toMatchObject({
        paymentId: responses[firstPaid]!.body.paymentId,
        receiptNumber: responses[firstPaid]!.body.receiptNumber,
        replayed: true,
      });
    }
    const recorded = await server.db
      .select()
      .from(payments)
      .where(eq(payments.transactionId, `desk-${keys[firstPaid]}`));
    expect(recorded).toHaveLength(1);
    // The same key for another student is refused, not recorded.
    const reused = await pay(desk.email, {
      studentId: students[(firstPaid + 1) % 20]!.id,
      classIds: [cls.id],
      idempotencyKey: keys[firstPaid],
    });
    expect(reused.status).toBe(409);
    expect(reasonOf(reused)).toBe('desk_payment_key_reused');
  });

  it('refuses a student calling the desk routes (403)', async () => {
    const student = await createUser(server.db);
    const cls = await dhakaClass();
    for (const [method, path, body] of [
      ['GET', '/api/desk/roster', undefined],
      ['GET', '/api/desk/students?q=a', undefined],
      [
        'POST',
        '/api/desk/payments',
        {
          studentId: student.id,
          classIds: [cls.id],
          method: 'cash',
          idempotencyKey: crypto.randomUUID(),
        },
      ],
      ['POST', '/api/desk/payments/x/refund', {}],
    ] as const) {
      const response = await server.call(student.email, method, path, body);
      expect(response.status, `${method} ${path}`).toBe(403);
      expect(reasonOf(response)).toBe('desk_staff_only');
    }
    expect(
      await server.db.select().from(payments).where(eq(payments.email, student.email)),
    ).toEqual([]);
  });
});

describe('refunding a desk payment', () => {
  it('hands back some classes, then the rest, recorded as sent with who did it; twice is refused', async () => {
    const student = await createUser(server.db);
    const a = await dhakaClass({ priceCents: 100_000 });
    const b = await dhakaClass({ priceCents: 50_000 });
    const paid = await pay(desk.email, { studentId: student.id, classIds: [a.id, b.id] });
    const paymentId = paid.body.paymentId as string;
    const some = await server.call(desk.email, 'POST', `/api/desk/payments/${paymentId}/refund`, {
      classIds: [a.id],
    });
    expect(some.status).toBe(200);
    expect(some.body).toMatchObject({ refunded: 1000, currency: 'bdt', classIds: [a.id] });
    const again = await server.call(desk.email, 'POST', `/api/desk/payments/${paymentId}/refund`, {
      classIds: [a.id],
    });
    expect(again.status).toBe(409);
    const rest = await server.call(
      admin.email,
      'POST',
      `/api/desk/payments/${paymentId}/refund`,
      {},
    );
    expect(rest.status).toBe(200);
    expect(rest.body).toMatchObject({ refunded: 500, classIds: [b.id] });
    const twice = await server.call(
      desk.email,
      'POST',
      `/api/desk/payments/${paymentId}/refund`,
      {},
    );
    expect(twice.status).toBe(409);
    const refunds = await server.db
      .select()
      .from(paymentRefunds)
      .where(eq(paymentRefunds.paymentId, paymentId));
    expect(refunds.map((row) => [row.status, row.requestedBy, row.amountCents]).sort()).toEqual(
      [
        ['sent', admin.id, 50_000],
        ['sent', desk.id, 100_000],
      ].sort(),
    );
    const [payment] = await server.db.select().from(payments).where(eq(payments.id, paymentId));
    expect(payment?.refundedCents).toBe(150_000);
    const [seatsA] = await server.db.select().from(classes).where(eq(classes.id, a.id));
    expect(seatsA).toMatchObject({ seats: a.seats, enrolled: 0 });
  });

  it('an admin refunds a desk payment from the payments list too, with who asked', async () => {
    const student = await createUser(server.db);
    const cls = await dhakaClass();
    const paid = await pay(desk.email, { studentId: student.id, classIds: [cls.id] });
    const paymentId = paid.body.paymentId as string;
    const list = await server.call(admin.email, 'GET', '/api/payments?limit=50');
    const listed = (
      list.body.payments as { _id: string; recordedBy: string; gateway: string }[]
    ).find((row) => row._id === paymentId);
    expect(listed).toMatchObject({ recordedBy: desk.name, gateway: 'cash' });
    const refund = await server.call(admin.email, 'POST', `/api/payments/${paymentId}/refund`, {});
    expect(refund.status).toBe(200);
    const [row] = await server.db
      .select()
      .from(paymentRefunds)
      .where(eq(paymentRefunds.paymentId, paymentId));
    expect(row).toMatchObject({ status: 'sent', requestedBy: admin.id });
  });

  it('refuses the front desk refunding an online payment (403), and admin-only refunds', async () => {
    const student = await createUser(server.db);
    const cls = await dhakaClass();
    const enrollment = await createEnrollment(server.db, student.email, cls);
    const online = await server.call(
      desk.email,
      'POST',
      `/api/desk/payments/${enrollment.paymentId}/refund`,
      {},
    );
    expect(online.status).toBe(403);
    expect(reasonOf(online)).toBe('not_a_desk_payment');
    const adminRoute = await server.call(
      desk.email,
      'POST',
      `/api/payments/${enrollment.paymentId}/refund`,
      {},
    );
    expect(adminRoute.status).toBe(403);
    expect(
      await server.db.select().from(enrollments).where(eq(enrollments.email, student.email)),
    ).toHaveLength(1);
  });
});

describe("a child's class at the desk", () => {
  const quote = (as: string, body: Record<string, unknown>) =>
    server.call(as, 'POST', '/api/desk/payments/quote', body);

  it("refuses another family's child in the quote and the payment, and records nothing", async () => {
    const ours = await parentOfTwo(server.api, 'Rahman');
    const theirs = await parentOfTwo(server.api, 'Chowdhury');
    const cls = await dhakaClass();
    const lines = [{ classId: cls.id, participantId: theirs.ayaan.id }];
    for (const response of [
      await quote(desk.email, { studentId: ours.parent.id, lines }),
      await pay(desk.email, { studentId: ours.parent.id, lines }),
    ]) {
      expect(response.status).toBe(404);
      expect(reasonOf(response)).toBe('family_member_not_found');
      expect(JSON.stringify(response.body)).not.toContain('Chowdhury');
    }
    expect(
      await server.db.select().from(payments).where(eq(payments.email, ours.parent.email)),
    ).toEqual([]);
  });

  it('takes who the child is from the family, never a name or a price in the body', async () => {
    const { parent, maya } = await parentOfTwo(server.api, 'Haque');
    const cls = await dhakaClass({ priceCents: 90_000 });
    const lines = [
      { classId: cls.id, participantId: maya.id, participantName: 'Somebody Else', price: 1 },
    ];
    const quoted = await quote(desk.email, { studentId: parent.id, lines });
    expect(quoted.status).toBe(200);
    expect(quoted.body).toMatchObject({ total: 900, currency: 'bdt' });
    const paid = await pay(desk.email, { studentId: parent.id, lines, total: 1 });
    expect(paid.status).toBe(201);
    expect(paid.body).toMatchObject({ total: 900 });
    expect(JSON.stringify(paid.body)).toContain('Maya Haque');
    expect(JSON.stringify(paid.body)).not.toContain('Somebody Else');
    const [enrollment] = await server.db
      .select()
      .from(enrollments)
      .where(eq(enrollments.email, parent.email));
    expect(enrollment).toMatchObject({ classId: cls.id, participantId: maya.id });
  });

  it('a student with forged forwarding and role headers cannot quote or pay at the desk', async () => {
    const { parent, ayaan } = await parentOfTwo(server.api, 'Karim');
    const cls = await dhakaClass();
    const body = JSON.stringify({
      studentId: parent.id,
      lines: [{ classId: cls.id, participantId: ayaan.id }],
      method: 'cash',
      idempotencyKey: crypto.randomUUID(),
    });
    for (const path of ['/api/desk/payments/quote', '/api/desk/payments']) {
      const response = await server.request('POST', path, {
        headers: {
          Authorization: `Bearer ${await server.tokenFor(parent.email)}`,
          'Content-Type': 'application/json',
          'X-Forwarded-For': '127.0.0.1',
          'X-Forwarded-User': desk.email,
          'X-User-Role': 'frontdesk',
        },
        body,
      });
      expect(response.status, path).toBe(403);
      expect(response.text()).not.toContain('Ayaan Karim');
    }
    expect(await server.db.select().from(payments).where(eq(payments.email, parent.email))).toEqual(
      [],
    );
  });

  it("records one payment for a child's class under 10 concurrent sends of one key", async () => {
    const { parent, ayaan } = await parentOfTwo(server.api, 'Sultana');
    const cls = await dhakaClass();
    const request = {
      studentId: parent.id,
      lines: [{ classId: cls.id, participantId: ayaan.id }],
      idempotencyKey: crypto.randomUUID(),
    };
    const responses = await Promise.all(Array.from({ length: 10 }, () => pay(desk.email, request)));
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.every((status) => status === 201 || status === 200)).toBe(true);
    expect(new Set(responses.map((response) => response.body.paymentId)).size).toBe(1);
    const passes = await server.db
      .select()
      .from(classPasses)
      .where(eq(classPasses.email, parent.email));
    expect(passes.map((pass) => pass.participantId)).toEqual([ayaan.id]);
    // The same key for the other child is another payment's key: refused.
    const reused = await pay(desk.email, {
      ...request,
      lines: [{ classId: cls.id, participantId: 'another-child' }],
    });
    expect(reused.status).toBe(409);
    expect(reasonOf(reused)).toBe('desk_payment_key_reused');
  });
});

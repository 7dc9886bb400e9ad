// Over HTTP against the real Node server: a payer whose role changed before finalizing, two
// admins refunding one payment at once, seat squatting, and the server's own payment sweep.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_HELD_CLASSES } from '#shared/schemas/payment.ts';
import { createDb } from '../../db/client.ts';
import { enrollments, paymentIntents, seatHolds } from '../../db/schema.ts';
import { startApiServer } from '../../node.ts';
import { createPaymentIntent } from '../../services/payments/create-intent.ts';
import { createTestPaymentProvider } from '../../services/payments/test-provider.ts';
import { createClass, createSelection, createUser, type UserRow } from '../factories.ts';
import { startRealServer, type RealServer } from '../real-server.ts';
import { testEnv } from '../test-env.ts';

const VISA = { number: '4242424242424242', expMonth: 12, expYear: 2034, cvc: '123' };
let server: RealServer;
let admin: UserRow;

beforeAll(async () => {
  server = await startRealServer();
  admin = await createUser(server.db, { role: 'admin' });
});
afterAll(() => server.close());

const call: RealServer['call'] = (...args) => server.call(...args);

/** A student with new selected classes at these prices, paid with 4242 and not yet finalized. */
async function paidIntent(...prices: number[]) {
  const student = await createUser(server.db);
  const bought = [];
  for (const priceCents of prices) {
    const cls = await createClass(server.db, { priceCents, seats: 5 });
    await createSelection(server.db, student.email, cls.id);
    bought.push(cls);
  }
  const intent = await call(student.email, 'POST', '/api/create-payment-intent', {});
  expect(intent.status).toBe(201);
  const { clientSecret, intentId } = intent.body as { clientSecret: string; intentId: string };
  const confirmed = await call(null, 'POST', '/api/test-payments/confirm', {
    clientSecret,
    card: VISA,
  });
  expect(confirmed.status).toBe(200);
  return { student, intentId, classes: bought };
}

describe('a payer made instructor before finalizing', () => {
  it('is enrolled by POST /api/payments', async () => {
    const { student, intentId, classes } = await paidIntent(3000);
    const promoted = await call(admin.email, 'PATCH', `/api/users/instructor/${student.id}`);
    expect(promoted.status).toBe(200);
    const response = await call(student.email, 'POST', '/api/payments', {
      transactionId: intentId,
    });
    expect(response.status).toBe(201);
    const rows = await server.db
      .select()
      .from(enrollments)
      .where(eq(enrollments.email, student.email));
    expect(rows.map((row) => row.classId)).toEqual([classes[0]!.id]);
  });
});

describe('two admins refunding one payment at once', () => {
  it('answers 200 and 409, and refunds it once', async () => {
    const { student, intentId, classes } = await paidIntent(2000);
    const paid = await call(student.email, 'POST', '/api/payments', { transactionId: intentId });
    const paymentId = paid.body.insertedId as string;
    const responses = await Promise.all([
      call(admin.email, 'POST', `/api/payments/${paymentId}/refund`, {}),
      call(admin.email, 'POST', `/api/payments/${paymentId}/refund`, { classId: classes[0]!.id }),
    ]);
    expect(responses.map((response) => response.status).sort()).toEqual([200, 409]);
    const ok = responses.find((response) => response.status === 200)!;
    expect(ok.body).toMatchObject({ refunded: 20, classIds: [classes[0]!.id] });
    const refused = responses.find((response) => response.status === 409)!;
    expect(refused.body).toHaveProperty('error.message');
  });
});

describe('seat squatting', () => {
  it(`refuses holding seats in more than ${MAX_HELD_CLASSES} classes at once`, async () => {
    const student = await createUser(server.db);
    for (let i = 0; i <= MAX_HELD_CLASSES; i += 1)
      await createSelection(server.db, student.email, (await createClass(server.db)).id);
    const response = await call(student.email, 'POST', '/api/create-payment-intent', {});
    expect(response.status).toBe(409);
    expect(response.body).toMatchObject({ error: { code: 'conflict' } });
  });

  it('refuses a renewal after 30 minutes of holding the same seat', async () => {
    const student = await createUser(server.db);
    const cls = await createClass(server.db, { seats: 1, name: 'Squatted Fencing' });
    await createSelection(server.db, student.email, cls.id);
    const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
    await server.db.insert(seatHolds).values({
      id: crypto.randomUUID(),
      classId: cls.id,
      email: student.email,
      intentId: 'pi_test_earlier',
      heldSince: minutesAgo(31),
      expiresAt: minutesAgo(1),
    });
    const response = await call(student.email, 'POST', '/api/create-payment-intent', {});
    expect(response.status).toBe(429);
    expect(response.body).toEqual({
      error: {
        code: 'rate_limited',
        reason: 'hold_stretch_spent',
        params: { classNames: 'Squatted Fencing', count: 1, maxMinutes: 30, minutes: 29 },
        message:
          'You have held a seat in Squatted Fencing for 30 minutes without paying. ' +
          'You can hold it again in 29 minutes.',
      },
    });
  });
});

describe("the Node server's payment sweep", () => {
  it('enrolls a paid intent nobody finalized, from its own timer, and stops on close', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'academy-sweep-'));
    const env = testEnv({ DATABASE_URL: `file:${join(dir, 'academy.db')}` });
    const swept = await startApiServer({
      env,
      port: 0,
      hostname: '127.0.0.1',
      paymentSweep: { intervalMs: 50 },
    });
    const { db, client } = createDb({ url: env.DATABASE_URL });
    try {
      const student = await createUser(db);
      const cls = await createClass(db, { priceCents: 1500 });
      await createSelection(db, student.email, cls.id);
      const provider = createTestPaymentProvider(db);
      const deps = { db, provider, now: () => new Date() };
      const intent = await createPaymentIntent(
        deps,
        { email: student.email, userId: student.id },
        {},
      );
      await provider.confirm(intent.clientSecret, VISA);
      // As if the tab had closed after paying, 5 minutes ago.
      await db
        .update(paymentIntents)
        .set({ nextCheckAt: new Date(Date.now() - 1000).toISOString() })
        .where(eq(paymentIntents.intentId, intent.intentId));

      const deadline = Date.now() + 5_000;
      let rows: unknown[] = [];
      while (rows.length === 0 && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        rows = await db.select().from(enrollments).where(eq(enrollments.email, student.email));
      }
      expect(rows).toHaveLength(1);
    } finally {
      await swept.close();
      client.close();
      await rm(dir, { recursive: true, force: true });
    }
  });
});

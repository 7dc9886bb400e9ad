// Passes are issued with the enrollment and die with its refund (decision 025): finalizing a
// payment gives each enrolled class a pass, an admin's refund marks it refunded, and enrolling
// again after the refund gives the same row a new token and code.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CODE_ALPHABET, CODE_LENGTH, TOKEN_PATTERN } from '#shared/check-in/pass.ts';
import { classPasses } from '../../db/schema.ts';
import { createClass, createSelection, createUser } from '../../test/factories.ts';
import { payForSelections } from '../../test/payment-test-helpers.ts';
import { createTestApi, json, type TestApi } from '../../test/test-api.ts';

let api: TestApi;
let admin: string;

beforeAll(async () => {
  api = await createTestApi();
  admin = (await createUser(api.db, { role: 'admin' })).email;
});
afterAll(() => api.cleanup());

const passOf = async (email: string, classId: string) =>
  (
    await api.db
      .select()
      .from(classPasses)
      .where(and(eq(classPasses.email, email), eq(classPasses.classId, classId)))
  )[0];

async function enroll(email: string, classIds: string[]) {
  for (const classId of classIds) await createSelection(api.db, email, classId);
  const { response } = await payForSelections(api, email);
  expect(response.status).toBe(201);
  return ((await json(response)) as { insertedId: string }).insertedId;
}

describe('issuing passes', () => {
  it('finalizing a payment gives each enrolled class an active pass', async () => {
    const student = (await createUser(api.db)).email;
    const yoga = await createClass(api.db, { name: 'Morning Yoga' });
    const swim = await createClass(api.db, { name: 'Swim' });
    await enroll(student, [yoga.id, swim.id]);
    for (const cls of [yoga, swim]) {
      const pass = await passOf(student, cls.id);
      expect(pass).toMatchObject({ status: 'active' });
      expect(pass!.token).toMatch(TOKEN_PATTERN);
      expect(pass!.code).toHaveLength(CODE_LENGTH);
      for (const digit of pass!.code) expect(CODE_ALPHABET).toContain(digit);
    }
    const listed = await api.call('GET', '/api/passes', { as: student });
    // The student's own passes: no child of a family named (decision 049).
    const own = { participantId: null, participantName: null };
    expect(await json(listed)).toEqual([
      {
        classId: yoga.id,
        className: 'Morning Yoga',
        ...pick(await passOf(student, yoga.id)),
        ...own,
      },
      { classId: swim.id, className: 'Swim', ...pick(await passOf(student, swim.id)), ...own },
    ]);
  });

  it('a refund marks the pass refunded and GET /api/passes leaves it out; re-enrolling makes a new one', async () => {
    const student = (await createUser(api.db)).email;
    const cls = await createClass(api.db);
    const paymentId = await enroll(student, [cls.id]);
    const first = await passOf(student, cls.id);
    const refund = await api.call('POST', `/api/payments/${paymentId}/refund`, {
      as: admin,
      body: { classId: cls.id },
    });
    expect(refund.status).toBe(200);
    expect(await passOf(student, cls.id)).toMatchObject({ id: first!.id, status: 'refunded' });
    expect(await json(await api.call('GET', '/api/passes', { as: student }))).toEqual([]);

    await enroll(student, [cls.id]);
    const again = await passOf(student, cls.id);
    expect(again).toMatchObject({ id: first!.id, status: 'active' });
    expect(again!.token).not.toBe(first!.token);
    expect(again!.code).not.toBe(first!.code);
  });

  it('a student sees only their own passes; instructors have none to ask for', async () => {
    const student = (await createUser(api.db)).email;
    const instructor = (await createUser(api.db, { role: 'instructor' })).email;
    expect(await json(await api.call('GET', '/api/passes', { as: student }))).toEqual([]);
    expect((await api.call('GET', '/api/passes', { as: instructor })).status).toBe(403);
    expect((await api.call('GET', '/api/passes')).status).toBe(401);
  });
});

const pick = (pass: { token: string; code: string } | undefined) => ({
  token: pass!.token,
  code: pass!.code,
});

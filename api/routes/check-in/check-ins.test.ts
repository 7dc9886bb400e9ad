// POST /api/check-ins and DELETE /api/check-ins/:id (decision 025): who may, what is refused and
// why, and exactly once: a nonce sent again, concurrently, and two phones scanning one pass.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { classPasses, checkIns } from '../../db/schema.ts';
import { createClass, createUser } from '../../test/factories.ts';
import { classWithSession, enrolledWithPass } from '../../test/check-in-fixtures.ts';
import { createSession } from '../../test/factories.ts';
import { createTestApi, json, type TestApi } from '../../test/test-api.ts';
import type { CheckInProof } from '#shared/schemas/roster.ts';
import { formatCode } from '#shared/check-in/pass.ts';

const NOW = new Date('2030-03-04T10:00:00.000Z');
let api: TestApi;

beforeAll(async () => {
  api = await createTestApi({ now: () => NOW });
});
afterAll(() => api.cleanup());

type Body = { sessionId: string; proof: CheckInProof; id?: string; takenAt?: string };
const checkIn = (as: string, body: Body) =>
  api.call('POST', '/api/check-ins', {
    as,
    body: { id: crypto.randomUUID(), takenAt: NOW.toISOString(), ...body },
  });

const rowsOf = (sessionId: string) =>
  api.db.select().from(checkIns).where(eq(checkIns.sessionId, sessionId));

async function reasonOf(response: Response) {
  const body = (await json(response)) as { error: { reason: string; message: string } };
  return { status: response.status, reason: body.error.reason, message: body.error.message };
}

describe('checking a student in', () => {
  it('by scan, by typed code and by roster tick, answering the student', async () => {
    const { instructor, cls, session } = await classWithSession(api.db, NOW);
    const a = await enrolledWithPass(api.db, cls);
    const b = await enrolledWithPass(api.db, cls);
    const c = await enrolledWithPass(api.db, cls);
    const scan = await checkIn(instructor.email, {
      sessionId: session.id,
      proof: { method: 'scan', token: a.pass.token },
    });
    expect(scan.status).toBe(201);
    expect(await json(scan)).toMatchObject({
      studentName: a.student.name,
      alreadyCheckedIn: false,
      checkIn: { email: a.student.email, method: 'scan', sessionId: session.id },
    });
    // Typed as people type: lower case, with the dash, O for 0.
    const typed = formatCode(b.pass.code).toLowerCase().replace(/0/g, 'o');
    const code = await checkIn(instructor.email, {
      sessionId: session.id,
      proof: { method: 'code', code: typed },
    });
    expect(code.status).toBe(201);
    const tick = await checkIn(instructor.email, {
      sessionId: session.id,
      proof: { method: 'roster', email: c.student.email.toUpperCase() },
    });
    expect(tick.status).toBe(201);
    expect((await rowsOf(session.id)).map((row) => row.email).sort()).toEqual(
      [a, b, c].map((x) => x.student.email).sort(),
    );
  });

  it('an admin may check in at any class; another instructor may not', async () => {
    const { cls, session } = await classWithSession(api.db, NOW);
    const { pass } = await enrolledWithPass(api.db, cls);
    const other = await createUser(api.db, { role: 'instructor' });
    const refused = await checkIn(other.email, {
      sessionId: session.id,
      proof: { method: 'scan', token: pass.token },
    });
    expect(await reasonOf(refused)).toMatchObject({
      status: 403,
      reason: 'check_in_not_your_class',
    });
    const admin = await createUser(api.db, { role: 'admin' });
    const allowed = await checkIn(admin.email, {
      sessionId: session.id,
      proof: { method: 'scan', token: pass.token },
    });
    expect(allowed.status).toBe(201);
  });

  it('refuses a pass of another class by its name, a refunded pass, an unknown one', async () => {
    const { instructor, cls, session } = await classWithSession(api.db, NOW);
    const otherClass = await createClass(api.db, { name: 'Evening Futsal' });
    const stranger = await enrolledWithPass(api.db, otherClass);
    const refunded = await enrolledWithPass(api.db, cls);
    await api.db
      .update(classPasses)
      .set({ status: 'refunded' })
      .where(eq(classPasses.id, refunded.pass.id));
    const at = (proof: CheckInProof) => checkIn(instructor.email, { sessionId: session.id, proof });

    expect(await reasonOf(await at({ method: 'scan', token: stranger.pass.token }))).toEqual({
      status: 409,
      reason: 'pass_other_class',
      message: 'This pass is for another class: Evening Futsal.',
    });
    // A code of another class is simply not one of this class's codes.
    expect(await reasonOf(await at({ method: 'code', code: stranger.pass.code }))).toMatchObject({
      status: 404,
      reason: 'pass_unknown',
    });
    expect(await reasonOf(await at({ method: 'scan', token: refunded.pass.token }))).toMatchObject({
      status: 409,
      reason: 'pass_refunded',
    });
    expect(await reasonOf(await at({ method: 'scan', token: '0'.repeat(32) }))).toMatchObject({
      status: 404,
      reason: 'pass_unknown',
    });
    expect(await reasonOf(await at({ method: 'code', code: 'not a code' }))).toMatchObject({
      status: 404,
      reason: 'pass_unknown',
    });
    expect(
      await reasonOf(await at({ method: 'roster', email: stranger.student.email })),
    ).toMatchObject({ status: 404, reason: 'check_in_not_on_roster' });
    expect(await rowsOf(session.id)).toEqual([]);
  });

  it('refuses a cancelled session, and one not open when the scan was taken', async () => {
    const { instructor, cls } = await classWithSession(api.db, NOW);
    const { pass } = await enrolledWithPass(api.db, cls);
    const proof = { method: 'scan', token: pass.token } as const;
    const cancelled = await createSession(api.db, cls.id, NOW, { status: 'cancelled' });
    expect(
      await reasonOf(await checkIn(instructor.email, { sessionId: cancelled.id, proof })),
    ).toMatchObject({ status: 409, reason: 'check_in_session_cancelled' });
    // Starts in 90 minutes: check-in opens in 30.
    const later = await createSession(api.db, cls.id, new Date(NOW.getTime() + 90 * 60_000));
    expect(
      await reasonOf(await checkIn(instructor.email, { sessionId: later.id, proof })),
    ).toMatchObject({ status: 409, reason: 'check_in_session_not_open' });
    // Starts in 50 minutes: open.
    const soon = await createSession(api.db, cls.id, new Date(NOW.getTime() + 50 * 60_000));
    expect((await checkIn(instructor.email, { sessionId: soon.id, proof })).status).toBe(201);
  });

  it('judges the window by when the phone took the scan, within sane bounds', async () => {
    const { instructor, cls } = await classWithSession(api.db, NOW);
    const { pass } = await enrolledWithPass(api.db, cls);
    const proof = { method: 'scan', token: pass.token } as const;
    // Yesterday's session, scanned yesterday offline and synced now: it counts.
    const yesterday = await createSession(api.db, cls.id, new Date(NOW.getTime() - 86_400_000));
    const takenAt = new Date(NOW.getTime() - 86_400_000 + 10 * 60_000).toISOString();
    expect(
      (await checkIn(instructor.email, { sessionId: yesterday.id, proof, takenAt })).status,
    ).toBe(201);
    const sessionId = (await createSession(api.db, cls.id, NOW)).id;
    const future = new Date(NOW.getTime() + 10 * 60_000).toISOString();
    expect(
      await reasonOf(await checkIn(instructor.email, { sessionId, proof, takenAt: future })),
    ).toMatchObject({ status: 400, reason: 'check_in_taken_in_future' });
    const old = new Date(NOW.getTime() - 8 * 86_400_000).toISOString();
    expect(
      await reasonOf(await checkIn(instructor.email, { sessionId, proof, takenAt: old })),
    ).toMatchObject({ status: 400, reason: 'check_in_taken_too_long_ago' });
  });
});

describe('exactly once', () => {
  it('the same nonce again answers the same check-in and adds nothing', async () => {
    const { instructor, cls, session } = await classWithSession(api.db, NOW);
    const { pass } = await enrolledWithPass(api.db, cls);
    const body = {
      id: crypto.randomUUID(),
      sessionId: session.id,
      proof: { method: 'scan', token: pass.token } as const,
    };
    const first = await checkIn(instructor.email, body);
    const again = await checkIn(instructor.email, body);
    expect([first.status, again.status]).toEqual([201, 200]);
    expect(await json(again)).toEqual(await json(first));
    expect(await rowsOf(session.id)).toHaveLength(1);
  });

  it('the same nonce sent ten times at once makes one row', async () => {
    const { instructor, cls, session } = await classWithSession(api.db, NOW);
    const { pass } = await enrolledWithPass(api.db, cls);
    const body = {
      id: crypto.randomUUID(),
      sessionId: session.id,
      proof: { method: 'scan', token: pass.token } as const,
    };
    const responses = await Promise.all(
      Array.from({ length: 10 }, () => checkIn(instructor.email, body)),
    );
    expect(responses.map((r) => r.status).sort()).toEqual([...Array(9).fill(200), 201]);
    expect(await rowsOf(session.id)).toHaveLength(1);
  });

  it('two phones scanning one pass at once: one row, the second told it is already in', async () => {
    const { instructor, cls, session } = await classWithSession(api.db, NOW);
    const admin = await createUser(api.db, { role: 'admin' });
    const { pass } = await enrolledWithPass(api.db, cls);
    const proof = { method: 'scan', token: pass.token } as const;
    const [one, two] = await Promise.all([
      checkIn(instructor.email, { sessionId: session.id, proof }),
      checkIn(admin.email, { sessionId: session.id, proof }),
    ]);
    const bodies = [(await json(one)) as never, (await json(two)) as never] as {
      alreadyCheckedIn: boolean;
      checkIn: { id: string };
    }[];
    expect([one.status, two.status].sort()).toEqual([200, 201]);
    expect(bodies.map((b) => b.alreadyCheckedIn).sort()).toEqual([false, true]);
    expect(bodies[0]!.checkIn.id).toBe(bodies[1]!.checkIn.id);
    expect(await rowsOf(session.id)).toHaveLength(1);
  });

  it('a nonce used at another session is refused, not taken as that check-in', async () => {
    const { instructor, cls, session } = await classWithSession(api.db, NOW);
    const other = await createSession(api.db, cls.id, new Date(NOW.getTime() - 30 * 60_000));
    const { pass } = await enrolledWithPass(api.db, cls);
    const id = crypto.randomUUID();
    const proof = { method: 'scan', token: pass.token } as const;
    expect((await checkIn(instructor.email, { id, sessionId: session.id, proof })).status).toBe(
      201,
    );
    expect(
      await reasonOf(await checkIn(instructor.email, { id, sessionId: other.id, proof })),
    ).toMatchObject({ status: 409, reason: 'check_in_id_taken' });
  });
});

describe('unticking', () => {
  it('the instructor removes a check-in; someone else may not; a missing one is 404', async () => {
    const { instructor, cls, session } = await classWithSession(api.db, NOW);
    const { student } = await enrolledWithPass(api.db, cls);
    const id = crypto.randomUUID();
    await checkIn(instructor.email, {
      id,
      sessionId: session.id,
      proof: { method: 'roster', email: student.email },
    });
    const other = await createUser(api.db, { role: 'instructor' });
    const refused = await api.call('DELETE', `/api/check-ins/${id}`, { as: other.email });
    expect(refused.status).toBe(403);
    const removed = await api.call('DELETE', `/api/check-ins/${id}`, { as: instructor.email });
    expect(await json(removed)).toEqual({ deletedCount: 1 });
    expect(await rowsOf(session.id)).toEqual([]);
    const again = await api.call('DELETE', `/api/check-ins/${id}`, { as: instructor.email });
    expect(await reasonOf(again)).toMatchObject({ status: 404, reason: 'check_in_not_found' });
  });
});

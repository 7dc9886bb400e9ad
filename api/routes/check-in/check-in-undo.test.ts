// A check-in and the untick that undoes it, when the check-in lands last. The outbox sends an
// untick only after its check-in's attempt ended on the phone, but a check-in whose response was
// lost may still be on its way, or waiting in the write queue, on the server (the same gap as a
// Select's, commit 4285182): the untick then finds nothing (404, done for the outbox) and the
// check-in must not tick the student again afterwards.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CheckInProof } from '#shared/schemas/roster.ts';
import { checkIns } from '../../db/schema.ts';
import { writeQueueFor } from '../../db/write-queue.ts';
import { classWithSession, enrolledWithPass } from '../../test/check-in-fixtures.ts';
import { createUser } from '../../test/factories.ts';
import { createTestApi, json, type TestApi } from '../../test/test-api.ts';

const NOW = new Date('2030-03-04T10:00:00.000Z');
let api: TestApi;

beforeAll(async () => {
  api = await createTestApi({ now: () => NOW });
});
afterAll(() => api.cleanup());

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const rowsOf = (sessionId: string) =>
  api.db.select().from(checkIns).where(eq(checkIns.sessionId, sessionId));
const untick = (as: string, id: string) => api.call('DELETE', `/api/check-ins/${id}`, { as });

/** A class's session, its instructor, and a check-in of one of its students not yet sent. */
async function scene() {
  const { instructor, cls, session } = await classWithSession(api.db, NOW);
  const { student, pass } = await enrolledWithPass(api.db, cls);
  const id = crypto.randomUUID();
  const proof: CheckInProof = { method: 'scan', token: pass.token };
  const body = { id, sessionId: session.id, takenAt: NOW.toISOString(), proof };
  const checkIn = (as: string) => api.call('POST', '/api/check-ins', { as, body });
  return { instructor, session, student, id, checkIn };
}

describe('a check-in and the untick that undoes it, when the check-in lands last', () => {
  it('a check-in that reaches the server after the untick of its id stays unticked', async () => {
    const { instructor, session, student, id, checkIn } = await scene();
    expect((await untick(instructor.email, id)).status).toBe(404); // done, for the outbox
    const late = await checkIn(instructor.email);
    expect(late.status).toBe(200);
    expect(await json(late)).toMatchObject({
      checkIn: { id, sessionId: session.id, email: student.email },
      alreadyCheckedIn: false,
    });
    expect(await rowsOf(session.id)).toEqual([]);
  });

  it('a check-in sent again after its untick does not tick the student again', async () => {
    const { instructor, session, id, checkIn } = await scene();
    expect((await checkIn(instructor.email)).status).toBe(201);
    expect(await json(await untick(instructor.email, id))).toEqual({ deletedCount: 1 });
    expect((await checkIn(instructor.email)).status).toBe(200);
    expect(await rowsOf(session.id)).toEqual([]);
  });

  it("an admin's untick holds for the class's instructor's check-in sent again", async () => {
    const { instructor, session, id, checkIn } = await scene();
    const admin = await createUser(api.db, { role: 'admin' });
    expect((await checkIn(instructor.email)).status).toBe(201);
    expect(await json(await untick(admin.email, id))).toEqual({ deletedCount: 1 });
    expect((await checkIn(instructor.email)).status).toBe(200);
    expect(await rowsOf(session.id)).toEqual([]);
  });

  it('a check-in waiting in the write queue while the untick runs is not written after it', async () => {
    const { instructor, session, id, checkIn } = await scene();
    // Another write holds the queue; the untick queues for it first, then the check-in behind it.
    const release = await writeQueueFor(api.testDb.url).acquire();
    const unticking = untick(instructor.email, id);
    await pause(300);
    const checking = checkIn(instructor.email);
    await pause(300);
    release();
    expect((await unticking).status).toBe(404);
    expect((await checking).status).toBe(200);
    expect(await rowsOf(session.id)).toEqual([]);
  });

  it("refuses a check-in under an id another class's instructor has unticked", async () => {
    const { instructor, session, id, checkIn } = await scene();
    const other = await classWithSession(api.db, NOW);
    expect((await untick(other.instructor.email, id)).status).toBe(404);
    const refused = await checkIn(instructor.email);
    expect(refused.status).toBe(409);
    expect(await json(refused)).toMatchObject({ error: { reason: 'check_in_id_taken' } });
    expect(await rowsOf(session.id)).toEqual([]);
  });
});

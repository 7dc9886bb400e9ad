// Passes cannot be forged or replayed, as properties over the real API and database (decision
// 025): a random token or code, or a real one with one digit changed, checks nobody in; a pass of
// class A is refused at class B; a pass checks in its own student and no other; the same pass at
// the same session again counts once.
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CODE_ALPHABET, CODE_LENGTH } from '#shared/check-in/pass.ts';
import type { CheckInProof } from '#shared/schemas/roster.ts';
import { checkIns } from '../../db/schema.ts';
import { classWithSession, enrolledWithPass } from '../../test/check-in-fixtures.ts';
import { createTestApi, json, type TestApi } from '../../test/test-api.ts';

const NOW = new Date('2030-03-04T10:00:00.000Z');
const RUNS = 60;
const hex = '0123456789abcdef';

let api: TestApi;
let a: Awaited<ReturnType<typeof classWithSession>>;
let b: Awaited<ReturnType<typeof classWithSession>>;
let studentsOfA: Awaited<ReturnType<typeof enrolledWithPass>>[];
let studentOfB: Awaited<ReturnType<typeof enrolledWithPass>>;

beforeAll(async () => {
  api = await createTestApi({ now: () => NOW });
  a = await classWithSession(api.db, NOW);
  b = await classWithSession(api.db, NOW);
  studentsOfA = [];
  for (let i = 0; i < 4; i += 1) studentsOfA.push(await enrolledWithPass(api.db, a.cls));
  studentOfB = await enrolledWithPass(api.db, b.cls);
});
afterAll(() => api.cleanup());

const checkIn = (at: typeof a, proof: CheckInProof, id: string = crypto.randomUUID()) =>
  api.call('POST', '/api/check-ins', {
    as: at.instructor.email,
    body: { id, sessionId: at.session.id, takenAt: NOW.toISOString(), proof },
  });

const rowsAt = (sessionId: string) =>
  api.db.select().from(checkIns).where(eq(checkIns.sessionId, sessionId));

const realTokens = () => new Set([...studentsOfA, studentOfB].map((s) => s.pass.token));
const realCodesOfA = () => new Set(studentsOfA.map((s) => s.pass.code));

/** A real string with the character at `at` replaced by another of `alphabet`. */
const mutated = (real: string, alphabet: string) =>
  fc
    .tuple(fc.nat({ max: real.length - 1 }), fc.nat({ max: alphabet.length - 2 }))
    .map(([at, pick]) => {
      const others = alphabet.replace(real[at]!, '');
      return real.slice(0, at) + others[pick % others.length]! + real.slice(at + 1);
    });

async function expectNobodyCheckedIn(response: Response, reason: string) {
  expect(response.status).toBeGreaterThanOrEqual(400);
  expect(response.status).toBeLessThan(500);
  expect(((await json(response)) as { error: { reason: string } }).error.reason).toBe(reason);
  expect(await rowsAt(a.session.id)).toEqual([]);
}

describe('forged passes check nobody in', () => {
  it('a random token', async () => {
    const token = fc.string({ unit: fc.constantFrom(...hex), minLength: 32, maxLength: 32 });
    await fc.assert(
      fc.asyncProperty(token, async (guess) => {
        fc.pre(!realTokens().has(guess));
        await expectNobodyCheckedIn(
          await checkIn(a, { method: 'scan', token: guess }),
          'pass_unknown',
        );
      }),
      { numRuns: RUNS },
    );
  });

  it('a real token with one digit changed', async () => {
    const real = fc.constantFrom(...studentsOfA).chain((s) => mutated(s.pass.token, hex));
    await fc.assert(
      fc.asyncProperty(real, async (forged) => {
        await expectNobodyCheckedIn(
          await checkIn(a, { method: 'scan', token: forged }),
          'pass_unknown',
        );
      }),
      { numRuns: RUNS },
    );
  });

  it('a random short code, or a real one with one digit changed', async () => {
    const random = fc.string({
      unit: fc.constantFrom(...CODE_ALPHABET),
      minLength: CODE_LENGTH,
      maxLength: CODE_LENGTH,
    });
    const changed = fc
      .constantFrom(...studentsOfA)
      .chain((s) => mutated(s.pass.code, CODE_ALPHABET));
    await fc.assert(
      fc.asyncProperty(fc.oneof(random, changed), async (code) => {
        fc.pre(!realCodesOfA().has(code));
        await expectNobodyCheckedIn(await checkIn(a, { method: 'code', code }), 'pass_unknown');
      }),
      { numRuns: RUNS },
    );
  });
});

describe('real passes check in only their own student, at their own class', () => {
  it("class B's pass (token) is refused at class A", async () => {
    await fc.assert(
      fc.asyncProperty(fc.uuid(), async (id) => {
        const response = await checkIn(a, { method: 'scan', token: studentOfB.pass.token }, id);
        await expectNobodyCheckedIn(response, 'pass_other_class');
      }),
      { numRuns: 10 },
    );
  });

  it('any sequence of scans and codes, repeated or not, checks in each pass holder once', async () => {
    const step = fc.record({
      student: fc.nat({ max: studentsOfA.length - 1 }),
      method: fc.constantFrom('scan', 'code'),
      /** Another phone (a new nonce), or the same scan sent again. */
      resend: fc.boolean(),
    });
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 8 }), async (steps) => {
        await api.db.delete(checkIns);
        let lastId: string | null = null;
        const scanned = new Set<string>();
        for (const { student, method, resend } of steps) {
          const { pass } = studentsOfA[student]!;
          const id: string = resend && lastId ? lastId : crypto.randomUUID();
          const proof: CheckInProof =
            method === 'scan' ? { method, token: pass.token } : { method, code: pass.code };
          const response = await checkIn(a, proof, id);
          expect(response.status).toBeLessThan(300);
          const body = (await json(response)) as { checkIn: { email: string; id: string } };
          // The response names a student who was scanned: this step's, or, for a resent nonce,
          // the one that nonce checked in first. Never anybody else.
          if (id !== lastId) expect(body.checkIn.email).toBe(pass.email);
          scanned.add(body.checkIn.email);
          lastId = id;
        }
        const rows = await rowsAt(a.session.id);
        expect(rows.map((row) => row.email).sort()).toEqual([...scanned].sort());
        expect(new Set(rows.map((row) => row.email)).size).toBe(rows.length);
      }),
      { numRuns: 25 },
    );
  });
});

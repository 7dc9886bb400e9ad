// The door's answers from the saved roster alone (decision 025), with a roster fixture as GET
// /api/class/:id/roster answers it (rosterSchema).
import { describe, expect, it } from 'vitest';
import { formatCode, passDigest, passPayload } from '#shared/check-in/pass.ts';
import { rosterSchema, type Roster } from '#shared/schemas/roster.ts';
import type { OutboxEntry } from '#pwa/lib/storage/local-db.ts';
import { CHECK_IN_OP, UNCHECK_OP } from '../api/check-in-outbox.ts';
import { attendanceOf } from './door-attendance.ts';
import { judgeScan, judgeStudent } from './judge-scan.ts';

const NOW = new Date('2030-03-04T10:00:00.000Z');
const CLASS_ID = 'class-a';
const ANA = { token: 'a'.repeat(32), code: 'ABCD1234', email: 'ana@academy.test' };
const BO = { token: 'b'.repeat(32), code: 'WXYZ5678', email: 'bo@academy.test' };

async function student(pass: typeof ANA, name: string, status: 'enrolled' | 'refunded') {
  return {
    email: pass.email,
    name,
    photoUrl: null,
    status,
    tokenDigest: await passDigest(pass.token),
    codeDigest: await passDigest(pass.code),
  };
}

async function roster(): Promise<Roster> {
  return rosterSchema.parse({
    classId: CLASS_ID,
    className: 'Morning Football',
    venue: 'dhaka',
    students: [await student(ANA, 'Ana', 'enrolled'), await student(BO, 'Bo', 'refunded')],
    sessions: [
      {
        id: 'now',
        startsAt: '2030-03-04T09:45:00.000Z',
        endsAt: '2030-03-04T11:00:00.000Z',
        status: 'scheduled',
        changeReason: null,
        movedFrom: null,
        checkedIn: [],
      },
      {
        id: 'tomorrow',
        startsAt: '2030-03-05T09:45:00.000Z',
        endsAt: '2030-03-05T11:00:00.000Z',
        status: 'scheduled',
        changeReason: null,
        movedFrom: null,
        checkedIn: [],
      },
      {
        id: 'cancelled',
        startsAt: '2030-03-04T09:45:00.000Z',
        endsAt: '2030-03-04T11:00:00.000Z',
        status: 'cancelled',
        changeReason: 'Rain',
        movedFrom: null,
        checkedIn: [],
      },
    ],
  });
}

const qr = (classId: string, token: string) =>
  ({ kind: 'qr', text: passPayload(classId, token) }) as const;

describe('judging a scan against the saved roster', () => {
  it('names the student of a good pass, with the proof the server will check', async () => {
    const r = await roster();
    const verdict = await judgeScan(r, r.sessions[0]!, new Set(), qr(CLASS_ID, ANA.token), NOW);
    expect(verdict).toMatchObject({
      kind: 'ok',
      student: { name: 'Ana' },
      proof: { method: 'scan', token: ANA.token },
    });
    const typed = { kind: 'code', typed: formatCode(ANA.code).toLowerCase() } as const;
    expect(await judgeScan(r, r.sessions[0]!, new Set(), typed, NOW)).toMatchObject({
      kind: 'ok',
      proof: { method: 'code', code: ANA.code },
    });
  });

  it('refuses another class, a refunded pass, an unknown one, and text that is no pass', async () => {
    const r = await roster();
    const at = (scan: Parameters<typeof judgeScan>[3]) =>
      judgeScan(r, r.sessions[0]!, new Set(), scan, NOW).then((v) => v.kind);
    expect(await at(qr('class-b', ANA.token))).toBe('other_class');
    expect(await at(qr(CLASS_ID, BO.token))).toBe('refunded');
    expect(await at(qr(CLASS_ID, 'c'.repeat(32)))).toBe('unknown');
    expect(await at({ kind: 'qr', text: 'https://example.com' })).toBe('not_a_pass');
    expect(await at({ kind: 'code', typed: 'ABCD' })).toBe('bad_code');
    expect(await at({ kind: 'code', typed: 'ABCD-9999' })).toBe('unknown');
  });

  it('refuses a session not open now, a cancelled one, and a student already in', async () => {
    const r = await roster();
    const scan = qr(CLASS_ID, ANA.token);
    expect((await judgeScan(r, r.sessions[1]!, new Set(), scan, NOW)).kind).toBe('not_open');
    expect((await judgeScan(r, r.sessions[2]!, new Set(), scan, NOW)).kind).toBe('cancelled');
    const inAlready = new Set([ANA.email]);
    expect((await judgeScan(r, r.sessions[0]!, inAlready, scan, NOW)).kind).toBe('already');
    const proof = { method: 'roster', email: ANA.email } as const;
    expect(judgeStudent(r.students[0]!, r.sessions[0]!, inAlready, proof, NOW).kind).toBe(
      'already',
    );
  });
});

const entry = (over: Partial<OutboxEntry> & Pick<OutboxEntry, 'id' | 'op'>): OutboxEntry => ({
  method: over.op === CHECK_IN_OP ? 'POST' : 'DELETE',
  path: 'check-ins',
  email: 'coach@academy.test',
  state: 'pending',
  attempts: 0,
  lastError: null,
  createdAt: NOW.toISOString(),
  body: { sessionId: 'now', classId: CLASS_ID, email: ANA.email },
  ...over,
});

describe('who is checked in, as this phone sees it', () => {
  it('the server’s, plus waiting check-ins, minus waiting unticks; a refusal puts the row back', async () => {
    const r = await roster();
    r.sessions[0]!.checkedIn = [BO.email];
    expect([...attendanceOf(r, 'now', []).checkedIn]).toEqual([BO.email]);

    const waiting = attendanceOf(r, 'now', [entry({ id: 'n1', op: CHECK_IN_OP })]);
    expect(waiting.byKey.get(ANA.email)).toEqual({ state: 'waiting', checkInId: 'n1' });
    expect(waiting.checkedIn.has(ANA.email)).toBe(true);

    const refused = attendanceOf(r, 'now', [
      entry({ id: 'n1', op: CHECK_IN_OP, state: 'refused', lastError: 'This pass was refunded.' }),
    ]);
    expect(refused.byKey.get(ANA.email)).toMatchObject({ state: 'refused' });
    expect(refused.checkedIn.has(ANA.email)).toBe(false);

    const untick = {
      id: 'n2',
      op: UNCHECK_OP,
      body: { sessionId: 'now', classId: CLASS_ID, email: BO.email },
    };
    expect(attendanceOf(r, 'now', [entry(untick)]).checkedIn.has(BO.email)).toBe(false);
    // Another session's entries change nothing here.
    const elsewhere = entry({
      id: 'n3',
      op: CHECK_IN_OP,
      body: { sessionId: 'tomorrow', classId: CLASS_ID, email: ANA.email },
    });
    expect(attendanceOf(r, 'now', [elsewhere]).checkedIn.has(ANA.email)).toBe(false);
  });
});

describe('two children of one account', () => {
  const PARENT = 'nusrat@academy.test';
  const AYAAN = { token: 'd'.repeat(32), code: 'DEFG2345', email: PARENT };
  const MAYA = { token: 'e'.repeat(32), code: 'HJKM6789', email: PARENT };

  async function family(): Promise<Roster> {
    const r = await roster();
    const child = async (pass: typeof AYAAN, name: string, participantId: string) => ({
      ...(await student(pass, name, 'enrolled')),
      participantId,
      participantName: name,
    });
    r.students = [
      await child(AYAAN, 'Ayaan', 'ayaan'),
      await child(MAYA, 'Maya', 'maya'),
      { ...(await student({ ...ANA, email: PARENT }, 'Nusrat', 'enrolled')), participantId: null },
    ];
    return rosterSchema.parse(r);
  }

  it('are judged each by their own pass: one checked in is not the other, nor their guardian', async () => {
    const r = await family();
    const ayaanIn = new Set(['ayaan']);
    expect(
      await judgeScan(r, r.sessions[0]!, ayaanIn, qr(CLASS_ID, AYAAN.token), NOW),
    ).toMatchObject({ kind: 'already', student: { name: 'Ayaan' } });
    expect(
      await judgeScan(r, r.sessions[0]!, ayaanIn, qr(CLASS_ID, MAYA.token), NOW),
    ).toMatchObject({
      kind: 'ok',
      student: { name: 'Maya', participantId: 'maya' },
    });
    expect(await judgeScan(r, r.sessions[0]!, ayaanIn, qr(CLASS_ID, ANA.token), NOW)).toMatchObject(
      {
        kind: 'ok',
        student: { name: 'Nusrat', participantId: null },
      },
    );
  });

  it('are checked in on this phone by their participant, not by the account', async () => {
    const r = await family();
    r.sessions[0]!.checkedIn = ['ayaan'];
    const waiting = attendanceOf(r, 'now', [
      entry({
        id: 'n1',
        op: CHECK_IN_OP,
        body: { sessionId: 'now', classId: CLASS_ID, email: PARENT, participantId: 'maya' },
      }),
    ]);
    expect([...waiting.checkedIn].sort()).toEqual(['ayaan', 'maya']);
    expect(waiting.checkedIn.has(PARENT)).toBe(false);
    const unticked = attendanceOf(r, 'now', [
      entry({
        id: 'n2',
        op: UNCHECK_OP,
        body: { sessionId: 'now', classId: CLASS_ID, email: PARENT, participantId: 'ayaan' },
      }),
    ]);
    expect(unticked.byKey.get('ayaan')).toEqual({ state: 'out', undoWaiting: true });
  });
});

/**
 * What the door says to a scan or a typed code, at once and with no connection: checked against
 * the roster saved on the phone (decision 025). The roster holds SHA-256 digests of the passes'
 * tokens and codes, so the phone compares digests; the server checks again when the check-in
 * syncs, and its word is final.
 */
import { isOpenForCheckIn } from '#shared/check-in/check-in-window.ts';
import { normalizeCode, passDigest, readPassPayload } from '#shared/check-in/pass.ts';
import {
  rosterKeyOf,
  type CheckInProof,
  type Roster,
  type RosterSession,
  type RosterStudent,
} from '#shared/schemas/roster.ts';

export type Scan = { kind: 'qr'; text: string } | { kind: 'code'; typed: string };

export type Verdict =
  | { kind: 'ok'; student: RosterStudent; proof: CheckInProof }
  | { kind: 'already'; student: RosterStudent }
  | { kind: 'refunded'; student: RosterStudent }
  | { kind: 'other_class' }
  | { kind: 'unknown' }
  | { kind: 'not_a_pass' }
  | { kind: 'bad_code' }
  | { kind: 'not_open' }
  | { kind: 'cancelled' }
  /** The server refused the check-in when it was sent: its sentence, in the page's language. */
  | { kind: 'refused'; message: string };

/** The session's own refusals, whoever is at the door. */
export function sessionRefusal(session: RosterSession, now: Date): Verdict | null {
  if (session.status === 'cancelled') return { kind: 'cancelled' };
  if (!isOpenForCheckIn(session, now)) return { kind: 'not_open' };
  return null;
}

/** The student a scan names, and the proof the server will check. */
async function findStudent(
  roster: Roster,
  scan: Scan,
): Promise<Verdict | { student: RosterStudent | undefined; proof: CheckInProof }> {
  if (scan.kind === 'qr') {
    const pass = readPassPayload(scan.text);
    if (!pass) return { kind: 'not_a_pass' };
    if (pass.classId !== roster.classId) return { kind: 'other_class' };
    const digest = await passDigest(pass.token);
    const student = roster.students.find((s) => s.tokenDigest === digest);
    return { student, proof: { method: 'scan', token: pass.token } };
  }
  const code = normalizeCode(scan.typed);
  if (code === null) return { kind: 'bad_code' };
  const digest = await passDigest(code);
  const student = roster.students.find((s) => s.codeDigest === digest);
  return { student, proof: { method: 'code', code } };
}

export async function judgeScan(
  roster: Roster,
  session: RosterSession,
  /** The row keys checked in at the session (rosterKeyOf). */
  checkedIn: ReadonlySet<string>,
  scan: Scan,
  now: Date,
): Promise<Verdict> {
  const found = await findStudent(roster, scan);
  if ('kind' in found) return found;
  const { student, proof } = found;
  if (!student) return { kind: 'unknown' };
  return judgeStudent(student, session, checkedIn, proof, now);
}

/** A student found by a scan, a code or a tick on the roster. */
export function judgeStudent(
  student: RosterStudent,
  session: RosterSession,
  checkedIn: ReadonlySet<string>,
  proof: CheckInProof,
  now: Date,
): Verdict {
  if (student.status === 'refunded') return { kind: 'refunded', student };
  const closed = sessionRefusal(session, now);
  if (closed) return closed;
  if (checkedIn.has(rosterKeyOf(student))) return { kind: 'already', student };
  return { kind: 'ok', student, proof };
}

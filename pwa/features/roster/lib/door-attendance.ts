/**
 * Who is checked in at a session as this phone sees it: the saved roster's check-ins, plus the
 * check-ins waiting in the outbox, minus the unticks waiting there; a check-in the server refused
 * on sync puts its student back to not checked in, with the reason by their name.
 */
import type { Roster } from '#shared/schemas/roster.ts';
import type { ReasonRead } from '#pwa/lib/api/api-client.ts';
import type { OutboxEntry } from '#pwa/lib/storage/local-db.ts';
import { CHECK_IN_OP, UNCHECK_OP, type UncheckBody } from '../api/check-in-outbox.ts';

export type RowState =
  | { state: 'in'; checkInId?: string }
  | { state: 'waiting'; checkInId: string }
  | { state: 'out' }
  | { state: 'refused'; checkInId: string; message: string; refusal?: ReasonRead };

export type Attendance = {
  byEmail: ReadonlyMap<string, RowState>;
  /** Emails counted as checked in (in, or waiting to sync). */
  checkedIn: ReadonlySet<string>;
};

export function attendanceOf(
  roster: Roster,
  sessionId: string,
  outbox: readonly OutboxEntry[],
  /** Check-in ids this phone made, by e-mail (for unticking one the server has). */
  deviceCheckIns: Readonly<Record<string, string>> = {},
): Attendance {
  const byEmail = new Map<string, RowState>();
  const session = roster.sessions.find((s) => s.id === sessionId);
  for (const email of session?.checkedIn ?? []) {
    byEmail.set(email, { state: 'in', checkInId: deviceCheckIns[email] });
  }
  for (const entry of outbox) {
    const body = entry.body as UncheckBody | undefined;
    if (!body || body.sessionId !== sessionId) continue;
    if (entry.op === CHECK_IN_OP) {
      if (entry.state === 'refused') {
        if (byEmail.get(body.email)?.state === 'in') continue;
        byEmail.set(body.email, {
          state: 'refused',
          checkInId: entry.id,
          message: entry.lastError ?? '',
          refusal: entry.lastErrorReason ?? undefined,
        });
      } else {
        byEmail.set(body.email, { state: 'waiting', checkInId: entry.id });
      }
    } else if (entry.op === UNCHECK_OP && entry.state === 'pending') {
      byEmail.set(body.email, { state: 'out' });
    }
  }
  const checkedIn = new Set(
    [...byEmail].filter(([, row]) => row.state === 'in' || row.state === 'waiting').map(([e]) => e),
  );
  return { byEmail, checkedIn };
}

/**
 * Who is checked in at a session as this phone sees it: the saved roster's check-ins, plus the
 * check-ins waiting in the outbox, minus the unticks waiting there; a check-in the server refused
 * on sync puts its row back to not checked in, with the reason by its name. Rows are by their
 * roster key (rosterKeyOf): a child by their participant id, an account's own member by e-mail.
 */
import { rosterKeyOf, type Roster } from '#shared/schemas/roster.ts';
import type { ReasonRead } from '#pwa/lib/api/api-client.ts';
import type { OutboxEntry } from '#pwa/lib/storage/local-db.ts';
import { CHECK_IN_OP, UNCHECK_OP, type UncheckBody } from '../api/check-in-outbox.ts';

export type RowState =
  | { state: 'in'; checkInId?: string }
  | { state: 'waiting'; checkInId: string }
  /** `undoWaiting`: this phone unticked the row and the undo waits in the outbox. */
  | { state: 'out'; undoWaiting?: boolean }
  | { state: 'refused'; checkInId: string; message: string; refusal?: ReasonRead };

export type Attendance = {
  byKey: ReadonlyMap<string, RowState>;
  /** Row keys counted as checked in (in, or waiting to sync). */
  checkedIn: ReadonlySet<string>;
};

export function attendanceOf(
  roster: Roster,
  sessionId: string,
  outbox: readonly OutboxEntry[],
  /** Check-in ids this phone made, by row key (for unticking one the server has). */
  deviceCheckIns: Readonly<Record<string, string>> = {},
): Attendance {
  const byKey = new Map<string, RowState>();
  const session = roster.sessions.find((s) => s.id === sessionId);
  for (const key of session?.checkedIn ?? []) {
    byKey.set(key, { state: 'in', checkInId: deviceCheckIns[key] });
  }
  for (const entry of outbox) {
    const body = entry.body as UncheckBody | undefined;
    if (!body || body.sessionId !== sessionId) continue;
    // An entry queued before rows had participants names its account only: the same key.
    const key = rosterKeyOf(body);
    if (entry.op === CHECK_IN_OP) {
      if (entry.state === 'refused') {
        if (byKey.get(key)?.state === 'in') continue;
        byKey.set(key, {
          state: 'refused',
          checkInId: entry.id,
          message: entry.lastError ?? '',
          refusal: entry.lastErrorReason ?? undefined,
        });
      } else {
        byKey.set(key, { state: 'waiting', checkInId: entry.id });
      }
    } else if (entry.op === UNCHECK_OP && entry.state === 'pending') {
      byKey.set(key, { state: 'out', undoWaiting: true });
    }
  }
  const checkedIn = new Set(
    [...byKey].filter(([, row]) => row.state === 'in' || row.state === 'waiting').map(([k]) => k),
  );
  return { byKey, checkedIn };
}

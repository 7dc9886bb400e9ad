/**
 * The door's actions: a scan or a typed code judged at once against the saved roster, a tick or
 * an untick on the roster; each check-in queued in the outbox with a fresh nonce (sent now when
 * online, later when not, exactly once either way).
 */
import * as React from 'react';
import {
  rosterKeyOf,
  type Roster,
  type RosterSession,
  type RosterStudent,
} from '#shared/schemas/roster.ts';
import {
  ChangeNotStoredError,
  dismissOutboxEntry,
  flushOutbox,
  queueChange,
  sendWithoutOutbox,
  type OutboxChange,
  type SendOutcome,
} from '#pwa/lib/outbox/outbox.ts';
import type { OutboxEntry } from '#pwa/lib/storage/local-db.ts';
import { checkInChange, uncheckChange } from '../api/check-in-outbox.ts';
import type { Attendance, RowState } from './door-attendance.ts';
import { judgeScan, judgeStudent, type Scan, type Verdict } from './judge-scan.ts';
import { rememberDeviceCheckIn } from './device-check-ins.ts';

/** A pass held in front of the camera is read many times: the same one again is ignored this long. */
const SAME_SCAN_IGNORED_MS = 4_000;

type Door = {
  roster: Roster;
  session: RosterSession;
  attendance: Attendance;
  /** The signed-in instructor's e-mail (whose outbox the check-ins wait in). */
  userEmail: string;
  onVerdict: (verdict: Verdict) => void;
  onDeviceCheckIn: () => void;
  /** The server refused a check-in this phone sent just now (it stays by the row with its reason). */
  onRefused: (entry: OutboxEntry) => void;
  /**
   * A check-in or untick this phone could not keep (a full disk, a private window) and that was
   * refused or could not be sent: it is nowhere, the row shows what the server has.
   */
  onNotKept: (student: RosterStudent, message: string) => void;
};

/** Whom a check-in is for, in the list of waiting changes (a row without a name: its account). */
const nameOf = (student: RosterStudent) => student.name || student.email;

function buzz(ok: boolean) {
  navigator.vibrate?.(ok ? 80 : [60, 80, 60]);
}

/**
 * Queues the change (null). One the phone cannot keep is sent at once when online, and what came
 * of it answered: the door must say a check-in that is nowhere, never show it as waiting.
 */
async function queueOrSendNow(
  change: OutboxChange,
  undo = false,
): Promise<Exclude<SendOutcome, { state: 'waiting' }> | null> {
  try {
    await queueChange(change, { undo });
    return null;
  } catch (error) {
    if (!(error instanceof ChangeNotStoredError)) throw error;
    return sendWithoutOutbox(change, error);
  }
}

export function useDoor(door: Door) {
  const { roster, session, attendance, userEmail, onVerdict, onDeviceCheckIn, onRefused } = door;
  const { onNotKept } = door;
  const lastScan = React.useRef<{ text: string; at: number } | null>(null);

  const record = React.useCallback(
    async (verdict: Extract<Verdict, { kind: 'ok' }>) => {
      const id = crypto.randomUUID();
      const { email, participantId = null } = verdict.student;
      rememberDeviceCheckIn(session.id, rosterKeyOf(verdict.student), id);
      onDeviceCheckIn();
      const body = {
        id,
        sessionId: session.id,
        takenAt: new Date().toISOString(),
        proof: verdict.proof,
        classId: roster.classId,
        email,
        participantId,
      };
      const name = { name: nameOf(verdict.student), className: roster.className };
      const sentNow = await queueOrSendNow(checkInChange(body, userEmail, name));
      if (sentNow?.state === 'refused' || sentNow?.state === 'not-saved') {
        buzz(false);
        onVerdict({ kind: 'refused', message: sentNow.reason });
        onNotKept(verdict.student, sentNow.reason);
        return;
      }
      // Sent now, by the door itself when online: a refusal is said here at once, and the
      // background sync (which would toast "offline change saved" for each one) finds nothing.
      if (!sentNow && navigator.onLine) {
        await flushOutbox(userEmail, onRefused).catch(() => undefined);
      }
    },
    [
      roster.classId,
      roster.className,
      session.id,
      userEmail,
      onDeviceCheckIn,
      onRefused,
      onVerdict,
      onNotKept,
    ],
  );

  const answer = React.useCallback(
    async (verdict: Verdict) => {
      onVerdict(verdict);
      buzz(verdict.kind === 'ok');
      if (verdict.kind === 'ok') await record(verdict);
    },
    [onVerdict, record],
  );

  const scan = React.useCallback(
    async (input: Scan) => {
      if (input.kind === 'qr') {
        const now = Date.now();
        const last = lastScan.current;
        lastScan.current = { text: input.text, at: now };
        if (last && last.text === input.text && now - last.at < SAME_SCAN_IGNORED_MS) return;
      }
      await answer(await judgeScan(roster, session, attendance.checkedIn, input, new Date()));
    },
    [answer, roster, session, attendance.checkedIn],
  );

  const toggle = React.useCallback(
    async (student: RosterStudent, checked: boolean, row: RowState) => {
      if (!checked) {
        if (row.state !== 'in' && row.state !== 'waiting') return;
        if (!row.checkInId) return;
        const body = {
          sessionId: session.id,
          classId: roster.classId,
          email: student.email,
          participantId: student.participantId ?? null,
        };
        const name = { name: nameOf(student), className: roster.className };
        const change = uncheckChange(row.checkInId, body, userEmail, name);
        const sentNow = await queueOrSendNow(change, true);
        if (sentNow?.state === 'refused' || sentNow?.state === 'not-saved') {
          onNotKept(student, sentNow.reason);
        }
        return;
      }
      if (row.state === 'refused') await dismissOutboxEntry(row.checkInId);
      // A child's row ticks that child's pass; an account's own row, the account's.
      const proof = student.participantId
        ? ({
            method: 'roster',
            email: student.email,
            participantId: student.participantId,
          } as const)
        : ({ method: 'roster', email: student.email } as const);
      await answer(judgeStudent(student, session, attendance.checkedIn, proof, new Date()));
    },
    [answer, roster.classId, roster.className, session, attendance.checkedIn, userEmail, onNotKept],
  );

  return { scan, toggle };
}

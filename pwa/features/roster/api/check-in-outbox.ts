/**
 * Check-ins in the outbox (pwa/lib/outbox/outbox.ts, decision 020): a check-in is a POST
 * /api/check-ins waiting with the phone's nonce as its id, so a scan sent twice counts once; an
 * untick is a DELETE of that id (queued as its undo: a check-in that never left the phone is
 * simply forgotten). Sent ones are written into the saved roster at once, so a refetch the
 * network cuts does not undo them.
 */
import type { QueryClient } from '@tanstack/react-query';
import { m } from '#shared/i18n/paraglide/messages.js';
import type { NewCheckIn } from '#shared/schemas/check-in.ts';
import { rosterKeyOf, type Roster } from '#shared/schemas/roster.ts';
import type { OutboxEntry } from '#pwa/lib/storage/local-db.ts';
import type { OutboxChange } from '#pwa/lib/outbox/outbox.ts';
import type { OutboxKinds } from '#pwa/lib/outbox/outbox-kinds.ts';
import { labelParams, outboxLabel } from '#pwa/lib/outbox/outbox-labels.ts';
import { useOutbox } from '#pwa/lib/outbox/use-outbox.ts';
import { checkInPath } from '../lib/check-in-path.ts';
import { rosterKeys } from './roster.ts';

export const CHECK_IN_OP = 'check-in';
export const UNCHECK_OP = 'check-in-undo';

/**
 * What the screen keeps beside the request: whose row it is for (the server reads only the
 * proof): the account's e-mail, and the child's participant id when the row is a child's.
 */
type RowOf = { classId: string; email: string; participantId?: string | null };
export type CheckInBody = NewCheckIn & RowOf;
export type UncheckBody = RowOf & { sessionId: string };

/**
 * Whom and which class a check-in or its undo names in the list of waiting changes: the request
 * carries ids only.
 */
type CheckInName = { name: string; className: string };

const CHECK_IN_LABEL = 'outbox_label_check_in';
const UNCHECK_LABEL = 'outbox_label_check_in_undo';

const labelled = (message: string, name: CheckInName | undefined) =>
  name ? { label: outboxLabel(message, name) } : {};

export function checkInChange(
  body: CheckInBody,
  userEmail: string,
  name?: CheckInName,
): OutboxChange {
  return {
    id: body.id,
    op: CHECK_IN_OP,
    method: 'POST',
    path: 'check-ins',
    body,
    email: userEmail,
    ...labelled(CHECK_IN_LABEL, name),
  };
}

export function uncheckChange(
  id: string,
  body: UncheckBody,
  userEmail: string,
  name?: CheckInName,
): OutboxChange {
  const path = `check-ins/${encodeURIComponent(id)}` as const;
  return {
    id,
    op: UNCHECK_OP,
    method: 'DELETE',
    path,
    body,
    email: userEmail,
    ...labelled(UNCHECK_LABEL, name),
  };
}

/** A check-in or its undo in words; without a label (queued before they were kept), plainly. */
function describeCheckIn(entry: OutboxEntry): string {
  const undo = entry.op === UNCHECK_OP;
  const said = labelParams(entry, undo ? UNCHECK_LABEL : CHECK_IN_LABEL, ['name', 'className']);
  if (undo) {
    return said ? m.outbox_label_check_in_undo(said) : m.outbox_label_check_in_undo_fallback();
  }
  return said ? m.outbox_label_check_in(said) : m.outbox_label_check_in_fallback();
}

/** The saved roster with a sent check-in or untick applied. */
function applySent(roster: Roster, entry: OutboxEntry): Roster {
  const body = entry.body as UncheckBody;
  const key = rosterKeyOf(body);
  const adding = entry.op === CHECK_IN_OP;
  return {
    ...roster,
    sessions: roster.sessions.map((session) => {
      if (session.id !== body.sessionId) return session;
      const rest = session.checkedIn.filter((other) => other !== key);
      return { ...session, checkedIn: adding ? [...rest, key] : rest };
    }),
  };
}

export function checkInOutboxKinds(queryClient: QueryClient): OutboxKinds {
  const onSent = (entry: OutboxEntry) => {
    const key = rosterKeys.of((entry.body as UncheckBody).classId);
    queryClient.setQueryData<Roster>(key, (roster) => roster && applySent(roster, entry));
    void queryClient.invalidateQueries({ queryKey: key });
  };
  // Read when a refusal is shown, in the language of that moment.
  const refused = {
    get title() {
      return m.check_in_refused_title();
    },
    get description() {
      return m.check_in_refused_text();
    },
  };
  // The door's screen of that session, where the refusal stands by the student's row.
  const path = (entry: OutboxEntry) => {
    const { sessionId, classId } = entry.body as UncheckBody;
    return checkInPath(sessionId, classId);
  };
  const describe = describeCheckIn;
  return {
    [CHECK_IN_OP]: { onSent, refused, path, describe },
    [UNCHECK_OP]: { onSent, refused, path, describe },
  };
}

/** This phone's waiting and refused check-ins; one sent by another tab refreshes the roster. */
export function useCheckInOutbox(email: string | null) {
  return useOutbox(email, rosterKeys.all);
}

/**
 * The waitlist in the outbox (pwa/lib/outbox/outbox.ts, decision 020): a join is a POST
 * /api/waitlist waiting with the entry's client UUID as its idempotency key, a leave (or the
 * decline of an offer) a DELETE /api/waitlist/:id queued as the join's undo, so a join that never
 * left the device is simply forgotten. Sent ones are written into the saved list at once.
 */
import type { QueryClient } from '@tanstack/react-query';
import { m } from '#shared/i18n/paraglide/messages.js';
import type { WaitlistEntry } from '#shared/schemas/waitlist.ts';
import type { ReasonRead } from '#pwa/lib/api/api-client.ts';
import type { OutboxEntry } from '#pwa/lib/storage/local-db.ts';
import type { OutboxChange } from '#pwa/lib/outbox/outbox.ts';
import type { OutboxKinds } from '#pwa/lib/outbox/outbox-kinds.ts';
import { labelParams, outboxLabel } from '#pwa/lib/outbox/outbox-labels.ts';
import { paths } from '#pwa/lib/navigation/paths.ts';
import { useOutbox } from '#pwa/lib/outbox/use-outbox.ts';
import { waitlistKeys } from './get-waitlist.ts';

export const JOIN_OP = 'waitlist-join';
export const LEAVE_OP = 'waitlist-leave';

/**
 * The request's body: the server reads `id`, `classId` and `participantId` (a child's place; none:
 * the student's own); the names show the join while it waits.
 */
export type JoinBody = {
  id: string;
  classId: string;
  className: string;
  participantId?: string;
  participantName?: string;
};

/** The entry a join stands for while the server's list does not have it yet. */
function joinedEntry(body: JoinBody, createdAt: string): WaitlistEntry {
  return {
    id: body.id,
    classId: body.classId,
    className: body.className,
    status: 'waiting',
    place: null,
    offerExpiresAt: null,
    createdAt,
    participantId: body.participantId ?? null,
    participantName: body.participantName ?? null,
  };
}

/** The labels a waitlist change is said by; each has a "(for a child)" form too. */
const LABELS = {
  join: 'outbox_label_waitlist_join',
  leave: 'outbox_label_waitlist_leave',
  decline: 'outbox_label_waitlist_decline',
} as const;
type LabelKind = keyof typeof LABELS;

/** The class (and, for a child, whose place it is) a leave or a decline names while it waits. */
export type PlaceName = { className: string; participantName?: string | null };

const labelOf = (kind: LabelKind, { className, participantName }: PlaceName) =>
  outboxLabel(LABELS[kind], { className, name: participantName });

export function joinChange(body: JoinBody, email: string): OutboxChange {
  const label = labelOf('join', body);
  return { id: body.id, op: JOIN_OP, method: 'POST', path: 'waitlist', body, email, label };
}

/** `name`: the place left (or the offer declined), said while the change waits: it has no body. */
export function leaveChange(
  id: string,
  email: string,
  name?: PlaceName & { decline?: boolean },
): OutboxChange {
  const path = `waitlist/${encodeURIComponent(id)}` as const;
  const label = name && labelOf(name.decline ? 'decline' : 'leave', name);
  return { id, op: LEAVE_OP, method: 'DELETE', path, email, ...(label ? { label } : {}) };
}

const SAID = {
  join: [m.outbox_label_waitlist_join, m.outbox_label_waitlist_join_for],
  leave: [m.outbox_label_waitlist_leave, m.outbox_label_waitlist_leave_for],
  decline: [m.outbox_label_waitlist_decline, m.outbox_label_waitlist_decline_for],
} as const;

/**
 * A join, a leave or a decline in words. A join queued before labels were kept still has its
 * class in its body; a leave of that time says only that it changes the waitlist.
 */
function describeWaitlistChange(entry: OutboxEntry): string {
  const kinds: readonly LabelKind[] = entry.op === JOIN_OP ? ['join'] : ['leave', 'decline'];
  for (const kind of kinds) {
    const said = labelParams(entry, LABELS[kind], ['className']);
    if (!said) continue;
    const [plain, forChild] = SAID[kind];
    const { className, name } = said;
    return name ? forChild({ className, name }) : plain({ className });
  }
  const body = entry.op === JOIN_OP ? (entry.body as Partial<JoinBody> | undefined) : undefined;
  if (!body?.className) return m.outbox_label_waitlist_fallback();
  const { className, participantName: name } = body;
  return name
    ? m.outbox_label_waitlist_join_for({ className, name })
    : m.outbox_label_waitlist_join({ className });
}

/** The saved list with a sent join or leave applied (the refetch then brings the place). */
function applySent(entries: WaitlistEntry[], entry: OutboxEntry): WaitlistEntry[] {
  const rest = entries.filter((other) => other.id !== entry.id);
  if (entry.op !== JOIN_OP) return rest;
  return [...rest, joinedEntry(entry.body as JoinBody, entry.createdAt)];
}

export function waitlistOutboxKinds(queryClient: QueryClient): OutboxKinds {
  const onSent = (entry: OutboxEntry) => {
    const key = waitlistKeys.mine(entry.email);
    queryClient.setQueryData<WaitlistEntry[]>(key, (list) => list && applySent(list, entry));
    void queryClient.invalidateQueries({ queryKey: key });
  };
  // Read when a refusal is shown, in the language of that moment.
  const refused = {
    get title() {
      return m.waitlist_refused_title();
    },
    get description() {
      return m.waitlist_refused_text();
    },
  };
  // My waitlist, where a join waits and a refusal is said by its class.
  const path = () => paths.dashboard.waitlist;
  const describe = describeWaitlistChange;
  return {
    [JOIN_OP]: { onSent, refused, path, describe },
    [LEAVE_OP]: { onSent, refused, path, describe },
  };
}

/** A join's mutation variables (change-waitlist.ts): the class, and the child it is for. */
type Joining = { classId?: string; participant?: { id: string } | null };

/** Whether a stored change is the join a mutation with these variables is sending. */
function sendsJoin(entry: OutboxEntry, variables: unknown): boolean {
  if (entry.op !== JOIN_OP) return false;
  const body = entry.body as JoinBody;
  const { classId, participant } = (variables ?? {}) as Joining;
  return body.classId === classId && (body.participantId ?? null) === (participant?.id ?? null);
}

/**
 * The student's changes on this device, less the joins this tab is sending now (Join waitlist
 * says "Joining…" until the server answers); one sent by another tab refreshes the waitlist too.
 */
export function useWaitlistOutbox(email: string | null) {
  return useOutbox(email, waitlistKeys.all, {
    mutationKey: waitlistKeys.joining(email ?? ''),
    sends: sendsJoin,
  });
}

/** An entry as the student sees it: the server's, or a join still on this device. */
export type WaitlistRow = WaitlistEntry & {
  /** A refusal's `reason` is its English sentence; `refusal`, the API's reason and values. */
  sync?: { state: 'waiting' } | { state: 'refused'; reason: string; refusal?: ReasonRead };
};

/**
 * What the student should see: the server's live entries, minus those a waiting leave ends, plus
 * the joins still waiting (or refused, until dismissed).
 */
export function mergeWaitlistOutbox(
  entries: WaitlistEntry[],
  outbox: OutboxEntry[],
): WaitlistRow[] {
  // A refused leave (rare: the server keeps the entry) shows the entry again.
  const leaving = new Set(
    outbox.filter((e) => e.op === LEAVE_OP && e.state === 'pending').map((e) => e.id),
  );
  const stored = new Set(entries.map((entry) => entry.id));
  const rows: WaitlistRow[] = entries.filter((entry) => !leaving.has(entry.id));
  for (const entry of outbox) {
    if (entry.op !== JOIN_OP || stored.has(entry.id)) continue;
    rows.push({
      ...joinedEntry(entry.body as JoinBody, entry.createdAt),
      sync:
        entry.state === 'refused'
          ? {
              state: 'refused',
              reason: entry.lastError ?? m.waitlist_refused_fallback(),
              refusal: entry.lastErrorReason ?? undefined,
            }
          : { state: 'waiting' },
    });
  }
  return rows;
}

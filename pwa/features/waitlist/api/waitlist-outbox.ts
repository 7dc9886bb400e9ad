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

export function joinChange(body: JoinBody, email: string): OutboxChange {
  return { id: body.id, op: JOIN_OP, method: 'POST', path: 'waitlist', body, email };
}

export function leaveChange(id: string, email: string): OutboxChange {
  const path = `waitlist/${encodeURIComponent(id)}` as const;
  return { id, op: LEAVE_OP, method: 'DELETE', path, email };
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
  return { [JOIN_OP]: { onSent, refused }, [LEAVE_OP]: { onSent, refused } };
}

/** The student's changes on this device; one sent by another tab refreshes the waitlist too. */
export function useWaitlistOutbox(email: string | null) {
  return useOutbox(email, waitlistKeys.all);
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

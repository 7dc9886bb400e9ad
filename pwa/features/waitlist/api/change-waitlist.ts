// Join and leave, through the outbox (waitlist-outbox.ts): stored on this device first, then
// sent, online or not. The entry's id is made here: the server treats it as an idempotency key,
// so a join sent again later never puts the student in line twice.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { outboxKeys } from '#pwa/lib/outbox/use-outbox.ts';
import { waitlistKeys } from './get-waitlist.ts';
import { joinChange, leaveChange, type PlaceName } from './waitlist-outbox.ts';

/** `queued`: it waits on this device (offline, or the server not answering). */
export type WaitlistChangeResult = { queued: boolean };

/** Who takes the place: a child of the family, or null for the student themselves. */
export type WaitlistParticipant = { id: string; name: string } | null;

export type JoinItem = { classId: string; className: string; participant?: WaitlistParticipant };

export async function joinWaitlist(
  { classId, className, participant }: JoinItem,
  email: string,
): Promise<WaitlistChangeResult> {
  const { sendChange, refusedError } = await import('#pwa/lib/outbox/outbox.ts');
  // The id is made once, here: a resend of this change carries the same id and child.
  const body = {
    id: crypto.randomUUID(),
    classId,
    className,
    ...(participant ? { participantId: participant.id, participantName: participant.name } : {}),
  };
  const outcome = await sendChange(joinChange(body, email));
  // Refused, or kept nowhere (a full disk, a private window): said, never shown as waiting.
  if (outcome.state === 'refused' || outcome.state === 'not-saved') throw refusedError(outcome);
  return { queued: outcome.state === 'waiting' };
}

/**
 * Leaves the line, or declines an offer (the server passes the seat on). `name`: the place, said
 * in the list of waiting changes while the change waits.
 */
export async function leaveWaitlist(
  id: string,
  email: string,
  name?: PlaceName & { decline?: boolean },
): Promise<WaitlistChangeResult> {
  const { sendChange, refusedError } = await import('#pwa/lib/outbox/outbox.ts');
  const outcome = await sendChange(leaveChange(id, email, name), { undo: true });
  // Refused, or kept nowhere (a full disk, a private window): said, never shown as waiting.
  if (outcome.state === 'refused' || outcome.state === 'not-saved') throw refusedError(outcome);
  return { queued: outcome.state === 'waiting' };
}

function useWaitlistChange<T>(
  email: string,
  change: (input: T) => Promise<WaitlistChangeResult>,
  mutationKey?: readonly unknown[],
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey,
    mutationFn: change,
    // Queued offline: run even though TanStack Query thinks the network is gone.
    networkMode: 'always',
    // Not awaited: offline, the refetch pauses until the connection returns.
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: outboxKeys.list(email) });
      void queryClient.invalidateQueries({ queryKey: waitlistKeys.mine(email) });
    },
  });
}

export function useJoinWaitlist(email: string) {
  return useWaitlistChange(
    email,
    (item: JoinItem) => joinWaitlist(item, email),
    waitlistKeys.joining(email),
  );
}

/** What a leave needs: the place's id, and its class and child to name it while it waits. */
type LeftPlace = { id: string } & PlaceName & { decline?: boolean };

export function useLeaveWaitlist(email: string) {
  return useWaitlistChange(email, ({ id, ...name }: LeftPlace) => leaveWaitlist(id, email, name));
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Class } from '#shared/schemas/class.ts';
import type { Selection } from '#shared/schemas/selection.ts';
import { outboxKeys } from '#pwa/lib/outbox/use-outbox.ts';
import { selectionKeys } from './get-selections.ts';
import { selectChange } from './selection-outbox.ts';

export type CreateSelectionResult = { insertedId: string; queued: boolean };

/** Who takes the class: a child of the family (GET /api/family's member), or null for oneself. */
export type SelectionParticipant = { id: string; name: string } | null;

/**
 * POST /api/select, through the outbox: stored on this device first, then sent. The id is made
 * here: the server treats it as an idempotency key, so a send repeated later (offline, or the
 * server not answering) never creates a second selection. The class copies are sent for the
 * spec's sake and to show the selection while it waits.
 */
export async function createSelection(
  item: Class,
  email: string,
  participant: SelectionParticipant = null,
): Promise<CreateSelectionResult> {
  const selection: Selection = {
    _id: crypto.randomUUID(),
    selectedClassId: item._id,
    email,
    Name: item.Name,
    photo: item.photo,
    IName: item.IName,
    price: item.price,
    sets: item.sets,
    createdAt: new Date().toISOString(),
    // The name is for this device's copy while the change waits; the server reads the id only.
    participantId: participant?.id ?? null,
    participantName: participant?.name ?? null,
  };
  const { sendChange, refusedError } = await import('#pwa/lib/outbox/outbox.ts');
  const outcome = await sendChange(selectChange(selection));
  // Refused, or kept nowhere (a full disk, a private window): said, never shown as waiting.
  if (outcome.state === 'refused' || outcome.state === 'not-saved') throw refusedError(outcome);
  return { insertedId: selection._id, queued: outcome.state === 'waiting' };
}

export function useCreateSelection(email: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: selectionKeys.selecting(email),
    mutationFn: ({ item, participant }: { item: Class; participant?: SelectionParticipant }) =>
      createSelection(item, email, participant),
    // Queued offline: run even though TanStack Query thinks the network is gone.
    networkMode: 'always',
    // Not awaited: offline, the refetch pauses until the connection returns.
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: outboxKeys.list(email) });
      void queryClient.invalidateQueries({ queryKey: selectionKeys.list(email) });
    },
  });
}

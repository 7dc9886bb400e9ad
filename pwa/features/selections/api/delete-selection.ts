import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Selection } from '#shared/schemas/selection.ts';
import { outboxKeys } from '#pwa/lib/outbox/use-outbox.ts';
import { selectionKeys } from './get-selections.ts';
import { unselectChange, type SelectionName } from './selection-outbox.ts';

export type DeleteSelectionResult = {
  /** The delete waits in the outbox instead of having reached the server. */
  queued: boolean;
  /** Waiting though the browser is online: the server did not answer, the user should know. */
  serverUnreachable: boolean;
};

/**
 * DELETE /api/select/:id, through the outbox. A selection still waiting on this device is
 * simply forgotten; a stored one is deleted now, or later when the connection or server is back.
 */
export async function deleteSelection(
  id: string,
  email: string,
  name?: SelectionName,
): Promise<DeleteSelectionResult> {
  const { sendChange, refusedError } = await import('#pwa/lib/outbox/outbox.ts');
  const outcome = await sendChange(unselectChange(id, email, name), { undo: true });
  // Refused, or kept nowhere (a full disk, a private window): said, never shown as waiting.
  if (outcome.state === 'refused' || outcome.state === 'not-saved') throw refusedError(outcome);
  const queued = outcome.state === 'waiting';
  return { queued, serverUnreachable: queued && !outcome.offline };
}

/** What a delete needs of the selection: its id, and its class and participant to name it. */
type DeletedSelection = Pick<Selection, '_id' | 'Name' | 'participantName'>;

/**
 * The row goes once the delete is stored on this device: My selected Classes leaves out every
 * selection whose delete waits in the outbox (mergeOutbox). Not before: a row removed while the
 * delete was still being written would say "deleted" for a change a reload or a closed tab loses.
 */
export function useDeleteSelection(email: string) {
  const queryClient = useQueryClient();
  return useMutation({
    // The class's name goes with the delete: the list of waiting changes says what it removes.
    mutationFn: ({ _id, Name, participantName }: DeletedSelection) =>
      deleteSelection(_id, email, { className: Name, participantName }),
    networkMode: 'always',
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: outboxKeys.list(email) });
      void queryClient.invalidateQueries({ queryKey: selectionKeys.list(email) });
    },
  });
}

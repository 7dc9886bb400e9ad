import { useMutation, useQueryClient } from '@tanstack/react-query';
import { outboxKeys } from '#pwa/lib/outbox/use-outbox.ts';
import { selectionKeys } from './get-selections.ts';
import { unselectChange } from './selection-outbox.ts';

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
export async function deleteSelection(id: string, email: string): Promise<DeleteSelectionResult> {
  const { sendChange, refusedError } = await import('#pwa/lib/outbox/outbox.ts');
  const outcome = await sendChange(unselectChange(id, email), { undo: true });
  if (outcome.state === 'refused') throw refusedError(outcome);
  const queued = outcome.state === 'waiting';
  return { queued, serverUnreachable: queued && !outcome.offline };
}

/**
 * The row goes once the delete is stored on this device: My selected Classes leaves out every
 * selection whose delete waits in the outbox (mergeOutbox). Not before: a row removed while the
 * delete was still being written would say "deleted" for a change a reload or a closed tab loses.
 */
export function useDeleteSelection(email: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteSelection(id, email),
    networkMode: 'always',
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: outboxKeys.list(email) });
      void queryClient.invalidateQueries({ queryKey: selectionKeys.list(email) });
    },
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Selection } from '#shared/schemas/selection.ts';
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

/** Removes the row at once and puts it back if the server refuses. */
export function useDeleteSelection(email: string) {
  const queryClient = useQueryClient();
  const key = selectionKeys.list(email);
  return useMutation({
    mutationFn: (id: string) => deleteSelection(id, email),
    networkMode: 'always',
    onMutate: async (id) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<Selection[]>(key);
      if (previous) {
        queryClient.setQueryData<Selection[]>(
          key,
          previous.filter((selection) => selection._id !== id),
        );
      }
      return { previous };
    },
    onError: (_error, _id, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: outboxKeys.list(email) });
      void queryClient.invalidateQueries({ queryKey: key });
    },
  });
}

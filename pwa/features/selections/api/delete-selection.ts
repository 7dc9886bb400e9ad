import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OutboxEntry } from '#pwa/lib/local-db.ts';
import { api } from '#pwa/lib/api-client.ts';
import { isWorthQueueing } from '#pwa/lib/outbox-retry.ts';
import { selectionKeys, type SelectionList } from './get-selections.ts';
import { outboxKeys } from './outbox-queries.ts';

export type DeleteSelectionResult = {
  deletedCount: number;
  /** The delete went into the outbox instead of straight to the server. */
  queued: boolean;
  /** Queued because the server did not answer (online, API down): the user should know it waits. */
  serverUnreachable?: boolean;
};

async function queue(id: string, email: string, serverUnreachable = false) {
  await (await import('#pwa/lib/outbox.ts')).queueUnselect(id, email);
  return { deletedCount: 1, queued: true, serverUnreachable } satisfies DeleteSelectionResult;
}

/**
 * DELETE /api/select/:id. Offline, with the server not answering, or for a selection still
 * waiting on this device, the delete goes through the outbox: a waiting select is simply forgotten, a stored one deleted later.
 */
export async function deleteSelection(
  id: string,
  email: string,
  outbox: OutboxEntry[] = [],
): Promise<DeleteSelectionResult> {
  if (!navigator.onLine || outbox.some((entry) => entry.id === id)) return queue(id, email);
  try {
    const answer = await api
      .delete(`select/${encodeURIComponent(id)}`)
      .json<{ deletedCount: number }>();
    await (await import('#pwa/lib/local-db.ts')).patchSavedSelections(email, { remove: id });
    return { ...answer, queued: false };
  } catch (error) {
    if (isWorthQueueing(error)) return queue(id, email, true);
    throw error;
  }
}

/** Removes the row at once and puts it back if the server refuses. */
export function useDeleteSelection(email: string) {
  const queryClient = useQueryClient();
  const key = selectionKeys.list(email);
  return useMutation({
    mutationFn: (id: string) =>
      deleteSelection(id, email, queryClient.getQueryData<OutboxEntry[]>(outboxKeys.list(email))),
    networkMode: 'always',
    onMutate: async (id) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<SelectionList>(key);
      if (previous) {
        queryClient.setQueryData<SelectionList>(key, {
          ...previous,
          selections: previous.selections.filter((selection) => selection._id !== id),
        });
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

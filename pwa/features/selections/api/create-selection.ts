import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Class } from '#shared/schemas/class.ts';
import type { NewSelectionInput, Selection } from '#shared/schemas/selection.ts';
import { api } from '#pwa/lib/api-client.ts';
import { isWorthQueueing } from '#pwa/lib/outbox-retry.ts';
import { selectionKeys } from './get-selections.ts';
import { outboxKeys } from './outbox-queries.ts';

export type CreateSelectionResult = { insertedId: string; queued: boolean };

async function queue(selection: Selection, attempted = false): Promise<CreateSelectionResult> {
  await (await import('#pwa/lib/outbox.ts')).queueSelect(selection, { attempted });
  return { insertedId: selection._id, queued: true };
}

/**
 * POST /api/select. The id is made here: the server treats it as an idempotency key, so a retried
 * request never creates a second selection. With no connection, or a server that does not answer
 * (502, 503 while it restarts), the selection waits in the outbox with the same id and is sent
 * later (DESIGN.md, offline-first). The class copies are
 * sent for the spec's sake only.
 */
export async function createSelection(item: Class, email: string): Promise<CreateSelectionResult> {
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
  };
  if (!navigator.onLine) return queue(selection);
  const { createdAt: _createdAt, ...input } = selection;
  try {
    const body: NewSelectionInput = input;
    const answer = await api.post('select', { json: body }).json<{ insertedId: string }>();
    await (await import('#pwa/lib/local-db.ts')).patchSavedSelections(email, { add: selection });
    return { ...answer, queued: false };
  } catch (error) {
    // It may or may not have arrived; sending the same id again later is safe either way.
    if (isWorthQueueing(error)) return queue(selection, true);
    throw error;
  }
}

export function useCreateSelection(email: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (item: Class) => createSelection(item, email),
    // Queued offline: run even though TanStack Query thinks the network is gone.
    networkMode: 'always',
    // Not awaited: offline, the refetch pauses until the connection returns.
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: outboxKeys.list(email) });
      void queryClient.invalidateQueries({ queryKey: selectionKeys.list(email) });
    },
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Class } from '#shared/schemas/class.ts';
import type { NewSelectionInput } from '#shared/schemas/selection.ts';
import { api } from '#pwa/lib/api-client.ts';
import { selectionKeys } from './get-selections.ts';

/**
 * POST /api/select. The id is made here: the server treats it as an idempotency key, so a retried
 * request never creates a second selection. The class copies are sent for the spec's sake only.
 */
export async function createSelection(item: Class, email: string): Promise<{ insertedId: string }> {
  const input: NewSelectionInput = {
    _id: crypto.randomUUID(),
    selectedClassId: item._id,
    email,
    Name: item.Name,
    photo: item.photo,
    IName: item.IName,
    price: item.price,
    sets: item.sets,
  };
  return api.post('select', { json: input }).json<{ insertedId: string }>();
}

export function useCreateSelection(email: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (item: Class) => createSelection(item, email),
    onSettled: () => queryClient.invalidateQueries({ queryKey: selectionKeys.list(email) }),
  });
}

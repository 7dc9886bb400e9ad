import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#pwa/lib/api-client.ts';
import { selectionKeys, type SelectionList } from './get-selections.ts';

/** DELETE /api/select/:id */
export async function deleteSelection(id: string): Promise<{ deletedCount: number }> {
  return api.delete(`select/${encodeURIComponent(id)}`).json<{ deletedCount: number }>();
}

/** Removes the row at once and puts it back if the server refuses. */
export function useDeleteSelection(email: string) {
  const queryClient = useQueryClient();
  const key = selectionKeys.list(email);
  return useMutation({
    mutationFn: deleteSelection,
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
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import { parseResponseList } from '#shared/schemas/response-shape.ts';
import { selectionShape } from '#shared/schemas/response-shapes.ts';
import type { Selection } from '#shared/schemas/selection.ts';
import { apiClient } from '#pwa/lib/api/api-client.ts';
import { selectionKeys } from '#pwa/lib/api/selection-keys.ts';

/** The selections' query key (pwa/lib/api/selection-keys.ts). */
export { selectionKeys };

/**
 * GET /api/select?email=: the student's selected classes. Saved for offline use like every
 * query's answer (pwa/lib/storage/offline-cache.ts); changes the server accepted from the outbox are
 * applied to it at once (selection-outbox.ts).
 */
export async function getSelections(email: string): Promise<Selection[]> {
  const body = (await apiClient.GET('/api/select', { params: { query: { email } } })).data;
  // Not zod: every Select button on /classes imports this, and building the schemas cost that
  // page a long task right after its first paint (response-shape.ts).
  return parseResponseList(selectionShape, body, 'your selections');
}

export const getSelectionsQueryOptions = (email: string) =>
  queryOptions({ queryKey: selectionKeys.list(email), queryFn: () => getSelections(email) });

/** The signed-in student's selections; idle (no request) when `email` is null. */
export function useSelections(email: string | null | undefined) {
  return useQuery({ ...getSelectionsQueryOptions(email ?? ''), enabled: Boolean(email) });
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import { HTTPError } from 'ky';
import { parseAnswerList } from '#shared/schemas/answer-shape.ts';
import { selectionShape } from '#shared/schemas/answer-shapes.ts';
import type { Selection } from '#shared/schemas/selection.ts';
import { api, isNetworkError } from '#pwa/lib/api-client.ts';

export const selectionKeys = {
  all: ['selections'] as const,
  list: (email: string) => [...selectionKeys.all, email] as const,
};

export type SelectionList = { selections: Selection[]; savedAt: string | null };

/** GET /api/select?email=: the student's selected classes, with the saved copy as the offline answer. */
export async function getSelections(email: string): Promise<SelectionList> {
  try {
    const body = await api.get('select', { searchParams: { email } }).json();
    // Not zod: every Select button on /classes imports this, and building the schemas cost that
    // page ~110 ms at 4× CPU right after its first paint (answer-shape.ts).
    const selections = parseAnswerList(selectionShape, body, 'your selections');
    void import('#pwa/lib/local-db.ts').then((db) =>
      db.saveSnapshot(db.selectionsSnapshotKey(email), selections),
    );
    return { selections, savedAt: null };
  } catch (error) {
    if (isNetworkError(error) || (error instanceof HTTPError && error.response.status >= 500)) {
      const db = await import('#pwa/lib/local-db.ts');
      const saved = await db.readSnapshot<Selection[]>(db.selectionsSnapshotKey(email));
      if (saved) return { selections: saved.data, savedAt: saved.savedAt };
    }
    throw error;
  }
}

export const getSelectionsQueryOptions = (email: string) =>
  queryOptions({ queryKey: selectionKeys.list(email), queryFn: () => getSelections(email) });

/** The signed-in student's selections; idle (no request) when `email` is null. */
export function useSelections(email: string | null) {
  return useQuery({ ...getSelectionsQueryOptions(email ?? ''), enabled: Boolean(email) });
}

import { useQueryClient } from '@tanstack/react-query';
import {
  type ClassCandidates,
  useClassCandidates,
} from '#pwa/components/family/class-candidates.ts';
import { selectionKeys } from '#pwa/lib/api/selection-keys.ts';
import type { Selection } from '#shared/schemas/selection.ts';
import { useMyWaitlistRows } from './use-waitlist-rows.ts';

/**
 * Who in the family can join this class's line, when the family has children (none otherwise:
 * the student joins for themselves, as before families): each member, marked when they have a
 * place in it already (the server's, or a join waiting on this device), have the class selected
 * (the selections' saved answer: the server refuses their join), or are enrolled. A join the
 * server refused holds no place, so that member can be chosen again.
 */
export function useWaitlistCandidates(
  classId: string,
  studentEmail: string | null,
): ClassCandidates {
  const queryClient = useQueryClient();
  const { rows } = useMyWaitlistRows(studentEmail);
  const held = new Map<string | null, 'selected' | 'in-line'>();
  const selections = studentEmail
    ? queryClient.getQueryData<Selection[]>(selectionKeys.list(studentEmail))
    : undefined;
  for (const selection of selections ?? []) {
    if (selection.selectedClassId === classId)
      held.set(selection.participantId ?? null, 'selected');
  }
  for (const row of rows) {
    if (row.classId === classId && row.sync?.state !== 'refused') {
      held.set(row.participantId ?? null, 'in-line');
    }
  }
  return useClassCandidates({ classId, studentEmail, held });
}

import { type Candidate, useClassCandidates } from '#pwa/components/family/class-candidates.ts';
import { useMyWaitlistRows } from './use-waitlist-rows.ts';

/**
 * Who in the family can join this class's line, when the family has children (none otherwise:
 * the student joins for themselves, as before families): each member, marked when they have a
 * place in it already (the server's, or a join waiting on this device) or are enrolled. A join the
 * server refused holds no place, so that member can be chosen again.
 */
export function useWaitlistCandidates(classId: string, studentEmail: string | null): Candidate[] {
  const { rows } = useMyWaitlistRows(studentEmail);
  const inLine = new Set<string | null>();
  for (const row of rows) {
    if (row.classId === classId && row.sync?.state !== 'refused') {
      inLine.add(row.participantId ?? null);
    }
  }
  return useClassCandidates({ classId, studentEmail, holders: inLine, heldAs: 'in-line' });
}

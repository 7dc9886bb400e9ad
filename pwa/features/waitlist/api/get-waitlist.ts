// The waitlist's two reads: the signed-in student's live entries (GET /api/waitlist) and one
// class's line for its instructor or an admin (GET /api/class/:id/waitlist). Saved for offline
// use like every query's answer (pwa/lib/storage/offline-cache.ts).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ClassWaitlistLine, WaitlistEntry } from '#shared/schemas/waitlist.ts';
import { apiClient } from '#pwa/lib/api/api-client.ts';

export const waitlistKeys = {
  all: ['waitlist'] as const,
  mine: (email: string) => ['waitlist', 'mine', email] as const,
  line: (classId: string) => ['waitlist', 'line', classId] as const,
  /**
   * The joins this tab is sending (a mutation's key): a join is stored on the device before it is
   * sent, and until the server answers, the waitlist's outbox leaves it out (waitlist-outbox.ts):
   * its class says "Joining…" rather than show a place the server may still refuse.
   */
  joining: (email: string) => ['waitlist', 'joining', email] as const,
};

/**
 * The schemas load with the first answer, not with the module: every card on /classes imports
 * this file, and building zod schemas there cost the page's first paint (response-shape.ts).
 */
const schemas = () => import('./waitlist-schemas.ts');

export async function getMyWaitlist(): Promise<WaitlistEntry[]> {
  const [{ parseMyWaitlist }, body] = await Promise.all([
    schemas(),
    apiClient.GET('/api/waitlist'),
  ]);
  return parseMyWaitlist(body.data);
}

export async function getClassLine(classId: string): Promise<ClassWaitlistLine[]> {
  const [{ parseClassLine }, body] = await Promise.all([
    schemas(),
    apiClient.GET('/api/class/{id}/waitlist', { params: { path: { id: classId } } }),
  ]);
  return parseClassLine(body.data);
}

/** The signed-in student's waiting and offered entries; idle (no request) when `email` is null. */
export function useMyWaitlist(email: string | null) {
  return useQuery({
    ...queryOptions({ queryKey: waitlistKeys.mine(email ?? ''), queryFn: getMyWaitlist }),
    enabled: Boolean(email),
    // Offers come and go on the server (a seat freed, an offer run out, one paid for): asked again
    // at every visit, not after the app's 30 s.
    staleTime: 0,
  });
}

/** One class's line, in order (its instructor or an admin). */
export function useClassLine(classId: string) {
  return useQuery({
    queryKey: waitlistKeys.line(classId),
    queryFn: () => getClassLine(classId),
    enabled: Boolean(classId),
  });
}

// A class's roster (GET /api/class/:id/roster) and one session's cancel or move, for the class's
// instructor and admins. The check-in screen checks scans against the same roster, saved on the
// phone like every query.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '#pwa/lib/api/api-client.ts';
import { rosterSchema, type RosterSession } from '#shared/schemas/roster.ts';
import {
  cancelSessionInputSchema,
  moveSessionInputSchema,
  sessionChangeResponseSchema,
  type CancelSessionInput,
  type MoveSessionInput,
} from '#shared/schemas/session-change.ts';

export const rosterKeys = {
  all: ['roster'] as const,
  of: (classId: string) => ['roster', classId] as const,
};

export async function getRoster(classId: string) {
  return rosterSchema.parse(
    (await apiClient.GET('/api/class/{id}/roster', { params: { path: { id: classId } } })).data,
  );
}

export function rosterQueryOptions(classId: string) {
  return queryOptions({ queryKey: rosterKeys.of(classId), queryFn: () => getRoster(classId) });
}

/**
 * `enabled: false` holds the request (My Classes asks for a roster only for a class meeting
 * today: the check-in screen then has it saved on the phone before the door).
 */
export function useRoster(classId: string, { enabled = true } = {}) {
  return useQuery({ ...rosterQueryOptions(classId), enabled: enabled && Boolean(classId) });
}

type SessionChange =
  { kind: 'cancel'; input: CancelSessionInput } | { kind: 'move'; input: MoveSessionInput };

export async function changeSession(
  classId: string,
  sessionId: string,
  change: SessionChange,
): Promise<RosterSession> {
  const params = { path: { id: classId, sessionId } };
  const { data } =
    change.kind === 'cancel'
      ? await apiClient.POST('/api/class/{id}/sessions/{sessionId}/cancel', {
          params,
          body: cancelSessionInputSchema.parse(change.input),
        })
      : await apiClient.POST('/api/class/{id}/sessions/{sessionId}/move', {
          params,
          body: moveSessionInputSchema.parse(change.input),
        });
  return sessionChangeResponseSchema.parse(data).session;
}

/** Cancels or moves one session; the roster and every class list (its dates) are read again. */
export function useChangeSession(classId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ sessionId, change }: { sessionId: string; change: SessionChange }) =>
      changeSession(classId, sessionId, change),
    onSettled: () => queryClient.invalidateQueries(),
  });
}

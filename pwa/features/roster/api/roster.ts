// A class's roster (GET /api/class/:id/roster) and one session's cancel or move, for the class's
// instructor and admins. The check-in screen checks scans against the same roster, saved on the
// phone like every query.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '#pwa/lib/api/api-client.ts';
import { rosterSchema, type RosterSession } from '#shared/schemas/roster.ts';
import {
  cancelSessionInputSchema,
  moveSessionInputSchema,
  sessionChangeResponseSchema as sessionChangeAnswerSchema,
  type CancelSessionInput,
  type MoveSessionInput,
} from '#shared/schemas/session-change.ts';

export const rosterKeys = {
  all: ['roster'] as const,
  of: (classId: string) => ['roster', classId] as const,
};

export async function getRoster(classId: string) {
  return rosterSchema.parse(await api.get(`class/${encodeURIComponent(classId)}/roster`).json());
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
  const path = `class/${encodeURIComponent(classId)}/sessions/${encodeURIComponent(sessionId)}/${change.kind}`;
  const body =
    change.kind === 'cancel'
      ? cancelSessionInputSchema.parse(change.input)
      : moveSessionInputSchema.parse(change.input);
  const answer = await api.post(path, { json: body }).json();
  return sessionChangeAnswerSchema.parse(answer).session;
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

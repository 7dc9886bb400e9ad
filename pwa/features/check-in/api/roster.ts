import { queryOptions, useQuery } from '@tanstack/react-query';
import { rosterSchema, type Roster } from '#shared/schemas/roster.ts';
import { api } from '#pwa/lib/api-client.ts';

/** A class's roster, as the check-in screen keeps it on the phone (persisted like every query). */
export const rosterKeys = {
  all: ['roster'] as const,
  of: (classId: string) => [...rosterKeys.all, classId] as const,
};

/** GET /api/class/:id/roster (the class's instructor and admins). */
export async function getRoster(classId: string): Promise<Roster> {
  return rosterSchema.parse(await api.get(`class/${encodeURIComponent(classId)}/roster`).json());
}

export const getRosterQueryOptions = (classId: string) =>
  queryOptions({ queryKey: rosterKeys.of(classId), queryFn: () => getRoster(classId) });

export function useRoster(classId: string, { enabled = true } = {}) {
  return useQuery({ ...getRosterQueryOptions(classId), enabled: enabled && Boolean(classId) });
}

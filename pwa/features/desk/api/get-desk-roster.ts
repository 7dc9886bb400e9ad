import { queryOptions, useQuery } from '@tanstack/react-query';
import { deskRosterSchema, type DeskRoster } from '#shared/schemas/desk.ts';
import { apiClient } from '#pwa/lib/api/api-client.ts';
import { deskKeys } from './desk-keys.ts';

/**
 * GET /api/desk/roster: every student (id, name, e-mail, phone). Saved like every query, so the
 * desk finds students on the device with the connection down (decision 040).
 */
export async function getDeskRoster(): Promise<DeskRoster> {
  return deskRosterSchema.parse((await apiClient.GET('/api/desk/roster')).data);
}

export const getDeskRosterQueryOptions = () =>
  queryOptions({ queryKey: deskKeys.roster(), queryFn: getDeskRoster });

export function useDeskRoster() {
  return useQuery(getDeskRosterQueryOptions());
}

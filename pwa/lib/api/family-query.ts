// The caller's family as GET /api/family answers it. The family feature shows and changes it;
// Select reads its members to ask who takes a class (decision 049), so the query lives here.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { familySchema, type Family } from '#shared/schemas/family.ts';
import { apiClient } from './api-client.ts';

export const familyKeys = {
  all: ['family'] as const,
  /** Under the family's key: a family change refreshes the discounts too. */
  siblingDiscounts: ['family', 'sibling-discounts'] as const,
};

/** GET /api/family: the caller's members, guardians and open invitations. */
export async function getFamily(): Promise<Family> {
  return familySchema.parse((await apiClient.GET('/api/family')).data);
}

export const getFamilyQueryOptions = () =>
  queryOptions({ queryKey: familyKeys.all, queryFn: getFamily });

/** The family, read when `enabled` (a student signed in): the saved copy offline. */
export function useFamily({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getFamilyQueryOptions(), enabled });
}

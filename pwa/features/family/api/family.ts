// The family's reads and changes (decision 049). Changes need the connection: each says so while
// offline (useConnectionRequired), and every change refreshes the family from the server.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  adminFamiliesSchema,
  familyMemberSchema,
  familySchema,
  newInvitationSchema,
  siblingDiscountsSchema,
  type ChildChanges,
  type Family,
  type FamilyMember,
  type NewChildInput,
  type NewInvitation,
  type SiblingDiscount,
} from '#shared/schemas/family.ts';
import { apiClient, dataOf } from '#pwa/lib/api/api-client.ts';
import { familyKeys } from '#pwa/lib/api/family-query.ts';
import { saveFile } from '#pwa/lib/device/save-file.ts';

/** Every change of the family ends by reading it again: the server says what it now is. */
function useFamilyChange<Input, Output>(change: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    networkMode: 'always',
    onSettled: () => queryClient.invalidateQueries({ queryKey: familyKeys.all }),
  });
}

export const useAddChild = () =>
  useFamilyChange(async (input: NewChildInput): Promise<FamilyMember> =>
    familyMemberSchema.parse((await apiClient.POST('/api/family/members', { body: input })).data),
  );

export const useUpdateMember = () =>
  useFamilyChange(
    async ({ id, changes }: { id: string; changes: ChildChanges }): Promise<FamilyMember> =>
      familyMemberSchema.parse(
        (
          await apiClient.PATCH('/api/family/members/{id}', {
            params: { path: { id } },
            body: changes,
          })
        ).data,
      ),
  );

export const useRemoveMember = () =>
  useFamilyChange(async (id: string) => {
    await apiClient.DELETE('/api/family/members/{id}', { params: { path: { id } } });
  });

export const useInviteGuardian = () =>
  useFamilyChange(async (email: string | undefined): Promise<NewInvitation> =>
    newInvitationSchema.parse(
      (await apiClient.POST('/api/family/invitations', { body: email ? { email } : {} })).data,
    ),
  );

export const useWithdrawInvitation = () =>
  useFamilyChange(async (id: string) => {
    await apiClient.DELETE('/api/family/invitations/{id}', { params: { path: { id } } });
  });

export const useRemoveGuardian = () =>
  useFamilyChange(async (id: string) => {
    await apiClient.DELETE('/api/family/guardians/{id}', { params: { path: { id } } });
  });

export const useAcceptInvitation = () =>
  useFamilyChange(async (token: string): Promise<Family> =>
    familySchema.parse(
      (await apiClient.POST('/api/family/invitations/accept', { body: { token } })).data,
    ),
  );

/** GET /api/family/export, saved as a JSON file (it needs the token: not a plain link). */
export const useDownloadFamilyData = () =>
  useMutation({
    mutationFn: async () => {
      const file = await apiClient.GET('/api/family/export', { parseAs: 'blob' });
      saveFile(dataOf(file), `family-data-${new Date().toLocaleDateString('en-CA')}.json`);
    },
    networkMode: 'always',
  });

/** GET /api/families?q=: the families an admin finds by a guardian or a child. */
export function useFamilySearch(query: string) {
  return useQuery({
    queryKey: [...familyKeys.all, 'search', query],
    queryFn: async () =>
      adminFamiliesSchema.parse(
        (await apiClient.GET('/api/families', { params: { query: query ? { q: query } : {} } }))
          .data,
      ),
    placeholderData: (previous) => previous,
  });
}

/** GET /api/sibling-discounts: each branch's sibling discount (admins, decision 051). */
export function useSiblingDiscounts() {
  return useQuery({
    queryKey: familyKeys.siblingDiscounts,
    queryFn: async () =>
      siblingDiscountsSchema.parse((await apiClient.GET('/api/sibling-discounts')).data),
  });
}

/** PUT /api/sibling-discounts/:venue, one branch at a time; 0 removes its discount. */
export const useSetSiblingDiscount = () =>
  useFamilyChange(async ({ venue, percent }: SiblingDiscount) =>
    siblingDiscountsSchema.parse(
      (
        await apiClient.PUT('/api/sibling-discounts/{venue}', {
          params: { path: { venue } },
          body: { percent },
        })
      ).data,
    ),
  );

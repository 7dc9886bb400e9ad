// Manage Users: the list and the three admin actions of product.md (make admin, make instructor,
// delete).
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '#pwa/lib/api/api-client.ts';
import { pagedListOptions } from '#pwa/lib/api/paged-list.ts';
import { userPageSchema, type User } from '#shared/schemas/user.ts';
import type { PromotableRole } from '../lib/user-roles.ts';
import { adminKeys } from './admin-keys.ts';

/** Every user, newest first, a page at a time. */
export function useUsers() {
  return useInfiniteQuery(
    pagedListOptions({
      queryKey: adminKeys.users,
      key: 'users',
      fetchPage: async (searchParams) =>
        userPageSchema.parse(
          (await apiClient.GET('/api/users', { params: { query: searchParams } })).data,
        ),
    }),
  );
}

export async function updateUserRole(id: string, role: PromotableRole) {
  const path = `/api/users/${role}/{id}` as const;
  return (await apiClient.PATCH(path, { params: { path: { id } } })).data;
}

export async function deleteUser(id: string) {
  return (await apiClient.DELETE('/api/users/{id}', { params: { path: { id } } })).data;
}

export function useUpdateUserRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ user, role }: { user: User; role: PromotableRole }) =>
      updateUserRole(user._id, role),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.users }),
  });
}

export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (user: User) => deleteUser(user._id),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.users }),
  });
}

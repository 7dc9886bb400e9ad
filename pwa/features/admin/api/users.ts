// Manage Users: the list and the three admin actions of the spec (make admin, make instructor, delete).
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '#pwa/lib/api-client.ts';
import { userSchema, type User } from '#shared/schemas/user.ts';
import type { PromotableRole } from '../lib/user-roles.ts';
import { adminKeys } from './admin-keys.ts';

export async function getUsers(): Promise<User[]> {
  return z.array(userSchema).parse(await api.get('users').json());
}

export function getUsersQueryOptions() {
  return queryOptions({ queryKey: adminKeys.users, queryFn: getUsers });
}

export function useUsers() {
  return useQuery(getUsersQueryOptions());
}

export async function updateUserRole(id: string, role: PromotableRole) {
  return api.patch(`users/${role}/${encodeURIComponent(id)}`).json<{ modifiedCount: number }>();
}

export async function deleteUser(id: string) {
  return api.delete(`users/${encodeURIComponent(id)}`).json<{ deletedCount: number }>();
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

// Manage Classes: every class of every status, and the admin's review (approve / deny + feedback) and delete.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiClient } from '#pwa/lib/api/api-client.ts';
import { classSchema, type Class, type ClassReviewInput } from '#shared/schemas/class.ts';
import { adminKeys } from './admin-keys.ts';

export async function getAllClasses(): Promise<Class[]> {
  const { data } = await apiClient.GET('/api/class', { params: { query: { status: 'all' } } });
  return z.array(classSchema).parse(data);
}

export function getAllClassesQueryOptions() {
  return queryOptions({ queryKey: adminKeys.classes, queryFn: getAllClasses });
}

export function useAllClasses() {
  return useQuery(getAllClassesQueryOptions());
}

export async function reviewClass(id: string, review: ClassReviewInput) {
  const params = { path: { id } };
  return (await apiClient.PATCH('/api/class/{id}', { params, body: review })).data;
}

export async function deleteClass(id: string) {
  return (await apiClient.DELETE('/api/class/{id}', { params: { path: { id } } })).data;
}

export function useReviewClass() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ item, review }: { item: Class; review: ClassReviewInput }) =>
      reviewClass(item._id, review),
    // Public lists change too once a class is approved.
    onSettled: () => queryClient.invalidateQueries(),
  });
}

export function useDeleteClass() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (item: Class) => deleteClass(item._id),
    onSettled: () => queryClient.invalidateQueries(),
  });
}

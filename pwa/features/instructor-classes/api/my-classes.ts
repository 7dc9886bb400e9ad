// The signed-in instructor's own classes: list, add (POST /api/class) and edit (PUT
// /api/class/:id).
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiClient, dataOf } from '#pwa/lib/api/api-client.ts';
import {
  classEditInputSchema,
  classSchema,
  newClassInputSchema,
  type Class,
  type ClassEditInput,
  type NewClassInput,
} from '#shared/schemas/class.ts';

export const myClassKeys = { all: ['my-classes'] as const };

export async function getMyClasses(): Promise<Class[]> {
  const { data } = await apiClient.GET('/api/class', { params: { query: { mine: 'true' } } });
  return z.array(classSchema).parse(data);
}

export function getMyClassesQueryOptions() {
  return queryOptions({ queryKey: myClassKeys.all, queryFn: getMyClasses });
}

export function useMyClasses() {
  return useQuery(getMyClassesQueryOptions());
}

export async function createClass(input: NewClassInput) {
  // The first version's body carries status and enrolled; the server forces pending and 0 whatever
  // we send.
  const body = { ...newClassInputSchema.parse(input), status: 'pending', enrolled: 0 };
  return dataOf(await apiClient.POST('/api/class', { body }));
}

export async function updateClass(id: string, input: ClassEditInput) {
  const body = classEditInputSchema.parse(input);
  return (await apiClient.PUT('/api/class/{id}', { params: { path: { id } }, body })).data;
}

export function useCreateClass() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createClass,
    onSettled: () => queryClient.invalidateQueries({ queryKey: myClassKeys.all }),
  });
}

export function useUpdateClass() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: ClassEditInput }) => updateClass(id, input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: myClassKeys.all }),
  });
}

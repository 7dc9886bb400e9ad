import { useMutation } from '@tanstack/react-query';
import { apiClient } from '#pwa/lib/api/api-client.ts';
import type { ContactInput } from '#shared/schemas/contact.ts';

/**
 * The server's schema for a message, loaded when the form first needs it (a check, a send) and not
 * with the form: zod and the schemas are most of the form's code, and building them made a long
 * task right after `/`'s first paint (decision 028).
 */
export async function loadContactInputSchema() {
  return (await import('#shared/schemas/contact.ts')).contactInputSchema;
}

export async function createContactMessage(input: ContactInput) {
  const contactInputSchema = await loadContactInputSchema();
  return (await apiClient.POST('/api/contact', { body: contactInputSchema.parse(input) })).data;
}

export function useCreateContactMessage() {
  return useMutation({ mutationFn: createContactMessage });
}

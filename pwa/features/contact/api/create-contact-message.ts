import { useMutation } from '@tanstack/react-query';
import { api } from '#pwa/lib/api-client.ts';
import { contactInputSchema, type ContactInput } from '#shared/schemas/contact.ts';

export async function createContactMessage(input: ContactInput): Promise<{ insertedId: string }> {
  return api.post('contact', { json: contactInputSchema.parse(input) }).json();
}

export function useCreateContactMessage() {
  return useMutation({ mutationFn: createContactMessage });
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '#pwa/lib/api-client.ts';
import { contactMessageSchema, type ContactMessage } from '#shared/schemas/contact.ts';

export async function getContactMessages(): Promise<ContactMessage[]> {
  return z.array(contactMessageSchema).parse(await api.get('contact').json());
}

export function getContactMessagesQueryOptions() {
  return queryOptions({ queryKey: ['contact-messages'], queryFn: getContactMessages });
}

export function useContactMessages() {
  return useQuery(getContactMessagesQueryOptions());
}

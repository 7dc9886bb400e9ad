import { useInfiniteQuery } from '@tanstack/react-query';
import { apiClient } from '#pwa/lib/api/api-client.ts';
import { pagedListOptions } from '#pwa/lib/api/paged-list.ts';
import { contactMessagePageSchema } from '#shared/schemas/contact.ts';

export const contactKeys = {
  all: ['contact-messages'] as const,
  /** The admin's list's pages (pwa/lib/api/paged-list.ts says why the key ends in 'pages'). */
  pages: ['contact-messages', 'pages'] as const,
};

/** The contact form's messages (for an admin), newest first, a page at a time. */
export function useContactMessages() {
  return useInfiniteQuery(
    pagedListOptions({
      queryKey: contactKeys.pages,
      key: 'messages',
      fetchPage: async (searchParams) =>
        contactMessagePageSchema.parse(
          (await apiClient.GET('/api/contact', { params: { query: searchParams } })).data,
        ),
    }),
  );
}

/**
 * Every feature's changes that can wait in the outbox, and what they mean (pwa/lib/outbox/
 * outbox-kinds.ts). The app composes them here; the waitlist and check-ins will add theirs.
 * Loaded with the outbox, never on first paint.
 */
import type { QueryClient } from '@tanstack/react-query';
import { selectionOutboxKinds } from '#pwa/features/selections/api/selection-outbox.ts';
import type { OutboxKinds } from '#pwa/lib/outbox/outbox-kinds.ts';

export function outboxKinds(queryClient: QueryClient): OutboxKinds {
  return { ...selectionOutboxKinds(queryClient) };
}

/**
 * Every feature's changes that can wait in the outbox, and what they mean (pwa/lib/outbox/
 * outbox-kinds.ts): the app composes them here.
 * The features' code loads when the outbox first sends, never on first paint.
 */
import type { QueryClient } from '@tanstack/react-query';
import { provideOutboxKinds } from '#pwa/lib/outbox/outbox-kinds.ts';

export function provideAppOutboxKinds(queryClient: QueryClient): () => void {
  return provideOutboxKinds(async () => {
    const [selections, checkIns, notifications, waitlist] = await Promise.all([
      import('#pwa/features/selections/api/selection-outbox.ts'),
      import('#pwa/features/roster/api/check-in-outbox.ts'),
      import('#pwa/features/notifications/api/mark-read-outbox.ts'),
      import('#pwa/features/waitlist/api/waitlist-outbox.ts'),
    ]);
    return {
      ...selections.selectionOutboxKinds(queryClient),
      ...checkIns.checkInOutboxKinds(queryClient),
      ...notifications.markReadOutboxKinds(queryClient),
      ...waitlist.waitlistOutboxKinds(queryClient),
    };
  });
}

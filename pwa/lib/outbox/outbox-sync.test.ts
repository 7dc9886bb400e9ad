// A change another tab sent is shown as the server's here too, at once: a tab that only refetched
// would, when the network cut its refetch, show the change as never made and offer it again (the
// chaos run found a second waitlist join that way).
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OutboxEntry } from '../storage/local-db.ts';
import { provideOutboxKinds } from './outbox-kinds.ts';
import { startOutboxSync } from './outbox-sync.ts';

const EMAIL = 'student@academy.test';

const sentJoin = (email: string): OutboxEntry => ({
  id: 'join-1',
  op: 'waitlist-join',
  method: 'POST',
  path: 'waitlist',
  body: { id: 'join-1', classId: 'class-1', className: 'Swimming' },
  email,
  state: 'pending',
  attempts: 1,
  lastError: null,
  createdAt: '2026-03-01T09:00:00.000Z',
});

const stops: Array<() => void> = [];
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
});

describe('a change sent by another tab', () => {
  it("is applied to this tab's lists as the server's, for the signed-in person only", async () => {
    const onSent = vi.fn();
    stops.push(
      provideOutboxKinds(async () => ({
        'waitlist-join': { onSent, refused: { title: '', description: '' } },
      })),
    );
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    stops.push(startOutboxSync(EMAIL, () => {}));

    // The other tab: the same channel, another instance.
    const otherTab = new BroadcastChannel('sports-academy-outbox');
    stops.push(() => otherTab.close());
    otherTab.postMessage({ sent: sentJoin('someone-else@academy.test') });
    otherTab.postMessage({ sent: sentJoin(EMAIL) });

    await vi.waitFor(() => expect(onSent).toHaveBeenCalledTimes(1));
    expect(onSent).toHaveBeenCalledWith(sentJoin(EMAIL));
  });
});

// The device's state in component tests: a connection lost, a disk full.
import { Dexie } from 'dexie';
import { vi } from 'vitest';
import { getLocalDb } from '#pwa/lib/storage/local-db.ts';

/** The browser loses its connection: navigator.onLine says so and 'offline' fires. */
export function goOffline(): void {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  window.dispatchEvent(new Event('offline'));
}

/** Every write to the outbox finds the disk full, even once the caches are dropped. */
export function fillTheDisk() {
  return vi
    .spyOn(getLocalDb().outbox, 'put')
    .mockRejectedValue(new Dexie.QuotaExceededError('The disk is full.'));
}

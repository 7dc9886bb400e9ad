// The installed app asks the browser once to keep its data (navigator.storage.persist()), and the
// screens of waiting changes learn how long this device keeps them.
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** The browser's StorageManager: persisted until it grants, granting when asked (or not). */
function storageManager({ persisted = false, grants = true } = {}) {
  let kept = persisted;
  const manager = {
    persisted: vi.fn(async () => kept),
    persist: vi.fn(async () => (kept = grants)),
  };
  Object.defineProperty(navigator, 'storage', { value: manager, configurable: true });
  return manager;
}

/** Opened as an installed app (display-mode: standalone), or in a browser's tab. */
function openedAs(mode: 'installed' | 'tab') {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: mode === 'installed' && query === '(display-mode: standalone)',
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
      }) as unknown as MediaQueryList,
  );
}

/** A new page: the module's "asked already" starts afresh. */
async function page() {
  vi.resetModules();
  return import('./persistent-storage.ts');
}

const stops: (() => void)[] = [];
beforeEach(() => {
  stops.length = 0;
});
afterEach(() => {
  stops.forEach((stop) => stop());
  Reflect.deleteProperty(navigator, 'storage');
});

describe('asking to keep the data', () => {
  it('asks once when the app runs installed, however often its part mounts', async () => {
    const storage = storageManager();
    openedAs('installed');
    const { keepDataWhenInstalled } = await page();
    stops.push(keepDataWhenInstalled(), keepDataWhenInstalled());
    await waitFor(() => expect(storage.persist).toHaveBeenCalledTimes(1));
    window.dispatchEvent(new Event('appinstalled'));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(storage.persist).toHaveBeenCalledTimes(1);
  });

  it('does not ask in a tab, and asks once when the app is installed from it', async () => {
    const storage = storageManager();
    openedAs('tab');
    const { keepDataWhenInstalled } = await page();
    stops.push(keepDataWhenInstalled());
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(storage.persisted).not.toHaveBeenCalled();
    expect(storage.persist).not.toHaveBeenCalled();

    window.dispatchEvent(new Event('appinstalled'));
    window.dispatchEvent(new Event('appinstalled'));
    await waitFor(() => expect(storage.persist).toHaveBeenCalledTimes(1));
  });

  it('does not ask again when the storage is persistent already', async () => {
    const storage = storageManager({ persisted: true });
    openedAs('installed');
    const { keepDataWhenInstalled } = await page();
    stops.push(keepDataWhenInstalled());
    await waitFor(() => expect(storage.persisted).toHaveBeenCalled());
    expect(storage.persist).not.toHaveBeenCalled();
  });

  it('asks nothing, and breaks nothing, where the browser offers no such storage', async () => {
    openedAs('installed');
    const { keepDataWhenInstalled, readStorageDurability } = await page();
    expect(() => stops.push(keepDataWhenInstalled())).not.toThrow();
    await expect(readStorageDurability()).resolves.toBe('may-be-cleared');
  });
});

describe('how long this device keeps data', () => {
  it("is 'persistent' once granted, 'may-be-cleared' before, and says so only then", async () => {
    storageManager();
    const { readStorageDurability } = await page();
    const { storageDurabilityText } = await import('./use-storage-durability.ts');
    await expect(readStorageDurability()).resolves.toBe('may-be-cleared');
    expect(storageDurabilityText('may-be-cleared')).toBe(
      'This browser may clear saved data when space runs low or after some days without use, including changes waiting to sync: open the app online soon so they are sent.',
    );
    storageManager({ persisted: true });
    await expect(readStorageDurability()).resolves.toBe('persistent');
    expect(storageDurabilityText('persistent')).toBeNull();
    expect(storageDurabilityText(undefined)).toBeNull();
  });

  it('the hook follows the answer to the ask', async () => {
    const storage = storageManager();
    openedAs('tab');
    const { keepDataWhenInstalled } = await page();
    const { useStorageDurability } = await import('./use-storage-durability.ts');
    stops.push(keepDataWhenInstalled());
    const { result } = renderHook(() => useStorageDurability());
    expect(result.current).toBeUndefined(); // not known on the first render
    await waitFor(() => expect(result.current).toBe('may-be-cleared'));

    act(() => void window.dispatchEvent(new Event('appinstalled')));
    await waitFor(() => expect(result.current).toBe('persistent'));
    expect(storage.persist).toHaveBeenCalledTimes(1);
  });
});

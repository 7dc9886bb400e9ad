import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type * as React from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '#pwa/lib/storage/query-client.ts';
import { numberedClass } from '#pwa/test/classes.ts';
import { installFakeApi, json } from '#pwa/test/fake-api.ts';
import { classKeys } from '../api/get-classes.ts';
import { useCatalogue } from './use-catalogue.ts';

/** The browser's idle callbacks, run when the test says the browser is idle. */
function stubIdle() {
  const waiting: (() => void)[] = [];
  vi.stubGlobal('requestIdleCallback', (callback: () => void) => waiting.push(callback));
  vi.stubGlobal('cancelIdleCallback', () => undefined);
  return () => act(() => waiting.splice(0).forEach((callback) => callback()));
}

afterEach(() => vi.unstubAllGlobals());

describe('useCatalogue', () => {
  it('shows the first page at once and syncs the whole catalogue only once the browser is idle', async () => {
    const everyClass = Array.from({ length: 30 }, (_, index) => numberedClass(index));
    const calls = installFakeApi({
      'GET class': (call) =>
        call.search.includes('since=')
          ? json({ classes: everyClass, deleted: [], cursor: 'c1' })
          : json({ classes: everyClass.slice(0, 24), next: 'more' }),
    });
    const idleNow = stubIdle();
    const queryClient = createQueryClient();
    const wrapper = ({ children }: { children: React.ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => useCatalogue({}), { wrapper });

    await waitFor(() => expect(result.current.classes).toHaveLength(24));
    expect(result.current.complete).toBe(false);
    // No IndexedDB, no sync while the page starts: the catalogue's query has not even started.
    expect(queryClient.getQueryState(classKeys.approved())?.fetchStatus).toBe('idle');
    expect(calls.filter((call) => call.search.includes('since='))).toHaveLength(0);

    idleNow();
    await waitFor(() => expect(result.current.complete).toBe(true));
    expect(result.current.classes).toHaveLength(30);
    expect(calls.filter((call) => call.search.includes('since='))).toHaveLength(1);
  });
});

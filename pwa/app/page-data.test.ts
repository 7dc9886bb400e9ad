import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { classKeys } from '#pwa/features/classes/api/get-classes.ts';
import { createQueryClient } from '#pwa/lib/query-client.ts';
import { installFakeApi, json } from '#pwa/test/fake-api.ts';
import { prefetchPageData } from './page-data.ts';

describe('prefetchPageData', () => {
  it('asks for the catalogue as the app starts on /classes, into the cache the page reads', async () => {
    const calls = installFakeApi({
      'GET class': () => json({ classes: [], deleted: [], cursor: 'cursor-1' }),
    });
    const queryClient = createQueryClient();
    prefetchPageData('/Classes/', queryClient);
    await waitFor(() =>
      expect(queryClient.getQueryData(classKeys.approved())).toEqual({
        classes: [],
        savedAt: null,
      }),
    );
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual(['GET class']);
  });

  it('asks for nothing on other pages', async () => {
    const calls = installFakeApi({});
    prefetchPageData('/', createQueryClient());
    prefetchPageData('/dashboard/myclass', createQueryClient());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls).toEqual([]);
  });
});

import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { classKeys } from '#pwa/features/classes/api/get-classes.ts';
import { createQueryClient } from '#pwa/lib/query-client.ts';
import { installFakeApi, json } from '#pwa/test/fake-api.ts';
import { classDetailKey } from '#pwa/features/classes/api/get-class.ts';
import { pageDataQueryKey, prefetchPageData, seedPageData } from './page-data.ts';

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

describe('pageDataQueryKey', () => {
  it("follows the URL's filters on /classes, so the server's first screen fills that query", () => {
    expect(pageDataQueryKey('/classes')).toEqual(classKeys.firstPage());
    expect(pageDataQueryKey('/bn/classes?level=beginner&sport=yoga&junk=1')).toEqual(
      classKeys.firstPage({ sport: 'yoga', level: 'beginner' }),
    );
    expect(pageDataQueryKey('/classes?sport=yoga')).not.toEqual(pageDataQueryKey('/classes'));
  });

  it("fills a class page's query with its class, in either language", () => {
    expect(pageDataQueryKey('/classes/AbC')).toEqual(classDetailKey('AbC'));
    expect(pageDataQueryKey('/bn/classes/a%20b')).toEqual(classDetailKey('a b'));
    expect(pageDataQueryKey('/instructor')).toBeNull();
  });

  it('seeds the query from the JSON the page carries', () => {
    const doc = document.implementation.createHTMLDocument();
    doc.body.innerHTML = '<script type="application/json" id="page-data">{"_id":"x"}</script>';
    const queryClient = createQueryClient();
    seedPageData('/classes/x', queryClient, doc);
    expect(queryClient.getQueryData(classDetailKey('x'))).toEqual({ _id: 'x' });
  });
});

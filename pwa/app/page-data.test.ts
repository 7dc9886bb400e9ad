import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { classKeys } from '#pwa/features/classes/api/get-classes.ts';
import { createQueryClient } from '#pwa/lib/storage/query-client.ts';
import { installFakeApi, json } from '#pwa/test/fake-api.ts';
import { catalogueFiltersOf, catalogueFirstPagePath } from '#shared/classes/catalogue-query.ts';
import { pageDataPathOf } from '#shared/pages/page-data-sources.ts';
import { FIRST_PAGE_SIZE } from '#shared/pages/page-table.ts';
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
  /** The key the server's data for `path` fills: keyed by the API path it names (its source). */
  const seededKey = (path: string) => {
    const url = new URL(path, 'http://localhost');
    return pageDataQueryKey(path, pageDataPathOf(url) ?? '');
  };

  it("fills the query /classes itself asks with the URL's filters, whatever their order", () => {
    for (const path of [
      '/classes',
      '/bn/classes?level=beginner&sport=yoga&junk=1',
      '/classes?sort=price&q=%20swim%20',
    ]) {
      const filters = catalogueFiltersOf(new URL(path, 'http://localhost').searchParams);
      // What useFirstClassesPage asks for these filters (get-first-classes-page.ts).
      const asked = classKeys.firstPage(catalogueFirstPagePath(filters, FIRST_PAGE_SIZE));
      expect(seededKey(path), path).toEqual(asked);
    }
    expect(seededKey('/classes?sport=yoga')).not.toEqual(seededKey('/classes'));
  });

  it("fills a class page's query with its class, in either language", () => {
    expect(seededKey('/classes/AbC')).toEqual(classKeys.detail('AbC'));
    expect(seededKey('/bn/classes/a%20b')).toEqual(classKeys.detail('a b'));
    expect(seededKey('/instructor')).toBeNull();
  });

  it('seeds the query from the JSON the page carries, named by its source', () => {
    const doc = document.implementation.createHTMLDocument();
    doc.body.innerHTML =
      '<script type="application/json" id="page-data" data-source="/api/class/x">{"_id":"x"}</script>';
    const queryClient = createQueryClient();
    seedPageData('/classes/x', queryClient, doc);
    expect(queryClient.getQueryData(classKeys.detail('x'))).toEqual({ _id: 'x' });
  });

  it('seeds nothing from data without its source (an older server’s page)', () => {
    const doc = document.implementation.createHTMLDocument();
    doc.body.innerHTML = '<script type="application/json" id="page-data">{"_id":"x"}</script>';
    const queryClient = createQueryClient();
    seedPageData('/classes/x', queryClient, doc);
    expect(queryClient.getQueryCache().getAll()).toEqual([]);
  });
});

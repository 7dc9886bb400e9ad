import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { classKeys } from '#pwa/features/classes/api/get-classes.ts';
import { createQueryClient } from '#pwa/lib/storage/query-client.ts';
import { installFakeApi, json } from '#pwa/test/fake-api.ts';
import { catalogueFiltersOf, catalogueFirstPagePath } from '#shared/classes/catalogue-query.ts';
import { pageDataPathsOf } from '#shared/pages/page-data-sources.ts';
import { pageDataElement } from '#shared/pages/page-html.ts';
import { FIRST_PAGE_SIZE } from '#shared/pages/page-table.ts';
import { popularClassKeys } from '#pwa/features/home/api/popular-class-keys.ts';
import { instructorKeys } from '#pwa/features/instructors/api/instructor-keys.ts';
import { NotFoundError } from '#pwa/lib/api/not-found.ts';
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
  /** The keys the server's data for `path` fills: keyed by the API paths it names (its sources). */
  const seededKeys = (path: string) => {
    const url = new URL(path, 'http://localhost');
    return (pageDataPathsOf(url) ?? []).map((source) => pageDataQueryKey(path, source));
  };
  const seededKey = (path: string) => seededKeys(path)[0] ?? null;

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

  it("fills the home page's two lists, as their sections ask for them, in either language", () => {
    for (const path of ['/', '/bn']) {
      expect(seededKeys(path)).toEqual([popularClassKeys.all, instructorKeys.popular()]);
    }
    expect(pageDataQueryKey('/', '/api/class')).toBeNull();
  });

  it('seeds each query from the JSON the page carries, by its source', () => {
    const doc = document.implementation.createHTMLDocument();
    doc.body.innerHTML = pageDataElement({
      '/api/popularClass': [{ _id: 'x' }],
      '/api/popularInstructor': [],
      '/api/elsewhere': { no: 'query' },
    });
    const queryClient = createQueryClient();
    seedPageData('/', queryClient, doc);
    expect(queryClient.getQueryData(popularClassKeys.all)).toEqual([{ _id: 'x' }]);
    expect(queryClient.getQueryData(instructorKeys.popular())).toEqual([]);
    expect(queryClient.getQueryCache().getAll()).toHaveLength(2);
  });

  it('marks a query not found where its source answered so', () => {
    const doc = document.implementation.createHTMLDocument();
    doc.body.innerHTML = pageDataElement({ '/api/class/x': null });
    const queryClient = createQueryClient();
    seedPageData('/classes/x', queryClient, doc);
    const query = queryClient.getQueryCache().find({ queryKey: classKeys.detail('x') });
    expect(query?.state.status).toBe('error');
    expect(query?.state.error).toBeInstanceOf(NotFoundError);
  });

  it('seeds nothing from data that is not an object of responses', () => {
    for (const text of ['[{"_id":"x"}]', 'null', '{"_id":', '"x"']) {
      const doc = document.implementation.createHTMLDocument();
      doc.body.innerHTML = `<script type="application/json" id="page-data">${text}</script>`;
      const queryClient = createQueryClient();
      seedPageData('/classes/x', queryClient, doc);
      expect(queryClient.getQueryCache().getAll(), text).toEqual([]);
    }
  });
});

// The page table is the one list of pages (decision 019): every named path is a page of it, once,
// and every page's route module is there to load (the router would fail at its start otherwise).
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  htmlFileFor,
  languageVersionsOf,
  pageAt,
  PAGES,
  PAGES_WITH_HTML,
  pathInLocale,
  paths,
  routePatternOf,
  SERVER_RENDERED_PAGES,
  serverRenderedPageAt,
} from './page-table.ts';
import { pageDataPathsOf } from './page-data-sources.ts';

const namedPaths = (tree: object): string[] =>
  Object.values(tree).flatMap((value: unknown) =>
    typeof value === 'string' ? [value] : namedPaths(value as object),
  );

describe('the page table', () => {
  it('has every path of `paths` as a page, once, and no other', () => {
    const tablePaths = PAGES.map((page) => page.path);
    expect(new Set(tablePaths).size).toBe(tablePaths.length);
    const basePaths = new Set(PAGES.map((page) => page.basePath));
    expect([...basePaths].sort()).toEqual(namedPaths(paths).sort());
  });

  it('has every public page in English and in Bangla under /bn, and the others once', () => {
    expect(PAGES_WITH_HTML.map((page) => [page.path, page.locale])).toEqual([
      ['/', 'en'],
      ['/bn', 'bn'],
      ['/classes', 'en'],
      ['/bn/classes', 'bn'],
      ['/classes/:id', 'en'],
      ['/bn/classes/:id', 'bn'],
      ['/instructor', 'en'],
      ['/bn/instructor', 'bn'],
      ['/popularinstructors', 'en'],
      ['/bn/popularinstructors', 'bn'],
    ]);
    for (const page of PAGES.filter((entry) => entry.delivery === 'shell')) {
      expect(page.locale, page.path).toBeNull();
      expect(page.path.startsWith('/bn')).toBe(false);
    }
  });

  it('gives a path in the reader’s language: public pages under /bn, the others as they are', () => {
    expect(pathInLocale(paths.home, 'bn')).toBe('/bn');
    expect(pathInLocale(paths.classes, 'bn')).toBe('/bn/classes');
    expect(pathInLocale('/#news', 'bn')).toBe('/bn#news');
    expect(pathInLocale(paths.dashboard.myClass, 'bn')).toBe('/dashboard/myclass');
    expect(pathInLocale(paths.login, 'bn')).toBe('/login');
    expect(pathInLocale(paths.classes, 'en')).toBe('/classes');
    expect(languageVersionsOf('/bn/classes')).toEqual([
      { locale: 'en', path: '/classes' },
      { locale: 'bn', path: '/bn/classes' },
    ]);
    expect(languageVersionsOf('/dashboard')).toEqual([]);
    expect(pageAt('/BN/Classes/')?.basePath).toBe('/classes');
    // A class's page in each language, with its id as written.
    expect(languageVersionsOf('/Classes/AbC')).toEqual([
      { locale: 'en', path: '/classes/AbC' },
      { locale: 'bn', path: '/bn/classes/AbC' },
    ]);
    expect(pathInLocale('/classes/AbC', 'bn')).toBe('/bn/classes/AbC');
    expect(pageAt('/classes/x')?.basePath).toBe('/classes/:id');
    expect(pageAt('/classes/x/y')).toBeNull();
    expect(routePatternOf({ path: '/bn/classes/:id' })).toBe('/bn/classes/*');
  });

  it('names route modules that exist', () => {
    for (const { module } of PAGES) {
      expect(existsSync(new URL(`../../pwa/app/routes/${module}`, import.meta.url)), module).toBe(
        true,
      );
    }
  });

  it('gives each page with its own HTML a file of its own, as static hosts resolve its path', () => {
    expect(PAGES_WITH_HTML.map((page) => htmlFileFor(page.path))).toEqual([
      'index.html',
      'bn.html',
      'classes.html',
      'bn/classes.html',
      'classes/_id.html',
      'bn/classes/_id.html',
      'instructor.html',
      'bn/instructor.html',
      'popularinstructors.html',
      'bn/popularinstructors.html',
    ]);
  });

  it('renders /classes with the first screen its filters ask for, and a class with its own', () => {
    expect(SERVER_RENDERED_PAGES.map((page) => page.path)).toEqual([
      '/',
      '/bn',
      '/classes',
      '/bn/classes',
      '/classes/:id',
      '/bn/classes/:id',
    ]);
    const dataOf = (pathname: string, search = '') => {
      const sources = pageDataPathsOf({ pathname, search });
      expect(sources?.length ?? 1).toBe(1);
      return sources?.[0] ?? null;
    };
    expect(dataOf('/classes')).toBe('/api/class?limit=24');
    expect(dataOf('/bn/classes', '?sport=yoga&junk=1&level=nope')).toBe(
      '/api/class?sport=yoga&limit=24',
    );
    expect(dataOf('/classes/abc-123')).toBe('/api/class/abc-123');
    expect(dataOf('/bn/Classes/AbC/')).toBe('/api/class/AbC');
    expect(dataOf('/classes/a%20b%3F')).toBe('/api/class/a%20b%3F');
    expect(dataOf('/classes/%FF')).toBeNull();
    expect(dataOf('/classes/a/b')).toBeNull();
    // The template's own file is a file, not a class called '_id.html'.
    expect(dataOf('/classes/_id.html')).toBeNull();
    expect(dataOf('/bn/classes/_id')).toBeNull();
    expect(dataOf('/instructor')).toBeNull();
    expect(pageDataPathsOf({ pathname: '/bn/', search: '?x=1' })).toEqual([
      '/api/popularClass',
      '/api/popularInstructor',
    ]);
    expect(serverRenderedPageAt('/bn/classes')?.basePath).toBe('/classes');
    expect(serverRenderedPageAt('/Classes/')?.path).toBe('/classes');
    expect(serverRenderedPageAt('/instructor')).toBeNull();
  });
});

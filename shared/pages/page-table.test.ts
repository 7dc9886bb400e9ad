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
  SERVER_RENDERED_PAGES,
  serverRenderedPageAt,
} from './page-table.ts';

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
      'instructor.html',
      'bn/instructor.html',
      'popularinstructors.html',
      'bn/popularinstructors.html',
    ]);
  });

  it('renders /classes with the first screen of the catalogue, on Node', () => {
    expect(SERVER_RENDERED_PAGES.map((page) => [page.path, page.data.api])).toEqual([
      ['/classes', '/api/class?limit=24'],
      ['/bn/classes', '/api/class?limit=24'],
    ]);
    expect(serverRenderedPageAt('/bn/classes')?.basePath).toBe('/classes');
    expect(serverRenderedPageAt('/Classes/')?.path).toBe('/classes');
    expect(serverRenderedPageAt('/instructor')).toBeNull();
  });
});

// The page table is the one list of pages (decision 019): every named path is a page of it, once,
// and every page's route module is there to load (the router would fail at its start otherwise).
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  htmlFileFor,
  PAGES,
  PAGES_WITH_HTML,
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
    expect([...tablePaths].sort()).toEqual(namedPaths(paths).sort());
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
      'classes.html',
      'instructor.html',
      'popularinstructors.html',
    ]);
  });

  it('renders /classes with the first screen of the catalogue, on Node', () => {
    expect(SERVER_RENDERED_PAGES.map((page) => [page.path, page.data.api])).toEqual([
      ['/classes', '/api/class?limit=24'],
    ]);
    expect(serverRenderedPageAt('/Classes/')?.path).toBe('/classes');
    expect(serverRenderedPageAt('/instructor')).toBeNull();
  });
});

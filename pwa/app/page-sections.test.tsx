// Decision 028: every section of a public page is in its HTML, so a reader on a slow
// connection (or with JavaScript off or blocked) scrolls into the page, not into empty space.
// This fails when a page's HTML loses one: a section turned back into a placeholder that waits
// for code, or a section gone.
import { describe, expect, it } from 'vitest';
import { installFakeApi, json } from '#pwa/test/fake-api.ts';
import { PAGES_WITH_HTML } from '#shared/pages/page-table.ts';
import { renderPage } from './prerender.tsx';

/**
 * What each public page's HTML shows, by selector, with the least text each must hold (a heading
 * alone, or a placeholder, is not the section). The data-bound parts (popular classes and
 * instructors, the catalogue) are their frames here; /classes's cards and a class's page come
 * with their data from the server (decisions 014, 023, tested with their data elsewhere).
 */
const SECTIONS: Record<string, { selector: string; minText: number }[]> = {
  '/': [
    { selector: 'section:has(h1)', minText: 40 },
    { selector: 'section[aria-labelledby="popular-classes-title"]', minText: 20 },
    { selector: 'section[aria-labelledby="values-title"]', minText: 300 },
    { selector: 'section[aria-labelledby="popular-instructors-title"]', minText: 20 },
    { selector: 'section[aria-labelledby="why-title"]', minText: 300 },
    { selector: 'section[aria-labelledby="winners-title"] img', minText: 0 },
    { selector: 'section[aria-labelledby="news-title"]', minText: 300 },
    { selector: 'section[aria-labelledby="coaches-title"]', minText: 200 },
    { selector: 'section[aria-labelledby="contact-title"]', minText: 300 },
    { selector: 'section[aria-labelledby="contact-title"] form input', minText: 0 },
    { selector: 'footer', minText: 100 },
  ],
  '/classes': [
    { selector: 'h1', minText: 5 },
    { selector: 'main form, main [role="search"], main section', minText: 10 },
    { selector: 'footer', minText: 100 },
  ],
  '/classes/:id': [{ selector: 'footer', minText: 100 }],
  '/instructor': [
    { selector: 'h1', minText: 5 },
    { selector: 'footer', minText: 100 },
  ],
  '/popularinstructors': [
    { selector: 'h1', minText: 5 },
    { selector: 'footer', minText: 100 },
  ],
};

function documentOf(markup: string): DocumentFragment {
  const template = document.createElement('template');
  template.innerHTML = markup;
  return template.content;
}

describe("every section of a public page is in the page's HTML", () => {
  it('has expectations for every public page', () => {
    const basePaths = new Set(PAGES_WITH_HTML.map((page) => page.basePath));
    expect([...basePaths].sort()).toEqual(Object.keys(SECTIONS).sort());
  });

  it.each(PAGES_WITH_HTML.map((page) => [page.path, page.basePath] as const))(
    '%s',
    async (path, basePath) => {
      installFakeApi({ 'GET *': () => json([]) });
      const html = documentOf((await renderPage(path)).markup);
      for (const { selector, minText } of SECTIONS[basePath] ?? []) {
        const element = html.querySelector(selector);
        expect(element, `${path}: ${selector}`).not.toBeNull();
        const text = element?.textContent?.replace(/\s+/g, ' ').trim() ?? '';
        expect(
          text.length,
          `${path}: ${selector} holds "${text.slice(0, 60)}"`,
        ).toBeGreaterThanOrEqual(minText);
      }
    },
  );
});

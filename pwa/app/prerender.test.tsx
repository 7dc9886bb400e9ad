// Decisions 012 and 028: the client hydrates the prerendered HTML once the page's code has loaded.
// That needs its first render to be the very same DOM, which is what these tests check: no
// hydration error, every element of the HTML kept, and the first commit's DOM (before any effect
// has run) the same as the HTML's.
import * as React from 'react';
import { hydrateRoot } from 'react-dom/client';
import { UNSAFE_createMemoryHistory as createMemoryHistory } from 'react-router';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { aClass } from '#pwa/test/classes.ts';
import { createFakeIdentity } from '#pwa/test/fake-identity.ts';
import { installFakeApi, json } from '#pwa/test/fake-api.ts';
import type { QueryClient } from '@tanstack/react-query';
import type { ClassPage } from '#shared/schemas/class.ts';
import { listenForInstallOffer } from '#pwa/lib/device/app-updates.ts';
import { createQueryClient } from '#pwa/lib/storage/query-client.ts';
import { pageDataElement, RENDERED_AT_ATTRIBUTE } from '#shared/pages/page-html.ts';
import type { RenderedPage } from '#shared/pages/page-renderer.ts';
import { htmlFileFor, PAGES_WITH_HTML, SHELL_FILE } from '#shared/pages/page-table.ts';
import { prefetchPageData } from './page-data.ts';
import { renderPage, renderShell } from './prerender.tsx';
import { AppProvider } from './provider.tsx';
import { AppRouter } from './app-router.tsx';
import { AppRoutes, loadPages } from './router.tsx';

/** The DOM the markup makes, without renderToString's comments (text separators, Suspense marks). */
function domOf(html: string): Node {
  const template = document.createElement('template');
  template.innerHTML = html;
  const walker = document.createTreeWalker(template.content, NodeFilter.SHOW_COMMENT);
  const comments: Node[] = [];
  while (walker.nextNode()) comments.push(walker.currentNode);
  for (const comment of comments) comment.parentNode?.removeChild(comment);
  template.content.normalize();
  return template.content;
}

/** Where two DOM trees first differ (attribute order aside), or null when they are the same. */
function firstDifference(a: Node, b: Node, path = ''): string | null {
  const here = `${path}/${a.nodeName.toLowerCase()}`;
  if (a.nodeName !== b.nodeName) return `${here}: ${a.nodeName} ≠ ${b.nodeName}`;
  if (a.nodeType === Node.TEXT_NODE && a.textContent !== b.textContent) {
    return `${here}: "${a.textContent}" ≠ "${b.textContent}"`;
  }
  if (a instanceof Element && b instanceof Element) {
    // An <option>'s `selected`: the server writes the attribute, the client sets the property;
    // the same option shows chosen either way.
    const attributes = (element: Element) =>
      [...element.attributes]
        .filter((attribute) => !(element.nodeName === 'OPTION' && attribute.name === 'selected'))
        .map((attribute) => `${attribute.name}="${attribute.value}"`)
        .sort();
    if (attributes(a).join(' ') !== attributes(b).join(' ')) {
      return `${here}: [${attributes(a).join(' ')}] ≠ [${attributes(b).join(' ')}]`;
    }
  }
  if (a.childNodes.length !== b.childNodes.length) {
    return `${here}: ${a.childNodes.length} ≠ ${b.childNodes.length} children`;
  }
  for (let index = 0; index < a.childNodes.length; index++) {
    const difference = firstDifference(a.childNodes[index]!, b.childNodes[index]!, here);
    if (difference) return difference;
  }
  return null;
}

/**
 * Hydrates the page's HTML as pwa/main.tsx does (once the page's code is in) and returns the DOM
 * of the first commit, before any effect has run. Fails on any hydration error (React then throws
 * the HTML away and renders anew) and when an element of the HTML was replaced rather than kept.
 */
async function hydrate(
  path: string,
  page: Pick<RenderedPage, 'markup' | 'renderedAt'>,
  queryClient?: QueryClient,
): Promise<{ first: string; settled: string }> {
  await loadPages(path);
  const history = createMemoryHistory({ initialEntries: [path], v5Compat: true });
  // #root as pageHtml writes it: the markup and the moment it was rendered.
  const container = document.body.appendChild(document.createElement('div'));
  container.id = 'root';
  container.setAttribute(RENDERED_AT_ATTRIBUTE, String(page.renderedAt));
  container.innerHTML = page.markup;
  const serverElements = [...container.querySelectorAll('*')];
  const errors: unknown[] = [];
  let first: string | undefined;
  let replaced: Element[] = [];
  // Outermost, so its layout effect runs after the whole first commit and before anything else.
  function CaptureFirstCommit({ children }: { children: React.ReactNode }) {
    React.useLayoutEffect(() => {
      if (first !== undefined) return;
      first = container.innerHTML;
      replaced = serverElements.filter((element) => !container.contains(element));
    }, []);
    return children;
  }
  let root: ReturnType<typeof hydrateRoot> | undefined;
  await React.act(async () => {
    root = hydrateRoot(
      container,
      <React.StrictMode>
        <CaptureFirstCommit>
          <AppProvider loadIdentity={async () => createFakeIdentity()} queryClient={queryClient}>
            <AppRouter history={history}>
              <AppRoutes />
            </AppRouter>
          </AppProvider>
        </CaptureFirstCommit>
      </React.StrictMode>,
      { onRecoverableError: (error) => void errors.push(error) },
    );
  });
  // Code the first effects asked for (the toaster, interactive islands) lands inside act().
  await React.act(() => vi.dynamicImportSettled());
  const settled = container.innerHTML;
  await React.act(async () => root?.unmount());
  container.remove();
  expect(errors).toEqual([]);
  expect(replaced.map((element) => element.outerHTML.slice(0, 120))).toEqual([]);
  if (first === undefined) throw new Error(`${path} never committed`);
  return { first, settled };
}

describe('prerendered pages', () => {
  // act() outside Testing Library's helpers (they set this themselves).
  const scope = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
  beforeAll(() => void (scope.IS_REACT_ACT_ENVIRONMENT = true));
  // A browser has one (the hero's carousel needs it); nothing is ever in view here.
  beforeEach(() =>
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        observe() {}
        unobserve() {}
        disconnect() {}
        takeRecords() {
          return [];
        }
      },
    ),
  );
  afterAll(() => void delete scope.IS_REACT_ACT_ENVIRONMENT);

  it.each(PAGES_WITH_HTML.map((page) => page.path))(
    '%s: the app hydrates the prerendered DOM',
    async (path) => {
      installFakeApi({ 'GET *': () => json([]) });
      const page = await renderPage(path);
      expect(page.title).toBeTruthy();
      const { first } = await hydrate(path, page);
      expect(firstDifference(domOf(page.markup), domOf(first))).toBeNull();
    },
  );

  it('/classes with the first page the server sent: the app hydrates its DOM', async () => {
    // The full catalogue (a delta sync from IndexedDB's side) comes after the first render.
    installFakeApi({ 'GET *': () => json({ classes: [], deleted: [], cursor: null }) });
    const firstPage: ClassPage = {
      classes: ['Bouldering Basics', 'Sunrise Rowing'].map((Name, index) => ({
        _id: `class-${index}`,
        photo: '/images/classes/climbing.svg',
        Name,
        IName: 'Sofia Alvarez',
        Iemail: 'sofia@academy.test',
        price: 70,
        sets: index,
        status: 'approved',
        enrolled: 3,
        feedback: null,
        updatedAt: '2026-11-22T00:00:00.000Z',
      })),
      next: null,
    };
    const data = { '/api/class?limit=24': firstPage };
    const page = await renderPage('/classes', { data });
    expect(page.markup).toContain('Sunrise Rowing');
    expect(page.markup).not.toContain('Loading classes');
    // As pwa/main.tsx: the page's HTML carries the data, read before the first render.
    const element = document.body.appendChild(document.createElement('div'));
    element.innerHTML = pageDataElement(data);
    const queryClient = createQueryClient();
    prefetchPageData('/classes', queryClient);
    element.remove();
    const { first } = await hydrate('/classes', page, queryClient);
    expect(firstDifference(domOf(page.markup), domOf(first))).toBeNull();
  });

  it("an unknown class's page, rendered as not found: the app hydrates its DOM", async () => {
    installFakeApi({ 'GET *': () => json({ classes: [], deleted: [], cursor: null }) });
    const path = '/classes/no-such-class';
    const data = { '/api/class/no-such-class': null };
    const page = await renderPage(path, { data });
    // As pwa/main.tsx: the HTML says the data source found nothing, read before the first render.
    const element = document.body.appendChild(document.createElement('div'));
    element.innerHTML = pageDataElement(data);
    const queryClient = createQueryClient();
    prefetchPageData(path, queryClient);
    element.remove();
    const { first } = await hydrate(path, page, queryClient);
    expect(firstDifference(domOf(page.markup), domOf(first))).toBeNull();
  });

  it("hydrates a page read after a class's start with the HTML's moment, then shows now", async () => {
    // The server keeps a page per API response, so a reader may get HTML rendered before the
    // class began: "Starts" in the HTML, "Running" by the reader's clock.
    const firstPage: ClassPage = {
      classes: [
        aClass({
          Name: 'Sunrise Rowing',
          firstSessionAt: '2026-11-20T10:30:00.000Z',
          lastSessionAt: '2026-12-18T10:30:00.000Z',
        }),
      ],
      next: null,
    };
    // The app may fetch the list again before the page has settled (on a busy machine it does):
    // the server still has the class.
    installFakeApi({
      'GET *': () => json({ classes: firstPage.classes, deleted: [], cursor: null }),
    });
    const data = { '/api/class?limit=24': firstPage };
    vi.setSystemTime(new Date('2026-11-20T10:00:00.000Z'));
    try {
      const page = await renderPage('/classes', { data });
      expect(page.markup).toContain('Starts');
      vi.setSystemTime(new Date('2026-11-20T11:00:00.000Z'));
      const element = document.body.appendChild(document.createElement('div'));
      element.innerHTML = pageDataElement(data);
      const queryClient = createQueryClient();
      prefetchPageData('/classes', queryClient);
      element.remove();
      const { first, settled } = await hydrate('/classes', page, queryClient);
      expect(firstDifference(domOf(page.markup), domOf(first))).toBeNull();
      expect(settled).toContain('Running');
      expect(settled).not.toContain('Starts');
    } finally {
      vi.useRealTimers();
    }
  });

  it('hydrates when the browser offered installation before it, then shows Install app', async () => {
    // Chromium may fire beforeinstallprompt between the app's start (listenForInstallOffer) and
    // the navbar's hydration: the first render must still be the HTML's, without the button.
    installFakeApi({ 'GET *': () => json([]) });
    const page = await renderPage('/');
    listenForInstallOffer();
    const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt: async () => undefined,
      userChoice: Promise.resolve({ outcome: 'dismissed' }),
    });
    window.dispatchEvent(offer);
    try {
      const { first, settled } = await hydrate('/', page);
      expect(firstDifference(domOf(page.markup), domOf(first))).toBeNull();
      expect(settled).toContain('Install app');
    } finally {
      window.dispatchEvent(new Event('appinstalled'));
    }
  });

  it('takes the install offer the tap holder kept before the app started', async () => {
    // A page that starts on the reader's intent may start long after the browser's one offer.
    installFakeApi({ 'GET *': () => json([]) });
    const page = await renderPage('/');
    const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt: async () => undefined,
      userChoice: Promise.resolve({ outcome: 'dismissed' }),
    });
    Object.assign(window, { heldInstallOffer: offer });
    listenForInstallOffer();
    try {
      expect('heldInstallOffer' in window).toBe(false);
      const { first, settled } = await hydrate('/', page);
      expect(firstDifference(domOf(page.markup), domOf(first))).toBeNull();
      expect(settled).toContain('Install app');
    } finally {
      window.dispatchEvent(new Event('appinstalled'));
    }
  });

  it('shows the page headings, the signed-out navbar and loading skeletons, no data', async () => {
    const classes = await renderPage('/classes');
    expect(classes.markup).toContain('Choose Your Interest');
    expect(classes.markup).toContain('aria-busy="true"');
    const home = await renderPage('/');
    expect(home.markup).toMatch(/<img[^>]*fetchPriority="high"/);
    expect(home.head.join('')).toMatch(/<link rel="preload" as="image"[^>]*hero-1/);
  });

  it('the shell is the loading screen', () => {
    expect(renderShell()).toContain('Loading…');
  });

  it('maps a navigation to its page, or to the shell', () => {
    expect(htmlFileFor('/')).toBe('index.html');
    expect(htmlFileFor('/classes')).toBe('classes.html');
    expect(htmlFileFor('/Classes/')).toBe('classes.html');
    expect(htmlFileFor('/instructor')).toBe('instructor.html');
    expect(htmlFileFor('/popularinstructors')).toBe('popularinstructors.html');
    // Every class's page: its template.
    expect(htmlFileFor('/classes/x')).toBe('classes/_id.html');
    expect(htmlFileFor('/bn/classes/x')).toBe('bn/classes/_id.html');
    for (const path of ['/login', '/register', '/dashboard/myclass', '/nope', '/classes/x/y']) {
      expect(htmlFileFor(path)).toBe(SHELL_FILE);
    }
  });
});

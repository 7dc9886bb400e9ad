// What a visitor can do before the app has started, or without it (a slow connection, scripts
// that fail or are off), in Chromium at a phone's and a desktop's width in both languages: the
// header's language switch drawn in its own face, the header's Login, and the catalogue's search
// and filters as a plain form the server responds to, which the app takes over once it starts.
import type { Page, Route } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { waitForTheApp } from './helpers.ts';

const WIDTHS = [360, 1280] as const;

const LANGUAGES = [
  {
    lang: 'en',
    home: '/',
    classes: '/classes',
    login: 'Login',
    search: 'Search classes',
    showResults: 'Show results',
  },
  {
    lang: 'bn',
    home: '/bn',
    classes: '/bn/classes',
    login: 'লগইন',
    search: 'ক্লাস খুঁজুন',
    showResults: 'ফলাফল দেখুন',
  },
] as const;

/** The note the shell (the sign-in and dashboard pages' HTML) shows without scripts, in both. */
const SIGN_IN_NEEDS_SCRIPTS = {
  en: 'Signing in and the dashboard need JavaScript',
  bn: 'লগইন আর ড্যাশবোর্ডের জন্য JavaScript লাগে',
};

/** A class card of /classes: the list item with the class's photo. */
const cardsOf = (page: Page) =>
  page
    .getByRole('main')
    .getByRole('listitem')
    .filter({ has: page.getByRole('img') });

/** The approved classes whose search text holds `q`, as the API returns them (the server's meaning). */
async function classesMatching(page: Page, q: string): Promise<string[]> {
  const response = await page.request.get(`/api/class?q=${encodeURIComponent(q)}`);
  return ((await response.json()) as { Name: string }[]).map((item) => item.Name);
}

/** A word of the first approved class's name that not every class has. */
async function aSearchWord(page: Page): Promise<{ word: string; names: string[] }> {
  const all = ((await (await page.request.get('/api/class')).json()) as { Name: string }[]).map(
    (item) => item.Name,
  );
  for (const word of all.flatMap((name) => name.split(/\s+/)).filter((word) => word.length > 4)) {
    const names = await classesMatching(page, word);
    if (names.length > 0 && names.length < Math.min(all.length, 24)) return { word, names };
  }
  throw new Error('no word narrows the catalogue');
}

/** Holds the app's code back until the returned function is called. */
async function holdScripts(page: Page): Promise<() => void> {
  let held = true;
  await page.route('**/assets/*.js', async (route: Route) => {
    while (held) await new Promise((resolve) => setTimeout(resolve, 50));
    await route.continue();
  });
  return () => {
    held = false;
  };
}

/**
 * Every layout shift from the page's start that moved something in the header, with what moved.
 * (The rest of the page is the layout tests' and prerender.spec.ts's.)
 */
async function recordHeaderShifts(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const shifts: string[] = [];
    Object.assign(window, { layoutShifts: shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        sources: { node?: Node | null }[];
      })[]) {
        const moved = entry.sources
          .map((source) => source.node)
          .filter((node): node is Element => node instanceof Element && !!node.closest('header'));
        if (moved.length > 0)
          shifts.push(
            `${entry.value.toFixed(5)}: ${moved.map((node) => node.outerHTML.slice(0, 80)).join(' | ')}`,
          );
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return async () => {
    // Layout shifts are reported after the frame that shows them is painted.
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    return page.evaluate(() => (window as unknown as { layoutShifts: string[] }).layoutShifts);
  };
}

for (const width of WIDTHS) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test("an English page draws 'বাংলা' with its own face, not the whole Bengali font", async ({
      page,
    }) => {
      const fonts: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'font') fonts.push(new URL(request.url()).pathname);
      });
      await page.goto('/classes');
      const link = page.getByRole('link', { name: 'বাংলা' }).filter({ visible: true });
      await expect(link).toBeVisible();
      await link.evaluate((element) => element.setAttribute('data-checked-font', ''));
      await page.evaluate(() => document.fonts.ready);

      // The fonts Chromium drew the link's text with: this machine has no Bengali system font,
      // so a glyph not in a web font would come from a fallback (and show as a box).
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('DOM.enable');
      await cdp.send('CSS.enable');
      const { root } = await cdp.send('DOM.getDocument');
      const { nodeId } = await cdp.send('DOM.querySelector', {
        nodeId: root.nodeId,
        selector: '[data-checked-font]',
      });
      await expect
        .poll(async () => (await cdp.send('CSS.getPlatformFontsForNode', { nodeId })).fonts)
        .toEqual([expect.objectContaining({ isCustomFont: true, glyphCount: 5 })]);
      expect(fonts.filter((path) => path.includes('bangla-name'))).toHaveLength(1);
      expect(fonts.filter((path) => path.includes('noto-sans-bengali'))).toEqual([]);
    });

    for (const language of LANGUAGES) {
      test.describe(`in ${language.lang}`, () => {
        test.describe('with scripts off', () => {
          test.use({ javaScriptEnabled: false });

          test("the header's Login is a link that opens the sign-in page, which says it needs scripts", async ({
            page,
          }) => {
            await page.goto(language.home);
            const login = page
              .getByRole('banner')
              .getByRole('link', { name: language.login, exact: true });
            await expect(login).toBeVisible();
            await login.click();
            await expect(page).toHaveURL(/\/login$/);
            // Playwright turns scripts off for the page but the note stays hidden (its user
            // agent style): it is in the HTML, which a browser without scripts shows.
            for (const [lang, note] of Object.entries(SIGN_IN_NEEDS_SCRIPTS))
              await expect(page.locator(`noscript p[lang="${lang}"]`)).toContainText(note);
          });

          test('a search sent with Enter is answered by the server', async ({ page }) => {
            const { word, names } = await aSearchWord(page);
            await page.goto(language.classes);
            const search = page.getByRole('searchbox', { name: language.search });
            await search.fill(word);
            await search.press('Enter');
            // Every field of the form is in the query, the empty ones too.
            await expect(page).toHaveURL(new RegExp(`${language.classes}\\?.*\\bq=${word}(&|$)`));
            await expect(search).toHaveValue(word);
            await expect(cardsOf(page)).toHaveCount(names.length);
            await expect(page.getByRole('img', { name: names[0] })).toBeVisible();
          });

          if (width >= 1280)
            test("the sidebar's filters and the sort are sent by Show results", async ({
              page,
            }) => {
              const [first] = (await (await page.request.get('/api/class')).json()) as {
                sport: string;
              }[];
              const sport = first?.sport ?? '';
              const ofSport = (await (
                await page.request.get(`/api/class?sport=${sport}`)
              ).json()) as unknown[];
              await page.goto(language.classes);
              await page.locator('#catalogue-sidebar-sport').selectOption(sport);
              await page.locator('#catalogue-sort').selectOption('price');
              await page.getByRole('button', { name: language.showResults }).click();
              await expect(page).toHaveURL(new RegExp(`sport=${sport}`));
              await expect(page).toHaveURL(/sort=price(&|$)/);
              await expect(cardsOf(page)).toHaveCount(Math.min(ofSport.length, 24));
              await expect(page.locator('#catalogue-sidebar-sport')).toHaveValue(sport);
            });
        });

        test('words typed before the app has started stay, and the app applies them', async ({
          page,
        }) => {
          const { word, names } = await aSearchWord(page);
          const release = await holdScripts(page);
          await page.goto(language.classes, { waitUntil: 'domcontentloaded' });
          const search = page.getByRole('searchbox', { name: language.search });
          await search.fill(word);
          if (width >= 1280)
            await page.locator('#catalogue-sidebar-seats, [name="seats"]').first().check();
          release();
          await page.locator('html[data-app-started]').waitFor({ state: 'attached' });
          await expect(page).toHaveURL(new RegExp(`${language.classes}\\?q=${word}`));
          await expect(search).toHaveValue(word);
          await expect(cardsOf(page)).toHaveCount(names.length);
          if (width >= 1280) await expect(page).toHaveURL(/seats=available/);
        });

        test("the header's Login and language switch hold their place as the page starts", async ({
          page,
        }) => {
          const headerShifts = await recordHeaderShifts(page);
          await page.goto(language.home);
          await waitForTheApp(page);
          const login = page
            .getByRole('banner')
            .getByRole('link', { name: language.login, exact: true });
          await expect(login).toBeVisible();
          await expect(login).toHaveAttribute('href', '/login');
          expect(await headerShifts()).toEqual([]);
        });
      });
    }

    test('a signed-in person sees their menu instead of Login', async ({ page, signIn }) => {
      await signIn('student');
      await page.goto('/');
      const header = page.getByRole('banner');
      await page.locator('html[data-app-started]').waitFor({ state: 'attached' });
      await expect(header.getByRole('link', { name: 'Login', exact: true })).toBeHidden();
      if (width >= 1280) await expect(header.getByRole('button', { name: 'Logout' })).toBeVisible();
      else {
        await header.getByRole('button', { name: 'Open menu' }).click();
        await expect(
          page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Logout' }),
        ).toBeVisible();
      }
    });
  });
}

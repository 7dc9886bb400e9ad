// Decision 012 in a real browser against the real build and server: the public pages arrive as
// HTML (shown with JavaScript off), every other route as the generic shell, and with JavaScript
// on the app takes over the prerendered page without moving anything.
import { expect, test } from './fixtures.ts';
import { SELECTABLE_CLASS, waitForTheApp } from './helpers.ts';

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('the public pages show their headings, other routes the loading shell', async ({ page }) => {
    for (const [path, heading] of [
      ['/', 'Sports Academy: train with world-class sports trainers'],
      ['/classes', 'Choose Your Interest'],
      ['/instructor', 'Here Is Our World best Instructors'],
      ['/popularinstructors', 'Popular instructors'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeAttached();
      await expect(page.getByRole('navigation', { name: 'Main' })).toBeAttached();
    }
    await page.goto('/dashboard/myclass');
    await expect(page.getByRole('status')).toHaveText('Loading…');
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(0);
  });

  test('the home page shows every section, its contact form included (decision 028)', async ({
    page,
  }) => {
    await page.goto('/');
    for (const name of [
      'Our values',
      'Why people choose us',
      'Our winners',
      'Latest news and updates',
      'Our coaching staff',
      'Contact us',
    ]) {
      const section = page.getByRole('region', { name });
      await expect(section).toBeAttached();
      await section.scrollIntoViewIfNeeded();
      await expect(section).toBeVisible();
    }
    await expect(
      page.getByRole('region', { name: 'Our winners' }).getByRole('img'),
    ).not.toHaveCount(0);
    await expect(page.getByRole('textbox', { name: 'Email' })).toBeVisible();
    // Without its code the form cannot send (the browser's own submit would put the message in
    // the address): Submit waits for the app.
    await expect(page.getByRole('button', { name: 'Submit' })).toBeDisabled();
  });

  test('/classes arrives with its first screen of classes (decision 014)', async ({ page }) => {
    const approved = ((await (await page.request.get('/api/class')).json()) as unknown[]).length;
    await page.goto('/classes');
    // A card is the list item with the class's photo (a card lists its venue and times too).
    const cards = page
      .getByRole('main')
      .getByRole('listitem')
      .filter({ has: page.getByRole('img') });
    await expect(cards).toHaveCount(Math.min(approved, 24));
    await expect(page.getByRole('img', { name: 'Bouldering Basics' })).toBeVisible();
    await expect(page.getByText('Sofia Alvarez').first()).toBeVisible();
  });
});

test('the app takes over the classes the server sent without replacing them by skeletons', async ({
  page,
}) => {
  await page.addInitScript(() => {
    // Every time the list's loading skeleton appears while the app starts (it should not).
    const seen: string[] = [];
    (window as unknown as { skeletons: string[] }).skeletons = seen;
    new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.addedNodes) {
          if (!(node instanceof Element)) continue;
          const grid = node.matches('[aria-label="Loading classes"]')
            ? node
            : node.querySelector('[aria-label="Loading classes"]');
          if (grid) seen.push(grid.outerHTML.slice(0, 80));
        }
      }
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto('/classes');
  await waitForTheApp(page);
  // Interactive: the app has rendered over the server's cards.
  await expect(page.getByRole('button', { name: 'Select', exact: true }).first()).toBeEnabled();
  await expect(page.getByText(/^\d+ classes open$/)).toBeVisible();
  const approved = ((await (await page.request.get('/api/class')).json()) as unknown[]).length;
  await expect(
    page
      .getByRole('main')
      .getByRole('listitem')
      .filter({ has: page.getByRole('img') }),
  ).toHaveCount(Math.min(approved, 24));
  const skeletons = await page.evaluate(
    () => (window as unknown as { skeletons: string[] }).skeletons,
  );
  expect(skeletons).toEqual([]);
});

test('a visitor reading a page the server rendered runs none of the app until they act', async ({
  context,
}) => {
  for (const path of ['/', '/bn', '/classes', `/classes/${SELECTABLE_CLASS._id}`]) {
    const page = await context.newPage();
    const asked: string[] = [];
    page.on('request', (request) => {
      if (/\/assets\/[^/]+\.js$/.test(request.url())) asked.push(new URL(request.url()).pathname);
    });
    await page.goto(path, { waitUntil: 'load' });
    // Scrolled with a finger's wheel, read for a while: still the HTML alone.
    await page.mouse.wheel(0, 600);
    await page.waitForTimeout(1_500);
    expect(asked, path).toEqual([]);
    await expect(page.locator('html[data-app-started]')).toHaveCount(0);
    // The first key (a keyboard reader's Tab) starts it.
    await page.keyboard.press('Tab');
    await expect(page.locator('html[data-app-started]')).toBeAttached();
    expect(
      asked.some((file) => file.startsWith('/assets/index-')),
      path,
    ).toBe(true);
    await page.close();
  }
});

test.describe('the home page for a reader who lets slides move', () => {
  // The suite turns motion off (playwright.config.ts); the slides need it on.
  test.use({ reducedMotion: 'no-preference' });

  test('the home page is whole before the app: its lists in the HTML, its slides moving', async ({
    page,
  }) => {
    await page.goto('/', { waitUntil: 'load' });
    const classes = page.getByRole('region', { name: 'Popular classes' });
    await expect(classes.getByRole('article').first()).toBeVisible();
    await expect(page.getByRole('region', { name: 'Popular instructors' })).toContainText(
      /students/,
    );
    await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
    // The second slide comes by the stylesheet's clock, with no script run.
    const track = page.locator('div[data-slides-by-stylesheet]');
    const offset = () =>
      track.evaluate((element) => new DOMMatrix(getComputedStyle(element).transform).m41);
    expect(await offset()).toBe(0);
    await expect.poll(offset, { timeout: 6_000 }).toBeLessThan(-100);
    await expect(page.locator('html[data-app-started]')).toHaveCount(0);
    // The app takes the carousel over from the slide shown.
    await waitForTheApp(page);
    await expect(track).toHaveCount(0);
    await expect(page.locator('button[aria-current="true"]')).toHaveCount(1);
    await expect(page.getByRole('button', { name: /^Show slide 1/ })).toHaveAttribute(
      'aria-current',
      'false',
    );
  });
});

test.describe('on a phone', () => {
  // Narrow, where the list's header wraps: what arrives with the data must not push it down.
  test.use({ viewport: { width: 390, height: 844 } });

  test('the app renders over /classes with no layout shift', async ({ page }) => {
    await page.addInitScript(() => {
      const shifts: number[] = [];
      (window as unknown as { shifts: number[] }).shifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[]) {
          shifts.push(entry.value);
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto('/classes');
    await expect(page.getByRole('button', { name: 'Select', exact: true }).first()).toBeVisible();
    const shifts = await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts);
    expect(shifts.reduce((sum, value) => sum + value, 0)).toBeLessThanOrEqual(0.02);
  });

  test("the menu's code comes before the menu is tapped (on a desktop, never)", async ({
    page,
  }) => {
    const asked: string[] = [];
    page.on('request', (request) => {
      if (/\/assets\/mobile-menu-[^/]+\.js$/.test(request.url())) asked.push(page.url());
    });
    await page.goto('/');
    await waitForTheApp(page, 20_000);
    await expect.poll(() => asked.length).toBe(1);

    asked.length = 0;
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/classes');
    await waitForTheApp(page, 20_000);
    // Past the idle moment's longest wait (pwa/lib/timing/idle.ts): the link row shows instead.
    await page.waitForTimeout(3_000);
    expect(asked).toEqual([]);
  });

  for (const { path, button, dialog } of [
    { path: '/', button: 'Open menu', dialog: 'Menu' },
    // Select waits, besides, for who is asking (a visitor here): it is enabled in the HTML.
    { path: '/classes', button: 'Select', dialog: 'You Need to Login to Select Class' },
  ]) {
    test(`${button} on ${path}, tapped before the app has started, does its job once the app has`, async ({
      page,
    }) => {
      // The app's entry held on its way: the page is its HTML alone, as on a slow phone's start.
      let release = () => {};
      const entryHeld = new Promise<void>((resolve) => (release = resolve));
      let entryAsked = false;
      await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
        entryAsked = true;
        await entryHeld;
        await route.continue();
      });
      await page.goto(path);
      const tapped = page.getByRole('button', { name: button, exact: true }).first();
      await tapped.click();
      await expect.poll(() => entryAsked).toBe(true);
      await expect(page.getByRole('dialog')).toHaveCount(0);
      // Seen to be pressed while it waits.
      await expect(tapped).toHaveAttribute('data-held', '');
      await expect(tapped).toHaveCSS('opacity', '0.7');
      await expect(page.locator('html[data-app-started]')).toHaveCount(0);

      release();
      const opened = page.getByRole('dialog', { name: dialog });
      await expect(opened).toBeVisible({ timeout: 20_000 });
      await expect(page.locator('button[data-held]')).toHaveCount(0);
      await page.keyboard.press('Escape');
      await expect(opened).toHaveCount(0);
    });
  }

  test("a slide's dot on /, tapped before the app has started, shows that slide once it has", async ({
    page,
  }) => {
    let release = () => {};
    const entryHeld = new Promise<void>((resolve) => (release = resolve));
    let entryAsked = false;
    await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
      entryAsked = true;
      await entryHeld;
      await route.continue();
    });
    await page.goto('/');
    const dot = page.getByRole('button', { name: /^Show slide 4/ });
    await dot.click();
    await expect.poll(() => entryAsked).toBe(true);
    await expect(dot).toHaveAttribute('data-held', '');

    release();
    // The carousel starts at once at the slide asked for, not at the first idle moment.
    await expect(dot).toHaveAttribute('aria-current', 'true', { timeout: 20_000 });
    await expect(page.locator('[aria-live][data-slides-by-stylesheet]')).toHaveCount(0);
    await expect(page.getByRole('group', { name: '4 of 5' })).not.toHaveAttribute(
      'aria-hidden',
      'true',
    );
  });
});

test.describe('the app attaches to the HTML (decision 028)', () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => {
      // Every element of the page's HTML the app removes while it starts (it should keep them).
      const removed: string[] = [];
      (window as unknown as { removed: string[] }).removed = removed;
      new MutationObserver((records) => {
        if (document.documentElement.hasAttribute('data-app-started')) return;
        for (const record of records) {
          for (const node of record.removedNodes) {
            if (node instanceof Element) removed.push(node.outerHTML.slice(0, 80));
          }
        }
      }).observe(document, { childList: true, subtree: true });
    });
  });

  for (const path of ['/', '/bn', '/classes', '/instructor']) {
    test(`${path}: hydrated, nothing of the HTML replaced`, async ({ page }) => {
      await page.setViewportSize({ width: 360, height: 740 });
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      const requested: string[] = [];
      page.on('request', (request) => requested.push(new URL(request.url()).pathname));
      await page.goto(path);
      await waitForTheApp(page);
      const removed = await page.evaluate(
        () => (window as unknown as { removed: string[] }).removed,
      );
      expect(removed).toEqual([]);
      expect(errors.filter((text) => text.includes('differed from its first render'))).toEqual([]);
      // The static sections keep their HTML and never load their code.
      expect(
        requested.filter((file) =>
          /\/(company-values|why-choose-us|winners-gallery|latest-news|coaching-staff)-/.test(file),
        ),
      ).toEqual([]);
      // The HTML's menu button responds: the app attached its handlers to it.
      await page
        .getByRole('banner')
        .getByRole('button', { name: /^(Open menu|মেনু খুলুন)$/ })
        .click();
      await expect(page.getByRole('dialog')).toBeVisible();
    });
  }

  test('a signed-in reader: the public pages hydrate too (the session shows after)', async ({
    page,
    signIn,
  }) => {
    await signIn('student');
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    for (const path of ['/', '/classes']) {
      await page.goto(path);
      await expect(page.locator('html[data-app-started]')).toBeAttached();
      await expect(page.getByRole('banner').getByRole('button', { name: 'Logout' })).toBeVisible();
      const removed = await page.evaluate(
        () => (window as unknown as { removed: string[] }).removed,
      );
      expect(removed).toEqual([]);
    }
    expect(errors.filter((text) => text.includes('differed from its first render'))).toEqual([]);
  });

  test('a static section still renders when the app shows the home page itself', async ({
    page,
  }) => {
    await page.goto('/classes');
    await waitForTheApp(page);
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Home' })
      .first()
      .click();
    const values = page.getByRole('region', { name: 'Our values' });
    // Rendered by the app, it loads its code as the reader scrolls near it.
    await expect(async () => {
      await page.mouse.wheel(0, 400);
      await expect(values).toBeAttached({ timeout: 300 });
    }).toPass();
    await expect(values.getByRole('heading', { level: 3 })).toHaveCount(4);
  });
});

// Finds text on a Bangla page that did not come from the catalogue (the pseudo-locale
// check, decision 021). Bangla is written in another script than English, so the Bangla pages are
// the pseudo-locale: every run of Latin letters a reader can see or hear (text nodes, the title,
// alt, aria-label, title, placeholder) must be part of a Bangla catalogue message (a name the
// glossary keeps in Latin letters, "JavaScript"), or of data the page received from the API (a
// class's name as its instructor typed it), a name of a service (Google) or an e-mail address;
// text inside an element marked with another `lang` is skipped. Anything else is English written
// into a component: the test names it.
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { textsOf as messageTexts } from '../scripts/i18n/catalogues.ts';

const BANGLA_CATALOGUE = JSON.parse(
  readFileSync(new URL('../shared/i18n/messages/bn.json', import.meta.url), 'utf8'),
) as Record<string, unknown>;

/** The Latin-letter parts of the Bangla messages (each variant's), without their {placeholders}. */
const CATALOGUE_TEXT = Object.entries(BANGLA_CATALOGUE)
  .filter(([key]) => key !== '$schema')
  .flatMap(([, message]) => messageTexts(message))
  .flatMap((text) => text.split(/\{[^{}]*\}/))
  .join('\n');

/** Names of other services and products, and keys as the keyboard writes them. */
const NAMES = ['Twitter', 'Instagram', 'Facebook', 'Github', 'Google', 'Stripe', 'alt+T'];

/** An e-mail address, written as it is in any language. */
const EMAIL = /^\S+@\S+\.\S+$/;

/** A run of Latin words, with what joins them inside a name or an address. */
const LATIN_RUN = /[A-Za-z][A-Za-z0-9 ,.'’&:()/@+_-]*[A-Za-z0-9]|[A-Za-z]/g;

/**
 * Collects every string of the API's JSON responses the page receives, from now on (and of the
 * data a server-rendered page carries, read by untranslatedTexts): what a page shows from data
 * may be in any script. Await it before the page's first navigation.
 */
export async function collectApiStrings(page: Page): Promise<Set<string>> {
  const strings = new Set<string>();
  // Through a route, not the 'response' event: the event misses answers whose body Chromium has
  // already handed to the page (seen on the stack's first navigations).
  await page.route('**/api/**', async (route) => {
    const response = await route.fetch();
    const body = await response.body();
    try {
      addStrings(strings, JSON.parse(body.toString('utf8')));
    } catch {
      // Not JSON: nothing a page shows.
    }
    await route.fulfill({ response, body });
  });
  return strings;
}

function addStrings(strings: Set<string>, value: unknown): void {
  if (typeof value === 'string') strings.add(value);
  else if (Array.isArray(value)) value.forEach((item) => addStrings(strings, item));
  else if (value && typeof value === 'object')
    Object.values(value).forEach((item) => addStrings(strings, item));
}

/** What a reader sees or hears on the page, one entry per text node or named attribute. */
async function textsOf(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const texts = [document.title];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || parent.closest('script, style, noscript, template')) continue;
      // Text marked as another language on purpose (the switch's 'English').
      if (parent.closest('[lang]')?.getAttribute('lang') !== 'bn') continue;
      if (node.textContent?.trim()) texts.push(node.textContent.trim());
    }
    for (const element of document.body.querySelectorAll(
      '[alt], [aria-label], [title], [placeholder]',
    )) {
      for (const name of ['alt', 'aria-label', 'title', 'placeholder']) {
        const value = element.getAttribute(name)?.trim();
        if (value) texts.push(value);
      }
    }
    return texts;
  });
}

/**
 * The texts on the page with Latin letters from neither the catalogue, the API's data, a
 * service's name nor `allowed` (each entry an exact run of Latin words), without repeats.
 */
export async function untranslatedTexts(
  page: Page,
  apiStrings: ReadonlySet<string>,
  allowed: readonly string[] = [],
): Promise<string[]> {
  const strings = new Set(apiStrings);
  const pageData = await page
    .locator('#page-data')
    .textContent({ timeout: 1000 })
    .catch(() => null);
  if (pageData) addStrings(strings, JSON.parse(pageData));
  const data = [...strings].join('\n');
  // A person's initials (an avatar without its photo) are data too: "AL" of "Ayaan Lee", as
  // the app's avatar takes them (its first two words' first letters).
  const initials = new Set(
    [...strings].map((value) =>
      value
        .split(/[\s@._-]+/)
        .filter(Boolean)
        .slice(0, 2)
        .map((part) => part[0])
        .join('')
        .toUpperCase(),
    ),
  );
  const found = new Set<string>();
  for (const text of await textsOf(page)) {
    for (const [run] of text.matchAll(LATIN_RUN)) {
      const known =
        CATALOGUE_TEXT.includes(run) ||
        data.includes(run) ||
        // A list of data (a payment's classes), joined with commas as both languages write it.
        run.split(/,\s*/).every((part) => data.includes(part)) ||
        NAMES.includes(run) ||
        EMAIL.test(run) ||
        (/^[A-Z\d]{1,3}$/.test(run) && initials.has(run)) ||
        allowed.includes(run);
      if (!known) found.add(`${run}  (in "${text.slice(0, 80)}")`);
    }
  }
  return [...found];
}

// axe-core over every page of the app, for each kind of person, at the phone and the desktop size
// of the issue's "Done when". Serious and critical violations fail the test (each page is a soft
// check, so one run lists them all); lesser ones are attached to the report as annotations.
import type { Page } from '@playwright/test';
import { axeScan } from '../fixtures.ts';
import { openInApp, revealBusySections } from '../helpers.ts';
import { expect, PHONE, test, waitForContent, WIDE } from '../journeys-fixtures.ts';

type Person = 'visitor' | 'student' | 'instructor' | 'admin';

const PAGES: Record<Person, readonly string[]> = {
  visitor: [
    '/',
    '/classes',
    '/instructor',
    '/popularinstructors',
    '/login',
    '/register',
    '/no-such-page',
  ],
  student: [
    '/dashboard/studenthome',
    '/dashboard/myclass',
    '/dashboard/enrolledclasses',
    '/dashboard/timetable',
    '/dashboard/studentpayments',
    '/dashboard/family',
    '/dashboard/payment',
    // A payment's return page for a reference the server does not know: its not-found state.
    '/dashboard/payment/return?reference=pay-unknown',
    '/dashboard/no-such-page',
    // The refusal a student gets on an admin page is a page too.
    '/dashboard/allusers',
  ],
  instructor: ['/dashboard/addclass', '/dashboard/instructorclasses'],
  admin: [
    '/dashboard/allusers',
    '/dashboard/allclasses',
    '/dashboard/messages',
    '/dashboard/families',
    '/dashboard/payments',
    '/dashboard/report',
  ],
};

/** Waits for the page's data; a page that keeps loading is a finding too, and is scanned anyway. */
async function settle(page: Page, label: string): Promise<void> {
  try {
    await revealLazySections(page);
  } catch {
    const busy = await page
      .locator('[aria-busy="true"]')
      .evaluateAll((elements) =>
        elements.map(
          (element) => element.getAttribute('aria-label') ?? element.outerHTML.slice(0, 120),
        ),
      );
    expect.soft(busy, `${label} still loading after 10 s`).toEqual([]);
  }
}

/**
 * Brings each placeholder into view in turn and waits for it to fill: sections that load their
 * code and data when they first appear do so only while in view (scrolling past one quickly
 * leaves it a placeholder). Then back to the top: the scan sees the page as it opens, filled.
 */
async function revealLazySections(page: Page): Promise<void> {
  await revealBusySections(page, page.locator('[aria-busy="true"]'));
  await waitForContent(page);
  await page.evaluate(() => window.scrollTo(0, 0));
}

async function scan(page: Page, label: string): Promise<void> {
  const { violations } = await test.step('axe', () =>
    axeScan(page)
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
      .analyze());
  const describe = (violation: (typeof violations)[number]) =>
    `${violation.id} (${violation.impact ?? 'unknown'}): ${violation.help} — ${violation.nodes
      .slice(0, 4)
      .map(
        (node) =>
          `${node.target.join(' ')} [${node.html.slice(0, 80)}] ${node.any[0]?.message ?? ''}`,
      )
      .join(' | ')}`;
  const serious = violations.filter(
    (violation) => violation.impact === 'serious' || violation.impact === 'critical',
  );
  for (const violation of violations.filter((candidate) => !serious.includes(candidate))) {
    test.info().annotations.push({ type: `axe ${label}`, description: describe(violation) });
  }
  expect.soft(serious.map(describe), `serious or critical axe violations on ${label}`).toEqual([]);
}

// One test per person, so that workers can share them out. Each page is scanned at the phone size,
// then turned to the desktop size and scanned again: what axe reads follows the width, not how
// the page started.
for (const person of Object.keys(PAGES) as Person[]) {
  test(`axe finds no serious or critical violation on the ${person}'s pages at ${PHONE.width}×${PHONE.height} and ${WIDE.width}×${WIDE.height}`, async ({
    openAs,
  }) => {
    test.setTimeout(180_000);
    const page = await openAs(person, PHONE);
    // The first page is loaded, the others opened from it as its links do: what axe reads does
    // not depend on how the page was reached, and a load per page would repeat the app's start.
    await page.goto(PAGES[person][0]!);
    for (const path of PAGES[person]) {
      await openInApp(page, path);
      for (const viewport of [PHONE, WIDE]) {
        const label = `${path} at ${viewport.width}px`;
        await page.setViewportSize(viewport);
        await settle(page, label);
        await scan(page, label);
      }
    }
  });
}

// A see-through sticky header once let the dark footer show through it, and the brand's
// "Academy" (text-emerald-700) fell to 2.98:1. The header is opaque now; this keeps it readable.
test('the sticky header keeps AA contrast when a phone scrolls to the footer', async ({
  openAs,
}) => {
  const page = await openAs('visitor', PHONE);
  await page.goto('/classes');
  await waitForContent(page);
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await scan(page, '/classes scrolled to the footer at 390px');
});

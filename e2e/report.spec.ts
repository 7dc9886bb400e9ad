// The owner's report in Chromium against the whole stack and its demo history: the admin opens it
// at 360 and 1280 px, in English and in Bangla, finds the API's figure of a past month in the
// table (digits and month names in the page's language), filters by branch, and axe passes. A
// past month, because other specs pay for classes while this one runs.
import { formatDate, formatNumber } from '../shared/i18n/format.ts';
import { CURRENCY_RULES, fromMinorUnits } from '../shared/money.ts';
import type { Report } from '../shared/schemas/report.ts';
import { expect, expectNoAccessibilityViolations, test } from './fixtures.ts';
import { layoutProblems } from './layout-fixtures.ts';
import { accessTokenOf } from './offline-fixtures.ts';
import { translate, type Language } from './screens-fixtures.ts';

const SIZES = [
  { width: 360, height: 740 },
  { width: 1280, height: 800 },
] as const;

/** The page's default period: the last six months up to this one. */
function defaultPeriod(now = new Date()) {
  const to = now.toISOString().slice(0, 7);
  const start = new Date(`${to}-15T00:00:00Z`);
  start.setUTCMonth(start.getUTCMonth() - 5);
  return { from: start.toISOString().slice(0, 7), to };
}

async function reportOf(baseURL: string, token: string, query: string): Promise<Report> {
  const response = await fetch(`${baseURL}/api/reports/summary?${query}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.status).toBe(200);
  return (await response.json()) as Report;
}

for (const language of ['en', 'bn'] as const satisfies readonly Language[]) {
  for (const size of SIZES) {
    test(`the admin reads the report at ${size.width} px in ${language}`, async ({
      page,
      baseURL,
      signIn,
    }) => {
      await page.setViewportSize(size);
      await signIn('admin');
      await page.evaluate((choice) => localStorage.setItem('locale', choice), language);
      const options = { locale: language };
      const { from, to } = defaultPeriod();
      const answer = await reportOf(baseURL!, await accessTokenOf(page), `from=${from}&to=${to}`);
      // A month before this one: no other spec's payment lands in it.
      const past = answer.revenue.find((row) => row.month < to && row.branch !== null);
      expect(past, 'the demo history has a past month of revenue').toBeDefined();

      await page.goto('/dashboard/report');
      await expect(
        page.getByRole('heading', { level: 1, name: translate(language, 'report_title') }),
      ).toBeVisible();
      const branchName = translate(language, `venue_${past!.branch!.replace('-', '_')}`);
      const month = formatDate(`${past!.month}-01`, options, { year: 'numeric', month: 'short' });
      // The table's amounts are numbers under a heading naming their currency.
      const net = formatNumber(fromMinorUnits(past!.netCents, past!.currency), options, {
        maximumFractionDigits: CURRENCY_RULES[past!.currency].minorDigits,
      });
      const row = page
        .getByRole('row')
        .filter({ hasText: `${month} · ${branchName}` })
        .filter({ hasText: net });
      await expect(row).toHaveCount(1);
      if (language === 'bn') await expect(row).not.toContainText(/[0-9]/);
      // Every measure has its chart, named for what it shows.
      for (const heading of [
        'report_revenue_heading',
        'report_seats_heading',
        'report_attendance_heading',
        'report_waitlist_heading',
        'report_new_students_heading',
      ]) {
        await expect(
          page.getByRole('heading', { level: 2, name: translate(language, heading) }),
        ).toBeVisible();
      }
      await expect(page.getByRole('img', { name: /:/ }).first()).toBeVisible();
      await expectNoAccessibilityViolations(page);
      if (size.width === 360) expect(await layoutProblems(page)).toEqual([]);

      // One branch: its own figures only, in its one currency.
      await page
        .getByLabel(translate(language, 'report_filter_branch'), { exact: true })
        .selectOption(past!.branch!);
      await expect(page).toHaveURL(new RegExp(`branch=${past!.branch!}`));
      const currencies = new Set(
        answer.revenue.filter((r) => r.branch === past!.branch).map((r) => r.currency),
      );
      await expect(page.locator('section[aria-labelledby="report-revenue"] h3')).toHaveCount(
        currencies.size,
      );
      await expect(
        page.getByRole('row').filter({ hasText: month }).filter({ hasText: net }),
      ).toHaveCount(1);
      await expect(page.getByRole('row').filter({ hasText: ' · ' })).toHaveCount(0);
      await expectNoAccessibilityViolations(page);
    });
  }
}

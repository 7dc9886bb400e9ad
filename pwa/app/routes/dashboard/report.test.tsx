import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { LOCALE_STORAGE_KEY } from '#shared/i18n/locale.ts';
import type { Report } from '#shared/schemas/report.ts';
import { installFakeApi, json, sessionRoutes } from '#pwa/test/fake-api.ts';
import { createFakeIdentity } from '#pwa/test/fake-identity.ts';
import { renderApp } from '#pwa/test/render-app.tsx';
import { anEmptyReport, dhakaSeptemberRevenue } from '#pwa/test/reports.ts';

const email = 'admin@academy.test';
const PERIOD = '?from=2026-09&to=2026-10';

const empty = anEmptyReport();

const report: Report = {
  ...empty,
  revenue: [
    dhakaSeptemberRevenue(),
    {
      branch: 'riyadh',
      month: '2026-10',
      currency: 'sar',
      payments: 1,
      grossCents: 38_000,
      refundedCents: 0,
      netCents: 38_000,
    },
  ],
  seatsByBranch: [{ branch: 'dhaka', enrolled: 3, capacity: 4 }],
  seatsByClass: [
    { branch: 'dhaka', classId: 'c1', className: 'Football', enrolled: 3, capacity: 4 },
  ],
  attendance: [{ branch: 'dhaka', month: '2026-09', checkIns: 4, expected: 5 }],
  waitlist: [{ branch: 'dhaka', classId: 'c1', className: 'Football', entries: 3, withoutSeat: 2 }],
  newStudents: [{ branch: 'dhaka', month: '2026-09', students: 2 }],
};

function openReport(response: () => { status?: number; body: unknown }, entry = PERIOD) {
  const calls = installFakeApi({ ...sessionRoutes('admin'), 'GET reports/summary': response });
  const identity = createFakeIdentity({
    accounts: [{ email, password: 'Admin@123', displayName: 'Amina', photoURL: null }],
    signedInAs: email,
  });
  return { calls, ...renderApp(`/dashboard/report${entry}`, identity) };
}

const reportCalls = (calls: { path: string; search: string }[]) =>
  calls.filter((call) => call.path === 'reports/summary').map((call) => call.search);

describe('/dashboard/report', () => {
  it('shows each currency on its own, every measure as a named chart and a table', async () => {
    const { calls } = openReport(() => json(report));
    expect(
      await screen.findByRole('heading', { level: 1, name: "The academy's report" }),
    ).toBeVisible();
    expect(
      await screen.findByRole('heading', { level: 3, name: 'Net revenue in BDT' }),
    ).toBeVisible();
    expect(screen.getByRole('heading', { level: 3, name: 'Net revenue in SAR' })).toBeVisible();
    const bdt = screen.getByRole('table', { name: 'Net revenue in BDT' });
    const row = within(bdt).getByRole('row', { name: /Sep 2026/ });
    expect(row).toHaveTextContent('10,500');
    expect(row).toHaveTextContent('3,500');
    expect(row).toHaveTextContent('7,000');
    // Never a total across currencies.
    expect(within(bdt).queryByText('380')).toBeNull();
    expect(
      screen.getByRole('img', { name: 'Attendance: a bar chart of the table beside it.' }),
    ).toBeVisible();
    expect(screen.getByRole('table', { name: 'Attendance' })).toHaveTextContent('80%');
    expect(screen.getByRole('table', { name: 'Waitlist demand' })).toHaveTextContent('Football');
    expect(reportCalls(calls)).toEqual(['?from=2026-09&to=2026-10']);
  });

  it('asks for the branch chosen, and keeps it in the address', async () => {
    const { calls, user, router } = openReport(() => json(report));
    await screen.findByRole('heading', { level: 3, name: 'Net revenue in BDT' });
    await user.selectOptions(screen.getByLabelText('Branch'), 'riyadh');
    await expect
      .poll(() => reportCalls(calls).at(-1))
      .toBe('?from=2026-09&to=2026-10&branch=riyadh');
    expect(router.state.location.search).toBe('?branch=riyadh&from=2026-09&to=2026-10');
  });

  it('says when nothing was recorded in the period', async () => {
    openReport(() => json(empty));
    expect(await screen.findByText('Nothing was recorded in this period.')).toBeVisible();
  });

  it('offers Retry when the report cannot be loaded', { timeout: 10_000 }, async () => {
    openReport(() => ({ status: 500, body: '{}' }));
    expect(
      await screen.findByText('The report could not be loaded.', {}, { timeout: 8000 }),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: /retry/i })).toBeVisible();
  });
});

describe('/dashboard/report in Bangla', () => {
  afterEach(() => localStorage.removeItem(LOCALE_STORAGE_KEY));

  it('writes months and figures in Bangla, with Bengali digits', async () => {
    localStorage.setItem(LOCALE_STORAGE_KEY, 'bn');
    openReport(() => json(report));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'একাডেমির প্রতিবেদন' }),
    ).toBeVisible();
    const bdt = await screen.findByRole('table', { name: 'নিট আয় (টাকা)' });
    const row = within(bdt).getByRole('row', { name: /সেপ/ });
    expect(row).toHaveTextContent('৭,০০০');
    expect(row.textContent).not.toMatch(/[0-9]/);
  });
});

// The owner's report over a cache that may already hold it: figures saved before stay on screen
// when their refresh fails; the error with Retry is for nothing to show. The route's own tests
// (pwa/app/routes/dashboard/report.test.tsx) render the whole app, whose cache a test cannot fill.
import { cleanup, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Report } from '#shared/schemas/report.ts';
import { installFakeApi, json } from '#pwa/test/fake-api.ts';
import { createTestQueryClient, renderWithQueries } from '#pwa/test/queries.tsx';
import { anEmptyReport, dhakaSeptemberRevenue } from '#pwa/test/reports.ts';
import { reportKeys } from '../api/get-report.ts';
import { OwnerReport } from './owner-report.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const report: Report = {
  ...anEmptyReport(),
  revenue: [dhakaSeptemberRevenue()],
};
/** The period the report covers, as the page asks for it. */
const period = { from: report.from, to: report.to };

/** The report of every branch for the period, saved long ago when `saved`, with no retries. */
function renderReport(saved?: Report) {
  const client = createTestQueryClient(saved ? [[reportKeys.summary(period), saved]] : []);
  renderWithQueries(
    <MemoryRouter initialEntries={[`/dashboard/report?from=${period.from}&to=${period.to}`]}>
      <OwnerReport />
    </MemoryRouter>,
    client,
  );
  return client;
}

describe("the owner's report", () => {
  it('keeps the figures it has when their refresh fails (the API answers 502)', async () => {
    installFakeApi({ 'GET reports/summary': () => json({}, 502) });
    const client = renderReport(report);
    await expect.poll(() => client.getQueryState(reportKeys.summary(period))?.status).toBe('error');
    const bdt = screen.getByRole('table', { name: 'Net revenue in BDT' });
    expect(within(bdt).getByRole('row', { name: /Sep 2026/ })).toHaveTextContent('7,000');
    expect(screen.queryByText('The report could not be loaded.')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
  });

  it('says the report could not be loaded when it has nothing to show', async () => {
    installFakeApi({ 'GET reports/summary': () => json({}, 502) });
    renderReport();
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeVisible();
    expect(screen.getByText('The report could not be loaded.')).toBeVisible();
  });
});

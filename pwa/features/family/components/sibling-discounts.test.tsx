// The admin's sibling discounts: each branch's percentage as the server has it, a wrong one
// refused at its field before anything is sent (in the reader's language), the server's refusal
// at the field, a saved one sent for its branch alone, and the percentages kept when their refresh
// fails.
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SiblingDiscounts as Rules } from '#shared/schemas/family.ts';
import { familyKeys } from '#pwa/lib/api/family-query.ts';
import { LocaleProvider } from '#pwa/lib/i18n/locale.tsx';
import { installFakeApi, json } from '#pwa/test/fake-api.ts';
import { createTestQueryClient, renderWithQueries } from '#pwa/test/queries.tsx';
import { SiblingDiscounts } from './sibling-discounts.tsx';

const rules: Rules = {
  branches: [
    { venue: 'dhaka', percent: 10 },
    { venue: 'chattogram', percent: 0 },
    { venue: 'kuala-lumpur', percent: 0 },
    { venue: 'riyadh', percent: 0 },
  ],
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

/** The rules over a cache that may already hold them, saved long ago so they are refreshed. */
function renderRules(locale: 'en' | 'bn' = 'en', saved?: Rules) {
  if (locale === 'bn') localStorage.setItem('locale', 'bn');
  const client = createTestQueryClient(saved ? [[familyKeys.siblingDiscounts, saved]] : []);
  renderWithQueries(
    <MemoryRouter initialEntries={['/dashboard/families']}>
      <LocaleProvider>
        <SiblingDiscounts />
      </LocaleProvider>
    </MemoryRouter>,
    client,
  );
  return client;
}

describe("the admin's sibling discounts", () => {
  it("shows each branch's percentage and saves one branch", async () => {
    const calls = installFakeApi({
      'GET sibling-discounts': () => json(rules),
      'PUT sibling-discounts/*': (call) =>
        json({
          branches: rules.branches.map((branch) =>
            call.path.endsWith(branch.venue) ? { ...branch, ...(call.body as object) } : branch,
          ),
        }),
    });
    renderRules();
    const dhaka = await screen.findByLabelText('Dhanmondi, Dhaka: percentage off');
    expect(dhaka).toHaveValue(10);
    const riyadh = screen.getByLabelText('Riyadh: percentage off');
    const user = userEvent.setup();
    await user.clear(riyadh);
    await user.type(riyadh, '15');
    await user.click(within(riyadh.closest('form')!).getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true));
    const put = calls.find((call) => call.method === 'PUT')!;
    expect(put.path).toMatch(/sibling-discounts\/riyadh$/);
    expect(put.body).toEqual({ percent: 15 });
  });

  it('refuses a wrong percentage at its field, in Bangla, without asking the server', async () => {
    const calls = installFakeApi({ 'GET sibling-discounts': () => json(rules) });
    renderRules('bn');
    const dhaka = await screen.findByLabelText('ধানমন্ডি, ঢাকা: শতাংশ ছাড়');
    const user = userEvent.setup();
    await user.clear(dhaka);
    await user.type(dhaka, '60');
    await user.click(within(dhaka.closest('form')!).getByRole('button', { name: 'সংরক্ষণ করুন' }));
    expect(await screen.findByText('০ থেকে ৫০-এর মধ্যে একটি পূর্ণ শতাংশ লিখুন।')).toBeVisible();
    expect(dhaka).toHaveAttribute('aria-invalid', 'true');
    expect(calls.filter((call) => call.method === 'PUT')).toEqual([]);
  });

  it("shows the server's refusal at the field", async () => {
    installFakeApi({
      'GET sibling-discounts': () => json(rules),
      'PUT sibling-discounts/*': () =>
        json(
          {
            error: {
              code: 'bad_request',
              message: 'Enter a whole percentage from 0 to 50.',
              fields: { percent: 'Enter a whole percentage from 0 to 50.' },
            },
          },
          400,
        ),
    });
    renderRules();
    const dhaka = await screen.findByLabelText('Dhanmondi, Dhaka: percentage off');
    await userEvent
      .setup()
      .click(within(dhaka.closest('form')!).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter a whole percentage from 0 to 50.')).toBeVisible();
  });

  it('keeps the percentages it has when their refresh fails (the API answers 502)', async () => {
    installFakeApi({ 'GET sibling-discounts': () => json({}, 502) });
    const client = renderRules('en', rules);
    await expect
      .poll(() => client.getQueryState(familyKeys.siblingDiscounts)?.status)
      .toBe('error');
    expect(screen.getByLabelText('Dhanmondi, Dhaka: percentage off')).toHaveValue(10);
    expect(screen.queryByText('The sibling discounts could not be loaded.')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
  });

  it('says the load failed when it has nothing to show', async () => {
    installFakeApi({ 'GET sibling-discounts': () => json({}, 502) });
    renderRules();
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeVisible();
    expect(screen.getByText('The sibling discounts could not be loaded.')).toBeVisible();
  });
});

/**
 * /classes filtered from its URL on this device's saved copy, offline: every case of the one
 * table (shared/classes/catalogue-filter-cases.ts) that the server is held to as well, through
 * the real page (routes, providers, the catalogue saved in IndexedDB, the network down). Then the
 * controls and the URL in both directions, the empty result's suggestions, and the Bangla page.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  CASES_NOW,
  FILTER_CASES,
  FIXTURE,
  fixtureClasses,
} from '#shared/classes/catalogue-filter-cases.ts';
import { applyClassDelta } from '#pwa/lib/storage/class-sync.ts';
import { installFakeApi } from '#pwa/test/fake-api.ts';
import { createFakeIdentity } from '#pwa/test/fake-identity.ts';
import { renderApp } from '#pwa/test/render-app.tsx';

const classes = fixtureClasses();
const keyOfName = new Map(FIXTURE.map((item) => [item.Name, item.key]));

beforeAll(() => {
  // "Soonest" reads the clock: the cases are asked at CASES_NOW (only Date is faked).
  vi.useFakeTimers({ toFake: ['Date'], now: new Date(CASES_NOW) });
});
afterAll(() => vi.useRealTimers());

beforeEach(async () => {
  // Each test starts on an empty device (pwa/test/setup.ts): the catalogue was saved before.
  await applyClassDelta({ classes, deleted: [], cursor: 'cases:1' }, true);
  // Offline: every call fails as a fetch does without a network, so the saved copy responds.
  installFakeApi({
    'GET *': () => {
      throw new TypeError('Failed to fetch');
    },
  });
});

/** The cards' class keys, in the order shown. */
function shownKeys(): (string | undefined)[] {
  return [...document.querySelectorAll('main li h2')].map((h) =>
    keyOfName.get(h.textContent ?? ''),
  );
}

async function openOffline(path: string) {
  const view = renderApp(path, createFakeIdentity());
  // The saved copy has answered once the count is told.
  await waitFor(() => expect(document.querySelector(RESULT_COUNT)?.textContent).toBeTruthy());
  return view;
}

/** The polite live region that tells the count. */
const RESULT_COUNT = 'main p[role="status"]';
const countText = (count: number) => (count === 1 ? '1 class' : `${count} classes`);

describe('/classes?<filters> on the saved copy, offline', () => {
  it.each(FILTER_CASES)('?$query shows $expected', async ({ query, expected }) => {
    const { unmount } = await openOffline(`/classes?${query}`);
    await screen.findByText(countText(expected.length), { selector: RESULT_COUNT });
    await waitFor(() => expect(shownKeys()).toEqual(expected));
    unmount();
  });
});

describe('/classes: the controls and the URL', () => {
  it('shows the URL’s filters in the controls (ignoring invalid ones) and writes changes back', async () => {
    const { router, user } = await openOffline('/classes?sport=yoga&level=expert&day=fri');
    const main = within(screen.getByRole('main'));
    expect(main.getByLabelText('Sport')).toHaveValue('yoga');
    expect(main.getByLabelText('Level')).toHaveValue('');
    expect(main.getByLabelText('Day')).toHaveValue('fri');

    await user.selectOptions(main.getByLabelText('Day'), 'sun');
    expect(router.state.location.search).toBe('?sport=yoga&day=sun');
    expect(router.state.historyAction).toBe('PUSH');
    await screen.findByText('1 class', { selector: RESULT_COUNT });

    // Typing goes to the URL once it pauses: one entry for the search, not one per letter.
    await user.type(main.getByLabelText('Search classes'), 'VINYASA');
    await waitFor(() => expect(router.state.location.search).toBe('?q=VINYASA&sport=yoga&day=sun'));
    expect(shownKeys()).toEqual(['yoga-dhaka']);
    await user.selectOptions(main.getByLabelText('Sort by'), 'price-desc');
    expect(router.state.location.search).toBe('?q=VINYASA&sport=yoga&day=sun&sort=price-desc');
  });

  it('offers to remove each filter of an empty result, with what that would show', async () => {
    const { router, user } = await openOffline('/classes?sport=yoga&day=sun&venue=riyadh');
    expect(
      await screen.findByRole('heading', { name: 'No classes match these filters' }),
    ).toBeVisible();
    // Removing the branch leaves yoga on Sundays (1); the sport, Sundays in Riyadh (0); the day,
    // yoga in Riyadh (0): the most helpful first.
    const main = within(screen.getByRole('main'));
    const textOf = (button: HTMLElement) => button.textContent?.replace(/\s+/g, ' ').trim();
    // Under the search box (on a phone, where the sidebar is not), each filter on as a chip.
    const chips = within(main.getByRole('list', { name: 'Filters on' })).getAllByRole('button');
    expect(chips.map(textOf)).toEqual([
      'Yoga (remove this filter)',
      'Riyadh (remove this filter)',
      'Sunday (remove this filter)',
    ]);
    const buttons = main
      .getAllByRole('button', { name: /\(remove this filter/ })
      .filter((button) => !chips.includes(button));
    // Each shows the filter and, in words, what removing it gives; its name then says what it does.
    expect(buttons.map(textOf)).toEqual([
      'Riyadh · 1 class (remove this filter)',
      'Yoga · 0 classes (remove this filter)',
      'Sunday · 0 classes (remove this filter)',
    ]);
    // The empty result's and the sidebar's.
    expect(main.getAllByRole('button', { name: 'Clear all' })).toHaveLength(2);

    await user.click(buttons[0]!);
    expect(router.state.location.search).toBe('?sport=yoga&day=sun');
    await waitFor(() => expect(shownKeys()).toEqual(['yoga-dhaka']));
  });
});

describe('/bn/classes', () => {
  it('filters in Bangla: controls, count and suggestions', async () => {
    const view = await openOffline('/bn/classes?sport=swimming');
    await screen.findByText('১টি ক্লাস', { selector: RESULT_COUNT });
    const main = within(screen.getByRole('main'));
    expect(main.getByLabelText('খেলা')).toHaveValue('swimming');
    expect(main.getByLabelText('ক্লাস খুঁজুন')).toBeInTheDocument();
    expect(main.getByRole('option', { name: 'সাঁতার' })).toBeInTheDocument();
    view.unmount();

    await openOffline('/bn/classes?sport=yoga&venue=riyadh');
    expect(await screen.findByRole('heading', { name: 'এই ফিল্টারে কোনো ক্লাস নেই' })).toBeVisible();
    expect(
      screen.getByRole('button', { name: 'রিয়াদ · ১টি ক্লাস (ফিল্টারটি সরান)' }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'সব মুছুন' })).toHaveLength(2);
  });
});

import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ADMIN_PAGE_SIZE } from '#pwa/lib/api/paged-list.ts';
import {
  apiError,
  installFakeApi,
  json,
  pagedResponses,
  sessionRoutes,
} from '#pwa/test/fake-api.ts';
import { createFakeIdentity } from '#pwa/test/fake-identity.ts';
import { renderApp } from '#pwa/test/render-app.tsx';
import type { User } from '#shared/schemas/user.ts';
import { goOffline } from '#pwa/test/device.ts';

const person = (n: number): User => ({
  _id: `u${n}`,
  name: `Person ${n}`,
  email: `person-${n}@academy.test`,
  role: null,
  photoURL: null,
});

const admin = {
  email: 'admin@academy.test',
  password: 'Admin@123',
  displayName: 'Ada Admin',
  photoURL: null,
};

/** The real app at /dashboard/allusers, signed in as an admin. */
function renderManageUsers() {
  const identity = createFakeIdentity({ accounts: [admin], signedInAs: admin.email });
  return renderApp('/dashboard/allusers', identity).user;
}

/** Names in the table (phones get cards with the same names: the table is enough). */
async function tableNames() {
  const table = await screen.findByRole('table');
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[1]?.textContent);
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('Manage Users, a page at a time', () => {
  it('asks for the first page only, and shows it as the API sends it (newest first)', async () => {
    const calls = installFakeApi({
      ...sessionRoutes('admin'),
      'GET users': pagedResponses('users', [[person(3), person(2), person(1)]]),
    });
    renderManageUsers();
    expect(await tableNames()).toEqual(['Person 3', 'Person 2', 'Person 1']);
    const listCalls = calls.filter((call) => call.path === 'users');
    expect(listCalls.map((call) => call.search)).toEqual([`?limit=${ADMIN_PAGE_SIZE}`]);
    // One page: nothing more to load, nothing more said.
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('loads the next page with Load more, from the keyboard, and says when all are shown', async () => {
    const calls = installFakeApi({
      ...sessionRoutes('admin'),
      'GET users': pagedResponses('users', [
        [person(5), person(4)],
        [person(3), person(2)],
        [person(1)],
      ]),
    });
    const user = renderManageUsers();
    expect(await tableNames()).toEqual(['Person 5', 'Person 4']);
    expect(screen.getByText('Showing 2 users, newest first.')).toHaveAttribute('role', 'status');

    const loadMore = screen.getByRole('button', { name: 'Load more' });
    loadMore.focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Person 2', { selector: 'td' })).toBeInTheDocument();
    expect(calls.findLast((call) => call.path === 'users')?.search).toBe(
      `?limit=${ADMIN_PAGE_SIZE}&after=u4`,
    );
    expect(screen.getByText('Showing 4 users, newest first.')).toBeInTheDocument();

    await user.keyboard('{Enter}');
    expect(await screen.findByText('All 5 users shown.')).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(await tableNames()).toEqual([
      'Person 5',
      'Person 4',
      'Person 3',
      'Person 2',
      'Person 1',
    ]);
  });

  it('keeps the rows when a later page fails, says so, and tries again', async () => {
    let failing = true;
    const pages = pagedResponses('users', [[person(2)], [person(1)]]);
    installFakeApi({
      ...sessionRoutes('admin'),
      'GET users': (call) =>
        call.search.includes('after') && failing
          ? apiError(503, 'unavailable', 'Try later.')
          : pages(call),
    });
    const user = renderManageUsers();
    await tableNames();
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not load more users. Check your connection and try again.',
    );
    expect(await tableNames()).toEqual(['Person 2']);

    failing = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('All 2 users shown.')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('offline, Load more waits for a connection and says why', async () => {
    installFakeApi({
      ...sessionRoutes('admin'),
      'GET users': pagedResponses('users', [[person(2)], [person(1)]]),
    });
    renderManageUsers();
    await tableNames();
    goOffline();
    const loadMore = await screen.findByRole('button', { name: 'Load more' });
    await vi.waitFor(() => expect(loadMore).toBeDisabled());
    expect(loadMore).toHaveAccessibleDescription(
      'You are offline. Loading more users needs a connection.',
    );
    vi.restoreAllMocks();
  });

  it('shows the empty state with no users, and the error state with Retry when the first page fails', async () => {
    installFakeApi({
      ...sessionRoutes('admin'),
      'GET users': () => json({ users: [], next: null }),
    });
    renderManageUsers();
    expect(await screen.findByText('No users yet')).toBeInTheDocument();
    cleanup();

    installFakeApi({
      ...sessionRoutes('admin'),
      'GET users': () => apiError(500, 'internal', 'Something went wrong.'),
    });
    renderManageUsers();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not load the users. Check your connection and try again.',
    );
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});

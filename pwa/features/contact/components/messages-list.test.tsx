import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ADMIN_PAGE_SIZE } from '#pwa/lib/api/paged-list.ts';
import { installFakeApi, json, pagedResponses, sessionRoutes } from '#pwa/test/fake-api.ts';
import { createFakeIdentity } from '#pwa/test/fake-identity.ts';
import { renderApp } from '#pwa/test/render-app.tsx';
import type { ContactMessage } from '#shared/schemas/contact.ts';

const message = (n: number): ContactMessage => ({
  _id: `m${n}`,
  name: 'Pat',
  email: 'pat@visitor.test',
  subject: `Question ${n}`,
  message: 'Hello',
  createdAt: `2030-01-0${n}T10:00:00.000Z`,
});

const admin = {
  email: 'admin@academy.test',
  password: 'Admin@123',
  displayName: 'Ada Admin',
  photoURL: null,
};

const renderMessages = () =>
  renderApp(
    '/dashboard/messages',
    createFakeIdentity({ accounts: [admin], signedInAs: admin.email }),
  );

const subjects = async () =>
  (await screen.findAllByRole('heading', { level: 2, name: /^Question/ })).map(
    (heading) => heading.textContent,
  );

describe('Messages, a page at a time', () => {
  it('shows the first page as the API sends it (newest first) and loads the next with Load more', async () => {
    const calls = installFakeApi({
      ...sessionRoutes('admin'),
      'GET contact': pagedResponses('messages', [[message(3), message(2)], [message(1)]]),
    });
    const { user } = renderMessages();
    await expect.poll(subjects).toEqual(['Question 3', 'Question 2']);

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await expect.poll(subjects).toEqual(['Question 3', 'Question 2', 'Question 1']);
    expect(await screen.findByText('All 3 messages shown.')).toHaveFocus();
    expect(calls.filter((call) => call.path === 'contact').map((call) => call.search)).toEqual([
      `?limit=${ADMIN_PAGE_SIZE}`,
      `?limit=${ADMIN_PAGE_SIZE}&after=m2`,
    ]);
  });

  it('shows the empty state when nobody wrote yet', async () => {
    installFakeApi({
      ...sessionRoutes('admin'),
      'GET contact': () => json({ messages: [], next: null }),
    });
    renderMessages();
    expect(await screen.findByText('No messages yet')).toBeInTheDocument();
  });
});

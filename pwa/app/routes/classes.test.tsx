import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Class } from '#shared/schemas/class.ts';
import { installFakeApi, json } from '#pwa/test/fake-api.ts';
import { createFakeIdentity } from '#pwa/test/fake-identity.ts';
import { renderApp } from '#pwa/test/render-app.tsx';

const makeClass = (index: number): Class => ({
  _id: `class-${index}`,
  photo: '/images/classes/tennis.svg',
  Name: `Class number ${index}`,
  IName: 'Hannah Schmidt',
  Iemail: 'coach@academy.test',
  price: 20,
  sets: 10,
  status: 'approved',
  enrolled: 0,
  feedback: null,
  updatedAt: '2026-01-01T00:00:00.000Z',
  // Newest first: class 0 is the newest.
  createdAt: new Date(Date.UTC(2026, 0, 1) - index * 60_000).toISOString(),
});

describe('/classes with a long catalogue', () => {
  it('renders a first screenful of cards and more on request', async () => {
    const classes = Array.from({ length: 30 }, (_, index) => makeClass(index));
    installFakeApi({ 'GET class': () => json({ classes, deleted: [], cursor: 'c1' }) });
    const { user } = renderApp('/classes', createFakeIdentity());

    await screen.findByRole('heading', { name: 'Class number 0' });
    // The count comes with the saved catalogue, synced once the browser is idle (Dexie loads then).
    expect(await screen.findByText('30', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2, name: /^Class number/ })).toHaveLength(24);

    await user.click(screen.getByRole('button', { name: 'Show more classes' }));
    expect(screen.getAllByRole('heading', { level: 2, name: /^Class number/ })).toHaveLength(30);
    expect(screen.queryByRole('button', { name: 'Show more classes' })).not.toBeInTheDocument();
  });
});

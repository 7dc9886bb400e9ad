import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { numberedClass } from '#pwa/test/classes.ts';
import { installFakeApi, json } from '#pwa/test/fake-api.ts';
import { createFakeIdentity } from '#pwa/test/fake-identity.ts';
import { renderApp } from '#pwa/test/render-app.tsx';

describe('/classes with a long catalogue', () => {
  it('renders a first screenful of cards and more on request', async () => {
    const classes = Array.from({ length: 30 }, (_, index) => numberedClass(index));
    installFakeApi({ 'GET class': () => json({ classes, deleted: [], cursor: 'c1' }) });
    const { user } = renderApp('/classes', createFakeIdentity());

    await screen.findByRole('heading', { name: 'Class number 0' });
    // The count comes with the saved catalogue, synced once the browser is idle (Dexie loads then).
    expect(await screen.findByText('30')).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2, name: /^Class number/ })).toHaveLength(24);

    await user.click(screen.getByRole('button', { name: 'Show more classes' }));
    expect(screen.getAllByRole('heading', { level: 2, name: /^Class number/ })).toHaveLength(30);
    expect(screen.queryByRole('button', { name: 'Show more classes' })).not.toBeInTheDocument();
  });
});

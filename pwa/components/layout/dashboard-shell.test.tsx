import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { installFakeApi, json, sessionRoutes } from '#pwa/test/fake-api.ts';
import { createFakeIdentity } from '#pwa/test/fake-identity.ts';
import { renderApp } from '#pwa/test/render-app.tsx';

const admin = {
  email: 'admin@academy.test',
  password: 'Admin@123',
  displayName: 'Ada Admin',
  photoURL: null,
};

/** A screen `width` px wide, as matchMedia answers "narrower than <n>rem". */
function screenOf(width: number) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: width < Number(/min-width: ([\d.]+)rem/.exec(query)?.[1] ?? 0) * 16,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

function openDashboard() {
  installFakeApi({ ...sessionRoutes('admin'), 'GET users': () => json({ users: [], next: null }) });
  renderApp(
    '/dashboard/allusers',
    createFakeIdentity({ accounts: [admin], signedInAs: admin.email }),
  );
}

describe('the dashboard frame', () => {
  it('renders only the side menu on a wide screen', async () => {
    screenOf(1350);
    openDashboard();
    expect(await screen.findByRole('navigation', { name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Dashboard menu' })).not.toBeInTheDocument();
    vi.unstubAllGlobals();
  });

  it('renders only the menu button on a phone, its menu when opened', async () => {
    screenOf(412);
    openDashboard();
    const button = await screen.findByRole('button', { name: 'Dashboard menu' });
    expect(screen.queryByRole('navigation', { name: 'Dashboard' })).not.toBeInTheDocument();
    button.click();
    expect(await screen.findByRole('navigation', { name: 'Dashboard' })).toBeInTheDocument();
    vi.unstubAllGlobals();
  });
});

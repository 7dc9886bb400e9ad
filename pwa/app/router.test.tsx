import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { installFakeApi, json, sessionRoutes } from '#pwa/test/fake-api.ts';
import { createFakeIdentity } from '#pwa/test/fake-identity.ts';
import { renderApp } from '#pwa/test/render-app.tsx';

const student = {
  email: 'student@academy.test',
  password: 'Student@123',
  displayName: 'Sam Student',
  photoURL: null,
};

describe('dashboard guards', () => {
  it('sends a visitor to /login and, after signing in, back to the dashboard page they asked for', async () => {
    installFakeApi({ ...sessionRoutes('student'), 'GET select': () => json([]) });
    const { user, router } = renderApp(
      '/dashboard/myclass',
      createFakeIdentity({ accounts: [student] }),
    );
    await screen.findByRole('heading', { name: /please login/i });
    expect(router.state.location.pathname).toBe('/login');

    await user.type(screen.getByLabelText(/email/i), student.email);
    await user.type(screen.getByLabelText(/^password/i), student.password);
    await user.click(screen.getByRole('button', { name: /^login$/i }));
    expect(await screen.findByRole('heading', { name: 'My selected Classes' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard/myclass');
  });

  it('refuses an admin page to a student with a clear message instead of an empty table', async () => {
    installFakeApi({ ...sessionRoutes('student'), 'GET users': () => json([]) });
    const identity = createFakeIdentity({ accounts: [student], signedInAs: student.email });
    renderApp('/dashboard/allusers', identity);
    expect(
      await screen.findByRole('heading', { name: 'Not available for your account' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/this page is for admins/i)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to your dashboard' })).toHaveAttribute(
      'href',
      '/dashboard/studenthome',
    );
  });

  it("shows each role's side menu with product.md's labels", async () => {
    installFakeApi({ ...sessionRoutes('student'), 'GET select': () => json([]) });
    renderApp(
      '/dashboard/myclass',
      createFakeIdentity({ accounts: [student], signedInAs: student.email }),
    );
    const menu = await screen.findByRole('navigation', { name: 'Dashboard' });
    for (const label of [
      'Student Home',
      'My selected Classes',
      'My Enrolled classes',
      'My Payments History',
      'Back To Home',
    ]) {
      expect(await screen.findAllByRole('link', { name: label })).not.toHaveLength(0);
    }
    expect(menu).toBeInTheDocument();
  });

  it('logs out and goes to /login when the API still says 401 after one token renewal', async () => {
    let jwtCalls = 0;
    installFakeApi({
      ...sessionRoutes('student'),
      'POST jwt': () => {
        jwtCalls += 1;
        return json({ token: `token-${jwtCalls}` });
      },
      'GET select': () => ({
        status: 401,
        body: { error: { code: 'unauthorized', message: 'Token expired.' } },
      }),
    });
    const identity = createFakeIdentity({ accounts: [student], signedInAs: student.email });
    let ended = 0;
    const { router } = renderApp('/dashboard/myclass', identity, () => {
      ended += 1;
    });
    await waitFor(() => expect(ended).toBe(1));
    expect(identity.currentUser()).toBeNull();
    expect(localStorage.getItem('access-token')).toBeNull();
    expect(jwtCalls).toBeGreaterThanOrEqual(2); // the sign-in exchange, then one renewal
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });
});

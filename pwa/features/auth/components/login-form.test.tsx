import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '#shared/validation.ts';
import { installFakeApi, sessionRoutes } from '#pwa/test/fake-api.ts';
import { createFakeIdentity } from '#pwa/test/fake-identity.ts';
import { renderApp } from '#pwa/test/render-app.tsx';

const student = {
  email: 'student@academy.test',
  password: 'Student@123',
  displayName: 'Sam Student',
  photoURL: null,
};

async function openLogin(entry: Parameters<typeof renderApp>[0] = '/login') {
  const calls = installFakeApi({ ...sessionRoutes('student'), 'GET select': () => ({ body: [] }) });
  const identity = createFakeIdentity({ accounts: [student] });
  const app = renderApp(entry, identity);
  await screen.findByRole('heading', { name: /please login/i });
  return { ...app, calls };
}

describe('/login', () => {
  it("shows 'please Login', Email, Password, Login, Google and 'Register Fast', without the navbar", async () => {
    await openLogin();
    expect(screen.getByLabelText(/email/i)).toBeInTheDocument();
    expect(screen.getByLabelText(/^password/i)).toHaveAttribute('type', 'password');
    expect(screen.getByRole('button', { name: /^login$/i })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /google/i })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Register Fast' })).toHaveAttribute(
      'href',
      '/register',
    );
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
  });

  it("says 'Email is required' and 'Password is required' when both are empty, and signs nobody in", async () => {
    const { user, calls } = await openLogin();
    await user.click(screen.getByRole('button', { name: /^login$/i }));
    expect(await screen.findByText(MESSAGES.emailRequired)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.passwordRequired)).toBeInTheDocument();
    expect(screen.getByLabelText(/email/i)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/email/i)).toHaveAttribute(
      'aria-describedby',
      'login-email-message',
    );
    expect(calls.filter((call) => call.path === 'jwt')).toHaveLength(0);
  });

  it('refuses an e-mail address that is not one', async () => {
    const { user } = await openLogin();
    await user.type(screen.getByLabelText(/email/i), 'not-an-email');
    await user.type(screen.getByLabelText(/^password/i), 'Student@123');
    await user.click(screen.getByRole('button', { name: /^login$/i }));
    expect(await screen.findByText(MESSAGES.emailInvalid)).toBeInTheDocument();
  });

  it('asks for at least 6 characters of password', async () => {
    const { user } = await openLogin();
    await user.type(screen.getByLabelText(/email/i), student.email);
    await user.type(screen.getByLabelText(/^password/i), 'Ab@1');
    await user.click(screen.getByRole('button', { name: /^login$/i }));
    expect(await screen.findByText(MESSAGES.passwordMin)).toBeInTheDocument();
  });

  it("gives product.md's pattern message for a password without an uppercase letter or special character", async () => {
    const { user } = await openLogin();
    await user.type(screen.getByLabelText(/email/i), student.email);
    await user.type(screen.getByLabelText(/^password/i), 'student123');
    await user.click(screen.getByRole('button', { name: /^login$/i }));
    expect(await screen.findByText(MESSAGES.loginPasswordPattern)).toBeInTheDocument();
  });

  it('shows the password with Show Password and hides it again with Hide Password', async () => {
    const { user } = await openLogin();
    await user.click(screen.getByRole('button', { name: 'Show Password' }));
    expect(screen.getByLabelText(/^password/i)).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide Password' }));
    expect(screen.getByLabelText(/^password/i)).toHaveAttribute('type', 'password');
  });

  it('tells the user when the e-mail and password match no account, and stays on the page', async () => {
    const { user, router } = await openLogin();
    await user.type(screen.getByLabelText(/email/i), student.email);
    await user.type(screen.getByLabelText(/^password/i), 'Wrong@pass');
    await user.click(screen.getByRole('button', { name: /^login$/i }));
    expect(
      await screen.findByText('That email and password do not match an account.'),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('stores the access token and returns to the page the user came from, replacing the login entry', async () => {
    const { user, router, calls } = await openLogin({
      pathname: '/login',
      state: { from: { pathname: '/dashboard/myclass', search: '', hash: '' } },
    });
    await user.type(screen.getByLabelText(/email/i), student.email);
    await user.type(screen.getByLabelText(/^password/i), student.password);
    await user.click(screen.getByRole('button', { name: /^login$/i }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/myclass'));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(localStorage.getItem('access-token')).toBe('access-token-student');
    const jwt = calls.find((call) => call.path === 'jwt');
    expect(jwt?.authorization).toBe(`Bearer id-token-for-${student.email}`);
    expect(jwt?.body).toEqual({ email: student.email });
    expect(await screen.findByRole('heading', { name: 'My selected Classes' })).toBeInTheDocument();
  });
});

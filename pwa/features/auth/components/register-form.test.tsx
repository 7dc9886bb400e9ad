import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { MESSAGES } from '#shared/validation.ts';
import { installFakeApi, json, sessionRoutes } from '#pwa/test/fake-api.ts';
import { createFakeIdentity } from '#pwa/test/fake-identity.ts';
import { renderApp } from '#pwa/test/render-app.tsx';
import { NoopObserver } from '#pwa/test/noop-observer.ts';
import { expectToast } from '#pwa/test/toasts.ts';

async function openRegister() {
  const calls = installFakeApi({
    ...sessionRoutes('student'),
    'POST users': () => json({ insertedId: 'user-1' }, 201),
    'GET class': () => json([]),
  });
  const identity = createFakeIdentity();
  const app = renderApp('/register', identity);
  await screen.findByRole('heading', { name: 'Please Register' });
  const field = (label: RegExp) => screen.getByLabelText(label);
  const submit = () => app.user.click(screen.getByRole('button', { name: 'Register' }));
  return { ...app, calls, identity, field, submit };
}

const valid = {
  name: 'Rita Runner',
  photoURL: 'https://example.com/rita.webp',
  email: 'rita@example.com',
  password: 'Runner@1',
};

describe('/register', () => {
  it("shows 'Please Register', the five fields, Register, Google and 'Please Login', without the navbar", async () => {
    const { field } = await openRegister();
    for (const label of [/^name/i, /photo url/i, /email/i, /^password/i, /confirm password/i]) {
      expect(field(label)).toBeInTheDocument();
    }
    expect(screen.getByRole('button', { name: /google/i })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Please Login' })).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
  });

  it('says what is required under every empty field and sends nothing', async () => {
    const { submit, calls } = await openRegister();
    await submit();
    expect(await screen.findByText(MESSAGES.nameRequired)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.photoUrlRequired)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.emailRequired)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.passwordRequired)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.confirmPasswordRequired)).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('refuses a photo URL that is not http(s) and an e-mail that is not one', async () => {
    const { user, field, submit } = await openRegister();
    await user.type(field(/photo url/i), 'ftp://example.com/me.png');
    await user.type(field(/email/i), 'rita-at-example');
    await submit();
    expect(await screen.findByText(MESSAGES.photoUrlInvalid)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.emailInvalid)).toBeInTheDocument();
  });

  it('asks for 6 to 20 characters in both password fields', async () => {
    const { user, field, submit } = await openRegister();
    await user.type(field(/^password/i), 'Ab@1');
    await user.type(field(/confirm password/i), 'Abcdefghij@klmnopqrst');
    await submit();
    expect(await screen.findByText(MESSAGES.passwordMin)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.confirmPasswordMax)).toBeInTheDocument();
    // The two differ, so product.md's 'Password Error' alert is up too: dismiss it.
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'OK' }),
    );

    await user.clear(field(/^password/i));
    await user.type(field(/^password/i), 'Abcdefghij@klmnopqrst');
    await user.clear(field(/confirm password/i));
    await user.type(field(/confirm password/i), 'Ab@1');
    await submit();
    expect(await screen.findByText(MESSAGES.passwordMax)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.confirmPasswordMin)).toBeInTheDocument();
  });

  it("gives product.md's pattern messages for passwords without an uppercase letter or special character", async () => {
    const { user, field, submit } = await openRegister();
    await user.type(field(/^password/i), 'runner123');
    await user.type(field(/confirm password/i), 'RUNNER123');
    await submit();
    expect(await screen.findByText(MESSAGES.registerPasswordPattern)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.confirmPasswordPattern)).toBeInTheDocument();
  });

  it("shows 'Passwords do not match.' under the field and the 'Password Error' alert, and sends nothing", async () => {
    const { user, field, submit, calls } = await openRegister();
    await user.type(field(/^name/i), valid.name);
    await user.type(field(/photo url/i), valid.photoURL);
    await user.type(field(/email/i), valid.email);
    await user.type(field(/^password/i), valid.password);
    await user.type(field(/confirm password/i), 'Different@1');
    await submit();
    const alert = await screen.findByRole('alertdialog');
    expect(within(alert).getByText(MESSAGES.passwordErrorTitle)).toBeInTheDocument();
    expect(within(alert).getByText(MESSAGES.passwordsDoNotMatch)).toBeInTheDocument();
    await user.click(within(alert).getByRole('button', { name: 'OK' }));
    expect(screen.getByText(MESSAGES.passwordsDoNotMatch)).toHaveAttribute(
      'id',
      'register-confirmPassword-message',
    );
    expect(calls).toHaveLength(0);
  });

  it('creates the account, saves name and photo, posts the user, confirms and goes home', async () => {
    // Home's hero slider (Embla) needs IntersectionObserver, which jsdom lacks; browsers have it.
    vi.stubGlobal('IntersectionObserver', NoopObserver);
    onTestFinished(() => void vi.unstubAllGlobals());
    const { user, field, submit, calls, identity, router } = await openRegister();
    await user.type(field(/^name/i), valid.name);
    await user.type(field(/photo url/i), valid.photoURL);
    await user.type(field(/email/i), valid.email);
    await user.type(field(/^password/i), valid.password);
    await user.type(field(/confirm password/i), valid.password);
    await submit();

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(identity.accounts[0]).toMatchObject({
      email: valid.email,
      displayName: valid.name,
      photoURL: valid.photoURL,
    });
    const posted = calls.find((call) => call.method === 'POST' && call.path === 'users');
    expect(posted?.body).toEqual({
      name: valid.name,
      email: valid.email,
      photoURL: valid.photoURL,
    });
    expect(posted?.authorization).toBe('Bearer access-token-student');
    await expectToast(/your account is ready/i);
  });

  it('says so when the e-mail already has an account', async () => {
    const { user, field, submit, identity } = await openRegister();
    identity.accounts.push({
      email: valid.email,
      password: 'Other@123',
      displayName: null,
      photoURL: null,
    });
    await user.type(field(/^name/i), valid.name);
    await user.type(field(/photo url/i), valid.photoURL);
    await user.type(field(/email/i), valid.email);
    await user.type(field(/^password/i), valid.password);
    await user.type(field(/confirm password/i), valid.password);
    await submit();
    expect(await screen.findByText(/already exists/i)).toBeInTheDocument();
  });
});

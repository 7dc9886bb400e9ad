import { screen, waitFor, within } from '@testing-library/react';
import { Suspense, use } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { apiError, installFakeApi, json, sessionRoutes } from '#pwa/test/fake-api.ts';
import { createFakeIdentity } from '#pwa/test/fake-identity.ts';
import { renderWithQueries } from '#pwa/test/queries.tsx';
import { renderApp } from '#pwa/test/render-app.tsx';
import { setAccessToken } from '../api/api-client.ts';
import { ROLE_RECHECK_MS } from '#pwa/lib/timing/freshness.ts';
import { AuthProvider, useAuth } from './auth.tsx';

const student = {
  email: 'student@academy.test',
  password: 'Student@123',
  displayName: 'Sam Student',
  photoURL: null,
};
const REMOVED =
  'This account was removed by the academy. Contact us if you think this is a mistake.';

describe('the session', () => {
  it('ends once with the API’s sentence when an account was removed: one renewal, no loop', async () => {
    let jwtCalls = 0;
    const calls = installFakeApi({
      ...sessionRoutes('student'),
      // The account was removed: its stored token and every new sign-in are refused.
      'POST jwt': () => {
        jwtCalls += 1;
        return apiError(401, 'unauthorized', REMOVED);
      },
      'GET select': () => apiError(401, 'unauthorized', REMOVED),
    });
    const identity = createFakeIdentity({ accounts: [student], signedInAs: student.email });
    let ended = 0;
    const { router } = renderApp('/dashboard/myclass', identity, () => {
      ended += 1;
    });

    // The toast: its container mounts at the first idle moment and loads its code then.
    expect(await screen.findByText(REMOVED)).toBeInTheDocument();
    expect(screen.getAllByText('You have been signed out')).toHaveLength(1);
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(identity.currentUser()).toBeNull();
    expect(localStorage.getItem('access-token')).toBeNull();
    // Give any loop time to show itself: still the page load's exchange and one renewal at most.
    await new Promise((resolve) => setTimeout(resolve, 300));
    // Signed out by the page load's exchange or by the renewal, whichever met the refusal first.
    expect(ended).toBeLessThanOrEqual(1);
    expect(jwtCalls).toBeLessThanOrEqual(2);
    expect(calls.filter((call) => call.path === 'select').length).toBeLessThanOrEqual(2);
  });

  it('shows the API’s sentence when signing in to a removed account', async () => {
    installFakeApi({ 'POST jwt': () => apiError(401, 'unauthorized', REMOVED) });
    const { user } = renderApp('/login', createFakeIdentity({ accounts: [student] }));
    await user.type(await screen.findByLabelText(/email/i), student.email);
    await user.type(screen.getByLabelText(/^password/i), student.password);
    await user.click(screen.getByRole('button', { name: /^login$/i }));
    // In the form (the toast of the test before may still be on the page: sonner's state is global).
    const form = document.getElementById('login');
    if (!form) throw new Error('The login form is not on the page.');
    expect(await within(form).findByText(REMOVED)).toBeInTheDocument();
  });

  // Seen in the chaos run: the sign-in's exchange failed through the faults, the identity's
  // listener showed the person signed in all the same, without a token; the role checks' 401 then
  // signed them out, and the device was nobody's for the rest of the round.
  it('fails a sign-in whose exchange cannot reach the API: the form says so, nobody is shown signed in', async () => {
    const calls = installFakeApi({
      ...sessionRoutes('student'),
      'POST jwt': () => apiError(503, 'unavailable', 'The server is busy.'),
    });
    const identity = createFakeIdentity({ accounts: [student] });
    const { user, router } = renderApp('/login', identity);
    await user.type(await screen.findByLabelText(/email/i), student.email);
    await user.type(screen.getByLabelText(/^password/i), student.password);
    await user.click(screen.getByRole('button', { name: /^login$/i }));
    const form = document.getElementById('login');
    if (!form) throw new Error('The login form is not on the page.');
    await waitFor(() => expect(within(form).getByRole('alert')).toBeInTheDocument());
    // Give a half session time to show itself: no role check, still on the form.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(calls.some((call) => call.path.startsWith('users/'))).toBe(false);
    expect(router.state.location.pathname).toBe('/login');
    expect(localStorage.getItem('access-token')).toBeNull();
  });

  // Seen in the chaos run: an access token expired while the network cut the renewal's exchange,
  // and the failed renewal ended the session: the person was sent to the login page.
  it('keeps a person signed in when a renewal cannot reach the API, and renews once it can', async () => {
    let tokens = 0;
    let jwtDown = false;
    const failedRenewals: number[] = [];
    const calls = installFakeApi({
      ...sessionRoutes('student'),
      'POST jwt': () => {
        if (jwtDown) {
          failedRenewals.push(tokens);
          return apiError(503, 'unavailable', 'The server is busy.');
        }
        tokens += 1;
        return json({ token: `token-${tokens}` });
      },
      // The page load's token has expired by the time the list is asked for.
      'GET select': (call) => {
        if (call.authorization !== 'Bearer token-1') return json([]);
        jwtDown = failedRenewals.length === 0;
        return apiError(401, 'unauthorized', 'Token expired.');
      },
    });
    const identity = createFakeIdentity({ accounts: [student], signedInAs: student.email });
    let ended = 0;
    const { router } = renderApp('/dashboard/myclass', identity, () => {
      ended += 1;
    });
    await waitFor(() => expect(failedRenewals.length).toBeGreaterThan(0));
    // Still signed in, on the same page, with the token the API gave: nothing was ended.
    expect(router.state.location.pathname).toBe('/dashboard/myclass');
    expect(localStorage.getItem('access-token')).toBe('token-1');
    expect(identity.currentUser()?.email).toBe(student.email);
    jwtDown = false;
    // The list is asked for again (the query's own retry): the renewal gets through this time.
    await waitFor(
      () =>
        expect(
          calls.some((call) => call.path === 'select' && call.authorization === 'Bearer token-2'),
        ).toBe(true),
      { timeout: 10_000 },
    );
    expect(ended).toBe(0);
    expect(router.state.location.pathname).toBe('/dashboard/myclass');
  });

  it('uses the e-mail of the API account when it differs from the identity’s (changed in Firebase)', async () => {
    const recorded = 'sam.before@academy.test';
    const calls = installFakeApi({
      ...sessionRoutes('student'),
      'POST jwt': () => json({ token: 'token-of-sam', email: recorded }),
      'GET select': () => json([]),
    });
    const identity = createFakeIdentity({ accounts: [student], signedInAs: student.email });
    renderApp('/dashboard/myclass', identity);
    await waitFor(() =>
      expect(
        calls.some(
          (call) => call.path === 'select' && call.search.includes(encodeURIComponent(recorded)),
        ),
      ).toBe(true),
    );
    expect(calls.some((call) => call.path.includes(encodeURIComponent(student.email)))).toBe(false);
  });

  it('checks access again by itself once the API answers, without Retry', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      // A device that never saw this person's role, on a connection that fails every check.
      let down = true;
      const session = sessionRoutes('student');
      const roleCheck = (answer: () => { status?: number; body: unknown }) => () =>
        down ? json('<html>', 502) : answer();
      installFakeApi({
        'POST jwt': session['POST jwt'],
        'GET users/role': roleCheck(session['GET users/role']),
        'GET select': () => json([]),
      });
      renderApp(
        '/dashboard/myclass',
        createFakeIdentity({ accounts: [student], signedInAs: student.email }),
      );
      await vi.advanceTimersByTimeAsync(5_000);
      expect(await screen.findByText('We could not check your access')).toBeInTheDocument();

      down = false;
      await vi.advanceTimersByTimeAsync(ROLE_RECHECK_MS);
      await waitFor(() =>
        expect(screen.queryByText('We could not check your access')).not.toBeInTheDocument(),
      );
      expect(
        await screen.findByRole('heading', { name: 'My selected Classes' }),
      ).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  it('renders a returning user’s page as a transition: what is shown stays until it is ready', async () => {
    // On a signed-in start, the session's arrival renders the whole page below the frame (a
    // dashboard's lists). As a transition React renders it in slices, not as one long task after
    // the first paint; the same rule keeps what is shown instead of a fallback.
    installFakeApi(sessionRoutes('student'));
    setAccessToken('stored-token');
    const identity = createFakeIdentity({ accounts: [student], signedInAs: student.email });
    const pageCode = new Promise<void>((resolve) => setTimeout(resolve, 100));
    function Page() {
      use(pageCode);
      return <p>Hello {useAuth().user?.email}</p>;
    }
    function Session() {
      const { user, loading } = useAuth();
      return loading || !user ? <p>Checking your session</p> : <Page />;
    }
    // What the person saw: every text the page showed, in order.
    const shown: string[] = [];
    const observer = new MutationObserver(() => shown.push(document.body.textContent ?? ''));
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    renderWithQueries(
      <AuthProvider loadIdentity={async () => identity}>
        <Suspense fallback={<p>Fallback</p>}>
          <Session />
        </Suspense>
      </AuthProvider>,
    );
    expect(screen.getByText('Checking your session')).toBeInTheDocument();
    expect(await screen.findByText(`Hello ${student.email}`)).toBeInTheDocument();
    observer.disconnect();
    expect(shown.filter((text) => text.includes('Fallback'))).toEqual([]);
  });
});

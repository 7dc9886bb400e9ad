/**
 * Who is signed in, and their role. The identity provider (Firebase, loaded lazily) says who the
 * user is; POST /api/jwt trades its ID token for the API's access token (stored as
 * 'access-token') and names the API's account, whose e-mail the app uses from then on (it stays
 * the one the account was recorded with when the e-mail changes in Firebase); the role comes
 * from GET /api/users/{admin,instructor}/:email.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import * as React from 'react';
import { toastError } from '#pwa/lib/feedback/toasts.ts';
import { HTTPError } from 'ky';
import {
  exchangeIdToken,
  getAccessToken,
  isNetworkError,
  setAccessToken,
  setSessionHandlers,
  SignInRefusedError,
  storedAccountEmail,
} from '../api/api-client.ts';
import { exchange, toAuthUser, type AuthUser } from './account.ts';
import { fetchRole, forgetRole, type Role } from './auth-role.ts';
import { type Identity, type IdentityUser, type LoadIdentity } from './identity.ts';
import type { SignUpInput } from './sign-in-flows.ts';
import { ROLE_RECHECK_MS } from '#pwa/lib/timing/freshness.ts';

export type { AuthUser, Role, SignUpInput };

export type AuthValue = {
  user: AuthUser | null;
  loading: boolean;
  role: Role | null;
  roleLoading: boolean;
  signIn: (email: string, password: string) => Promise<void>;
  /** Resolves with POST /api/users' answer; the register page checks insertedId. */
  signUp: (input: SignUpInput) => Promise<{ insertedId?: string }>;
  signInWithGoogle: () => Promise<void>;
  logout: () => Promise<void>;
};

const AuthContext = React.createContext<AuthValue | null>(null);

export const authKeys = { role: (email: string) => ['auth', 'role', email] as const };

const loadFirebase: LoadIdentity = () =>
  import('./firebase.ts').then((module) => module.loadFirebaseIdentity());

/** The sign-in forms' flows: loaded when one starts, not with the first paint. */
const signInFlows = () => import('./sign-in-flows.ts');

/**
 * Start downloading the identity SDK and the sign-in flows early (the login and register pages
 * call it on mount).
 */
export function preloadIdentity(): void {
  // Only a head start: offline it fails, and the sign-in that needs the code says so itself.
  const ignore = () => undefined;
  import('./firebase.ts').catch(ignore);
  signInFlows().catch(ignore);
}

/**
 * Why a renewal could not keep the session, in a sentence for the person (an account removed or
 * disabled); null for anything that is not about them (offline, a server error).
 */
async function refusalOf(error: unknown): Promise<string | null> {
  if (error instanceof SignInRefusedError) return error.message;
  return codeOf(error) === 'auth/user-disabled'
    ? (await import('./auth-texts.ts')).accountDisabled()
    : null;
}

/** An identity provider's error code (Firebase's `auth/…`), or ''. */
const codeOf = (error: unknown) =>
  typeof error === 'object' && error && 'code' in error ? String(error.code) : '';

/**
 * Whether a renewal failed only because the API or the identity provider is out of reach now
 * (offline, a timeout, a server error, too many requests): not a reason to end the session.
 */
function cannotReach(error: unknown): boolean {
  if (error instanceof SignInRefusedError) return error.status === 429;
  const code = codeOf(error);
  return (
    isNetworkError(error) ||
    error instanceof HTTPError ||
    code === 'auth/network-request-failed' ||
    code === 'auth/too-many-requests'
  );
}

type AuthProviderProps = {
  children: React.ReactNode;
  /** Tests pass a stand-in; the app uses Firebase. */
  loadIdentity?: LoadIdentity;
  /** Called after a 401 the renewal could not fix ended the session: go to /login. */
  onSessionEnded?: () => void;
};

export function AuthProvider({
  children,
  loadIdentity = loadFirebase,
  onSessionEnded,
}: AuthProviderProps) {
  const queryClient = useQueryClient();
  const [user, setUser] = React.useState<AuthUser | null>(null);
  const [loading, setLoading] = React.useState(true);
  const identityRef = React.useRef<Promise<Identity> | null>(null);

  const unsubscribeRef = React.useRef<(() => void) | null>(null);
  /** Sign-ins, sign-ups and Google sign-ins under way: they show their own failures. */
  const signingInRef = React.useRef(0);
  /** The refusal said last: the exchange and a renewal may both meet it, it is said once. */
  const announcedRef = React.useRef<string | null>(null);

  /** Tells the person why the API ended their session (an account removed or disabled). */
  const announceSignOut = React.useCallback((reason: string) => {
    if (announcedRef.current === reason) return;
    announcedRef.current = reason;
    void import('./auth-texts.ts').then((texts) => toastError(texts.signedOut(), reason));
  }, []);

  /** What the identity provider reports: a user (trade their token at /jwt) or nobody. */
  const handleIdentityUser = React.useCallback(
    async (identity: Identity, next: IdentityUser | null) => {
      if (!next) {
        setAccessToken(null);
        setUser(null);
        setLoading(false);
        return;
      }
      const duringSignIn = signingInRef.current > 0;
      // Offline the stored token still names the account (its e-mail may differ from Firebase's).
      let accountEmail = storedAccountEmail() ?? next.email ?? '';
      try {
        accountEmail = await exchange(next);
        announcedRef.current = null;
      } catch (error) {
        // The API refused this identity: sign out, and say why (a sign-in form says it itself).
        if (error instanceof SignInRefusedError) {
          await identity.signOut();
          if (!duringSignIn) announceSignOut(error.message);
          return;
        }
        // Offline, a returning person's stored token still names the account: carry on (the
        // identity is loaded at start only when one is stored). A sign-in from the form is the
        // form's to finish or fail: without a token of its own, a person shown signed in here
        // would be signed out again by the API's first 401.
        if (duringSignIn) return;
      }
      // A transition: on a signed-in start this is what renders the page below the frame (a
      // dashboard's lists), in slices rather than one long task after the first paint.
      React.startTransition(() => {
        setUser(next.email ? toAuthUser(next, accountEmail) : null);
        setLoading(false);
      });
    },
    [announceSignOut],
  );

  /** Loads the provider once (Firebase: a lazy chunk) and listens to it from then on. */
  const getIdentity = React.useCallback(() => {
    if (identityRef.current) return identityRef.current;
    const pending: Promise<Identity> = loadIdentity().then(
      (identity) => {
        // Subscribe only if this load is still the current one (not dropped by an unmount).
        if (identityRef.current === pending) {
          unsubscribeRef.current = identity.onIdTokenChanged(
            (next) => void handleIdentityUser(identity, next),
          );
        }
        return identity;
      },
      (error: unknown) => {
        if (identityRef.current === pending) identityRef.current = null;
        throw error;
      },
    );
    identityRef.current = pending;
    return pending;
  }, [loadIdentity, handleIdentityUser]);

  React.useEffect(() => {
    let active = true;
    // No stored access token: almost surely a visitor. Show them signed out at once and leave
    // the identity SDK unloaded until they sign in (the first-paint budget).
    if (!getAccessToken()) {
      // A transition: the first update after hydration, it re-renders everything that reads the
      // session, in slices rather than one long task after the first paint.
      React.startTransition(() => setLoading(false));
    } else {
      getIdentity().catch((error: unknown) => {
        // No identity provider (config unreachable on a first offline visit): browse signed out.
        console.warn('Sign-in is unavailable right now', error);
        if (active) setLoading(false);
      });
    }
    return () => {
      active = false;
      unsubscribeRef.current?.();
      unsubscribeRef.current = null;
      identityRef.current = null;
    };
  }, [getIdentity]);

  const forgetPrivateData = React.useCallback(() => {
    setAccessToken(null);
    forgetRole();
    // Every query is private unless its feature marks it public (meta.public: the catalogue…).
    queryClient.removeQueries({ predicate: (query) => query.meta?.public !== true });
    // The IndexedDB copies of private lists too (the next person on this device must not see them).
    void import('../storage/offline-cache.ts')
      .then((cache) => cache.forgetPrivateCopies())
      .catch((error: unknown) => console.warn('Could not forget the saved private data', error));
    // This device's push notifications were that person's: the next one must not get them.
    void import('../device/push-device.ts')
      .then((push) => push.unsubscribeThisDevice())
      .catch((error: unknown) => console.warn('Could not turn off push notifications', error));
  }, [queryClient]);

  const logout = React.useCallback(async () => {
    setLoading(true);
    try {
      await (await getIdentity()).signOut();
    } catch (error) {
      console.warn('Logout failed', error);
    } finally {
      forgetPrivateData();
      setUser(null);
      setLoading(false);
    }
  }, [getIdentity, forgetPrivateData]);

  /** Runs an identity operation with `loading` set, as product.md's state machine does. */
  const withLoading = React.useCallback(async <T,>(operation: () => Promise<T>): Promise<T> => {
    setLoading(true);
    signingInRef.current += 1;
    try {
      return await operation();
    } finally {
      signingInRef.current -= 1;
      setLoading(false);
    }
  }, []);

  const signIn = React.useCallback(
    (email: string, password: string) =>
      withLoading(async () => {
        const identity = await getIdentity();
        setUser(await (await signInFlows()).signInWithPassword(identity, email, password));
      }),
    [getIdentity, withLoading],
  );

  const signUp = React.useCallback(
    (input: SignUpInput) =>
      withLoading(async () => {
        const identity = await getIdentity();
        return (await signInFlows()).signUpWithPassword(identity, input, setUser);
      }),
    [getIdentity, withLoading],
  );

  const signInWithGoogle = React.useCallback(
    () =>
      withLoading(async () => {
        const identity = await getIdentity();
        await (await signInFlows()).signInWithGoogle(identity, setUser);
      }),
    [getIdentity, withLoading],
  );

  /** Why the last renewal failed, said once when the session ends (an account removed…). */
  const endReasonRef = React.useRef<string | null>(null);

  React.useEffect(() => {
    setSessionHandlers({
      renewAccessToken: async () => {
        try {
          const current = (await getIdentity()).currentUser();
          if (!current?.email) return null;
          return (await exchangeIdToken(await current.getIdToken(true), current.email)).token;
        } catch (error) {
          // The request then fails as it would offline (the outbox keeps it for later).
          if (cannotReach(error)) throw error;
          endReasonRef.current = await refusalOf(error);
          return null;
        }
      },
      endSession: async () => {
        const reason = endReasonRef.current;
        endReasonRef.current = null;
        if (!getAccessToken() && !user) return; // already signed out: nothing to end
        await logout();
        if (reason) announceSignOut(reason);
        onSessionEnded?.();
      },
    });
    return () => setSessionHandlers(null);
  }, [getIdentity, logout, onSessionEnded, user, announceSignOut]);

  const roleQuery = useQuery({
    queryKey: authKeys.role(user?.email ?? ''),
    queryFn: () => fetchRole(user?.email ?? ''),
    enabled: Boolean(user),
    staleTime: 60_000,
    // The access check comes back by itself once the API answers again: someone back after days
    // offline, whose first checks met a poor connection, should not have to find Retry.
    refetchInterval: (query) => (query.state.status === 'error' ? ROLE_RECHECK_MS : false),
  });

  const value = React.useMemo<AuthValue>(
    () => ({
      user,
      loading,
      role: user ? (roleQuery.data ?? null) : null,
      roleLoading: Boolean(user) && roleQuery.isPending,
      signIn,
      signUp,
      signInWithGoogle,
      logout,
    }),
    [user, loading, roleQuery.data, roleQuery.isPending, signIn, signUp, signInWithGoogle, logout],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthValue {
  const value = React.useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>');
  return value;
}

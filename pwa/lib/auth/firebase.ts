/**
 * Firebase Auth behind the Identity interface. Import this module only with `import()`: the SDK
 * is large and must stay out of the first-paint bundle (decision 011).
 */
import { initializeApp } from 'firebase/app';
import {
  connectAuthEmulator,
  createUserWithEmailAndPassword,
  getAuth,
  GoogleAuthProvider,
  onIdTokenChanged,
  signInWithEmailAndPassword,
  signInWithPopup,
  signOut,
  updateProfile,
  type Auth,
} from 'firebase/auth';
import { publicConfigSchema, type PublicConfig } from '#shared/schemas/config.ts';
import { bareApi } from '../api/api-client.ts';
import type { Identity } from './identity.ts';

const CONFIG_CACHE_KEY = 'public-config';

/** GET /api/config, remembered so a signed-in user stays signed in on an offline reload. */
async function loadConfig(): Promise<PublicConfig> {
  try {
    const config = publicConfigSchema.parse(await bareApi.get('config').json());
    localStorage.setItem(CONFIG_CACHE_KEY, JSON.stringify(config));
    return config;
  } catch (error) {
    const cached = localStorage.getItem(CONFIG_CACHE_KEY);
    if (cached) return publicConfigSchema.parse(JSON.parse(cached));
    throw error;
  }
}

function createIdentity(auth: Auth): Identity {
  return {
    onIdTokenChanged: (listener) => onIdTokenChanged(auth, listener),
    currentUser: () => auth.currentUser,
    signIn: async (email, password) =>
      (await signInWithEmailAndPassword(auth, email, password)).user,
    signUp: async (email, password) =>
      (await createUserWithEmailAndPassword(auth, email, password)).user,
    updateProfile: async (profile) => {
      const user = auth.currentUser;
      if (!user) throw new Error('Nobody is signed in.');
      await updateProfile(user, profile);
      // updateProfile fires no auth event: reload and refresh the token so listeners see the name.
      await user.reload();
      await user.getIdToken(true);
      return auth.currentUser ?? user;
    },
    signInWithGoogle: async () => (await signInWithPopup(auth, new GoogleAuthProvider())).user,
    signOut: () => signOut(auth),
  };
}

let identity: Promise<Identity> | null = null;

export function loadFirebaseIdentity(): Promise<Identity> {
  identity ??= loadConfig()
    .then((config) => {
      const auth = getAuth(initializeApp(config.firebase));
      if (config.authEmulatorUrl) {
        connectAuthEmulator(auth, config.authEmulatorUrl, { disableWarnings: true });
      }
      return createIdentity(auth);
    })
    .catch((error: unknown) => {
      identity = null; // let the next attempt try again
      throw error;
    });
  return identity;
}

// Fixtures for the end-to-end specs: the stack's addresses (from e2e/global-setup.ts), a unique
// e-mail per test, accounts made through the Auth emulator's REST API, signing in (through the
// real UI once per person and worker, then from the session it left), and an accessibility scan
// with axe-core.
import { readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type BrowserContext, type Page } from '@playwright/test';
import { DEMO_ACCOUNTS, type DemoAccount } from '../api/db/demo-accounts.ts';
import { createEmulatorAccount } from '../scripts/lib/emulator-accounts.ts';
import { keepOfflineTruthful } from './offline-fixtures.ts';

export type DemoRole = 'admin' | 'instructor' | 'frontdesk' | 'student';

/** A password the sign-up rules accept: upper, lower, a special character from !@#$&*, 6–20 long. */
export const TEST_PASSWORD = 'Train@2024';

export interface TestAccount {
  email: string;
  password: string;
  name: string;
  photoUrl: string;
}

export function demoAccount(role: DemoRole): DemoAccount {
  const account = DEMO_ACCOUNTS.find((candidate) => (candidate.role ?? 'student') === role);
  if (!account) throw new Error(`No demo account with the role ${role}`);
  return account;
}

function requiredEnv(name: string): string {
  const value = process.env[name];
  if (!value)
    throw new Error(
      `${name} is not set: run the specs through playwright.config.ts (its globalSetup).`,
    );
  return value;
}

interface Fixtures {
  /** host:port of the Auth emulator the stack uses. */
  emulatorHost: string;
  /** An e-mail no other test (or earlier run) uses. */
  uniqueEmail: string;
  /** Creates an account in the Auth emulator only: no user record in the API's database (register and Google sign-in post one). */
  createAccount: (overrides?: Partial<TestAccount>) => Promise<TestAccount>;
  /**
   * Signs the page's context in as a demo role or a given account (signInOnce): afterwards the
   * page is on the site's origin, signed in; go to the page the test needs. Tests of signing in
   * itself use signInThroughUi.
   */
  signIn: (who: DemoRole | Pick<TestAccount, 'email' | 'password'>) => Promise<void>;
}

let emailCounter = 0;

// Playwright hands each fixture a function to provide its value (its docs call it `use`; named
// `provide` here so React's hook lint rule does not mistake it for React's use()).
export const test = base.extend<Fixtures>({
  // The port is chosen at run time by globalSetup, after this config was read. Playwright reads
  // a fixture's dependencies from its first parameter, so "none" has to be an empty pattern.
  // eslint-disable-next-line no-empty-pattern
  baseURL: async ({}, provide) => {
    await provide(requiredEnv('E2E_BASE_URL'));
  },
  // eslint-disable-next-line no-empty-pattern
  emulatorHost: async ({}, provide) => {
    await provide(requiredEnv('E2E_AUTH_EMULATOR_HOST'));
  },
  // eslint-disable-next-line no-empty-pattern
  uniqueEmail: async ({}, provide, testInfo) => {
    emailCounter += 1;
    const stamp = `${Date.now().toString(36)}${testInfo.workerIndex}${emailCounter}`;
    await provide(`e2e-${stamp}@academy.test`);
  },
  createAccount: async ({ emulatorHost, uniqueEmail, baseURL }, provide) => {
    await provide(async (overrides = {}) => {
      const account: TestAccount = {
        email: uniqueEmail,
        password: TEST_PASSWORD,
        name: 'Test Student',
        photoUrl: `${baseURL}/images/avatars/student.svg`,
        ...overrides,
      };
      await createEmulatorAccount(emulatorHost, {
        email: account.email,
        password: account.password,
        displayName: account.name,
        photoUrl: account.photoUrl,
      });
      return account;
    });
  },
  // Offline means offline in every document the test opens (offline-fixtures.ts says why).
  context: async ({ context }, provide) => {
    await keepOfflineTruthful(context);
    await provide(context);
  },
  signIn: async ({ page }, provide) => {
    await provide(async (who) => {
      const { email, password } = typeof who === 'string' ? demoAccount(who) : who;
      await signInOnce(page, email, password);
    });
  },
});

export { expect };

type SessionState = Awaited<ReturnType<BrowserContext['storageState']>>;
/** An origin of a storage state taken with `indexedDB: true` (Playwright's types leave it out). */
type SavedOrigin = SessionState['origins'][number] & { indexedDB?: { name: string }[] };

/**
 * A saved session is used while its access token is surely valid (the API's default lifetime is
 * ACCESS_TOKEN_TTL_SECONDS in api/env.ts): specs send it from Node too (accessTokenOf). The app
 * itself trades the Firebase session for a fresh token on every load.
 */
const SESSION_REUSE_MS = 10 * 60_000;

/** A session signed in through /login, and when. */
interface SavedSession {
  state: SessionState;
  savedAt: number;
}

/**
 * The sessions signed in so far, by e-mail: this worker's in memory, and every run's against the
 * same stack in its sessions folder (E2E_SESSIONS_DIR, set with the stack's addresses by
 * scripts/lib/e2e-stack-child.ts), so that the parts `npm test` runs one after another sign each
 * person in once.
 */
const savedSessions = new Map<string, SavedSession>();

function sessionFile(email: string): string | undefined {
  const dir = process.env.E2E_SESSIONS_DIR;
  return dir ? path.join(dir, `${encodeURIComponent(email)}.json`) : undefined;
}

const isFresh = (session: SavedSession | undefined): session is SavedSession =>
  session !== undefined && Date.now() - session.savedAt < SESSION_REUSE_MS;

async function readSavedSession(email: string): Promise<SavedSession | undefined> {
  const kept = savedSessions.get(email);
  if (isFresh(kept)) return kept;
  const file = sessionFile(email);
  if (!file) return undefined;
  const saved = await readFile(file, 'utf8').then(
    (text) => JSON.parse(text) as SavedSession,
    () => undefined,
  );
  if (!isFresh(saved)) return undefined;
  savedSessions.set(email, saved);
  return saved;
}

async function saveSession(email: string, session: SavedSession): Promise<void> {
  savedSessions.set(email, session);
  const file = sessionFile(email);
  if (!file) return;
  // Written whole, then renamed: a run reading it meanwhile sees the old file or the new one.
  const partial = `${file}.${process.pid}`;
  await writeFile(partial, JSON.stringify(session));
  await rename(partial, file);
}

/**
 * What a signed-in session is in the browser: Firebase's IndexedDB (the user and their refresh
 * token) and the app's localStorage (the access token, the remembered role, the public config).
 * Nothing else of the page that signed in (its saved lists, its query cache) comes along.
 */
function sessionOnly(state: SessionState): SessionState {
  return {
    cookies: state.cookies,
    origins: state.origins.map((origin: SavedOrigin) => ({
      ...origin,
      localStorage: origin.localStorage.filter((item) =>
        ['access-token', 'last-role', 'public-config'].includes(item.name),
      ),
      indexedDB: origin.indexedDB?.filter((db) => db.name === 'firebaseLocalStorageDb'),
    })),
  };
}

/**
 * Signs in through /login the first time a run against this stack signs `email` in (ending where
 * the app went from there), and saves the session; after that restores it into the page's
 * context, a returning visitor as far as the app knows, and opens a file of the site (its storage
 * is then the page's, as after signing in) without starting the app: the test's next page
 * starts it.
 */
export async function signInOnce(page: Page, email: string, password: string): Promise<void> {
  const saved = await readSavedSession(email);
  if (saved) {
    await test.step(`restore the session of ${email}`, async () => {
      await page.context().setStorageState(saved.state);
      await page.goto('/favicon.svg');
    });
    return;
  }
  await test.step(`sign in as ${email} through /login`, async () => {
    await signInThroughUi(page, email, password);
    await page.waitForFunction(() => localStorage.getItem('access-token'));
    const state = await page.context().storageState({ indexedDB: true });
    await saveSession(email, { state: sessionOnly(state), savedAt: Date.now() });
  });
}

export async function signInThroughUi(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'please Login' })).toBeVisible();
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).not.toHaveURL(/\/login/);
}

/**
 * axe-core over the page as it is now. Legacy mode runs `axe.run` in the page itself: the default
 * runs each frame's part and then opens a blank page of its own to join them, a page and a second
 * copy of axe per scan, which the app's pages (no cross-origin frames; same-origin ones are still
 * scanned) do not need. Both modes reported the same results on the same pages
 * (docs/performance.md).
 */
export function axeScan(page: Page): AxeBuilder {
  return new AxeBuilder({ page }).setLegacyMode();
}

/**
 * Fails with a readable list when axe-core finds WCAG 2.1 A/AA violations on the page as it is now.
 * `exclude` takes CSS selectors of parts that are not ours to fix (none yet).
 */
export async function expectNoAccessibilityViolations(
  page: Page,
  exclude: readonly string[] = [],
): Promise<void> {
  let builder = axeScan(page).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
  for (const selector of exclude) builder = builder.exclude(selector);
  const { violations } = await test.step('axe', () => builder.analyze());
  const summary = violations.map(
    (violation) =>
      `${violation.id} (${violation.impact ?? 'unknown'}): ${violation.help} — ${violation.nodes
        .slice(0, 3)
        .map((node) => node.target.join(' '))
        .join(', ')}`,
  );
  expect(summary, 'accessibility violations').toEqual([]);
}

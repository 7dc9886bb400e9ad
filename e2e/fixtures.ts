// Fixtures for the end-to-end specs: the stack's addresses (from e2e/global-setup.ts), a unique
// e-mail per test, accounts made through the Auth emulator's REST API, signing in through the
// real UI as each demo role, and an accessibility scan with axe-core.
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';
import { DEMO_ACCOUNTS, type DemoAccount } from '../api/db/demo-accounts.ts';
import { createEmulatorAccount } from '../scripts/lib/emulator-accounts.ts';

export type DemoRole = 'admin' | 'instructor' | 'frontdesk' | 'student';

/** A password the spec's rules accept (upper, lower, a special character from !@#$&*, 6–20 long). */
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
  /** Signs in through /login as a demo role or a given account; waits until the app has left /login. */
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
  signIn: async ({ page }, provide) => {
    await provide(async (who) => {
      const { email, password } = typeof who === 'string' ? demoAccount(who) : who;
      await signInThroughUi(page, email, password);
    });
  },
});

export { expect };

export async function signInThroughUi(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'please Login' })).toBeVisible();
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).not.toHaveURL(/\/login/);
}

/**
 * Fails with a readable list when axe-core finds WCAG 2.1 A/AA violations on the page as it is now.
 * `exclude` takes CSS selectors of parts that are not ours to fix (none yet).
 */
export async function expectNoAccessibilityViolations(
  page: Page,
  exclude: readonly string[] = [],
): Promise<void> {
  let builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
  for (const selector of exclude) builder = builder.exclude(selector);
  const { violations } = await builder.analyze();
  const summary = violations.map(
    (violation) =>
      `${violation.id} (${violation.impact ?? 'unknown'}): ${violation.help} — ${violation.nodes
        .slice(0, 3)
        .map((node) => node.target.join(' '))
        .join(', ')}`,
  );
  expect(summary, 'accessibility violations').toEqual([]);
}

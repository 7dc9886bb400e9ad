// End-to-end tests in Debian's Chromium (its headless shell, scripts/lib/chromium.ts) against the
// real stack: the built PWA, the API on a temp libSQL file and the Firebase Auth emulator, all
// started by e2e/global-setup.ts on free ports. See docs/decisions/001-test-runner-and-e2e.md.
import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions, endToEndBrowserPath } from './scripts/lib/chromium.ts';

const CI = Boolean(process.env.CI);

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  globalSetup: './e2e/global-setup.ts',
  outputDir: 'test-results/e2e-artifacts',
  fullyParallel: true,
  forbidOnly: CI,
  retries: CI ? 1 : 0,
  // One worker under CI: `npm test` runs the checks and Vitest beside it on the 2-core machine,
  // and a second worker there only queued for the cores (docs/performance.md, "Where the test
  // suite's time goes"). Alone (`npm run test:e2e`), two.
  workers: CI ? 1 : 2,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [[CI ? 'line' : 'list'], ['json', { outputFile: 'test-results/e2e.json' }]],
  use: {
    // baseURL is set per test in e2e/fixtures.ts: the stack's port is only known after globalSetup.
    headless: true,
    // A trace (the DOM at each step, the network, the console; no screencast, which cost more
    // CPU than the pages themselves) is recorded only when it can be kept: under CI, the retry
    // of a failed test records one; locally, with no retry, a failing test keeps its own.
    // Recording every passing test's DOM was a cost paid for nothing (docs/performance.md,
    // "Where the test suite's time goes"). `--trace on` records every test of one run.
    trace: CI
      ? { mode: 'on-first-retry', screenshots: false, snapshots: true }
      : { mode: 'retain-on-failure', screenshots: false, snapshots: true },
    screenshot: 'only-on-failure',
    // A context with the service worker downloads the whole precache as it opens, which cost
    // more CPU than the page under test. Tests that go offline (or test the worker) allow it.
    serviceWorkers: 'block',
    // Pages are checked as they rest, not mid-animation: the app honours the setting (no
    // carousel autoplay, transitions of a millisecond), so a colour or a box read by a check is
    // never one a transition passes through, and no frame is drawn for a spinner nobody watches
    // (decision 048). A test of motion itself asks for 'no-preference'.
    reducedMotion: 'reduce',
    actionTimeout: 15_000,
    navigationTimeout: 30_000,
    // Chromium's headless shell where it is installed (decision 047).
    launchOptions: chromiumLaunchOptions(endToEndBrowserPath()),
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
});

// End-to-end tests in Debian's Chromium (/usr/bin/chromium) against the real stack: the
// built PWA, the API on a temp libSQL file and the Firebase Auth emulator, all started by
// e2e/global-setup.ts on free ports. See docs/decisions/001-test-runner-and-e2e.md.
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_PATH } from './scripts/lib/chromium.ts';

const CI = Boolean(process.env.CI);
const isRoot = process.getuid?.() === 0;

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  globalSetup: './e2e/global-setup.ts',
  outputDir: 'test-results/e2e-artifacts',
  fullyParallel: true,
  forbidOnly: CI,
  retries: CI ? 1 : 0,
  // 2 cores run Chromium, the API and the emulator: on the shared CI machine a second worker
  // turned slow pages into timeouts (docs/performance.md, "Where the test suite's time goes").
  workers: CI ? 1 : 2,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [[CI ? 'line' : 'list'], ['json', { outputFile: 'test-results/e2e.json' }]],
  use: {
    // baseURL is set per test in e2e/fixtures.ts: the stack's port is only known after globalSetup.
    headless: true,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    actionTimeout: 15_000,
    navigationTimeout: 30_000,
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: ['--disable-quic', ...(isRoot ? ['--no-sandbox'] : [])],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
});

// The e2e tests drive Debian's Chromium: Playwright's own browser download needs hosts this
// machine cannot reach. Installs it with apt-get when missing and we are root.
// Which binary for what: docs/decisions/047-headless-shell-for-end-to-end-tests.md.
import { existsSync } from 'node:fs';
import { runCommand } from './run-command.ts';

/**
 * The full browser, Debian's package without its /usr/bin/chromium wrapper: the wrapper adds
 * Debian's default flags (/etc/chromium.d), among them GPU rasterization, which on a machine
 * without a GPU runs in a software GL and made every page cost more CPU (docs/performance.md,
 * "Where the test suite's time goes"). The tests that need what only it has use it: a service
 * worker's notifications.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/lib/chromium/chromium';

/**
 * Chromium's headless shell, Debian's `chromium-headless-shell`: the same engine without the
 * browser's own interface, which is what Playwright runs headless tests in by default. A page
 * costs it less CPU than the full browser. Without it, the full browser.
 */
export const HEADLESS_SHELL_PATH =
  process.env.HEADLESS_SHELL_PATH ?? '/usr/lib/chromium/chromium-headless-shell';

/** The binary the end-to-end tests run in, read when Playwright loads its config. */
export function endToEndBrowserPath(): string {
  return existsSync(HEADLESS_SHELL_PATH) ? HEADLESS_SHELL_PATH : CHROMIUM_PATH;
}

/** Launch options for Playwright: QUIC off (no UDP here), no sandbox when root. */
export function chromiumLaunchOptions(executablePath: string, args: readonly string[] = []) {
  return {
    executablePath,
    args: ['--disable-quic', ...(process.getuid?.() === 0 ? ['--no-sandbox'] : []), ...args],
  };
}

const PACKAGES = [
  { path: CHROMIUM_PATH, name: 'chromium' },
  { path: HEADLESS_SHELL_PATH, name: 'chromium-headless-shell' },
];

export const CHROMIUM_INSTALL_HINT =
  `Chromium is missing (${CHROMIUM_PATH}, ${HEADLESS_SHELL_PATH}). Install Debian's packages as root: ` +
  '`sudo apt-get update && sudo apt-get install -y chromium chromium-headless-shell` (or set ' +
  'CHROMIUM_PATH and HEADLESS_SHELL_PATH to Chromium binaries), then run `npm run test:e2e`.';

/**
 * Whether the browsers are there (after installing what is missing when possible); says what it
 * does. The full browser is needed; without the headless shell the tests run in the full browser.
 */
export async function ensureChromium(log: (line: string) => void = console.log): Promise<boolean> {
  const missing = PACKAGES.filter((item) => !existsSync(item.path));
  if (missing.length === 0) return true;
  if (process.getuid?.() === 0) {
    const names = missing.map((item) => item.name);
    log(`Missing: ${names.join(', ')}. Installing Debian's packages with apt-get …`);
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    const updated = await runCommand('apt-get', ['update'], { env });
    const installed =
      updated === 0 ? await runCommand('apt-get', ['install', '-y', ...names], { env }) : updated;
    if (installed !== 0) log(`apt-get exited with ${installed}.`);
  }
  if (!existsSync(CHROMIUM_PATH)) {
    log(CHROMIUM_INSTALL_HINT);
    return false;
  }
  if (!existsSync(HEADLESS_SHELL_PATH)) {
    log(
      `No headless shell (${HEADLESS_SHELL_PATH}): the end-to-end tests run in the full browser.`,
    );
  }
  return true;
}

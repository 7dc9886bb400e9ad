// The e2e tests drive Debian's Chromium: Playwright's own browser download needs hosts this
// machine cannot reach. Installs it with apt-get when missing and we are root.
import { existsSync } from 'node:fs';
import { runCommand } from './run-command.ts';

/**
 * The browser binary of Debian's package, not its /usr/bin/chromium wrapper: the wrapper adds
 * Debian's default flags (/etc/chromium.d), among them GPU rasterization, which on a machine
 * without a GPU runs in a software GL and made every page cost more CPU (docs/performance.md,
 * "Where the test suite's time goes").
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/lib/chromium/chromium';

export const CHROMIUM_INSTALL_HINT =
  `Chromium is missing (${CHROMIUM_PATH}). Install Debian's package as root: ` +
  '`sudo apt-get update && sudo apt-get install -y chromium` (or set CHROMIUM_PATH to a Chromium binary), ' +
  'then run `npm run test:e2e`.';

/** Whether Chromium is there (after installing it when possible); says what it does. */
export async function ensureChromium(log: (line: string) => void = console.log): Promise<boolean> {
  if (existsSync(CHROMIUM_PATH)) return true;
  if (process.getuid?.() !== 0) {
    log(CHROMIUM_INSTALL_HINT);
    return false;
  }
  log(`Chromium is missing (${CHROMIUM_PATH}): installing Debian's package with apt-get …`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const updated = await runCommand('apt-get', ['update'], { env });
  const installed =
    updated === 0 ? await runCommand('apt-get', ['install', '-y', 'chromium'], { env }) : updated;
  if (installed !== 0 || !existsSync(CHROMIUM_PATH)) {
    log(`Installing Chromium failed (apt-get exited with ${installed}). ${CHROMIUM_INSTALL_HINT}`);
    return false;
  }
  return true;
}

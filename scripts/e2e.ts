// `npm run test:e2e`: the end-to-end stage alone. Builds the PWA when it is missing or stale,
// makes sure Chromium is there, then runs Playwright (extra arguments are passed on, e.g. a spec
// file or --headed).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureChromium } from './lib/chromium.ts';
import { ensurePwaBuild } from './lib/pwa-build.ts';
import { runTool } from './lib/run-command.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

async function main(): Promise<number> {
  await ensurePwaBuild(ROOT, (line) => console.log(`[e2e] ${line}`));
  if (!(await ensureChromium((line) => console.error(`[e2e] ${line}`)))) return 1;
  return runTool(ROOT, 'playwright', ['test', ...process.argv.slice(2)]);
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`[e2e] ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);

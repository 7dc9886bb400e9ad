// Starts the stack for the whole run (scripts/lib/e2e-stack-child.ts: Auth emulator, API on a
// temp database, the built PWA) and hands its addresses to the tests through env variables,
// which Playwright's workers inherit. The returned function tears it all down. When the caller
// has started one already (`npm test` runs one for all the parts of the tests), that one is used.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { e2eStackEnv, e2eStackFromEnv, startE2eStack } from '../scripts/lib/e2e-stack-child.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export default async function globalSetup(): Promise<() => Promise<void>> {
  if (e2eStackFromEnv(process.env)) return async () => {};
  if (!existsSync(path.join(ROOT, 'dist', 'index.html'))) {
    throw new Error(
      'No PWA build in dist/: run `npm run build` first (`npm run test:e2e` builds when needed).',
    );
  }
  const stack = await startE2eStack();
  Object.assign(process.env, e2eStackEnv(stack.info));
  return stack.stop;
}

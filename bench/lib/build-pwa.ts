// A production build of the PWA into a folder of the bench's own, so a bench run never races
// another build of dist/ (npm start and the e2e harness rebuild it when sources change).
import { spawn } from 'node:child_process';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** The origin the bench's build names (never asked: the pages are served from 127.0.0.1). */
const BENCH_SITE_ORIGIN = 'https://sports-academy.example';

export async function buildPwa(): Promise<{ distDir: string; ms: number }> {
  const distDir = join(await mkdtemp(join(tmpdir(), 'bench-dist-')), 'dist');
  const started = performance.now();
  const vite = join(ROOT, 'node_modules', 'vite', 'bin', 'vite.js');
  await new Promise<void>((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [vite, 'build', '--outDir', distDir, '--emptyOutDir', '--logLevel', 'warn'],
      {
        cwd: ROOT,
        // Built as a deployment builds (README: VITE_SITE_ORIGIN is a deployment's setting): the
        // language links absolute, as search engines and Lighthouse's SEO audit (hreflang) want.
        env: {
          ...process.env,
          BUILD_ID: 'bench',
          VITE_SITE_ORIGIN: process.env.VITE_SITE_ORIGIN ?? BENCH_SITE_ORIGIN,
        },
        stdio: ['ignore', 'ignore', 'inherit'],
      },
    );
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`vite build exited with ${code}`)),
    );
  });
  return { distDir, ms: Math.round(performance.now() - started) };
}

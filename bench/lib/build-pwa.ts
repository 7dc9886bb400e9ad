// A production build of the PWA into a folder of the bench's own, so a bench run never races
// another build of dist/ (npm start and the e2e harness rebuild it when sources change).
import { spawn } from 'node:child_process';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

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
        env: { ...process.env, BUILD_ID: 'bench' },
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

// `tsx bench/experiments/chunk-makeup.ts`: what the first-paint chunks of / are made of. Builds
// the PWA with source maps into a temporary folder and attributes every minified byte of each
// first-paint file to the package (or pwa/, shared/ folder) its mapping points at.
import { spawn } from 'node:child_process';
import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { firstPaintFiles } from '../budget.ts';
import { kb, table } from '../lib/table.ts';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** Decodes one line's segments of a source map: [generated column, source index] pairs. */
function decodeLine(line: string, state: { source: number }): [number, number][] {
  const segments: [number, number][] = [];
  let column = 0;
  for (const segment of line.split(',')) {
    if (!segment) continue;
    const values: number[] = [];
    let value = 0;
    let shift = 0;
    for (const char of segment) {
      const digit = BASE64.indexOf(char);
      value += (digit & 31) << shift;
      if (digit & 32) shift += 5;
      else {
        values.push(value & 1 ? -(value >>> 1) : value >>> 1);
        value = 0;
        shift = 0;
      }
    }
    column += values[0] ?? 0;
    if (values.length > 1) state.source += values[1] ?? 0;
    segments.push([column, values.length > 1 ? state.source : -1]);
  }
  return segments;
}

function groupOf(source: string): string {
  // MAKEUP_BY=file: one row per source file instead of per package.
  if (process.env.MAKEUP_BY === 'file') return source.replace(/^(\.\.\/)+/, '');
  const modules = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source);
  if (modules?.[1]) return modules[1];
  const own = /(pwa|shared)\/([^/]+)/.exec(source);
  return own ? `${own[1]}/${own[2]}` : source;
}

async function main(): Promise<void> {
  const distDir = join(await mkdtemp(join(tmpdir(), 'bench-makeup-')), 'dist');
  await new Promise<void>((resolve, reject) => {
    const vite = join(ROOT, 'node_modules', 'vite', 'bin', 'vite.js');
    const child = spawn(
      process.execPath,
      [vite, 'build', '--outDir', distDir, '--emptyOutDir', '--sourcemap', '--logLevel', 'warn'],
      {
        cwd: ROOT,
        stdio: ['ignore', 'ignore', 'inherit'],
      },
    );
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`vite build exited with ${code}`)),
    );
  });
  const bytesByGroup = new Map<string, number>();
  for (const file of await firstPaintFiles(distDir)) {
    const code = await readFile(join(distDir, file.file), 'utf8');
    const mapText = await readFile(join(distDir, `${file.file}.map`), 'utf8').catch(() => null);
    if (!mapText) {
      bytesByGroup.set('(no source map)', (bytesByGroup.get('(no source map)') ?? 0) + code.length);
      continue;
    }
    const map = JSON.parse(mapText) as { sources: string[]; mappings: string };
    const lines = code.split('\n');
    const state = { source: 0 };
    map.mappings.split(';').forEach((mapping, lineIndex) => {
      const segments = decodeLine(mapping, state);
      const length = lines[lineIndex]?.length ?? 0;
      segments.forEach(([column, source], index) => {
        const end = segments[index + 1]?.[0] ?? length;
        const group = source >= 0 ? groupOf(map.sources[source] ?? '?') : '(unmapped)';
        bytesByGroup.set(group, (bytesByGroup.get(group) ?? 0) + Math.max(0, end - column));
      });
    });
  }
  const rows = [...bytesByGroup]
    .sort((a, b) => b[1] - a[1])
    .slice(0, Number(process.env.MAKEUP_ROWS ?? 25));
  console.log(
    table(
      ['first-paint JS of / by origin (minified, before gzip)', 'bytes'],
      rows.map(([group, bytes]) => [group, kb(bytes)]),
    ),
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});

import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const PUBLIC = fileURLToPath(new URL('../../public', import.meta.url));

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

const range = (count: number, make: (i: number) => string) =>
  Array.from({ length: count }, (_, i) => make(i + 1));

/** What other parts of the site reference, with the intrinsic size they declare. */
const EXPECTED: ReadonlyArray<readonly [string, number, number]> = [
  ...range(5, (i) => `images/hero/hero-${i}.svg`).map((p) => [p, 1600, 900] as const),
  ...range(6, (i) => `images/winners/winner-${i}.svg`).map((p) => [p, 800, 600] as const),
  ...range(4, (i) => `images/news/news-${i}.svg`).map((p) => [p, 800, 500] as const),
  ...range(10, (i) => `images/coaches/coach-${i}.svg`).map((p) => [p, 600, 600] as const),
  ...['admin', 'coach', 'student'].map((a) => [`images/avatars/${a}.svg`, 256, 256] as const),
  ...['no-classes', 'no-payments', 'offline'].map(
    (e) => [`images/empty/${e}.svg`, 320, 240] as const,
  ),
  ['images/logo.svg', 64, 64],
  ['favicon.svg', 64, 64],
];

describe('the site imagery in public/', () => {
  const svgs = filesUnder(PUBLIC).filter((file) => file.endsWith('.svg'));

  it('gives every SVG an intrinsic width, height and viewBox, and keeps it under 20 KB', () => {
    const bad = svgs.filter((file) => {
      const head = readFileSync(file, 'utf8').slice(0, 300);
      return (
        !/^<svg [^>]*width="\d+" height="\d+" viewBox="[\d. ]+"/.test(head) ||
        statSync(file).size > 20_000
      );
    });
    expect(bad.map((file) => relative(PUBLIC, file))).toEqual([]);
  });

  it('has every picture the pages reference, at the size they declare', () => {
    for (const [path, width, height] of EXPECTED) {
      const head = readFileSync(join(PUBLIC, path), 'utf8').slice(0, 200);
      expect(head, path).toContain(`width="${width}" height="${height}"`);
    }
    expect(svgs.filter((file) => file.includes('/classes/')).length).toBeGreaterThanOrEqual(14);
    expect(svgs.filter((file) => file.includes('/instructors/')).length).toBeGreaterThanOrEqual(8);
  });

  it('has the manifest and iOS icons as PNGs of the right size', () => {
    const icons = [
      ['icons/icon-192.png', 192],
      ['icons/icon-512.png', 512],
      ['icons/icon-maskable-512.png', 512],
      ['icons/apple-touch-icon.png', 180],
    ] as const;
    for (const [path, size] of icons) {
      // A PNG starts with its signature, then the IHDR chunk: width and height, big-endian.
      const bytes = readFileSync(join(PUBLIC, path));
      const header = [
        bytes.toString('latin1', 1, 4),
        bytes.readUInt32BE(16),
        bytes.readUInt32BE(20),
      ];
      expect(header, path).toEqual(['PNG', size, size]);
    }
  });

  it('keeps public/ small', () => {
    const total = filesUnder(PUBLIC).reduce((sum, file) => sum + statSync(file).size, 0);
    expect(total).toBeLessThan(1_500_000);
  });
});

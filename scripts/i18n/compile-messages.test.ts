// The compiled messages are generated, not in git (decision 021): `npm run i18n` (after `npm ci`,
// before the typecheck, `npm start` and the tests) makes them when their inputs changed. This holds
// what is on disk to the catalogues: compiled again in an empty folder, the output must be exactly
// it. And shared/ imports no package but zod (decision 019): the generated code may import only its
// own files.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ensureMessages, filesUnder, OUTPUT_DIR } from './compile-messages.ts';

describe('the compiled messages', () => {
  // One compile for both: made in an empty folder, the output must be exactly what is on disk.
  it('are made in an empty folder, not made again while the inputs stay the same, and are what is on disk (run `npm run i18n` after changing a catalogue)', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'paraglide-'));
    try {
      const made = await ensureMessages(dir);
      expect(made.sort()).toEqual(await filesUnder(dir));
      expect(made).toContain('messages.js');
      expect(await ensureMessages(dir)).toEqual([]);

      expect(await filesUnder(OUTPUT_DIR)).toEqual(made);
      const stale: string[] = [];
      for (const file of made) {
        const [compiled, onDisk] = await Promise.all([
          readFile(join(dir, file), 'utf8'),
          readFile(join(OUTPUT_DIR, file), 'utf8'),
        ]);
        if (compiled !== onDisk) stale.push(file);
      }
      expect(stale, 'stale compiled messages: run `npm run i18n`').toEqual([]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }, 60_000);

  it('import nothing but their own files', async () => {
    const specifiers = new Set<string>();
    for (const file of await filesUnder(OUTPUT_DIR)) {
      if (!file.endsWith('.js')) continue;
      const code = await readFile(join(OUTPUT_DIR, file), 'utf8');
      for (const match of code.matchAll(/\b(?:import|export)\b[^'"]*?from\s*['"]([^'"]+)['"]/g))
        specifiers.add(match[1] ?? '');
      for (const match of code.matchAll(/\bimport\s*\(\s*['"]([^'"]+)['"]/g))
        specifiers.add(match[1] ?? '');
    }
    expect([...specifiers].filter((specifier) => !specifier.startsWith('.'))).toEqual([]);
  });
});

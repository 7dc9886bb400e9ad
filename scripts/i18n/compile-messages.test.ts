// The compiled messages are committed (decision 021): a fresh clone's tsc, tsx, vitest and Worker
// bundle find them with no step of their own. This holds them to the catalogues: compiled again in
// memory, they must be exactly what is on disk (`npm run i18n` writes them). And shared/ imports no
// package but zod (decision 019): the generated code may import only its own files.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { compileMessages, filesUnder, OUTPUT_DIR } from './compile-messages.ts';

describe('the compiled messages', () => {
  it('are what the catalogues compile to (run `npm run i18n` after changing a catalogue)', async () => {
    const compiled = await compileMessages();
    expect(await filesUnder(OUTPUT_DIR)).toEqual([...compiled.keys()].sort());
    const stale: string[] = [];
    for (const [file, content] of compiled) {
      if ((await readFile(join(OUTPUT_DIR, file), 'utf8')) !== content) stale.push(file);
    }
    expect(stale, 'stale compiled messages: run `npm run i18n`').toEqual([]);
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

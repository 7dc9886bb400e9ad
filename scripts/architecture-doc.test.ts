// docs/architecture.md is the map of the code as it is: every file or folder it names in
// backticks must exist, so a move that forgets the map fails here instead of misleading a reader.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..');
const doc = readFileSync(join(root, 'docs/architecture.md'), 'utf8');

/** Backticked names that are paths: a top-level folder of the repo, then more. */
const TOP = /^(api|pwa|shared|scripts|e2e|bench|docs|public)\//;
const named = [...doc.matchAll(/`([^`\s]+)`/g)]
  .map((match) => match[1] ?? '')
  .filter((name) => TOP.test(name))
  // `pwa/features/<entity>/`: a pattern, not a path.
  .filter((name) => !/[<>*]/.test(name))
  // `messages/{en,bn}.json`: one path per choice.
  .flatMap((name) => {
    const choices = /\{([^}]+)\}/.exec(name);
    return choices
      ? (choices[1] ?? '').split(',').map((choice) => name.replace(choices[0], choice))
      : [name];
  });

describe('docs/architecture.md', () => {
  it('names paths (and there are many)', () => {
    expect(named.length).toBeGreaterThan(50);
  });

  it('names only files and folders that exist', () => {
    expect(named.filter((name) => !existsSync(join(root, name)))).toEqual([]);
  });
});

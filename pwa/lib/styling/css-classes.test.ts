import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { twMerge } from 'tailwind-merge';
import { describe, expect, it } from 'vitest';
import { mergeClassNames } from './css-classes.ts';

const PWA = join(import.meta.dirname, '../..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(path);
    // css-classes.ts's own strings are kind names, not classes.
    const skip = entry.name.includes('.test.') || entry.name === 'css-classes.ts';
    return /\.tsx?$/.test(entry.name) && !skip ? [path] : [];
  });
}

/** Every class-like word in a string literal of pwa/ source (what cn() can be given). */
function classVocabulary(): string[] {
  const words = new Set<string>();
  for (const file of sourceFiles(PWA)) {
    for (const [, , text = ''] of readFileSync(file, 'utf8').matchAll(
      /(['"`])((?:(?!\1)[^\\\n])*)\1/g,
    )) {
      if (!/\b(flex|p[xy]?-|text-|bg-|rounded|border|font-|grid|gap-|w-|h-|size-)/.test(text))
        continue;
      for (const word of text.split(/\s+/)) {
        if (/^[!\w\-:[\]/.#%>*&@=,()]+$/.test(word) && !word.includes('${')) words.add(word);
      }
    }
  }
  return [...words];
}

describe('mergeClassNames', () => {
  it('keeps the later of two classes of the same kind, per variant', () => {
    expect(mergeClassNames('px-4 py-2 px-2')).toBe('py-2 px-2');
    expect(mergeClassNames('p-4 px-2')).toBe('p-4 px-2');
    expect(mergeClassNames('px-2 p-4')).toBe('p-4');
    expect(mergeClassNames('text-sm text-slate-700 text-base')).toBe('text-slate-700 text-base');
    expect(mergeClassNames('hover:bg-white bg-slate-50 hover:bg-slate-100')).toBe(
      'bg-slate-50 hover:bg-slate-100',
    );
    expect(mergeClassNames('card-frame h-10 w-4 size-6 card-frame')).toBe(
      'card-frame size-6 card-frame',
    );
  });

  it('agrees with tailwind-merge on every pair of classes used in pwa/', () => {
    const words = classVocabulary();
    expect(words.length).toBeGreaterThan(300);
    const disagreements: string[] = [];
    for (const first of words) {
      for (const second of words) {
        const input = `${first} ${second}`;
        const expected = twMerge(input);
        if (mergeClassNames(input) !== expected) disagreements.push(`${input} → ${expected}`);
      }
    }
    expect(disagreements).toEqual([]);
  });
});

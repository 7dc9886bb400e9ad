import { describe, expect, it } from 'vitest';
import { foldForSearch, searchTextOf } from './search-text.ts';

/** The fold without its ASCII shortcut: what every text used to go through. */
const slowFold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .normalize('NFC')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();

const TRICKY = ['  José  ', 'KARATÉ', 'সাঁতার', 'Ça\tva', '\u0301e', 'ΟΔΟΣ', ' ', '', 'a\r\nB'];

/** Random printable-ASCII texts with runs of spaces (a fixed seed: the same texts every run). */
function asciiTexts(count: number): string[] {
  let seed = 15;
  const next = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31);
  return Array.from({ length: count }, () =>
    Array.from({ length: next() % 24 }, () =>
      next() % 5 === 0 ? '  ' : String.fromCharCode(32 + (next() % 95)),
    ).join(''),
  );
}

describe('search folding', () => {
  it('folds ASCII on its shortcut exactly as the full fold does', () => {
    for (const text of [...asciiTexts(500), ...TRICKY]) {
      expect(foldForSearch(text)).toBe(slowFold(text));
    }
  });

  it('folds parts one by one to the text of folding them joined', () => {
    const texts = [...asciiTexts(50), ...TRICKY];
    texts.forEach((text, index) => {
      const parts = [
        text,
        TRICKY[index % TRICKY.length],
        undefined,
        texts[(index * 7) % texts.length],
      ];
      expect(searchTextOf(parts)).toBe(slowFold(parts.filter(Boolean).join(' ')));
    });
  });
});

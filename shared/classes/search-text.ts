// The catalogue's text search matches across case and accents ("jose" finds "José", "KARATE"
// finds "Karate"): the searched text and the query are both folded the same way. Only Latin
// accents go (the combining marks U+0300–U+036F after NFD); Bengali's vowel signs are letters
// of the word and stay. The API stores the folded text of each class (classes.search_text) and
// the PWA folds its saved copy with this same function, so both find the same classes.
/** Printable ASCII, spaces, tabs and newlines: the texts the fold's shortcut is exact for. */
const ASCII = /^[ -~\t\n\r]*$/;

export function foldForSearch(text: string): string {
  // Plain ASCII has no accents to take off and nothing to compose: the saved catalogue's 10,000
  // names fold ~10× faster without the two normalizations (bench/lib/browser-filter.ts).
  if (ASCII.test(text)) return text.toLowerCase().replace(/\s+/g, ' ').trim();
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .normalize('NFC')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/** The words of a query, folded; a class matches when its text contains every one. */
export const searchWordsOf = (query: string): string[] =>
  foldForSearch(query).split(' ').filter(Boolean);

/**
 * What a class is found by: its name, its instructor's name, and its sport's names. Each part is
 * folded on its own (the same text as folding them joined: folding works within words and turns
 * any run of spaces into one), so a plain-ASCII name takes the fast path beside a Bangla one.
 */
export const searchTextOf = (parts: readonly (string | null | undefined)[]): string =>
  parts
    .map((part) => (part ? foldForSearch(part) : ''))
    .filter(Boolean)
    .join(' ');

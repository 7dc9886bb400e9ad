// The catalogue's text search matches across case and accents ("jose" finds "José", "KARATE"
// finds "Karate"): the searched text and the query are both folded the same way. Only Latin
// accents go (the combining marks U+0300–U+036F after NFD); Bengali's vowel signs are letters
// of the word and stay. The API stores the folded text of each class (classes.search_text) and
// the PWA folds its saved copy with this same function, so both find the same classes.
export function foldForSearch(text: string): string {
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

/** What a class is found by: its name, its instructor's name, and its sport's names. */
export const searchTextOf = (parts: readonly (string | null | undefined)[]): string =>
  foldForSearch(parts.filter(Boolean).join(' '));

/**
 * What every message catalogue must hold to (decision 021), checked by catalogues.test.ts: the
 * same keys as English's, in the same order (the lead merges catalogues by key), each key flat
 * snake_case, each message non-empty and with exactly English's placeholders: a translation that
 * drops `{count}` would show no number, one that adds `{cuont}` would show the braces.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { LOCALES, BASE_LOCALE, type Locale } from '#shared/i18n/locale.ts';
import { CATALOGUE_DIR } from './compile-messages.ts';

export type Catalogue = Record<string, string>;

const KEY = /^[a-z][a-z0-9]*(?:_[a-z0-9]+)+$/;
const PLACEHOLDER = /\{([^{}]*)\}/g;

/** A catalogue's messages by key, without its `$schema`. */
export async function readCatalogue(locale: Locale): Promise<Catalogue> {
  const json = JSON.parse(await readFile(join(CATALOGUE_DIR, `${locale}.json`), 'utf8')) as Record<
    string,
    unknown
  >;
  const messages: Catalogue = {};
  for (const [key, value] of Object.entries(json)) {
    if (key === '$schema') continue;
    messages[key] = typeof value === 'string' ? value : JSON.stringify(value);
  }
  return messages;
}

/** A message's placeholder names, sorted: 'Show slide {position}: {headline}' → headline, position. */
export const placeholdersOf = (message: string): string[] =>
  [...message.matchAll(PLACEHOLDER)].map(([, name]) => name ?? '').sort();

/** What is wrong with `catalogue` against the source one (English): one sentence per problem. */
export function catalogueProblems(source: Catalogue, catalogue: Catalogue): string[] {
  const problems: string[] = [];
  const sourceKeys = Object.keys(source);
  const keys = Object.keys(catalogue);
  for (const key of sourceKeys) if (!(key in catalogue)) problems.push(`${key}: missing`);
  for (const key of keys) if (!(key in source)) problems.push(`${key}: not in English`);
  const shared = keys.filter((key) => key in source);
  if (problems.length === 0 && shared.join() !== sourceKeys.join())
    problems.push('the keys are not in English’s order');
  for (const key of shared) {
    const message = catalogue[key] ?? '';
    if (!KEY.test(key)) problems.push(`${key}: not a flat snake_case key with a group prefix`);
    if (!message.trim()) problems.push(`${key}: empty`);
    const expected = placeholdersOf(source[key] ?? '').join(', ');
    const actual = placeholdersOf(message).join(', ');
    if (actual !== expected)
      problems.push(`${key}: placeholders {${actual}}, English has {${expected}}`);
  }
  return problems;
}

/** Every catalogue's problems by locale (English against itself: its keys and messages). */
export async function allCatalogueProblems(): Promise<Record<string, string[]>> {
  const source = await readCatalogue(BASE_LOCALE);
  const result: Record<string, string[]> = {};
  for (const locale of LOCALES) {
    result[locale] = catalogueProblems(source, await readCatalogue(locale));
  }
  return result;
}

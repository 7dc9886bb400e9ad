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

/**
 * A catalogue's messages by key: a plain message is a string; one that picks its words by a value
 * (a plural, a status) is inlang's list of variants: declarations, selectors and a `match` of texts.
 */
export type Catalogue = Record<string, unknown>;
type Variants = Array<{
  declarations?: string[];
  selectors?: string[];
  match?: Record<string, string>;
}>;

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
    messages[key] = value;
  }
  return messages;
}

/** A message's placeholder names, sorted: 'Show slide {position}: {headline}' → headline, position. */
export const placeholdersOf = (message: string): string[] =>
  [...message.matchAll(PLACEHOLDER)].map(([, name]) => name ?? '').sort();

/**
 * The values a message uses, each once: `shown` in its text ({placeholders}), `chosenBy` only to
 * pick its words (a plural, a status). A plain message only shows; one with variants names its
 * inputs in selectors and texts (a local such as `countPlural = count: plural` counts as `count`).
 */
export function inputsUsed(message: unknown): { shown: string[]; chosenBy: string[] } {
  if (typeof message === 'string')
    return { shown: [...new Set(placeholdersOf(message))], chosenBy: [] };
  const shown = new Set<string>();
  const chosenBy = new Set<string>();
  for (const variant of Array.isArray(message) ? (message as Variants) : []) {
    const locals = new Map<string, string>();
    for (const line of variant.declarations ?? []) {
      const local = /^local\s+(\w+)\s*=\s*(\w+)/.exec(line);
      if (local) locals.set(local[1]!, local[2]!);
    }
    const input = (name: string) => locals.get(name) ?? name;
    for (const selector of variant.selectors ?? []) chosenBy.add(input(selector));
    for (const text of Object.values(variant.match ?? {}))
      for (const name of placeholdersOf(text)) shown.add(input(name));
  }
  return { shown: [...shown].sort(), chosenBy: [...chosenBy].filter((n) => !shown.has(n)).sort() };
}

/** Every value a message uses, sorted: what it shows and what it picks its words by. */
export const inputsOf = (message: unknown): string[] => {
  const { shown, chosenBy } = inputsUsed(message);
  return [...shown, ...chosenBy].sort();
};

/**
 * Whether a translation uses the source's values: it shows or picks by every value the source
 * shows (Bangla may say "approved" by choosing on {status} where English prints it), and uses no
 * value the source does not. A value the source only picks by (English's plural of {count}) may
 * go unused: Bangla has no plural to pick.
 */
function sameValues(source: unknown, translation: unknown): boolean {
  const from = inputsUsed(source);
  const to = inputsOf(translation);
  const sourceAll = new Set([...from.shown, ...from.chosenBy]);
  return from.shown.every((name) => to.includes(name)) && to.every((name) => sourceAll.has(name));
}

/** A message's texts: itself, or each of its variants' (each must say something). */
export const textsOf = (message: unknown): string[] =>
  typeof message === 'string'
    ? [message]
    : Array.isArray(message)
      ? (message as Variants).flatMap((variant) => Object.values(variant.match ?? {}))
      : [];

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
    const message = catalogue[key];
    if (!KEY.test(key)) problems.push(`${key}: not a flat snake_case key with a group prefix`);
    const texts = textsOf(message);
    if (texts.length === 0 || texts.some((text) => !text.trim())) problems.push(`${key}: empty`);
    const expected = inputsOf(source[key]).join(', ');
    const actual = inputsOf(message).join(', ');
    if (!sameValues(source[key], message))
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

/**
 * Compiles the message catalogues (shared/i18n/messages/<locale>.json) into the message functions
 * the app, the API and the scripts import (shared/i18n/paraglide/: generated, ignored by git,
 * decision 021). Paraglide JS compiles each message into its own module, both languages in it, so
 * a page's chunk carries the texts it shows and no other.
 *
 * `npm run i18n` makes the output when it is missing or older than its inputs (`ensureMessages`).
 * It runs after `npm ci` (the `prepare` script), before the typecheck, `npm start` and `npm test`;
 * Vitest's global setup runs it before the tests, and the Vite plugin
 * (scripts/vite-plugins/compile-messages.ts) as a build starts and when a catalogue changes under
 * `npm run dev`.
 */
import { existsSync } from 'node:fs';
import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { compileProject, type CompilerOptions } from '@inlang/paraglide-js';
import { loadProjectFromDirectory } from '@inlang/sdk';
import { hashOfFiles, replaceFile } from '../lib/generated-files.ts';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
/** The inlang project: its settings name the locales and where the catalogues are. */
export const PROJECT_DIR = join(ROOT, 'shared/i18n/project.inlang');
export const CATALOGUE_DIR = join(ROOT, 'shared/i18n/messages');
export const OUTPUT_DIR = join(ROOT, 'shared/i18n/paraglide');

const OPTIONS: Omit<CompilerOptions, 'project' | 'outdir'> = {
  // One module per message: a bundle takes the messages its chunk calls, and no other.
  outputStructure: 'message-modules',
  // The locale is the app's to say (shared/i18n/locale.ts sets it with overwriteGetLocale):
  // Paraglide's own cookie and URL strategies stay out of the bundle.
  strategy: ['globalVariable', 'baseLocale'],
  // The root .gitignore names the output folder; no README in it.
  emitGitIgnore: false,
  emitPrettierIgnore: false,
  emitReadme: false,
};

/**
 * Generated files left out: the request middleware (server.js: the servers render with the
 * locale the path gives, decision 021; it also imports async_hooks, which shared/ may not).
 */
const LEFT_OUT = new Set(['server.js']);

/**
 * Paraglide's runtime resolves the locale from URLs, cookies and storage; here the app says it
 * (shared/i18n/locale.ts), so that code was dead weight in every page's first
 * paint (a reassignable getLocale keeps its first body alive). The messages import only
 * `getLocale` and `experimentalStaticLocale` from it: this runtime is those, the setter the app
 * calls, and the types the messages name.
 */
const runtime = (locales: readonly string[], baseLocale: string) => `/* eslint-disable */
// Written by scripts/i18n/compile-messages.ts in place of Paraglide's runtime (decision 021).

export const baseLocale = ${JSON.stringify(baseLocale)};
export const locales = /** @type {const} */ (${JSON.stringify(locales)});
/** Never set: a build for one locale only would set it. */
export const experimentalStaticLocale = undefined;

/** @type {() => Locale} */
export let getLocale = () => baseLocale;

/** @param {() => Locale} fn the app's locale, read by every message as it is called */
export const overwriteGetLocale = (fn) => {
  getLocale = fn;
};

/**
 * @typedef {typeof locales[number]} Locale
 * @typedef {string & { readonly __brand: 'LocalizedString' }} LocalizedString
 * @typedef {Record<string, { options: Record<string, unknown>; attributes: Record<string, string | true>; children: boolean }>} MessageMarkupSchema
 */
/**
 * @template Inputs
 * @template Options
 * @template {MessageMarkupSchema} [Markup = MessageMarkupSchema]
 * @typedef {{ readonly __paraglide?: { inputs: Inputs; options: Options; markup: Markup } }} MessageMetadata
 */
`;

/** The compiled files by their path under OUTPUT_DIR, in memory. */
async function compileMessages(): Promise<Map<string, string>> {
  const fs = await import('node:fs');
  const project = await loadProjectFromDirectory({ path: PROJECT_DIR, fs });
  try {
    const errors = await project.errors.get();
    if (errors.length > 0)
      throw new Error(`The message catalogues do not load: ${errors.join('; ')}`);
    const output = await compileProject({
      project,
      projectPath: PROJECT_DIR,
      compilerOptions: OPTIONS,
    });
    const settings = await project.settings.get();
    return new Map(
      Object.entries({ ...output, 'runtime.js': runtime(settings.locales, settings.baseLocale) })
        .filter(([file]) => !LEFT_OUT.has(file))
        .map(([file, content]) => [file, `${content.trimEnd()}\n`]),
    );
  } finally {
    await project.close();
  }
}

/**
 * What the output is made from, as one hash: the inlang project's settings, the catalogues, this
 * script and the compiler's version. Kept beside the output, so an unchanged input compiles
 * nothing (the compiler itself takes seconds to load).
 */
const INPUTS_FILE = '.inputs-hash';

async function inputsHash(): Promise<string> {
  return hashOfFiles(ROOT, [
    join(PROJECT_DIR, 'settings.json'),
    ...(await filesUnder(CATALOGUE_DIR)).map((file) => join(CATALOGUE_DIR, file)),
    fileURLToPath(import.meta.url),
    join(ROOT, 'node_modules/@inlang/paraglide-js/package.json'),
  ]);
}

/** Every file under `dir`, by its path relative to it (forward slashes); dot files left out. */
export async function filesUnder(dir: string, prefix = ''): Promise<string[]> {
  const entries = (await readdir(dir, { withFileTypes: true }).catch(() => [])).filter(
    (entry) => !entry.name.startsWith('.'),
  );
  const files = await Promise.all(
    entries.map((entry) =>
      entry.isDirectory()
        ? filesUnder(join(dir, entry.name), `${prefix}${entry.name}/`)
        : [`${prefix}${entry.name}`],
    ),
  );
  return files.flat().sort();
}

/** Writes what changed and removes what is no longer generated; returns the files touched. */
export async function writeMessages(dir: string = OUTPUT_DIR): Promise<string[]> {
  const compiled = await compileMessages();
  const touched: string[] = [];
  for (const file of await filesUnder(dir)) {
    if (compiled.has(file)) continue;
    await rm(join(dir, file));
    touched.push(file);
  }
  for (const [file, content] of compiled) {
    const path = join(dir, file);
    if ((await readFile(path, 'utf8').catch(() => null)) === content) continue;
    await replaceFile(path, content);
    touched.push(file);
  }
  return touched;
}

/** Compiles the messages unless the output was made from the inputs as they are now. */
export async function ensureMessages(dir: string = OUTPUT_DIR): Promise<string[]> {
  const hash = await inputsHash();
  const made = await readFile(join(dir, INPUTS_FILE), 'utf8').catch(() => '');
  // The hash is written once the output is complete; runtime.js missing means it was emptied since.
  if (made === hash && existsSync(join(dir, 'runtime.js'))) return [];
  const touched = await writeMessages(dir);
  await writeFile(join(dir, INPUTS_FILE), hash);
  return touched;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  ensureMessages().then(
    (touched) => {
      if (touched.length > 0)
        console.log(
          `Compiled the messages: ${touched.length} files changed in shared/i18n/paraglide`,
        );
      process.exit(0);
    },
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}

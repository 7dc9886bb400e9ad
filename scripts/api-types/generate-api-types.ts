/**
 * Writes the PWA's types of the API, `pwa/lib/api/generated/openapi.d.ts` (generated, ignored by
 * git; decision 045), from the API's own description of its routes (decision 043): the Hono app is
 * built in this process and asked for `GET /api/openapi.json` (no server, no database read), and
 * openapi-typescript turns that document into the `paths` type the typed client
 * (pwa/lib/api/api-client.ts) checks every call against.
 *
 * `npm run api-types` writes the file when it is missing or older than its inputs
 * (`ensureApiTypes`): after `npm ci` (the `prepare` script), before the typecheck and at the top
 * of `npm test`. Only the typecheck reads it: the types leave nothing in the built code, so the
 * build and Vitest need it not.
 */
import { existsSync } from 'node:fs';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { hashOfFiles, replaceFile } from '../lib/generated-files.ts';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
export const OUTPUT_FILE = join(ROOT, 'pwa/lib/api/generated/openapi.d.ts');
const INPUTS_FILE = join(dirname(OUTPUT_FILE), '.inputs-hash');

/** The OpenAPI document, as `GET /api/openapi.json` serves it. */
export async function describedDocument(): Promise<unknown> {
  // Loaded here, not at the top: an unchanged input never pays for building the app.
  const [{ createApp }, { createDb }, { parseEnv }] = await Promise.all([
    import('#api/app.ts'),
    import('#api/db/client.ts'),
    import('#api/env.ts'),
  ]);
  // An empty database in memory: describing the routes reads nothing from it.
  const { db, client } = createDb({ url: ':memory:' });
  try {
    const env = parseEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATABASE_URL: ':memory:' });
    const response = await createApp({ db, env }).request('/api/openapi.json');
    if (!response.ok) throw new Error(`GET /api/openapi.json answered ${response.status}`);
    return await response.json();
  } finally {
    client.close();
  }
}

/** The TypeScript of `document`, as openapi-typescript writes it. */
export async function typesOf(document: unknown): Promise<string> {
  const { default: openapiTS, astToString } = await import('openapi-typescript');
  const ast = await openapiTS(document as Parameters<typeof openapiTS>[0]);
  return astToString(ast);
}

/** Source files under `dir` (relative to ROOT), tests and generated code left out. */
async function sourcesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(join(ROOT, dir), { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && /\.(ts|json)$/.test(entry.name))
    .filter((entry) => !/\.test\.ts$/.test(entry.name))
    .map((entry) => relative(ROOT, join(entry.parentPath, entry.name)))
    .filter((file) => !file.includes('paraglide') && !file.includes(`${dir}/test/`))
    .sort();
}

/**
 * What the types are made from, as one hash: the API's and the wire contract's sources, this
 * script, and the lockfile (the versions of hono-openapi and openapi-typescript). Kept beside the
 * output, so an unchanged input costs a hash instead of building the app.
 */
async function inputsHash(): Promise<string> {
  return hashOfFiles(ROOT, [
    ...(await sourcesUnder('api')),
    ...(await sourcesUnder('shared')),
    fileURLToPath(import.meta.url),
    'package-lock.json',
  ]);
}

/** Writes the types unless they were made from the inputs as they are now; true when written. */
export async function ensureApiTypes(): Promise<boolean> {
  const hash = await inputsHash();
  const made = await readFile(INPUTS_FILE, 'utf8').catch(() => '');
  if (made === hash && existsSync(OUTPUT_FILE)) return false;
  await replaceFile(OUTPUT_FILE, await typesOf(await describedDocument()));
  await writeFile(INPUTS_FILE, hash);
  return true;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  ensureApiTypes().then(
    (written) => {
      if (written) console.log(`Wrote the API's types: ${relative(ROOT, OUTPUT_FILE)}`);
      process.exit(0);
    },
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}

// What the generators share (the compiled messages, scripts/i18n/compile-messages.ts; the API's
// types, scripts/api-types/generate-api-types.ts): one hash of the files an output is made from,
// kept beside the output so that an unchanged input costs a hash, not a generator's run; and
// writing a file so that a reader meanwhile (a test run beside a build, a typecheck) sees the old
// file or the new one, never half of one.
import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname, relative, resolve } from 'node:path';

/** One hash of each file's path (relative to `root`) and content; a missing file hashes as empty. */
export async function hashOfFiles(root: string, files: readonly string[]): Promise<string> {
  const hash = createHash('sha256');
  for (const file of files) {
    const path = resolve(root, file);
    hash.update(relative(root, path)).update(await readFile(path).catch(() => ''));
  }
  return hash.digest('hex');
}

/** Writes `content` beside `path` and renames it into place. */
export async function replaceFile(path: string, content: string): Promise<void> {
  await mkdir(dirname(path), { recursive: true });
  const partial = `${path}.${process.pid}.partial`;
  await writeFile(partial, content);
  await rename(partial, path);
}

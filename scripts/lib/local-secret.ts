// The JWT_SECRET of `npm start` and `npm run dev` when none is set: made once per machine (per
// data folder) from 32 random bytes and kept in a file only its owner can read, so no published
// string signs anyone's tokens, and access tokens survive a restart. Never printed.
import { randomBytes } from 'node:crypto';
import { chmod, link, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Owner read/write only. */
const FILE_MODE = 0o600;

/** 32 random bytes in base64: the JWT_SECRET of a machine. */
const randomSecret = () => randomBytes(32).toString('base64');

/**
 * The secret kept in `file`, made there first (by `make`, a random one unless given) if the file
 * is missing or holds too little.
 */
export async function ensureLocalSecret(
  file: string,
  make: () => string | Promise<string> = randomSecret,
): Promise<string> {
  const kept = await readSecret(file);
  if (kept.secret) {
    // A copy or an unzip may have widened it; the secret stays, its readers do not.
    await chmod(file, FILE_MODE);
    return kept.secret;
  }
  await mkdir(path.dirname(file), { recursive: true });
  // Written whole beside the file, then linked into place: a start that is killed half-way
  // leaves no truncated secret, and of two starts at once the second reads the first's. Each call
  // has a draft of its own: two in one process (the pid alike) would remove each other's.
  const draft = `${file}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`;
  await writeFile(draft, `${await make()}\n`, { mode: FILE_MODE });
  try {
    if (kept.damaged) await rm(file, { force: true });
    await link(draft, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    await rm(draft, { force: true });
  }
  const written = await readSecret(file);
  if (!written.secret) throw new Error(`Could not keep a secret in ${file}.`);
  return written.secret;
}

/** What the file holds: a secret, nothing (no file), or too little to be one (damaged). */
async function readSecret(file: string): Promise<{ secret?: string; damaged?: boolean }> {
  try {
    const text = (await readFile(file, 'utf8')).trim();
    return text.length >= 32 ? { secret: text } : { damaged: true };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return {};
    throw error;
  }
}

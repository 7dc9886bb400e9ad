import { chmod, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { secretWeakness } from '#api/lib/secret-strength.ts';
import { ensureLocalSecret } from './local-secret.ts';

let dir: string;
let file: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'academy-secret-'));
  file = path.join(dir, 'data', 'jwt-secret');
});
afterEach(() => rm(dir, { recursive: true, force: true }));

const modeOf = async (target: string) => (await stat(target)).mode & 0o777;

describe('the JWT secret npm start keeps', () => {
  it('is made once, random, in a file only its owner can read', async () => {
    const secret = await ensureLocalSecret(file);
    expect(secretWeakness(secret)).toBeNull();
    expect(await modeOf(file)).toBe(0o600);
    expect((await readFile(file, 'utf8')).trim()).toBe(secret);
    // Nothing left beside it.
    expect(await readdir(path.dirname(file))).toEqual(['jwt-secret']);
  });

  it('is the same on the next start, and another on another machine', async () => {
    const first = await ensureLocalSecret(file);
    expect(await ensureLocalSecret(file)).toBe(first);
    const elsewhere = path.join(dir, 'other-machine', 'jwt-secret');
    expect(await ensureLocalSecret(elsewhere)).not.toBe(first);
  });

  it('is one secret when two starts make it at once', async () => {
    const [a, b] = await Promise.all([ensureLocalSecret(file), ensureLocalSecret(file)]);
    expect(a).toBe(b);
    expect((await readFile(file, 'utf8')).trim()).toBe(a);
  });

  it('keeps a copied secret but narrows who can read it', async () => {
    const first = await ensureLocalSecret(file);
    await chmod(file, 0o644);
    expect(await ensureLocalSecret(file)).toBe(first);
    expect(await modeOf(file)).toBe(0o600);
  });

  it('replaces an empty or cut-off file', async () => {
    await ensureLocalSecret(file);
    await writeFile(file, 'abc\n');
    const replaced = await ensureLocalSecret(file);
    expect(secretWeakness(replaced)).toBeNull();
    expect(await modeOf(file)).toBe(0o600);
  });
});

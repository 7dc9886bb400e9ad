// npm start's VAPID pair: made once per data folder, kept (owner-only), the same on every start.
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { vapidPairProblem } from '#api/services/messaging/vapid.ts';
import { ensureLocalVapidKeys } from './local-vapid-keys.ts';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'academy-vapid-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('ensureLocalVapidKeys', () => {
  it('makes one pair and gives the same on every later start', async () => {
    const file = join(dir, 'vapid-keys');
    const first = await ensureLocalVapidKeys(file);
    expect(
      await vapidPairProblem({
        publicKey: first.VAPID_PUBLIC_KEY,
        privateKey: first.VAPID_PRIVATE_KEY,
      }),
    ).toBeNull();
    expect(await ensureLocalVapidKeys(file)).toEqual(first);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect(await readFile(file, 'utf8')).toBe(
      `${first.VAPID_PUBLIC_KEY} ${first.VAPID_PRIVATE_KEY}\n`,
    );
  });

  it('says which file to delete when it holds no pair', async () => {
    const file = join(dir, 'damaged');
    await writeFile(file, 'x'.repeat(64));
    await expect(ensureLocalVapidKeys(file)).rejects.toThrow(/damaged .*delete it/);
  });
});

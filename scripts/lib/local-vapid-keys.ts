// The VAPID key pair of `npm start` and `npm run dev` when none is set: made once per machine (per
// data folder) and kept beside the JWT secret, the same way (local-secret.ts), so a browser that
// subscribed to pushes keeps getting them after a restart.
import { generateVapidKeys, vapidKeyFormProblem } from '#api/services/messaging/vapid.ts';
import { ensureLocalSecret } from './local-secret.ts';

/** VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY kept in `file` (one line: public, a space, private). */
export async function ensureLocalVapidKeys(
  file: string,
): Promise<{ VAPID_PUBLIC_KEY: string; VAPID_PRIVATE_KEY: string }> {
  const line = await ensureLocalSecret(file, async () => {
    const { publicKey, privateKey } = await generateVapidKeys();
    return `${publicKey} ${privateKey}`;
  });
  const [publicKey = '', privateKey = ''] = line.split(' ');
  const problem = vapidKeyFormProblem(publicKey, privateKey);
  if (problem) throw new Error(`${file} is damaged (${problem}): delete it to make a new pair.`);
  return { VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: privateKey };
}

// The dispatcher's parts for a deployment: its database, its clock and every channel, made from
// the configuration (api/node.ts's timer and api/worker.ts's Cron Trigger both use this).
import type { Database } from '../../db/client.ts';
import type { Env } from '../../env.ts';
import type { DispatchDeps } from './dispatcher.ts';
import { createPushChannel } from './push-channel.ts';
import { vapidKeysOf, vapidPairProblem, type VapidKeys } from './vapid.ts';

/** The deployment's VAPID keys, refused (with the reason) when they are not one pair. */
export async function checkedVapidKeys(env: Env): Promise<VapidKeys> {
  const keys = await vapidKeysOf(env);
  const problem = await vapidPairProblem(keys);
  if (problem) throw new Error(`${problem}: make a pair with \`npm run vapid:keys\`.`);
  return keys;
}

export function messagingDeps(options: {
  db: Database;
  env: Env;
  now: () => Date;
  /** Where pushes are posted (tests: a stand-in push service); global fetch by default. */
  fetch?: typeof fetch;
}): DispatchDeps {
  const { db, env, now } = options;
  let vapid: Promise<VapidKeys> | undefined;
  const keys = () => (vapid ??= checkedVapidKeys(env));
  return { db, now, channels: [createPushChannel({ db, now, vapid: keys, fetch: options.fetch })] };
}

// Child process: the real API (startApiServer) on a fresh, migrated, seeded libSQL file, so the
// load generator in the parent never shares this event loop. Reports { url, token, … } over IPC.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { users } from '#api/db/schema.ts';
import { seedDemoData } from '#api/db/seed.ts';
import { parseEnv } from '#api/env.ts';
import { signAccessToken } from '#api/lib/access-token.ts';
import { generateVapidKeys } from '#api/services/messaging/vapid.ts';
import { startApiServer } from '#api/node.ts';
import { insertBulkClasses, selectClassesFor } from './scale-data.ts';

export interface ApiChildConfig {
  /** Extra approved classes besides the demo seed. */
  bulkClasses: number;
  staticDir?: string;
  logLevel: string;
}

export interface ApiChildReady {
  url: string;
  studentEmail: string;
  studentToken: string;
  /** An admin's token: the delta-sync measurement changes classes through the API itself. */
  adminToken: string;
  seedMs: number;
}

// Demo accounts the seed creates (api/db/demo-accounts.ts).
const STUDENT_EMAIL = 'student@academy.test';
const ADMIN_EMAIL = 'admin@academy.test';
const benchUidOf = (email: string) => `bench-uid-${email}`;

async function main(): Promise<void> {
  const config = JSON.parse(process.env.BENCH_API_CONFIG ?? '{}') as ApiChildConfig;
  const dataDir = await mkdtemp(join(tmpdir(), 'bench-api-'));
  // Production settings: the configuration a deployed Node server runs with (logging included),
  // so they pass api/env.ts's production rules: a random secret, a project that is not a demo,
  // a VAPID pair of its own (push is required in production, decision 027).
  const vapid = await generateVapidKeys();
  const env = parseEnv({
    VAPID_PUBLIC_KEY: vapid.publicKey,
    VAPID_PRIVATE_KEY: vapid.privateKey,
    VAPID_SUBJECT: 'mailto:bench@academy.test',
    NODE_ENV: 'production',
    DATABASE_URL: `file:${join(dataDir, 'bench.db')}`,
    JWT_SECRET: randomBytes(32).toString('base64'),
    FIREBASE_PROJECT_ID: 'sports-academy-bench',
    FIREBASE_API_KEY: 'bench-web-api-key',
    ALLOW_TEST_PAYMENTS: 'true',
    LOG_LEVEL: config.logLevel,
  });
  const seedStarted = performance.now();
  const server = await startApiServer({
    env,
    port: 0,
    hostname: '127.0.0.1',
    staticDir: config.staticDir,
    seed: async (db) => {
      await seedDemoData(db);
      // What their first sign-in would do: link the demo records to (made-up) Firebase uids.
      for (const email of [STUDENT_EMAIL, ADMIN_EMAIL]) {
        await db
          .update(users)
          .set({ firebaseUid: benchUidOf(email) })
          .where(eq(users.email, email));
      }
      await insertBulkClasses(db, config.bulkClasses);
      await selectClassesFor(db, STUDENT_EMAIL, 3);
    },
  });
  const seedMs = performance.now() - seedStarted;
  const tokens = { secret: env.JWT_SECRET, ttlSeconds: 3_600, now: () => new Date() };
  const tokenOf = (email: string) =>
    signAccessToken({ uid: benchUidOf(email), email, emailVerified: true }, tokens);
  const studentToken = await tokenOf(STUDENT_EMAIL);
  const adminToken = await tokenOf(ADMIN_EMAIL);

  const stop = () => {
    void server
      .close()
      .then(() => rm(dataDir, { recursive: true, force: true }))
      .finally(() => process.exit(0));
  };
  process.once('SIGTERM', stop);
  process.once('disconnect', stop);
  const ready: ApiChildReady = {
    url: `http://127.0.0.1:${server.port}`,
    studentEmail: STUDENT_EMAIL,
    studentToken,
    adminToken,
    seedMs,
  };
  process.send?.(ready);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

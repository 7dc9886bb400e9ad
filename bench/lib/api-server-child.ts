// Child process: the real API (startApiServer) on a fresh, migrated, seeded libSQL file, so the
// load generator in the parent never shares this event loop. Reports { url, token, … } over IPC.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { seedDemoData } from '#api/db/seed.ts';
import { parseEnv } from '#api/env.ts';
import { signAccessToken } from '#api/lib/access-token.ts';
import { startApiServer } from '#api/node.ts';
import { insertBulkClasses, selectClassesFor, touchBulkClasses } from './scale-data.ts';

export interface ApiChildConfig {
  /** Extra approved classes besides the demo seed. */
  bulkClasses: number;
  /** Bulk classes changed after `changedSince`, for the delta-sync measurement. */
  changedClasses: number;
  staticDir?: string;
  logLevel: string;
}

export interface ApiChildReady {
  url: string;
  studentEmail: string;
  studentToken: string;
  /** ISO time before the changed classes were touched (a delta sync's `since`). */
  changedSince: string;
  seedMs: number;
}

const STUDENT_EMAIL = 'student@academy.test';

async function main(): Promise<void> {
  const config = JSON.parse(process.env.BENCH_API_CONFIG ?? '{}') as ApiChildConfig;
  const dataDir = await mkdtemp(join(tmpdir(), 'bench-api-'));
  // Production settings: the configuration a deployed Node server runs with (logging included).
  const env = parseEnv({
    NODE_ENV: 'production',
    DATABASE_URL: `file:${join(dataDir, 'bench.db')}`,
    JWT_SECRET: `bench-${crypto.randomUUID()}`,
    ALLOW_TEST_PAYMENTS: 'true',
    LOG_LEVEL: config.logLevel,
  });
  let changedSince = new Date().toISOString();
  const seedStarted = performance.now();
  const server = await startApiServer({
    env,
    port: 0,
    hostname: '127.0.0.1',
    staticDir: config.staticDir,
    seed: async (db) => {
      await seedDemoData(db);
      await insertBulkClasses(db, config.bulkClasses);
      await selectClassesFor(db, STUDENT_EMAIL, 3);
      if (config.changedClasses > 0) {
        changedSince = new Date().toISOString();
        await new Promise((done) => setTimeout(done, 5));
        await touchBulkClasses(db, config.changedClasses, new Date());
      }
    },
  });
  const seedMs = performance.now() - seedStarted;
  const studentToken = await signAccessToken(STUDENT_EMAIL, {
    secret: env.JWT_SECRET,
    ttlSeconds: 3_600,
    now: () => new Date(),
  });

  const stop = () => {
    void server
      .close()
      .then(() => rm(dataDir, { recursive: true, force: true }))
      .finally(() => process.exit(0));
  };
  process.once('SIGTERM', stop);
  process.once('disconnect', stop);
  const ready: ApiChildReady = { url: `http://127.0.0.1:${server.port}`, studentEmail: STUDENT_EMAIL, studentToken, changedSince, seedMs };
  process.send?.(ready);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

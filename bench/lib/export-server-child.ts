// Child process: the real API (startApiServer) on a database file the parent has already filled
// (exports-bench.ts), so the child's memory is the server's alone. Reports { url, token, pid }.
import { randomBytes } from 'node:crypto';
import { parseEnv } from '#api/env.ts';
import { signAccessToken } from '#api/lib/access-token.ts';
import { generateVapidKeys } from '#api/services/messaging/vapid.ts';
import { startApiServer } from '#api/node.ts';

export interface ExportChildConfig {
  databaseUrl: string;
  adminEmail: string;
  adminUid: string;
}

export interface ExportChildReady {
  url: string;
  adminToken: string;
  pid: number;
}

async function main(): Promise<void> {
  const config = JSON.parse(process.env.BENCH_EXPORT_CONFIG ?? '{}') as ExportChildConfig;
  // Production settings, as api-server-child.ts: what a deployed Node server runs with.
  const vapid = await generateVapidKeys();
  const env = parseEnv({
    VAPID_PUBLIC_KEY: vapid.publicKey,
    VAPID_PRIVATE_KEY: vapid.privateKey,
    VAPID_SUBJECT: 'mailto:bench@academy.test',
    NODE_ENV: 'production',
    DATABASE_URL: config.databaseUrl,
    JWT_SECRET: randomBytes(32).toString('base64'),
    FIREBASE_PROJECT_ID: 'sports-academy-bench',
    FIREBASE_API_KEY: 'bench-web-api-key',
    ALLOW_TEST_PAYMENTS: 'true',
    LOG_LEVEL: 'warn',
  });
  // No timers: their work would show in the memory measured.
  const server = await startApiServer({
    env,
    port: 0,
    hostname: '127.0.0.1',
    paymentSweep: false,
    messages: false,
  });
  const tokens = { secret: env.JWT_SECRET, ttlSeconds: 3_600, now: () => new Date() };
  const adminToken = await signAccessToken(
    { uid: config.adminUid, email: config.adminEmail, emailVerified: true },
    tokens,
  );
  const stop = () => void server.close().finally(() => process.exit(0));
  process.once('SIGTERM', stop);
  process.once('disconnect', stop);
  const ready: ExportChildReady = { url: server.url, adminToken, pid: process.pid };
  process.send?.(ready);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

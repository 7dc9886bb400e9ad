import { parseEnv, type Env } from '../env.ts';

export const TEST_PROJECT_ID = 'demo-sports-academy';
export const TEST_ADMIN_EMAIL = 'first-admin@academy.test';
/** The tests' stand-in push services live under the names kept for examples (RFC 2606). */
export const TEST_PUSH_SERVICE_HOSTS = ['example', 'example.com'];

/** The environment of API tests: quiet, no emulator, a rate limit high enough for fast-check. */
export function testEnv(overrides: Record<string, string> = {}): Env {
  return parseEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATABASE_URL: 'file::memory:',
    FIREBASE_PROJECT_ID: TEST_PROJECT_ID,
    JWT_SECRET: 'test-secret-that-is-long-enough',
    ADMIN_EMAILS: TEST_ADMIN_EMAIL,
    RATE_LIMIT_PER_MINUTE: '1000000',
    PUSH_SERVICE_HOSTS: TEST_PUSH_SERVICE_HOSTS.join(','),
    ...overrides,
  });
}

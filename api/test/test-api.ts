import { expect } from 'vitest';
// One API over a fresh migrated database, with helpers to call it as someone.
import { createApp, type AppDeps } from '../app.ts';
import { signAccessToken, type AccessTokenSubject } from '../lib/access-token.ts';
import { createFirebaseTokenVerifier, type AccountLookup } from '../services/identity.ts';
import { nodeReceiptPdf } from '../services/payments/receipt-fonts-node.ts';
import { createTestDb, type TestDb } from './test-db.ts';
import { testEnv, TEST_PROJECT_ID } from './test-env.ts';
import { createTestIdentity, testSubject, type TestIdentity } from './test-identity.ts';

export interface CallOptions {
  /** An e-mail to mint an access token for (the test person `uid-<e-mail>`, test-identity.ts). */
  as?: string | null;
  token?: string;
  body?: unknown;
  /** Sent as-is (for malformed JSON); overrides body. */
  rawBody?: string;
  headers?: Record<string, string>;
}

export interface TestApi {
  app: ReturnType<typeof createApp>;
  db: TestDb['db'];
  testDb: TestDb;
  identity: TestIdentity;
  env: AppDeps['env'];
  /** An access token of the test person with this e-mail (uid `uid-<e-mail>`, verified). */
  tokenFor(email: string, subject?: Partial<AccessTokenSubject>): Promise<string>;
  call(method: string, path: string, options?: CallOptions): Promise<Response>;
  cleanup(): Promise<void>;
}

/**
 * What the helpers shared by the in-process tests and those against the real server need: the
 * API's calls and its database (real-server.ts's `api` is the same over HTTP).
 */
export type ApiCaller = Pick<TestApi, 'call' | 'db'>;

// RSA key generation is the slowest step of a test API: one key pair per test file is plenty.
let sharedIdentity: Promise<TestIdentity> | undefined;

export async function createTestApi(
  options: {
    env?: Record<string, string>;
    now?: () => Date;
    rateLimitKey?: AppDeps['rateLimitKey'];
    /**
     * 0 unless given: most tests write to the database directly, as another process would, and
     * expect the next response to show it. The bound itself is tested in api/shared-state.test.ts.
     */
    sharedStateMaxAgeMs?: number;
    encoder?: AppDeps['encoder'];
    clock?: AppDeps['clock'];
    /** Firebase's account lookup; the test identity's stand-in unless given. */
    accountLookup?: AccountLookup;
    /** The receipt PDF's maker: Node's unless given; null for none, as on Workers. */
    receiptPdf?: AppDeps['receiptPdf'] | null;
  } = {},
): Promise<TestApi> {
  const testDb = await createTestDb();
  const env = testEnv(options.env);
  const identity = await (sharedIdentity ??= createTestIdentity());
  const now = options.now ?? (() => new Date());
  const app = createApp({
    db: testDb.db,
    env,
    now,
    rateLimitKey: options.rateLimitKey,
    sharedStateMaxAgeMs: options.sharedStateMaxAgeMs ?? 0,
    encoder: options.encoder,
    clock: options.clock,
    receiptPdf: options.receiptPdf === null ? undefined : (options.receiptPdf ?? nodeReceiptPdf()),
    identity: createFirebaseTokenVerifier({
      projectId: TEST_PROJECT_ID,
      emulator: Boolean(env.FIREBASE_AUTH_EMULATOR_HOST),
      keySet: identity.keySet,
      accountLookup: options.accountLookup ?? identity.accountLookup,
      now,
    }),
  });
  const tokenFor = (email: string, subject?: Partial<AccessTokenSubject>) =>
    signAccessToken(testSubject(email, subject), {
      secret: env.JWT_SECRET,
      ttlSeconds: env.ACCESS_TOKEN_TTL_SECONDS,
      now,
    });

  return {
    app,
    db: testDb.db,
    testDb,
    identity,
    env,
    tokenFor,
    async call(method, path, callOptions = {}) {
      const headers = new Headers(callOptions.headers);
      const token =
        callOptions.token ?? (callOptions.as ? await tokenFor(callOptions.as) : undefined);
      if (token) headers.set('Authorization', `Bearer ${token}`);
      let body: string | undefined;
      if (callOptions.rawBody !== undefined) body = callOptions.rawBody;
      else if (callOptions.body !== undefined) body = JSON.stringify(callOptions.body);
      if (body !== undefined && !headers.has('Content-Type'))
        headers.set('Content-Type', 'application/json');
      return app.request(path, { method, headers, body });
    },
    cleanup: () => testDb.cleanup(),
  };
}

/** Asserts nothing; returns the parsed JSON (or null) for expect(...) chains. */
export async function json(response: Response): Promise<unknown> {
  const text = await response.text();
  return text ? (JSON.parse(text) as unknown) : null;
}

/** A refusal with this status and reason; its message, for tests of the words. */
export async function expectRefused(
  response: Response,
  status: number,
  reason: string,
): Promise<string> {
  expect(response.status).toBe(status);
  const body = (await json(response)) as { error: { reason: string; message: string } };
  expect(body.error.reason).toBe(reason);
  return body.error.message;
}

// The ONLY module that reads configuration from the environment (process.env on Node, the
// Worker's env bindings on Cloudflare). Everything else receives a parsed Env.
import { z } from 'zod';

const booleanFlag = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((value) => value === 'true' || value === '1');

const commaList = z
  .string()
  .optional()
  .transform((value) =>
    (value ?? '')
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean),
  );

/**
 * Who tells the API a client's address (the rate limit counts per address, decision 015): no
 * one (`none`: the connection's own address), Cloudflare (`cloudflare`: CF-Connecting-IP), or
 * `hops` proxies of the deployment's own, each appending to X-Forwarded-For.
 */
export type TrustedProxy =
  { kind: 'none' } | { kind: 'cloudflare' } | { kind: 'forwarded-for'; hops: number };

const trustedProxy = z
  .string()
  .trim()
  .toLowerCase()
  .regex(
    /^(none|cloudflare|[1-9]|)$/,
    'must be none, cloudflare or a number of proxies from 1 to 9',
  )
  .optional()
  .transform((value): TrustedProxy => {
    if (!value || value === 'none') return { kind: 'none' };
    if (value === 'cloudflare') return { kind: 'cloudflare' };
    return { kind: 'forwarded-for', hops: Number(value) };
  });

export const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  PORT: z.coerce.number().int().min(1).max(65_535).default(8787),
  DATABASE_URL: z.string().min(1).default('file:.data/academy.db'),
  DATABASE_AUTH_TOKEN: z.string().optional(),
  /** Firebase project whose ID tokens are accepted. */
  FIREBASE_PROJECT_ID: z.string().min(1).default('demo-sports-academy'),
  FIREBASE_API_KEY: z.string().min(1).default('demo-api-key'),
  FIREBASE_AUTH_DOMAIN: z.string().optional(),
  /** host:port of the Auth emulator. When set, the API accepts the emulator's unsigned tokens. */
  FIREBASE_AUTH_EMULATOR_HOST: z.string().optional(),
  /** Secret that signs the API's own access tokens (HS256). */
  JWT_SECRET: z.string().min(16).default('dev-only-secret-change-me-in-production'),
  /**
   * Lifetime of an access token. What an account Firebase disabled keeps at most: the API asks
   * Firebase only at POST /api/jwt (decision 017); the app renews a token silently on a 401.
   */
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(60).max(86_400).default(900),
  /** E-mails that are admins from their first sign-in with a verified e-mail (decision 017). */
  ADMIN_EMAILS: commaList,
  /** Origins allowed by CORS besides the API's own. */
  CORS_ORIGINS: commaList,
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_PUBLISHABLE_KEY: z.string().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  /** Allows the built-in test payment provider where NODE_ENV=production. */
  ALLOW_TEST_PAYMENTS: booleanFlag,
  /** Requests a minute per client on POST /api/jwt and on writes. */
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(120),
  /** Which proxy's headers name the client's address; `none` (Node's default) trusts no header. */
  TRUSTED_PROXY: trustedProxy,
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info'),
});

export type Env = z.infer<typeof envSchema>;

/** Parses an environment record; throws a readable error naming each bad variable. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  const env = result.data;
  if (env.NODE_ENV === 'production' && env.JWT_SECRET === envSchema.shape.JWT_SECRET.parse(undefined)) {
    throw new Error('Invalid configuration: JWT_SECRET must be set in production.');
  }
  return env;
}

/** Whether the API accepts the Auth emulator's unsigned ID tokens. */
export function isAuthEmulatorMode(env: Env): boolean {
  return Boolean(env.FIREBASE_AUTH_EMULATOR_HOST);
}

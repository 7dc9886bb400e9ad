// The ONLY module that reads configuration from the environment (process.env on Node, the
// Worker's env bindings on Cloudflare). Everything else receives a parsed Env. Every rule a
// production server must meet is here too (productionProblems): parseEnv refuses to return an
// Env that breaks one, so neither runtime can start with it.
import { z } from 'zod';
import { DEFAULT_WAITLIST_OFFER_HOURS } from '#shared/schemas/waitlist.ts';
import { secretWeakness } from './lib/secret-strength.ts';
import { vapidKeyFormProblem } from './services/messaging/vapid.ts';

/** The web API key of the demo project (the Auth emulator takes any key). */
const DEMO_API_KEY = 'demo-api-key';

let randomSecretOfThisProcess: string | undefined;
/**
 * JWT_SECRET where none is set (never in production): random, made once per process, so no
 * known string signs tokens on any machine; the tokens it signed die with the process (npm start
 * keeps one in .data/jwt-secret instead). Made on first use, not at import: Workers allow random
 * numbers only while handling a request.
 */
function randomProcessSecret(): string {
  randomSecretOfThisProcess ??= btoa(
    String.fromCharCode(...crypto.getRandomValues(new Uint8Array(32))),
  );
  return randomSecretOfThisProcess;
}

/** An optional text; empty counts as unset. */
const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((value) => value || undefined);

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
  FIREBASE_API_KEY: z.string().min(1).default(DEMO_API_KEY),
  FIREBASE_AUTH_DOMAIN: z.string().optional(),
  /** host:port of the Auth emulator. When set, the API accepts the emulator's unsigned tokens. */
  FIREBASE_AUTH_EMULATOR_HOST: z.string().optional(),
  /** Secret that signs the API's own access tokens (HS256); required in production. */
  JWT_SECRET: z.string().min(16).default(randomProcessSecret),
  /**
   * Lifetime of an access token. What an account Firebase disabled keeps at most: the API asks
   * Firebase only at POST /api/jwt (decision 017); the app renews a token silently on a 401.
   */
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(60).max(86_400).default(900),
  /** E-mails that are admins from their first sign-in with a verified e-mail (decision 017). */
  ADMIN_EMAILS: commaList,
  /**
   * The site's public origin (https://host[:port]): the calendar feed's URLs are made with it.
   * Unset: the origin the request was made to (its Host), as for the class pages' share links.
   */
  SITE_ORIGIN: z
    .string()
    .trim()
    .optional()
    .transform((value) => value || undefined)
    .refine(
      (value) => value === undefined || (URL.canParse(value) && new URL(value).origin === value),
      {
        message: 'must be an origin like https://academy.example (no path, no trailing slash)',
      },
    ),
  /** Origins allowed by CORS besides the API's own. */
  CORS_ORIGINS: commaList,
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_PUBLISHABLE_KEY: z.string().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  /** Allows the built-in test payment provider where NODE_ENV=production. */
  ALLOW_TEST_PAYMENTS: booleanFlag,
  /**
   * SSLCommerz's store (decision 036): both or neither. Unset, the stand-in at
   * /api/test-gateways/sslcommerz takes its place (in production only with ALLOW_TEST_PAYMENTS).
   */
  SSLCOMMERZ_STORE_ID: optionalText,
  SSLCOMMERZ_STORE_PASSWORD: optionalText,
  /** The live host (securepay.sslcommerz.com) instead of the sandbox. */
  SSLCOMMERZ_LIVE: booleanFlag,
  /** bKash Tokenized Checkout's merchant credentials: all four or none (as SSLCommerz's). */
  BKASH_APP_KEY: optionalText,
  BKASH_APP_SECRET: optionalText,
  BKASH_USERNAME: optionalText,
  BKASH_PASSWORD: optionalText,
  /** bKash's live host (tokenized.pay.bka.sh) instead of the sandbox. */
  BKASH_LIVE: booleanFlag,
  /** Requests a minute per client on POST /api/jwt and on writes. */
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(120),
  /** How long a freed seat is held for the student in line it is offered to. */
  WAITLIST_OFFER_HOURS: z.coerce
    .number()
    .positive()
    .max(24 * 14)
    .default(DEFAULT_WAITLIST_OFFER_HOURS),
  /** Which proxy's headers name the client's address; `none` (Node's default) trusts no header. */
  TRUSTED_PROXY: trustedProxy,
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info'),
  /**
   * The deployment's VAPID key pair (base64url; `npm run vapid:keys` makes one) and the contact
   * push services may write to (mailto: or https:). Required in production; elsewhere a pair is
   * made per process (services/messaging/vapid.ts) and `npm start` keeps one in .data/.
   */
  /**
   * The push services whose endpoints a device may subscribe with (host names; a name covers its
   * subdomains). The server posts to a subscription's endpoint, so only these are taken, or anyone
   * signed in could make it post into its own network. The default is the browsers' services.
   */
  PUSH_SERVICE_HOSTS: z
    .string()
    .default('fcm.googleapis.com,push.services.mozilla.com,notify.windows.com,push.apple.com')
    .transform((list) =>
      list
        .split(',')
        .map((host) => host.trim().toLowerCase().replace(/\.$/, ''))
        .filter(Boolean),
    ),
  VAPID_PUBLIC_KEY: optionalText,
  VAPID_PRIVATE_KEY: optionalText,
  VAPID_SUBJECT: optionalText.refine(
    (value) => value === undefined || /^(mailto:\S+@\S+|https:\/\/\S+)$/.test(value),
    'must be a mailto: address or an https: URL (push services write there about problems)',
  ),
});

export type Env = z.infer<typeof envSchema>;

/** Parses an environment record; throws a readable error naming each bad variable. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    const problems = result.error.issues.map(
      (issue) => `${issue.path.join('.')}: ${issue.message}`,
    );
    throw new Error(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  const env = result.data;
  const problems = [
    ...corsOriginProblems(env.CORS_ORIGINS),
    ...vapidProblems(env),
    ...gatewaySettingProblems(env),
    ...(env.NODE_ENV === 'production' ? productionProblems(env, source) : []),
  ];
  if (problems.length > 0) {
    const where = env.NODE_ENV === 'production' ? ' for NODE_ENV=production' : '';
    throw new Error(`Invalid configuration${where}:\n  - ${problems.join('\n  - ')}`);
  }
  return env;
}

/** An entry that is not exactly an origin (scheme://host[:port]) never equals an Origin header. */
function corsOriginProblems(origins: readonly string[]): string[] {
  return origins
    .filter((entry) => !URL.canParse(entry) || new URL(entry).origin !== entry)
    .map(
      (entry) =>
        `CORS_ORIGINS lists "${entry}", which is not an origin like https://academy.example ` +
        '(no path, no trailing slash, no wildcard: list each origin).',
    );
}

/**
 * Settings that are fine on a developer's machine and unsafe, or broken, on a server: each one
 * found is a reason to refuse to start where NODE_ENV=production, said with what to do instead.
 * Values are quoted only where they are public (never JWT_SECRET's).
 */
function productionProblems(env: Env, source: Record<string, string | undefined>): string[] {
  const problems: string[] = [];
  if (env.FIREBASE_AUTH_EMULATOR_HOST) {
    problems.push(
      "FIREBASE_AUTH_EMULATOR_HOST is set: the API would accept the Auth emulator's unsigned " +
        'tokens, so anyone could sign in as anyone. Unset it (the emulator is for local use only).',
    );
  }
  const makeSecret = 'set a random secret, the same on every server: `openssl rand -base64 32`.';
  const secretWeak = source.JWT_SECRET ? secretWeakness(env.JWT_SECRET) : null;
  if (!source.JWT_SECRET) problems.push(`JWT_SECRET is not set: ${makeSecret}`);
  if (secretWeak) {
    problems.push(
      `JWT_SECRET ${secretWeak}: whoever guesses it can sign in as anyone; ${makeSecret}`,
    );
  }
  if (env.FIREBASE_PROJECT_ID.startsWith('demo-')) {
    problems.push(
      `FIREBASE_PROJECT_ID is "${env.FIREBASE_PROJECT_ID}", a demo project (those exist only in ` +
        "the Auth emulator, and its default): set your Firebase project's id.",
    );
  }
  if (env.FIREBASE_API_KEY === DEMO_API_KEY) {
    problems.push(
      "FIREBASE_API_KEY is left at its demo value: set your Firebase project's web API key " +
        '(without it no one can sign in).',
    );
  }
  for (const origin of env.CORS_ORIGINS.filter((entry) => !entry.startsWith('https://'))) {
    problems.push(
      `CORS_ORIGINS lists "${origin}", which is not https: a page served over plain HTTP can be ` +
        "changed on its way and then call the API with its visitors' tokens. List https origins only.",
    );
  }
  if (env.SITE_ORIGIN && !env.SITE_ORIGIN.startsWith('https://')) {
    problems.push(
      `SITE_ORIGIN is "${env.SITE_ORIGIN}", which is not https: calendar apps would fetch a ` +
        "student's private feed URL over plain HTTP, where anyone on the way can read it.",
    );
  }
  problems.push(...paymentProblems(env));
  if ((env.SSLCOMMERZ_STORE_ID || env.BKASH_APP_KEY) && !env.SITE_ORIGIN) {
    problems.push(
      'SSLCOMMERZ_STORE_ID or BKASH_APP_KEY is set without SITE_ORIGIN: the gateways would send ' +
        "the student's browser and their notices to whatever host a request named. Set " +
        'SITE_ORIGIN to the https origin the academy is served on.',
    );
  }
  if (!env.VAPID_PUBLIC_KEY && !env.VAPID_PRIVATE_KEY) {
    problems.push(
      'VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are not set: without them no push reaches anyone. ' +
        'Make a pair once for the deployment with `npm run vapid:keys` and keep it (a new pair ' +
        'ends every subscription).',
    );
  }
  if (!env.VAPID_SUBJECT) {
    problems.push(
      'VAPID_SUBJECT is not set: set a mailto: address or https: URL where push services can ' +
        'reach whoever runs the academy.',
    );
  }
  return problems;
}

/** Half a key pair, or a key that is not one (any NODE_ENV: pushes would all be refused). */
function vapidProblems(env: Env): string[] {
  const { VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: privateKey } = env;
  if (!publicKey && !privateKey) return [];
  if (!publicKey || !privateKey) {
    return ['Only one of VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY is set: set both, of one pair.'];
  }
  const problem = vapidKeyFormProblem(publicKey, privateKey);
  return problem ? [`${problem}: make a pair with \`npm run vapid:keys\`.`] : [];
}

function paymentProblems(env: Env): string[] {
  if (!env.STRIPE_SECRET_KEY) {
    return env.ALLOW_TEST_PAYMENTS
      ? []
      : [
          'STRIPE_SECRET_KEY is not set, and the built-in test payment provider (which takes no ' +
            'money) does not run in production unless ALLOW_TEST_PAYMENTS=true.',
        ];
  }
  const problems: string[] = [];
  // Refused rather than warned about: without the webhook a payment is completed only when the
  // student's browser comes back from the card step, so a closed tab leaves money taken and no
  // enrollment until someone notices. Setting it up is one step of deploying (docs/deployment.md).
  if (!env.STRIPE_WEBHOOK_SECRET) {
    problems.push(
      'STRIPE_SECRET_KEY is set without STRIPE_WEBHOOK_SECRET: a payment would be completed only ' +
        "when the student's browser comes back from the card step. Add the webhook " +
        '(payment_intent.succeeded → /api/stripe/webhook) and set its signing secret.',
    );
  }
  const publishable = env.STRIPE_PUBLISHABLE_KEY;
  if (!publishable) {
    problems.push(
      'STRIPE_SECRET_KEY is set without STRIPE_PUBLISHABLE_KEY: the browser could not show the card form.',
    );
  } else if (stripeModesDiffer(env.STRIPE_SECRET_KEY, publishable)) {
    problems.push(
      'STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY belong to different Stripe modes (test and ' +
        'live): every payment would fail. Use the two keys of one mode.',
    );
  }
  return problems;
}

/** A gateway's credentials set in part (any NODE_ENV: every call would be refused). */
function gatewaySettingProblems(env: Env): string[] {
  const sets = {
    SSLCommerz: ['SSLCOMMERZ_STORE_ID', 'SSLCOMMERZ_STORE_PASSWORD'],
    bKash: ['BKASH_APP_KEY', 'BKASH_APP_SECRET', 'BKASH_USERNAME', 'BKASH_PASSWORD'],
  } as const;
  return Object.entries(sets).flatMap(([gateway, names]) => {
    const missing = names.filter((name) => !env[name]);
    return missing.length === 0 || missing.length === names.length
      ? []
      : [
          `${gateway} is configured in part: set ${missing.join(' and ')} too, or none of ${names.join(', ')}.`,
        ];
  });
}

/**
 * Which stand-in gateways this server serves: those whose credentials are unset, except where
 * NODE_ENV=production without ALLOW_TEST_PAYMENTS (there an unconfigured gateway is not offered).
 */
export function standInGateways(env: Env): { sslcommerz: boolean; bkash: boolean } {
  const allowed = env.NODE_ENV !== 'production' || env.ALLOW_TEST_PAYMENTS;
  return {
    sslcommerz: allowed && !env.SSLCOMMERZ_STORE_ID,
    bkash: allowed && !env.BKASH_APP_KEY,
  };
}

/** One key of test mode and one of live mode, by their prefixes (sk_test_…, pk_live_…, rk_…). */
function stripeModesDiffer(secretKey: string, publishableKey: string): boolean {
  const mode = (key: string) => /^[a-z]{2}_(test|live)_/.exec(key)?.[1];
  const [secretMode, publishableMode] = [mode(secretKey), mode(publishableKey)];
  return Boolean(secretMode && publishableMode && secretMode !== publishableMode);
}

/** Whether the API accepts the Auth emulator's unsigned ID tokens. */
export function isAuthEmulatorMode(env: Env): boolean {
  return Boolean(env.FIREBASE_AUTH_EMULATOR_HOST);
}

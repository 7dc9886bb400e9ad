// The rate limit on POST /api/jwt and the writes: one middleware over a RateLimiter, which the
// runtime entry chooses (decision 015): in memory on Node (memory-limiter.ts), Cloudflare's Rate
// Limiting binding on Workers (cloudflare-limiter.ts), where each isolate has its own memory.
import { createMiddleware } from 'hono/factory';
import type { Context } from 'hono';
import type { AppEnv } from '../../lib/context.ts';
import { refusal } from '#shared/refusals.ts';
import { HttpError } from '../../lib/http-error.ts';
import { bearerToken } from '../auth.ts';

export type RateLimitVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/** Counts requests per key. */
export interface RateLimiter {
  /** Counts one request of `key`, and says whether it is within the limit. */
  take(key: string): RateLimitVerdict | Promise<RateLimitVerdict>;
}

export const ALLOWED: RateLimitVerdict = { allowed: true };

export function rateLimit(
  limiter: RateLimiter,
  keyOf: (c: Context<AppEnv>) => string | Promise<string>,
) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const verdict = await limiter.take(await keyOf(c));
    if (!verdict.allowed) {
      const seconds = verdict.retryAfterSeconds;
      c.header('Retry-After', String(seconds));
      throw new HttpError(429, 'rate_limited', refusal('rate_limited', { seconds }));
    }
    await next();
  });
}

/**
 * Whose bucket a request counts in: a signed-in person's own (students behind one school or
 * mobile-carrier address must not share one limit, and a new address does not give a person a
 * new one), else the client's address (visitors, an invalid or expired token, and POST /api/jwt,
 * which carries a Firebase ID token rather than our access token).
 */
export function callerOrAddress(
  uidOf: (token: string) => Promise<string | null>,
  addressOf: (c: Context) => string,
) {
  return async (c: Context<AppEnv>): Promise<string> => {
    const token = bearerToken(c.req.header('Authorization'));
    const uid = token ? await uidOf(token) : null;
    return uid ? `user:${uid}` : `address:${addressOf(c)}`;
  };
}

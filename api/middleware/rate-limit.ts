// In-memory fixed-window rate limit per client (one process or isolate). Enough to blunt a
// script hammering /jwt or the writes; a shared store would be the next step behind a balancer.
import { createMiddleware } from 'hono/factory';
import type { Context } from 'hono';
import type { AppEnv } from '../lib/context.ts';
import { HttpError } from '../lib/http-error.ts';
import { bearerToken } from './auth.ts';

const WINDOW_MS = 60_000;
const MAX_TRACKED_CLIENTS = 10_000;

export interface RateLimitOptions {
  limit: number;
  now: () => Date;
  key: (c: Context<AppEnv>) => string | Promise<string>;
}

export function rateLimit(options: RateLimitOptions) {
  const windows = new Map<string, { start: number; count: number }>();

  return createMiddleware<AppEnv>(async (c, next) => {
    const key = await options.key(c);
    const now = options.now().getTime();
    let window = windows.get(key);
    if (!window || now - window.start >= WINDOW_MS) {
      if (windows.size >= MAX_TRACKED_CLIENTS) {
        for (const [k, w] of windows) if (now - w.start >= WINDOW_MS) windows.delete(k);
        if (windows.size >= MAX_TRACKED_CLIENTS) windows.clear();
      }
      window = { start: now, count: 0 };
      windows.set(key, window);
    }
    window.count += 1;
    const retryAfter = Math.ceil((window.start + WINDOW_MS - now) / 1000);
    if (window.count > options.limit) {
      c.header('Retry-After', String(retryAfter));
      throw new HttpError(
        429,
        'rate_limited',
        `Too many requests. Try again in ${retryAfter} seconds.`,
      );
    }
    await next();
  });
}

/** The client's address: Cloudflare's header on Workers, the socket on Node, else one shared bucket. */
export function clientAddress(c: Context): string {
  const cf = c.req.header('cf-connecting-ip');
  if (cf) return cf;
  const bindings = c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined;
  return bindings?.incoming?.socket?.remoteAddress ?? 'local';
}

/**
 * Whose bucket a request counts in: a signed-in person's own (students behind one school or
 * mobile-carrier address must not share one limit, and a new address does not give a person a
 * new one), else the client's address (visitors, and POST /api/jwt, which carries a Firebase ID
 * token rather than our access token).
 */
export function callerOrAddress(emailOf: (token: string) => Promise<string | null>) {
  return async (c: Context<AppEnv>): Promise<string> => {
    const token = bearerToken(c.req.header('Authorization'));
    const email = token ? await emailOf(token) : null;
    return email ? `user:${email}` : `address:${clientAddress(c)}`;
  };
}

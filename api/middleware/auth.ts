// Who is calling: the access token says the e-mail, the users table says the role (roles change
// while tokens live). Writes read the role on every request; reads reuse it for a moment, and any
// write in this process forgets it (api/lib/caller-cache.ts, decision 010).
import { eq } from 'drizzle-orm';
import { createMiddleware } from 'hono/factory';
import type { Context } from 'hono';
import { users } from '../db/schema.ts';
import type { AppEnv, Caller, Role, Services } from '../lib/context.ts';
import { forbidden, unauthorized } from '../lib/http-error.ts';

export function bearerToken(header: string | undefined): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return match?.[1] ?? null;
}

async function resolveCaller(
  c: Context<AppEnv>,
  services: Services,
): Promise<Caller | 'invalid' | null> {
  const token = bearerToken(c.req.header('Authorization'));
  if (!token) return null;
  const email = await services.callers.emailOf(token);
  if (!email) return 'invalid';
  const read = async () => {
    const [row] = await services.db
      .select({ id: users.id, name: users.name, role: users.role })
      .from(users)
      .where(eq(users.email, email))
      .limit(1);
    return row;
  };
  const isRead = c.req.method === 'GET' || c.req.method === 'HEAD';
  const row = isRead ? await services.callers.recordOf(email, read) : await read();
  return { email, userId: row?.id ?? null, name: row?.name ?? null, role: row?.role ?? 'student' };
}

export function createAuth(services: Services) {
  /** Public routes: a caller when the token is good; a bad or missing token means a visitor. */
  const optional = createMiddleware<AppEnv>(async (c, next) => {
    const caller = await resolveCaller(c, services);
    c.set('caller', caller === 'invalid' ? null : caller);
    await next();
  });

  /** Private routes: 401 without a valid access token; 403 when the role is not one of `roles`. */
  const require = (...roles: Role[]) =>
    createMiddleware<AppEnv>(async (c, next) => {
      const caller = await resolveCaller(c, services);
      if (caller === null) throw unauthorized('Sign in to do that.');
      if (caller === 'invalid')
        throw unauthorized('Your session has expired. Please sign in again.');
      if (roles.length > 0 && !roles.includes(caller.role)) {
        throw forbidden(`Only ${roles.map((role) => `${role}s`).join(' or ')} may do that.`);
      }
      c.set('caller', caller);
      await next();
    });

  return { optional, require, signedIn: require() };
}

/** The caller set by `require(...)`; only call it behind that middleware. */
export function callerOf(c: Context<AppEnv>): Caller {
  const caller = c.get('caller');
  if (!caller) throw unauthorized('Sign in to do that.');
  return caller;
}

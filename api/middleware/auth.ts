// Who is calling: the access token says the Firebase uid, the users table says the account
// (its e-mail, its role; roles change while tokens live, and an admin may remove the account).
// Writes read it on every request; reads reuse it for a moment, and any write in this process
// forgets it (api/lib/caller-cache.ts, decisions 010 and 017).
import { createMiddleware } from 'hono/factory';
import type { Context } from 'hono';
import type { AppEnv, Caller, Role, Services } from '../lib/context.ts';
import { forbidden, unauthorized, type HttpError } from '../lib/http-error.ts';
import { accountStateOf, refusalOf } from '../services/accounts.ts';

export function bearerToken(header: string | undefined): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return match?.[1] ?? null;
}

const EXPIRED = 'Your session has expired. Please sign in again.';

/** The caller; null without a token; an HttpError for a token that must be refused. */
async function resolveCaller(
  c: Context<AppEnv>,
  services: Services,
): Promise<Caller | HttpError | null> {
  const token = bearerToken(c.req.header('Authorization'));
  if (!token) return null;
  const claims = await services.callers.claimsOf(token);
  if (!claims) return unauthorized(EXPIRED);
  const { uid, email, emailVerified } = claims;
  const read = () => accountStateOf(services.db, uid, email);
  const isRead = c.req.method === 'GET' || c.req.method === 'HEAD';
  const state = isRead ? await services.callers.stateOf(`${uid}\n${email}`, read) : await read();
  if (state.kind === 'account') {
    const { id, name, role } = state;
    return { uid, email: state.email, emailVerified, userId: id, name, role };
  }
  if (state.kind === 'unrecorded') {
    return { uid, email, emailVerified, userId: null, name: null, role: 'student' };
  }
  return refusalOf(state);
}

export function createAuth(services: Services) {
  /** Public routes: a caller when the token is good; a bad or missing token means a visitor. */
  const optional = createMiddleware<AppEnv>(async (c, next) => {
    const caller = await resolveCaller(c, services);
    c.set('caller', caller instanceof Error ? null : caller);
    await next();
  });

  /** Private routes: 401 without a valid access token; 403 when the role is not one of `roles`. */
  const require = (...roles: Role[]) =>
    createMiddleware<AppEnv>(async (c, next) => {
      const caller = await resolveCaller(c, services);
      if (caller === null) throw unauthorized('Sign in to do that.');
      if (caller instanceof Error) throw caller;
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

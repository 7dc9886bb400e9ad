// Who is calling: the access token says the Firebase uid, the users table says the account
// (its e-mail, its role; roles change while tokens live, and an admin may remove the account).
// Writes read it on every request; reads reuse it for a moment, and any write in this process
// forgets it (api/lib/caller-cache.ts, decisions 010 and 017).
import { createMiddleware } from 'hono/factory';
import type { Context } from 'hono';
import type { AppEnv, Caller, Role } from '../lib/context.ts';
import type { Services } from '../lib/app-services.ts';
import type { RefusalReason } from '#shared/refusals.ts';
import { forbidden, unauthorized, type HttpError } from '../lib/http-error.ts';
import { accountStateOf, refusalOf } from '../services/accounts.ts';

export function bearerToken(header: string | undefined): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return match?.[1] ?? null;
}

/** Who may call, by the roles a route names (`require`), to its refusal for everyone else. */
const ONLY: Readonly<Record<string, OnlyReason>> = {
  admin: 'admins_only',
  student: 'students_only',
  'instructor admin': 'instructors_or_admins_only',
  'admin frontdesk': 'desk_staff_only',
};
type OnlyReason = Extract<
  RefusalReason,
  'admins_only' | 'students_only' | 'instructors_or_admins_only' | 'desk_staff_only'
>;

function onlyRefusal(roles: readonly Role[]): OnlyReason {
  const reason = ONLY[roles.join(' ')];
  // At wiring time: a route naming new roles fails every test until its refusal is written.
  if (!reason) throw new Error(`No refusal for a route only ${roles.join(' and ')} may call.`);
  return reason;
}

/** The caller; null without a token; an HttpError for a token that must be refused. */
async function resolveCaller(
  c: Context<AppEnv>,
  services: Services,
): Promise<Caller | HttpError | null> {
  const token = bearerToken(c.req.header('Authorization'));
  if (!token) return null;
  const claims = await services.callers.claimsOf(token);
  if (!claims) return unauthorized('session_expired');
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
  const require = (...roles: Role[]) => {
    const only = roles.length > 0 ? onlyRefusal(roles) : null;
    return createMiddleware<AppEnv>(async (c, next) => {
      const caller = await resolveCaller(c, services);
      if (caller === null) throw unauthorized('sign_in_required');
      if (caller instanceof Error) throw caller;
      if (only && !roles.includes(caller.role)) throw forbidden(only);
      c.set('caller', caller);
      await next();
    });
  };

  return { optional, require, signedIn: require() };
}

/** The caller set by `require(...)`; only call it behind that middleware. */
export function callerOf(c: Context<AppEnv>): Caller {
  const caller = c.get('caller');
  if (!caller) throw unauthorized('sign_in_required');
  return caller;
}

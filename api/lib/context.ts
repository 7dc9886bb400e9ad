// What every request carries: its logger and the caller. The dependencies every route and
// middleware is given are `Services` (app-services.ts), apart so that the caches they hold can
// name this request's type without importing themselves back.
import type { RequestIdVariables } from 'hono/request-id';
import type { Role } from '#shared/schemas/user.ts';
import type { Logger } from './logger.ts';

export type { Role };

export interface Caller {
  /** The Firebase uid of the access token: the caller is resolved by it. */
  uid: string;
  /**
   * The account's e-mail (its users row's, fixed to the uid), or for someone not recorded yet
   * the token's: selections, payments and enrollments are keyed by it.
   */
  email: string;
  /** Whether Firebase had verified the token's e-mail (ADMIN_EMAILS need it). */
  emailVerified: boolean;
  /** The users row, or null for a signed-in person who has not been recorded yet (a student). */
  userId: string | null;
  name: string | null;
  role: Role;
}

export type AppEnv = {
  Variables: RequestIdVariables & {
    logger: Logger;
    caller: Caller | null;
  };
};

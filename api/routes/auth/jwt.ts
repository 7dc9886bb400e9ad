// POST /api/jwt: a verified Firebase ID token (Authorization header) for the API's access token.
import { Hono } from 'hono';
import { jwtInputSchema } from '#shared/schemas/user.ts';
import { bearerToken } from '../../middleware/auth.ts';
import { signAccessToken } from '../../lib/access-token.ts';
import type { AppEnv, Services } from '../../lib/context.ts';
import { unauthorized } from '../../lib/http-error.ts';
import { validate } from '../../lib/validate.ts';
import { IdentityError } from '../../services/identity.ts';

export function createJwtRoutes(services: Services) {
  return new Hono<AppEnv>().post('/jwt', validate('json', jwtInputSchema), async (c) => {
    const idToken = bearerToken(c.req.header('Authorization'));
    if (!idToken) throw unauthorized('Sign in first: the Firebase ID token is missing.');
    let identity;
    try {
      identity = await services.identity.verify(idToken);
    } catch (error) {
      if (!(error instanceof IdentityError)) throw error;
      c.get('logger').info('id token refused', { reason: error.message });
      throw unauthorized('Your sign-in could not be verified. Please sign in again.');
    }
    const { email } = c.req.valid('json');
    if (identity.email !== email.toLowerCase()) {
      throw unauthorized('The sign-in token belongs to another e-mail.');
    }
    const token = await signAccessToken(identity.email, services.tokens);
    return c.json({ token });
  });
}

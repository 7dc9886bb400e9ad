// POST /api/jwt: a verified Firebase ID token (Authorization header) for the API's access token.
// The token names the account by its Firebase uid; the response also says the account's e-mail,
// which stays the one it was recorded with when the e-mail changes in Firebase (decision 017).
import { Hono } from 'hono';
import { jwtInputSchema } from '#shared/schemas/user.ts';
import { bearerToken } from '../../middleware/auth.ts';
import { signAccessToken } from '../../lib/access-token.ts';
import type { AppEnv } from '../../lib/context.ts';
import type { Services } from '../../lib/app-services.ts';
import { refusal } from '#shared/refusals.ts';
import { HttpError, unauthorized } from '../../lib/http-error.ts';
import { validate } from '../../lib/validate.ts';
import { signInAccount } from '../../services/accounts.ts';
import { IdentityError, type IdentityRefusal } from '../../services/identity.ts';
import { z } from 'zod';
import { describe, json, refused } from '../../lib/contract/describe.ts';

const REFUSALS: Record<IdentityRefusal, () => HttpError> = {
  invalid: () => unauthorized('id_token_invalid'),
  disabled: () => unauthorized('account_disabled'),
  // Firebase could not be asked: not the person's fault, and the app keeps its session (5xx).
  unavailable: () => new HttpError(503, 'unavailable', refusal('sign_in_unavailable')),
};

export function createJwtRoutes(services: Services) {
  return new Hono<AppEnv>().post(
    '/jwt',
    describe({
      summary: "Exchange a Firebase ID token for the API's access token",
      tag: 'Users',
      access: 'firebase',
      responses: {
        200: json(
          z.object({ token: z.string(), email: z.string() }),
          "The access token, and the account's e-mail",
        ),
        ...refused(400, 401, 503),
      },
    }),
    validate('json', jwtInputSchema),
    async (c) => {
      const idToken = bearerToken(c.req.header('Authorization'));
      if (!idToken) throw unauthorized('id_token_missing');
      let identity;
      try {
        identity = await services.identity.verify(idToken);
      } catch (error) {
        if (!(error instanceof IdentityError)) throw error;
        const logger = c.get('logger');
        const log = error.reason === 'unavailable' ? logger.warn : logger.info;
        log('id token refused', { reason: error.message });
        throw REFUSALS[error.reason]();
      }
      const { email } = c.req.valid('json');
      if (identity.email !== email.toLowerCase()) {
        throw unauthorized('id_token_other_email');
      }
      const subject = await signInAccount(services.db, services.env, identity);
      const token = await signAccessToken(subject, services.tokens);
      return c.json({ token, email: subject.email });
    },
  );
}

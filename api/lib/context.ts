// What every route and middleware can reach: the resolved dependencies and the caller.
import type { RequestIdVariables } from 'hono/request-id';
import type { Counter } from '../db/change-counter.ts';
import type { Database } from '../db/client.ts';
import type { Env } from '../env.ts';
import type { FirebaseTokenVerifier } from '../services/identity.ts';
import type { ReceiptPdfMaker } from '../services/payments/receipt-pdf.ts';
import type { AccessTokenConfig } from './access-token.ts';
import type { AnswerCache } from './answer-cache.ts';
import type { CallerCache } from './caller-cache.ts';
import type { ChangeWatch } from './change-watch.ts';
import type { Encoder } from './content-encoding.ts';
import type { Logger } from './logger.ts';

export type Role = 'admin' | 'instructor' | 'frontdesk' | 'student';

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

export interface Services {
  db: Database;
  env: Env;
  identity: FirebaseTokenVerifier;
  now: () => Date;
  tokens: AccessTokenConfig;
  rateLimitPerMinute: number;
  /** The classes change counter; this process's writes invalidate it (decision 010). */
  classChanges: ChangeWatch<Counter>;
  /** Public answers (catalogue, pages, syncs, popular) per classes change counter. */
  answers: AnswerCache;
  /** Verified tokens and recently read users rows. */
  callers: CallerCache;
  /** Compresses answers on Node; absent on Workers, where Cloudflare compresses. */
  encoder?: Encoder;
  /** Makes a receipt's PDF: Node passes one; without it the PDF route refuses (decision 039). */
  receiptPdf?: ReceiptPdfMaker;
}

export type AppEnv = {
  Variables: RequestIdVariables & {
    logger: Logger;
    caller: Caller | null;
  };
};

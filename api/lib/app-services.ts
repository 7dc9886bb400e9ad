// The resolved dependencies every route and middleware is given (api/app.ts builds them).
import type { Counter } from '../db/change-counter.ts';
import type { Database } from '../db/client.ts';
import type { Env } from '../env.ts';
import type { FirebaseTokenVerifier } from '../services/identity.ts';
import type { ReceiptPdfMaker } from '../services/payments/receipt-pdf.ts';
import type { AccessTokenConfig } from './access-token.ts';
import type { ResponseCache } from './response-cache.ts';
import type { CallerCache } from './caller-cache.ts';
import type { ChangeWatch } from './change-watch.ts';
import type { Encoder } from './content-encoding.ts';

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
  responseCache: ResponseCache;
  /** Verified tokens and recently read users rows. */
  callers: CallerCache;
  /** Compresses responses on Node; absent on Workers, where Cloudflare compresses. */
  encoder?: Encoder;
  /** Makes a receipt's PDF: Node passes one; without it the PDF route refuses (decision 039). */
  receiptPdf?: ReceiptPdfMaker;
}

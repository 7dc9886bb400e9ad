// A small client of bKash Tokenized Checkout v1.2.0-beta (decision 036): fetch and JSON only, so
// it runs on Node and Workers alike. It keeps the token it was granted and refreshes it before it
// runs out. Execute takes the money, so it is sent once: when it has not answered in time, the
// payment's status is asked instead, never a second execute.
import { GatewayRefusal } from '../gateway.ts';
import { ProviderError } from '../provider.ts';

export const BKASH_BASE_URLS = {
  sandbox: 'https://tokenized.sandbox.bka.sh/v1.2.0-beta/tokenized/checkout',
  live: 'https://tokenized.pay.bka.sh/v1.2.0-beta/tokenized/checkout',
} as const;

export const BKASH_PATHS = {
  grant: '/token/grant',
  refresh: '/token/refresh',
  create: '/create',
  execute: '/execute',
  status: '/payment/status',
  refund: '/payment/refund',
} as const;

/** What bKash documents a merchant to wait for execute before asking the status instead. */
export const EXECUTE_TIMEOUT_MS = 30_000;

/** A token is refreshed this long before bKash's expires_in runs out. */
const TOKEN_MARGIN_MS = 5 * 60_000;

/** bKash's codes after which asking the status, not executing again, is the way on. */
const ALREADY_EXECUTED = new Set(['2062', '2117']);

export interface BkashConfig {
  appKey: string;
  appSecret: string;
  username: string;
  password: string;
  /** BKASH_BASE_URLS' sandbox or live, or the stand-in's. */
  baseUrl: string;
  fetch?: typeof fetch;
  /** Milliseconds since the epoch (tests move it). */
  clock?: () => number;
  executeTimeoutMs?: number;
}

export type Fields = Record<string, string>;

export interface BkashClient {
  /** The id_token for the next call, granted or refreshed as needed. */
  token(): Promise<string>;
  create(input: {
    amount: string;
    currency: string;
    invoice: string;
    payerReference: string;
    callbackURL: string;
  }): Promise<{ paymentID: string; bkashURL: string }>;
  /** Execute, or the status when execute did not answer in time or had already run. */
  executeOrQuery(paymentID: string): Promise<Fields>;
  status(paymentID: string): Promise<Fields>;
  refund(input: {
    paymentID: string;
    trxID: string;
    amount: string;
    sku: string;
    reason: string;
  }): Promise<Fields>;
}

const asFields = (value: unknown): Fields =>
  Object.fromEntries(
    Object.entries(value && typeof value === 'object' ? value : {}).map(([key, item]) => [
      key,
      item === null || item === undefined ? '' : String(item),
    ]),
  );

const isTimeout = (error: unknown) =>
  error instanceof DOMException && (error.name === 'TimeoutError' || error.name === 'AbortError');

export function createBkashClient(config: BkashConfig): BkashClient {
  const send = config.fetch ?? fetch;
  const clock = config.clock ?? Date.now;
  let held: { idToken: string; refreshToken: string; expiresAt: number } | null = null;
  let pending: Promise<string> | null = null;

  async function post(
    path: string,
    body: object,
    headers: Record<string, string>,
    signal?: AbortSignal,
  ): Promise<Fields> {
    let response: Response;
    try {
      response = await send(config.baseUrl + path, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json', ...headers },
        body: JSON.stringify(body),
        signal,
      });
    } catch (error) {
      if (isTimeout(error)) throw error;
      throw new ProviderError(`bKash did not answer ${path}.`, { cause: error });
    }
    const text = await response.text();
    try {
      return asFields(JSON.parse(text));
    } catch (error) {
      throw new ProviderError(`bKash answered ${path} with ${response.status}, not JSON.`, {
        cause: error,
      });
    }
  }

  const refused = (path: string, fields: Fields) =>
    new GatewayRefusal(
      'refused_by_gateway',
      `${path}: ${fields.statusCode || fields.errorCode || '?'} ${fields.statusMessage || fields.errorMessage || ''}`.trim(),
    );

  /** bKash refused when it says a code other than 0000, or writes an errorCode (older responses). */
  const ok = (path: string, fields: Fields) => {
    const code = fields.statusCode ?? '';
    if ((code && code !== '0000') || fields.errorCode || (!code && !fields.transactionStatus)) {
      throw refused(path, fields);
    }
    return fields;
  };

  async function obtainToken(): Promise<string> {
    const credentials = { app_key: config.appKey, app_secret: config.appSecret };
    let response: Fields | null = null;
    if (held) {
      response = await post(
        BKASH_PATHS.refresh,
        { ...credentials, refresh_token: held.refreshToken },
        {
          username: config.username,
          password: config.password,
        },
      );
      // A refresh token lives longer than an id_token, not for ever: grant again when refused.
      if (response.statusCode !== '0000' || !response.id_token) response = null;
    }
    if (!response) {
      response = await post(BKASH_PATHS.grant, credentials, {
        username: config.username,
        password: config.password,
      });
      if (!response.id_token) throw refused(BKASH_PATHS.grant, response);
    }
    const seconds = Number(response.expires_in) || 3600;
    held = {
      idToken: response.id_token!,
      refreshToken: response.refresh_token || held?.refreshToken || '',
      expiresAt: clock() + seconds * 1000,
    };
    return held.idToken;
  }

  async function token(): Promise<string> {
    if (held && clock() < held.expiresAt - TOKEN_MARGIN_MS) return held.idToken;
    // Calls that arrive together share one grant.
    pending ??= obtainToken().finally(() => {
      pending = null;
    });
    return pending;
  }

  const call = async (path: string, body: object, signal?: AbortSignal) =>
    post(path, body, { authorization: await token(), 'x-app-key': config.appKey }, signal);

  const status = async (paymentID: string) =>
    ok(BKASH_PATHS.status, await call(BKASH_PATHS.status, { paymentID }));

  return {
    token,

    async create({ amount, currency, invoice, payerReference, callbackURL }) {
      const response = ok(
        BKASH_PATHS.create,
        await call(BKASH_PATHS.create, {
          mode: '0011',
          payerReference,
          callbackURL,
          amount,
          currency,
          intent: 'sale',
          merchantInvoiceNumber: invoice,
        }),
      );
      if (!response.paymentID || !response.bkashURL) throw refused(BKASH_PATHS.create, response);
      return { paymentID: response.paymentID, bkashURL: response.bkashURL };
    },

    async executeOrQuery(paymentID) {
      let response: Fields;
      try {
        response = await call(
          BKASH_PATHS.execute,
          { paymentID },
          AbortSignal.timeout(config.executeTimeoutMs ?? EXECUTE_TIMEOUT_MS),
        );
      } catch (error) {
        if (!isTimeout(error)) throw error;
        return status(paymentID);
      }
      if (ALREADY_EXECUTED.has(response.statusCode ?? response.errorCode ?? ''))
        return status(paymentID);
      return ok(BKASH_PATHS.execute, response);
    },

    status,

    async refund(input) {
      return ok(BKASH_PATHS.refund, await call(BKASH_PATHS.refund, input));
    },
  };
}

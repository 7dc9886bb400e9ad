/**
 * The one HTTP client of the PWA (ky). It adds the API's access token, renews it once on a 401
 * and retries, and only then applies the spec's rule (log out, go to /login).
 *
 * 403 choice: the spec logs out on 401 *and* 403, but our API answers 403 for "wrong role / not
 * yours" (docs/architecture.md, identity and roles), which must show a refusal, not end the session. So a 403 ends the session
 * only when its error.code is 'unauthorized' (a token problem reported as 403); a 403 'forbidden'
 * reaches the caller as an ordinary HTTPError.
 */
import type kyDefault from 'ky';
import {
  HTTPError,
  TimeoutError,
  type KyInstance,
  type KyResponse,
  type Options,
  type ResponsePromise,
} from 'ky';
import type { FormatOptions } from '#shared/i18n/format.ts';
import { messageLocale } from '#shared/i18n/locale.ts';
import type { ReasonParams } from '#shared/validation-messages.ts';
import type { ClientReason } from './api-error-text.ts';

export const ACCESS_TOKEN_KEY = 'access-token';

export function getAccessToken(): string | null {
  try {
    return localStorage.getItem(ACCESS_TOKEN_KEY);
  } catch {
    return null;
  }
}

export function setAccessToken(token: string | null): void {
  try {
    if (token) localStorage.setItem(ACCESS_TOKEN_KEY, token);
    else localStorage.removeItem(ACCESS_TOKEN_KEY);
  } catch {
    // Storage can be disabled (private mode); the session then lasts for this page only.
  }
}

type SessionHandlers = {
  /** Exchanges a fresh identity token for a new access token; null when nobody is signed in. */
  renewAccessToken: () => Promise<string | null>;
  /** Logs out and sends the user to /login. */
  endSession: () => Promise<void> | void;
};

let handlers: SessionHandlers | null = null;
let renewal: Promise<string | null> | null = null;

/** The auth provider registers how to renew and end the session (lib must not import the router). */
export function setSessionHandlers(next: SessionHandlers | null): void {
  handlers = next;
}

/** One renewal at a time: ten parallel 401s share the same exchange. */
function renewOnce(): Promise<string | null> {
  if (!handlers) return Promise.resolve(null);
  renewal ??= handlers.renewAccessToken().finally(() => {
    renewal = null;
  });
  return renewal;
}

/** A JWT's claims as the server wrote them (not verified: the server checks it), or null. */
function readClaims(token: string): Record<string, unknown> | null {
  try {
    const payload = token.split('.')[1] ?? '';
    const claims: unknown = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/')));
    return typeof claims === 'object' && claims !== null
      ? (claims as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/** Seconds since 1970 when a JWT expires, or null when it can't be read. */
function readExpiry(token: string): number | null {
  const exp = readClaims(token)?.exp;
  return typeof exp === 'number' ? exp : null;
}

/** The e-mail of the API account the stored access token names (for a start while offline). */
export function storedAccountEmail(): string | null {
  const token = getAccessToken();
  const email = token ? readClaims(token)?.email : null;
  return typeof email === 'string' ? email : null;
}

/**
 * Renews the stored access token when it has expired (or will within a minute). The outbox calls
 * this before sending queued changes: they may have waited for hours, and a renewal up front
 * avoids sending each one twice (401, then again).
 */
export async function ensureFreshAccessToken(now: number = Date.now()): Promise<void> {
  const token = getAccessToken();
  if (!token) return;
  const exp = readExpiry(token);
  if (exp !== null && exp * 1000 - now < 60_000) await renewOnce();
}

async function isTokenProblem(response: KyResponse): Promise<boolean> {
  if (response.status === 401) return true;
  if (response.status !== 403) return false;
  const body = await readErrorBody(response);
  return body?.code === 'unauthorized';
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** `params` as sent: only its text and number values. */
function readParams(value: unknown): ReasonParams {
  if (!isRecord(value)) return {};
  const params: Record<string, string | number> = {};
  for (const [name, param] of Object.entries(value)) {
    if (typeof param === 'string' || typeof param === 'number') params[name] = param;
  }
  return params;
}

/** `fieldReasons` as sent: each field's reason and values. */
function readFieldReasons(value: unknown): Record<string, ReasonRead> | undefined {
  if (!isRecord(value)) return undefined;
  const reasons: Record<string, ReasonRead> = {};
  for (const [field, read] of Object.entries(value)) {
    if (isRecord(read) && typeof read.reason === 'string')
      reasons[field] = { reason: read.reason, params: readParams(read.params) };
  }
  return reasons;
}

/**
 * The API's `{error: {code, reason, params, message, fields?, fieldReasons?}}` body, or null.
 * Checked by hand: zod would put ~50 KB into the first-paint bundle just for this. An older API
 * sends no reason: the message is all there is.
 */
async function readErrorBody(response: Response): Promise<ReadableApiError | null> {
  try {
    const body: unknown = await response.clone().json();
    if (!isRecord(body) || !isRecord(body.error)) return null;
    const { code, message, reason, params, fields, fieldReasons } = body.error;
    if (typeof code !== 'string' || typeof message !== 'string') return null;
    return {
      code,
      message,
      ...(typeof reason === 'string' ? { reason, params: readParams(params) } : {}),
      fields: isRecord(fields) ? (fields as Record<string, string>) : undefined,
      fieldReasons: readFieldReasons(fieldReasons),
    };
  } catch {
    return null;
  }
}

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';
type BodyType = 'json' | 'text' | 'blob' | 'arrayBuffer';

/** What a call returns: awaited, the response; or read once with one of ky's body readers. */
export type ApiResponse<T = unknown> = PromiseLike<KyResponse<T>> &
  Pick<ResponsePromise<T>, 'json' | 'text' | 'blob' | 'arrayBuffer'>;

export type ApiClient = Record<
  Method,
  <T = unknown>(url: string, options?: Options) => ApiResponse<T>
>;

/**
 * A client with ky's call shape whose ky loads with the first request instead of with the page:
 * no request is ever made before the first paint, and ky is 4.7 KB gzip of first-paint JavaScript
 * (decision 011). Each call sends one request, started by its first reader: json() must reach ky
 * before ky sends, since it sets the Accept header.
 */
function lazyClient(load: () => Promise<KyInstance>): ApiClient {
  const call =
    (method: Method) =>
    <T>(url: string, options?: Options): ApiResponse<T> => {
      // Boxed: a ResponsePromise is a thenable, and a promise resolved with one would unwrap it.
      type Sent = { request: ResponsePromise<T>; type?: BodyType; body?: Promise<unknown> };
      let sent: Promise<Sent> | undefined;
      const start = (type?: BodyType) =>
        (sent ??= load().then((instance) => {
          const request = instance[method]<T>(url, options);
          return type ? { request, type, body: request[type]() } : { request };
        }));
      const read = <R>(type: BodyType) =>
        start(type).then(
          (box) => (box.type === type ? box.body : box.request[type]()) as Promise<R>,
        );
      return {
        then: (onFulfilled, onRejected) =>
          start()
            .then((box) => box.request)
            .then(onFulfilled, onRejected),
        json: <J = T>() => read<J>('json'),
        text: () => read<string>('text'),
        blob: () => read<Blob>('blob'),
        arrayBuffer: () => read<ArrayBuffer>('arrayBuffer'),
      };
    };
  return {
    get: call('get'),
    post: call('post'),
    put: call('put'),
    patch: call('patch'),
    delete: call('delete'),
  };
}

function once<T>(create: () => Promise<T>): () => Promise<T> {
  let value: Promise<T> | undefined;
  return () => (value ??= create());
}

/** Absolute so it also works where relative URLs don't resolve (tests, workers). */
const apiBase = new URL('/api/', globalThis.location?.origin ?? 'http://localhost').href;
const defaults = { prefixUrl: apiBase, timeout: 15_000, retry: 0 } satisfies Options;
const loadKy = once(async () => {
  // 'ky?lazy' is ky's entry as a module of its own, so only this dynamic import reaches ky's
  // core; the static 'ky' imports (error classes, for instanceof) stay small and share them.
  // @ts-expect-error -- the query makes a distinct module id; its types are ky's (cast).
  const lazy = (await import('ky?lazy')) as { default: typeof kyDefault };
  return lazy.default;
});
const bareKy = once(async () => (await loadKy()).create(defaults));

/** A client without the session hooks: for /jwt itself and for retries. */
export const bareApi = lazyClient(bareKy);

export const api = lazyClient(
  once(async () =>
    (await loadKy()).create({
      ...defaults,
      // Queries retry through TanStack Query; ky itself does not, so a mutation is never sent twice.
      hooks: {
        beforeRequest: [
          (request) => {
            const token = getAccessToken();
            if (token && !request.headers.has('Authorization')) {
              request.headers.set('Authorization', `Bearer ${token}`);
            }
          },
        ],
        afterResponse: [
          async (request, _options, response) => {
            if (!(await isTokenProblem(response))) return response;
            const token = await renewOnce();
            if (token) {
              request.headers.set('Authorization', `Bearer ${token}`);
              const retried = await (
                await bareKy()
              )(request, { prefixUrl: '', throwHttpErrors: false });
              if (!(await isTokenProblem(retried))) return retried;
            }
            await handlers?.endSession();
            return response;
          },
        ],
      },
    }),
  ),
);

/** A reason of the API (shared/api-error.ts) and its values, as read: maybe one this build does not know. */
export type ReasonRead = { reason: string; params: ReasonParams };

/**
 * An error in a sentence for the person, with the API's stable `reason` and `params` when the API
 * answered (shared/refusals.ts, shared/validation-messages.ts), so a screen can say it in the
 * person's language, the English `message` being the fallback; and for bad fields each field's
 * message (`fields`) and reason (`fieldReasons`).
 */
export type ReadableApiError = {
  message: string;
  code?: string;
  reason?: string;
  params?: ReasonParams;
  fields?: Record<string, string>;
  fieldReasons?: Record<string, ReasonRead>;
  status?: number;
};

/**
 * An error already read (readApiError), thrown on by code that keeps only its sentence yet must
 * keep the API's reason too (the outbox's refusals, the checkout): readApiError gives it back.
 */
export class ReadApiError extends Error {
  constructor(
    readonly read: ReadableApiError,
    options?: ErrorOptions,
  ) {
    super(read.message, options);
    this.name = 'ReadApiError';
  }
}

/** Why a status failed when the API did not say (a proxy's page): the client's own reasons. */
const STATUS_REASONS: Record<number, ClientReason> = {
  400: 'client_invalid_request',
  401: 'client_session_ended',
  403: 'client_not_allowed',
  404: 'client_not_found',
  409: 'client_conflict',
  429: 'client_too_many',
};

function statusReason(status: number, otherwise: ClientReason): ReasonRead {
  const reason = STATUS_REASONS[status] ?? (status >= 500 ? 'client_server_problem' : otherwise);
  return { reason, params: reason === otherwise ? { status: String(status) } : {} };
}

/** True when the request never reached the server (offline, DNS, refused connection, timeout). */
export function isNetworkError(error: unknown): boolean {
  return (
    error instanceof TimeoutError || (error instanceof TypeError && !(error instanceof HTTPError))
  );
}

/** What an error is, before it is said: its reason and values, and the API's English if any. */
export type FoundError = Omit<ReadableApiError, 'message'> & { message?: string };

async function findError(error: unknown): Promise<FoundError> {
  if (error instanceof ReadApiError) return error.read;
  if (error instanceof HTTPError) {
    const status = error.response.status;
    const body = await readErrorBody(error.response);
    if (body) return { ...body, status };
    // Not the API's JSON (a proxy's error page): a generic sentence for the status.
    return { ...statusReason(status, 'client_request_failed'), status };
  }
  if (error instanceof TimeoutError) return { reason: 'client_timeout', code: 'timeout' };
  if (isNetworkError(error)) {
    // The browser says it is online, yet no answer came: the server (or the way to it) is down,
    // and telling the user to check their connection would send them looking in the wrong place.
    const online = typeof navigator === 'undefined' || navigator.onLine;
    return { reason: online ? 'client_unreachable' : 'client_offline', code: 'network' };
  }
  if (error instanceof Error && error.message) return { message: error.message };
  return { reason: 'client_unknown' };
}

/** The error's sentence in a language (loaded on an error only: not first-paint code). */
async function said(found: FoundError, options: FormatOptions): Promise<ReadableApiError> {
  const { errorText } = await import('./api-error-text.ts');
  return { ...found, message: errorText(found, options) };
}

/** The sentence of a reason (the client's own, e.g. 'client_change_refused') in the page's language. */
export async function sayError(
  found: FoundError,
  options: FormatOptions = { locale: messageLocale() },
): Promise<string> {
  return (await said(found, options)).message;
}

/**
 * Turns whatever a call threw into a sentence for the user, in the page's language (the digits
 * of `options`; a screen passes the reader's, useApiError does): the API's reason and values
 * through the catalogue, its English `message` for a reason this build does not know.
 */
export async function readApiError(
  error: unknown,
  options: FormatOptions = { locale: messageLocale() },
): Promise<ReadableApiError> {
  return said(await findError(error), options);
}

/**
 * POST /api/jwt refused this identity (an account the academy removed, one Firebase disabled, an
 * e-mail another account holds…): the message is the API's sentence, for the person to read, and
 * readApiError gives its reason.
 */
export class SignInRefusedError extends ReadApiError {
  readonly status: number;

  constructor(read: ReadableApiError & { status: number }) {
    super(read);
    this.name = 'SignInRefusedError';
    this.status = read.status;
  }
}

/** What POST /api/jwt gives: the access token (stored) and the e-mail of the API's account. */
export type ApiSession = { token: string; email: string };

/**
 * POST /api/jwt: trade the identity provider's ID token for the API's access token, and store it.
 * The account keeps the e-mail it was recorded with when the e-mail changes in Firebase: the
 * answer says which (an older API did not: then it is the identity's).
 */
export async function exchangeIdToken(idToken: string, email: string): Promise<ApiSession> {
  let answer: { token: string; email?: string };
  try {
    answer = await bareApi
      .post('jwt', { headers: { Authorization: `Bearer ${idToken}` }, json: { email } })
      .json<{ token: string; email?: string }>();
  } catch (error) {
    if (!(error instanceof HTTPError) || error.response.status >= 500) throw error;
    const status = error.response.status;
    const body = await readErrorBody(error.response);
    const found = body ?? statusReason(status, 'client_sign_in_failed');
    throw new SignInRefusedError({ ...(await said(found, { locale: messageLocale() })), status });
  }
  setAccessToken(answer.token);
  return { token: answer.token, email: answer.email ?? email };
}

/**
 * The one HTTP client of the PWA (ky). It adds the API's access token, renews it once on a 401
 * and retries, and only then applies product.md's rule (log out, go to /login).
 *
 * 403 choice: product.md logs out on 401 *and* 403, but our API answers 403 for "wrong role / not
 * yours" (docs/architecture.md, identity and roles), which must show a refusal, not end the session. So a 403 ends the session
 * only when its error.code is 'unauthorized' (a token problem reported as 403); a 403 'forbidden'
 * reaches the caller as an ordinary HTTPError.
 */
import type kyDefault from 'ky';
import {
  HTTPError,
  type KyInstance,
  type KyResponse,
  type Options,
  type ResponsePromise,
} from 'ky';
import type { FormatOptions } from '#shared/i18n/format.ts';
import { messageLocale } from '#shared/i18n/locale.ts';
import type { Client } from 'openapi-fetch';
import { REQUEST_TIMEOUT_MS } from '../timing/freshness.ts';
import { ReadApiError, type FoundError, type ReadableApiError } from './api-error.ts';
import type { paths } from './generated/openapi.d.ts';

// What an error is (api-error.ts); callers import it from here with the two calls below.
export {
  isNetworkError,
  ReadApiError,
  type FoundError,
  type ReadableApiError,
  type ReasonRead,
} from './api-error.ts';

/** Reading and saying errors: loaded on the first error, so the first paint does not carry it. */
const errorReader = () => import('./api-error-read.ts');

/**
 * Turns whatever a call threw into a sentence for the user, in the page's language (the digits
 * of `options`; a screen passes the reader's, useApiError does): the API's reason and values
 * through the catalogue, its English `message` for a reason this build does not know.
 */
export async function readApiError(
  error: unknown,
  options: FormatOptions = { locale: messageLocale() },
): Promise<ReadableApiError> {
  const { findError, said } = await errorReader();
  return said(await findError(error), options);
}

/** The sentence of a reason (the client's own, e.g. 'client_change_refused') in the page's language. */
export async function sayError(
  found: FoundError,
  options: FormatOptions = { locale: messageLocale() },
): Promise<string> {
  const { said } = await errorReader();
  return (await said(found, options)).message;
}

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
  /**
   * Exchanges a fresh identity token for a new access token; null when the session cannot go on
   * (nobody signed in, the account refused). Rejects when the API or the identity provider cannot
   * be reached now: the request then fails as it would offline, and the session stays.
   */
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
  // Out of reach now: the request meets its 401 and the renewal is tried again then.
  if (exp !== null && exp * 1000 - now < 60_000) await renewOnce().catch(() => null);
}

async function isTokenProblem(response: KyResponse): Promise<boolean> {
  if (response.status === 401) return true;
  if (response.status !== 403) return false;
  const body = await (await errorReader()).readErrorBody(response);
  return body?.code === 'unauthorized';
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
 * no request is ever made before the first paint, so ky need not be first-paint JavaScript
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
const defaults = { prefixUrl: apiBase, timeout: REQUEST_TIMEOUT_MS, retry: 0 } satisfies Options;
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

/** The session's ky: the access token, its renewal on a 401, the timeout. */
const sessionKy = once(async () =>
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
);

/**
 * ky's call shape on the session's ky: for a request stored to be sent again as it was (the
 * outbox's). A screen's request goes through `apiClient`, whose paths the API's contract checks.
 */
export const api = lazyClient(sessionKy);

/**
 * Sends a request `apiClient` made through the session's ky, so the token, its renewal, the
 * timeout and the errors have one home. `options` are ky's, for one request (a long download
 * passes `timeout: false`).
 */
export async function sendRequest(request: Request, options?: Options): Promise<Response> {
  return (await sessionKy())(request, options);
}

/**
 * A query string as ky writes one (URLSearchParams: a space is '+'; undefined left out), so a
 * request's URL is the same text whichever client made it (cache keys and the server's data
 * pages name them).
 */
export function searchOf(query: Record<string, unknown>): string {
  const entries = Object.entries(query).filter(([, value]) => value !== undefined);
  return new URLSearchParams(entries.map(([name, value]) => [name, String(value)])).toString();
}

type ContractMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A path of the contract with each `{parameter}` as any text: `select/{id}` is `select/${string}`. */
type Filled<Path extends string> = Path extends `${infer Head}{${string}}${infer Tail}`
  ? `${Head}${string}${Filled<Tail>}`
  : Path;

/**
 * The paths the contract has for `method`, under /api/ and filled in, as the outbox stores a
 * request: `api.post` takes them as they are (`select`, `select/${encodeURIComponent(id)}`).
 */
export type ApiPath<Method extends ContractMethod> = {
  [Path in keyof paths]: [NonNullable<paths[Path][Lowercase<Method>]>] extends [never]
    ? never
    : Path extends `/api/${infer Rest}`
      ? Filled<Rest>
      : never;
}[keyof paths];

const typedClient = once(async () => {
  // Side by side with ky's, so the first request waits for one load, not two in a row.
  const [{ default: createClient }] = await Promise.all([import('openapi-fetch'), sessionKy()]);
  return createClient<paths>({
    // The contract's paths begin with /api: requests go to this origin as they are.
    baseUrl: new URL(apiBase).origin,
    fetch: (request) => sendRequest(request),
    // What ky's json() asks for.
    headers: { Accept: 'application/json' },
    querySerializer: searchOf,
  });
});

/** One method of the typed client, whose code (like ky's) loads with the first request. */
function lazyMethod<M extends ContractMethod>(method: M): Client<paths>[M] {
  const call = async (...args: unknown[]) =>
    ((await typedClient())[method] as (...init: unknown[]) => Promise<unknown>)(...args);
  return call as Client<paths>[M];
}

/**
 * The data of a 2xx answer, which openapi-fetch types as possibly missing (for its `error`
 * branch): a refusal is thrown here instead, so only an answer with no body at all has none.
 */
export function dataOf<T>({ data }: { data?: T }): T {
  if (data === undefined) throw new Error('The API answered with no body.');
  return data;
}

/**
 * The API as its contract describes it (decision 045): openapi-fetch over the types written
 * from GET /api/openapi.json (scripts/api-types/), so a path, its parameters, a query name and a
 * body are checked by the typecheck, and `data` has the type the route says it answers. Every
 * request goes through the session's ky (`sendRequest`): a refusal is thrown as ky's HTTPError
 * (read it with readApiError), never returned as `error`; `data` is the 2xx answer.
 */
export const apiClient = {
  GET: lazyMethod('GET'),
  POST: lazyMethod('POST'),
  PUT: lazyMethod('PUT'),
  PATCH: lazyMethod('PATCH'),
  DELETE: lazyMethod('DELETE'),
};

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
    const { readErrorBody, said, statusReason } = await errorReader();
    const body = await readErrorBody(error.response);
    const found = body ?? statusReason(status, 'client_sign_in_failed');
    throw new SignInRefusedError({ ...(await said(found, { locale: messageLocale() })), status });
  }
  setAccessToken(answer.token);
  return { token: answer.token, email: answer.email ?? email };
}

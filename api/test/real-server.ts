// The real Node server (api/node.ts) on a free port over a fresh migrated libSQL file, for tests
// that talk to it as browsers, proxies and attackers do: over HTTP, with raw headers and bytes.
// Firebase ID tokens are checked against a local key set (test-identity.ts); access tokens are
// minted with the server's own secret.
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { connect } from 'node:net';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDb, type DatabaseHandle } from '../db/client.ts';
import { signAccessToken, type AccessTokenSubject } from '../lib/access-token.ts';
import { startApiServer, type ApiServer, type StartApiServerOptions } from '../node.ts';
import { createFirebaseTokenVerifier } from '../services/identity.ts';
import type { ApiCaller } from './test-api.ts';
import { testEnv, TEST_PROJECT_ID } from './test-env.ts';
import { createTestIdentity, testSubject, type TestIdentity } from './test-identity.ts';

export interface RawResponse {
  status: number;
  headers: IncomingHttpHeaders;
  /** The bytes as sent (no decompression). */
  body: Buffer;
  text(): string;
  json(): unknown;
}

export interface RealServer {
  url: string;
  port: number;
  server: ApiServer;
  /** A second connection to the server's database file, to look at what a request changed. */
  db: DatabaseHandle['db'];
  identity: TestIdentity;
  /** An access token of the test person with this e-mail (uid `uid-<e-mail>`, verified). */
  tokenFor(email: string, subject?: Partial<AccessTokenSubject>): Promise<string>;
  /** One HTTP/1.1 request on a new connection, headers exactly as given. */
  request(
    method: string,
    path: string,
    options?: { headers?: Record<string, string>; body?: string | Buffer },
  ): Promise<RawResponse>;
  /**
   * A JSON call as the browser makes it: the access token of `as` (none for null), the body as
   * JSON; returns the status and the parsed body.
   */
  call(
    as: string | null,
    method: string,
    path: string,
    body?: unknown,
  ): Promise<{ status: number; body: Record<string, unknown> }>;
  /** Writes `bytes` on a new TCP connection and resolves with everything read until it closes. */
  rawExchange(bytes: string | Buffer, options?: { timeoutMs?: number }): Promise<RawExchange>;
  /**
   * test-api.ts's calls, sent over HTTP (fetch): the helpers written for the in-process API
   * (a family, its selections, a card payment) work against the real server too.
   */
  api: ApiCaller;
  close(): Promise<void>;
}

export interface RawExchange {
  /** What the server sent, as text. */
  received: string;
  /** True when the server closed the connection before `timeoutMs`. */
  closedByServer: boolean;
}

export async function startRealServer(
  options: {
    env?: Record<string, string>;
    staticDir?: string;
    /** The server's clock (what "now" is to its routes); the real time unless given. */
    now?: () => Date;
    /** The message dispatcher's timer (off unless given; `fetch` reaches a stand-in push service). */
    messages?: StartApiServerOptions['messages'];
  } = {},
): Promise<RealServer> {
  const dir = await mkdtemp(join(tmpdir(), 'academy-real-'));
  const env = testEnv({ DATABASE_URL: `file:${join(dir, 'academy.db')}`, ...options.env });
  const identity = await createTestIdentity();
  const server = await startApiServer({
    env,
    staticDir: options.staticDir,
    port: 0,
    hostname: '127.0.0.1',
    messages: options.messages,
    appDeps: {
      identity: createFirebaseTokenVerifier({
        projectId: TEST_PROJECT_ID,
        emulator: Boolean(env.FIREBASE_AUTH_EMULATOR_HOST),
        keySet: identity.keySet,
        accountLookup: identity.accountLookup,
      }),
      ...(options.now ? { now: options.now } : {}),
    },
  });
  const { db, client } = createDb({ url: env.DATABASE_URL });
  const { port } = server;

  const request: RealServer['request'] = (method, path, requestOptions = {}) =>
    new Promise((resolve, reject) => {
      const req = httpRequest(
        { host: '127.0.0.1', port, path, method, headers: requestOptions.headers, agent: false },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => {
            const body = Buffer.concat(chunks);
            resolve({
              status: res.statusCode ?? 0,
              headers: res.headers,
              body,
              text: () => body.toString('utf8'),
              json: () => JSON.parse(body.toString('utf8')) as unknown,
            });
          });
          res.on('error', reject);
        },
      );
      req.on('error', reject);
      req.end(requestOptions.body);
    });

  const rawExchange: RealServer['rawExchange'] = (bytes, { timeoutMs = 2_000 } = {}) =>
    new Promise((resolve, reject) => {
      const socket = connect(port, '127.0.0.1');
      const chunks: Buffer[] = [];
      const timer = setTimeout(() => {
        socket.destroy();
        resolve({ received: Buffer.concat(chunks).toString('utf8'), closedByServer: false });
      }, timeoutMs);
      socket.on('data', (chunk: Buffer) => chunks.push(chunk));
      // The server may close while we are still writing a large body: what it sent still counts.
      socket.on('error', (error: NodeJS.ErrnoException) => {
        if (error.code !== 'ECONNRESET' && error.code !== 'EPIPE') {
          clearTimeout(timer);
          reject(error);
        }
      });
      socket.on('close', () => {
        clearTimeout(timer);
        resolve({ received: Buffer.concat(chunks).toString('utf8'), closedByServer: true });
      });
      socket.write(bytes);
    });

  const tokenFor: RealServer['tokenFor'] = (email, subject) =>
    signAccessToken(testSubject(email, subject), {
      secret: env.JWT_SECRET,
      ttlSeconds: env.ACCESS_TOKEN_TTL_SECONDS,
      now: options.now ?? (() => new Date()),
    });

  const call: RealServer['call'] = async (as, method, path, body) => {
    const headers: Record<string, string> = {};
    if (as) headers.Authorization = `Bearer ${await tokenFor(as)}`;
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    const response = await request(method, path, {
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: response.status, body: response.json() as Record<string, unknown> };
  };

  const api: ApiCaller = {
    db,
    async call(method, path, callOptions = {}) {
      const headers = new Headers(callOptions.headers);
      const token =
        callOptions.token ?? (callOptions.as ? await tokenFor(callOptions.as) : undefined);
      if (token) headers.set('Authorization', `Bearer ${token}`);
      const body =
        callOptions.rawBody ??
        (callOptions.body === undefined ? undefined : JSON.stringify(callOptions.body));
      if (body !== undefined && !headers.has('Content-Type'))
        headers.set('Content-Type', 'application/json');
      return fetch(`http://127.0.0.1:${port}${path}`, {
        method,
        headers,
        body,
        redirect: 'manual',
      });
    },
  };

  return {
    url: `http://127.0.0.1:${port}`,
    port,
    server,
    db,
    identity,
    tokenFor,
    call,
    request,
    rawExchange,
    api,
    async close() {
      await server.close();
      client.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/** A browser's preflight from `origin` before a `method` with a token and a JSON body. */
export const preflight = (server: RealServer, path: string, origin: string, method = 'POST') =>
  server.request('OPTIONS', path, {
    headers: {
      Origin: origin,
      'Access-Control-Request-Method': method,
      'Access-Control-Request-Headers': 'authorization, content-type',
    },
  });

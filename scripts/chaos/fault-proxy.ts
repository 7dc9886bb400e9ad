// The chaos harness's proxy (decision 052): its pages load the app through it, and it forwards
// every request to the real server as it is. A request that carries FAULT_HEADER (added by the
// harness's route handler in the browser) gets one of the faults only a socket can make: the
// browser's routing cannot cut a body half-way, nor answer after the server was asked twice.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Readable } from 'node:stream';
import type { FaultKind } from './fault-plan.ts';

/** The request header that asks the proxy for a fault; removed before the request goes on. */
export const FAULT_HEADER = 'x-chaos-fault';

/** The faults the proxy makes; the browser makes the others. */
export const PROXY_FAULTS = [
  'duplicate',
  'lose-response',
  'cut-body',
  'hang',
] as const satisfies readonly FaultKind[];

/** One of PROXY_FAULTS. */
export type ProxyFault = (typeof PROXY_FAULTS)[number];

/** Where the proxy forwards to, and where it listens. */
export interface FaultProxyOptions {
  /** The server's origin, e.g. 'http://127.0.0.1:8787'. */
  target: string;
  /** 0 (the default) for a free port. */
  port?: number;
  /** The address to listen on; loopback by default. */
  host?: string;
  /** How long a hung request keeps the page's connection before it is cut. */
  hangMs?: number;
  /**
   * Whether a page's connection stays open for its next request (the default). Chromium sends a
   * request again, whatever its method, when a connection it had already used closes before any
   * answer: through such a connection, `lose-response` and `hang` reach the server twice or more.
   * With false, each request has a connection of its own, and a fault happens once.
   */
  keepAlive?: boolean;
}

/** A 5xx answered by the server itself (never one the proxy made). */
export interface ServerError {
  method: string;
  /** The path with its query, as the page asked for it. */
  path: string;
  status: number;
}

/** What went through the proxy; one object, counted as requests come and go. */
export interface FaultProxyStats {
  /** Requests the pages sent. */
  requests: number;
  /** Requests sent on to the server: a duplicated request counts twice. */
  forwarded: number;
  /** Requests that got each fault, counted once the fault was done to them. */
  faults: Record<ProxyFault, number>;
  /** Requests whose FAULT_HEADER named no fault of the proxy's: forwarded as they were. */
  unknownFaults: number;
  /** Requests the proxy itself failed, with a 502 or a cut: the server could not be reached. */
  proxyErrors: number;
  /** Every 5xx the server answered: a run with any fails. */
  serverErrors: ServerError[];
}

/** A running proxy. */
export interface FaultProxy {
  /** Its origin, e.g. 'http://127.0.0.1:41234'. */
  url: string;
  port: number;
  stats: FaultProxyStats;
  /**
   * Ships a new build as far as the pages can tell: from now on the service worker's script
   * (`/sw.js`) is a byte different each time this is called, so a browser that checks for an
   * update installs a new worker and the app offers to reload into it.
   */
  shipNewBuild(): void;
  /** Closes the pages' connections and the server's, and stops listening. */
  stop(): Promise<void>;
}

const DEFAULT_HANG_MS = 120_000;
/** How long a connection to the server stays idle when the server gives no hint. */
const IDLE_TIMEOUT_MS = 60_000;

/**
 * Headers that describe one connection, not the request: each side of the proxy has its own.
 * Everything else, the host header included, goes on as the page sent it, so the server builds
 * its links and checks origins against the address the page is on.
 */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'upgrade']);

/** Starts a proxy in front of `options.target`. */
export async function startFaultProxy(options: FaultProxyOptions): Promise<FaultProxy> {
  const target = new URL(options.target);
  if (target.protocol !== 'http:') {
    throw new Error(`The proxy forwards to http only, not ${target}`);
  }
  const upstream = {
    hostname: target.hostname.replace(/^\[|\]$/g, ''),
    port: Number(target.port || 80),
  };
  const hangMs = options.hangMs ?? DEFAULT_HANG_MS;
  const closeAfter = options.keepAlive === false ? ['Connection', 'close'] : [];
  // With a timeout of its own, the agent follows the server's Keep-Alive hint and drops an idle
  // connection a second before the server would: a request sent on a connection the server is
  // closing fails, and would be a 502 no fault asked for.
  const agent = new http.Agent({ keepAlive: true, timeout: IDLE_TIMEOUT_MS });
  const stats: FaultProxyStats = {
    requests: 0,
    forwarded: 0,
    faults: { duplicate: 0, 'lose-response': 0, 'cut-body': 0, hang: 0 },
    unknownFaults: 0,
    proxyErrors: 0,
    serverErrors: [],
  };
  let stopping = false;
  let build = 0;

  const server = http.createServer((request, response) => {
    stats.requests += 1;
    const asked = request.headers[FAULT_HEADER];
    const fault = typeof asked === 'string' && isProxyFault(asked) ? asked : null;
    if (asked !== undefined && fault === null) stats.unknownFaults += 1;
    const path = request.url ?? '/';
    const isWorker = build > 0 && request.method === 'GET' && path.split('?')[0] === '/sw.js';
    // The worker's script is changed on its way: asked for uncompressed.
    const headers = withoutHeaders(
      request.rawHeaders,
      FAULT_HEADER,
      ...(isWorker ? ['accept-encoding', 'if-none-match', 'if-modified-since'] : []),
    );
    const sent = new Set<http.ClientRequest>();
    // Settled: answered, failed, or cut on purpose; from then on the page's connection closing is
    // expected. Before that, it means the page gave up, and the server's request goes too.
    let settled = false;
    let abandoned = false;
    const giveUp = () => {
      abandoned = true;
      for (const upstreamRequest of sent) upstreamRequest.destroy();
    };
    // The page went away before it had sent the whole body: that request can never complete.
    request.on('error', giveUp);
    response.on('close', () => {
      if (!settled && !response.writableFinished) giveUp();
    });

    /** Sends the request on with `body` and resolves with the server's answer as it starts. */
    const forward = (body: Buffer | Readable) =>
      new Promise<http.IncomingMessage>((resolve, reject) => {
        if (stopping || abandoned) {
          reject(new Error('The request was given up before it was sent.'));
          return;
        }
        const upstreamRequest = http.request({
          ...upstream,
          agent,
          method: request.method,
          path,
          headers,
        });
        sent.add(upstreamRequest);
        stats.forwarded += 1;
        upstreamRequest.on('error', reject);
        upstreamRequest.on('response', (answer) => {
          answer.on('end', () => sent.delete(upstreamRequest));
          const status = answer.statusCode ?? 0;
          if (status >= 500) {
            stats.serverErrors.push({ method: request.method ?? '', path, status });
          }
          resolve(answer);
        });
        if (Buffer.isBuffer(body)) upstreamRequest.end(body);
        else body.pipe(upstreamRequest);
      });

    /** The answer's status line and headers, written to the page. */
    const writeHead = (answer: http.IncomingMessage) =>
      response.writeHead(
        answer.statusCode ?? 502,
        answer.statusMessage,
        withoutHeaders(answer.rawHeaders).concat(closeAfter),
      );

    const passThrough = async () => {
      const answer = await forward(request);
      writeHead(answer);
      await new Promise<void>((resolve, reject) => {
        answer.on('error', reject);
        response.on('close', resolve);
        answer.pipe(response);
      });
    };

    const duplicate = async () => {
      const body = await readAll(request);
      await readAll(await forward(body));
      if (abandoned) return;
      stats.faults.duplicate += 1;
      const answer = await forward(body);
      writeHead(answer);
      await new Promise<void>((resolve, reject) => {
        answer.on('error', reject);
        response.on('close', resolve);
        answer.pipe(response);
      });
    };

    const loseResponse = async () => {
      await readAll(await forward(request));
      if (abandoned) return;
      settled = true;
      stats.faults['lose-response'] += 1;
      response.destroy();
    };

    const cutBody = async () => {
      const answer = await forward(request);
      const body = await readAll(answer);
      if (abandoned) return;
      settled = true;
      stats.faults['cut-body'] += 1;
      if (body.length <= 1) {
        response.destroy();
        return;
      }
      writeHead(answer);
      // Cut once the first half has left: a socket destroyed with data still queued in the
      // process would send none of it.
      response.write(body.subarray(0, Math.floor(body.length / 2)), () => response.destroy());
    };

    const hang = async () => {
      // The page's giving up is what a hang waits for; the server's request carries on.
      settled = true;
      stats.faults.hang += 1;
      const timer = setTimeout(() => response.destroy(), hangMs);
      response.on('close', () => clearTimeout(timer));
      await readAll(await forward(request));
    };

    /** The worker's script of the build shipped last: the server's, with the build's number. */
    const newWorker = async () => {
      const answer = await forward(request);
      const body = Buffer.concat([await readAll(answer), Buffer.from(`\n// build ${build}\n`)]);
      if (abandoned) return;
      settled = true;
      const headers = withoutHeaders(answer.rawHeaders, 'content-length', 'etag', 'last-modified');
      response.writeHead(answer.statusCode ?? 502, answer.statusMessage, [
        ...headers,
        'Content-Length',
        String(body.length),
        ...closeAfter,
      ]);
      response.end(body);
    };

    const handlers = {
      duplicate,
      'lose-response': loseResponse,
      'cut-body': cutBody,
      hang,
    } satisfies Record<ProxyFault, () => Promise<void>>;
    (fault ? handlers[fault] : isWorker ? newWorker : passThrough)().catch(() => {
      // A request the page gave up on, or cut by stop(), fails as it goes: nothing went wrong.
      if (abandoned || stopping) return;
      stats.proxyErrors += 1;
      request.unpipe();
      request.resume();
      if (settled) return;
      settled = true;
      if (response.headersSent) {
        response.destroy();
        return;
      }
      response.writeHead(502, ['Content-Type', 'text/plain; charset=utf-8', ...closeAfter]);
      response.end(`The fault proxy could not reach ${target.origin}.\n`);
    });
  });

  server.listen(options.port ?? 0, options.host ?? '127.0.0.1');
  await new Promise<void>((resolve, reject) => {
    server.once('listening', resolve);
    server.once('error', reject);
  });
  const { address, port } = server.address() as AddressInfo;
  const host = address.includes(':') ? `[${address}]` : address;

  let stopped: Promise<void> | undefined;
  return {
    url: `http://${host}:${port}`,
    port,
    stats,
    shipNewBuild() {
      build += 1;
    },
    stop() {
      stopped ??= new Promise<void>((resolve, reject) => {
        stopping = true;
        server.close((error) => (error ? reject(error) : resolve()));
        // Keep-alive connections, the pages' and the server's, would keep the process running.
        server.closeAllConnections();
        agent.destroy();
      });
      return stopped;
    },
  };
}

function isProxyFault(value: string): value is ProxyFault {
  return (PROXY_FAULTS as readonly string[]).includes(value);
}

/** Raw headers (name, value, name, value…) without the hop-by-hop ones and `more`. */
function withoutHeaders(raw: readonly string[], ...more: string[]): string[] {
  const dropped = new Set([...HOP_BY_HOP, ...more]);
  for (let i = 0; i < raw.length; i += 2) {
    // The connection header names more headers that belong to the connection.
    if (raw[i]?.toLowerCase() === 'connection') {
      for (const name of raw[i + 1]?.split(',') ?? []) dropped.add(name.trim().toLowerCase());
    }
  }
  const kept: string[] = [];
  for (let i = 0; i + 1 < raw.length; i += 2) {
    const name = raw[i] ?? '';
    if (!dropped.has(name.toLowerCase())) kept.push(name, raw[i + 1] ?? '');
  }
  return kept;
}

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

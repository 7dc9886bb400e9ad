// The proxy against a real server on a free port, with Node's fetch as the page: what passes
// through must arrive as it was sent, and each fault must look to the page as it would from a real
// network (a network error, a body that fails half-way), not as a short answer that parses.
import { once } from 'node:events';
import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import { setTimeout as delay } from 'node:timers/promises';
import { describe, expect, it, onTestFinished } from 'vitest';
import { findFreePort } from '../lib/ports.ts';
import {
  FAULT_HEADER,
  startFaultProxy,
  type FaultProxy,
  type FaultProxyOptions,
} from './fault-proxy.ts';

/** A request as the target server received it. */
interface Received {
  method: string;
  url: string;
  /** Raw headers, name and value pairs. */
  headers: [string, string][];
  body: Buffer;
  /** Whether the whole request arrived (false: the connection went before its end). */
  complete: boolean;
  /** Whether the request's connection closed before an answer was written. */
  abandoned: boolean;
}

/** 520 bytes of JSON, as an API list answer might be. */
const JSON_520 = JSON.stringify({ items: 'x'.repeat(520 - '{"items":""}'.length) });

interface Target {
  url: string;
  received: Received[];
  /** Lets the answer of /stream end. */
  finishStream(): void;
  connections(): Promise<number>;
}

/** The target server: each path an answer the tests need. */
async function startTarget(keepAliveTimeout?: number): Promise<Target> {
  const received: Received[] = [];
  let finishStream = () => {};
  const streamFinished = new Promise<void>((resolve) => {
    finishStream = resolve;
  });
  const server = http.createServer((request, response) => {
    const entry: Received = {
      method: request.method ?? '',
      url: request.url ?? '',
      headers: pairs(request.rawHeaders),
      body: Buffer.alloc(0),
      complete: false,
      abandoned: false,
    };
    received.push(entry);
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('error', () => {});
    response.on('close', () => {
      entry.abandoned = !response.writableFinished;
    });
    request.on('end', () => {
      entry.body = Buffer.concat(chunks);
      entry.complete = true;
      answer(request, response, entry.body, received.length);
    });
  });
  if (keepAliveTimeout) server.keepAliveTimeout = keepAliveTimeout;
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  onTestFinished(async () => {
    const closed = new Promise((resolve) => server.close(resolve));
    server.closeAllConnections();
    await closed;
  });
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    received,
    finishStream: () => finishStream(),
    connections: () =>
      new Promise((resolve, reject) =>
        server.getConnections((error, count) => (error ? reject(error) : resolve(count))),
      ),
  };

  function answer(
    request: http.IncomingMessage,
    response: http.ServerResponse,
    body: Buffer,
    count: number,
  ): void {
    const path = new URL(request.url ?? '/', 'http://target').pathname;
    switch (path) {
      case '/json-520':
        response.writeHead(200, {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(JSON_520),
        });
        response.end(JSON_520);
        return;
      case '/chunked-520':
        response.writeHead(200, { 'content-type': 'application/json' });
        response.write(JSON_520.slice(0, 100));
        response.end(JSON_520.slice(100));
        return;
      case '/one-byte':
        response.writeHead(200, { 'content-type': 'text/plain', 'content-length': 1 });
        response.end('1');
        return;
      case '/count':
        response.writeHead(200, { 'content-type': 'text/plain' });
        response.end(String(count));
        return;
      case '/fail':
        response.writeHead(500, { 'content-type': 'text/plain' });
        response.end('broken');
        return;
      case '/sw.js':
        response.writeHead(200, {
          'content-type': 'text/javascript',
          'content-length': 18,
          etag: '"w1"',
        });
        response.end('self.version = 1;\n');
        return;
      case '/slow':
        return; // Never answered: the page gives up first.
      case '/stream':
        response.writeHead(200, { 'content-type': 'text/plain' });
        response.write('first\n');
        void streamFinished.then(() => response.end('second\n'));
        return;
      default:
        response.writeHead(201, 'Made', [
          'Content-Type',
          'application/json; charset=utf-8',
          'Set-Cookie',
          'session=abc; HttpOnly; Path=/',
          'Set-Cookie',
          'theme=dark; Path=/',
          'X-Target',
          'yes',
        ]);
        response.end(body.length > 0 ? body : '{"greeting":"হ্যালো"}');
    }
  }
}

function pairs(raw: readonly string[]): [string, string][] {
  const result: [string, string][] = [];
  for (let i = 0; i + 1 < raw.length; i += 2) result.push([raw[i] ?? '', raw[i + 1] ?? '']);
  return result;
}

/** Headers compared without case or order; `host` differs by port. */
function comparable(headers: readonly [string, string][], ...without: string[]): string[] {
  return headers
    .map(([name, value]) => [name.toLowerCase(), value] as const)
    .filter(([name]) => name !== 'host' && !without.includes(name))
    .map(([name, value]) => `${name}: ${value}`)
    .sort();
}

async function startProxy(
  target: string,
  options: Omit<FaultProxyOptions, 'target'> = {},
): Promise<FaultProxy> {
  const proxy = await startFaultProxy({ target, ...options });
  onTestFinished(() => proxy.stop());
  return proxy;
}

async function until(condition: () => boolean | Promise<boolean>, timeoutMs = 5000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('Timed out waiting for a condition');
    await delay(10);
  }
}

/** What a promise rejected with (the test fails if it resolved). */
async function rejection(promise: Promise<unknown>): Promise<Error> {
  try {
    await promise;
  } catch (error) {
    return error as Error;
  }
  throw new Error('Expected a rejection');
}

/**
 * Everything the proxy writes on one connection to `url` for a request of `head` (its request
 * line and headers), until it closes the connection.
 */
async function rawExchange(url: string, head: string): Promise<string> {
  const { hostname, port, host } = new URL(url);
  const socket = net.connect(Number(port), hostname);
  const chunks: Buffer[] = [];
  socket.on('data', (chunk: Buffer) => chunks.push(chunk));
  socket.write(`${head.replaceAll('\n', '\r\n')}Host: ${host}\r\n\r\n`);
  await once(socket, 'close');
  return Buffer.concat(chunks).toString('latin1');
}

/** TCP servers and sockets open in this process. */
function tcpHandles(): number {
  return process.getActiveResourcesInfo().filter((name) => name.startsWith('TCP')).length;
}

const REQUEST_HEADERS = {
  authorization: 'Bearer token-123',
  cookie: 'session=abc; theme=dark',
  'content-type': 'application/json',
  'x-request-id': 'r-1',
};

describe('startFaultProxy, forwarding', () => {
  it('passes a GET through with its headers, and its answer with its headers and bytes', async () => {
    const target = await startTarget();
    const proxy = await startProxy(target.url);

    const direct = await fetch(`${target.url}/classes?page=2`, { headers: REQUEST_HEADERS });
    const directBody = Buffer.from(await direct.arrayBuffer());
    const proxied = await fetch(`${proxy.url}/classes?page=2`, { headers: REQUEST_HEADERS });
    const proxiedBody = Buffer.from(await proxied.arrayBuffer());

    const [sentDirect, sentProxied] = target.received;
    expect(sentProxied?.url).toBe('/classes?page=2');
    expect(comparable(sentProxied?.headers ?? [])).toEqual(comparable(sentDirect?.headers ?? []));
    expect(sentProxied?.headers).toContainEqual(['host', new URL(proxy.url).host]);
    expect(proxied.status).toBe(201);
    expect(proxied.statusText).toBe('Made');
    expect(proxied.headers.getSetCookie()).toEqual([
      'session=abc; HttpOnly; Path=/',
      'theme=dark; Path=/',
    ]);
    expect(comparable([...proxied.headers], 'date')).toEqual(
      comparable([...direct.headers], 'date'),
    );
    expect(proxiedBody.equals(directBody)).toBe(true);
    expect(proxiedBody.toString()).toBe('{"greeting":"হ্যালো"}');
    expect(proxy.stats).toMatchObject({ requests: 1, forwarded: 1, proxyErrors: 0 });
  });

  it('passes a POST with a JSON body through byte for byte, without the fault header', async () => {
    const target = await startTarget();
    const proxy = await startProxy(target.url);
    const body = JSON.stringify({ classId: 'c-1', note: 'বাংলা ✓', seats: [1, 2] });

    const response = await fetch(`${proxy.url}/api/selections`, {
      method: 'POST',
      headers: { ...REQUEST_HEADERS, [FAULT_HEADER]: 'no-such-fault' },
      body,
    });

    expect(response.status).toBe(201);
    expect(await response.text()).toBe(body);
    const [sent] = target.received;
    expect(sent?.method).toBe('POST');
    expect(sent?.body.equals(Buffer.from(body))).toBe(true);
    expect(sent?.headers).toContainEqual(['authorization', 'Bearer token-123']);
    expect(sent?.headers).toContainEqual(['cookie', 'session=abc; theme=dark']);
    expect(sent?.headers).toContainEqual(['content-length', String(Buffer.byteLength(body))]);
    expect(sent?.headers.some(([name]) => name.toLowerCase() === FAULT_HEADER)).toBe(false);
    expect(proxy.stats.unknownFaults).toBe(1);
  });

  it('streams an answer as it comes, and a request body sent in chunks', async () => {
    const target = await startTarget();
    const proxy = await startProxy(target.url);

    const response = await fetch(`${proxy.url}/stream`);
    const reader = response.body?.getReader();
    const first = await reader?.read();
    expect(new TextDecoder().decode(first?.value)).toBe('first\n');
    target.finishStream();
    let rest = '';
    for (let part = await reader?.read(); part && !part.done; part = await reader?.read()) {
      rest += new TextDecoder().decode(part.value);
    }
    expect(rest).toBe('second\n');

    const pieces = ['{"a":', '1}'];
    const upload = new ReadableStream<Uint8Array>({
      start(controller) {
        for (const piece of pieces) controller.enqueue(new TextEncoder().encode(piece));
        controller.close();
      },
    });
    const echoed = await fetch(`${proxy.url}/upload`, {
      method: 'POST',
      body: upload,
      duplex: 'half',
    } as RequestInit);
    expect(await echoed.text()).toBe('{"a":1}');
    expect(target.received[1]?.headers).toContainEqual(['transfer-encoding', 'chunked']);
  });

  it('records every 5xx the server answered, and passes it on', async () => {
    const target = await startTarget();
    const proxy = await startProxy(target.url);

    const response = await fetch(`${proxy.url}/fail?attempt=1`, { method: 'POST', body: '{}' });

    expect(response.status).toBe(500);
    expect(await response.text()).toBe('broken');
    expect(proxy.stats.serverErrors).toEqual([
      { method: 'POST', path: '/fail?attempt=1', status: 500 },
    ]);
    expect(proxy.stats.proxyErrors).toBe(0);
  });

  it('answers 502 when the server is down, counted as its own error and not the server’s', async () => {
    const proxy = await startProxy(`http://127.0.0.1:${await findFreePort()}`);

    const response = await fetch(`${proxy.url}/api/classes`, {
      method: 'POST',
      body: JSON.stringify({ a: 1 }),
    });

    expect(response.status).toBe(502);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(await response.text()).toMatch(/could not reach/);
    expect(proxy.stats.proxyErrors).toBe(1);
    expect(proxy.stats.serverErrors).toEqual([]);
  });
});

describe('startFaultProxy, faults', () => {
  it('duplicate: the server gets the request twice, the page the second answer', async () => {
    const target = await startTarget();
    const proxy = await startProxy(target.url);
    const body = JSON.stringify({ outboxId: 'e-1' });

    const response = await fetch(`${proxy.url}/count`, {
      method: 'POST',
      headers: { ...REQUEST_HEADERS, [FAULT_HEADER]: 'duplicate' },
      body,
    });

    expect(response.status).toBe(200);
    expect(await response.text()).toBe('2');
    expect(target.received).toHaveLength(2);
    const [first, second] = target.received;
    expect(second?.body.equals(Buffer.from(body))).toBe(true);
    expect(second?.body.equals(first?.body ?? Buffer.alloc(0))).toBe(true);
    expect(second?.headers).toEqual(first?.headers);
    expect(first?.headers.some(([name]) => name.toLowerCase() === FAULT_HEADER)).toBe(false);
    expect(proxy.stats).toMatchObject({ requests: 1, forwarded: 2, faults: { duplicate: 1 } });
  });

  it('lose-response: the server acts once, the page gets a network error', async () => {
    const target = await startTarget();
    const proxy = await startProxy(target.url);

    const error = await rejection(
      fetch(`${proxy.url}/count`, { method: 'POST', headers: { [FAULT_HEADER]: 'lose-response' } }),
    );

    expect(error).toBeInstanceOf(TypeError);
    expect(target.received).toHaveLength(1);
    expect(target.received[0]?.complete).toBe(true);
    expect(proxy.stats.faults['lose-response']).toBe(1);
  });

  it.each(['/json-520', '/chunked-520'])(
    'cut-body: a body read that fails, not a short answer (%s)',
    async (path) => {
      const target = await startTarget();
      const proxy = await startProxy(target.url);

      const response = await fetch(`${proxy.url}${path}`, {
        headers: { [FAULT_HEADER]: 'cut-body' },
      });

      expect(response.status).toBe(200);
      if (path === '/json-520') expect(response.headers.get('content-length')).toBe('520');
      const error = await rejection(response.text());
      expect(error).toBeInstanceOf(TypeError);
      expect(error.message).toBe('terminated');
      expect(target.received).toHaveLength(1);
      expect(proxy.stats.faults['cut-body']).toBe(1);
    },
  );

  it('cut-body: the status, the headers as the server sent them and half the body', async () => {
    const target = await startTarget();
    const proxy = await startProxy(target.url);

    const written = await rawExchange(
      proxy.url,
      `GET /json-520 HTTP/1.1\n${FAULT_HEADER}: cut-body\nConnection: keep-alive\n`,
    );

    const [head = '', body] = written.split('\r\n\r\n');
    expect(head).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
    expect(head.toLowerCase()).toContain('content-length: 520');
    expect(body).toBe(JSON_520.slice(0, 260));
  });

  it('cut-body: a one-byte body is cut before anything is written', async () => {
    const target = await startTarget();
    const proxy = await startProxy(target.url);

    const error = await rejection(
      fetch(`${proxy.url}/one-byte`, { headers: { [FAULT_HEADER]: 'cut-body' } }),
    );

    expect(error).toBeInstanceOf(TypeError);
    expect(target.received).toHaveLength(1);
  });

  it('hang: the server acts, the page gets no answer until the connection is cut', async () => {
    const target = await startTarget();
    const proxy = await startProxy(target.url, { hangMs: 300 });
    const started = performance.now();

    const error = await rejection(
      fetch(`${proxy.url}/count`, { method: 'POST', headers: { [FAULT_HEADER]: 'hang' } }),
    );

    const waited = performance.now() - started;
    expect(error).toBeInstanceOf(TypeError);
    expect(waited).toBeGreaterThanOrEqual(290);
    expect(waited).toBeLessThan(2000);
    expect(target.received).toHaveLength(1);
    expect(target.received[0]?.abandoned).toBe(false);
    expect(proxy.stats.faults.hang).toBe(1);
  });

  it('hang: a page that gives up ends the wait, and the server still answers', async () => {
    const target = await startTarget();
    const proxy = await startProxy(target.url);

    const error = await rejection(
      fetch(`${proxy.url}/count`, {
        headers: { [FAULT_HEADER]: 'hang' },
        signal: AbortSignal.timeout(200),
      }),
    );

    expect(error.name).toBe('TimeoutError');
    await until(() => target.received[0]?.complete === true);
    expect(target.received[0]?.abandoned).toBe(false);
  });
});

describe('startFaultProxy, connections', () => {
  it('drops an idle connection to the server before the server would', async () => {
    const target = await startTarget(2000);
    const proxy = await startProxy(target.url);

    const response = await fetch(`${proxy.url}/classes`);
    await response.arrayBuffer();
    expect(response.status).toBe(201);
    expect(await target.connections()).toBe(1);

    // The server announces 2 s; the proxy lets the connection go a second before.
    await delay(1400);
    expect(await target.connections()).toBe(0);
  });

  it('with keepAlive false, closes the connection after each answer', async () => {
    const target = await startTarget();
    const proxy = await startProxy(target.url, { keepAlive: false });

    const response = await fetch(`${proxy.url}/classes`);
    expect(response.headers.get('connection')).toBe('close');
    expect(await response.text()).toBe('{"greeting":"হ্যালো"}');

    // The connection closes on its own after the first answer: the raw exchange ends.
    const written = await rawExchange(
      proxy.url,
      'GET /one-byte HTTP/1.1\nConnection: keep-alive\n',
    );
    expect(written).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
    expect(written.toLowerCase()).toContain('connection: close');
    expect(written.endsWith('\r\n\r\n1')).toBe(true);
  });
});

describe('startFaultProxy, pages that give up and stopping', () => {
  it('forgets a request whose page gave up mid-body, with no error and nothing left open', async () => {
    const handlesBefore = tcpHandles();
    const target = await startTarget();
    const proxy = await startProxy(target.url);
    const controller = new AbortController();
    const upload = new ReadableStream<Uint8Array>({
      start(stream) {
        stream.enqueue(new TextEncoder().encode('{"partial":'));
        // Never closed: the rest of the body never comes.
      },
    });

    const sending = fetch(`${proxy.url}/upload`, {
      method: 'POST',
      body: upload,
      duplex: 'half',
      signal: controller.signal,
    } as RequestInit);
    await until(() => target.received.length === 1);
    controller.abort();

    expect((await rejection(sending)).name).toBe('AbortError');
    await until(async () => (await target.connections()) === 0);
    expect(target.received[0]?.complete).toBe(false);
    expect(proxy.stats).toMatchObject({ requests: 1, proxyErrors: 0, serverErrors: [] });

    await proxy.stop();
    await until(() => tcpHandles() <= handlesBefore + 1); // The target's own server.
  });

  it('forgets a request whose page gave up before the answer', async () => {
    const target = await startTarget();
    const proxy = await startProxy(target.url);

    const error = await rejection(fetch(`${proxy.url}/slow`, { signal: AbortSignal.timeout(200) }));

    expect(error.name).toBe('TimeoutError');
    await until(() => target.received[0]?.abandoned === true);
    expect(proxy.stats.proxyErrors).toBe(0);
  });

  it('stop() closes the pages’ connections and the server’s, and stops listening', async () => {
    const handlesBefore = tcpHandles();
    const target = await startTarget();
    const proxy = await startProxy(target.url);
    const hanging = rejection(fetch(`${proxy.url}/count`, { headers: { [FAULT_HEADER]: 'hang' } }));
    const answered = await fetch(`${proxy.url}/classes`);
    await answered.arrayBuffer();
    await until(() => target.received.length === 2);
    expect(await target.connections()).toBeGreaterThan(0);

    await proxy.stop();

    expect(await hanging).toBeInstanceOf(TypeError);
    await until(async () => (await target.connections()) === 0);
    expect(await rejection(fetch(`${proxy.url}/classes`))).toBeInstanceOf(TypeError);
    await until(() => tcpHandles() <= handlesBefore + 1);
    expect(proxy.stats.proxyErrors).toBe(0);
    await proxy.stop();
  });

  it('ships a new build: the worker’s script differs from then on, and nothing else does', async () => {
    const target = await startTarget();
    const proxy = await startProxy(target.url);
    const read = async (path: string, headers: Record<string, string> = {}) => {
      const response = await fetch(`${proxy.url}${path}`, { headers });
      return { text: await response.text(), length: response.headers.get('content-length') };
    };
    expect((await read('/sw.js')).text).toBe('self.version = 1;\n');

    proxy.shipNewBuild();
    const first = await read('/sw.js', { 'if-none-match': '"w1"' });
    expect(first.text).toBe('self.version = 1;\n\n// build 1\n');
    expect(first.length).toBe(String(Buffer.byteLength(first.text)));
    // The browser's check for an update must not be answered "not modified" by the server.
    expect(target.received.at(-1)?.headers.some(([name]) => name === 'if-none-match')).toBe(false);
    proxy.shipNewBuild();
    expect((await read('/sw.js')).text).toBe('self.version = 1;\n\n// build 2\n');
    expect((await read('/json-520')).text).toBe(JSON_520);
  });
});

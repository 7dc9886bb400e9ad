// Over HTTP against the real Node server: bodies over the limit, huge headers, and text that
// carries control characters or broken UTF-16, as a client that ignores the rules sends them.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BODY_LIMIT_BYTES } from '../../app.ts';
import { contactMessages } from '../../db/schema.ts';
import { LINGER_MS } from '../../lib/refused-body.ts';
import { startRealServer, type RealServer } from '../real-server.ts';

let server: RealServer;

beforeAll(async () => {
  server = await startRealServer();
});
afterAll(() => server.close());

const CONTACT = { name: 'Pat', email: 'pat@visitor.test', subject: 'Hi', message: 'Hello' };

/** The status lines of every answer in `received`, in order (a body may end without a newline). */
function statusLines(received: string): string[] {
  return received.match(/HTTP\/1\.1 \d{3} [^\r\n]*/g) ?? [];
}

/** A request, its headers exactly as given. */
function rawRequest(head: string[], body = ''): string {
  return `${head.join('\r\n')}\r\n\r\n${body}`;
}

function postContact(message: object): string {
  const body = JSON.stringify(message);
  return rawRequest(
    [
      'POST /api/contact HTTP/1.1',
      'Host: academy.test',
      'Connection: keep-alive',
      'Content-Type: application/json',
      `Content-Length: ${Buffer.byteLength(body)}`,
    ],
    body,
  );
}

const GET_CONFIG = rawRequest([
  'GET /api/config HTTP/1.1',
  'Host: academy.test',
  'Connection: keep-alive',
]);

describe('a body over the limit', () => {
  it('declared by Content-Length: one 413 before the body is read, then the server closes', async () => {
    const body = JSON.stringify({ ...CONTACT, message: 'x'.repeat(1_000_000) });
    const request = rawRequest(
      [
        'POST /api/contact HTTP/1.1',
        'Host: academy.test',
        'Connection: keep-alive',
        'Content-Type: application/json',
        `Content-Length: ${Buffer.byteLength(body)}`,
      ],
      body,
    );
    const { received, closedByServer } = await server.rawExchange(request, { timeoutMs: 3_000 });
    expect(statusLines(received)).toEqual(['HTTP/1.1 413 Payload Too Large']);
    expect(received).toMatch(/^Connection: close\r$/im);
    expect(received).toContain('"code":"payload_too_large"');
    expect(closedByServer).toBe(true);
  });

  it('sent chunked, growing over the limit mid-stream: one 413, then the server closes', async () => {
    const chunk = 'x'.repeat(8 * 1024);
    const chunks = Array.from(
      { length: 25 },
      () => `${chunk.length.toString(16)}\r\n${chunk}\r\n`,
    ).join('');
    const request = rawRequest(
      [
        'POST /api/contact HTTP/1.1',
        'Host: academy.test',
        'Connection: keep-alive',
        'Content-Type: application/json',
        'Transfer-Encoding: chunked',
      ],
      `${chunks}0\r\n\r\n`,
    );
    const { received, closedByServer } = await server.rawExchange(request, { timeoutMs: 3_000 });
    expect(statusLines(received)).toEqual(['HTTP/1.1 413 Payload Too Large']);
    expect(received).toMatch(/^Connection: close\r$/im);
    expect(closedByServer).toBe(true);
  });

  it('a client that goes on sending a refused body is cut off soon after the 413', async () => {
    const request = rawRequest(
      [
        'POST /api/contact HTTP/1.1',
        'Host: academy.test',
        'Content-Type: application/json',
        'Content-Length: 1000000',
      ],
      'x'.repeat(10_000),
    );
    const started = Date.now();
    const { received, closedByServer } = await server.rawExchange(request, { timeoutMs: 5_000 });
    expect(statusLines(received)).toEqual(['HTTP/1.1 413 Payload Too Large']);
    expect(closedByServer).toBe(true);
    expect(Date.now() - started).toBeLessThan(LINGER_MS + 1_000);
  });

  it.each([
    ['just over the limit', BODY_LIMIT_BYTES + 100],
    ['twice the limit', BODY_LIMIT_BYTES * 2],
  ])(
    'never answers the bytes of a refused body (%s), nor runs a write pipelined after it',
    async (_, size) => {
      // A body made of requests: a server that lost track of where the body ends would answer them.
      const smuggled = rawRequest(['GET /api/smuggled HTTP/1.1', 'Host: academy.test']);
      const body = smuggled.repeat(Math.ceil(size / smuggled.length));
      const oversized = rawRequest(
        [
          'POST /api/contact HTTP/1.1',
          'Host: academy.test',
          'Connection: keep-alive',
          'Content-Type: application/json',
          `Content-Length: ${Buffer.byteLength(body)}`,
        ],
        body,
      );
      const subject = `pipelined ${crypto.randomUUID()}`;
      const { received, closedByServer } = await server.rawExchange(
        oversized + postContact({ ...CONTACT, subject }),
        { timeoutMs: 3_000 },
      );
      expect(statusLines(received)).toEqual(['HTTP/1.1 413 Payload Too Large']);
      expect(received).not.toContain('smuggled');
      expect(closedByServer).toBe(true);
      const stored = await server.db
        .select()
        .from(contactMessages)
        .where(eq(contactMessages.subject, subject));
      expect(stored).toEqual([]);
    },
  );

  it('a body within the limit keeps the connection open for the next request', async () => {
    const { received, closedByServer } = await server.rawExchange(
      postContact(CONTACT) + GET_CONFIG,
      {
        timeoutMs: 1_000,
      },
    );
    expect(statusLines(received)).toEqual(['HTTP/1.1 201 Created', 'HTTP/1.1 200 OK']);
    expect(received).not.toMatch(/^Connection: close\r$/im);
    expect(closedByServer).toBe(false);
  });
});

describe('headers over Node’s 16 KB limit', () => {
  it('answer 431 and close, and the server goes on serving', async () => {
    const request = rawRequest([
      'GET /api/config HTTP/1.1',
      'Host: academy.test',
      `X-Padding: ${'a'.repeat(20 * 1024)}`,
    ]);
    const { received, closedByServer } = await server.rawExchange(request);
    expect(statusLines(received)).toEqual(['HTTP/1.1 431 Request Header Fields Too Large']);
    expect(closedByServer).toBe(true);
    expect((await server.request('GET', '/api/config')).status).toBe(200);
  });
});

// Over HTTP against the real Node server: bodies over the limit, huge headers, and text that
// carries control characters or broken UTF-16, as a client that ignores the rules sends them.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BODY_LIMIT_BYTES } from '../../app.ts';
import { contactMessages } from '../../db/schema.ts';
import { LINGER_MS } from '../../lib/content-too-large.ts';
import { createUser } from '../factories.ts';
import { startRealServer, type RawResponse, type RealServer } from '../real-server.ts';

let server: RealServer;

beforeAll(async () => {
  server = await startRealServer();
});
afterAll(() => server.close());

const CONTACT = { name: 'Pat', email: 'pat@visitor.test', subject: 'Hi', message: 'Hello' };

/** The status lines of every response in `received`, in order (a body may end without a newline). */
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

describe('text with control characters or broken characters', () => {
  const postJson = (body: string | Buffer, path = '/api/contact') =>
    server.request('POST', path, {
      headers: { 'Content-Type': 'application/json', 'Content-Length': `${body.length}` },
      body,
    });
  const fieldsOf = (response: RawResponse) =>
    (response.json() as { error: { fields?: Record<string, string> } }).error.fields;

  it('a NUL in a message is a 400 that names the field', async () => {
    const response = await postJson(JSON.stringify({ ...CONTACT, message: 'Hi\u0000there' }));
    expect(response.status).toBe(400);
    expect(fieldsOf(response)).toEqual({
      message: 'Message must not contain invisible control characters.',
    });
  });

  it('an escape sequence in a one-line field is a 400; line breaks and tabs in a message are fine', async () => {
    const escaped = await postJson(JSON.stringify({ ...CONTACT, subject: '\u001b[2JHi' }));
    expect(escaped.status).toBe(400);
    expect(fieldsOf(escaped)).toEqual({
      subject: 'Subject must not contain invisible control characters.',
    });
    const message = 'Dear coach,\n\tthank you.\r\nPat';
    expect((await postJson(JSON.stringify({ ...CONTACT, message }))).status).toBe(201);
  });

  it('a lone surrogate (a JSON escape) or bytes that are not UTF-8 are a 400', async () => {
    // JSON.stringify writes a lone surrogate as the escape \ud800.
    const lone = await postJson(JSON.stringify({ ...CONTACT, subject: 'Hi \uD800' }));
    expect(lone.status).toBe(400);
    expect(fieldsOf(lone)).toEqual({ subject: 'Subject must not contain broken characters.' });
    const { name: _, ...rest } = CONTACT;
    const notUtf8 = Buffer.concat([
      Buffer.from('{"name":"Pa'),
      Buffer.from([0xed, 0xa0, 0x80]),
      Buffer.from(`",${JSON.stringify(rest).slice(1)}`),
    ]);
    const broken = await postJson(notUtf8);
    expect(broken.status).toBe(400);
    expect(fieldsOf(broken)).toEqual({ name: 'Name must not contain broken characters.' });
  });

  it('a NUL in a key is an unknown key: dropped, never stored', async () => {
    const subject = `key ${crypto.randomUUID()}`;
    const response = await postJson(JSON.stringify({ ...CONTACT, subject, 'x\u0000': 'y' }));
    expect(response.status).toBe(201);
    const [stored] = await server.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.subject, subject));
    expect(Object.values(stored ?? {}).join('')).not.toContain('\u0000');
  });

  describe('in the address', () => {
    let adminToken: string;
    beforeAll(async () => {
      const admin = await createUser(server.db, { role: 'admin' });
      adminToken = await server.tokenFor(admin.email);
    });
    const asAdmin = (method: string, path: string) =>
      server.request(method, path, { headers: { Authorization: `Bearer ${adminToken}` } });

    it.each([
      ['a NUL in an id', 'DELETE', '/api/class/%00', 'id'],
      ['a lone surrogate in an id', 'DELETE', '/api/users/%ED%A0%80', 'id'],
      ['bytes that are not UTF-8 in an id', 'PATCH', '/api/users/admin/x%FF', 'id'],
      ['a lone surrogate in an e-mail', 'GET', '/api/users/admin/a%ED%A0%80%40b.test', 'email'],
      ['a NUL in a query', 'GET', '/api/class?status=all&limit=5&after=%00', 'after'],
      [
        'a lone surrogate in a query',
        'GET',
        '/api/class?status=all&limit=5&after=%ED%A0%80',
        'after',
      ],
    ])('%s is a 400 naming it (%s %s)', async (_, method, path, field) => {
      const response = await asAdmin(method, path);
      expect(response.status).toBe(400);
      expect(Object.keys(fieldsOf(response) ?? {})).toEqual([field]);
    });
  });
});

import { Hono } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import { describe, expect, it } from 'vitest';
import { SECURITY_HEADERS, securityHeaders } from './security-headers.ts';

const headerPairs = (response: Response) =>
  [...response.headers]
    .filter(([name]) => name !== 'content-type' && name !== 'x-request-id')
    .sort();

describe('securityHeaders', () => {
  it('sets exactly the headers and values of hono secureHeaders() defaults', async () => {
    const reference = new Hono().use(secureHeaders()).get('/', (c) => c.json({}));
    const ours = new Hono().use(securityHeaders()).get('/', (c) => c.json({}));
    expect(headerPairs(await ours.request('/'))).toEqual(headerPairs(await reference.request('/')));
  });

  it('keeps them on error answers made by onError and notFound', async () => {
    const app = new Hono()
      .use(securityHeaders())
      .get('/boom', () => {
        throw new Error('boom');
      })
      .onError((_error, c) => c.json({ error: 'internal' }, 500));
    for (const path of ['/boom', '/missing']) {
      const response = await app.request(path);
      for (const [name, value] of SECURITY_HEADERS) expect(response.headers.get(name)).toBe(value);
    }
  });
});

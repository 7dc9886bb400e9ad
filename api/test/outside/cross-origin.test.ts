// Over HTTP against the real Node server: reads and writes that carry an Origin header.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRealServer, type RealServer } from '../real-server.ts';

const ALLOWED = 'https://academy.example';
let server: RealServer;

beforeAll(async () => {
  server = await startRealServer({ env: { CORS_ORIGINS: ALLOWED } });
});
afterAll(() => server.close());

describe('a read from an allowed origin', () => {
  it.each(['/api/class', '/api/config', '/api/instructor', '/api/popularClass'])(
    'GET %s answers 200 with the CORS header',
    async (path) => {
      const answer = await server.request('GET', path, {
        headers: { Origin: ALLOWED, 'Accept-Encoding': 'br, gzip' },
      });
      expect(answer.status).toBe(200);
      expect(answer.headers['access-control-allow-origin']).toBe(ALLOWED);
    },
  );
});

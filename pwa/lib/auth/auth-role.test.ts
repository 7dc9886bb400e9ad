import { beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, installFakeApi, json } from '#pwa/test/fake-api.ts';
import { fetchRole, forgetRole } from './auth-role.ts';

const EMAIL = 'coach@academy.test';

function server(response: 'instructor' | 'down' | 'refuses') {
  installFakeApi({
    'GET users/role': () =>
      response === 'instructor'
        ? json({ role: 'instructor' })
        : response === 'down'
          ? json('<html>', 502)
          : apiError(401, 'unauthorized', 'Please sign in again.'),
  });
}

beforeEach(() => {
  localStorage.clear();
});

describe('the role', () => {
  it('answers with the last known role while the API is down (502) or unreachable', async () => {
    server('instructor');
    await expect(fetchRole(EMAIL)).resolves.toBe('instructor');

    server('down');
    await expect(fetchRole(EMAIL)).resolves.toBe('instructor');
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    await expect(fetchRole(EMAIL)).resolves.toBe('instructor');
  });

  it('answers with the last known role when a response is cut short', async () => {
    server('instructor');
    await fetchRole(EMAIL);

    // The connection dropped half-way through the body: a 200 whose JSON never ends.
    vi.stubGlobal(
      'fetch',
      async () => new Response('{"role":', { headers: { 'content-type': 'application/json' } }),
    );
    await expect(fetchRole(EMAIL)).resolves.toBe('instructor');
  });

  it("never answers with another user's role, an API refusal, or after logout", async () => {
    server('instructor');
    await fetchRole(EMAIL);

    server('down');
    await expect(fetchRole('someone@academy.test')).rejects.toThrow();
    server('refuses');
    await expect(fetchRole(EMAIL)).rejects.toThrow();
    forgetRole();
    server('down');
    await expect(fetchRole(EMAIL)).rejects.toThrow();
  });
});

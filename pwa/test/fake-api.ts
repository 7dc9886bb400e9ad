/**
 * The API is another process; component tests stop at the network boundary with a fetch stub
 * that responds like the API (paths under /api, the API's error shape, shared/api-error.ts) and records the calls.
 */
import { vi } from 'vitest';

export type ApiCall = {
  method: string;
  path: string;
  search: string;
  body: unknown;
  authorization: string | null;
};
type Handler = (call: ApiCall) => { status?: number; body: unknown } | undefined;

export function json(body: unknown, status = 200) {
  return { status, body };
}

export function apiError(status: number, code: string, message: string) {
  return { status, body: { error: { code, message } } };
}

/** Routes are `'GET class'`, `'POST select'`, `'PATCH users/admin/*'` (a trailing * matches the rest). */
export function installFakeApi(routes: Record<string, Handler>) {
  const calls: ApiCall[] = [];
  vi.stubGlobal('fetch', async (input: Request) => {
    const url = new URL(input.url);
    const text =
      input.method === 'GET' || input.method === 'HEAD' ? '' : await input.clone().text();
    const call: ApiCall = {
      method: input.method,
      path: url.pathname.replace(/^\/api\//, ''),
      search: url.search,
      body: text ? (JSON.parse(text) as unknown) : undefined,
      authorization: input.headers.get('Authorization'),
    };
    calls.push(call);
    for (const [route, handler] of Object.entries(routes)) {
      const [method, pattern = ''] = route.split(' ');
      const matches = pattern.endsWith('*')
        ? call.path.startsWith(pattern.slice(0, -1))
        : call.path === pattern;
      if (method !== call.method || !matches) continue;
      const response = handler(call);
      if (!response) continue;
      return new Response(JSON.stringify(response.body), {
        status: response.status ?? 200,
        headers: { 'content-type': 'application/json' },
      });
    }
    return new Response(
      JSON.stringify({
        error: { code: 'not_found', message: `No route ${call.method} ${call.path}` },
      }),
      {
        status: 404,
        headers: { 'content-type': 'application/json' },
      },
    );
  });
  return calls;
}

/** The API's responses for a signed-in user with a role: /jwt and the role. */
export function sessionRoutes(role: 'admin' | 'instructor' | 'frontdesk' | 'student') {
  return {
    'POST jwt': () => json({ token: `access-token-${role}` }),
    'GET users/role': () => json({ role }),
  } satisfies Record<string, Handler>;
}

/**
 * A paged list's answers (GET users|payments|contact?limit=&after=): `pages` in order under `key`;
 * a page's `next` is the id of its last row, and `after=<that id>` asks for the page after it.
 */
export function pagedResponses(key: string, pages: { _id: string }[][]): Handler {
  return ({ search }) => {
    const after = new URLSearchParams(search).get('after');
    const index = after ? pages.findIndex((page) => page.at(-1)?._id === after) + 1 : 0;
    const page = pages[index] ?? [];
    const last = index < pages.length - 1 ? page.at(-1) : undefined;
    return json({ [key]: page, next: last?._id ?? null });
  };
}

/**
 * Holds the requests `method path` (under /api/, as routes name them) on their way to the fake
 * API installed before, until `release()`: what a screen shows while a change is in flight.
 * `withQuery` holds only those whose query string has it (e.g. 'since=': the catalogue's sync).
 */
export function holdRequests(method: string, path: string, withQuery = '') {
  const answer = globalThis.fetch;
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  let sent = 0;
  vi.stubGlobal('fetch', async (request: Request) => {
    const url = new URL(request.url);
    if (
      request.method === method &&
      url.pathname === `/api/${path}` &&
      url.search.includes(withQuery)
    ) {
      sent += 1;
      await held;
    }
    return answer(request);
  });
  return { sent: () => sent, release };
}

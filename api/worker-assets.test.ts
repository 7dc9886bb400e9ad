// Decision 012 on Cloudflare: the assets binding resolves a page's path to its prerendered HTML
// (/classes → classes.html); a missing page reaches the Worker (not_found_handling = "none"),
// which answers with the generic shell, never the home page's HTML. The binding here stands in
// for Cloudflare's: it knows the files by the paths its html_handling serves them under.
import type { ExecutionContext } from 'hono';
import { describe, expect, it } from 'vitest';
import worker from './worker.ts';

const files: Record<string, string> = {
  '/': 'home',
  '/classes': 'classes',
  '/shell': 'shell',
  '/assets/app.js': 'console.log(1);',
};
const requested: string[] = [];
const ASSETS = {
  fetch: async (request: Request) => {
    const { pathname } = new URL(request.url);
    requested.push(pathname);
    const body = files[pathname];
    return body === undefined ? new Response('Not Found', { status: 404 }) : new Response(body);
  },
};

async function get(path: string) {
  const response = await worker.fetch(
    new Request(`https://academy.example${path}`),
    { ASSETS },
    {} as ExecutionContext,
  );
  return { status: response.status, text: await response.text() };
}

describe('the Worker serving the PWA', () => {
  it('answers a page with its own HTML and any other page with the shell', async () => {
    expect(await get('/classes')).toEqual({ status: 200, text: 'classes' });
    expect(await get('/')).toEqual({ status: 200, text: 'home' });
    expect(await get('/dashboard/myclass')).toEqual({ status: 200, text: 'shell' });
    expect(await get('/login')).toEqual({ status: 200, text: 'shell' });
  });

  it('keeps a missing file a 404', async () => {
    requested.length = 0;
    expect(await get('/assets/missing.js')).toEqual({ status: 404, text: 'Not Found' });
    expect(requested).toEqual(['/assets/missing.js']);
  });
});

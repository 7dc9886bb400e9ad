// A page's inline scripts against the policy its server sends: a loader the policy refuses never
// starts the app (the bench would measure the page without it).
import { createHash } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { BOOT_LOADER_HASH, TAP_HOLDER_HASH } from '../../api/lib/security-headers.ts';
import { BOOT_LOADER_SCRIPT, TAP_HOLDER_SCRIPT } from './boot-after-paint.ts';
import { checkPagePolicy, scriptsThePolicyRefuses } from './inline-script-policy.ts';

const hashOf = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

const page = (loader: string) =>
  `<!doctype html><html><head><meta charset="utf-8"><script data-tap-holder>${TAP_HOLDER_SCRIPT}</script>` +
  '<script type="application/ld+json">{"@type":"Organization"}</script></head><body><main></main>' +
  `<script data-app-entry="/assets/index.js" data-app-modules="">${loader}</script>` +
  '<script type="module" src="/assets/other.js"></script></body></html>';

const policy = `default-src 'self'; script-src 'self' ${BOOT_LOADER_HASH} ${TAP_HOLDER_HASH}; object-src 'none'`;

let server: Server | null = null;
afterEach(
  () => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())),
);

/** A server that answers every path with `html` and `headers`; its origin. */
async function serve(html: string, headers: Record<string, string>): Promise<string> {
  server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html', ...headers });
    response.end(html);
  });
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

describe("a page's inline scripts against its policy", () => {
  it('passes the build as it ships, with the API of its own commit', async () => {
    expect(scriptsThePolicyRefuses(page(BOOT_LOADER_SCRIPT), policy)).toEqual([]);
    const origin = await serve(page(BOOT_LOADER_SCRIPT), { 'content-security-policy': policy });
    await expect(checkPagePolicy(origin, '/classes')).resolves.toBeUndefined();
  });

  it('names the loader a changed build carries and the policy does not allow', async () => {
    const changed = `${BOOT_LOADER_SCRIPT}// changed\n`;
    expect(scriptsThePolicyRefuses(page(changed), policy)).toEqual([
      `<script data-app-entry="/assets/index.js" data-app-modules=""> (${hashOf(changed)})`,
    ]);
    const origin = await serve(page(changed), { 'content-security-policy': policy });
    await expect(checkPagePolicy(origin, '/classes')).rejects.toThrow(
      /\/classes from http:\/\/127\.0\.0\.1:\d+: the page's policy refuses <script data-app-entry/,
    );
  });

  it('lets a page without a policy run every script', async () => {
    const origin = await serve(page(`${BOOT_LOADER_SCRIPT}// changed\n`), {});
    await expect(checkPagePolicy(origin, '/')).resolves.toBeUndefined();
  });
});

// A merchant's side for the gateway stand-ins' tests: a small HTTP server that records what a
// gateway posts to it server to server (SSLCommerz's IPN, bKash's webhook), as our routes will.
import { createServer } from 'node:http';
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { BKASH_WEBHOOK_PATH } from '../../services/payments/bkash/config.ts';

export interface Merchant {
  url: string;
  /** The form fields of each notice received, in order. */
  notices: Record<string, string>[];
  /** The bodies posted to the bKash webhook path, in order. */
  webhooks: string[];
  close(): Promise<void>;
}

export async function startMerchant(): Promise<Merchant> {
  const notices: Record<string, string>[] = [];
  const webhooks: string[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      if (request.url?.startsWith('/ipn'))
        notices.push(Object.fromEntries(new URLSearchParams(body)));
      if (request.url === BKASH_WEBHOOK_PATH) webhooks.push(body);
      response.end('OK');
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    notices,
    webhooks,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** The hidden fields of the form a stand-in's page carries back to the merchant. */
export function carriedFields(html: string): { action: string; fields: Record<string, string> } {
  const unescape = (text: string) =>
    text
      .replaceAll('&quot;', '"')
      .replaceAll('&#39;', "'")
      .replaceAll('&lt;', '<')
      .replaceAll('&gt;', '>')
      .replaceAll('&amp;', '&');
  const action = /<form method="post" action="([^"]*)">/.exec(html)?.[1] ?? '';
  const fields: Record<string, string> = {};
  for (const match of html.matchAll(/<input type="hidden" name="([^"]*)" value="([^"]*)">/g)) {
    fields[unescape(match[1]!)] = unescape(match[2]!);
  }
  return { action: unescape(action), fields };
}

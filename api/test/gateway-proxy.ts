// A plain HTTP proxy in front of the real server, for tests that must see what passes between our
// server and the bKash stand-in. A payment started through the proxy has the proxy's origin as
// its own (the Host header), so the server reaches the stand-in, and the stand-in posts its
// webhook, through it: the proxy counts the execute calls and keeps each webhook body, which a
// test may then replay (a genuinely signed SNS message for that payment).
import { createServer, request as httpRequest } from 'node:http';
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import {
  BKASH_API_PREFIX,
  BKASH_STAND_IN_PATH,
  BKASH_WEBHOOK_PATH,
} from '../services/payments/bkash/config.ts';

export interface GatewayProxy {
  url: string;
  /** The execute calls that passed, in order: the paymentID asked, and bKash's statusCode. */
  executes: { paymentID: string; statusCode: string }[];
  /** The webhook bodies the stand-in posted, in order (each forwarded to the server too). */
  webhooks: string[];
  close(): Promise<void>;
}

const EXECUTE_PATH = `${BKASH_STAND_IN_PATH}${BKASH_API_PREFIX}/execute`;

export async function startGatewayProxy(targetPort: number): Promise<GatewayProxy> {
  const executes: GatewayProxy['executes'] = [];
  const webhooks: string[] = [];
  const server = createServer((incoming, outgoing) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      const body = Buffer.concat(chunks);
      const path = incoming.url ?? '/';
      const execute = incoming.method === 'POST' && path === EXECUTE_PATH;
      if (incoming.method === 'POST' && path === BKASH_WEBHOOK_PATH)
        webhooks.push(body.toString('utf8'));
      const forward = httpRequest(
        {
          host: '127.0.0.1',
          port: targetPort,
          method: incoming.method,
          path,
          headers: incoming.headers,
          agent: false,
        },
        (response) => {
          const parts: Buffer[] = [];
          response.on('data', (chunk: Buffer) => parts.push(chunk));
          response.on('end', () => {
            const sent = Buffer.concat(parts);
            if (execute) {
              executes.push({
                paymentID: fieldOf(body, 'paymentID'),
                statusCode: fieldOf(sent, 'statusCode'),
              });
            }
            outgoing.writeHead(response.statusCode ?? 502, response.headers);
            outgoing.end(sent);
          });
        },
      );
      forward.on('error', () => {
        if (!outgoing.headersSent) outgoing.writeHead(502);
        outgoing.end();
      });
      forward.end(body);
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    executes,
    webhooks,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function fieldOf(json: Buffer, name: string): string {
  try {
    return String((JSON.parse(json.toString('utf8')) as Record<string, unknown>)[name]);
  } catch {
    return '(not JSON)';
  }
}

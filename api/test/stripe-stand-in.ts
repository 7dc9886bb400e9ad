// A small local HTTP stand-in of Stripe's API (the parts the payments code uses), so the Stripe
// provider runs for real in tests with no network: PaymentIntents (create with idempotency keys,
// retrieve with expand[]=latest_charge, confirm, cancel) and Refunds. Idempotency keys behave as
// Stripe documents: the first response is saved and replayed for the same key (with the header
// Idempotent-Replayed), and the same key with other parameters is refused. Point the `stripe`
// client at it with { host: '127.0.0.1', port, protocol: 'http' }.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export const STAND_IN_SECRET_KEY = 'sk_test_stand_in';

interface StandInIntent {
  id: string;
  amount: number;
  currency: string;
  status: 'requires_payment_method' | 'succeeded' | 'canceled';
  metadata: Record<string, string>;
  client_secret: string;
  amount_refunded: number;
}

export interface StandInRequest {
  method: string;
  path: string;
  idempotencyKey: string | undefined;
  form: URLSearchParams;
}

export interface StripeStandIn {
  port: number;
  intents: Map<string, StandInIntent>;
  /** Refunds made (a replayed idempotent request makes none), with the key they were made with. */
  refunds: {
    id: string;
    payment_intent: string;
    amount: number;
    metadata: Record<string, string>;
    idempotencyKey: string | undefined;
  }[];
  requests: StandInRequest[];
  /** What Stripe does when the card is confirmed in the browser. */
  succeed(intentId: string): void;
  close(): Promise<void>;
}

let counter = 0;
const newId = (prefix: string) =>
  `${prefix}_${Date.now().toString(36)}${(counter += 1).toString(36)}`;

function intentJson(intent: StandInIntent, expandCharge: boolean) {
  const chargeId = `ch_${intent.id.slice(3)}`;
  const charge = {
    id: chargeId,
    object: 'charge',
    amount: intent.amount,
    amount_refunded: intent.amount_refunded,
  };
  return {
    id: intent.id,
    object: 'payment_intent',
    amount: intent.amount,
    currency: intent.currency,
    status: intent.status,
    client_secret: intent.client_secret,
    metadata: intent.metadata,
    latest_charge: intent.status === 'succeeded' ? (expandCharge ? charge : chargeId) : null,
  };
}

/** Stripe's form encoding: metadata[key]=value. */
function metadataOf(form: URLSearchParams): Record<string, string> {
  const metadata: Record<string, string> = {};
  for (const [key, value] of form) {
    const match = /^metadata\[(.+)\]$/.exec(key);
    if (match?.[1]) metadata[match[1]] = value;
  }
  return metadata;
}

const stripeError = (status: number, message: string, type = 'invalid_request_error') => ({
  status,
  body: { error: { type, message } },
});

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export async function startStripeStandIn(): Promise<StripeStandIn> {
  const intents = new Map<string, StandInIntent>();
  const refunds: StripeStandIn['refunds'] = [];
  const requests: StandInRequest[] = [];
  /** Saved first responses by idempotency key, with the request they answered. */
  const idempotent = new Map<string, { request: string; status: number; body: unknown }>();

  function handle(
    method: string,
    path: string,
    form: URLSearchParams,
    query: URLSearchParams,
    idempotencyKey: string | undefined,
  ) {
    if (method === 'POST' && path === '/v1/payment_intents') {
      const id = newId('pi');
      const intent: StandInIntent = {
        id,
        amount: Number(form.get('amount')),
        currency: form.get('currency') ?? 'usd',
        status: 'requires_payment_method',
        metadata: metadataOf(form),
        client_secret: `${id}_secret_${newId('s')}`,
        amount_refunded: 0,
      };
      if (!Number.isInteger(intent.amount) || intent.amount < 50)
        return stripeError(400, 'Amount must be at least 50 cents.');
      intents.set(id, intent);
      return { status: 200, body: intentJson(intent, false) };
    }
    const intentMatch = /^\/v1\/payment_intents\/([^/]+)(?:\/(confirm|cancel))?$/.exec(path);
    if (intentMatch?.[1]) {
      const intent = intents.get(intentMatch[1]);
      if (!intent) return stripeError(404, `No such payment_intent: '${intentMatch[1]}'`);
      const action = intentMatch[2];
      if (method === 'GET' && !action) {
        const expand = [...query.entries()].some(
          ([key, value]) => key.startsWith('expand') && value === 'latest_charge',
        );
        return { status: 200, body: intentJson(intent, expand) };
      }
      if (method === 'POST' && action === 'cancel') {
        if (intent.status === 'succeeded')
          return stripeError(
            400,
            'You cannot cancel this PaymentIntent because it has a status of succeeded.',
          );
        intent.status = 'canceled';
        return { status: 200, body: intentJson(intent, false) };
      }
      if (method === 'POST' && action === 'confirm') {
        if (form.get('payment_method') === 'pm_card_chargeDeclined') {
          return stripeError(402, 'Your card was declined.', 'card_error');
        }
        intent.status = 'succeeded';
        return { status: 200, body: intentJson(intent, false) };
      }
    }
    if (method === 'POST' && path === '/v1/refunds') {
      const intent = intents.get(form.get('payment_intent') ?? '');
      if (!intent) return stripeError(404, 'No such payment_intent.');
      const amount = Number(form.get('amount') ?? intent.amount - intent.amount_refunded);
      if (intent.status !== 'succeeded')
        return stripeError(400, 'This PaymentIntent has no successful charge to refund.');
      if (amount > intent.amount - intent.amount_refunded) {
        return stripeError(
          400,
          `Refund amount ($${amount / 100}) is greater than unrefunded amount on charge.`,
        );
      }
      intent.amount_refunded += amount;
      const refund = { id: newId('re'), payment_intent: intent.id, amount };
      refunds.push({ ...refund, metadata: metadataOf(form), idempotencyKey });
      return {
        status: 200,
        body: { ...refund, object: 'refund', status: 'succeeded', currency: intent.currency },
      };
    }
    return stripeError(404, `Unrecognized request URL (${method}: ${path}).`);
  }

  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://stand-in');
      const form = new URLSearchParams(await readBody(req));
      const idempotencyKey = req.headers['idempotency-key'] as string | undefined;
      const method = req.method ?? 'GET';
      requests.push({ method, path: url.pathname, idempotencyKey, form });
      let response: { status: number; body: unknown };
      const saved =
        method === 'POST' && idempotencyKey ? idempotent.get(idempotencyKey) : undefined;
      const thisRequest = `${method} ${url.pathname} ${form.toString()}`;
      if (req.headers.authorization !== `Bearer ${STAND_IN_SECRET_KEY}`) {
        response = stripeError(401, 'Invalid API Key provided.');
      } else if (saved && saved.request !== thisRequest) {
        response = stripeError(
          400,
          'Keys for idempotent requests can only be used with the same parameters they were ' +
            `first used with. Try using a key other than '${idempotencyKey}' if you meant to ` +
            'execute a different request.',
          'idempotency_error',
        );
      } else if (saved) {
        response = saved;
      } else {
        response = handle(method, url.pathname, form, url.searchParams, idempotencyKey);
        if (method === 'POST' && idempotencyKey && response.status < 500)
          idempotent.set(idempotencyKey, { request: thisRequest, ...response });
      }
      res.writeHead(response.status, {
        'Content-Type': 'application/json',
        'Request-Id': newId('req'),
        ...(saved && saved.request === thisRequest ? { 'Idempotent-Replayed': 'true' } : {}),
      });
      res.end(JSON.stringify(response.body));
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));

  return {
    port: (server.address() as AddressInfo).port,
    intents,
    refunds,
    requests,
    succeed(intentId) {
      const intent = intents.get(intentId);
      if (!intent) throw new Error(`stand-in: no intent ${intentId}`);
      intent.status = 'succeeded';
    },
    close: () =>
      new Promise((resolve, reject) =>
        server.close((error) => (error ? reject(error) : resolve())),
      ),
  };
}

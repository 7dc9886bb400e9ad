// The API returns only what its description allows (decision 043). Over HTTP on the real server:
// every request of the authorization matrix (every route, every role) must come back with a
// status its route's description lists, and a JSON body that fits that status's schema in the
// OpenAPI document the server itself serves. And every route the app mounts is described.
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import { createUser } from './factories.ts';
import {
  ALL_CASES,
  CALLERS,
  type MatrixPeople,
  type MatrixRequest,
} from './authorization-cases.ts';
import { useGatewayStandIns } from './payment-authorization-cases.ts';
import { startRealServer, type RawResponse, type RealServer } from './real-server.ts';
import { testEnv } from './test-env.ts';

interface Operation {
  summary?: string;
  responses: Record<string, { content?: Record<string, { schema?: unknown }> }>;
}
interface OpenApiDocument {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
}

/**
 * Routes not described yet, each a route of the app as Hono lists it: this list only shrinks.
 * The gateways' stand-ins (/api/test-gateways/…) are not our API: they play bKash's and
 * SSLCommerz's servers in development and tests, and are left out of the document.
 */
const NOT_YET_DESCRIBED: readonly string[] = [];
const OUTSIDE_THE_CONTRACT = /^\/api\/test-gateways\//;

let server: RealServer;
let document: OpenApiDocument;
let people: MatrixPeople;
const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: false });
const validators = new Map<string, ValidateFunction>();

beforeAll(async () => {
  server = await startRealServer();
  useGatewayStandIns(server.url);
  const served = await server.request('GET', '/api/openapi.json');
  expect(served.status).toBe(200);
  document = served.json() as OpenApiDocument;
  ajv.addSchema(document, 'openapi');
  people = {
    student: await createUser(server.db, { email: 'contract-student@academy.test' }),
    otherStudent: await createUser(server.db, { email: 'contract-other@academy.test' }),
    instructor: await createUser(server.db, {
      role: 'instructor',
      email: 'contract-coach@academy.test',
    }),
    admin: await createUser(server.db, { role: 'admin', email: 'contract-admin@academy.test' }),
  };
});
afterAll(() => server.close());

/** `/api/class/{id}` as a pattern of request paths. */
const patternOf = (template: string) =>
  new RegExp(`^${template.replace(/[.]/g, '\\.').replace(/\{[^}]+\}/g, '[^/]+')}$`);

/** The document's path for a request path: a fixed path before one with parameters. */
function templateFor(path: string, method: string): string | undefined {
  const candidates = Object.keys(document.paths)
    .filter((template) => document.paths[template]![method] && patternOf(template).test(path))
    .sort((a, b) => (a.match(/\{/g)?.length ?? 0) - (b.match(/\{/g)?.length ?? 0));
  return candidates[0];
}

const pointer = (...parts: string[]) =>
  parts.map((part) => part.replace(/~/g, '~0').replace(/\//g, '~1')).join('/');

function validatorFor(template: string, method: string, status: string) {
  const key = `${method} ${template} ${status}`;
  let validator = validators.get(key);
  if (!validator) {
    const at = pointer(
      'paths',
      template,
      method,
      'responses',
      status,
      'content',
      'application/json',
      'schema',
    );
    validator = ajv.compile({ $ref: `openapi#/${at}` });
    validators.set(key, validator);
  }
  return validator;
}

/** The request's body, JSON or a form as a gateway or a browser posts it, with its length. */
function sent(request: MatrixRequest): { headers: Record<string, string>; body?: string } {
  const [type, body] = request.form
    ? ['application/x-www-form-urlencoded', new URLSearchParams(request.form).toString()]
    : ['application/json', request.body === undefined ? undefined : JSON.stringify(request.body)];
  if (body === undefined) return { headers: {} };
  const length = String(Buffer.byteLength(body));
  return { headers: { 'Content-Type': type, 'Content-Length': length }, body };
}

/** Fails unless the response's status, media type and JSON body are what the route describes. */
function expectDescribed(method: string, requestPath: string, response: RawResponse, who: string) {
  const operation = method.toLowerCase();
  const path = new URL(requestPath, server.url).pathname;
  const template = templateFor(path, operation);
  expect(template, `${method} ${path} is described`).toBeDefined();
  const described = document.paths[template!]![operation]!.responses;
  const status = String(response.status);
  const where = `${method} ${template} as ${who}`;
  expect(Object.keys(described), `${where}: ${status} is described`).toContain(status);
  const type = String(response.headers['content-type'] ?? '')
    .split(';')[0]!
    .trim();
  const media = described[status]!.content;
  if (!media) {
    expect(response.body.length, `${where}: ${status} has no body`).toBe(0);
    return;
  }
  expect(Object.keys(media), `${where}: ${status} as ${type}`).toContain(type);
  if (type !== 'application/json') return;
  const validate = validatorFor(template!, operation, status);
  const valid = validate(response.json());
  expect(valid ? [] : validate.errors, `${where}: the body fits the ${status} schema`).toEqual([]);
}

describe.each(ALL_CASES)('$method $route', (testCase) => {
  it.each(CALLERS)('as %s, answers as described', async (caller) => {
    const request = await testCase.build(server.db, people, caller);
    const { headers, body } = sent(request);
    if (request.idTokenFor) {
      const idToken = await server.identity.signIdToken({ email: request.idTokenFor });
      headers.Authorization = `Bearer ${idToken}`;
    } else if (caller !== 'visitor') {
      headers.Authorization = `Bearer ${await server.tokenFor(people[caller].email)}`;
    }
    const response = await server.request(testCase.method, request.path, { headers, body });
    expectDescribed(testCase.method, request.path, response, caller);
  });
});

describe('an unchanged answer asked again with its ETag', () => {
  // The matrix asks each route once; these return 304 to a second asking, also described.
  it.each([
    ['/api/class', null],
    ['/api/popularClass', null],
    ['/api/timetable', 'student'],
    ['/api/openapi.json', null],
  ] as const)('GET %s', async (path, as) => {
    const headers: Record<string, string> = {};
    if (as) headers.Authorization = `Bearer ${await server.tokenFor(people[as].email)}`;
    const first = await server.request('GET', path, { headers });
    expectDescribed('GET', path, first, as ?? 'visitor');
    const etag = String(first.headers.etag);
    const again = await server.request('GET', path, {
      headers: { ...headers, 'If-None-Match': etag },
    });
    expect(again.status).toBe(304);
    expectDescribed('GET', path, again, as ?? 'visitor');
  });
});

describe('the reference page', () => {
  it('loads the viewer from our own origin, under a policy of its own that no other response gets', async () => {
    const page = await server.request('GET', '/api/docs');
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    const scripts = [...page.text().matchAll(/<script src="([^"]+)"/g)].map((match) => match[1]);
    expect(scripts).toEqual(['/api-docs/swagger-ui-bundle.js', '/api-docs/start.js']);
    const policy = String(page.headers['content-security-policy']);
    expect(policy).toContain("script-src 'self'");
    expect(policy).not.toMatch(/https?:|unsafe-eval/);
    const config = await server.request('GET', '/api/config');
    expect(config.headers['content-security-policy']).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    );
  });
});

describe('the document', () => {
  it('describes every route the app mounts', async () => {
    // The same app as the server's, built only to list its routes.
    const app = createApp({ db: server.db, env: testEnv() });
    const mounted = new Set(
      app.routes
        .filter((route) => route.method !== 'ALL' && !OUTSIDE_THE_CONTRACT.test(route.path))
        .map((route) => `${route.method} ${route.path}`),
    );
    const undescribed = [...mounted].filter((route) => {
      const [method, path] = route.split(' ') as [string, string];
      const template = path.replace(/:(\w+)/g, '{$1}');
      return !document.paths[template]?.[method.toLowerCase()];
    });
    expect(undescribed.sort()).toEqual([...NOT_YET_DESCRIBED].sort());
  });

  it('is OpenAPI 3.1, served with an ETag that answers 304 when unchanged', async () => {
    expect(document.openapi).toMatch(/^3\.1\./);
    const first = await server.request('GET', '/api/openapi.json');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"/);
    const again = await server.request('GET', '/api/openapi.json', {
      headers: { 'If-None-Match': etag },
    });
    expect(again.status).toBe(304);
  });
});

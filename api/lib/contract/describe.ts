// How a route describes itself (decision 043): `describe()` first in the route's chain, marked as
// hono-openapi's `describeRoute` marks a route, with the words below, so each description reads
// as a short list of what may come back. The request's body, query and path parameters are
// described by the schemas `validate()` checks; only responses are written here. The schemas are
// the zod ones of shared/schemas/.
import { uniqueSymbol, type DescribeRouteOptions } from 'hono-openapi';
import type { MiddlewareHandler, ValidationTargets } from 'hono';
import { z } from 'zod';
import { apiErrorSchema } from '#shared/api-error.ts';

type Responses = NonNullable<DescribeRouteOptions['responses']>;
type Response = Responses[string];
/** Headers a response carries, each by what it says. */
type Headers = Record<string, { description: string; schema: { type: 'string' } }>;

/** The security schemes of the document (api/lib/contract/document.ts). */
export const ACCESS_TOKEN = 'accessToken';
export const FIREBASE_ID_TOKEN = 'firebaseIdToken';

/** Who may call: anyone, anyone with our access token (optional), or only with it. */
type Access = 'public' | 'optional' | 'signed-in' | 'firebase';

const SECURITY: Record<Access, DescribeRouteOptions['security']> = {
  public: [],
  optional: [{}, { [ACCESS_TOKEN]: [] }],
  'signed-in': [{ [ACCESS_TOKEN]: [] }],
  firebase: [{ [FIREBASE_ID_TOKEN]: [] }],
};

/** What each refusal status means, in the words of the reference page. */
const REFUSED = {
  400: 'A field, the query or the address is not valid (one message per field).',
  401: 'Not signed in, or the token has expired.',
  402: 'The card was declined.',
  403: 'Signed in, but not allowed.',
  404: 'Not found, or not yours to see.',
  409: 'In conflict with what is recorded (the message says what).',
  413: 'The body is too large.',
  429: 'Too many requests: try again later.',
  502: 'The payment provider did not respond.',
  503: 'A service this depends on is unavailable.',
} satisfies Record<number, string>;

/**
 * `schema` as JSON Schema, the way the document holds it: a request as the client sends it
 * (`input`), a response as the server sends it (`output`). What JSON Schema cannot say (a
 * refinement, a transform) is left open; the server's zod checks still run.
 */
function schemaOf(schema: z.ZodType, io: 'input' | 'output') {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' });
  return rest;
}

/** What hono-openapi asks of a schema: its OpenAPI form, made by zod itself. */
const resolved = (schema: z.ZodType, io: 'input' | 'output') => ({
  vendor: 'zod',
  validate: schema['~standard'].validate,
  toJSONSchema: () => schemaOf(schema, io),
  toOpenAPISchema: () => Promise.resolve({ schema: schemaOf(schema, io) }),
});

/**
 * Marks a validator (api/lib/validate.ts) with what it checks, as hono-openapi's own `validator`
 * does, so the document describes the request by the very schema the route checks.
 */
export function documented<Middleware extends MiddlewareHandler>(
  middleware: Middleware,
  target: keyof ValidationTargets,
  schema: z.ZodType,
): Middleware {
  return Object.assign(middleware, {
    [uniqueSymbol]: { target, ...resolved(schema, 'input') },
  });
}

/** A JSON response of this schema. */
export function json(schema: z.ZodType, description: string, headers?: Headers) {
  return {
    description,
    ...(headers ? { headers } : {}),
    content: { 'application/json': { schema: resolved(schema, 'output') } },
  } as Response;
}

/** A response whose body is not JSON (a file, a page), described by its media type alone. */
export function bytes(mediaType: string, description: string, headers?: Headers) {
  return {
    description,
    ...(headers ? { headers } : {}),
    content: { [mediaType]: { schema: { type: 'string' as const, format: 'binary' } } },
  } satisfies Response;
}

/** A response without a body (204, 304, a redirect). */
export const empty = (description: string, headers?: Headers) =>
  ({ description, ...(headers ? { headers } : {}) }) satisfies Response;

/** A header of a response, by what it carries. */
export const header = (description: string) => ({
  description,
  schema: { type: 'string' as const },
});

/** The error shape, once in the document (its reasons are a long list), named by each refusal. */
export const API_ERROR = 'ApiError';
export const apiErrorJsonSchema = () => schemaOf(apiErrorSchema, 'output');

/** The error shape for each of these statuses. */
export function refused(...statuses: (keyof typeof REFUSED)[]): Responses {
  const content = {
    'application/json': { schema: { $ref: `#/components/schemas/${API_ERROR}` } },
  };
  return Object.fromEntries(
    statuses.map((status) => [String(status), { description: REFUSED[status], content }]),
  );
}

interface RouteDescription {
  /** One line: what the route does, for whom. */
  summary: string;
  /** The resource's group on the reference page. */
  tag: string;
  access: Access;
  responses: Responses;
  description?: string;
}

/**
 * The route's description, as a middleware that only passes on: what hono-openapi's
 * `describeRoute` makes, without an `await` of its own on every request.
 */
export function describe({ summary, tag, access, responses, description }: RouteDescription) {
  const spec: DescribeRouteOptions = {
    summary,
    tags: [tag],
    security: SECURITY[access],
    responses,
    ...(description ? { description } : {}),
  };
  const passOn: MiddlewareHandler = (_c, next) => next();
  return Object.assign(passOn, { [uniqueSymbol]: { spec } });
}

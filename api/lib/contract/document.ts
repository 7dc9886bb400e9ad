// The OpenAPI 3.1 document of the API, built from the routes' own descriptions (decision 043):
// `describe()` in each route's chain, the schemas `validate()` checks for requests. Built once
// per process, at its first request, when every route is mounted; the same on Node and Workers.
import type { Env, Hono, Schema } from 'hono';
import { generateSpecs, type GenerateSpecOptions } from 'hono-openapi';
import { sha256Hex } from '#shared/hex.ts';
import { ACCESS_TOKEN, API_ERROR, apiErrorJsonSchema, FIREBASE_ID_TOKEN } from './describe.ts';

type Documentation = NonNullable<GenerateSpecOptions['documentation']>;
type SchemaObject = NonNullable<NonNullable<Documentation['components']>['schemas']>[string];

const documentation = (): Documentation => ({
  openapi: '3.1.0',
  info: {
    title: 'Sports Academy API',
    version: '1',
    description:
      'The API of the Sports Academy class marketplace. Sign in with Firebase, exchange the ' +
      'Firebase ID token for an access token at `POST /api/jwt`, and send that token as ' +
      '`Authorization: Bearer …`. Every refusal has one shape: `error` with a `code`, a stable ' +
      '`reason`, its `params` and an English `message`.',
  },
  components: {
    securitySchemes: {
      [ACCESS_TOKEN]: {
        type: 'http',
        scheme: 'bearer',
        bearerFormat: 'JWT',
        description: 'The access token `POST /api/jwt` hands out.',
      },
      [FIREBASE_ID_TOKEN]: {
        type: 'http',
        scheme: 'bearer',
        bearerFormat: 'JWT',
        description: 'A Firebase Auth ID token: only `POST /api/jwt` takes it.',
      },
    },
    schemas: { [API_ERROR]: apiErrorJsonSchema() as SchemaObject },
  },
});

export interface BuiltDocument {
  body: string;
  etag: string;
}

/** The document of `app`, built at the first call and kept. */
export function createDocument<E extends Env, S extends Schema, P extends string>(
  app: Hono<E, S, P>,
): () => Promise<BuiltDocument> {
  let built: Promise<BuiltDocument> | undefined;
  return () =>
    (built ??= (async () => {
      const document = await generateSpecs(app, {
        documentation: documentation(),
        // Files are routes too (openapi.json, the CSV exports).
        excludeStaticFile: false,
      });
      const body = JSON.stringify(document);
      return { body, etag: `"${(await sha256Hex(body)).slice(0, 32)}"` };
    })());
}

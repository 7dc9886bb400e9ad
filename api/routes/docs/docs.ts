// The API's contract, served (decision 043): GET /api/openapi.json, the OpenAPI document built
// from every route's description, and GET /api/docs, the reference page that shows it.
import { Hono } from 'hono';
import { matchesEtag } from '../../lib/response-cache.ts';
import type { AppEnv } from '../../lib/context.ts';
import { z } from 'zod';
import { bytes, describe, empty, header, json } from '../../lib/contract/describe.ts';
import type { BuiltDocument } from '../../lib/contract/document.ts';
import { DOCS_PAGE_HTML, DOCS_PAGE_POLICY } from '../../lib/contract/docs-page.ts';
import { preparedResponse } from '../../lib/finish-response.ts';

/** An OpenAPI 3.1 document, as far as this document says of itself. */
const openApiDocumentSchema = z.looseObject({
  openapi: z.string().startsWith('3.1'),
  info: z.looseObject({ title: z.string(), version: z.string() }),
  paths: z.record(z.string(), z.looseObject({})),
});

export function createDocsRoutes(documentOf: () => Promise<BuiltDocument>) {
  return new Hono<AppEnv>()
    .get(
      '/openapi.json',
      describe({
        summary: 'This document: the OpenAPI 3.1 description of every route',
        tag: 'Reference',
        access: 'public',
        responses: {
          200: json(openApiDocumentSchema, 'The document', { ETag: header('Its version') }),
          304: empty('Unchanged since that ETag'),
        },
      }),
      async (c) => {
        const { body, etag } = await documentOf();
        // Anyone may keep it; it changes only with a deploy, so it is asked about again each time.
        const headers = { ETag: etag, 'Cache-Control': 'public, no-cache' };
        if (matchesEtag(c.req.header('If-None-Match'), etag)) return c.body(null, 304, headers);
        return c.body(body, 200, { ...headers, 'Content-Type': 'application/json' });
      },
    )
    .get(
      '/docs',
      describe({
        summary: 'The reference page for people (Swagger UI)',
        tag: 'Reference',
        access: 'public',
        responses: { 200: bytes('text/html', 'The page') },
      }),
      (c) =>
        preparedResponse(c, DOCS_PAGE_HTML, 200, {
          'Content-Type': 'text/html; charset=utf-8',
          'Content-Security-Policy': DOCS_PAGE_POLICY,
          'Cache-Control': 'public, max-age=3600',
        }),
    );
}

// GET /api/docs: the API's reference for people, Swagger UI over /api/openapi.json (decision
// 043). The viewer's files are the build's (scripts/vite-plugins/api-docs-viewer.ts,
// dist/api-docs/); this page alone loads them, so its policy alone allows our own scripts and the
// inline styles the viewer sets. Every other API response keeps default-src 'none'.
const VIEWER = '/api-docs';

export const DOCS_PAGE_POLICY = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "font-src 'self' data:",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

export const DOCS_PAGE_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Sports Academy API</title>
    <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
    <link rel="stylesheet" href="${VIEWER}/swagger-ui.css" />
  </head>
  <body>
    <div id="reference"></div>
    <script src="${VIEWER}/swagger-ui-bundle.js"></script>
    <script src="${VIEWER}/start.js"></script>
  </body>
</html>
`;

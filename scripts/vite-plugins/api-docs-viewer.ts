// The API's reference page (GET /api/docs, api/lib/contract/docs-page.ts) shows the OpenAPI
// document with Swagger UI (decision 043). Its files are copied here into dist/api-docs/, so they
// come from our own origin on Node and on Workers alike; the service worker never precaches
// them (vite.config.ts) and only that page loads them.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { Plugin } from 'vite';

export const API_DOCS_DIR = 'api-docs';

/** What the page starts Swagger UI with: a file of its own, as the page's policy runs no inline script. */
const START = `window.addEventListener('load', () => {
  window.ui = SwaggerUIBundle({ url: '/api/openapi.json', dom_id: '#reference', deepLinking: true });
});
`;

const FILES = ['swagger-ui-bundle.js', 'swagger-ui.css'];

export function apiDocsViewer(): Plugin {
  return {
    name: 'academy:api-docs-viewer',
    apply: 'build',
    async generateBundle() {
      const require = createRequire(import.meta.url);
      for (const file of FILES) {
        const source = await readFile(require.resolve(`swagger-ui-dist/${file}`));
        this.emitFile({ type: 'asset', fileName: `${API_DOCS_DIR}/${file}`, source });
      }
      this.emitFile({ type: 'asset', fileName: `${API_DOCS_DIR}/start.js`, source: START });
    },
  };
}

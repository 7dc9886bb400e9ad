import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { VitePWA } from 'vite-plugin-pwa';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import type { ManifestOptions } from 'vite-plugin-pwa';
import { defineConfig, type Plugin } from 'vitest/config';
import { API_DOCS_DIR, apiDocsViewer } from './scripts/vite-plugins/api-docs-viewer.ts';
import { withLocalePrefix, type Locale } from './shared/i18n/locale.ts';
import { m } from './shared/i18n/paraglide/messages.js';
import { MANIFEST_PATHS } from './shared/pages/page-html.ts';
import { compileMessages } from './scripts/vite-plugins/compile-messages.ts';
import { checkEntryStages } from './scripts/vite-plugins/entry-stages.ts';
import { prerenderPages } from './scripts/vite-plugins/prerender-pages.ts';
import { STAND_IN_FONT_PATH, standInFont } from './scripts/vite-plugins/stand-in-font.ts';
import { treeShakeReactRouter } from './scripts/vite-plugins/tree-shake-react-router.ts';

const apiPort = process.env.API_PORT ?? '8787';
/** Busts the persisted query cache after each deploy (pwa/lib/storage/query-client.ts). */
const buildId = process.env.BUILD_ID ?? new Date().toISOString();

const reactRouterBuild = (file: string) =>
  fileURLToPath(new URL(`./node_modules/react-router/dist/production/${file}`, import.meta.url));

/**
 * The web app manifest in `locale` (decision 021): each language's pages link their own
 * (MANIFEST_PATHS), so the app installed from a Bangla page is named in Bangla and opens at /bn.
 * One app all the same (one id, one scope).
 */
function manifestIn(locale: Locale): Partial<ManifestOptions> {
  const text = { locale };
  return {
    id: '/',
    name: m.app_name({}, text),
    short_name: m.app_short_name({}, text),
    description: m.app_description({}, text),
    lang: locale,
    start_url: withLocalePrefix('/', locale),
    scope: '/',
    display: 'standalone',
    background_color: '#ffffff',
    theme_color: '#047857',
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
      {
        src: '/icons/icon-maskable-512.png',
        sizes: '512x512',
        type: 'image/png',
        purpose: 'maskable',
      },
    ],
    // Shown by the browser's richer install dialog (taken from the running app).
    screenshots: [
      {
        src: '/screenshots/home-narrow.webp',
        sizes: '390x844',
        type: 'image/webp',
        form_factor: 'narrow',
        label: m.app_screenshot_home({}, text),
      },
      {
        src: '/screenshots/classes-wide.webp',
        sizes: '1280x800',
        type: 'image/webp',
        form_factor: 'wide',
        label: m.app_screenshot_classes({}, text),
      },
    ],
  };
}

/** Bangla's manifest beside English's (vite-plugin-pwa writes that one), before the precache. */
function bengaliManifest(): Plugin {
  return {
    name: 'sports-academy:bengali-manifest',
    apply: 'build',
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: MANIFEST_PATHS.bn.slice(1),
        source: JSON.stringify(manifestIn('bn')),
      });
    },
  };
}

// `isSsrBuild`: scripts/prerender.ts builds pwa/app/prerender.tsx for Node with this same config,
// without the service worker or another prerender.
export default defineConfig(({ command, isSsrBuild }) => ({
  root: 'pwa',
  publicDir: '../public',
  envDir: '..',
  define: { 'import.meta.env.VITE_BUILD_ID': JSON.stringify(buildId) },
  resolve: {
    // react-router's package exports name only its development build, whose dev warnings stay in
    // (ENABLE_DEV_WARNINGS = true). Builds use its production build; tests keep the default.
    alias:
      command === 'build'
        ? [
            { find: /^react-router$/, replacement: reactRouterBuild('index.mjs') },
            { find: /^react-router\/dom$/, replacement: reactRouterBuild('dom-export.mjs') },
            // REACT_PROFILING=1: React's profiling build, whose performance tracks (each render,
            // commit and component in Chromium's trace) a trace from bench/main-thread.ts --save
            // shows.
            ...(process.env.REACT_PROFILING && !isSsrBuild
              ? [{ find: /^react-dom\/client$/, replacement: 'react-dom/profiling' }]
              : []),
          ]
        : [],
  },
  build: {
    outDir: '../dist',
    emptyOutDir: true,
    // Source maps stay out of the precache; the bundle budget counts shipped bytes only.
    sourcemap: false,
    // No preload helper: with it, every lazy import carries the list of the chunks it needs, and
    // the list of every chunk's file name sat in the entry (the router names every route module):
    // first-paint bytes spent on prefetching a later page's imports. The build names a
    // page's chunks in its HTML instead (scripts/vite-plugins/prerender-pages.ts), and after the
    // first visit the service worker has every chunk (decision 028).
    modulePreload: false,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // The entry's evaluation in stages, a task each (pwa/entry/react.ts; the build checks
          // them, scripts/vite-plugins/entry-stages.ts): React and React DOM, then the router and
          // TanStack Query, each chunk ending with its stage module's `await`, the next chunk
          // importing it.
          // TanStack Query in one chunk also because, left to itself, Rolldown cut it into four or
          // five chunks by which lazy page uses which hook (an infinite query on the admin lists
          // was enough), and the cut pieces compress worse, enough to pass decision 011's budget
          // (docs/performance.md, "Figures that used to be in code comments").
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler)[\\/]|[\\/]pwa[\\/]entry[\\/]react\.ts$/,
            },
            {
              name: 'query',
              test: /node_modules[\\/](@tanstack[\\/](query-core|react-query)|react-router)[\\/]|[\\/]pwa[\\/]entry[\\/]libraries\.ts$/,
            },
            // Everything else the first paint needs in one chunk too: Bangla's modules (decision
            // 021) made Rolldown cut react-router, the page table and the locale into chunks of
            // their own, which compressed worse than the same code in one.
            // Not the entry (index.html's module and pwa/main.tsx): taken in, they left the entry
            // chunk empty, and Vite's HTML then named each chunk in a <script> of its own.
            {
              name: 'app',
              tags: ['$initial'],
              test: (id) => !/[\\/]pwa[\\/](index\.html|main\.tsx)/.test(id),
            },
          ],
        },
      },
    },
  },
  server: {
    // `npm run dev`: Vite serves the PWA with hot reload and forwards /api to the API server.
    proxy: { '/api': `http://127.0.0.1:${apiPort}` },
  },
  plugins: [
    react(),
    tailwindcss(),
    treeShakeReactRouter(),
    !isSsrBuild && compileMessages(),
    !isSsrBuild && bengaliManifest(),
    !isSsrBuild && checkEntryStages(),
    !isSsrBuild && prerenderPages(),
    !isSsrBuild && standInFont(),
    !isSsrBuild && apiDocsViewer(),
    !isSsrBuild &&
      VitePWA({
        strategies: 'injectManifest',
        srcDir: '.',
        filename: 'sw.ts',
        injectRegister: false,
        registerType: 'prompt',
        manifest: manifestIn('en'),
        injectManifest: {
          globPatterns: ['**/*.{js,css,html,svg,webp,avif,png,ico,woff2,webmanifest}'],
          // The install dialog's screenshots are never shown offline: keep them out of the precache.
          // So is Bangla's font: the service worker keeps it once a Bangla page has shown it
          // (pwa/sw.ts), and an English reader never downloads it (decision 021). Its copy for the
          // gateways' stand-in pages is never the app's. Nor is the API's reference page's viewer.
          globIgnores: [
            'screenshots/**',
            'assets/noto-sans-bengali-*.woff2',
            STAND_IN_FONT_PATH,
            `${API_DOCS_DIR}/**`,
          ],
          maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
        },
        devOptions: { enabled: false },
      }),
  ],
  test: {
    // One worker per core. Vitest's default keeps one core for its own process (cores − 1: a
    // single worker on the 2-core CI machine), which mostly waits. `npm test` keeps this beside
    // Playwright: one worker took longer for no less CPU (docs/performance.md).
    maxWorkers: availableParallelism(),
    // The compiled messages are generated (decision 021): made before any test imports them.
    globalSetup: [fileURLToPath(new URL('./scripts/i18n/vitest-setup.ts', import.meta.url))],
    projects: [
      {
        extends: true,
        test: {
          name: 'server',
          root: '.',
          include: [
            'api/**/*.test.ts',
            'shared/**/*.test.ts',
            'scripts/**/*.test.ts',
            'bench/**/*.test.ts',
          ],
          environment: 'node',
          // A worker runs one test file after another in one process, rather than a fresh process
          // per file, which cost more than the tests themselves (docs/performance.md, "Where the
          // test suite's time goes"), modules and all. The setup file puts back after each file what a
          // test may change in a module (the messages' language, spies, timers, stubs).
          isolate: false,
          // One database migrated for the run; each test's database starts as a copy of it.
          globalSetup: [fileURLToPath(new URL('./api/test/migrated-db-setup.ts', import.meta.url))],
          setupFiles: ['api/test/setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'pwa',
          root: '.',
          include: ['pwa/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          // As the server project, one process runs the files one after another; here
          // pwa/test/setup.ts loads our modules afresh for each (the app's modules keep a device's
          // state: its database, its query cache, its outbox). A package that keeps state of its
          // own is loaded afresh too (inline) or reset there: the toasts' queue is sonner's.
          isolate: false,
          server: { deps: { inline: ['sonner'] } },
          setupFiles: ['pwa/test/setup.ts'],
          // A test may wait several times as long as pwa/test/setup.ts lets one wait last.
          testTimeout: 60_000,
        },
      },
    ],
  },
}));

import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { VitePWA } from 'vite-plugin-pwa';
import { fileURLToPath } from 'node:url';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { OutputBundle, OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';
import { bootAfterFirstPaint } from './scripts/lib/boot-after-paint.ts';

const apiPort = process.env.API_PORT ?? '8787';
/** Busts the persisted query cache after each deploy (pwa/lib/query-client.ts). */
const buildId = process.env.BUILD_ID ?? new Date().toISOString();

const reactRouterBuild = (file: string) =>
  fileURLToPath(new URL(`./node_modules/react-router/dist/production/${file}`, import.meta.url));

/**
 * react-router's build names its components for React's dev tools (`Form.displayName = "Form"`)
 * and creates them with unannotated forwardRef()/createContext() calls, so the bundler keeps
 * every one (Form, fetchers, prefetching…) whether the app uses it or not. Marked pure and left
 * unnamed, the unused ones drop out of the bundle.
 */
function treeShakeReactRouter(): Plugin {
  return {
    name: 'sports-academy:tree-shake-react-router',
    apply: 'build',
    transform(code, id) {
      if (!/node_modules\/react-router\/dist\/production\/chunk-[^/]+\.mjs$/.test(id)) return null;
      return code
        .replace(/^\w+\.displayName = "[^"]*";$/gm, '')
        .replace(/= (React\d*)\.(forwardRef|createContext)\(/g, '= /* @__PURE__ */ $1.$2(');
    },
  };
}

/**
 * After the client build has written dist/ and before vite-plugin-pwa lists the precache (its
 * closeBundle), writes the prerendered pages and the generic shell (decision 012).
 */
function prerenderPages(): Plugin {
  return {
    name: 'sports-academy:prerender',
    apply: 'build',
    async writeBundle(options, bundle) {
      // In a process of its own: the rendered app leaves timers behind (the query cache's), which
      // would keep this build from ever exiting.
      const { spawnSync } = await import('node:child_process');
      const { status } = spawnSync(
        process.execPath,
        ['--import', 'tsx', 'scripts/prerender.ts', options.dir ?? 'dist'],
        { cwd: import.meta.dirname, stdio: 'inherit' },
      );
      if (status !== 0) throw new Error(`scripts/prerender.ts exited with ${status}`);
      await preloadPageChunks(options.dir ?? 'dist', bundle);
    },
  };
}

/**
 * Prerendered page → its route module (pwa/app/routes/). bench/budget.ts counts the entry's own
 * graph for index.html, not the page's route chunks named here.
 */
const PAGE_ROUTES: Readonly<Record<string, string>> = {
  'index.html': 'home.tsx',
  'classes.html': 'classes.tsx',
  'instructor.html': 'instructors.tsx',
  'popularinstructors.html': 'popular-instructors.tsx',
};

/**
 * The router loads the page's route module as the app starts, through Vite's preload helper,
 * which then adds a <link rel=modulepreload> per chunk it imports, in the entry's first task: on
 * /classes ~30 links, 300 ms of that task at Lighthouse's 4× CPU (Total Blocking Time, decision
 * 012). Named in the page's HTML instead, the parser fetches them earlier and the
 * helper finds them there and adds nothing. They are then moved, with the entry, into the loader
 * that starts the app after the page's first paint (scripts/lib/boot-after-paint.ts).
 */
async function preloadPageChunks(dir: string, bundle: OutputBundle): Promise<void> {
  const chunks = Object.values(bundle).filter((item): item is OutputChunk => item.type === 'chunk');
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const routeChunk = (file: string) => {
    const chunk = chunks.find((item) => item.facadeModuleId?.endsWith(`/pwa/app/routes/${file}`));
    if (!chunk) throw new Error(`no chunk for pwa/app/routes/${file}`);
    return chunk;
  };
  const addWithImports = (chunk: OutputChunk, files: Set<string>) => {
    if (files.has(chunk.fileName)) return;
    files.add(chunk.fileName);
    for (const file of chunk.imports) {
      const imported = byFile.get(file);
      if (imported) addWithImports(imported, files);
    }
  };
  for (const [htmlFile, route] of Object.entries(PAGE_ROUTES)) {
    const files = new Set<string>();
    addWithImports(routeChunk(route), files);
    const path = join(dir, htmlFile);
    const html = await readFile(path, 'utf8');
    const links = [...files]
      .filter((file) => !html.includes(`href="/${file}"`))
      .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`);
    const withLinks = html.replace('</head>', `${links.join('\n')}\n</head>`);
    await writeFile(path, bootAfterFirstPaint(withLinks));
  }
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
          ]
        : [],
  },
  build: {
    outDir: '../dist',
    emptyOutDir: true,
    // Source maps stay out of the precache; the bundle budget counts shipped bytes only.
    sourcemap: false,
  },
  server: {
    // `npm run dev`: Vite serves the PWA with hot reload and forwards /api to the API server.
    proxy: { '/api': `http://127.0.0.1:${apiPort}` },
  },
  plugins: [
    react(),
    tailwindcss(),
    treeShakeReactRouter(),
    !isSsrBuild && prerenderPages(),
    !isSsrBuild &&
      VitePWA({
        strategies: 'injectManifest',
        srcDir: '.',
        filename: 'sw.ts',
        injectRegister: false,
        registerType: 'prompt',
        manifest: {
          id: '/',
          name: 'Sports Academy',
          short_name: 'Academy',
          description:
            'Browse classes with world-class sports trainers, select them even offline, and pay in one go.',
          start_url: '/',
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
              label: 'Home: train with world-class sports trainers',
            },
            {
              src: '/screenshots/classes-wide.webp',
              sizes: '1280x800',
              type: 'image/webp',
              form_factor: 'wide',
              label: 'Classes: choose your interest and select classes',
            },
          ],
        },
        injectManifest: {
          globPatterns: ['**/*.{js,css,html,svg,webp,avif,png,ico,woff2,webmanifest}'],
          // The install dialog's screenshots are never shown offline: keep them out of the precache.
          globIgnores: ['screenshots/**'],
          maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
        },
        devOptions: { enabled: false },
      }),
  ],
  test: {
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
          setupFiles: ['pwa/test/setup.ts'],
          testTimeout: 20_000,
        },
      },
    ],
  },
}));

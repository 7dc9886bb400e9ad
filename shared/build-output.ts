/**
 * Where a build puts the page renderer: next to its dist folder (dist → dist-ssr). Written by
 * scripts/prerender.ts, loaded by the Node server to render pages with data (decision 014).
 * Node paths only (the Worker does not render pages).
 */
export const rendererDirOf = (distDir: string): string => `${distDir.replace(/[/\\]+$/, '')}-ssr`;

/** The renderer's module in that folder (pwa/app/prerender.tsx, built for Node). */
export const RENDERER_FILE = 'prerender.js';

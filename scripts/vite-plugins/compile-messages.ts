import type { Plugin } from 'vite';

/**
 * Keeps the compiled messages (shared/i18n/paraglide/, generated) in step with the catalogues
 * (shared/i18n/messages/): compiled as a build starts, so a build never ships a stale text, and
 * again whenever a catalogue changes under `npm run dev` (Vite then reloads what changed). Only
 * changed files are written (decision 021). Vitest compiles in its global setup instead.
 */
export function compileMessages(): Plugin {
  // Loaded when needed: the compiler (inlang's SDK) is heavy.
  const compile = async () => (await import('../i18n/compile-messages.ts')).ensureMessages();
  return {
    name: 'sports-academy:compile-messages',
    async buildStart() {
      if (process.env.VITEST) return;
      const touched = await compile();
      if (touched.length > 0) this.info(`compiled the messages: ${touched.length} files changed`);
    },
    async configureServer(server) {
      if (process.env.VITEST) return;
      const { CATALOGUE_DIR } = await import('../i18n/compile-messages.ts');
      server.watcher.add(CATALOGUE_DIR);
      server.watcher.on('change', (file) => {
        if (file.startsWith(CATALOGUE_DIR) && file.endsWith('.json'))
          compile().catch((error: unknown) => server.config.logger.error(String(error)));
      });
    },
  };
}

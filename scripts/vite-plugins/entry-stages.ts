import type { Plugin, Rolldown } from 'vite';

// The bundler's types, as Vite re-exports them (rolldown is Vite's dependency, not ours).
type OutputBundle = Rolldown.OutputBundle;
type OutputChunk = Rolldown.OutputChunk;

/**
 * The entry's stage modules, in the order they evaluate (pwa/entry/react.ts): each ends with an
 * `await` that ends the task, so its chunk's code and the chunks after it run in tasks of their
 * own. vite.config.ts's codeSplitting groups give each its chunk.
 */
export const ENTRY_STAGES = ['pwa/entry/react.ts', 'pwa/entry/libraries.ts'] as const;

type ChunkShape = Pick<OutputChunk, 'fileName' | 'isEntry' | 'imports' | 'moduleIds'>;

/**
 * What would undo the stages without a word: a stage module that is not the last of its chunk
 * (the modules after it would run in the next task, uncounted), or a chunk of the entry's static
 * graph that does not import the stage's chunk (it would evaluate beside it, in the same task).
 */
export function entryStageProblems(chunks: readonly ChunkShape[]): string[] {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const entry = chunks.find((chunk) => chunk.isEntry);
  if (!entry) return ['the build has no entry chunk'];
  const importsOf = (chunk: ChunkShape, found = new Set<string>()): Set<string> => {
    for (const file of chunk.imports) {
      const imported = byFile.get(file);
      if (!imported || found.has(file)) continue;
      found.add(file);
      importsOf(imported, found);
    }
    return found;
  };
  const initial = [entry, ...[...importsOf(entry)].flatMap((file) => byFile.get(file) ?? [])];
  const problems: string[] = [];
  const earlier = new Set<string>();
  for (const stage of ENTRY_STAGES) {
    const chunk = initial.find((item) => item.moduleIds.some((id) => id.endsWith(`/${stage}`)));
    if (!chunk) {
      problems.push(`${stage} is in no chunk of the entry's static graph`);
      continue;
    }
    if (!chunk.moduleIds.at(-1)?.endsWith(`/${stage}`)) {
      problems.push(`${stage} is not the last module of ${chunk.fileName}`);
    }
    // What the stage's chunk imports runs before it (Rolldown's runtime helpers, an earlier stage).
    for (const file of [chunk.fileName, ...importsOf(chunk)]) earlier.add(file);
    for (const later of initial) {
      if (!earlier.has(later.fileName) && !importsOf(later).has(chunk.fileName)) {
        problems.push(`${later.fileName} does not wait for ${chunk.fileName} (${stage})`);
      }
    }
  }
  return problems;
}

/**
 * Fails the client build when its chunks no longer evaluate in the stages above. Production builds
 * only: `vite build --mode development` (React's development build, to read a hydration error's
 * diff) puts React's development modules after the stage module, and nobody measures that build.
 */
export function checkEntryStages(): Plugin {
  return {
    name: 'sports-academy:entry-stages',
    apply: (_config, { command, mode }) => command === 'build' && mode === 'production',
    generateBundle(_options, bundle: OutputBundle) {
      const chunks = Object.values(bundle).filter(
        (item): item is OutputChunk => item.type === 'chunk',
      );
      const problems = entryStageProblems(chunks);
      if (problems.length) this.error(`The entry's stages are undone:\n${problems.join('\n')}`);
    },
  };
}

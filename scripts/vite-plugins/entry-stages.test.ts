import { describe, expect, it } from 'vitest';
import { entryStageProblems } from './entry-stages.ts';

const chunk = (fileName: string, moduleIds: string[], imports: string[] = [], isEntry = false) => ({
  fileName,
  moduleIds: moduleIds.map((id) => `/repo/${id}`),
  imports,
  isEntry,
});

const react = chunk('react.js', ['node_modules/react-dom/client.js', 'pwa/entry/react.ts']);
const query = chunk(
  'query.js',
  ['node_modules/react-router/index.mjs', 'pwa/entry/libraries.ts'],
  ['react.js'],
);

describe('entryStageProblems', () => {
  it('accepts stages that each end their chunk, with every later chunk importing them', () => {
    const app = chunk('app.js', ['pwa/app/router.tsx'], ['query.js', 'react.js']);
    const entry = chunk('index.js', ['pwa/main.tsx'], ['app.js', 'query.js'], true);
    expect(entryStageProblems([entry, app, query, react])).toEqual([]);
  });

  it('names a chunk of the first paint that would evaluate beside a stage, in its task', () => {
    const icons = chunk('icons.js', ['node_modules/lucide-react/icons.js']);
    const entry = chunk('index.js', ['pwa/main.tsx'], ['query.js', 'icons.js'], true);
    expect(entryStageProblems([entry, icons, query, react])).toEqual([
      'icons.js does not wait for react.js (pwa/entry/react.ts)',
      'icons.js does not wait for query.js (pwa/entry/libraries.ts)',
    ]);
  });

  it('names a stage with modules after it in its chunk, or in no chunk of the entry', () => {
    const merged = chunk('index.js', ['pwa/entry/react.ts', 'pwa/main.tsx'], [], true);
    expect(entryStageProblems([merged])).toEqual([
      'pwa/entry/react.ts is not the last module of index.js',
      "pwa/entry/libraries.ts is in no chunk of the entry's static graph",
    ]);
  });
});

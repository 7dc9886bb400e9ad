// The layers' boundaries are lint rules (eslint.config.js, decision 019): each one is shown to
// fire here, on small files linted with the project's own configuration. The files are virtual,
// placed in each layer; what they import is real, so the resolver finds it as it would in code.
// The cycles are real files in a temporary folder, checked by oxlint (decision 050), which reads
// the imported files.
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile, mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { ESLint } from 'eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const CONFIG = join(ROOT, 'eslint.config.js');
const eslint = new ESLint({ cwd: ROOT, overrideConfigFile: CONFIG });
const OXLINT = join(ROOT, 'node_modules/oxlint/bin/oxlint');
const execFileAsync = promisify(execFile);

/** The rules that fire on `code` as the file at `path` (relative to the project). */
async function rulesFiredOn(path: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: join(ROOT, path) });
  return (result?.messages ?? []).map((message) => message.ruleId ?? message.message);
}

const RESTRICTED = 'import-x/no-restricted-paths';

// The first lint loads the configuration, its plugins and the resolver; the tests after it find
// them loaded. On a busy machine that first lint outlasts a test's time, so it happens here.
beforeAll(async () => {
  await rulesFiredOn(
    'pwa/features/payments/api/fixture.ts',
    "export { useSelections } from '#pwa/features/selections/api/get-selections.ts';\n",
  );
}, 180_000);

describe('a feature importing another feature', () => {
  it('fails, by alias or by relative path', async () => {
    expect(
      await rulesFiredOn(
        'pwa/features/payments/api/fixture.ts',
        "export { useSelections } from '#pwa/features/selections/api/get-selections.ts';\n",
      ),
    ).toEqual([RESTRICTED]);
    expect(
      await rulesFiredOn(
        'pwa/features/payments/components/fixture.ts',
        "export { ClassCard } from '../../classes/components/class-card.tsx';\n",
      ),
    ).toEqual([RESTRICTED]);
  });

  it('passes within the feature, and from a route composing features', async () => {
    expect(
      await rulesFiredOn(
        'pwa/features/selections/components/fixture.ts',
        "export { useSelections } from '../api/get-selections.ts';\n",
      ),
    ).toEqual([]);
    expect(
      await rulesFiredOn(
        'pwa/app/routes/fixture.ts',
        "export { useSelections } from '#pwa/features/selections/api/get-selections.ts';\n" +
          "export { ClassCard } from '#pwa/features/classes/components/class-card.tsx';\n",
      ),
    ).toEqual([]);
  });
});

describe('a feature importing the app', () => {
  it('fails, by alias or by relative path, type imports included', async () => {
    expect(
      await rulesFiredOn(
        'pwa/features/payments/components/fixture.ts',
        "export { AppRouter } from '#pwa/app/app-router.tsx';\n",
      ),
    ).toEqual([RESTRICTED]);
    expect(
      await rulesFiredOn(
        'pwa/features/payments/api/fixture.ts',
        "import type { RouterHistory } from '../../../app/app-router.tsx';\nexport type X = RouterHistory;\n",
      ),
    ).toEqual([RESTRICTED]);
  });

  it('passes for pwa/lib and pwa/components', async () => {
    expect(
      await rulesFiredOn(
        'pwa/features/payments/components/fixture.ts',
        "export { paths } from '#pwa/lib/navigation/paths.ts';\n" +
          "export { Button } from '#pwa/components/ui/button.tsx';\n",
      ),
    ).toEqual([]);
  });
});

describe('a component importing a feature or the app', () => {
  it('fails', async () => {
    expect(
      await rulesFiredOn(
        'pwa/components/layout/fixture.ts',
        "export { useSelections } from '#pwa/features/selections/api/get-selections.ts';\n",
      ),
    ).toEqual([RESTRICTED]);
    expect(
      await rulesFiredOn(
        'pwa/components/lists/fixture.ts',
        "export { AppRouter } from '../../app/app-router.tsx';\n",
      ),
    ).toEqual([RESTRICTED]);
  });

  it('passes for pwa/lib and other components', async () => {
    expect(
      await rulesFiredOn(
        'pwa/components/layout/fixture.ts',
        "export { paths } from '#pwa/lib/navigation/paths.ts';\n" +
          "export { Button } from '../ui/button.tsx';\n",
      ),
    ).toEqual([]);
  });
});

describe('pwa/lib importing a component, a feature or the app', () => {
  it('fails', async () => {
    for (const code of [
      "export { Button } from '#pwa/components/ui/button.tsx';\n",
      "export { useSelections } from '#pwa/features/selections/api/get-selections.ts';\n",
      "import type { RouterHistory } from '../../app/app-router.tsx';\nexport type X = RouterHistory;\n",
    ]) {
      expect(await rulesFiredOn('pwa/lib/auth/fixture.ts', code), code).toEqual([RESTRICTED]);
    }
  });

  it('passes within pwa/lib and for shared/', async () => {
    expect(
      await rulesFiredOn(
        'pwa/lib/auth/fixture.ts',
        "export { toastError } from '../feedback/toasts.ts';\n" +
          "export { paths } from '#shared/pages/page-table.ts';\n",
      ),
    ).toEqual([]);
  });
});

describe('api/ importing pwa/', () => {
  it('fails, type imports included', async () => {
    expect(
      await rulesFiredOn(
        'api/lib/fixture.ts',
        "export { paths } from '#pwa/lib/navigation/paths.ts';\n",
      ),
    ).toEqual([RESTRICTED]);
    expect(
      await rulesFiredOn(
        'api/lib/fixture.ts',
        "import type { FromState } from '../../pwa/lib/navigation/paths.ts';\nexport type X = FromState;\n",
      ),
    ).toEqual([RESTRICTED]);
  });

  it('passes for shared/', async () => {
    expect(
      await rulesFiredOn(
        'api/lib/fixture.ts',
        "export { paths } from '#shared/pages/page-table.ts';\n",
      ),
    ).toEqual([]);
  });
});

describe('pwa/ importing api/', () => {
  it('fails, type imports included', async () => {
    expect(
      await rulesFiredOn('pwa/lib/fixture.ts', "export { parseEnv } from '#api/env.ts';\n"),
    ).toEqual([RESTRICTED]);
    expect(
      await rulesFiredOn(
        'pwa/app/fixture.ts',
        "import type { Env } from '../../api/env.ts';\nexport type X = Env;\n",
      ),
    ).toEqual([RESTRICTED]);
  });
});

describe('shared/ importing a layer above it or a package of one side', () => {
  it('fails for api/ and pwa/', async () => {
    expect(
      await rulesFiredOn('shared/fixture.ts', "export { parseEnv } from '#api/env.ts';\n"),
    ).toEqual([RESTRICTED]);
    expect(
      await rulesFiredOn(
        'shared/schemas/fixture.ts',
        "import type { FromState } from '../../pwa/lib/navigation/paths.ts';\nexport type X = FromState;\n",
      ),
    ).toEqual([RESTRICTED]);
  });

  it('fails for React, Dexie and drizzle, type imports included', async () => {
    for (const code of [
      "export { useState } from 'react';\n",
      "import type { ReactNode } from 'react';\nexport type X = ReactNode;\n",
      "export { default as Dexie } from 'dexie';\n",
      "export { sql } from 'drizzle-orm';\n",
      "export { integer } from 'drizzle-orm/sqlite-core';\n",
    ]) {
      expect(await rulesFiredOn('shared/fixture.ts', code), code).toEqual([
        'no-restricted-imports',
      ]);
    }
  });

  it('passes for zod and its own files', async () => {
    expect(
      await rulesFiredOn(
        'shared/fixture.ts',
        "export { z } from 'zod';\nexport { paths } from '#shared/pages/page-table.ts';\n" +
          "export { formatMoney } from './money.ts';\n",
      ),
    ).toEqual([]);
  });
});

describe('an import cycle', () => {
  let dir: string | undefined;
  afterAll(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('fails, through relative paths and through the package imports aliases', async () => {
    dir = await mkdtemp(join(tmpdir(), 'lint-cycle-'));
    await mkdir(join(dir, 'lib'));
    const files: Record<string, string> = {
      // The same "imports" as the project's package.json, for the alias.
      'package.json': JSON.stringify({ type: 'module', imports: { '#lib/*': './lib/*' } }),
      'lib/a.ts': "import { b } from './b.ts';\nexport const a = () => b;\n",
      'lib/b.ts': "import { a } from './a.ts';\nexport const b = () => a;\n",
      'lib/c.ts': "import { d } from '#lib/d.ts';\nexport const c = () => d;\n",
      'lib/d.ts': "import { c } from '#lib/c.ts';\nexport const d = () => c;\n",
      // import() runs after both modules are evaluated: a lazy way back is not a cycle.
      'lib/f.ts': "export const f = async () => (await import('./g.ts')).g;\n",
      'lib/g.ts': "import { f } from './f.ts';\nexport const g = () => f;\n",
      'lib/e.ts': "import { a } from './a.ts';\nexport const e = () => a;\n",
    };
    for (const [name, text] of Object.entries(files)) await writeFile(join(dir, name), text);
    // The project's own configuration, run as `npm run lint` runs it.
    const { stdout } = await execFileAsync(
      process.execPath,
      [OXLINT, '--config', join(ROOT, '.oxlintrc.json'), '--format', 'json', 'lib'],
      { cwd: dir },
    ).catch((error: { stdout: string }) => error);
    const report = JSON.parse(stdout) as {
      diagnostics: { code: string; filename: string }[];
    };
    const fired = report.diagnostics.map((diagnostic) => [diagnostic.filename, diagnostic.code]);
    expect(fired.sort()).toEqual([
      ['lib/a.ts', 'import(no-cycle)'],
      ['lib/b.ts', 'import(no-cycle)'],
      ['lib/c.ts', 'import(no-cycle)'],
      ['lib/d.ts', 'import(no-cycle)'],
    ]);
    // lib/e.ts imports a module of a cycle, but is in none: nothing fires there, nor in f and g.
  });
});

describe('a feature calling the API with a hand-written path', () => {
  const FEATURE_FILE = 'pwa/features/payments/api/fixture.ts';

  it("fails: ky's call shape, a fetch of /api, the untyped client imported", async () => {
    expect(
      await rulesFiredOn(
        FEATURE_FILE,
        "import { api } from '#pwa/lib/api/api-client.ts';\n" +
          "export const summary = () => api.get('payments/summary').json();\n",
      ),
    ).toEqual(['no-restricted-imports', 'no-restricted-syntax']);
    expect(
      await rulesFiredOn(
        FEATURE_FILE,
        "export const summary = () => fetch('/api/payments/summary');\n" +
          'export const receipt = (id: string) => fetch(`/api/payments/${id}/receipt`);\n',
      ),
    ).toEqual(['no-restricted-syntax', 'no-restricted-syntax']);
  });

  it('passes through the typed client, and below the features (the outbox sends stored requests)', async () => {
    expect(
      await rulesFiredOn(
        FEATURE_FILE,
        "import { apiClient } from '#pwa/lib/api/api-client.ts';\n" +
          "export const summary = () => apiClient.GET('/api/payments/summary');\n",
      ),
    ).toEqual([]);
    expect(
      await rulesFiredOn(
        'pwa/lib/outbox/fixture.ts',
        "import { api } from '../api/api-client.ts';\n" +
          "export const send = () => api.post('select');\n",
      ),
    ).toEqual([]);
  });
});

// Running a project tool (tsc, eslint, oxlint, prettier, knip, vitest, vite, playwright) from
// node_modules with its output on our terminal. Tools run through `node <their bin>`: no shell, no
// dependence on PATH.
import { spawn } from 'node:child_process';
import path from 'node:path';

export const TOOL_BINS = {
  // TypeScript 7's native compiler checks the types; the `typescript` package stays at 5 for the
  // tools that use its JavaScript API (decision 046).
  tsc: '@typescript/native/bin/tsc',
  eslint: 'eslint/bin/eslint.js',
  oxlint: 'oxlint/bin/oxlint',
  prettier: 'prettier/bin/prettier.cjs',
  vitest: 'vitest/vitest.mjs',
  vite: 'vite/bin/vite.js',
  playwright: '@playwright/test/cli.js',
  knip: 'knip/bin/knip.js',
} as const;

export type Tool = keyof typeof TOOL_BINS;

export function runTool(
  root: string,
  tool: Tool,
  args: readonly string[],
  env: NodeJS.ProcessEnv = process.env,
  output: Output = 'inherit',
): Promise<number> {
  const bin = path.join(root, 'node_modules', TOOL_BINS[tool]);
  return runCommand(process.execPath, [bin, ...args], { cwd: root, env, output });
}

/**
 * Where a command's output goes: 'inherit', to our terminal as it runs; or a list that collects
 * its stdout and stderr in the order written, for commands that run side by side and print their
 * output one after the other once they end.
 */
export type Output = 'inherit' | Buffer[];

/** Resolves with the exit code (1 when the command could not start or died from a signal). */
export function runCommand(
  command: string,
  args: readonly string[],
  options: { cwd?: string; env?: NodeJS.ProcessEnv; output?: Output } = {},
): Promise<number> {
  const { output = 'inherit' } = options;
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: options.cwd,
      env: options.env,
      stdio: output === 'inherit' ? 'inherit' : ['ignore', 'pipe', 'pipe'],
    });
    if (output !== 'inherit') {
      child.stdout?.on('data', (chunk: Buffer) => output.push(chunk));
      child.stderr?.on('data', (chunk: Buffer) => output.push(chunk));
    }
    child.on('error', (error) => {
      const message = `Could not run ${command}: ${error.message}\n`;
      if (output === 'inherit') process.stderr.write(message);
      else output.push(Buffer.from(message));
      resolve(1);
    });
    // 'close', not 'exit': by then the piped output has been read to its end.
    child.on('close', (code) => resolve(code ?? 1));
  });
}

// Running a project tool (tsc, eslint, vitest, vite, playwright) from node_modules with its output
// on our terminal. Tools run through `node <their bin>`: no shell, no dependence on PATH.
import { spawn } from 'node:child_process';
import path from 'node:path';

export const TOOL_BINS = {
  tsc: 'typescript/bin/tsc',
  eslint: 'eslint/bin/eslint.js',
  vitest: 'vitest/vitest.mjs',
  vite: 'vite/bin/vite.js',
  playwright: '@playwright/test/cli.js',
} as const;

export type Tool = keyof typeof TOOL_BINS;

export function runTool(
  root: string,
  tool: Tool,
  args: readonly string[],
  env: NodeJS.ProcessEnv = process.env,
): Promise<number> {
  const bin = path.join(root, 'node_modules', TOOL_BINS[tool]);
  return runCommand(process.execPath, [bin, ...args], { cwd: root, env });
}

/** Resolves with the exit code (1 when the command could not start or died from a signal). */
export function runCommand(
  command: string,
  args: readonly string[],
  options: { cwd?: string; env?: NodeJS.ProcessEnv } = {},
): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: options.cwd, env: options.env, stdio: 'inherit' });
    child.on('error', (error) => {
      console.error(`Could not run ${command}: ${error.message}`);
      resolve(1);
    });
    child.on('exit', (code) => resolve(code ?? 1));
  });
}

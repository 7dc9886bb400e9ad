// Stopping a helper: a child that exits on the signal is not waited for any longer, and nothing of
// the wait is left behind to keep `npm test` or `npm start` alive after their work is done.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { describe, expect, it, onTestFinished } from 'vitest';
import { startChild } from './child-process.ts';

const CHILD_PROCESS_MODULE = new URL('./child-process.ts', import.meta.url).href;

describe('startChild(…).stop', () => {
  it('lets our process exit as soon as a child has exited on the signal', async () => {
    // A process of its own that starts a helper quick to stop, stops it with a grace period
    // longer than this test may take, and has nothing else to do: it must exit right after.
    const script = `import { startChild } from ${JSON.stringify(CHILD_PROCESS_MODULE)};
      const child = startChild(process.execPath, ['-e', "process.on('SIGTERM', () => process.exit(0)); console.log('up'); setInterval(() => {}, 1000);"], { name: 'quick to stop' });
      await new Promise((resolve) => child.process.stdout.once('data', resolve));
      await child.stop({ signal: 'SIGTERM', graceMs: 600_000 });
      console.log(child.exitReason());`;
    const runner = spawn(
      process.execPath,
      ['--import', 'tsx', '--input-type=module', '-e', script],
      {
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    onTestFinished(() => {
      runner.kill('SIGKILL');
    });
    let output = '';
    runner.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const [code] = (await once(runner, 'exit')) as [number | null];
    expect(code).toBe(0);
    expect(output.trim()).toBe('exited with code 0');
  }, 30_000);

  it('kills a child that ignores the signal once the grace period is over', async () => {
    const child = startChild(
      process.execPath,
      ['-e', "process.on('SIGTERM', () => {}); console.log('up'); setInterval(() => {}, 1000);"],
      { name: 'deaf to SIGTERM' },
    );
    await new Promise<void>((resolve) => child.process.stdout?.once('data', () => resolve()));
    await child.stop({ signal: 'SIGTERM', graceMs: 200 });
    expect(child.exitReason()).toBe('killed by SIGKILL');
  });
});

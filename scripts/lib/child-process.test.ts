// Stopping a helper: a child that exits on the signal is not waited for any longer, and nothing of
// the wait is left behind to keep `npm test` or `npm start` alive after their work is done.
import { describe, expect, it } from 'vitest';
import { startChild } from './child-process.ts';

const timersNow = () =>
  process.getActiveResourcesInfo().filter((resource) => resource === 'Timeout').length;

describe('startChild(…).stop', () => {
  it('leaves no timer running once a child has exited on the signal', async () => {
    const before = timersNow();
    const child = startChild(
      process.execPath,
      [
        '-e',
        "process.on('SIGTERM', () => process.exit(0)); console.log('up'); setInterval(() => {}, 1000);",
      ],
      { name: 'quick to stop' },
    );
    await new Promise<void>((resolve) => child.process.stdout?.once('data', () => resolve()));
    await child.stop({ signal: 'SIGTERM', graceMs: 60_000 });
    expect(child.exitReason()).toBe('exited with code 0');
    expect(timersNow()).toBe(before);
  });

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

import { describe, expect, it } from 'vitest';
import { runCommand } from './run-command.ts';

const node = (script: string) => [process.execPath, ['-e', script]] as const;

describe('runCommand', () => {
  it('holds a command’s stdout and stderr, in the order written, with its exit code', async () => {
    const held: Buffer[] = [];
    const [command, args] = node(
      "process.stdout.write('one\\n'); setTimeout(() => { process.stderr.write('two\\n'); process.exit(3); }, 20);",
    );
    const code = await runCommand(command, args, { output: held });
    expect(code).toBe(3);
    expect(Buffer.concat(held).toString()).toBe('one\ntwo\n');
  });

  it('holds the reason a command could not start, and counts it as a failure', async () => {
    const held: Buffer[] = [];
    const code = await runCommand('/no/such/command', [], { output: held });
    expect(code).toBe(1);
    expect(Buffer.concat(held).toString()).toMatch(/^Could not run \/no\/such\/command: .*ENOENT/);
  });
});

import { describe, expect, it, vi } from 'vitest';

describe('zod without eval', () => {
  it('is what z.config() reads, so zod never tries new Function', async () => {
    await import('./zod-without-eval.ts');
    const { config, z } = await import('zod');
    expect(config().jitless).toBe(true);
    const probe = vi.spyOn(globalThis, 'Function');
    expect(z.object({ name: z.string() }).parse({ name: 'Pat' })).toEqual({ name: 'Pat' });
    expect(probe).not.toHaveBeenCalled();
    probe.mockRestore();
  });
});

import { describe, expect, it, vi } from 'vitest';
import { loadCode } from './load-code.ts';

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('loadCode', () => {
  it('hands over the code once it loads, and tries again only when back online', async () => {
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue('the code');
    const loaded = vi.fn();
    loadCode(load, loaded);
    await settled();
    expect(loaded).not.toHaveBeenCalled();
    expect(load).toHaveBeenCalledTimes(1);

    window.dispatchEvent(new Event('online'));
    await settled();
    expect(loaded).toHaveBeenCalledExactlyOnceWith('the code');

    // Loaded: a later 'online' does not fetch it again.
    window.dispatchEvent(new Event('online'));
    await settled();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('hands nothing over once cancelled', async () => {
    const loaded = vi.fn();
    const cancel = loadCode(() => Promise.resolve('the code'), loaded);
    cancel();
    await settled();
    window.dispatchEvent(new Event('online'));
    await settled();
    expect(loaded).not.toHaveBeenCalled();
  });
});

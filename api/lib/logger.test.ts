import { afterEach, describe, expect, it, vi } from 'vitest';
import { createLineBuffer, createLogger } from './logger.ts';

afterEach(() => {
  vi.useRealTimers();
});

describe('createLineBuffer', () => {
  it('writes the lines of a burst together, once, after the delay', () => {
    vi.useFakeTimers();
    const chunks: string[] = [];
    const buffer = createLineBuffer((chunk) => chunks.push(chunk), { delayMs: 50 });
    buffer.write('a');
    buffer.write('b');
    buffer.write('c');
    expect(chunks).toEqual([]);
    vi.advanceTimersByTime(50);
    expect(chunks).toEqual(['a\nb\nc\n']);
  });

  it('writes at once when the batch reaches its size limit', () => {
    const chunks: string[] = [];
    const buffer = createLineBuffer((chunk) => chunks.push(chunk), { maxBytes: 10 });
    buffer.write('12345');
    expect(chunks).toEqual([]);
    buffer.write('67890');
    expect(chunks).toEqual(['12345\n67890\n']);
  });

  it('flush writes every queued line synchronously and cancels the pending batch', () => {
    vi.useFakeTimers();
    const chunks: string[] = [];
    const buffer = createLineBuffer((chunk) => chunks.push(chunk));
    buffer.write('last words');
    buffer.flush();
    expect(chunks).toEqual(['last words\n']);
    vi.runAllTimers();
    buffer.flush();
    expect(chunks).toEqual(['last words\n']);
  });
});

describe('createLogger', () => {
  it('puts the fields of a child (the request id) on every line it writes', () => {
    const lines: string[] = [];
    const logger = createLogger('info', {}, (line) => lines.push(line)).child({ requestId: 'r-1' });
    logger.info('request', { status: 200 });
    logger.warn('slow');
    logger.debug('hidden below the level');
    const parsed = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(parsed).toMatchObject([
      { level: 'info', msg: 'request', requestId: 'r-1', status: 200 },
      { level: 'warn', msg: 'slow', requestId: 'r-1' },
    ]);
  });

  it('writes the same JSON text as stringifying the whole line at once', () => {
    const lines: string[] = [];
    const root = createLogger('debug', {}, (line) => lines.push(line));
    const fields = { path: '/api/"x"\n', error: { name: 'E', stack: 'a\nb' }, ms: 3 };
    root.child({ requestId: 'r-2' }).error('unhandled "error"', fields);
    root.info('no fields');
    const [first, second] = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(lines[0]).toBe(
      JSON.stringify({
        time: first?.time,
        level: 'error',
        msg: 'unhandled "error"',
        requestId: 'r-2',
        ...fields,
      }),
    );
    expect(lines[1]).toBe(JSON.stringify({ time: second?.time, level: 'info', msg: 'no fields' }));
  });
});

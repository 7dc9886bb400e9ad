/**
 * One frame at a time to the decoder: in a Worker where the browser gives one (the camera's
 * preview stays smooth), else on the main thread (the decoder bounds its own time per frame).
 */
type Frame = { width: number; height: number; data: Uint8ClampedArray };

export type FrameDecoder = { decode(frame: Frame): Promise<string | null>; close(): void };

function workerDecoder(): FrameDecoder {
  const worker = new Worker(new URL('./qr-decode.worker.ts', import.meta.url), { type: 'module' });
  let waiting: ((text: string | null) => void) | null = null;
  worker.onmessage = (event: MessageEvent<string | null>) => {
    waiting?.(event.data);
    waiting = null;
  };
  worker.onerror = () => {
    waiting?.(null);
    waiting = null;
  };
  return {
    decode: (frame) =>
      new Promise((resolve) => {
        waiting = resolve;
        worker.postMessage(frame, [frame.data.buffer]);
      }),
    close: () => worker.terminate(),
  };
}

function mainThreadDecoder(): FrameDecoder {
  const decoder = import('qr/decode.js');
  return {
    decode: async (frame) => {
      try {
        return (await decoder).default(frame);
      } catch {
        return null;
      }
    },
    close: () => undefined,
  };
}

export function createFrameDecoder(): FrameDecoder {
  try {
    return typeof Worker === 'undefined' ? mainThreadDecoder() : workerDecoder();
  } catch {
    return mainThreadDecoder();
  }
}

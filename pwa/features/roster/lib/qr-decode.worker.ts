/// <reference lib="webworker" />
// Decodes camera frames off the main thread with paulmillr's `qr` decoder (decision 025): the
// page posts one frame's RGBA pixels at a time and gets the text back, or null for a frame with
// no readable code (the decoder throws then; the next frame is another try).
import decodeQR from 'qr/decode.js';

type Frame = { width: number; height: number; data: Uint8ClampedArray };

self.onmessage = (event: MessageEvent<Frame>) => {
  let text: string | null = null;
  try {
    text = decodeQR(event.data);
  } catch {
    text = null;
  }
  self.postMessage(text);
};

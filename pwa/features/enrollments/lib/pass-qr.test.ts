// The pass's QR code reads back with the decoder the door uses (qr/decode.js), drawn as the
// pass draws it: the matrix with its quiet zone, scaled up, black on white.
import decodeQR from 'qr/decode.js';
import { describe, expect, it } from 'vitest';
import { passPayload } from '#shared/check-in/pass.ts';
import { qrMatrix } from './pass-qr.ts';

function rasterize(matrix: boolean[][], scale: number) {
  const width = matrix.length * scale;
  const data = new Uint8ClampedArray(width * width * 4).fill(255);
  for (let y = 0; y < width; y += 1) {
    for (let x = 0; x < width; x += 1) {
      if (!matrix[Math.floor(y / scale)]![Math.floor(x / scale)]) continue;
      data.fill(0, (y * width + x) * 4, (y * width + x) * 4 + 3);
    }
  }
  return { width, height: width, data };
}

describe("the pass's QR code", () => {
  it('decodes to the pass payload, with a quiet zone around it', () => {
    const text = passPayload(crypto.randomUUID(), 'f'.repeat(32));
    const matrix = qrMatrix(text);
    expect(matrix[0]!.every((dark) => !dark)).toBe(true);
    expect(decodeQR(rasterize(matrix, 6))).toBe(text);
  });
});

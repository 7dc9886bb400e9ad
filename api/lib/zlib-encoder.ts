// The Node server's compressor for API responses (node:zlib, off the event loop). Workers do not
// use it: Cloudflare compresses at the edge (content-encoding.ts).
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Encoder } from './content-encoding.ts';

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * On catalogue JSON, Brotli's strongest quality is quick for a small response and far too slow
 * for the whole catalogue at scale, where quality 5 runs at about gzip's speed for half its size
 * (docs/performance.md). So the strongest setting only for small responses sent many times.
 */
const STRONG_UP_TO_BYTES = 64 * 1024;

export const zlibEncoder: Encoder = async (bytes, encoding, reusable) => {
  const strong = reusable && bytes.byteLength <= STRONG_UP_TO_BYTES;
  const compressed =
    encoding === 'gzip'
      ? await gzipAsync(bytes, { level: strong ? 9 : 6 })
      : await brotliAsync(bytes, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: strong ? constants.BROTLI_MAX_QUALITY : 5,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            [constants.BROTLI_PARAM_SIZE_HINT]: bytes.byteLength,
          },
        });
  // Into a plain ArrayBuffer-backed view, the type Response bodies take.
  return new Uint8Array(compressed);
};

// Brotli and gzip copies of the built PWA's text files, made once per file and kept in memory, so
// the Node server never compresses per request. Cloudflare compresses on its own (Workers only).
import { readFile } from 'node:fs/promises';
import { extname } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text formats the build emits; images and fonts are already compressed. */
const COMPRESSIBLE = new Set([
  '.html',
  '.js',
  '.mjs',
  '.css',
  '.json',
  '.webmanifest',
  '.svg',
  '.txt',
  '.xml',
  '.map',
]);

export interface FileVariants {
  identity: Buffer;
  /** null when the copy would not be smaller than the file itself. */
  br: Buffer | null;
  gzip: Buffer | null;
}

export function isCompressible(path: string): boolean {
  return COMPRESSIBLE.has(extname(path).toLowerCase());
}

/** What a file's bytes become before they are served (a page's links made absolute). */
export type FileTransform = (bytes: Buffer) => Buffer;

async function compressFile(path: string, transform?: FileTransform): Promise<FileVariants> {
  const read = await readFile(path);
  const identity = transform ? transform(read) : read;
  const [br, gz] = await Promise.all([
    // Quality 11 is slow but runs once per file, off the event loop.
    brotliAsync(identity, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
      },
    }),
    gzipAsync(identity, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  return {
    identity,
    br: br.length < identity.length ? br : null,
    gzip: gz.length < identity.length ? gz : null,
  };
}

interface Entry {
  mtimeMs: number;
  size: number;
  variants: Promise<FileVariants>;
}

/**
 * Copies keyed by absolute path. A file whose mtime or size changed since (a rebuild while the
 * server runs) is compressed again; concurrent first requests share one compression.
 */
export function createCompressionCache() {
  const entries = new Map<string, Entry>();
  return {
    /** A cache serves one `transform` (a cache per origin for the pages' links). */
    variantsOf(
      path: string,
      info: { mtimeMs: number; size: number },
      transform?: FileTransform,
    ): Promise<FileVariants> {
      const cached = entries.get(path);
      if (cached && cached.mtimeMs === info.mtimeMs && cached.size === info.size) {
        return cached.variants;
      }
      const variants = compressFile(path, transform);
      const entry = { mtimeMs: info.mtimeMs, size: info.size, variants };
      entries.set(path, entry);
      // A failed read (file deleted meanwhile) must not stay cached.
      variants.catch(() => {
        if (entries.get(path) === entry) entries.delete(path);
      });
      return variants;
    },
  };
}

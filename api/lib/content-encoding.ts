// Which content coding to respond with, and the compressor the Node server lends the app. Workers
// get none: Cloudflare compresses at the edge, and bytes compressed here would be compressed again
// there unless sent with encodeBody: 'manual' (docs/decisions/010).

export type Encoding = 'br' | 'gzip';

/** Bytes a Response or Web Crypto takes as they are. */
export type Bytes = Uint8Array<ArrayBuffer>;

/** Compresses one body; `reusable` bodies (cached responses) may take a slower, stronger setting. */
export type Encoder = (bytes: Bytes, encoding: Encoding, reusable: boolean) => Promise<Bytes>;

/** Below this the encoding headers cost about what compression saves. */
export const MIN_COMPRESSIBLE_BYTES = 1024;

/**
 * The coding for an Accept-Encoding header, with its q-values: Brotli when the client takes it at
 * least as willingly as gzip (smaller on JSON too), gzip next, else null (identity).
 */
export function preferredEncoding(acceptEncoding: string | null | undefined): Encoding | null {
  if (!acceptEncoding) return null;
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    weights.set(name.trim(), Number.isFinite(weight) ? weight : 0);
  }
  const weightOf = (name: string) => weights.get(name) ?? weights.get('*') ?? 0;
  const br = weightOf('br');
  const gz = weightOf('gzip');
  if (br > 0 && br >= gz) return 'br';
  if (gz > 0) return 'gzip';
  return null;
}

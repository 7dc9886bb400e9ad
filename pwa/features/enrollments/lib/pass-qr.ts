import encodeQR from 'qr';

/** Modules of light margin around the code: the quiet zone scanners need to find it. */
export const QUIET_ZONE = 4;

/**
 * A pass's QR code as rows of dark (true) and light modules, quiet zone included (paulmillr's
 * `qr` encoder). Error correction "medium": a cracked screen or a glare still reads.
 */
export function qrMatrix(text: string): boolean[][] {
  return encodeQR(text, 'raw', { ecc: 'medium', border: QUIET_ZONE });
}

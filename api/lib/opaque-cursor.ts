// Cursors the API hands out (sync positions, page positions) are opaque to clients: base64url of
// a few text parts, so nobody builds one by hand and the format can change behind a version part.
// Web APIs only (btoa/atob), so it runs on Workers too.

const SEPARATOR = '\n';

export function encodeCursor(parts: readonly string[]): string {
  const bytes = new TextEncoder().encode(parts.join(SEPARATOR));
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
}

/** The parts of a cursor made by encodeCursor, or null for anything else. */
export function decodeCursor(cursor: string, expectedParts: number): string[] | null {
  if (!/^[\w-]+$/.test(cursor)) return null;
  try {
    const binary = atob(cursor.replaceAll('-', '+').replaceAll('_', '/'));
    const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
    const parts = new TextDecoder('utf-8', { fatal: true }).decode(bytes).split(SEPARATOR);
    return parts.length === expectedParts ? parts : null;
  } catch {
    return null;
  }
}

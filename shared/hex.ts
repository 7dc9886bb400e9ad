// Bytes as text, the one way: digests and random tokens as lowercase hex, with Web Crypto, which
// Node, Workers and browsers all have.

/** Bytes as lowercase hex, two digits a byte. */
export function hexOf(bytes: Uint8Array): string {
  return [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** Hex SHA-256 of a text: stable idempotency keys, ETags, the digests a saved roster holds. */
export async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return hexOf(new Uint8Array(digest));
}

/** 128 random bits as 32 hex digits: a secret that is its own proof (a pass, a calendar feed). */
export function randomToken(): string {
  return hexOf(crypto.getRandomValues(new Uint8Array(16)));
}

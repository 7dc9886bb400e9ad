// Who a request comes from, without a signature check and a users-table read on every call:
// - a verified access token is remembered by its exact text until its own `exp` (checked against
//   the same clock jwtVerify uses), so a forged or altered token is never found here and an
//   expired one is refused as before;
// - the caller's users row (role, id, name) is reused for reads for at most `maxAgeMs`. Writes
//   always read it fresh, and every write handled by this process empties these rows, so a role
//   change or a deleted user shows at once here and within `maxAgeMs` in other processes
//   (decision 010).
import { verifyAccessToken, type AccessTokenConfig } from './access-token.ts';
import type { Role } from './context.ts';

export interface CallerRecord {
  id: string;
  name: string | null;
  role: Role | null;
}

export interface CallerCache {
  /** The e-mail of a valid access token, or null. */
  emailOf(token: string): Promise<string | null>;
  /** The users row for `email` (undefined: none), read by `read` when older than maxAgeMs. */
  recordOf(
    email: string,
    read: () => Promise<CallerRecord | undefined>,
  ): Promise<CallerRecord | undefined>;
  /** Forget every users row read so far (after a local write). */
  invalidate(): void;
}

/** More distinct tokens or callers than this in one process: the oldest are forgotten. */
const MAX_ENTRIES = 10_000;

function remember<K, V>(map: Map<K, V>, key: K, value: V): void {
  if (map.size >= MAX_ENTRIES) {
    const oldest = map.keys().next().value;
    if (oldest !== undefined) map.delete(oldest);
  }
  map.set(key, value);
}

export function createCallerCache(
  tokens: AccessTokenConfig,
  { maxAgeMs, clock = Date.now }: { maxAgeMs: number; clock?: (() => number) | undefined },
): CallerCache {
  const verified = new Map<string, { email: string; expiresAtMs: number }>();
  let records = new Map<string, { readAt: number; record: Promise<CallerRecord | undefined> }>();

  return {
    async emailOf(token) {
      const known = verified.get(token);
      if (known) {
        if (tokens.now().getTime() < known.expiresAtMs) return known.email;
        verified.delete(token);
        return null;
      }
      const claims = await verifyAccessToken(token, tokens);
      if (!claims) return null;
      remember(verified, token, claims);
      return claims.email;
    },
    recordOf(email, read) {
      const at = clock();
      const held = records.get(email);
      if (held && at - held.readAt < maxAgeMs) return held.record;
      const map = records;
      const entry = { readAt: at, record: read() };
      remember(map, email, entry);
      entry.record.catch(() => {
        if (map.get(email) === entry) map.delete(email);
      });
      return entry.record;
    },
    invalidate() {
      // A new map: a read still running for the old one cannot land in the new one.
      records = new Map();
    },
  };
}

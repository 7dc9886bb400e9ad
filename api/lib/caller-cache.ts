// Who a request comes from, without a signature check and a users-table read on every call:
// - a verified access token is remembered by its exact text until its own `exp` (checked against
//   the same clock jwtVerify uses), so a forged or altered token is never found here and an
//   expired one is refused as before;
// - what the database says of the token's uid (its users row, or removed, or not recorded yet:
//   api/services/accounts.ts) is reused for reads for at most `maxAgeMs`. Writes always read it
//   fresh, and every write handled by this process empties these states, so a role change or a
//   user an admin removed shows at once here and within `maxAgeMs` in other processes
//   (decision 010, decision 017).
import type { AccountState } from '../services/accounts.ts';
import {
  verifyAccessToken,
  type AccessTokenClaims,
  type AccessTokenConfig,
} from './access-token.ts';

export interface CallerCache {
  /** The claims of a valid access token, or null. */
  claimsOf(token: string): Promise<AccessTokenClaims | null>;
  /** The account state for `key`, read by `read` when older than maxAgeMs. */
  stateOf(key: string, read: () => Promise<AccountState>): Promise<AccountState>;
  /** Forget every account state read so far (after a local write). */
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
  const verified = new Map<string, AccessTokenClaims>();
  let states = new Map<string, { readAt: number; state: Promise<AccountState> }>();

  return {
    async claimsOf(token) {
      const known = verified.get(token);
      if (known) {
        if (tokens.now().getTime() < known.expiresAtMs) return known;
        verified.delete(token);
        return null;
      }
      const claims = await verifyAccessToken(token, tokens);
      if (!claims) return null;
      remember(verified, token, claims);
      return claims;
    },
    stateOf(key, read) {
      const at = clock();
      const held = states.get(key);
      if (held && at - held.readAt < maxAgeMs) return held.state;
      const map = states;
      const entry = { readAt: at, state: read() };
      remember(map, key, entry);
      entry.state.catch(() => {
        if (map.get(key) === entry) map.delete(key);
      });
      return entry.state;
    },
    invalidate() {
      // A new map: a read still running for the old one cannot land in the new one.
      states = new Map();
    },
  };
}

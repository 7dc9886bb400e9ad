/**
 * The signed-in user's role, from GET /api/users/role (one request at each start, where the
 * original app's three checks, one per staff role, made three), with the last answer kept in
 * localStorage for when the API cannot answer (down, 502, offline). The dashboard needs
 * the role to choose its screens; without this, a reload while the API is down showed "We could
 * not check your access" instead of the saved lists (the query cache keeps only successful
 * queries, so one failed refetch drops the role from it). The server still checks every request.
 */
import { HTTPError } from 'ky';
import type { Role } from '#shared/schemas/user.ts';
import { apiClient, dataOf } from '../api/api-client.ts';

export type { Role };
const ROLES: readonly Role[] = ['admin', 'instructor', 'frontdesk', 'student'];

const LAST_ROLE_KEY = 'last-role';

function remember(email: string, role: Role): void {
  try {
    localStorage.setItem(LAST_ROLE_KEY, JSON.stringify({ email, role }));
  } catch {
    // Storage disabled (private mode): the role is simply asked again next time.
  }
}

function recall(email: string): Role | null {
  try {
    const saved = JSON.parse(localStorage.getItem(LAST_ROLE_KEY) ?? 'null') as {
      email?: unknown;
      role?: unknown;
    } | null;
    const role = ROLES.find((candidate) => candidate === saved?.role);
    return saved?.email === email && role ? role : null;
  } catch {
    return null;
  }
}

/** On logout: the next person on this device starts with no role. */
export function forgetRole(): void {
  try {
    localStorage.removeItem(LAST_ROLE_KEY);
  } catch {
    // Nothing stored.
  }
}

export async function fetchRole(email: string): Promise<Role> {
  try {
    const { role } = dataOf(await apiClient.GET('/api/users/role'));
    remember(email, role);
    return role;
  } catch (error) {
    // Only the API's own answer about this person (a 4xx) is final; anything else (no network,
    // a 5xx, a timeout, a body cut short) says nothing about their role.
    const answered = error instanceof HTTPError && error.response.status < 500;
    const saved = answered ? null : recall(email);
    if (saved) return saved;
    throw error;
  }
}

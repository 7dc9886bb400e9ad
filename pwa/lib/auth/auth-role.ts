/**
 * The signed-in user's role, from GET /api/users/{admin,instructor,frontdesk}/:email, with the last response
 * kept in localStorage for when the API cannot answer (down, 502, offline). The dashboard needs
 * the role to choose its screens; without this, a reload while the API is down showed "We could
 * not check your access" instead of the saved lists (the query cache keeps only successful
 * queries, so one failed refetch drops the role from it). The server still checks every request.
 */
import { HTTPError } from 'ky';
import { apiClient } from '../api/api-client.ts';

export type Role = 'admin' | 'instructor' | 'frontdesk' | 'student';

const LAST_ROLE_KEY = 'last-role';
/** The staff roles, in the order that decides for someone who holds two. */
const STAFF_ROLES = ['admin', 'instructor', 'frontdesk'] as const;
const ROLES: readonly Role[] = [...STAFF_ROLES, 'student'];

/** The API may answer `{admin: true}` (the old server's shape) or a bare boolean. */
function readFlag(body: unknown, key: string): boolean {
  if (typeof body === 'boolean') return body;
  return (
    typeof body === 'object' && body !== null && (body as Record<string, unknown>)[key] === true
  );
}

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
    const flags = await Promise.all(
      STAFF_ROLES.map(
        async (staff) =>
          (await apiClient.GET(`/api/users/${staff}/{email}`, { params: { path: { email } } }))
            .data,
      ),
    );
    const role: Role =
      STAFF_ROLES.find((staff, index) => readFlag(flags[index], staff)) ?? 'student';
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

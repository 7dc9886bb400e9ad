import { queryOptions, useQuery } from '@tanstack/react-query';
import { HTTPError } from 'ky';
import type { Class } from '#shared/schemas/class.ts';
import { api, isNetworkError } from '#pwa/lib/api-client.ts';

export const classKeys = {
  all: ['classes'] as const,
  approved: () => [...classKeys.all, 'approved'] as const,
};

/** `savedAt` is set when the list comes from this device's saved copy instead of the network. */
export type ApprovedClasses = { classes: Class[]; savedAt: string | null };

/** A failure worth answering from the saved copy: no network, or a server/proxy error. */
function canUseSavedCopy(error: unknown): boolean {
  return isNetworkError(error) || (error instanceof HTTPError && error.response.status >= 500);
}

/**
 * GET /api/class?status=approved, mirrored into IndexedDB; when the network fails, the saved
 * classes answer instead (DESIGN.md offline-first). Dexie is imported lazily: not first-paint code.
 */
export async function getApprovedClasses(): Promise<ApprovedClasses> {
  try {
    const body = await api.get('class', { searchParams: { status: 'approved' } }).json();
    // The API validates what it sends with shared/schemas; zod here would add ~24 KB gzip to
    // the first paint of /classes, so only the shape that matters is checked.
    if (!Array.isArray(body)) throw new Error('The classes could not be read.');
    // Visitors only get approved classes from the server; signed-in staff may get more.
    const classes = (body as Class[]).filter((item) => item.status === 'approved');
    void import('#pwa/lib/local-db.ts').then((db) => db.saveClasses(classes));
    return { classes, savedAt: null };
  } catch (error) {
    if (canUseSavedCopy(error)) {
      const saved = await (await import('#pwa/lib/local-db.ts')).readClasses();
      if (saved) return saved;
    }
    throw error;
  }
}

export const getApprovedClassesQueryOptions = () =>
  queryOptions({ queryKey: classKeys.approved(), queryFn: getApprovedClasses });

export function useApprovedClasses() {
  return useQuery(getApprovedClassesQueryOptions());
}

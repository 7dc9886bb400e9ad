import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { paidClassSchema, type PaidClass } from '#shared/schemas/payment.ts';
import { apiClient } from '#pwa/lib/api/api-client.ts';

import { enrollmentKeys } from '#pwa/lib/api/enrollment-keys.ts';

/** A student's enrollments: the classes they paid for (the key: pwa/lib/api/enrollment-keys.ts). */
export { enrollmentKeys };

/** GET /api/paid: the signed-in student's paid (enrolled) classes. */
export async function getPaidClasses(): Promise<PaidClass[]> {
  return z.array(paidClassSchema).parse((await apiClient.GET('/api/paid')).data);
}

export const getPaidClassesQueryOptions = () =>
  queryOptions({ queryKey: enrollmentKeys.all, queryFn: getPaidClasses });

export function usePaidClasses() {
  return useQuery(getPaidClassesQueryOptions());
}

import { Badge, type BadgeProps } from '#pwa/components/ui/badge.tsx';
import type { Class } from '#shared/schemas/class.ts';

/** UI.md: pending = amber, approved = emerald, Denied = red. */
const STATUS_TONE: Record<Class['status'], BadgeProps['variant']> = {
  pending: 'warning',
  approved: 'success',
  Denied: 'danger',
};

/** A class's review status as the spec writes it ('pending', 'approved', 'Denied'). */
export function ClassStatusBadge({ status }: { status: Class['status'] }) {
  return <Badge variant={STATUS_TONE[status] ?? 'muted'}>{status}</Badge>;
}

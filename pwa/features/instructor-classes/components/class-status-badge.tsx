import { Badge, type BadgeProps } from '#pwa/components/ui/badge.tsx';
import { CLASS_STATUS_WORD } from '#pwa/lib/i18n/class-status.ts';
import type { Class } from '#shared/schemas/class.ts';

/** product.md §9: pending = amber, approved = emerald, Denied = red. */
const STATUS_TONE: Record<Class['status'], BadgeProps['variant']> = {
  pending: 'warning',
  approved: 'success',
  Denied: 'danger',
};

/** A class's review status, in the page's language. */
export function ClassStatusBadge({ status }: { status: Class['status'] }) {
  return (
    <Badge variant={STATUS_TONE[status] ?? 'muted'}>
      {CLASS_STATUS_WORD[status]?.() ?? status}
    </Badge>
  );
}

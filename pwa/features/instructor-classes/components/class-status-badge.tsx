import { Badge, type BadgeProps } from '#pwa/components/ui/badge.tsx';
import { m } from '#shared/i18n/paraglide/messages.js';
import type { Class } from '#shared/schemas/class.ts';

/** UI.md: pending = amber, approved = emerald, Denied = red. */
const STATUS_TONE: Record<Class['status'], BadgeProps['variant']> = {
  pending: 'warning',
  approved: 'success',
  Denied: 'danger',
};

/** A status's word: in English as the spec writes it ('pending', 'approved', 'Denied'). */
export const STATUS_WORD: Record<Class['status'], () => string> = {
  pending: m.dashboard_status_pending,
  approved: m.dashboard_status_approved,
  Denied: m.dashboard_status_denied,
};

/** A class's review status, in the page's language. */
export function ClassStatusBadge({ status }: { status: Class['status'] }) {
  return (
    <Badge variant={STATUS_TONE[status] ?? 'muted'}>{STATUS_WORD[status]?.() ?? status}</Badge>
  );
}

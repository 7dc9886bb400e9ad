import { m } from '#shared/i18n/paraglide/messages.js';
import type { ClassStatus } from '#shared/schemas/class.ts';

/**
 * A class's review status as a word, in the page's language: English as product.md writes it
 * ('pending', 'approved', 'Denied'). The instructor's badge and the admin's buttons both say it.
 */
export const CLASS_STATUS_WORD: Record<ClassStatus, () => string> = {
  pending: m.dashboard_status_pending,
  approved: m.dashboard_status_approved,
  Denied: m.dashboard_status_denied,
};

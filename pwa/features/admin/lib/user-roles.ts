import { m } from '#shared/i18n/paraglide/messages.js';
import type { UserRole } from '#shared/schemas/user.ts';

export type PromotableRole = NonNullable<UserRole>;

/**
 * A role button is replaced by the plain role word once the user holds that role (product.md §4).
 */
export function holdsRole(role: UserRole, wanted: PromotableRole): boolean {
  return role === wanted;
}

export const ROLE_WORD: Record<PromotableRole, () => string> = {
  admin: m.admin_role_admin,
  instructor: m.admin_role_instructor,
  frontdesk: m.admin_role_frontdesk,
};
export const ROLE_BUTTON: Record<PromotableRole, () => string> = {
  admin: m.admin_make_admin,
  instructor: m.admin_make_instructor,
  frontdesk: m.admin_make_frontdesk,
};

export function promotedToast(name: string, role: PromotableRole): string {
  if (role === 'admin') return m.toast_made_admin({ name });
  if (role === 'frontdesk') return m.toast_made_frontdesk({ name });
  return m.toast_made_instructor({ name });
}

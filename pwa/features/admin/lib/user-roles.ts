import type { UserRole } from '#shared/schemas/user.ts';

export type PromotableRole = NonNullable<UserRole>;

/** A role button is replaced by the plain role word once the user holds that role (spec section 4). */
export function holdsRole(role: UserRole, wanted: PromotableRole): boolean {
  return role === wanted;
}

export const ROLE_WORD: Record<PromotableRole, string> = {
  admin: 'admin',
  instructor: 'instructor',
};
export const ROLE_BUTTON: Record<PromotableRole, string> = {
  admin: 'Make Admin',
  instructor: 'Make Instructor',
};

export function promotedToast(name: string, role: PromotableRole): string {
  return role === 'admin' ? `${name} is an Admin Now!` : `${name} is an Instructor Now!`;
}

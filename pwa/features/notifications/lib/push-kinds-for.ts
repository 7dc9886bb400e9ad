import type { Role } from '#pwa/lib/auth/auth.tsx';
import { PUSH_KINDS, type PushKind } from '#shared/notifications/kinds.ts';

/**
 * The kinds a person of each role can get (shared/notifications/kinds.ts says whom each goes to),
 * so an instructor is not asked about waitlist offers. The others keep their saved choice.
 */
export const PUSH_KINDS_FOR: Record<Role, readonly PushKind[]> = {
  instructor: ['class_approved', 'class_denied'],
  student: PUSH_KINDS.filter((kind) => kind !== 'class_approved' && kind !== 'class_denied'),
  admin: PUSH_KINDS,
  // Nothing is told to the front desk as such: what it records is told to the student.
  frontdesk: [],
};

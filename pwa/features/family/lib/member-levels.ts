import { m } from '#shared/i18n/paraglide/messages.js';
import type { FamilyMember } from '#shared/schemas/family.ts';

type MemberLevel = NonNullable<FamilyMember['level']>;

/** A person's level in words: a class's names say who it is for ("Beginners"), not who one is. */
export const MEMBER_LEVEL_NAMES: Record<MemberLevel, () => string> = {
  beginner: m.member_level_beginner,
  intermediate: m.member_level_intermediate,
  advanced: m.member_level_advanced,
};

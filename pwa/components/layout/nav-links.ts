import { paths } from '#pwa/lib/navigation/paths.ts';
import { m } from '#shared/i18n/paraglide/messages.js';

/** `label` is its message (read as it renders, in the page's language); `to` product.md's path. */
export type NavItem = { label: () => string; to: string; end?: boolean; signedInOnly?: boolean };

/**
 * product.md's navigation: Blogs and Contact both lead home; they jump to the home page's news and
 * contact sections (ids 'news' and 'contact') and are never shown as the active link.
 */
export const NAV_ITEMS: readonly NavItem[] = [
  { label: m.nav_home, to: paths.home, end: true },
  { label: m.nav_instructors, to: paths.instructors },
  { label: m.nav_classes, to: paths.classes },
  { label: m.nav_blogs, to: '/#news' },
  { label: m.nav_contact, to: '/#contact' },
  { label: m.nav_dashboard, to: paths.dashboard.root, signedInOnly: true },
];

/** Only real pages get the active (bold) style; the '/#…' jumps would all light up on '/'. */
export function isSectionLink(item: NavItem): boolean {
  return item.to.includes('#');
}

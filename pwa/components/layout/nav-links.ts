import { paths } from '#pwa/app/paths.ts';

export type NavItem = { label: string; to: string; end?: boolean; signedInOnly?: boolean };

/**
 * The spec's navigation: Blogs and Contact both lead home; they jump to the home page's news and
 * contact sections (ids 'news' and 'contact') and are never shown as the active link.
 */
export const NAV_ITEMS: readonly NavItem[] = [
  { label: 'Home', to: paths.home, end: true },
  { label: 'Instructors', to: paths.instructors },
  { label: 'Classes', to: paths.classes },
  { label: 'Blogs', to: '/#news' },
  { label: 'Contact', to: '/#contact' },
  { label: 'Dashboard', to: paths.dashboard.root, signedInOnly: true },
];

/** Only real pages get the active (bold) style; the '/#…' jumps would all light up on '/'. */
export function isSectionLink(item: NavItem): boolean {
  return item.to.includes('#');
}

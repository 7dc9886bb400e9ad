/**
 * The pages whose HTML is rendered at build time (scripts/prerender.ts, decision 012), and which
 * HTML file answers a navigation. Public pages only, and only what does not depend on data or on
 * who is signed in: the shell, the hero, headings and the same loading skeletons the client shows
 * before its data arrives. Every other path gets the generic shell (the loading screen).
 */
import { paths } from './paths.ts';

/** Path → file in dist/. `/classes` → classes.html is also how Cloudflare's assets resolve it. */
export const PRERENDERED_PAGES: Readonly<Record<string, string>> = {
  [paths.home]: 'index.html',
  [paths.classes]: 'classes.html',
  [paths.instructors]: 'instructor.html',
  [paths.popularInstructors]: 'popularinstructors.html',
};

/** Any other route of the app: index.html's head and scripts around the loading screen. */
export const SHELL_FILE = 'shell.html';

/** A path as the page tables key it: lower case, no trailing slash ('/Classes/' → '/classes'). */
export function pageKeyOf(pathname: string): string {
  return (pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname).toLowerCase();
}

/** The HTML file (no leading slash) that answers a navigation to `pathname`. */
export function htmlFileFor(pathname: string): string {
  return PRERENDERED_PAGES[pageKeyOf(pathname)] ?? SHELL_FILE;
}

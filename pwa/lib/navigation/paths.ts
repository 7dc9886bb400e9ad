// The routes by name live with the page table (shared/pages/page-table.ts), which the servers
// read too; links in the app name them from here.
export { paths } from '#shared/pages/page-table.ts';

/** Navigation state carried to /login so the user comes back where they were (product.md §2). */
export type FromState = { from?: { pathname: string; search?: string; hash?: string } };

/** An instructor's card on /instructor, by e-mail (the card's id; a class page links to it). */
export const instructorAnchorOf = (email: string) => `instructor-${email.trim().toLowerCase()}`;

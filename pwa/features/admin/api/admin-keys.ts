export const adminKeys = {
  /** The user list's pages (pwa/lib/api/paged-list.ts says why the key ends in 'pages'). */
  users: ['admin', 'users', 'pages'] as const,
  classes: ['admin', 'classes'] as const,
};

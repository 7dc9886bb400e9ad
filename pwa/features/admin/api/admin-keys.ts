export const adminKeys = {
  users: ['admin', 'users'] as const,
  classes: ['admin', 'classes'] as const,
};

export const deskKeys = {
  all: ['desk'] as const,
  roster: () => [...deskKeys.all, 'roster'] as const,
};

export const instructorKeys = {
  all: ['instructors'] as const,
  list: () => [...instructorKeys.all, 'list'] as const,
  popular: (limit?: number) => [...instructorKeys.all, 'popular', limit ?? 'default'] as const,
};

// Who a class is for. 'all' is a class open to every level.
export const LEVELS = ['beginner', 'intermediate', 'advanced', 'all'] as const;
export type Level = (typeof LEVELS)[number];

export const isLevel = (value: unknown): value is Level =>
  typeof value === 'string' && (LEVELS as readonly string[]).includes(value);

import type { DeskQuoteInput } from '#shared/schemas/desk.ts';

export const deskKeys = {
  all: ['desk'] as const,
  roster: () => [...deskKeys.all, 'roster'] as const,
  quote: (cart: DeskQuoteInput) => [...deskKeys.all, 'quote', cart] as const,
};

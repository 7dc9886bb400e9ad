/** Every query about payments, from one factory (a payment refreshes them all: `all`). */
export const paymentKeys = {
  all: ['payments'] as const,
  /**
   * The caller's payments a page at a time: an admin's are everyone's, a student's their own
   * (the server decides by the session). Ends in 'pages': pwa/lib/api/paged-list.ts says why.
   */
  pages: ['payments', 'pages'] as const,
  summary: ['payments', 'summary'] as const,
  /** Which card form to show and the ways to pay each currency (GET /api/config's payments part). */
  mode: ['payments', 'mode'] as const,
  /** One redirect payment's attempt, by our reference (the return page). */
  attempt: (reference: string) => ['payments', 'attempt', reference] as const,
  /** One payment's receipt: saved like every query, so a receipt seen once opens offline. */
  receipt: (paymentId: string) => ['payments', 'receipt', paymentId] as const,
};

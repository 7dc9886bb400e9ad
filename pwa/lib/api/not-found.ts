/**
 * "There is no such thing here" as a query's error: the API's 404 (ky's HTTPError carries the
 * answer), or the server's render of a page whose data source answered 404 (pwa/app/prerender.tsx
 * marks the page's query so; the server sends that page with status 404).
 */
export class NotFoundError extends Error {
  readonly response = { status: 404 } as const;
  constructor() {
    super('Not found');
    this.name = 'NotFoundError';
  }
}

/** Whether a query's error says the thing does not exist (for this reader), not a failure. */
export function isNotFound(error: unknown): boolean {
  const response = (error as { response?: { status?: unknown } } | null)?.response;
  return response?.status === 404;
}

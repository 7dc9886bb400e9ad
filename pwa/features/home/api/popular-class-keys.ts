// Apart from get-popular-classes.ts: the home page's data (pwa/app/page-data.ts) fills this query
// before the app's first render, without that module's client and response checks.
export const popularClassKeys = { all: ['popular-classes'] as const };

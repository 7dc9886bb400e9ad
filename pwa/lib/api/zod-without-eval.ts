// Zod builds a faster parser with `new Function` where it may, and finds out by trying once, as
// the first object schema is made. The pages' Content-Security-Policy allows no eval
// (api/lib/security-headers.ts): the try is refused and reported as a violation, although zod
// then parses without it. Its `jitless` setting skips the try; it must be set before any schema
// exists, so main.tsx imports this first. Written to the settings object zod shares through
// globalThis (the one z.config() changes) rather than through z.config(): importing zod here
// would add it to the first paint's JavaScript (bench/budget.ts). zod-without-eval.test.ts holds
// the two together.
const shared = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
(shared.__zod_globalConfig ??= {}).jitless = true;

export {};

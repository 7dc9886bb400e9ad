// The one zValidator hook: every failed body, param or query becomes the project's 400 answer
// with one message per field, in the words of shared/validation.ts.
import { zValidator } from '@hono/zod-validator';
import type { MiddlewareHandler, ValidationTargets } from 'hono';
import type { z } from 'zod';
import { badRequest } from './http-error.ts';

function fieldMessages(issues: readonly z.core.$ZodIssue[]): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join('.') || '_';
    fields[key] ??= issue.message;
  }
  return fields;
}

/** Distinct passing query strings kept per route. */
const QUERY_MEMORY = 256;

const TARGET_WORDS: Partial<Record<keyof ValidationTargets, string>> = {
  json: 'request body',
  query: 'query',
  param: 'address',
};

export function validate<Target extends keyof ValidationTargets, Schema extends z.ZodType>(
  target: Target,
  schema: Schema,
) {
  const validator = zValidator(target, schema, (result) => {
    if (!result.success) {
      const fields = fieldMessages(result.error.issues);
      const first = Object.values(fields)[0];
      throw badRequest(first ?? `The ${TARGET_WORDS[target] ?? target} is not valid.`, fields);
    }
  });
  if (target !== 'query') return validator;
  // The same few query strings arrive over and over (no query at all on every visit, the first
  // page, the sync cursors of the moment): a query string that passed once is not parsed again
  // (decision 010). Only passing ones are kept, at most QUERY_MEMORY of them, and the parsed
  // object is shared, so it is frozen.
  const passed = new Map<string, object>();
  const remembering: MiddlewareHandler = async (c, next) => {
    const { url } = c.req;
    const at = url.indexOf('?');
    const query = at === -1 ? '' : url.slice(at + 1);
    const known = passed.get(query);
    if (known) {
      c.req.addValidatedData('query', known);
      return next();
    }
    return validator(c, async () => {
      if (passed.size >= QUERY_MEMORY) passed.clear();
      passed.set(query, Object.freeze(c.req.valid('query' as never) as object));
      await next();
    });
  };
  return remembering as typeof validator;
}

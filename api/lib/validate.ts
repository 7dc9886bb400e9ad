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
  // Most reads carry no query at all (GET /api/class on every visit): the schema's answer for an
  // empty query is worked out once, not parsed again per request (decision 010).
  const empty = target === 'query' ? schema.safeParse({}) : null;
  if (!empty?.success) return validator;
  // Shared by every such request: nobody may change it.
  const frozen = Object.freeze(empty.data as object);
  const noQuery: MiddlewareHandler = async (c, next) => {
    if (c.req.url.includes('?')) return validator(c, next);
    c.req.addValidatedData('query', frozen);
    await next();
  };
  return noQuery as typeof validator;
}

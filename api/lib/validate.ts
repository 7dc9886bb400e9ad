// The one zValidator hook: every failed body, param or query becomes the project's 400 answer
// with one message per field, in the words of shared/validation.ts.
import { zValidator } from '@hono/zod-validator';
import type { ValidationTargets } from 'hono';
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
  return zValidator(target, schema, (result) => {
    if (!result.success) {
      const fields = fieldMessages(result.error.issues);
      const first = Object.values(fields)[0];
      throw badRequest(first ?? `The ${TARGET_WORDS[target] ?? target} is not valid.`, fields);
    }
  });
}

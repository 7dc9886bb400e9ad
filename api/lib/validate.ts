// The one zValidator hook: every failed body, param or query becomes the project's 400 response
// with one message per field, in the words of shared/validation-messages.ts, and each field's
// key and values beside it (`fieldReasons`).
import { zValidator } from '@hono/zod-validator';
import type { MiddlewareHandler, ValidationTargets } from 'hono';
import type { z } from 'zod';
import type { Refusal } from '#shared/refusals.ts';
import {
  validationReasonOf,
  validationRefusal,
  type RequestPlace,
  type ValidationKey,
} from '#shared/validation-messages.ts';
import { documented } from './contract/describe.ts';
import { invalidFields } from './http-error.ts';

function fieldRefusals(
  issues: readonly z.core.$ZodIssue[],
): Record<string, Refusal<ValidationKey>> {
  const fields: Record<string, Refusal<ValidationKey>> = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join('.') || '_';
    fields[key] ??= { ...validationReasonOf(issue), message: issue.message };
  }
  return fields;
}

/** Distinct passing query strings kept per route. */
const QUERY_MEMORY = 256;

const PLACES: Partial<Record<keyof ValidationTargets, RequestPlace>> = {
  json: 'body',
  query: 'query',
  param: 'address',
};

/**
 * True when `value` (a path parameter or query value, decoded) still holds a %-escape that is not
 * UTF-8: Hono keeps such an escape as it came (%ED%A0%80 encodes half of a surrogate pair, %FF
 * nothing at all), where the schema would see plausible text.
 */
function hasBrokenEscape(value: string): boolean {
  if (!value.includes('%')) return false;
  for (const escapes of value.match(/(?:%[\dA-Fa-f]{2})+/g) ?? []) {
    try {
      decodeURIComponent(escapes);
    } catch {
      return true;
    }
  }
  return false;
}

/** Refuses an address whose parameters or query values carry a broken %-escape. */
function refuseBrokenEscapes(target: 'param' | 'query'): MiddlewareHandler {
  return async (c, next) => {
    const values: [string, string][] =
      target === 'param'
        ? Object.entries(c.req.param())
        : Object.entries(c.req.queries()).flatMap(([key, list]) =>
            list.map((value): [string, string] => [key, value]),
          );
    const broken = values.find(([, value]) => hasBrokenEscape(value));
    if (broken) {
      const [name] = broken;
      const place = target === 'param' ? 'address' : 'query';
      throw invalidFields({
        [name]: validationRefusal('validation_broken_escape', { place, name }),
      });
    }
    await next();
  };
}

export function validate<Target extends keyof ValidationTargets, Schema extends z.ZodType>(
  target: Target,
  schema: Schema,
) {
  const schemaCheck = zValidator(target, schema, (result) => {
    if (!result.success) {
      const fields = fieldRefusals(result.error.issues);
      if (Object.keys(fields).length === 0) {
        const place = PLACES[target] ?? 'body';
        fields._ = validationRefusal('validation_place_invalid', { place });
      }
      throw invalidFields(fields);
    }
  });
  if (target !== 'param' && target !== 'query') return documented(schemaCheck, target, schema);
  const escapeCheck = refuseBrokenEscapes(target);
  const validator = (async (c, next) =>
    escapeCheck(c, () => schemaCheck(c, next))) as typeof schemaCheck;
  if (target !== 'query') return documented(validator, target, schema);
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
  return documented(remembering as typeof validator, target, schema);
}

// What every refusal body of the API must be: the error shape, a `reason` from the one
// closed list (shared/refusals.ts and, for bad fields, shared/validation-messages.ts), `params`
// that are exactly the values its catalogue sentence names (`error_<reason>` or the validation
// key, in shared/i18n/messages/en.json), and a `message` that is that sentence in English; each
// field of `fieldReasons` likewise. A reader of Bangla gets the same reason in Bangla.
import { readFileSync } from 'node:fs';
import { expect } from 'vitest';
import { API_REASONS, apiErrorSchema } from '#shared/api-error.ts';
import type { ReasonParams } from '#shared/i18n/catalogue-text.ts';
import { refusalText } from '#shared/refusals.ts';
import { validationText } from '#shared/validation-messages.ts';
import { inputsOf } from '../../scripts/i18n/catalogues.ts';

type Catalogue = Record<string, unknown>;
const catalogue = (locale: string) =>
  JSON.parse(
    readFileSync(new URL(`../../shared/i18n/messages/${locale}.json`, import.meta.url), 'utf8'),
  ) as Catalogue;
export const EN = catalogue('en');
export const BN = catalogue('bn');

/** A reason's key in the catalogues. */
export const catalogueKeyOf = (reason: string) =>
  reason.startsWith('validation_') ? reason : `error_${reason}`;

/**
 * Fields only programs send, checked without a message of ours: zod's own English stays (it is
 * what the API always said), and the reason comes from the code.
 */
const ZOD_OWN = new Set([
  'validation_invalid_type',
  'validation_too_small',
  'validation_too_big',
  'validation_invalid_option',
  'validation_invalid',
]);

function expectSaid(reason: string, params: ReasonParams, message: unknown, where: string) {
  expect(API_REASONS, where).toContain(reason);
  const key = catalogueKeyOf(reason);
  expect(EN[key], `${where}: ${key} in en.json`).toBeDefined();
  expect(BN[key], `${where}: ${key} in bn.json`).toBeDefined();
  expect(Object.keys(params).sort(), `${where}: the params of ${reason}`).toEqual(
    inputsOf(EN[key]),
  );
  const translate = reason.startsWith('validation_') ? validationText : refusalText;
  if (!ZOD_OWN.has(reason)) {
    expect(message, `${where}: the message of ${reason}`).toBe(
      translate(reason, params, { locale: 'en' }),
    );
  }
  const bangla = translate(reason, params, { locale: 'bn' });
  expect(bangla, `${where}: ${reason} in Bangla`).toMatch(/[\u0980-\u09FF]/);
}

/** Checks one refusal body; `where` names the request in a failure. */
export function expectRefusalShape(body: unknown, where = ''): void {
  const parsed = apiErrorSchema.safeParse(body);
  expect(parsed.error, `${where} ${JSON.stringify(body)}`).toBeUndefined();
  const { reason, params, message, fields, fieldReasons } = parsed.data!.error;
  expectSaid(reason, params, message, where);
  for (const [name, field] of Object.entries(fieldReasons ?? {})) {
    expectSaid(field.reason, field.params, fields?.[name], `${where}, field ${name}`);
  }
  // Every field has its reason, but a changed total (409), which carries a value, not a sentence.
  const unexplained = Object.keys(fields ?? {}).filter((name) => !fieldReasons?.[name]);
  expect(
    unexplained.filter((name) => name !== 'total'),
    where,
  ).toEqual([]);
}

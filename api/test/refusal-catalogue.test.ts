// The closed list of reasons (shared/refusals.ts, shared/validation-messages.ts) and the message
// catalogues agree: every reason has its sentence in English and in Bangla, naming exactly the
// values the reason's table gives it (Bangla may leave one out: no plural to pick), and every
// error_ and validation_ sentence of the catalogues is a reason (no sentence without a reason).
import { describe, expect, it } from 'vitest';
import { API_REASONS } from '#shared/api-error.ts';
import { isRefusalReason, refusalParamNames } from '#shared/refusals.ts';
import { isValidationKey, validationParamNames } from '#shared/validation-messages.ts';
import { inputsOf } from '../../scripts/i18n/catalogues.ts';
import { BN, catalogueKeyOf, EN } from './refusal-shape.ts';

const paramNamesOf = (reason: string) =>
  (isRefusalReason(reason)
    ? refusalParamNames(reason)
    : isValidationKey(reason)
      ? validationParamNames(reason)
      : []
  ).sort();

/** Sentences of these groups that are not the API's reasons: the client's own words. */
const CLIENT_ONLY = /^(error_client_|error_pay_|validation_field_)/;

describe('the reasons and the catalogues', () => {
  it.each(API_REASONS)('%s: its sentence in en and bn, with its values', (reason) => {
    const key = catalogueKeyOf(reason);
    expect(EN[key], `${key} in en.json`).toBeDefined();
    expect(BN[key], `${key} in bn.json`).toBeDefined();
    const names = paramNamesOf(reason);
    expect(inputsOf(EN[key])).toEqual(names);
    for (const input of inputsOf(BN[key])) expect(names).toContain(input);
  });

  it('has no error_ or validation_ sentence without a reason', () => {
    const sentences = Object.keys(EN).filter(
      (key) => /^(error|validation)_/.test(key) && !CLIENT_ONLY.test(key),
    );
    const reasons = new Set(API_REASONS.map(catalogueKeyOf));
    expect(sentences.filter((key) => !reasons.has(key))).toEqual([]);
  });
});

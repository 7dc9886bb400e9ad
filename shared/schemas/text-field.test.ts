import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { TEXT_MESSAGES } from '../validation.ts';
import * as classSchemas from './class.ts';
import * as commonSchemas from './common.ts';
import { textField } from './common.ts';
import * as contactSchemas from './contact.ts';
import * as pageSchemas from './page.ts';
import * as paymentSchemas from './payment.ts';
import * as selectionSchemas from './selection.ts';
import * as userSchemas from './user.ts';

const line = textField('subject');
const lines = textField('message', { multiline: true });

const messagesOf = (schema: z.ZodType, value: unknown) =>
  schema.safeParse(value).error?.issues.map((issue) => issue.message) ?? [];

describe('textField', () => {
  it.each([
    ['a NUL', 'a\u0000b'],
    ['an escape', 'a\u001b[31mb'],
    ['a bell', '\u0007'],
    ['DEL', 'a\u007fb'],
    ['a C1 control (NEL)', 'a\u0085b'],
    ['a line break', 'a\nb'],
    ['a carriage return', 'a\rb'],
    ['a tab', 'a\tb'],
  ])('refuses %s in a one-line field', (_, value) => {
    expect(messagesOf(line, value)).toEqual([TEXT_MESSAGES.controlCharacter('subject')]);
  });

  it.each([
    ['a NUL', 'a\u0000b'],
    ['an escape', 'a\u001bb'],
    ['a vertical tab', 'a\u000bb'],
    ['a form feed', 'a\u000cb'],
  ])('refuses %s in a multi-line field', (_, value) => {
    expect(messagesOf(lines, value)).toEqual([TEXT_MESSAGES.controlCharacter('message')]);
  });

  it('keeps tabs and line breaks in a multi-line field', () => {
    expect(lines.parse('Dear coach,\r\n\tthank you.\nPat')).toBe(
      'Dear coach,\r\n\tthank you.\nPat',
    );
  });

  it.each([
    ['a lone high surrogate', 'a\uD800b'],
    ['a lone low surrogate', 'a\uDC00b'],
    ['a low surrogate before its high half', '\uDE00\uD83D'],
    ['a replacement character (bytes that were not UTF-8)', 'caf\uFFFD'],
  ])('refuses %s', (_, value) => {
    expect(messagesOf(line, value)).toEqual([TEXT_MESSAGES.brokenCharacter('subject')]);
    expect(messagesOf(lines, value)).toEqual([TEXT_MESSAGES.brokenCharacter('message')]);
  });

  it.each([
    ['an emoji (a surrogate pair)', 'Go team \uD83C\uDFC6'],
    ['Bangla with a zero-width joiner', 'র\u200D্য'],
    ['accents and other scripts', 'Zoë, Ђорђе, 李'],
    ['a line separator (not a control character)', 'a\u2028b'],
  ])('accepts %s', (_, value) => {
    expect(line.parse(value)).toBe(value);
  });

  it('trims before it checks: a trailing line break from a paste is not an error', () => {
    expect(line.parse('  Swimming\n')).toBe('Swimming');
  });
});

/**
 * Whether `schema` is a string under its optional and pipe wrappers. (A string format such as
 * z.uuid() is not a ZodString: it admits only its own characters anyway.)
 */
function stringUnder(schema: z.ZodType): boolean {
  if (schema instanceof z.ZodString) return true;
  if (schema instanceof z.ZodOptional || schema instanceof z.ZodNullable)
    return stringUnder(schema.unwrap() as z.ZodType);
  if (schema instanceof z.ZodPipe) return stringUnder(schema.in as z.ZodType);
  return false;
}

/** Paths of every text field of an object schema, nested objects included. */
function textPaths(schema: z.ZodType, prefix: string[] = []): string[][] {
  const object =
    schema instanceof z.ZodOptional ? (schema.unwrap() as z.ZodType) : (schema as z.ZodType);
  if (!(object instanceof z.ZodObject)) return [];
  return Object.entries(object.shape as Record<string, z.ZodType>).flatMap(([key, field]) =>
    stringUnder(field) ? [[...prefix, key]] : textPaths(field, [...prefix, key]),
  );
}

function withValueAt(path: string[], value: string): Record<string, unknown> {
  const [head, ...rest] = path;
  return { [head!]: rest.length === 0 ? value : withValueAt(rest, value) };
}

// Every schema of what a client sends, by the project's naming: a new one is checked here as soon
// as it exists, and each of its text fields as soon as it is added.
const INPUT_SCHEMAS: [string, z.ZodType][] = Object.entries<unknown>({
  ...classSchemas,
  ...commonSchemas,
  ...contactSchemas,
  ...pageSchemas,
  ...paymentSchemas,
  ...selectionSchemas,
  ...userSchemas,
}).flatMap(([name, value]) =>
  /(Input|Query|Param)Schema$/.test(name) && value instanceof z.ZodType ? [[name, value]] : [],
);

describe('every text field of every input schema', () => {
  it('finds the input schemas and their text fields', () => {
    expect(INPUT_SCHEMAS.map(([name]) => name)).toContain('contactInputSchema');
    expect(textPaths(paymentSchemas.testCardConfirmInputSchema)).toContainEqual(['card', 'cvc']);
  });

  for (const [name, schema] of INPUT_SCHEMAS) {
    for (const path of textPaths(schema)) {
      it(`${name}: ${path.join('.')} refuses a NUL and a lone surrogate`, () => {
        for (const bad of ['x\u0000y', 'x\uD800y']) {
          const issues = schema.safeParse(withValueAt(path, bad)).error?.issues ?? [];
          const here = issues.filter((issue) => issue.path.join('.') === path.join('.'));
          expect(here.map((issue) => issue.message)).toContainEqual(
            expect.stringMatching(/ must not contain (invisible control|broken) characters\.$/),
          );
        }
      });
    }
  }
});

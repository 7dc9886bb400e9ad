/**
 * A zod-free check of the flat API responses the PWA reads on its first screens (popular classes
 * and instructors on /, the student's selections behind every Select button on /classes).
 *
 * Why not the zod schemas: building them is work done at module evaluation, on the main thread,
 * right after the prerendered first paint. Evaluating zod and shared/schemas/common.ts + class.ts
 * was a long task on / and on /classes (docs/performance.md, "Decision 012: Total Blocking Time
 * measurements"). These checks do what those schemas do for
 * these responses (the type, finite numbers, safe integers, unknown keys dropped);
 * response-shape.test.ts holds each shape to its zod schema, by type and by verdict on the same
 * inputs. The API keeps its zod schemas; nothing here runs on the server.
 */

import { isCurrency, type Currency } from '../money.ts';

/**
 * `currency?`: one of the currencies, or left out (copies and responses from before currencies).
 * `string|null?`: text, null, or left out (a selection's participant, from before families).
 * `number?`: a number, or left out (a selection's discount, when there is one).
 */
type FieldKind = 'string' | 'number' | 'int' | 'currency?' | 'string|null?' | 'number?';
type OptionalKind = 'currency?' | 'string|null?' | 'number?';
export type ResponseShape = Readonly<Record<string, FieldKind>>;

type Simplify<T> = { [K in keyof T]: T[K] } & {};

/** The object type a shape describes (what z.infer gives for the matching zod object). */
export type ShapeOf<S extends ResponseShape> = Simplify<
  {
    -readonly [K in keyof S as S[K] extends OptionalKind ? never : K]: S[K] extends 'string'
      ? string
      : number;
  } & {
    -readonly [K in keyof S as S[K] extends OptionalKind ? K : never]?: S[K] extends 'currency?'
      ? Currency
      : S[K] extends 'number?'
        ? number
        : string | null;
  }
>;

/** The server answered something this build does not understand (another version, a proxy). */
export class ResponseShapeError extends Error {
  constructor(what: string, detail: string) {
    super(`The server's answer (${what}) is not what this app expects: ${detail}.`);
    this.name = 'ResponseShapeError';
  }
}

const KIND_WORDS: Record<FieldKind, string> = {
  string: 'text',
  number: 'a number',
  int: 'a whole number',
  'currency?': 'a currency',
  'string|null?': 'text or null',
  'number?': 'a number',
};

function fits(kind: FieldKind, value: unknown): boolean {
  if (kind === 'string') return typeof value === 'string';
  if (kind === 'currency?') return value === undefined || isCurrency(value);
  if (kind === 'string|null?')
    return value === undefined || value === null || typeof value === 'string';
  if (kind === 'number?' && value === undefined) return true;
  if (typeof value !== 'number' || !Number.isFinite(value)) return false;
  return kind === 'number' || kind === 'number?' || Number.isSafeInteger(value);
}

function parseItem<S extends ResponseShape>(shape: S, value: unknown, what: string): ShapeOf<S> {
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw new ResponseShapeError(what, 'an item is not an object');
  const item = value as Record<string, unknown>;
  // Only the shape's keys, as z.object's default strips the rest.
  const out: Record<string, unknown> = {};
  for (const [key, kind] of Object.entries(shape)) {
    if (!fits(kind, item[key]))
      throw new ResponseShapeError(what, `"${key}" is not ${KIND_WORDS[kind]}`);
    if (item[key] !== undefined) out[key] = item[key];
  }
  return out as ShapeOf<S>;
}

/** The response as a list of `shape`s, or a ResponseShapeError; `what` names the response. */
export function parseResponseList<S extends ResponseShape>(
  shape: S,
  value: unknown,
  what: string,
): ShapeOf<S>[] {
  if (!Array.isArray(value)) throw new ResponseShapeError(what, 'it is not a list');
  return value.map((item) => parseItem(shape, item, what));
}

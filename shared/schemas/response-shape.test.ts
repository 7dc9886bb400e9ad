import { describe, expect, expectTypeOf, it } from 'vitest';
import { z } from 'zod';
import {
  ResponseShapeError,
  parseResponseList,
  type ResponseShape,
  type ShapeOf,
} from './response-shape.ts';
import { popularClassShape, popularInstructorShape, selectionShape } from './response-shapes.ts';
import { popularClassSchema, type PopularClass } from './class.ts';
import { popularInstructorSchema, type PopularInstructor } from './instructor.ts';
import { selectionSchema, type Selection } from './selection.ts';

const pairs = [
  {
    name: 'popular class',
    shape: popularClassShape,
    schema: popularClassSchema,
    sample: {
      _id: 'c1',
      Name: 'Yoga',
      IName: 'Ann',
      photo: '/images/a.svg',
      enrolled: 3,
      price: 9.5,
    },
  },
  {
    name: 'popular instructor',
    shape: popularInstructorShape,
    schema: popularInstructorSchema,
    sample: {
      _id: 'i1',
      name: 'Ann',
      image: '/a.svg',
      expertise: 'Yoga',
      students: 12,
      details: 'x',
    },
  },
  {
    name: 'selection',
    shape: selectionShape,
    schema: selectionSchema,
    sample: {
      _id: 's1',
      selectedClassId: 'c1',
      Name: 'Yoga',
      photo: '/a.svg',
      IName: 'Ann',
      price: 20,
      sets: 4,
      email: 'a@b.co',
      createdAt: '2026-11-22T03:00:00.000Z',
    },
  },
] satisfies { name: string; shape: ResponseShape; schema: z.ZodType; sample: object }[];

const ODD_VALUES: unknown[] = [
  undefined,
  null,
  true,
  '',
  '7',
  0,
  -1.25,
  7,
  2 ** 53,
  Number.NaN,
  Number.POSITIVE_INFINITY,
  [],
  {},
];

/** Every response worth comparing: the sample, each field set to each odd value or left out, extra keys, non-objects. */
function responses(sample: Record<string, unknown>): unknown[] {
  const lists: unknown[] = [
    [],
    [sample],
    [sample, { ...sample, extra: 1 }],
    null,
    {},
    'x',
    [null],
    [[]],
  ];
  for (const key of Object.keys(sample)) {
    const { [key]: _left, ...without } = sample;
    lists.push([without]);
    for (const value of ODD_VALUES) lists.push([sample, { ...sample, [key]: value }]);
  }
  return lists;
}

describe('API answer shapes (the PWA’s zod-free checks)', () => {
  it('describe the same types as their zod schemas', () => {
    expectTypeOf<ShapeOf<typeof popularClassShape>>().toEqualTypeOf<PopularClass>();
    expectTypeOf<ShapeOf<typeof popularInstructorShape>>().toEqualTypeOf<PopularInstructor>();
    expectTypeOf<ShapeOf<typeof selectionShape>>().toEqualTypeOf<Selection>();
    for (const { shape, schema } of pairs)
      expect(Object.keys(shape).sort()).toEqual(Object.keys(schema.shape).sort());
  });

  for (const { name, shape, schema, sample } of pairs) {
    it(`accept and refuse what zod does, with the same result (${name})`, () => {
      for (const response of responses(sample)) {
        const expected = z.array(schema).safeParse(response);
        let actual: unknown;
        try {
          actual = parseResponseList(shape, response, name);
        } catch (error) {
          expect(error).toBeInstanceOf(ResponseShapeError);
          actual = undefined;
        }
        expect({ response, ok: actual !== undefined }).toEqual({ response, ok: expected.success });
        if (expected.success) expect(actual).toStrictEqual(expected.data);
      }
    });
  }

  it('names the answer and the field in its error', () => {
    expect(() =>
      parseResponseList(selectionShape, [{ _id: 's1', selectedClassId: 7 }], 'your selections'),
    ).toThrow(
      `The server's answer (your selections) is not what this app expects: "selectedClassId" is not text.`,
    );
  });
});

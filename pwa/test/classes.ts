// Classes for tests: one factory, so a field added to the Class schema is added here once.
import type { Class } from '#shared/schemas/class.ts';
import type { Selection } from '#shared/schemas/selection.ts';

/** An approved class with free seats; `overrides` sets what the test is about. */
export function aClass(overrides: Partial<Class> = {}): Class {
  return {
    _id: 'class-1',
    photo: '/images/classes/tennis.svg',
    Name: 'Tennis Basics',
    IName: 'Hannah Schmidt',
    Iemail: 'coach@academy.test',
    price: 20,
    sets: 10,
    status: 'approved',
    enrolled: 0,
    feedback: null,
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

/** The index-th of a long catalogue, "Class number <index>", newest first (class 0 the newest). */
export function numberedClass(index: number): Class {
  return aClass({
    _id: `class-${index}`,
    Name: `Class number ${index}`,
    createdAt: new Date(Date.UTC(2026, 0, 1) - index * 60_000).toISOString(),
  });
}

/**
 * `email`'s selection of `klass`, as GET /api/select answers it: the class's fields copied, as the
 * server copies them.
 */
export function aSelection(
  klass: Class,
  email: string,
  overrides: Partial<Selection> = {},
): Selection {
  return {
    _id: `selection-of-${klass._id}`,
    selectedClassId: klass._id,
    Name: klass.Name,
    photo: klass.photo,
    IName: klass.IName,
    price: klass.price,
    sets: klass.sets,
    email,
    createdAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

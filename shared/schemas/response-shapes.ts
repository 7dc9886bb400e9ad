import type { ResponseShape } from './response-shape.ts';

// The zod-free twins of popularClassSchema (class.ts), popularInstructorSchema (instructor.ts)
// and selectionSchema (selection.ts), for the PWA's first screens (response-shape.ts says why).
// response-shape.test.ts fails when one of them and its schema part ways.

export const popularClassShape = {
  _id: 'string',
  Name: 'string',
  IName: 'string',
  photo: 'string',
  enrolled: 'int',
  price: 'number',
  currency: 'currency?',
} as const satisfies ResponseShape;

export const popularInstructorShape = {
  _id: 'string',
  name: 'string',
  image: 'string',
  expertise: 'string',
  students: 'int',
  details: 'string',
} as const satisfies ResponseShape;

export const selectionShape = {
  _id: 'string',
  selectedClassId: 'string',
  Name: 'string',
  photo: 'string',
  IName: 'string',
  price: 'number',
  currency: 'currency?',
  sets: 'int',
  email: 'string',
  createdAt: 'string',
  participantId: 'string|null?',
  participantName: 'string|null?',
  discount: 'number?',
} as const satisfies ResponseShape;

// Every route × visitor, student, another student, instructor, admin → the expected status, and
// no answer names a student other than the caller.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from './factories.ts';
import { ALL_CASES, CALLERS, type MatrixPeople } from './authorization-cases.ts';
import { createTestApi, type TestApi } from './test-api.ts';

let api: TestApi;
let people: MatrixPeople;

beforeAll(async () => {
  api = await createTestApi();
  people = {
    student: await createUser(api.db, { email: 'matrix-student@academy.test' }),
    otherStudent: await createUser(api.db, { email: 'matrix-other@academy.test' }),
    instructor: await createUser(api.db, {
      role: 'instructor',
      email: 'matrix-coach@academy.test',
    }),
    admin: await createUser(api.db, { role: 'admin', email: 'matrix-admin@academy.test' }),
  };
});
afterAll(() => api.cleanup());

describe.each(ALL_CASES)('$method $route', (testCase) => {
  it.each(CALLERS)('as %s', async (caller) => {
    const request = await testCase.build(api.db, people, caller);
    let token: string | undefined;
    if (request.idTokenFor) token = await api.identity.signIdToken({ email: request.idTokenFor });
    else if (caller !== 'visitor') token = await api.tokenFor(people[caller].email);

    const response = await api.call(testCase.method, request.path, { token, body: request.body });
    const text = await response.text();
    expect({ status: response.status, body: text.slice(0, 200) }).toMatchObject({
      status: testCase.expected[caller],
    });
    if (response.status >= 400) expect(JSON.parse(text)).toHaveProperty('error.message');

    if (!(caller === 'admin' && testCase.listsEveryone)) {
      const callerEmail = caller === 'visitor' ? null : people[caller].email;
      for (const someone of [people.student.email, people.otherStudent.email]) {
        if (someone !== callerEmail) expect(text).not.toContain(someone);
      }
    }
  });
});

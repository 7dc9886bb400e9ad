import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContactMessage } from '#shared/schemas/contact.ts';
import { publicConfigSchema } from '#shared/schemas/config.ts';
import type { Instructor, PopularInstructor } from '#shared/schemas/instructor.ts';
import { createClass, createInstructor, createUser } from '../test/factories.ts';
import { createTestApi, json, type TestApi } from '../test/test-api.ts';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.cleanup());

describe('GET /api/config', () => {
  it('tells the browser the Firebase project, no emulator and test payments by default', async () => {
    const config = publicConfigSchema.parse(await json(await api.call('GET', '/api/config')));
    expect(config).toMatchObject({
      authEmulatorUrl: null,
      payments: { mode: 'test', publishableKey: null },
    });
    expect(config.firebase.projectId).toBe('demo-sports-academy');
  });

  it('names the emulator and Stripe when they are configured', async () => {
    const other = await createTestApi({
      env: {
        FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099',
        STRIPE_SECRET_KEY: 'sk_test_x',
        STRIPE_PUBLISHABLE_KEY: 'pk_test_x',
      },
    });
    const config = await json(await other.call('GET', '/api/config'));
    await other.cleanup();
    expect(config).toMatchObject({
      authEmulatorUrl: 'http://127.0.0.1:9099',
      payments: { mode: 'stripe', publishableKey: 'pk_test_x' },
    });
  });
});

describe('instructors', () => {
  it('ranks popular instructors by the enrolled students of their approved classes', async () => {
    const busy = await createInstructor(api.db, { name: 'Busy' });
    const quiet = await createInstructor(api.db, { name: 'Quiet' });
    await createClass(api.db, { instructorEmail: busy.email, enrolled: 30 });
    await createClass(api.db, { instructorEmail: busy.email, enrolled: 12 });
    await createClass(api.db, { instructorEmail: quiet.email, enrolled: 5 });
    await createClass(api.db, { instructorEmail: quiet.email, enrolled: 500, status: 'pending' });
    const ranked = (await json(
      await api.call('GET', '/api/popularInstructor?limit=2'),
    )) as PopularInstructor[];
    expect(ranked.map(({ name, students }) => ({ name, students }))).toEqual([
      { name: 'Busy', students: 42 },
      { name: 'Quiet', students: 5 },
    ]);
    const all = (await json(await api.call('GET', '/api/instructor'))) as Instructor[];
    expect(all.map((item) => item.name)).toEqual(expect.arrayContaining(['Busy', 'Quiet']));
  });
});

describe('contact messages', () => {
  it('stores a message from anyone and shows it to admins, newest first', async () => {
    const admin = await createUser(api.db, { role: 'admin' });
    for (const subject of ['First', 'Second']) {
      // Newest first is by the millisecond (the id orders messages of the same one).
      await new Promise((resolve) => setTimeout(resolve, 2));
      const response = await api.call('POST', '/api/contact', {
        body: { name: 'Pat', email: 'pat@visitor.test', subject, message: 'Hello there' },
      });
      expect(response.status).toBe(201);
    }
    const inbox = (await json(
      await api.call('GET', '/api/contact', { as: admin.email }),
    )) as ContactMessage[];
    expect(inbox.map((item) => item.subject)).toEqual(['Second', 'First']);
  });

  it('refuses an empty message with the form messages', async () => {
    const response = await api.call('POST', '/api/contact', {
      body: { name: '', email: 'x', subject: '', message: '' },
    });
    expect(await json(response)).toMatchObject({
      error: {
        fields: {
          name: 'Name is required',
          subject: 'Subject is required',
          message: 'Message is required',
        },
      },
    });
  });
});

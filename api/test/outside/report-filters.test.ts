// Over HTTP against the real Node server: the owner's report's filters at their edges. The first
// and last months a report may name answer (empty, nothing recorded then); a month past either
// end, a period backwards or too long, an unknown branch, a repeated or a forged filter are a 400
// naming the field; nobody but an admin reads it, whatever the headers say.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPORT_FIRST_MONTH, REPORT_LAST_MONTH } from '#shared/schemas/report.ts';
import { createClass, createEnrollment, createUser } from '../factories.ts';
import { startRealServer, type RealServer } from '../real-server.ts';

const ADMIN = 'report-owner@academy.test';
const STUDENT = 'report-student@academy.test';
let server: RealServer;

beforeAll(async () => {
  server = await startRealServer();
  await createUser(server.db, { role: 'admin', email: ADMIN });
  await createUser(server.db, { email: STUDENT });
  await createEnrollment(server.db, STUDENT, await createClass(server.db, { venue: 'dhaka' }));
});
afterAll(() => server.close());

const report = (query: string, as: string | null = ADMIN) =>
  server.call(as, 'GET', `/api/reports/summary?${query}`);

function fieldReason(body: Record<string, unknown>, field: string) {
  const error = body.error as { fieldReasons?: Record<string, { reason: string }> };
  return error.fieldReasons?.[field]?.reason;
}

describe('GET /api/reports/summary at the edges', () => {
  it('answers the first and the last months a report names, with nothing recorded then', async () => {
    for (const month of [REPORT_FIRST_MONTH, REPORT_LAST_MONTH]) {
      const { status, body } = await report(`from=${month}&to=${month}`);
      expect(status).toBe(200);
      expect(body).toMatchObject({ months: [month], revenue: [], attendance: [], newStudents: [] });
    }
  });

  it('refuses months far in the past or the future, in any spelling', async () => {
    const cases: [string, string][] = [
      ['from=0001-01&to=2030-01', 'from'],
      ['from=1999-12&to=2000-01', 'from'],
      ['from=2030-01&to=2100-01', 'to'],
      ['from=2030-01&to=9999-12', 'to'],
      ['from=2030-01&to=+275760-09', 'to'],
      ['from=-000001-01&to=2030-01', 'from'],
      ['from=2030-1&to=2030-02', 'from'],
      ['from=2030-01-01&to=2030-02', 'from'],
      ['from=2030-01&to=', 'to'],
    ];
    for (const [query, field] of cases) {
      const { status, body } = await report(query);
      expect(status, query).toBe(400);
      expect(fieldReason(body, field), query).toBe('validation_report_month');
    }
  });

  it('refuses a period backwards or longer than a report covers', async () => {
    for (const query of [
      'from=2030-02&to=2030-01',
      'from=2000-01&to=2099-12',
      'from=2028-01&to=2030-01',
    ]) {
      const { status, body } = await report(query);
      expect(status, query).toBe(400);
      expect(fieldReason(body, 'to'), query).toBe('validation_report_period');
    }
    expect((await report('from=2028-02&to=2030-01')).status).toBe(200);
  });

  it('refuses an unknown branch, and a branch named twice', async () => {
    for (const branch of ['paris', 'Dhaka', 'dhaka%20', '__proto__', 'dhaka,riyadh', '%00']) {
      const { status, body } = await report(`branch=${branch}&from=2030-01&to=2030-01`);
      expect(status, branch).toBe(400);
      expect(fieldReason(body, 'branch'), branch).toBeDefined();
    }
    const twice = await report('branch=dhaka&branch=riyadh&from=2030-01&to=2030-01');
    expect(twice.status).toBe(400);
  });

  it('answers admins only, whatever role or e-mail the headers claim', async () => {
    const token = await server.tokenFor(STUDENT);
    const response = await server.request('GET', '/api/reports/summary?from=2030-01&to=2030-01', {
      headers: {
        Authorization: `Bearer ${token}`,
        'X-Role': 'admin',
        'X-User-Email': ADMIN,
        'X-Forwarded-For': '127.0.0.1',
      },
    });
    expect(response.status).toBe(403);
    expect((await report('from=2030-01&to=2030-01', null)).status).toBe(401);
  });
});

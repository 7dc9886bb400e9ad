// The notifications' rows of the authorization matrix (api/test/authorization-cases.ts). Each cell
// tells the matrix's student something whose words carry the student's own e-mail, so the matrix's
// check that no response names another student proves no one else can read it.
import type { Database } from '../db/client.ts';
import { writeTransaction } from '../db/write-transaction.ts';
import { notify } from '../services/notifications/notify.ts';
import type { AuthorizationCase, MatrixPeople } from './authorization-cases.ts';

/** Everyone signed in: each reads and changes only their own. */
const signedIn = { visitor: 401, student: 200, otherStudent: 200, instructor: 200, admin: 200 };

/** A notification for the matrix's student, naming their e-mail; its id. */
async function toldStudent(db: Database, people: MatrixPeople): Promise<string> {
  const notice = {
    kind: 'class_approved' as const,
    params: { className: `Class of ${people.student.email}` },
    path: '/dashboard/instructorclasses',
  };
  const id = await writeTransaction(db, (tx) =>
    notify(tx, { userId: people.student.id }, notice, new Date()),
  );
  return id!;
}

export const NOTIFICATION_CASES: AuthorizationCase[] = [
  {
    method: 'GET',
    route: "/api/notifications (own; the student's names them)",
    expected: signedIn,
    build: async (db, people) => {
      await toldStudent(db, people);
      return { path: '/api/notifications' };
    },
  },
  {
    method: 'POST',
    route: "/api/notifications/read { ids: [the student's] } (another's are ignored)",
    expected: signedIn,
    build: async (db, people) => ({
      path: '/api/notifications/read',
      body: { ids: [await toldStudent(db, people)] },
    }),
  },
  {
    method: 'POST',
    route: '/api/notifications/read { all: true } (own)',
    expected: signedIn,
    build: async (db, people) => {
      await toldStudent(db, people);
      return { path: '/api/notifications/read', body: { all: true } };
    },
  },
  {
    method: 'GET',
    route: '/api/notification-settings (own)',
    expected: signedIn,
    build: async () => ({ path: '/api/notification-settings' }),
  },
  {
    method: 'PUT',
    route: '/api/notification-settings (own)',
    expected: signedIn,
    build: async () => ({
      path: '/api/notification-settings',
      body: { pushKinds: ['refund', 'session_reminder'] },
    }),
  },
];

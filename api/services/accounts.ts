// Accounts: a users row belongs to one Firebase uid, and its e-mail is fixed to that uid (the
// selections, payments, enrollments and seat holds are keyed by the e-mail). Decision 017 says
// why; this module is the one place that links, resolves, records, promotes and removes accounts.
import { and, eq, isNull, or, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import {
  familyGuardians,
  participants,
  removedAccounts,
  selections,
  users,
  waitlistEntries,
} from '../db/schema.ts';
import { writeTransaction, type Tx } from '../db/write-transaction.ts';
import type { Env } from '../env.ts';
import type { AccessTokenSubject } from '../lib/access-token.ts';
import type { Role } from '../lib/context.ts';
import type { UserRole } from '#shared/schemas/user.ts';
import { conflict, forbidden, unauthorized } from '../lib/http-error.ts';
import type { FirebaseIdentity } from './identity.ts';
import { releaseHoldsOf } from './payments/seat-holds.ts';
import { forgetRemovalsBy } from './removed-changes.ts';
import { offerFreedSeatsIn } from './waitlist/offers.ts';

/** What the database says of an access token's uid and e-mail. */
export type AccountState =
  | { kind: 'account'; id: string; name: string; email: string; role: Role }
  /** No users row yet (a student who has not posted /users): the token's e-mail is theirs. */
  | { kind: 'unrecorded' }
  | { kind: 'removed' }
  /** The token's e-mail is another account's now: the token must be renewed at /jwt. */
  | { kind: 'email-elsewhere' };

const accountColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  role: users.role,
  firebaseUid: users.firebaseUid,
};

const isRemoved = async (db: Database, uid: string, email: string) =>
  (
    await db
      .select({ email: removedAccounts.email })
      .from(removedAccounts)
      .where(or(eq(removedAccounts.firebaseUid, uid), eq(removedAccounts.email, email)))
      .limit(1)
  ).length > 0;

/** Resolves an access token's subject: one indexed read, two for someone not recorded yet. */
export async function accountStateOf(
  db: Database,
  uid: string,
  email: string,
): Promise<AccountState> {
  const rows = await db
    .select(accountColumns)
    .from(users)
    .where(or(eq(users.firebaseUid, uid), eq(users.email, email)))
    .limit(2);
  const own = rows.find((row) => row.firebaseUid === uid);
  if (own) {
    const { id, name, role } = own;
    return { kind: 'account', id, name, email: own.email, role: role ?? 'student' };
  }
  if (await isRemoved(db, uid, email)) return { kind: 'removed' };
  return rows.length > 0 ? { kind: 'email-elsewhere' } : { kind: 'unrecorded' };
}

/** The refusal of an access token whose account cannot be used. */
export const refusalOf = (state: Extract<AccountState, { kind: 'removed' | 'email-elsewhere' }>) =>
  unauthorized(state.kind === 'removed' ? 'account_removed' : 'email_now_elsewhere');

/** ADMIN_EMAILS make an admin only of an e-mail Firebase has verified. */
export const isConfiguredAdmin = (env: Env, email: string, emailVerified: boolean) =>
  emailVerified && env.ADMIN_EMAILS.some((admin) => admin.toLowerCase() === email);

async function promoteConfiguredAdmin(
  db: Database | Tx,
  env: Env,
  id: string,
  identity: FirebaseIdentity,
) {
  if (!isConfiguredAdmin(env, identity.email, identity.emailVerified)) return;
  await db
    .update(users)
    .set({ role: 'admin' })
    .where(and(eq(users.id, id), eq(users.email, identity.email), isNull(users.role)));
}

/**
 * POST /api/jwt: whom to issue an access token to, for a verified Firebase identity. The uid's
 * own record responds with its e-mail (even after the e-mail changed in Firebase). A record of
 * that e-mail without a uid (the demo seed, made before uids were kept) is linked to this uid
 * now, but a record with a role only for a verified e-mail: anyone can register an unverified
 * Firebase account with an address nobody has registered yet. A record of another uid: 409.
 */
export async function signInAccount(
  db: Database,
  env: Env,
  identity: FirebaseIdentity,
): Promise<AccessTokenSubject> {
  const { uid, emailVerified } = identity;
  for (let attempt = 0; attempt < 2; attempt += 1) {
    const rows = await db
      .select(accountColumns)
      .from(users)
      .where(or(eq(users.firebaseUid, uid), eq(users.email, identity.email)))
      .limit(2);
    const own = rows.find((row) => row.firebaseUid === uid);
    if (own) {
      if (own.email === identity.email) await promoteConfiguredAdmin(db, env, own.id, identity);
      return {
        uid,
        email: own.email,
        emailVerified: emailVerified && own.email === identity.email,
      };
    }
    if (await isRemoved(db, uid, identity.email)) throw unauthorized('account_removed');
    const [byEmail] = rows;
    if (!byEmail) return { uid, email: identity.email, emailVerified };
    if (byEmail.firebaseUid !== null) throw conflict('email_taken');
    if (byEmail.role !== null && !emailVerified) throw forbidden('verify_email_first');
    // Linked and, for an e-mail of ADMIN_EMAILS, made admin in one transaction.
    const linked = await writeTransaction(db, async (tx) => {
      const rows = await tx
        .update(users)
        .set({ firebaseUid: uid })
        .where(and(eq(users.id, byEmail.id), isNull(users.firebaseUid)))
        .returning({ id: users.id });
      if (rows.length === 1) await promoteConfiguredAdmin(tx, env, byEmail.id, identity);
      return rows.length === 1;
    });
    if (linked) return { uid, email: byEmail.email, emailVerified };
    // Linked meanwhile (a parallel sign-in) or removed: read again, once.
  }
  throw conflict('email_taken');
}

/**
 * POST /api/users: records a signed-in person not recorded yet, under the uid and e-mail of
 * their access token. Returns whether a row was made; a row of another uid with that e-mail is
 * a 409 (the caller middleware refuses removed accounts before this).
 */
export async function recordAccount(
  db: Database,
  env: Env,
  subject: AccessTokenSubject,
  profile: { name: string; photoUrl: string | null },
): Promise<{ insertedId: string } | null> {
  const id = crypto.randomUUID();
  const role = isConfiguredAdmin(env, subject.email, subject.emailVerified) ? 'admin' : null;
  const inserted = await db
    .insert(users)
    .values({ id, ...profile, email: subject.email, firebaseUid: subject.uid, role })
    .onConflictDoNothing()
    .returning({ id: users.id });
  if (inserted.length === 1) return { insertedId: id };
  // A parallel sign-up of the same person won the race: they exist now, as the first version's API
  // responds.
  const [own] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.firebaseUid, subject.uid));
  if (own) return null;
  throw conflict('email_taken');
}

/** PATCH /api/users/{admin,instructor}/:id: returns how many users changed (0: no such user). */
export async function setRole(db: Database, id: string, role: NonNullable<UserRole>) {
  const updated = await db
    .update(users)
    .set({ role })
    .where(eq(users.id, id))
    .returning({ id: users.id });
  return updated.length;
}

/**
 * DELETE /api/users/:id, in one transaction: the account's selections, seat holds and places in
 * waitlists go (held and offered seats go to the next in line), so do the ids of the changes it
 * undid (removed-changes.ts: the account can send no change again), its uid and e-mail are recorded
 * as removed, and its row goes. Payments and enrollments stay: money records never vanish.
 * Returns how many rows went (0|1). `offerHours` is WAITLIST_OFFER_HOURS.
 */
export async function removeAccount(
  db: Database,
  id: string,
  removedBy: string | null,
  offerHours: number,
  now: () => Date,
) {
  return writeTransaction(db, async (tx) => {
    const [user] = await tx
      .select({ email: users.email, firebaseUid: users.firebaseUid })
      .from(users)
      .where(eq(users.id, id));
    if (!user) return 0;
    await tx.delete(selections).where(eq(selections.email, user.email));
    // No longer a guardian: the children stay with the family's other guardians (decision 049).
    await tx.delete(familyGuardians).where(eq(familyGuardians.userId, id));
    await tx.update(participants).set({ familyId: null }).where(eq(participants.id, id));
    await forgetRemovalsBy(tx, user.email);
    const released = await releaseHoldsOf(tx, user.email);
    const lines = await tx
      .delete(waitlistEntries)
      .where(eq(waitlistEntries.email, user.email))
      .returning({ classId: waitlistEntries.classId });
    await offerFreedSeatsIn(
      tx,
      [...released, ...lines.map((row) => row.classId)],
      now(),
      offerHours,
    );
    await tx
      .insert(removedAccounts)
      .values({ email: user.email, firebaseUid: user.firebaseUid, userId: id, removedBy })
      // Removed before (the demo seed can bring an e-mail back): keep the uids known.
      .onConflictDoUpdate({
        target: removedAccounts.email,
        set: { firebaseUid: sql`coalesce(${removedAccounts.firebaseUid}, excluded.firebase_uid)` },
      });
    const deleted = await tx.delete(users).where(eq(users.id, id)).returning({ id: users.id });
    return deleted.length;
  });
}

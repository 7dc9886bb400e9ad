// The academy's tables. snake_case columns, integer cents, ISO-8601 text timestamps.
import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  primaryKey,
  sqliteTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/sqlite-core';
import type { Schedule } from '#shared/classes/schedule.ts';
import { RECORDED_PAYMENT_GATEWAYS, type PaymentMethodInfo } from '#shared/schemas/payment.ts';
import { USER_ROLES } from '#shared/schemas/user.ts';

const createdAt = () =>
  text('created_at')
    .notNull()
    .default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`);
const updatedAt = () =>
  text('updated_at')
    .notNull()
    .default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`);

/**
 * A person of the academy. The Firebase uid is who they are; the e-mail is fixed to the uid when
 * the record is made (selections, payments and enrollments are keyed by it), so a later change
 * of the e-mail in Firebase keeps the account (api/services/accounts.ts, decision 017).
 */
export const users = sqliteTable(
  'users',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull().unique(),
    /** Null for a record made before its first sign-in (the demo seed), linked at that sign-in. */
    firebaseUid: text('firebase_uid').unique(),
    /** 'admin' | 'instructor' | 'frontdesk' | null (a student). */
    role: text('role', { enum: USER_ROLES }),
    photoUrl: text('photo_url'),
    /** A student's phone, as the front desk recorded it, so the desk can find them by it. */
    phone: text('phone'),
    createdAt: createdAt(),
  },
  // The admin's list, newest first, and its pages (api/lib/keyset-pages.ts).
  (table) => [index('users_created_idx').on(table.createdAt, table.id)],
);

/**
 * Accounts an admin removed: their uid and e-mail are refused from then on (POST /api/jwt, every
 * request, POST /api/users), while their paid history stays under the e-mail.
 */
export const removedAccounts = sqliteTable('removed_accounts', {
  email: text('email').primaryKey(),
  /** Null when the record had never been signed into. */
  firebaseUid: text('firebase_uid').unique(),
  /** The users row's id, for the admin's records. */
  userId: text('user_id').notNull(),
  /** The admin who removed it (their users row's id). */
  removedBy: text('removed_by'),
  removedAt: text('removed_at')
    .notNull()
    .default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`),
});

export const classes = sqliteTable(
  'classes',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    photo: text('photo').notNull(),
    instructorName: text('instructor_name').notNull(),
    instructorEmail: text('instructor_email').notNull(),
    /** In `currency`'s minor unit (shared/money.ts). */
    priceCents: integer('price_cents').notNull(),
    /** The venue's currency (shared/classes/venues.ts), dollars with no venue: set by every write. */
    currency: text('currency').notNull().default('usd'),
    /** Seats still available ("sets" on the wire). */
    seats: integer('seats').notNull(),
    enrolled: integer('enrolled').notNull().default(0),
    status: text('status', { enum: ['pending', 'approved', 'Denied'] })
      .notNull()
      .default('pending'),
    /** The admin's note to the instructor. */
    feedback: text('feedback'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /**
     * Delta sync: the class's place in the order of catalogue changes (change_counters), set by
     * database triggers on every insert and update (0002_class_change_triggers.sql), so no
     * writer can forget it. Commit order, unlike timestamps: see api/db/change-counter.ts.
     */
    changeSeq: integer('change_seq').notNull().default(0),
    /** Ever approved (set by the same triggers): only such a class was ever public. */
    everApproved: integer('ever_approved', { mode: 'boolean' }).notNull().default(false),
    // What a class is and where and when it meets. Null for a class made through the
    // first version's body without them. Ids of shared/classes/ (sports.ts, levels.ts, venues.ts).
    sport: text('sport'),
    level: text('level'),
    venue: text('venue'),
    /**
     * The ages the class takes, on its first session's date (shared/classes/eligibility.ts);
     * null where it sets no bound.
     */
    minAge: integer('min_age'),
    maxAge: integer('max_age'),
    description: text('description').notNull().default(''),
    /** The rule as saved (shared/classes/schedule.ts); its meetings are class_sessions rows. */
    schedule: text('schedule', { mode: 'json' }).$type<Schedule>(),
    // Kept from the sessions by every write (api/services/class-schedule.ts), for the
    // catalogue's filters and sorts, which would otherwise read every session.
    firstSessionAt: text('first_session_at'),
    lastSessionAt: text('last_session_at'),
    sessionCount: integer('session_count').notNull().default(0),
    /** The schedule's weekdays as bits (1 << Date.getDay()): the weekday filter. */
    weekdayBits: integer('weekday_bits').notNull().default(0),
    /** The start's minutes after midnight in the venue's time: the time-of-day filter. */
    startMinute: integer('start_minute'),
    /** Name, instructor and sport names folded for search (shared/classes/search-text.ts). */
    searchText: text('search_text').notNull().default(''),
  },
  (table) => [
    index('classes_instructor_email_idx').on(table.instructorEmail),
    // The catalogue's order (newest first) per status, for its plain list and its pages.
    index('classes_status_created_idx').on(table.status, table.createdAt, table.id),
    index('classes_created_idx').on(table.createdAt, table.id),
    index('classes_change_seq_idx').on(table.changeSeq),
    // The catalogue's sorts (api/routes/classes/catalogue-query.ts): each a keyset per status.
    // (status, enrolled) is also the home page's popular classes (api/routes/classes/popular-classes.ts).
    index('classes_status_popular_idx').on(table.status, table.enrolled, table.id),
    index('classes_status_price_idx').on(table.status, table.priceCents, table.id),
    index('classes_status_first_session_idx').on(table.status, table.firstSessionAt, table.id),
  ],
);

/**
 * One meeting of a class, in UTC (shown in the venue's time zone). Generated from the class's
 * schedule; a row of its own so one meeting can be moved or cancelled alone. A schedule edit
 * keeps the meetings that have begun and replaces those to come.
 */
export const classSessions = sqliteTable(
  'class_sessions',
  {
    id: text('id').primaryKey(),
    classId: text('class_id')
      .notNull()
      .references(() => classes.id, { onDelete: 'cascade' }),
    startsAt: text('starts_at').notNull(),
    endsAt: text('ends_at').notNull(),
    status: text('status', { enum: ['scheduled', 'cancelled'] })
      .notNull()
      .default('scheduled'),
    /**
     * Where a moved meeting was first planned (its starts_at before the move); null if never
     * moved. A cancelled meeting keeps its time.
     */
    movedFrom: text('moved_from'),
    /** Why it was cancelled or moved, in the instructor's or admin's words, shown to students. */
    changeReason: text('change_reason'),
    /** When it was last cancelled or moved (calendar feeds carry it as the event's revision). */
    changedAt: text('changed_at'),
  },
  (table) => [
    index('class_sessions_class_start_idx').on(table.classId, table.startsAt),
    index('class_sessions_start_idx').on(table.startsAt),
  ],
);

/** Counters of changes (one row, 'classes'): the last change_seq handed out, and the epoch of
 * this database, so a sync cursor from another database (a reset, a restore) is recognised. */
export const changeCounters = sqliteTable('change_counters', {
  name: text('name').primaryKey(),
  value: integer('value').notNull(),
  epoch: text('epoch').notNull(),
});

export const instructors = sqliteTable('instructors', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull().unique(),
  image: text('image').notNull(),
  expertise: text('expertise').notNull(),
  /** The success story shown on the home page ("details"). */
  details: text('details').notNull(),
  createdAt: createdAt(),
});

/** A student's selected, not yet paid class. The id is the client's UUID (idempotency key). */
export const selections = sqliteTable(
  'selections',
  {
    id: text('id').primaryKey(),
    classId: text('class_id')
      .notNull()
      .references(() => classes.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    /**
     * Who takes part: a member of the acting account's family (participants.id), or null for the
     * account's own member (decision 049).
     */
    participantId: text('participant_id'),
    createdAt: createdAt(),
  },
  // A class once per participant: an account's own member by its e-mail, a child by their id.
  (table) => [
    uniqueIndex('selections_email_class_idx')
      .on(table.email, table.classId)
      .where(sql`participant_id is null`),
    uniqueIndex('selections_participant_class_idx')
      .on(table.participantId, table.classId)
      .where(sql`participant_id is not null`),
  ],
);

/** What a client makes under its own UUID and undoes with a DELETE of that id. */
const REMOVED_CHANGE_KINDS = ['selection', 'waitlist_entry', 'check_in'] as const;

/**
 * The client ids of changes undone (a selection deleted, a waitlist place left, a check-in
 * unticked), kept after the undo: a create under one of them that reaches the server, or commits,
 * after its DELETE (a response lost on a cut network) must not bring it back. `owner` is the
 * e-mail of who undid it (api/services/removed-changes.ts).
 */
export const removedChanges = sqliteTable(
  'removed_changes',
  {
    kind: text('kind', { enum: REMOVED_CHANGE_KINDS }).notNull(),
    id: text('id').notNull(),
    owner: text('owner').notNull(),
    removedAt: text('removed_at').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.kind, table.id] }),
    index('removed_changes_owner_idx').on(table.owner),
    index('removed_changes_removed_at_idx').on(table.removedAt),
  ],
);

export const payments = sqliteTable(
  'payments',
  {
    id: text('id').primaryKey(),
    email: text('email').notNull(),
    /** The provider's payment intent id: unique, so the browser and the webhook finalize it once. */
    transactionId: text('transaction_id').notNull().unique(),
    /** In `currency`'s minor unit: one payment is always in one currency. */
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull().default('usd'),
    quantity: integer('quantity').notNull(),
    status: text('status').notNull(),
    /** JSON arrays, as the first version's payment record carries them. */
    itemNames: text('item_names', { mode: 'json' }).$type<string[]>().notNull(),
    classIds: text('class_ids', { mode: 'json' }).$type<string[]>().notNull(),
    selectionIds: text('selection_ids', { mode: 'json' }).$type<string[]>().notNull(),
    refundedCents: integer('refunded_cents').notNull().default(0),
    /**
     * 'card', 'bkash' or 'sslcommerz' online, 'cash' or 'bank_transfer' at the desk: who took the
     * money, and who returns it.
     */
    gateway: text('gateway', { enum: RECORDED_PAYMENT_GATEWAYS }).notNull().default('card'),
    /** The staff member (users.id) who recorded a payment taken at the desk; null online. */
    recordedBy: text('recorded_by'),
    /** The gateway's id of the money movement (bKash's trxID, SSLCommerz's bank_tran_id). */
    gatewayTransactionId: text('gateway_transaction_id'),
    /** The gateway's id of its confirmation (SSLCommerz's val_id, bKash's trxID). */
    confirmationId: text('confirmation_id'),
    /** How the student paid (shared/schemas/payment.ts's paymentMethodSchema), when known. */
    method: text('method', { mode: 'json' }).$type<PaymentMethodInfo>(),
    /**
     * 'held' while a payment the gateway flagged waits for an admin; 'approved' (delivered) or
     * 'refused' (refunded in full) after.
     */
    review: text('review', { enum: ['held', 'approved', 'refused'] }),
    createdAt: createdAt(),
  },
  // The admin's list, newest first, and its pages (api/lib/keyset-pages.ts).
  (table) => [index('payments_created_idx').on(table.createdAt, table.id)],
);

/** A paid seat in a class. Class details are copied so paid history survives a deleted class. */
export const enrollments = sqliteTable(
  'enrollments',
  {
    id: text('id').primaryKey(),
    paymentId: text('payment_id')
      .notNull()
      .references(() => payments.id),
    classId: text('class_id').notNull(),
    email: text('email').notNull(),
    className: text('class_name').notNull(),
    instructorName: text('instructor_name').notNull(),
    photo: text('photo').notNull(),
    /** What was paid for the class, in the payment's currency. */
    priceCents: integer('price_cents').notNull(),
    currency: text('currency').notNull().default('usd'),
    /**
     * Who takes part: a member of the acting account's family (participants.id), or null for the
     * account's own member (decision 049).
     */
    participantId: text('participant_id'),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('enrollments_email_class_idx')
      .on(table.email, table.classId)
      .where(sql`participant_id is null`),
    uniqueIndex('enrollments_participant_class_idx')
      .on(table.participantId, table.classId)
      .where(sql`participant_id is not null`),
  ],
);

export const contactMessages = sqliteTable(
  'contact_messages',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    createdAt: createdAt(),
  },
  // The admin's list, newest first, and its pages (api/lib/keyset-pages.ts).
  (table) => [index('contact_messages_created_idx').on(table.createdAt, table.id)],
);

/** Deleted classes (delta sync tombstones), written by a database trigger on every delete. */
export const deletedClasses = sqliteTable(
  'deleted_classes',
  {
    classId: text('class_id').primaryKey(),
    deletedAt: text('deleted_at').notNull(),
    changeSeq: integer('change_seq').notNull().default(0),
    /** Whose class it was, and whether it was ever public: who must be told it is gone. */
    instructorEmail: text('instructor_email'),
    everApproved: integer('ever_approved', { mode: 'boolean' }).notNull().default(false),
  },
  (table) => [index('deleted_classes_change_seq_idx').on(table.changeSeq)],
);

/**
 * The built-in test payment provider's intents (used when no Stripe key is set). Stripe keeps
 * its own; this table stands in for Stripe's servers.
 */
export const testPaymentIntents = sqliteTable('test_payment_intents', {
  id: text('id').primaryKey(),
  clientSecret: text('client_secret').notNull(),
  amountCents: integer('amount_cents').notNull(),
  currency: text('currency').notNull().default('usd'),
  /** 'requires_payment_method' | 'succeeded' | 'canceled' */
  status: text('status').notNull(),
  metadata: text('metadata', { mode: 'json' }).$type<Record<string, string>>().notNull(),
  lastError: text('last_error'),
  refundedCents: integer('refunded_cents').notNull().default(0),
  idempotencyKey: text('idempotency_key').unique(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** A seat held for a student while they pay (10 minutes). */
export const seatHolds = sqliteTable(
  'seat_holds',
  {
    id: text('id').primaryKey(),
    classId: text('class_id').notNull(),
    email: text('email').notNull(),
    intentId: text('intent_id').notNull(),
    expiresAt: text('expires_at').notNull(),
    /**
     * When this account started holding a seat in this class: renewals never extend the hold
     * past SEAT_HOLD_MAX_MINUTES from here. The row outlives the hold by the cool-down, so an
     * account that let its hold run out cannot take a fresh one at once (seat-holds.ts).
     */
    heldSince: text('held_since').notNull(),
    /**
     * Who takes part: a member of the acting account's family (participants.id), or null for the
     * account's own member (decision 049).
     */
    participantId: text('participant_id'),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('seat_holds_class_email_idx')
      .on(table.classId, table.email)
      .where(sql`participant_id is null`),
    uniqueIndex('seat_holds_class_participant_idx')
      .on(table.classId, table.participantId)
      .where(sql`participant_id is not null`),
    index('seat_holds_intent_idx').on(table.intentId),
  ],
);

/**
 * Every payment intent this server created (with either provider), so that a charge nobody
 * finalized (the tab closed after paying, the webhook never came) is found by the payment sweep
 * and enrolled or refunded (payment-sweep.ts, decision 018).
 */
export const paymentIntents = sqliteTable(
  'payment_intents',
  {
    intentId: text('intent_id').primaryKey(),
    email: text('email').notNull(),
    /** The payer's users row when the intent was made: its deletion means refund, not enroll. */
    userId: text('user_id'),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull().default('usd'),
    createdAt: text('created_at').notNull(),
    /** When the sweep looks at it next (it also serves as the sweep's claim on it). */
    nextCheckAt: text('next_check_at').notNull(),
    /** Set once a payment is recorded for it, or once it can never be paid (canceled, unknown). */
    finalizedAt: text('finalized_at'),
    /**
     * 'paid' | 'held' (paid, held for an admin's review) | 'canceled' | 'failed' | 'unknown' |
     * 'refused'
     */
    outcome: text('outcome'),
    /** 'card' (the card provider) or a redirect gateway (decision 036). */
    gateway: text('gateway', { enum: ['card', 'bkash', 'sslcommerz'] })
      .notNull()
      .default('card'),
    /** The gateway's id of the attempt (bKash's paymentID, SSLCommerz's sessionkey). */
    gatewayPaymentId: text('gateway_payment_id'),
    /**
     * What is paid for (order-metadata.ts's order), for a redirect gateway, which cannot keep it
     * for us as the card provider's metadata does.
     */
    order: text('order', { mode: 'json' }).$type<Record<string, string>>(),
    /** The public origin the gateway sends the browser and its notices back to. */
    origin: text('origin'),
    /** The gateway's page for this attempt: a second tap on Pay is sent to the same page. */
    redirectUrl: text('redirect_url'),
  },
  (table) => [
    index('payment_intents_open_idx').on(table.finalizedAt, table.nextCheckAt),
    // bKash's return names its paymentID only.
    index('payment_intents_gateway_payment_idx').on(table.gatewayPaymentId),
  ],
);

/**
 * Money owed back to a card: written in the same transaction that decides it (finalize's
 * undeliverable classes, an admin's refund), then sent to the provider with `key` as the
 * idempotency key and marked sent. A row left pending (a crash, the provider down) is sent again
 * with the same key by a retry or the sweep, so the card is refunded exactly once (refunds.ts).
 */
export const paymentRefunds = sqliteTable(
  'payment_refunds',
  {
    /** The idempotency key, derived from the payment and what is refunded. */
    key: text('key').primaryKey(),
    paymentId: text('payment_id')
      .notNull()
      .references(() => payments.id),
    intentId: text('intent_id').notNull(),
    classIds: text('class_ids', { mode: 'json' }).$type<string[]>().notNull(),
    amountCents: integer('amount_cents').notNull(),
    reason: text('reason').notNull(),
    /** 'pending' | 'sent' */
    status: text('status', { enum: ['pending', 'sent'] }).notNull(),
    /** Whoever sends it holds it until then; nobody else sends it meanwhile. */
    sendingUntil: text('sending_until'),
    /** The sweep's next try after a failure (backing off). */
    nextAttemptAt: text('next_attempt_at').notNull(),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    providerRefundId: text('provider_refund_id'),
    /** The staff member (users.id) who asked for it; null when the system refunds on its own. */
    requestedBy: text('requested_by'),
    createdAt: text('created_at').notNull(),
    sentAt: text('sent_at'),
  },
  (table) => [
    index('payment_refunds_payment_idx').on(table.paymentId),
    index('payment_refunds_due_idx').on(table.status, table.nextAttemptAt),
  ],
);

/**
 * The built-in test provider's refunds, by idempotency key: as on Stripe's servers, the same key
 * answers the same refund (across processes and restarts) instead of refunding again.
 */
export const testPaymentRefunds = sqliteTable('test_payment_refunds', {
  idempotencyKey: text('idempotency_key').primaryKey(),
  id: text('id').notNull(),
  intentId: text('intent_id').notNull(),
  amountCents: integer('amount_cents').notNull(),
  createdAt: createdAt(),
});

/**
 * A student's pass for one enrolled class: the token the QR code carries and the short code
 * typed when a camera fails. Random, so it cannot be made up; bound to one class and one student,
 * so it is refused anywhere else. Issued when the class is paid for; a refund marks it refunded
 * (the row stays, so a scan of it is refused with that reason, also after syncing late).
 */
export const classPasses = sqliteTable(
  'class_passes',
  {
    id: text('id').primaryKey(),
    classId: text('class_id').notNull(),
    email: text('email').notNull(),
    /** 128 random bits as 32 hex digits. The roster the instructor's phone keeps has its SHA-256 only. */
    token: text('token').notNull().unique(),
    /** 8 characters of Crockford's base32, unique within the class. */
    code: text('code').notNull(),
    status: text('status', { enum: ['active', 'refunded'] })
      .notNull()
      .default('active'),
    /**
     * Who takes part: a member of the acting account's family (participants.id), or null for the
     * account's own member (decision 049).
     */
    participantId: text('participant_id'),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('class_passes_class_email_idx')
      .on(table.classId, table.email)
      .where(sql`participant_id is null`),
    uniqueIndex('class_passes_class_participant_idx')
      .on(table.classId, table.participantId)
      .where(sql`participant_id is not null`),
    uniqueIndex('class_passes_class_code_idx').on(table.classId, table.code),
  ],
);

/**
 * A student's attendance at one session. The id is the scanning phone's nonce (a UUID made when
 * the pass was scanned or the name ticked), so the same scan sent twice is one row; the unique
 * (session, e-mail) index makes two phones scanning one pass count once.
 */
export const checkIns = sqliteTable(
  'check_ins',
  {
    id: text('id').primaryKey(),
    sessionId: text('session_id')
      .notNull()
      .references(() => classSessions.id, { onDelete: 'cascade' }),
    classId: text('class_id').notNull(),
    email: text('email').notNull(),
    /** How it was taken: the QR code, the typed short code, or a tick on the roster. */
    method: text('method', { enum: ['scan', 'code', 'roster'] }).notNull(),
    /** The users row's id of the instructor or admin who checked the student in. */
    recordedBy: text('recorded_by').notNull(),
    /** When the phone took it (it may sync later). */
    takenAt: text('taken_at').notNull(),
    /** When the server recorded it. */
    createdAt: createdAt(),
    /**
     * Who takes part: a member of the pass holder's family (participants.id), or null for the
     * account's own member (the pass's) (decision 049).
     */
    participantId: text('participant_id'),
  },
  (table) => [
    uniqueIndex('check_ins_session_email_idx')
      .on(table.sessionId, table.email)
      .where(sql`participant_id is null`),
    uniqueIndex('check_ins_session_participant_idx')
      .on(table.sessionId, table.participantId)
      .where(sql`participant_id is not null`),
    index('check_ins_class_idx').on(table.classId),
  ],
);

/**
 * A student's private calendar feed (webcal): whoever has the URL reads that student's sessions,
 * so the token is the whole secret. Replacing it makes a new row's token and the old URL stops.
 */
export const calendarFeeds = sqliteTable('calendar_feeds', {
  email: text('email').primaryKey(),
  /** 128 random bits as 32 hex digits: the last segment of the feed's URL. */
  token: text('token').notNull().unique(),
  createdAt: createdAt(),
});

// Waitlists, notifications and the messages that carry them (migration 0008).

/**
 * A student's place in a full class's line (api/services/waitlist/). The id is the client's UUID
 * (the outbox's idempotency key). `line_no` is handed out in the write transaction that adds the
 * row (the class's highest + 1), so the line is first come, first served even when many join in
 * the same millisecond. A student is in a class's line once at a time: leaving and joining again
 * makes a new row at the back.
 */
export const waitlistEntries = sqliteTable(
  'waitlist_entries',
  {
    id: text('id').primaryKey(),
    classId: text('class_id')
      .notNull()
      .references(() => classes.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    lineNo: integer('line_no').notNull(),
    /**
     * 'waiting' in line; 'offered' a freed seat is held for them until offer_expires_at;
     * 'accepted' they paid for it; 'declined' they turned the offer down or left while offered;
     * 'expired' the offer ran out; 'left' they left the line before any offer.
     */
    status: text('status', {
      enum: ['waiting', 'offered', 'accepted', 'declined', 'expired', 'left'],
    })
      .notNull()
      .default('waiting'),
    offeredAt: text('offered_at'),
    offerExpiresAt: text('offer_expires_at'),
    /** When it stopped being waiting or offered. */
    endedAt: text('ended_at'),
    /**
     * Who takes part: a member of the acting account's family (participants.id), or null for the
     * account's own member (decision 049).
     */
    participantId: text('participant_id'),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('waitlist_entries_class_line_idx').on(table.classId, table.lineNo),
    // In a class's line once at a time, per participant.
    uniqueIndex('waitlist_entries_live_idx')
      .on(table.classId, table.email)
      .where(sql`status in ('waiting', 'offered') and participant_id is null`),
    uniqueIndex('waitlist_entries_live_participant_idx')
      .on(table.classId, table.participantId)
      .where(sql`status in ('waiting', 'offered') and participant_id is not null`),
    index('waitlist_entries_email_idx').on(table.email),
    index('waitlist_entries_offer_expiry_idx').on(table.status, table.offerExpiresAt),
  ],
);

/**
 * What a person is told (the bell's list). The words are not stored: `kind` and `params` are
 * said in the reader's language when shown (shared/notifications/), `path` is the page it is
 * about, without a language prefix.
 */
export const notifications = sqliteTable(
  'notifications',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    params: text('params', { mode: 'json' }).$type<Record<string, string | number>>().notNull(),
    path: text('path').notNull(),
    readAt: text('read_at'),
    createdAt: createdAt(),
  },
  (table) => [index('notifications_user_created_idx').on(table.userId, table.createdAt, table.id)],
);

/** Which kinds a person also wants as a push (absent row: every kind). */
export const notificationSettings = sqliteTable('notification_settings', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  pushKinds: text('push_kinds', { mode: 'json' }).$type<string[]>().notNull(),
  updatedAt: updatedAt(),
});

/**
 * One Web Push subscription per device (its endpoint is unique), with the keys its payloads are
 * encrypted to and the language its notifications are written in. Deleted when the push service
 * answers that it is gone (404, 410).
 */
export const pushSubscriptions = sqliteTable(
  'push_subscriptions',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull().unique(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    locale: text('locale').notNull().default('en'),
    createdAt: createdAt(),
  },
  (table) => [index('push_subscriptions_user_idx').on(table.userId)],
);

/**
 * Messages due to be sent through a channel (push now; e-mail or SMS later). A row is written in
 * the transaction of what it tells, so a restart loses none; a sender claims due rows by setting a
 * lease (lease_until, lease_owner), so two API processes never send one twice, and a lease that
 * runs out (a crash mid-send) lets another take it. `dedupe_key` makes writing one twice a no-op
 * (a reminder found again by the next tick).
 */
export const outboundMessages = sqliteTable(
  'outbound_messages',
  {
    id: text('id').primaryKey(),
    channel: text('channel').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The bell's entry it carries, if any (reminders have none). */
    notificationId: text('notification_id').references(() => notifications.id, {
      onDelete: 'cascade',
    }),
    kind: text('kind').notNull(),
    params: text('params', { mode: 'json' }).$type<Record<string, string | number>>().notNull(),
    path: text('path').notNull(),
    dedupeKey: text('dedupe_key').notNull().unique(),
    dueAt: text('due_at').notNull(),
    leaseUntil: text('lease_until'),
    leaseOwner: text('lease_owner'),
    attempts: integer('attempts').notNull().default(0),
    sentAt: text('sent_at'),
    /** 'sent' | 'no_recipient' | 'dropped' (no longer true, e.g. a moved session) | 'failed' */
    outcome: text('outcome'),
    createdAt: createdAt(),
  },
  (table) => [index('outbound_messages_due_idx').on(table.sentAt, table.dueAt)],
);

/**
 * The last receipt number issued in each series (a branch's code, or ACD for the academy's own)
 * and year: raised in the transaction that records the payment, so a number is never skipped
 * or given twice (services/payments/receipts.ts).
 */
export const receiptSeries = sqliteTable(
  'receipt_series',
  {
    series: text('series').notNull(),
    year: integer('year').notNull(),
    lastNumber: integer('last_number').notNull(),
  },
  (table) => [primaryKey({ columns: [table.series, table.year] })],
);

/** One receipt per payment, by any method. */
export const receipts = sqliteTable(
  'receipts',
  {
    /** As printed: DHK-2026-000123. */
    number: text('number').primaryKey(),
    paymentId: text('payment_id')
      .notNull()
      .unique()
      .references(() => payments.id),
    series: text('series').notNull(),
    year: integer('year').notNull(),
    sequence: integer('sequence').notNull(),
    /** The venue whose name and address the receipt carries; null for the academy's own. */
    venue: text('venue'),
    /** Who paid, as they were named when it was issued. */
    payerName: text('payer_name').notNull(),
    payerEmail: text('payer_email').notNull(),
    /**
     * What was paid for, each class at its price (minor units of the payment's currency), and
     * who takes it when a child of the payer's family does (their name is read at display, so a
     * child's erased details leave no copy here: decision 049).
     */
    lines: text('lines', { mode: 'json' })
      .$type<
        {
          classId: string;
          name: string;
          /** What was charged for the class, after `discountCents` (decision 051). */
          amountCents: number;
          participantId?: string | null;
          discountCents?: number;
        }[]
      >()
      .notNull(),
    issuedAt: text('issued_at').notNull(),
  },
  (table) => [uniqueIndex('receipts_sequence_idx').on(table.series, table.year, table.sequence)],
);

// Families (decision 049): who takes a class, and the accounts that act for them.

/** A family: the members an account added and the guardians who act for all of them. */
export const families = sqliteTable('families', {
  id: text('id').primaryKey(),
  createdAt: createdAt(),
});

/** The accounts that act for a family's members. An account looks after one family. */
export const familyGuardians = sqliteTable(
  'family_guardians',
  {
    familyId: text('family_id')
      .notNull()
      .references(() => families.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.familyId, table.userId] }),
    uniqueIndex('family_guardians_user_idx').on(table.userId),
  ],
);

/**
 * Who attends: an account's own member ('self', whose id is the account's users.id and whose
 * name is the account's) or a child a guardian added. A removed child's row stays, with its
 * personal fields erased, so past payments and attendance still name it.
 */
export const participants = sqliteTable(
  'participants',
  {
    id: text('id').primaryKey(),
    kind: text('kind', { enum: ['self', 'child'] }).notNull(),
    /** Null for an account's own member until it joins or makes a family. */
    familyId: text('family_id').references(() => families.id),
    /** A child's name; null for 'self' (the account's) and for a removed child. */
    name: text('name'),
    /** 'YYYY-MM-DD'. */
    dateOfBirth: text('date_of_birth'),
    /** 'beginner' | 'intermediate' | 'advanced': the level classes place them at, when known. */
    level: text('level', { enum: ['beginner', 'intermediate', 'advanced'] }),
    schoolYear: text('school_year'),
    medicalNotes: text('medical_notes'),
    emergencyContactName: text('emergency_contact_name'),
    emergencyContactPhone: text('emergency_contact_phone'),
    photoUrl: text('photo_url'),
    photoConsent: integer('photo_consent', { mode: 'boolean' }).notNull().default(false),
    /** When a guardian removed the child. */
    removedAt: text('removed_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('participants_family_idx').on(table.familyId)],
);

/**
 * An invitation to be a family's second guardian: a link with a random token (only its SHA-256
 * is kept), accepted once, before it expires.
 */
export const familyInvitations = sqliteTable(
  'family_invitations',
  {
    id: text('id').primaryKey(),
    familyId: text('family_id')
      .notNull()
      .references(() => families.id, { onDelete: 'cascade' }),
    /** The guardian who made it (users.id). */
    invitedBy: text('invited_by').notNull(),
    /** Who it is meant for, when the guardian said. */
    email: text('email'),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: text('expires_at').notNull(),
    acceptedBy: text('accepted_by'),
    /** When it was accepted or withdrawn: it is then spent. */
    endedAt: text('ended_at'),
    createdAt: createdAt(),
  },
  (table) => [index('family_invitations_family_idx').on(table.familyId)],
);

/**
 * A branch's sibling discount (decision 051): the percentage off the classes of a family's second
 * and later child in the same month. No row: no discount at that branch.
 */
export const siblingDiscounts = sqliteTable('sibling_discounts', {
  /** A venue id (shared/classes/venues.ts). */
  venue: text('venue').primaryKey(),
  percent: integer('percent').notNull(),
  /** The admin who set it last. */
  updatedBy: text('updated_by').notNull(),
  updatedAt: updatedAt(),
});

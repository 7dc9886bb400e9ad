// POST /api/create-payment-intent: the server decides the amount from the caller's selections,
// creates the provider's intent with the order in its metadata, and holds one seat per class.
// One payment is in one currency: selections in several are paid one currency at a time. The
// checks and the holds are shared with the redirect gateways' start (start-payment.ts).
import { and, eq, or } from 'drizzle-orm';
import {
  CHARGE_LIMITS,
  currencyOrDefault,
  fromMinorUnits,
  toMinorUnits,
  type Currency,
} from '#shared/money.ts';
import { SEAT_HOLD_MINUTES } from '#shared/schemas/payment.ts';
import type { Database } from '../../db/client.ts';
import { classes, enrollments, participants, selections, users } from '../../db/schema.ts';
import { classNames, refusal } from '#shared/refusals.ts';
import { badRequest, conflict, HttpError } from '../../lib/http-error.ts';
import { sha256Hex } from '#shared/hex.ts';
import { encodeOrder, OrderTooLargeError, type Order } from './order-metadata.ts';
import type { PaymentDeps } from './provider.ts';
import { recordIntent, type IntentRecord } from './payment-attempts.ts';
import { forgetLapsedHolds, holdTerms, upsertHolds } from './seat-holds.ts';
import { offerFreedSeatsIn } from '../waitlist/offers.ts';
import { reservedSeats } from '../waitlist/reserved-seats.ts';
import { retryOnBusy, writeTransaction, type Tx } from '../../db/write-transaction.ts';
import { refuseIneligible } from '../class-eligibility.ts';
import { chooseParticipant, sameParticipant } from '../families/participant.ts';
import { familyDiscounts } from './sibling-discounts.ts';

const HOLD_MS = SEAT_HOLD_MINUTES * 60_000;

function loadCart(db: Database, email: string) {
  return retryOnBusy(() =>
    db
      .select({
        selectionId: selections.id,
        participantId: selections.participantId,
        participantName: participants.name,
        classId: classes.id,
        name: classes.name,
        priceCents: classes.priceCents,
        currency: classes.currency,
        seats: classes.seats,
        status: classes.status,
      })
      .from(selections)
      .innerJoin(classes, eq(classes.id, selections.classId))
      .leftJoin(participants, eq(participants.id, selections.participantId))
      .where(eq(selections.email, email))
      .orderBy(selections.createdAt, selections.id),
  );
}

/**
 * A class being paid for, for one participant (a child of the payer's family, or the payer: null,
 * decision 049); the desk sells classes no selection stands for (selectionId null).
 */
export type CartLine = Omit<
  Awaited<ReturnType<typeof loadCart>>[number],
  'selectionId' | 'participantId' | 'participantName'
> & {
  selectionId: string | null;
  participantId: string | null;
  participantName: string | null;
};

/**
 * Names of the classes with no seat free for a participant of the cart right now: all taken, or
 * reserved by others (held while paying, offered from the line, or waited for by students in line
 * before them), or by the cart's lines before it (two children of one family in one class).
 */
export async function classesWithoutSeat(
  tx: Tx,
  cart: readonly CartLine[],
  email: string,
  nowIso: string,
): Promise<string[]> {
  const full: string[] = [];
  const takenByCart = new Map<string, number>();
  for (const line of cart) {
    const [row] = await tx
      .select({ seats: classes.seats })
      .from(classes)
      .where(eq(classes.id, line.classId));
    const asker = { email, participantId: line.participantId };
    const reserved = await reservedSeats(tx, line.classId, asker, nowIso);
    const before = takenByCart.get(line.classId) ?? 0;
    if (!row || row.seats - reserved - before <= 0) full.push(line.name);
    takenByCart.set(line.classId, before + 1);
  }
  return full;
}

/** Who pays: the signed-in student's e-mail and users row (null before it is recorded). */
export interface Payer {
  email: string;
  userId: string | null;
}

/**
 * The selections paid now: those in the currency the browser asked for, or all of them when they
 * share one. Selections in several currencies with none named are refused: the student is shown
 * one total per currency and pays each on its own.
 */
function linesToPay(all: readonly CartLine[], asked: Currency | undefined) {
  const currencies = [...new Set(all.map((line) => currencyOrDefault(line.currency)))];
  const currency = asked ?? (currencies.length === 1 ? currencies[0] : undefined);
  if (!currency) throw conflict('pay_one_currency_at_a_time');
  const cart = all.filter((line) => currencyOrDefault(line.currency) === currency);
  if (cart.length === 0) throw badRequest('nothing_to_pay');
  return { currency, cart };
}

/**
 * The class's ages and level again at checkout, as at Select: a date of birth or a class changed
 * since the selection was made must not be paid for (decision 049). A desk payment's lines are
 * checked here too (desk-payments.ts), so the desk sells a class to nobody Select would refuse.
 */
export async function refuseIneligibleLines(
  deps: PaymentDeps,
  payer: Payer,
  cart: readonly CartLine[],
): Promise<void> {
  const now = deps.now();
  // The payer's own name, read once, names the account's own member in a refusal.
  const [payerRow] = payer.userId
    ? await deps.db.select({ name: users.name }).from(users).where(eq(users.id, payer.userId))
    : [];
  for (const line of cart) {
    const [cls] = await deps.db.select().from(classes).where(eq(classes.id, line.classId));
    if (!cls) continue;
    const participant = await chooseParticipant(deps.db, payer, line.participantId ?? undefined);
    refuseIneligible(cls, participant.facts, participant.name ?? payerRow?.name ?? '', now);
  }
}

/** What one payment pays for, checked and priced by the server, before any provider is asked. */
export interface Checkout {
  payer: Payer;
  currency: Currency;
  cart: CartLine[];
  totalCents: number;
  order: Order;
  /** The order as the provider's metadata (order-metadata.ts). */
  metadata: Record<string, string>;
  now: Date;
}

/**
 * The checks every way to pay shares: the selections in one currency, the total the browser
 * showed, classes still open and not paid, the hold limits, and a seat left in each.
 */
export async function prepareCheckout(
  deps: PaymentDeps,
  payer: Payer,
  browser: { price?: number; currency?: Currency },
): Promise<Checkout> {
  const { email } = payer;
  const all = await loadCart(deps.db, email);
  if (all.length === 0) throw badRequest('nothing_to_pay');
  const { currency, cart } = linesToPay(all, browser.currency);
  await refuseIneligibleLines(deps, payer, cart);
  const checkout = await checkCart(deps, payer, currency, cart, browser.price);
  const nowIso = checkout.now.toISOString();
  const full = await writeTransaction(deps.db, async (tx) => {
    await forgetLapsedHolds(tx, checkout.now);
    // Refusals by the hold limits come before anything is asked of a provider.
    await holdTerms(tx, email, cart, checkout.now);
    return classesWithoutSeat(tx, cart, email, nowIso);
  });
  if (full.length > 0) throw conflict('classes_full', classNames(full));
  return checkout;
}

/**
 * The classes of one payment in one currency, priced by the server: the total the browser showed
 * (when it sent one), classes still open and not paid by this student, and the order. Shared by
 * the student's checkout and a payment at the desk (desk-payments.ts), whose classes come from
 * the desk rather than from selections.
 */
export async function checkCart(
  deps: PaymentDeps,
  payer: Payer,
  currency: Currency,
  cart: CartLine[],
  browserPrice?: number,
): Promise<Checkout> {
  const { email } = payer;
  // The sibling discount, as GET /api/select showed it (decision 051).
  const discounts = await familyDiscounts(
    deps.db,
    cart.map((line, index) => ({
      key: String(index),
      classId: line.classId,
      participantId: line.participantId,
      priceCents: line.priceCents,
    })),
    deps.now(),
  );
  const discountOf = (index: number) => discounts.get(String(index)) ?? 0;
  const totalCents = cart.reduce(
    (sum, line, index) => sum + line.priceCents - discountOf(index),
    0,
  );
  if (totalCents <= 0) throw badRequest('total_is_zero');
  if (browserPrice !== undefined && toMinorUnits(browserPrice, currency) !== totalCents) {
    const total = fromMinorUnits(totalCents, currency);
    const changed = refusal('total_changed', { total, currency });
    throw new HttpError(409, 'conflict', changed, {
      price: changed,
      total: String(total),
      currency,
    });
  }
  const closed = cart.filter((line) => line.status !== 'approved').map((line) => line.name);
  if (closed.length > 0) throw conflict('classes_not_open', classNames(closed));
  const paid = await retryOnBusy(() =>
    deps.db
      .select({ name: enrollments.className })
      .from(enrollments)
      .where(
        or(
          ...cart.map((line) =>
            and(
              eq(enrollments.classId, line.classId),
              sameParticipant(enrollments, email, line.participantId),
            ),
          ),
        ),
      ),
  );
  if (paid.length > 0)
    throw conflict('classes_already_paid', classNames(paid.map((row) => row.name)));

  const order: Order = {
    email,
    items: cart.map((line, index) => ({
      classId: line.classId,
      name: line.name,
      cents: line.priceCents - discountOf(index),
      ...(discountOf(index) > 0 ? { discountCents: discountOf(index) } : {}),
      ...(line.participantId === null
        ? {}
        : { participantId: line.participantId, participantName: line.participantName ?? '' }),
    })),
    selectionIds: cart.flatMap((line) => (line.selectionId === null ? [] : [line.selectionId])),
    currency,
  };
  let metadata: Record<string, string>;
  try {
    metadata = encodeOrder(order);
  } catch (error) {
    if (error instanceof OrderTooLargeError) throw badRequest('too_many_classes_for_one_payment');
    throw error;
  }
  return { payer, currency, cart, totalCents, order, metadata, now: deps.now() };
}

/**
 * In one transaction: a seat still left in each class, then held for this attempt, and the
 * attempt recorded for the sweep. Returns the classes taken meanwhile (nothing held then), or
 * when the first hold ends.
 */
export async function holdSeats(
  deps: PaymentDeps,
  checkout: Checkout,
  attempt: Pick<IntentRecord, 'intentId' | 'gateway' | 'order' | 'origin'>,
): Promise<{ stillFull: string[]; holdExpiresAt: string }> {
  const { payer, cart, now } = checkout;
  const { email } = payer;
  const nowIso = now.toISOString();
  return writeTransaction(deps.db, async (tx) => {
    const taken = await classesWithoutSeat(tx, cart, email, nowIso);
    if (taken.length > 0) return { stillFull: taken, holdExpiresAt: '' };
    const terms = await holdTerms(tx, email, cart, now);
    const ended = await upsertHolds(tx, { email, intentId: attempt.intentId, terms, now });
    // Holds this checkout ended on classes no longer in the cart: those seats go to the line.
    await offerFreedSeatsIn(tx, ended, now, deps.waitlistOfferHours);
    // Before the student can pay: a payment of this attempt is always found by the sweep.
    await recordIntent(
      tx,
      {
        ...attempt,
        email,
        userId: payer.userId,
        amountCents: checkout.totalCents,
        currency: checkout.currency,
      },
      now,
    );
    const ends = terms.map((term) => term.expiresAt).sort();
    return { stillFull: [], holdExpiresAt: ends[0]! };
  });
}

/** The limits of one payment through `way` (shared/money.ts CHARGE_LIMITS), as refusals. */
export function refuseOutsideChargeLimits(
  checkout: Pick<Checkout, 'currency' | 'totalCents'>,
  way: keyof typeof CHARGE_LIMITS,
): void {
  const { currency, totalCents } = checkout;
  const limits = CHARGE_LIMITS[way][currency];
  if (limits && totalCents < limits.min) {
    throw badRequest('total_below_minimum', {
      minimum: fromMinorUnits(limits.min, currency),
      currency,
    });
  }
  if (limits?.max !== undefined && totalCents > limits.max) {
    throw badRequest('total_above_maximum', {
      maximum: fromMinorUnits(limits.max, currency),
      currency,
    });
  }
}

export async function createPaymentIntent(
  deps: PaymentDeps,
  payer: Payer,
  browser: { price?: number; currency?: Currency },
) {
  const checkout = await prepareCheckout(deps, payer, browser);
  refuseOutsideChargeLimits(checkout, 'card');
  const { currency, totalCents, order, metadata, now } = checkout;
  // The same cart within one hold window gets the same intent back (a double click, a reload).
  const window = Math.floor(now.getTime() / HOLD_MS);
  const idempotencyKey = `intent-${await sha256Hex(`${JSON.stringify(order)}|${window}`)}`;
  const intent = await deps.provider.createIntent({
    amountCents: totalCents,
    currency,
    metadata,
    idempotencyKey,
  });

  const { stillFull, holdExpiresAt } = await holdSeats(deps, checkout, { intentId: intent.id });
  if (stillFull.length > 0) {
    // The intent is left unconfirmed (never charged). Cancelling it would make the same cart's
    // retry in this window (same idempotency key) get a dead intent back.
    throw conflict('classes_full', classNames(stillFull));
  }
  return {
    clientSecret: intent.clientSecret,
    intentId: intent.id,
    total: fromMinorUnits(totalCents, currency),
    currency,
    holdExpiresAt,
  };
}

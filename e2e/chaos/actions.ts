// What a person does in the chaos run, through the app's own screens: each action looks at the
// screen, does what it offers (Select or, once selected, Delete on My selected Classes; Join
// waitlist or Leave; tick or untick a student at the door; Mark all as read), and notes what the
// screen then said: done (or waiting to sync), refused with a reason, or nothing at all. A parent
// does the same for one member of the family (themselves or their child), through "Who takes …?".
import type { Locator, Page } from '@playwright/test';
import { openInApp } from '../helpers.ts';
import { outboxRows } from '../offline-fixtures.ts';
import type { ActionKind, ActionRecord, Outcome } from '../../scripts/chaos/verdict.ts';
import type { ChaosClass, ChaosWorld, DoorPlace, Person } from './world.ts';

export type { ActionRecord };

/** How long a person waits for the screen to answer an action (the client's timeout and more). */
const ANSWER_MS = 25_000;
/** How long an action waits for its page to show what it needs (a list loading through faults). */
const READY_MS = 12_000;

/** A toast shown since the action began (`markToastsSeen` marks the ones before it). */
const NEW_TOAST = '[data-sonner-toast]:not([data-chaos-seen])';
/**
 * An error toast answering the action itself: the outbox also says, at any moment, that a change
 * queued earlier was refused ("A waitlist change could not be saved", and the like), and that one
 * is not this action's answer.
 */
const ERROR_TOAST = `${NEW_TOAST}[data-type="error"]:not(:has-text("could not be saved"))`;
/**
 * A toast saying this action was done, or saved on the device to be sent: by its words, since
 * the outbox also says, at any moment, that changes sent in the background were saved.
 */
const doneToast = (page: Page, done: string) =>
  page.locator(NEW_TOAST).filter({ hasText: new RegExp(`${done}|Saved on this device`) });

/**
 * Marks the toasts on the screen as seen before an action: one still showing from the action
 * before (its answer, or its refusal) is not this one's.
 */
async function markToastsSeen(page: Page): Promise<void> {
  await page.evaluate(() => {
    for (const toast of document.querySelectorAll('[data-sonner-toast]'))
      toast.setAttribute('data-chaos-seen', '');
  });
}

/**
 * Resolves with the index of the first locator to become visible, or -1 when none does in time.
 * One wait inside the page for any of them: asking each one ten times a second, from every tab
 * at once, was much of the run's CPU.
 */
async function firstVisible(locators: Locator[], timeout: number): Promise<number> {
  const [first, ...rest] = locators;
  if (!first) return -1;
  const any = rest.reduce((all, locator) => all.or(locator), first).filter({ visible: true });
  const deadline = Date.now() + timeout;
  while (Date.now() < deadline) {
    const left = Math.max(1, deadline - Date.now());
    if (
      !(await any
        .first()
        .waitFor({ timeout: left })
        .then(
          () => true,
          () => false,
        ))
    )
      return -1;
    for (const [index, locator] of locators.entries()) {
      if (
        (await locator
          .filter({ visible: true })
          .count()
          .catch(() => 0)) > 0
      )
        return index;
    }
    // It went again before it was read (a toast closing): wait for the next.
  }
  return -1;
}

async function errorToastText(page: Page): Promise<string> {
  const toast = page.locator(ERROR_TOAST).last();
  const text = (await toast.innerText().catch(() => '')).trim();
  // Closed, so the next action's refusal is its own.
  await page
    .locator(ERROR_TOAST)
    .getByRole('button', { name: /close/i })
    .first()
    .click({ timeout: 1_000 })
    .catch(() => undefined);
  return text;
}

/**
 * The member of a family a tab acts for: the account's own (id null) or a child, by the name
 * "Who takes …?" lists them under.
 */
export type FamilyMember = { id: string | null; name: string };

/** The person's tab, and what it may act on (no other tab acts on the same things). */
export interface Actor {
  id: string;
  person: Person;
  page: Page;
  selectClasses: ChaosClass[];
  waitlistClasses: ChaosClass[];
  /** Whom this (instructor's) tab ticks at the door. */
  doorPlaces: DoorPlace[];
  marksRead: boolean;
  /** In a family: the member this tab acts for, chosen in "Who takes …?". */
  forWhom?: FamilyMember;
}

/**
 * What a step saw: its record, and for Mark all as read the refused changes the device had as it
 * was pressed (which it dismisses: they were on the screen).
 */
export type StepDone = Omit<ActionRecord, 'actor' | 'email' | 'at'> & { refusalsShown?: string[] };

type Step = (
  actor: Actor,
  pick: <T>(items: readonly T[]) => T,
  world: ChaosWorld,
) => Promise<StepDone | null>;

/**
 * Selects a class, or deletes it from My selected Classes when the class page shows it
 * selected (or waiting to sync). Null when the page never showed either.
 */
const toggleSelection: Step = async ({ page, selectClasses }, pick) => {
  const target = pick(selectClasses);
  await openInApp(page, `/classes/${target.id}`);
  const select = page.getByRole('button', { name: 'Select', exact: true });
  // On its page a selected class (or one waiting to sync) leads on to paying for it.
  const selected = page.getByRole('link', { name: 'Go to My selected Classes', exact: true });
  const shown = await firstVisible([select, selected], READY_MS);
  if (shown === -1) return null;
  if (shown === 0) {
    await markToastsSeen(page);
    await select.click();
    const answer = await firstVisible([selected, page.locator(ERROR_TOAST)], ANSWER_MS);
    return answerOf('select', target.id, answer, page);
  }
  return deleteSelected(page, target, target.name);
};

/**
 * Deletes a class from My selected Classes by its row's Delete button, `name` being the class as
 * the button says it ("Football", or "Football (Ayaan)" for a child's row). Null when the row
 * never showed.
 */
async function deleteSelected(page: Page, target: ChaosClass, name: string) {
  await openInApp(page, '/dashboard/myclass');
  const remove = page
    .getByRole('button', { name: `Delete ${name}`, exact: true })
    .filter({ visible: true });
  if ((await firstVisible([remove], READY_MS)) === -1) return null;
  await markToastsSeen(page);
  await remove.click();
  await page.getByRole('button', { name: 'Yes, delete it!' }).click();
  const gone = await waitGone(remove, page, ANSWER_MS);
  return answerOf('delete', target.id, gone, page);
}

/** Presses Leave waitlist (or Decline, for a seat offered) and confirms it. */
async function confirmLeaving(page: Page, button: Locator, declining: boolean): Promise<void> {
  const [dialog, confirm] = declining
    ? ['Decline this seat?', 'Yes, decline']
    : ['Leave the waitlist?', 'Yes, leave'];
  await markToastsSeen(page);
  await button.click();
  await page
    .getByRole('alertdialog', { name: dialog })
    .getByRole('button', { name: confirm })
    .click();
}

/**
 * Joins a full class's waitlist; or leaves it when the class page shows a place; or declines the
 * seat when one is offered.
 */
const toggleWaitlist: Step = async ({ page, waitlistClasses }, pick) => {
  const target = pick(waitlistClasses);
  await openInApp(page, `/classes/${target.id}`);
  const join = page.getByRole('button', { name: 'Join waitlist', exact: true });
  const leave = page.getByRole('button', { name: `Leave waitlist: ${target.name}`, exact: true });
  const decline = page.getByRole('button', { name: `Decline: ${target.name}`, exact: true });
  const shown = await firstVisible([join, leave, decline], READY_MS);
  if (shown === -1) return null;
  if (shown === 0) {
    await markToastsSeen(page);
    await join.click();
    const answer = await firstVisible([leave, decline, page.locator(ERROR_TOAST)], ANSWER_MS);
    // A place (or, at once, a seat offered) is the join accepted; the toast, its refusal.
    return answerOf('join', target.id, answer === 2 ? 1 : Math.min(answer, 0), page);
  }
  await confirmLeaving(page, shown === 1 ? leave : decline, shown === 2);
  const answer = await firstVisible([join, page.locator(ERROR_TOAST)], ANSWER_MS);
  return answerOf(shown === 1 ? 'leave' : 'decline', target.id, answer, page);
};

/** Ticks or unticks a student (or a family's child) at the door (the instructor's check-in page). */
const toggleCheckIn: Step = async ({ page, doorPlaces }, pick, world) => {
  const student = pick(doorPlaces);
  const path = `/dashboard/checkin/${world.door.sessionId}?class=${world.door.id}`;
  if (!page.url().includes(`/dashboard/checkin/${world.door.sessionId}`))
    await openInApp(page, path);
  const box = page.getByRole('checkbox', { name: student.name, exact: true });
  if ((await firstVisible([box], READY_MS)) === -1) return null;
  if (await box.isDisabled()) return null;
  const was = await box.isChecked();
  await box.click();
  const row = page.getByRole('listitem').filter({ has: box });
  const refused = row.getByRole('alert');
  // The tick shows at once (waiting to sync if need be); a refusal comes back by the name.
  const deadline = Date.now() + ANSWER_MS;
  let outcome: Outcome = 'silent';
  while (Date.now() < deadline) {
    if (await refused.isVisible().catch(() => false)) {
      outcome = 'refused';
      break;
    }
    if ((await box.isChecked().catch(() => was)) !== was) {
      outcome = 'accepted';
      break;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const reason = outcome === 'refused' ? await refused.innerText() : undefined;
  if (outcome === 'refused')
    await row
      .getByRole('button', { name: 'Dismiss' })
      .click()
      .catch(() => undefined);
  const kind = was ? ('undo-check-in' as const) : ('check-in' as const);
  return {
    kind,
    target: student.id,
    outcome,
    reason,
    ...(student.child ? { participant: student.id } : {}),
  };
};

/**
 * Marks everything read on the notifications page (where a phone's bell leads), if any is unread.
 * The list may be older than the server's (fetched a while ago, or the device offline): the app
 * marks what it listed, so the step notes which unread notifications that was, at the press.
 */
const markAllRead: Step = async ({ page }) => {
  await openInApp(page, '/dashboard/notifications');
  const markAll = page.getByRole('button', { name: 'Mark all as read', exact: true });
  if ((await firstVisible([markAll], 5_000)) === -1) return null;
  await markToastsSeen(page);
  await page.evaluate((name) => {
    const listed = window as unknown as { unreadListed?: string[] };
    const noteListed = (event: Event) => {
      if ((event.target as Element | null)?.closest('button')?.textContent?.trim() !== name) return;
      // An unread entry says so to screen readers; a refused change (with a button of its own)
      // is the device's, not the server's.
      listed.unreadListed = [...document.querySelectorAll('main li')]
        .filter((item) => item.textContent?.includes('Unread:') && !item.querySelector('button'))
        .map((item) => item.querySelector('time')?.dateTime ?? '');
      document.removeEventListener('click', noteListed, true);
    };
    document.addEventListener('click', noteListed, true);
  }, 'Mark all as read');
  // Pressed in the same call that reads the refusals the device keeps: the bell dismisses the
  // ones it shows, and a refusal stored a moment before the press may be among them.
  const refused = (await outboxRows(page, 'Mark all as read'))
    .filter((row) => row.state === 'refused')
    .map((row) => JSON.stringify(row));
  const marked = await page.evaluate(
    () => (window as unknown as { unreadListed?: string[] }).unreadListed ?? [],
  );
  const settled = await waitGone(markAll, page, ANSWER_MS);
  return { ...(await answerOf('mark-read', '', settled, page)), refusalsShown: refused, marked };
};

export const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The member's radio in "Who takes …?" (or the waitlist's), by the name it is listed under; a
 * member who cannot be chosen says why after their name ("Selected already").
 */
function memberRadio(dialog: Locator, member: FamilyMember, person: Person): Locator {
  const label = member.id === null ? `Me (${person.name})` : member.name;
  return dialog.getByRole('radio', { name: new RegExp(`^${escaped(label)}( |$)`) });
}

/**
 * A class's name as a family's buttons say it for the member: "Football (Ayaan)" for a child, so
 * that Delete, Leave waitlist and Decline differ between members.
 */
const nameFor = (className: string, member: FamilyMember) =>
  member.id === null ? className : `${className} (${member.name})`;

/**
 * A parent's Select for one member. With the family known, Select asks "Who takes …?": the member
 * is chosen, or when they hold the class already (their radio not to be chosen), the dialog is
 * closed and their row deleted on My selected Classes. A family not known to the device (its list
 * not loaded through the faults) is not asked about: Select is then the account's own, and the
 * record says so.
 */
const toggleFamilySelection: Step = async ({ page, selectClasses, forWhom, person }, pick) => {
  const member = forWhom!;
  const target = pick(selectClasses);
  await openInApp(page, `/classes/${target.id}`);
  const select = page.getByRole('button', { name: 'Select', exact: true });
  // Every member holds it: the class page leads on to paying.
  const everyone = page.getByRole('link', { name: 'Go to My selected Classes', exact: true });
  const shown = await firstVisible([select, everyone], READY_MS);
  if (shown === -1) return null;
  if (shown === 0) {
    await markToastsSeen(page);
    await select.click();
    const dialog = page.getByRole('dialog', { name: `Who takes ${target.name}?` });
    const done = doneToast(page, 'Your Class Is Selected');
    const refused = page.locator(ERROR_TOAST);
    const asked = await firstVisible([dialog, done, refused], ANSWER_MS);
    if (asked !== 0) return answerOf('select', target.id, Math.min(asked - 1, 1), page);
    const radio = memberRadio(dialog, member, person);
    if (!(await radio.isDisabled())) {
      await radio.check();
      const confirm = member.id === null ? 'Select' : `Select for ${member.name}`;
      await dialog.getByRole('button', { name: confirm, exact: true }).click();
      const answer = await firstVisible([done, refused], ANSWER_MS);
      return { ...(await answerOf('select', target.id, answer, page)), ...whose(member) };
    }
    await dialog.getByRole('button', { name: 'Cancel', exact: true }).click();
  }
  const deleted = await deleteSelected(page, target, nameFor(target.name, member));
  return deleted && { ...deleted, ...whose(member) };
};

/**
 * A parent's waitlist action for one member: leave their place or decline the seat held for them
 * when the class page shows one, else Join waitlist for them through "Who joins …?".
 */
const toggleFamilyWaitlist: Step = async ({ page, waitlistClasses, forWhom, person }, pick) => {
  const member = forWhom!;
  const target = pick(waitlistClasses);
  await openInApp(page, `/classes/${target.id}`);
  const mine = nameFor(target.name, member);
  const leave = page.getByRole('button', { name: `Leave waitlist: ${mine}`, exact: true });
  const decline = page.getByRole('button', { name: `Decline: ${mine}`, exact: true });
  const join = page.getByRole('button', { name: 'Join waitlist', exact: true });
  const shown = await firstVisible([leave, decline, join], READY_MS);
  if (shown === -1) return null;
  if (shown === 2) {
    await markToastsSeen(page);
    await join.click();
    const dialog = page.getByRole('dialog', { name: `Who joins the waitlist for ${target.name}?` });
    const done = doneToast(page, 'You joined the waitlist');
    const refused = page.locator(ERROR_TOAST);
    const asked = await firstVisible([dialog, done, refused], ANSWER_MS);
    if (asked !== 0) return answerOf('join', target.id, Math.min(asked - 1, 1), page);
    const radio = memberRadio(dialog, member, person);
    if (await radio.isDisabled()) {
      // In line already: their place had not shown yet. The next turn finds it.
      await dialog.getByRole('button', { name: 'Cancel', exact: true }).click();
      return null;
    }
    await radio.check();
    const confirm = member.id === null ? 'Join waitlist' : `Join waitlist for ${member.name}`;
    await dialog.getByRole('button', { name: confirm, exact: true }).click();
    const answer = await firstVisible([done, refused], ANSWER_MS);
    return { ...(await answerOf('join', target.id, answer, page)), ...whose(member) };
  }
  const button = shown === 0 ? leave : decline;
  await confirmLeaving(page, button, shown === 1);
  const gone = await waitGone(button, page, ANSWER_MS);
  const kind = shown === 0 ? 'leave' : 'decline';
  return { ...(await answerOf(kind, target.id, gone, page)), ...whose(member) };
};

/** A record's participant: the child's id, none for the account's own member. */
const whose = (member: FamilyMember) => (member.id === null ? {} : { participant: member.id });

/** Resolves 0 once `locator` is gone, 1 when an error toast shows first, -1 at the timeout. */
async function waitGone(locator: Locator, page: Page, timeout: number): Promise<number> {
  // Both waits end by the timeout at the latest, and neither rejects.
  const gone = locator
    .first()
    .waitFor({ state: 'detached', timeout })
    .then(
      () => 0,
      () => -1,
    );
  const refused = page
    .locator(ERROR_TOAST)
    .first()
    .waitFor({ timeout })
    .then(
      () => 1,
      () => -1,
    );
  const answer = await Promise.race([gone, refused]);
  return answer === -1 ? Math.max(await gone, await refused) : answer;
}

async function answerOf(kind: ActionKind, target: string, answer: number, page: Page) {
  if (answer === 0) return { kind, target, outcome: 'accepted' as const };
  if (answer === 1)
    return { kind, target, outcome: 'refused' as const, reason: await errorToastText(page) };
  return { kind, target, outcome: 'silent' as const };
}

/**
 * What is known of a step that ended without its record (it threw, or its tab was closed under
 * it): what it had picked to act on, kept with `outcome` ('silent' or 'killed'), so that whatever
 * it may have sent is judged either way and is never taken for a change nobody made. Null when
 * it had picked nothing (Mark all as read picks nothing, and is judged by what it listed).
 */
export function unansweredRecord(
  step: Step,
  actor: Actor,
  picked: unknown,
  outcome: 'silent' | 'killed',
): StepDone | null {
  if (picked === undefined) return null;
  const member = actor.forWhom ? whose(actor.forWhom) : {};
  if (step === toggleSelection || step === toggleFamilySelection)
    return { kind: 'select', target: (picked as ChaosClass).id, outcome, ...member };
  if (step === toggleWaitlist || step === toggleFamilyWaitlist)
    return { kind: 'join', target: (picked as ChaosClass).id, outcome, ...member };
  if (step === toggleCheckIn) {
    const place = picked as DoorPlace;
    return {
      kind: 'check-in',
      target: place.id,
      outcome,
      ...(place.child ? { participant: place.id } : {}),
    };
  }
  return null;
}

/** The steps an actor can take, by what it was given to act on. */
export function stepsOf(actor: Actor): Step[] {
  const [selectStep, waitlistStep] = actor.forWhom
    ? [toggleFamilySelection, toggleFamilyWaitlist]
    : [toggleSelection, toggleWaitlist];
  return [
    ...(actor.selectClasses.length > 0 ? [selectStep, selectStep] : []),
    ...(actor.waitlistClasses.length > 0 ? [waitlistStep] : []),
    ...(actor.doorPlaces.length > 0 ? [toggleCheckIn] : []),
    ...(actor.marksRead ? [markAllRead] : []),
  ];
}

export type { Step };

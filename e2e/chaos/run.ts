// One chaos run (decision 052): people on devices (browser contexts) with tabs (pages) act at
// random through the app's screens while every /api/ request meets a seeded fault, devices drop
// offline for a while, tabs reload or close mid-send, and a shared device changes hands; then the
// network heals, the queues drain, and the server's database and the screens are judged against
// what each person saw (verdict.ts).
import type { Browser, BrowserContext, Page } from '@playwright/test';
import {
  createFaultPlan,
  createRandom,
  type FaultRates,
  type SeededRandom,
} from '../../scripts/chaos/fault-plan.ts';
import { startFaultProxy } from '../../scripts/chaos/fault-proxy.ts';
import { QUERY_STALE_MS, ROLE_RECHECK_MS } from '../../pwa/lib/timing/freshness.ts';
import { openInApp, waitForTheApp } from '../helpers.ts';
import { outboxRows, type OutboxRow, waitForServiceWorkerControl } from '../offline-fixtures.ts';
import {
  stepsOf,
  unansweredRecord,
  type ActionRecord,
  type Actor,
  type FamilyMember,
  type Step,
  type StepDone,
} from './actions.ts';
import {
  closeDialogs,
  outboxOf,
  shownSelections,
  signIn,
  signOut,
  upgradeOutboxFormat,
} from './devices.ts';
import {
  addCounts,
  installFaultyNetwork,
  type DeviceNetwork,
  type NetworkCounts,
  type RequestSeen,
} from './network.ts';
import { judge, type ShownRefusals, type Violation } from '../../scripts/chaos/verdict.ts';
import {
  freeASeat,
  makeWorld,
  readServerState,
  readWaitlistRows,
  type ChaosWorld,
  type Person,
} from './world.ts';

export interface ChaosOptions {
  seed: number;
  /** Actions to take in all (the run stops taking new ones at this count). */
  actions: number;
  rates: FaultRates;
  /** Students with a device of their own, besides the one with two devices. */
  students: number;
  /** The longest pause a person takes between two things, ms (0: none, for long runs). */
  thinkMs: number;
  baseURL: string;
  emulatorHost: string;
  log?: (line: string) => void;
}

export interface ChaosReport {
  seed: number;
  actions: number;
  outcomes: Record<string, number>;
  /** Actions by kind, a parent's for their child apart ("select for a child"). */
  kinds: Record<string, number>;
  network: NetworkCounts;
  disruptions: Record<string, number>;
  /** From the network healing until every device's queue for its signed-in person was empty. */
  drainMs: number;
  violations: Violation[];
  records: ActionRecord[];
  /** When a violation was found: what the devices sent and the server's rows, to read it by. */
  evidence?: {
    requests: Record<string, RequestSeen[]>;
    waitlistRows: Awaited<ReturnType<typeof readWaitlistRows>>;
    /** Each device's queue as the turns ended, before the network healed (or why unread). */
    queuesAtHeal: Record<string, OutboxRow[] | string>;
  };
}

interface Device {
  id: string;
  context: BrowserContext;
  network: DeviceNetwork;
  /** Who is signed in on it now. */
  person: Person;
  /** Held online and without faults while a calm sign-in goes on: offline spells pass it by. */
  calm: boolean;
}

const DRAIN_LIMIT_MS = 180_000;
/** Longer than any turn's own waits added up (a reload given up on takes 70 s, then a new tab). */
const TURN_LIMIT_MS = 150_000;
/**
 * A device changing hands: the sign-out (up to 45 s), then sign-ins tried through the faults and
 * again without them (five each, each up to about 40 s). Under the turn limit, a person still
 * trying was given up on, and the device left signed out for the rest of the round.
 */
const CHANGE_HANDS_LIMIT_MS = 600_000;
const WEEK_MS = 7 * 24 * 60 * 60_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const split = <T>(items: readonly T[], parts: number, part: number) =>
  items.filter((_, index) => index % parts === part);
const doorPath = (world: ChaosWorld) =>
  `/dashboard/checkin/${world.door.sessionId}?class=${world.door.id}`;

/** Tabs the run closed: one left half-closed (below) is no device's page any more. */
const closedTabs = new WeakSet<Page>();

/**
 * Closes a tab. Chromium can acknowledge a close that races a navigation's commit and never
 * close the tab (crbug.com/536385539), and `page.close()` then waits for ever: the wait is
 * bounded, and a tab that stays open is left behind, never used again.
 */
async function closeTab(page: Page): Promise<void> {
  closedTabs.add(page);
  await Promise.race([page.close().catch(() => undefined), sleep(15_000)]);
}

/** The device's first tab still in use: the one the run reads its queue and screens through. */
/** Where the device's open tab is, for a violation's detail ("no tab" when none is open). */
function urlOf(device: Device): string {
  try {
    return openTab(device).url();
  } catch {
    return 'no tab';
  }
}

function openTab(device: Device): Page {
  const page = device.context.pages().find((tab) => !closedTabs.has(tab) && !tab.isClosed());
  if (!page) throw new Error(`${device.id} has no tab open`);
  return page;
}

/**
 * Takes a device offline or back online. Playwright switches each tab in turn, and a tab
 * closing meanwhile fails the switch (its session is gone) or, half-closed, never answers: the
 * switch is asked again, with a limit, so the device's other tabs follow. Left unhandled, such a
 * failure ended the whole round and closed every device under the other tabs.
 */
async function switchNetwork(device: Device, offline: boolean): Promise<boolean> {
  for (let tries = 0; tries < 3; tries += 1) {
    const switched = await Promise.race([
      device.context.setOffline(offline).then(
        () => true,
        () => false,
      ),
      sleep(15_000).then(() => false),
    ]);
    if (switched) return true;
  }
  return false;
}

/**
 * `work`, or an error once `ms` have passed: nothing after the turns may wait for ever on a page
 * (a tab the browser never finished with can hold a call, or the device's database, for good),
 * and a device that cannot be judged fails its round rather than stalling the run.
 */
async function withLimit<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const limit = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} did not end within ${ms / 1_000} s`)), ms);
  });
  try {
    return await Promise.race([work, limit]);
  } finally {
    clearTimeout(timer);
  }
}

const messageOf = (error: unknown) =>
  error instanceof Error ? (error.message.split('\n')[0] ?? '') : String(error);

async function startApp(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await waitForTheApp(page, 60_000);
}

export async function runChaos(browser: Browser, options: ChaosOptions): Promise<ChaosReport> {
  const log = options.log ?? (() => {});
  const plan = createFaultPlan(options.seed, options.rates);
  const proxy = await startFaultProxy({ target: options.baseURL });
  const stamp = `${options.seed.toString(36)}${Date.now().toString(36).slice(-4)}`;
  // The last student has no device of their own: they borrow the one before them.
  const world = await makeWorld(options.baseURL, options.emulatorHost, stamp, {
    students: options.students + 2,
    openClasses: 6,
    fullClasses: 3,
    notificationsEach: 4,
  });
  const devices: Device[] = [];
  const actors: Array<Actor & { device: Device; start: string }> = [];
  const disruptions: Record<string, number> = {
    reload: 0,
    'tab closed mid-send': 0,
    offline: 0,
    'device changed hands': 0,
    'a week offline': 0,
    'clock moved an hour': 0,
    'new build with changes queued': 0,
    'queued changes rewritten by a newer format': 0,
    'seat offered': 0,
    'Reload offered, page not reloaded': 0,
    'turn that never ended': 0,
    'network switch not answered': 0,
  };
  const noteUnswitched = (device: Device, to: string) => {
    disruptions['network switch not answered']! += 1;
    log(`${device.id}: could not go ${to} after three tries`);
  };

  async function newDevice(id: string, person: Person, path: string, { ownClock = false } = {}) {
    const context = await browser.newContext({
      baseURL: proxy.url,
      serviceWorkers: 'allow',
      reducedMotion: 'reduce',
      viewport: { width: 390, height: 844 },
    });
    // A clock of its own, which the run moves: its pages' time, not the service worker's.
    if (ownClock) await context.clock.install();
    const network = await installFaultyNetwork(context, plan, id);
    const device: Device = { id, context, network, person, calm: false };
    devices.push(device);
    const page = await context.newPage();
    await signIn(page, person);
    await startApp(page, path);
    await waitForServiceWorkerControl(page);
    return { device, page };
  }

  function addActor(device: Device, page: Page, id: string, parts: Partial<Actor> = {}) {
    const start = parts.doorPlaces?.length ? doorPath(world) : '/dashboard';
    actors.push({
      id,
      person: device.person,
      page,
      device,
      start,
      selectClasses: world.openClasses,
      waitlistClasses: world.fullClasses,
      doorPlaces: [],
      marksRead: true,
      ...parts,
    });
  }

  const [twoDevices, ...rest] = world.students;
  const guest = rest.pop();
  if (!twoDevices || !guest || rest.length === 0)
    throw new Error('A chaos run needs at least three students');
  try {
    // One student with two tabs on one phone and a laptop besides: each tab its own third of the
    // classes, so that what each one saw is the whole story of what it touched.
    const phone = await newDevice('student-1-phone', twoDevices, '/dashboard');
    const secondTab = await phone.device.context.newPage();
    await startApp(secondTab, '/dashboard');
    const laptop = await newDevice('student-1-laptop', twoDevices, '/dashboard');
    const thirds: Array<[Device, Page, string]> = [
      [phone.device, phone.page, 'student-1-phone-tab-1'],
      [phone.device, secondTab, 'student-1-phone-tab-2'],
      [laptop.device, laptop.page, 'student-1-laptop'],
    ];
    for (const [part, [device, page, id]] of thirds.entries())
      addActor(device, page, id, {
        selectClasses: split(world.openClasses, 3, part),
        waitlistClasses: split(world.fullClasses, 3, part),
        marksRead: part === 0,
      });
    for (const [index, student] of rest.entries()) {
      const id = `student-${index + 2}`;
      const { device, page } = await newDevice(id, student, '/dashboard', {
        ownClock: index === 0,
      });
      addActor(device, page, id);
    }
    // A parent's phone: one tab acts for the parent, the other for their child, each on half
    // the classes, so that a change sent for the wrong member is one nobody made.
    const { parent, child } = world.family;
    const parentPhone = await newDevice('parent-phone', parent, '/dashboard');
    const childTab = await parentPhone.device.context.newPage();
    await startApp(childTab, '/dashboard');
    const members: Array<[Page, string, FamilyMember]> = [
      [parentPhone.page, 'parent', { id: null, name: parent.name }],
      [childTab, 'parent-for-child', child],
    ];
    for (const [part, [page, id, forWhom]] of members.entries())
      addActor(parentPhone.device, page, id, {
        selectClasses: split(world.openClasses, 2, part),
        waitlistClasses: split(world.fullClasses, 2, part),
        marksRead: part === 0,
        forWhom,
      });
    const timeTraveller = actors.find((actor) => actor.id === 'student-2')!;
    const door = await newDevice('instructor', world.instructor, doorPath(world));
    addActor(door.device, door.page, 'instructor', {
      selectClasses: [],
      waitlistClasses: [],
      doorPlaces: world.doorPlaces,
      marksRead: false,
    });
    // The last student's device is lent now and then to the guest (signing out, then in).
    const shared = actors.find((actor) => actor.id === `student-${rest.length + 1}`)!;
    const owner = shared.person;

    log(`seed ${options.seed}: ${actors.length} tabs on ${devices.length} devices, faults on`);
    for (const device of devices) device.network.setFaulty(true);

    const records: ActionRecord[] = [];
    let started = 0;
    let calmSignIns = 0;

    const offlineSpells = devices.map(async (device) => {
      const random = createRandom(options.seed, `${device.id}:offline`);
      while (started < options.actions) {
        await sleep(random.int(5_000, 20_000));
        if (started >= options.actions) break;
        if (device.calm) continue;
        disruptions.offline! += 1;
        if (!(await switchNetwork(device, true))) noteUnswitched(device, 'offline');
        await sleep(random.int(1_000, 8_000));
        if (!(await switchNetwork(device, false))) noteUnswitched(device, 'online');
      }
    });

    /** The shared device goes to the other person: sign out (past the warning), sign in. */
    async function changeHands(actor: typeof shared): Promise<void> {
      const next = actor.person === owner ? guest! : owner;
      disruptions['device changed hands']! += 1;
      await closeDialogs(actor.page);
      await signOut(actor.page).catch(async (error: unknown) => {
        // Left half-way (a click the faults held up): the tab is reloaded as it stands, so the
        // next turn starts from a page, not from an open menu.
        await reloadOrReplace(actor);
        throw error;
      });
      try {
        await signIn(actor.page, next);
      } catch {
        // Tried again and again through the faults: a person would keep trying until it works,
        // and the run must know who is signed in.
        // Online too: an offline spell under way would keep every attempt from the network.
        calmSignIns += 1;
        actor.device.calm = true;
        actor.device.network.setFaulty(false);
        try {
          if (!(await switchNetwork(actor.device, false))) noteUnswitched(actor.device, 'online');
          await signIn(actor.page, next);
        } finally {
          actor.device.network.setFaulty(true);
          actor.device.calm = false;
        }
      }
      actor.person = next;
      actor.device.person = next;
      await startApp(actor.page, actor.start);
    }

    /**
     * Reloads the tab; a reload that has not ended well past its own timeout (seen: one that
     * never returned) gives way to a new tab on the same device, as a person would open one.
     */
    async function reloadOrReplace(actor: (typeof actors)[number]) {
      const reloaded = actor.page
        .reload({ timeout: 30_000 })
        .then(() =>
          actor.page
            .locator('html[data-app-started]')
            .waitFor({ state: 'attached', timeout: 30_000 }),
        )
        // Settled either way, so the reload of a tab given up on rejects into nothing: a
        // rejection nobody handles fails the whole test.
        .then(
          () => true,
          () => false,
        );
      if (await Promise.race([reloaded, sleep(70_000).then(() => false)])) return;
      log(`${actor.id}: a reload failed or never ended; a new tab takes its place`);
      const old = actor.page;
      actor.page = await actor.device.context.newPage();
      void closeTab(old);
      await startApp(actor.page, actor.start);
    }

    /**
     * The device's clock jumps an hour either way, or it stays offline while a week passes by its
     * clock (its timers all come due), then comes back online.
     */
    async function moveClock(actor: (typeof actors)[number], aWeek: boolean) {
      const clock = actor.device.context.clock;
      if (!aWeek) {
        const now = await actor.page.evaluate(() => Date.now());
        await clock.setSystemTime(now + (now % 2 === 0 ? 1 : -1) * 60 * 60_000);
        disruptions['clock moved an hour']! += 1;
        return;
      }
      if (!(await switchNetwork(actor.device, true))) noteUnswitched(actor.device, 'offline');
      try {
        // The week's timers all come due on the device; then its clock agrees with the server's
        // again, as after a real week both would (the server's cannot be moved from here).
        await clock.fastForward(WEEK_MS);
        await sleep(2_000);
        await clock.setSystemTime(Date.now());
      } finally {
        if (!(await switchNetwork(actor.device, false))) noteUnswitched(actor.device, 'online');
      }
      disruptions['a week offline']! += 1;
    }

    /**
     * With the server down, the person does something (it waits to sync), then a new build ships:
     * the device finds the new worker, the app offers to reload into it, and the person does.
     */
    async function newBuildWhileQueued(actor: (typeof actors)[number], random: SeededRandom) {
      const { network } = actor.device;
      network.setApiDown(true);
      try {
        await takeAction(actor, random.pick(stepsOf(actor)), random);
        proxy.shipNewBuild();
        // The new build's database is a version on: its upgrade rewrites what waits in the queue
        // while this tab (and the device's others) still run the older code. A tab the browser
        // never finished closing holds the database open and would block the upgrade for good
        // (the browser's fault, not the app's): such a device takes the new build without it.
        if (!actor.device.context.pages().some((tab) => closedTabs.has(tab)))
          disruptions['queued changes rewritten by a newer format']! += await upgradeOutboxFormat(
            actor.page,
          );
        await actor.page.evaluate(async () => {
          await (await navigator.serviceWorker.getRegistration())?.update();
        });
        const reload = actor.page.getByRole('button', { name: 'Reload', exact: true });
        await reload.waitFor({ timeout: 30_000 }).catch(() => {
          throw new Error('a new build shipped, and the app offered no Reload');
        });
        // Handled at once: if the click throws, nothing else would wait for this.
        const loaded = actor.page.waitForEvent('load', { timeout: 30_000 }).then(
          () => true,
          () => false,
        );
        await reload.click();
        // Reload asked the new worker to take over and reloads once it has; if the page stays,
        // the person reloads it themselves (noted: the button did not do what it says).
        if (!(await loaded)) {
          disruptions['Reload offered, page not reloaded']! += 1;
          await actor.page.reload();
        }
        await actor.page
          .locator('html[data-app-started]')
          .waitFor({ state: 'attached', timeout: 30_000 });
        disruptions['new build with changes queued']! += 1;
      } finally {
        network.setApiDown(false);
      }
    }

    /**
     * One action through the screens, counted in `started` while it runs and kept as a record
     * when it ends: its own, or, when it threw (or `meanwhile` closed its tab) after picking what
     * to act on, one that says it was not answered. An action that picked nothing, or that the
     * page never offered, is not counted, so a round takes as many actions as it was asked.
     */
    async function takeAction(
      actor: (typeof actors)[number],
      step: Step,
      random: SeededRandom,
      meanwhile?: () => Promise<void>,
    ): Promise<void> {
      started += 1;
      await closeDialogs(actor.page);
      let picked: unknown;
      const pick = <T>(items: readonly T[]): T => {
        const item = random.pick(items);
        picked = item;
        return item;
      };
      const action = step(actor, pick, world).then(
        (done) => ({ done, failed: false }),
        (error: unknown) => {
          // A step whose tab was closed under it fails as it should: not worth a line.
          if (!meanwhile) log(`${actor.id}: ${messageOf(error)}`);
          return { done: null, failed: true };
        },
      );
      if (meanwhile) await meanwhile();
      const { done, failed } = await action;
      const record = meanwhile
        ? done
          ? { ...done, outcome: 'killed' as const }
          : unansweredRecord(step, actor, picked, 'killed')
        : (done ?? (failed ? unansweredRecord(step, actor, picked, 'silent') : null));
      if (record) keep(actor, record);
      else started -= 1;
    }

    async function closeMidSend(actor: (typeof actors)[number], random: SeededRandom) {
      const step = random.pick(stepsOf(actor));
      disruptions['tab closed mid-send']! += 1;
      await takeAction(actor, step, random, async () => {
        await sleep(random.int(0, 1_500));
        const old = actor.page;
        actor.page = await actor.device.context.newPage();
        await closeTab(old);
      });
      await startApp(actor.page, actor.start);
    }

    /**
     * Each disruption of a device at a turn of its own early in the run, so a short run has them
     * all, and at random after that.
     */
    const firstTurn = (actor: Actor, what: string, from: number, to: number) =>
      createRandom(options.seed, `${actor.id}:${what}`).int(from, to);
    const newBuildActor = createRandom(options.seed, 'new build').pick(
      actors.filter((actor) => actor.doorPlaces.length === 0 && actor !== shared),
    );

    /** The refusals each device has shown its people, dismissed since or not, by device. */
    const refusalsShown = new Map<string, Set<string>>();
    const shownOn = (device: Device) => {
      const shown = refusalsShown.get(device.id) ?? new Set<string>();
      refusalsShown.set(device.id, shown);
      return shown;
    };
    async function noteRefusalsShown(device: Device, page: Page) {
      const shown = shownOn(device);
      for (const refusal of (await outboxOf(page).catch(() => ({ refused: [] }))).refused)
        shown.add(refusal);
    }
    /**
     * Keeps an action's record. Mark all as read dismisses the refusals on the screen as it is
     * pressed; the step read them in the same call, and they count as shown on the device.
     */
    function keep(actor: (typeof actors)[number], done: StepDone) {
      const { refusalsShown: seen = [], ...record } = done;
      for (const refusal of seen) shownOn(actor.device).add(refusal);
      records.push({ ...record, actor: actor.id, email: actor.person.email, at: Date.now() });
    }

    /** What each tab is doing now, for the progress line a stuck run is read by. */
    const doing = new Map<string, string>();
    const progress = setInterval(() => {
      const now = [...doing].map(([id, what]) => `${id}: ${what}`).join('; ');
      log(`${records.length} actions seen, ${started} started; ${now}`);
    }, 30_000);

    const loops = actors.map(async (actor) => {
      const random = createRandom(options.seed, actor.id);
      const steps = stepsOf(actor);
      const turns = {
        reload: firstTurn(actor, 'reload', 2, 8),
        hands: firstTurn(actor, 'hands', 2, 6),
        week: firstTurn(actor, 'week', 1, 2),
        hour: firstTurn(actor, 'hour', 2, 3),
        build: firstTurn(actor, 'build', 2, 3),
      };
      // Each disruption is owed from its first turn until it happens: two due on one turn
      // would otherwise leave one of them to chance for the rest of the round.
      const owed = new Set<keyof typeof turns>(['reload', 'hands', 'week', 'hour', 'build']);
      /** How long this turn may take before it is given up on. */
      let turnLimit = TURN_LIMIT_MS;
      /** One turn: a disruption, or an action through the screens. */
      async function takeTurn(turn: number) {
        const roll = random.next();
        const due = (what: keyof typeof turns) => owed.has(what) && turn >= turns[what];
        if (roll < 0.03 || due('reload')) {
          owed.delete('reload');
          disruptions.reload! += 1;
          doing.set(actor.id, `turn ${turn}: reload`);
          return reloadOrReplace(actor);
        }
        if (actor === shared && (roll < 0.06 || due('hands'))) {
          owed.delete('hands');
          doing.set(actor.id, `turn ${turn}: changing hands`);
          turnLimit = CHANGE_HANDS_LIMIT_MS;
          return changeHands(actor);
        }
        if (actor === timeTraveller && (roll < 0.08 || due('week') || due('hour'))) {
          const aWeek = due('week') || (!due('hour') && roll < 0.045);
          owed.delete(aWeek ? 'week' : 'hour');
          doing.set(actor.id, `turn ${turn}: moving the clock`);
          return moveClock(actor, aWeek);
        }
        if (actor === newBuildActor && (roll > 0.985 || due('build'))) {
          owed.delete('build');
          doing.set(actor.id, `turn ${turn}: new build`);
          return newBuildWhileQueued(actor, random);
        }
        if (roll < 0.09) {
          doing.set(actor.id, `turn ${turn}: closing a tab mid-send`);
          return closeMidSend(actor, random);
        }
        const step = random.pick(steps);
        doing.set(actor.id, `turn ${turn}: ${step.name} at ${actor.page.url()}`);
        return takeAction(actor, step, random);
      }

      for (let turn = 1; started < options.actions; turn += 1) {
        // A person pauses between things; the door's ticks, which load no page, would else be
        // most of a run.
        doing.set(actor.id, `turn ${turn}`);
        const door = actor.doorPlaces.length > 0;
        await sleep(random.int(door ? options.thinkMs * 0.6 : 0, options.thinkMs));
        turnLimit = TURN_LIMIT_MS;
        const ended = takeTurn(turn).then(
          () => true,
          (error: unknown) => {
            log(`${actor.id}: ${messageOf(error)}`);
            return true;
          },
        );
        if (await Promise.race([ended, sleep(turnLimit).then(() => false)])) continue;
        // A turn whose every wait has a limit of its own did not end: a Playwright call into the
        // page never came back. Which page, and whether it still runs script, is logged; the
        // person gives up on the tab and opens another, as they would.
        disruptions['turn that never ended']! += 1;
        const old = actor.page;
        const answers = await Promise.race([
          old.evaluate(() => document.readyState).catch((error: unknown) => String(error)),
          sleep(5_000).then(() => 'no answer from the page in 5 s'),
        ]);
        log(`${actor.id}: ${doing.get(actor.id)} never ended (the page: ${answers}); a new tab`);
        actor.page = await actor.device.context.newPage();
        void closeTab(old);
        await startApp(actor.page, actor.start).catch((error: unknown) =>
          log(`${actor.id}: ${messageOf(error)}`),
        );
      }
      doing.set(actor.id, 'done');
    });
    // Now and then a full class gets a seat, offered to the first in its line.
    const seatsFreed = (async () => {
      const random = createRandom(options.seed, 'seats');
      const seats = new Map(world.fullClasses.map((item) => [item.id, 0]));
      while (started < options.actions) {
        await sleep(random.int(10_000, 25_000));
        if (started >= options.actions) break;
        const item = random.pick(world.fullClasses);
        const now = (seats.get(item.id) ?? 0) + 1;
        seats.set(item.id, now);
        await freeASeat(options.baseURL, options.emulatorHost, item, now).catch((error: unknown) =>
          log(`freeing a seat: ${error instanceof Error ? error.message : error}`),
        );
        disruptions['seat offered']! += 1;
      }
    })();
    await Promise.all([...loops, ...offlineSpells, seatsFreed]);
    clearInterval(progress);
    // Each device's queue as the turns end: a change that went missing from a queue, rather than
    // never reaching it, shows there (kept as evidence when the round fails).
    const queuesAtHeal: Record<string, OutboxRow[] | string> = {};
    for (const device of devices)
      queuesAtHeal[device.id] = await withLimit(
        Promise.resolve().then(() => outboxRows(openTab(device))),
        10_000,
        `${device.id}'s queue`,
      ).catch((error: unknown) => messageOf(error));

    // The network heals: no more faults, every device online; each queue must empty.
    log('the network heals: every device online, no more faults; the queues drain');
    const healedAt = Date.now();
    for (const device of devices) {
      device.network.setFaulty(false);
      if (!(await switchNetwork(device, false))) noteUnswitched(device, 'online');
    }
    const drainMs = await drain(devices, healedAt);
    const violations: Violation[] = [];
    if (drainMs < 0)
      violations.push({
        kind: 'lost',
        detail: `a queue did not drain within ${DRAIN_LIMIT_MS} ms`,
      });
    // What someone left queued on the shared device is sent when they sign in there again.
    log('the people who left changes on a device they share sign in there again');
    for (const device of devices) {
      await withLimit(
        (async () => {
          const page = openTab(device);
          for (const email of (await outboxOf(page)).waitingFor) {
            const person = world.students.find((student) => student.email === email);
            if (!person || person === device.person) continue;
            await signOut(page);
            await signIn(page, person);
            device.person = person;
            await startApp(page, '/dashboard');
            if ((await drain([device], Date.now())) < 0)
              violations.push({
                kind: 'lost',
                detail: `${email}'s queue on ${device.id} never drained`,
              });
          }
        })(),
        DRAIN_LIMIT_MS + 120_000,
        `${device.id}'s queues after the network healed`,
      ).catch((error: unknown) =>
        violations.push({ kind: 'lost', detail: `${device.id}: ${messageOf(error)}` }),
      );
    }

    // Every queue has drained: the server's rows are final from here on.
    const syncedAt = Date.now();
    log("the server's database and every device's screens are judged");
    const refusals: ShownRefusals = new Map();
    for (const device of devices) {
      await withLimit(
        noteRefusalsShown(device, openTab(device)),
        20_000,
        `${device.id}'s refusals`,
      ).catch((error: unknown) => log(messageOf(error)));
      refusals.set(device.id, [...(refusalsShown.get(device.id) ?? [])]);
    }
    const state = await readServerState(world);
    const serverErrors = proxy.stats.serverErrors.map(
      (error) => `${error.status} ${error.method} ${error.path}`,
    );
    violations.push(...judge(records, state, refusals, serverErrors));
    const rechecked: string[] = [];
    violations.push(
      ...(await screensDisagree(devices, world, state.selectionsOfAccounts, syncedAt, rechecked)),
    );
    disruptions['access checked again by itself after sync'] = rechecked.length;
    log(`judged: ${violations.length} violations`);

    const outcomes: Record<string, number> = {};
    const kinds: Record<string, number> = {};
    for (const record of records) {
      outcomes[record.outcome] = (outcomes[record.outcome] ?? 0) + 1;
      const kind = record.participant ? `${record.kind} for a child` : record.kind;
      kinds[kind] = (kinds[kind] ?? 0) + 1;
    }
    return {
      seed: options.seed,
      actions: records.length,
      outcomes,
      kinds,
      network: addCounts(devices.map((device) => device.network.counts)),
      disruptions: { ...disruptions, 'sign-ins retried without faults': calmSignIns },
      drainMs,
      violations,
      records,
      evidence:
        violations.length === 0
          ? undefined
          : {
              requests: Object.fromEntries(
                devices.map((device) => [device.id, device.network.seen]),
              ),
              waitlistRows: await readWaitlistRows(world),
              queuesAtHeal,
            },
    };
  } finally {
    // A tab the browser never finished closing can hold its context's close too.
    for (const device of devices)
      await withLimit(device.context.close(), 30_000, `closing ${device.id}`).catch(
        (error: unknown) => log(messageOf(error)),
      );
    await proxy.stop();
  }
}

/** Waits until each device's queue for its signed-in person is empty; -1 past the limit. */
async function drain(devices: readonly Device[], since: number): Promise<number> {
  while (Date.now() - since < DRAIN_LIMIT_MS) {
    const pending = await Promise.all(
      devices.map(async (device) => {
        // A page that does not answer counts as still sending, until the limit.
        const asked = outboxOf(openTab(device), device.person.email).then(
          (outbox) => outbox.pending,
          () => 1,
        );
        return Promise.race([asked, sleep(10_000).then(() => 1)]);
      }),
    );
    if (pending.every((count) => count === 0)) return Date.now() - since;
    await sleep(250);
  }
  return -1;
}

/**
 * After sync, each student's My selected Classes lists what the server holds for them, once the
 * list a device kept from before is older than the app keeps a list fresh (QUERY_STALE_MS): a
 * page opened then asks the server again, as it does for a person who comes back to the device.
 * The lists are timed from the end of sync (`syncedAt`), not from the network's healing: a device
 * that fetched its list as it came back online, while another device of the same person was
 * still sending, keeps that list fresh for QUERY_STALE_MS from then.
 */
async function screensDisagree(
  devices: readonly Device[],
  world: ChaosWorld,
  /** `${email} ${classId}` of every selection, by the account it is on. */
  selections: readonly string[],
  syncedAt: number,
  rechecked: string[],
): Promise<Violation[]> {
  await sleep(Math.max(0, syncedAt + QUERY_STALE_MS + 1_000 - Date.now()));
  const violations: Violation[] = [];
  for (const device of devices) {
    if (device.person === world.instructor) continue;
    // A family's account holds a class once for each member who has it.
    const held = world.openClasses.flatMap((item) =>
      selections
        .filter((pair) => pair === `${device.person.email} ${item.id}`)
        .map(() => item.name),
    );
    violations.push(
      ...(await withLimit(
        screenDisagrees(device, world, held, rechecked),
        120_000,
        `${device.id}'s My selected Classes`,
      ).catch((error: unknown): Violation[] => [
        {
          kind: 'screen',
          detail: `${device.id} at ${urlOf(device)}: ${messageOf(error)}`,
        },
      ])),
    );
  }
  return violations;
}

/** One device's My selected Classes against what the server holds for its person (`held`). */
async function screenDisagrees(
  device: Device,
  world: ChaosWorld,
  held: readonly string[],
  rechecked: string[],
): Promise<Violation[]> {
  const page = openTab(device);
  await closeDialogs(page);
  await openInApp(page, '/dashboard/notifications');
  await openInApp(page, '/dashboard/myclass');
  const violations: Violation[] = [];
  // A dashboard that could not check the person's access during the faults offers Retry, and
  // checks again by itself now the connection is back: nobody should have to press it.
  const retry = page.getByRole('button', { name: 'Retry', exact: true });
  if (await retry.isVisible().catch(() => false)) {
    const cameBack = await retry
      .waitFor({ state: 'hidden', timeout: ROLE_RECHECK_MS + 5_000 })
      .then(() => true)
      .catch(() => false);
    if (!cameBack) {
      violations.push({
        kind: 'screen',
        detail: `${device.id}: "We could not check your access" stayed until Retry was pressed`,
      });
      await retry.click();
    } else rechecked.push(device.id);
  }
  let shown: string[] = [];
  try {
    // The list kept is shown first, then the server's answer.
    for (let tries = 0; tries < 20; tries += 1) {
      shown = await shownSelections(page, world.openClasses);
      if (shown.join('|') === held.join('|')) break;
      await sleep(500);
    }
  } catch {
    const text = (
      await page
        .locator('body')
        .innerText()
        .catch(() => '')
    ).slice(0, 300);
    violations.push({
      kind: 'screen',
      detail: `${device.id}: My selected Classes did not show at ${page.url()}: ${text}`,
    });
    return violations;
  }
  if (shown.join('|') !== held.join('|')) {
    const outbox = await outboxOf(page);
    violations.push({
      kind: 'screen',
      detail:
        `${device.id} shows [${shown.join(', ')}], the server holds [${held.join(', ')}]` +
        ` (its outbox: ${outbox.waitingFor.length} people waiting, ${outbox.refused.length} refused)`,
    });
    if (process.env.CHAOS_DEBUG) {
      console.log(await page.locator('main').innerText());
      console.log(JSON.stringify(outbox, null, 1));
    }
  }
  return violations;
}

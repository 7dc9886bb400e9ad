// Interaction to Next Paint at 4× CPU slowdown for the taps a reader makes first, each
// measured by the web-vitals library inside the page (page-probe.ts). Each run is a fresh load
// of the page with the CPU slowed from its first byte; the tap comes once the app has taken over
// the element tapped (React's handlers on it) and the page has been quiet for 2 s, so it measures
// the app's response, not its start-up. One interaction per load: the page's INP is that tap's.
import type { BrowserContext, Locator, Page } from 'playwright-core';
import {
  CPU_SLOWDOWN,
  readInp,
  slowDownCpu,
  VIEWPORTS,
  waitUntilInteractive,
  waitUntilSettled,
} from './page-probe.ts';
import { median, worst } from './stats.ts';

/** web-vitals reports nothing under its lowest threshold: such a tap counts as this (an upper bound). */
export const INP_FLOOR_MS = 16;

export interface Interaction {
  name: string;
  /** 'visitor' or the signed-in role whose context it runs in. */
  who: string;
  viewport: keyof typeof VIEWPORTS;
  path: string;
  target: (page: Page) => Locator;
  act: (target: Locator, page: Page) => Promise<void>;
  /** Resolves once the tap has visibly done its job (so a tap that did nothing is an error). */
  done: (page: Page) => Promise<unknown>;
}

export interface InteractionResult {
  name: string;
  who: string;
  viewport: string;
  path: string;
  /** Each run's INP (ms); INP_FLOOR_MS where web-vitals reported nothing (a quicker response). */
  runs: number[];
  medianMs: number | null;
  maxMs: number | null;
  error?: string;
}

const DONE_TIMEOUT_MS = 20_000;

/** A select's next option by keyboard: a trusted keydown, an interaction (selectOption is not). */
async function nextOption(target: Locator, page: Page): Promise<void> {
  await target.focus();
  await page.keyboard.press('ArrowDown');
}

/** The five first taps measured (Select twice: as a visitor and as a student). */
export const INTERACTIONS: readonly Interaction[] = [
  {
    name: 'open the menu',
    who: 'visitor',
    viewport: 'narrow',
    path: '/',
    target: (page) => page.getByRole('button', { name: 'Open menu', exact: true }),
    act: (target) => target.click(),
    done: (page) => page.getByRole('dialog').waitFor({ timeout: DONE_TIMEOUT_MS }),
  },
  {
    name: 'Select on /classes (visitor: the sign-in prompt)',
    who: 'visitor',
    viewport: 'mobile',
    path: '/classes',
    target: (page) => page.getByRole('button', { name: 'Select', exact: true }).first(),
    act: (target) => target.click(),
    done: (page) => page.getByRole('dialog').waitFor({ timeout: DONE_TIMEOUT_MS }),
  },
  {
    name: 'Select on /classes (student)',
    who: 'student',
    viewport: 'mobile',
    path: '/classes',
    // A class the student has not selected yet: each run selects the next one.
    target: (page) => page.getByRole('button', { name: 'Select', exact: true }).first(),
    act: (target) => target.click(),
    done: (page) =>
      page.getByText('Your Class Is Selected').first().waitFor({ timeout: DONE_TIMEOUT_MS }),
  },
  {
    name: 'change a filter (Sport)',
    who: 'visitor',
    // The filters are in the sidebar from Tailwind's lg on (in a sheet on a phone).
    viewport: 'desktop',
    path: '/classes',
    target: (page) => page.getByLabel('Sport', { exact: true }),
    act: nextOption,
    done: (page) => page.waitForURL(/[?&]sport=/, { timeout: DONE_TIMEOUT_MS }),
  },
  {
    name: 'open the dashboard from the navbar',
    who: 'student',
    // The navbar's own links show from xl on (in the menu on a phone).
    viewport: 'desktop',
    path: '/classes',
    target: (page) => page.locator('header nav a[href="/dashboard"]'),
    act: (target) => target.click(),
    done: (page) => page.waitForURL(/\/dashboard/, { timeout: DONE_TIMEOUT_MS }),
  },
  {
    name: 'move between dashboard pages',
    who: 'student',
    viewport: 'desktop',
    path: '/dashboard/studenthome',
    target: (page) => page.locator('a[href="/dashboard/myclass"]').first(),
    act: (target) => target.click(),
    done: (page) => page.waitForURL(/\/dashboard\/myclass/, { timeout: DONE_TIMEOUT_MS }),
  },
];

async function runOnce(
  context: BrowserContext,
  baseUrl: string,
  interaction: Interaction,
): Promise<number> {
  const page = await context.newPage();
  try {
    await page.setViewportSize(VIEWPORTS[interaction.viewport]);
    await slowDownCpu(page);
    await page.goto(`${baseUrl}${interaction.path}`, { waitUntil: 'load', timeout: 60_000 });
    const target = interaction.target(page);
    await waitUntilInteractive(target);
    await waitUntilSettled(page);
    // A tap that loaded a new document would take web-vitals' figures with the old one.
    await page.evaluate('window.__benchSameDocument = true');
    await interaction.act(target, page);
    await interaction.done(page);
    // web-vitals reports an interaction once its event timing entry arrives (after the paint).
    await page.waitForTimeout(1_000);
    if (!(await page.evaluate('window.__benchSameDocument === true')))
      throw new Error(`"${interaction.name}" loaded a new document: no INP to read`);
    return (await readInp(page)) ?? INP_FLOOR_MS;
  } finally {
    await page.close();
  }
}

export async function measureInteractions(
  baseUrl: string,
  contexts: Record<string, BrowserContext>,
  runs: number,
): Promise<{ slowdown: number; runs: number; interactions: InteractionResult[] }> {
  const results: InteractionResult[] = [];
  for (const interaction of INTERACTIONS) {
    const context = contexts[interaction.who];
    const values: number[] = [];
    let error: string | undefined;
    try {
      if (!context) throw new Error(`no browser context for ${interaction.who}`);
      for (let index = 0; index < runs; index++)
        values.push(await runOnce(context, baseUrl, interaction));
    } catch (failure) {
      error = failure instanceof Error ? failure.message.split('\n')[0] : String(failure);
    }
    results.push({
      name: interaction.name,
      who: interaction.who,
      viewport: `${VIEWPORTS[interaction.viewport].width} px`,
      path: interaction.path,
      runs: values,
      medianMs: median(values),
      maxMs: worst(values),
      ...(error ? { error } : {}),
    });
  }
  return { slowdown: CPU_SLOWDOWN, runs, interactions: results };
}

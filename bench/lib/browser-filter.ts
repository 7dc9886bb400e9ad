// The saved catalogue filtered in the browser: shared/classes/catalogue-filter.ts's
// filterCatalogue, bundled as the PWA runs it, over 10,000 wire classes in Chromium at 4× CPU
// slowdown (CDP Emulation.setCPUThrottlingRate, as Lighthouse's mobile runs). The search text of
// every class is folded first, once (prepareMs, as the PWA does in idle time); then each query
// runs RUNS times.
import { build } from 'esbuild';
import { chromium } from 'playwright-core';
import { fileURLToPath } from 'node:url';
import { SPORTS } from '#shared/classes/sports.ts';
import { LEVELS } from '#shared/classes/levels.ts';
import { VENUE_IDS } from '#shared/classes/venues.ts';
import type { Class } from '#shared/schemas/class.ts';
import { CHROMIUM_PATH } from './pwa-bytes.ts';

export const FILTER_SLOWDOWN = 4;
const RUNS = 7;

/** What a reader does on /classes: one filter, several, a search, each sort. */
export const FILTER_QUERIES = [
  '',
  'q=yoga',
  'q=coach%2012%20swim',
  'sport=football&day=mon',
  'venue=dhaka&time=evening&sort=price',
  'level=beginner&minPrice=30&maxPrice=60&sort=popular',
  'seats=available&sort=soonest',
  'q=group&sort=price-desc',
];

export type BrowserFilterResult = {
  classes: number;
  slowdown: number;
  /**
   * Folding every class's search text, once per saved copy: the PWA does it in idle slices after
   * the copy loads (use-catalogue.ts), not in a filter's time.
   */
  prepareMs: number;
  /** Per query: the median and the slowest of RUNS runs after the first. */
  queries: { query: string; found: number; medianMs: number; maxMs: number }[];
  /** The slowest query's median (a shared machine's stalls land in the max): the target's figure. */
  worstMedianMs: number;
  /** The slowest single run. */
  worstMs: number;
};

/** 10,000 classes with sports, levels, venues and weekly schedules, as GET /api/class sends them. */
export function wireClasses(count: number): Class[] {
  const base = Date.parse('2026-11-01T00:00:00.000Z');
  return Array.from({ length: count }, (_, index) => {
    const sport = SPORTS[index % SPORTS.length]!;
    const first = new Date(base + (index % 90) * 86_400_000);
    const last = new Date(first.getTime() + 60 * 86_400_000);
    return {
      _id: `bench-${String(index).padStart(6, '0')}`,
      photo: `/images/classes/${sport}.svg`,
      Name: `${sport} group ${index + 1}`,
      IName: `Coach ${(index % 97) + 1}`,
      Iemail: `coach${(index % 97) + 1}@academy.test`,
      price: 15 + ((index * 37) % 12_000) / 100,
      sets: index % 7 === 0 ? 0 : 5 + (index % 40),
      status: 'approved',
      enrolled: index % 60,
      feedback: null,
      updatedAt: first.toISOString(),
      createdAt: new Date(base - index * 60_000).toISOString(),
      sport,
      level: LEVELS[index % LEVELS.length],
      venue: VENUE_IDS[index % VENUE_IDS.length],
      schedule: {
        firstDate: first.toISOString().slice(0, 10),
        weekdays: [index % 7, (index + 3) % 7].sort(),
        startTime: `${String(6 + (index % 15)).padStart(2, '0')}:30`,
        durationMinutes: 60,
        sessionCount: 16,
        lastDate: null,
      },
      firstSessionAt: first.toISOString(),
      lastSessionAt: last.toISOString(),
      sessionCount: 16,
    } as Class;
  });
}

async function filterBundle(): Promise<string> {
  const root = fileURLToPath(new URL('../..', import.meta.url));
  const result = await build({
    stdin: {
      contents: `
        import { filterCatalogue, prepareSearch } from './shared/classes/catalogue-filter.ts';
        import { catalogueFiltersOf } from './shared/classes/catalogue-query.ts';
        const now = '2026-12-07T06:00:00.000Z';
        const time = (classes, query) => {
          const started = performance.now();
          const filters = catalogueFiltersOf(new URLSearchParams(query));
          const found = filterCatalogue(classes, filters, now).length;
          return { ms: performance.now() - started, found };
        };
        globalThis.benchFilter = ({ classes, queries, runs }) => ({
          prepareMs: (() => {
            const started = performance.now();
            prepareSearch(classes);
            return performance.now() - started;
          })(),
          queries: queries.map((query) => {
            const samples = Array.from({ length: runs }, () => time(classes, query));
            const times = samples.map((sample) => sample.ms).sort((a, b) => a - b);
            return {
              query,
              found: samples[0].found,
              medianMs: times[Math.floor(times.length / 2)],
              maxMs: times[times.length - 1],
            };
          }),
        });`,
      resolveDir: root,
      loader: 'ts',
    },
    bundle: true,
    format: 'iife',
    minify: true,
    write: false,
    target: 'es2022',
    tsconfig: `${root}/tsconfig.json`,
  });
  return result.outputFiles[0]!.text;
}

type Measured = {
  prepareMs: number;
  queries: { query: string; found: number; medianMs: number; maxMs: number }[];
};

export async function benchBrowserFilter(count = 10_000): Promise<BrowserFilterResult> {
  const script = await filterBundle();
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: ['--no-sandbox'] });
  try {
    const page = await browser.newPage();
    await page.goto('about:blank');
    await page.addScriptTag({ content: script });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: FILTER_SLOWDOWN });
    // The measuring runs inside the bundle: a function passed to evaluate from here would carry
    // tsx's helpers, which the page does not have.
    const measured = await page.evaluate(
      (input) =>
        (globalThis as unknown as { benchFilter: (i: typeof input) => Measured }).benchFilter(
          input,
        ),
      { classes: wireClasses(count), queries: FILTER_QUERIES, runs: RUNS },
    );
    const round = (ms: number) => Math.round(ms * 10) / 10;
    const queries = measured.queries.map((item) => ({
      ...item,
      medianMs: round(item.medianMs),
      maxMs: round(item.maxMs),
    }));
    return {
      classes: count,
      slowdown: FILTER_SLOWDOWN,
      prepareMs: round(measured.prepareMs),
      queries,
      worstMedianMs: round(Math.max(...queries.map((item) => item.medianMs))),
      worstMs: round(Math.max(...queries.map((item) => item.maxMs))),
    };
  } finally {
    await browser.close();
  }
}

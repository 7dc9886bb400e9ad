// Lighthouse (its own mobile and desktop presets) against the built app, one fresh headless
// Chromium per run so no run inherits another's cache or service worker.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig, type Result } from 'lighthouse';
import { computeMedianRun, filterToValidRuns } from 'lighthouse/core/lib/median-run.js';
import { CHROMIUM_PATH } from './pwa-bytes.ts';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

/**
 * 'busy': with CPU-bound processes running beside it (busy-machine.ts); 'no-script': alone, on
 * the pages without the app (no-script-build.ts); 'no-script-busy': those pages, busy.
 */
export type LighthouseConditionName = 'alone' | 'busy' | 'no-script' | 'no-script-busy';

export interface LighthouseRun {
  path: string;
  formFactor: 'mobile' | 'desktop';
  /** Set when the database is not the demo seed, e.g. '10,000 classes'. */
  data?: string;
  /** 0–100 per category; null when Lighthouse could not score it. */
  scores: Record<(typeof CATEGORIES)[number], number | null>;
  fcpMs: number | null;
  lcpMs: number | null;
  tbtMs: number | null;
  cls: number | null;
  transferredBytes: number | null;
  /** Audits that cost points: failed checks of the other categories and performance's advice. */
  findings: string[];
  /** With several runs: every run's figures (the ones above are the median run's). */
  everyRun?: RunFigures[];
  /** The cheap-phone mobile runs: how the machine and the page were (lighthouse-mobile.ts). */
  condition?: LighthouseConditionName;
  error?: string;
}

/** One run's figures, for "in every run" targets and the spread of a score. */
export type RunFigures = Pick<LighthouseRun, 'scores' | 'fcpMs' | 'lcpMs' | 'tbtMs' | 'cls'> & {
  error?: string;
};

const figuresOf = ({ scores, fcpMs, lcpMs, tbtMs, cls, error }: LighthouseRun): RunFigures => ({
  scores,
  fcpMs,
  lcpMs,
  tbtMs,
  cls,
  ...(error ? { error } : {}),
});

const numeric = (lhr: { audits: Record<string, { numericValue?: number }> }, id: string) => {
  const value = lhr.audits[id]?.numericValue;
  return typeof value === 'number' ? value : null;
};

/** The first items of a failed check (which console error, which element), for the report. */
function detailOf(audit: { details?: unknown }): string {
  const items = (audit.details as { items?: Record<string, unknown>[] } | undefined)?.items ?? [];
  const texts = items.slice(0, 2).map((item) => {
    const node = item.node as { snippet?: string } | undefined;
    const text = item.description ?? item.url ?? node?.snippet ?? '';
    return String(text).slice(0, 160);
  });
  return texts.some(Boolean) ? `: ${texts.filter(Boolean).join(' | ')}` : '';
}

/**
 * `runs` runs of Lighthouse on one page, reported as Lighthouse's own median run (the run nearest
 * the median FCP and time to interactive, `computeMedianRun`), with every run's figures: one
 * run's TBT moves with the machine's load, and the score with it; LCP must hold in every run.
 */
export async function runLighthouse(
  url: string,
  path: string,
  formFactor: LighthouseRun['formFactor'],
  runs = 1,
): Promise<LighthouseRun> {
  const results: { run: LighthouseRun; lhr?: Result }[] = [];
  for (let index = 0; index < runs; index++) {
    // On a loaded machine Lighthouse now and then loses its trace (NO_NAVSTART, NO_FCP): such a
    // run measured nothing, so it is run once more rather than leave a gap in "every run".
    const once = await runOnce(url, path, formFactor);
    const failed = !once.lhr || once.lhr.runtimeError;
    results.push(failed ? await runOnce(url, path, formFactor) : once);
  }
  const valid = filterToValidRuns(results.flatMap(({ lhr }) => (lhr ? [lhr] : [])));
  if (valid.length === 0) return results[0]!.run;
  const median = computeMedianRun(valid);
  const chosen = results.find(({ lhr }) => lhr === median)!.run;
  return { ...chosen, everyRun: results.map(({ run }) => figuresOf(run)) };
}

async function runOnce(
  url: string,
  path: string,
  formFactor: LighthouseRun['formFactor'],
): Promise<{ run: LighthouseRun; lhr?: Result }> {
  const empty: LighthouseRun = {
    path,
    formFactor,
    scores: { performance: null, accessibility: null, 'best-practices': null, seo: null },
    fcpMs: null,
    lcpMs: null,
    tbtMs: null,
    cls: null,
    transferredBytes: null,
    findings: [],
  };
  let chrome: chromeLauncher.LaunchedChrome | undefined;
  try {
    chrome = await chromeLauncher.launch({
      chromePath: CHROMIUM_PATH,
      chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic'],
    });
    const result = await lighthouse(
      `${url}${path}`,
      {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: [...CATEGORIES],
        maxWaitForLoad: 45_000,
      },
      formFactor === 'desktop' ? desktopConfig : undefined,
    );
    if (!result) return { run: { ...empty, error: 'Lighthouse returned no result' } };
    const { lhr } = result;
    const scores = { ...empty.scores };
    const findings: string[] = [];
    for (const id of CATEGORIES) {
      const category = lhr.categories[id];
      scores[id] = typeof category?.score === 'number' ? Math.round(category.score * 100) : null;
      for (const ref of category?.auditRefs ?? []) {
        const audit = lhr.audits[ref.id];
        if (!audit || audit.score === null || audit.score >= 0.9) continue;
        if (id !== 'performance' && ref.weight === 0) continue;
        if (audit.scoreDisplayMode === 'informative' || audit.scoreDisplayMode === 'notApplicable')
          continue;
        findings.push(
          `${id}: ${audit.id}${audit.displayValue ? ` (${audit.displayValue})` : ''}${id === 'performance' ? '' : detailOf(audit)}`,
        );
      }
    }
    const cls = numeric(lhr, 'cumulative-layout-shift');
    // CLS can score well and still miss the first-paint target's 0.02: name what moved.
    const shifts = lhr.audits['layout-shifts'];
    if (cls !== null && cls > 0.02 && shifts)
      findings.push(`performance: layout-shifts${detailOf(shifts)}`);
    const run: LighthouseRun = {
      ...empty,
      scores,
      fcpMs: numeric(lhr, 'first-contentful-paint'),
      lcpMs: numeric(lhr, 'largest-contentful-paint'),
      tbtMs: numeric(lhr, 'total-blocking-time'),
      cls,
      transferredBytes: numeric(lhr, 'total-byte-weight'),
      findings: [...new Set(findings)],
      ...(lhr.runtimeError
        ? { error: `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` }
        : {}),
    };
    return { run, lhr };
  } catch (error) {
    return { run: { ...empty, error: error instanceof Error ? error.message : String(error) } };
  } finally {
    chrome?.kill();
  }
}

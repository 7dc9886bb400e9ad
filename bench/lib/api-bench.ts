// The API half of the bench: each endpoint under load next to a bare node:http server answering
// the very same bytes, in the same run, plus the catalogue's first page and a delta sync when the
// API offers them (detected from its responses, never assumed).
import { rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ApiChildConfig, ApiChildReady } from './api-server-child.ts';
import type { RecordedResponse } from './bare-server-child.ts';
import { startChild } from './child.ts';
import { measureFilteredPages, type FilteredPages } from './filtered-pages.ts';
import { bulkClassId } from './scale-data.ts';
import { combineRuns, measureLoad, warmUp, type LoadFigures } from './load.ts';

/** The query a paginated catalogue is asked for its first screen with (see docs/performance.md). */
export const FIRST_PAGE_QUERY = 'limit=24';
/** The query a delta sync sends: the changes since a cursor from the previous sync. */
export const DELTA_QUERY_KEY = 'since';
/** The cursor of a first sync (FIRST_SYNC_CURSOR in shared/schemas/class.ts). */
const FIRST_SYNC_CURSOR = '0';

export interface EndpointResult {
  name: string;
  path: string;
  items: number;
  responseBytes: number;
  /** What a browser downloads (Accept-Encoding: gzip, deflate, br); null: sent uncompressed. */
  compressedBytes: number | null;
  api: LoadFigures;
  bare: LoadFigures;
  /** API requests/s as a share of the bare server's. */
  ratio: number;
}

export type OptionalEndpoint =
  EndpointResult | { name: string; path: string; notImplemented: string };

export interface ScenarioResult {
  label: string;
  approvedClasses: number;
  seedMs: number;
  endpoints: EndpointResult[];
  /** Only in scenarios with `syncProbes`. */
  firstPage?: OptionalEndpoint;
  deltaSync?: OptionalEndpoint;
  /** The filtered catalogue's first pages, warm and cold (scenarios with `syncProbes`). */
  filteredPages?: FilteredPages;
}

export interface ScenarioOptions {
  label: string;
  bulkClasses: number;
  changedClasses: number;
  /** Also measure the catalogue's first page and a delta sync of `changedClasses` changes. */
  syncProbes: boolean;
  connections: number;
  durationSeconds: number;
  staticDir?: string;
  /** Runs while the scenario's API is still up (browser measurements against the same data). */
  alsoWhileUp?: (apiUrl: string) => Promise<void>;
}

interface Fetched {
  path: string;
  status: number;
  contentType: string;
  body: Buffer;
  items: number;
  compressedBytes: number | null;
}

function countItems(json: unknown): number {
  if (Array.isArray(json)) return json.length;
  if (json && typeof json === 'object') {
    const list = Object.values(json).find(Array.isArray);
    if (list) return list.length;
  }
  return 0;
}

async function fetchOnce(
  baseUrl: string,
  path: string,
  headers: Record<string, string>,
): Promise<Fetched> {
  const response = await fetch(`${baseUrl}${path}`, { headers });
  const body = Buffer.from(await response.arrayBuffer());
  let items = 0;
  try {
    items = countItems(JSON.parse(body.toString('utf8')));
  } catch {
    items = 0;
  }
  // autocannon sends no Accept-Encoding, so the load runs measure the plain bytes; a browser's
  // download is measured once here (fetch decompresses the body, Content-Length is on the wire).
  const asBrowser = await fetch(`${baseUrl}${path}`, {
    headers: { ...headers, 'Accept-Encoding': 'gzip, deflate, br' },
  });
  await asBrowser.arrayBuffer();
  const encoded = asBrowser.headers.get('content-encoding');
  const wireLength = Number(asBrowser.headers.get('content-length'));
  return {
    path,
    status: response.status,
    contentType: response.headers.get('content-type') ?? '',
    body,
    items,
    compressedBytes: encoded && wireLength > 0 ? wireLength : null,
  };
}

/**
 * Waits until the API responds to a cheap request quickly again: requests still queued from the last
 * run (a 10,000-class response takes long) would otherwise be charged to the next one.
 */
async function settle(apiUrl: string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const started = performance.now();
    await fetch(`${apiUrl}/api/config`).then((response) => response.arrayBuffer());
    if (performance.now() - started < 50) return;
    await new Promise((done) => setTimeout(done, 250));
  }
}

/**
 * A delta sync as a client makes one: sync once, let `count` classes change (an admin's edit
 * through the API), then ask for what changed since the cursor. The path to ask, or why not.
 */
async function prepareDelta(
  apiUrl: string,
  adminToken: string,
  count: number,
): Promise<{ path: string } | { why: string }> {
  const first = await fetch(`${apiUrl}/api/class?${DELTA_QUERY_KEY}=${FIRST_SYNC_CURSOR}`);
  const json: unknown = await first.json().catch(() => null);
  const cursor = json && typeof json === 'object' && 'cursor' in json ? json.cursor : undefined;
  if (!first.ok || typeof cursor !== 'string') {
    return {
      why: `GET /api/class?${DELTA_QUERY_KEY}=${FIRST_SYNC_CURSOR} answers ${first.status} with no cursor: no delta sync`,
    };
  }
  for (let index = 0; index < count; index += 1) {
    const edit = await fetch(`${apiUrl}/api/class/${bulkClassId(index * 7)}`, {
      method: 'PUT',
      headers: { Authorization: `Bearer ${adminToken}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({
        Name: `Edited group ${index + 1}`,
        photo: '/images/classes/yoga.svg',
        price: 30,
        sets: 12,
      }),
    });
    if (!edit.ok)
      return { why: `an admin's PUT /api/class/:id answered ${edit.status}: ${await edit.text()}` };
  }
  return { path: `/api/class?${DELTA_QUERY_KEY}=${encodeURIComponent(cursor)}` };
}

async function compare(
  name: string,
  fetched: Fetched,
  apiUrl: string,
  bareUrl: string,
  headers: Record<string, string>,
  options: ScenarioOptions,
): Promise<EndpointResult> {
  // Two halves each, alternating API and bare: on a shared machine the load of others changes
  // within a minute, and back-to-back single runs charged that change to one side only.
  const half = {
    connections: options.connections,
    durationSeconds: Math.max(1, options.durationSeconds / 2),
  };
  const apiRuns: LoadFigures[] = [];
  const bareRuns: LoadFigures[] = [];
  await settle(apiUrl);
  await warmUp(`${apiUrl}${fetched.path}`, headers);
  await warmUp(`${bareUrl}${fetched.path}`);
  for (let round = 0; round < 2; round += 1) {
    await settle(apiUrl);
    apiRuns.push(await measureLoad({ url: `${apiUrl}${fetched.path}`, headers, ...half }));
    await settle(apiUrl);
    bareRuns.push(await measureLoad({ url: `${bareUrl}${fetched.path}`, ...half }));
  }
  const api = combineRuns(apiRuns);
  const bare = combineRuns(bareRuns);
  const ratio = bare.requestsPerSecond > 0 ? api.requestsPerSecond / bare.requestsPerSecond : 0;
  console.log(
    `  ${options.label} ${name}: ${api.requestsPerSecond} req/s p99 ${api.p99Ms} ms (bare ${bare.requestsPerSecond}, ${(ratio * 100).toFixed(0)} %)`,
  );
  return {
    name,
    path: fetched.path,
    items: fetched.items,
    responseBytes: fetched.body.length,
    compressedBytes: fetched.compressedBytes,
    api,
    bare,
    ratio,
  };
}

export async function benchApiScenario(options: ScenarioOptions): Promise<ScenarioResult> {
  const config: ApiChildConfig = {
    bulkClasses: options.bulkClasses,
    staticDir: options.staticDir,
    logLevel: 'info',
  };
  const apiChild = await startChild<ApiChildReady>('api-server-child.ts', {
    BENCH_API_CONFIG: JSON.stringify(config),
  });
  const bareChildren: { stop(): Promise<void> }[] = [];
  const responsesFile = join(tmpdir(), `bench-answers-${process.pid}-${options.label}.json`);
  try {
    const { url: apiUrl, studentEmail, studentToken, adminToken, seedMs } = apiChild.ready;
    const auth = { Authorization: `Bearer ${studentToken}` };
    const cases = [
      { name: 'GET /api/class', path: '/api/class', headers: {} },
      { name: 'GET /api/popularClass', path: '/api/popularClass', headers: {} },
      {
        name: 'GET /api/select (student)',
        path: `/api/select?email=${encodeURIComponent(studentEmail)}`,
        headers: auth,
      },
    ];
    const delta = options.syncProbes
      ? await prepareDelta(apiUrl, adminToken, options.changedClasses)
      : null;
    const optional = options.syncProbes
      ? [
          { name: 'first page', path: `/api/class?${FIRST_PAGE_QUERY}` },
          {
            name: 'delta sync',
            path: delta && 'path' in delta ? delta.path : `/api/class?${DELTA_QUERY_KEY}=`,
          },
        ]
      : [];
    const fetched = await Promise.all(
      cases.map((item) => fetchOnce(apiUrl, item.path, item.headers)),
    );
    const probes = await Promise.all(optional.map((item) => fetchOnce(apiUrl, item.path, {})));
    for (const response of fetched) {
      if (response.status !== 200)
        throw new Error(
          `${response.path} answered ${response.status}: ${response.body.toString()}`,
        );
    }
    const catalogue = fetched[0]?.items ?? 0;
    const [pageProbe, deltaProbe] = probes;
    // A query the API ignores answers the whole catalogue again: that is "not implemented".
    const pageWorks =
      pageProbe?.status === 200 && pageProbe.items > 0 && pageProbe.items < catalogue;
    const deltaWorks =
      delta !== null &&
      'path' in delta &&
      deltaProbe?.status === 200 &&
      deltaProbe.items >= options.changedClasses &&
      deltaProbe.items < catalogue;

    const recorded: RecordedResponse[] = [...fetched, ...probes].map((response) => ({
      path: response.path,
      contentType: response.contentType,
      bodyBase64: response.body.toString('base64'),
    }));
    await writeFile(responsesFile, JSON.stringify(recorded));
    const bare = await startChild<{ url: string }>('bare-server-child.ts', {
      BENCH_RESPONSES_FILE: responsesFile,
    });
    bareChildren.push(bare);

    const endpoints: EndpointResult[] = [];
    for (const [index, item] of cases.entries()) {
      const response = fetched[index];
      if (response)
        endpoints.push(
          await compare(item.name, response, apiUrl, bare.ready.url, item.headers, options),
        );
    }
    const measureOptional = async (index: number, works: boolean, why: string) => {
      const item = optional[index];
      const probe = probes[index];
      if (!item || !probe) return undefined;
      if (!works) return { name: item.name, path: item.path, notImplemented: why };
      return compare(item.name, probe, apiUrl, bare.ready.url, {}, options);
    };
    const firstPage = await measureOptional(
      0,
      pageWorks,
      `GET /api/class?${FIRST_PAGE_QUERY} answers the whole catalogue (${pageProbe?.items ?? 0} classes): no pagination`,
    );
    const deltaSync = await measureOptional(
      1,
      deltaWorks,
      delta && 'why' in delta
        ? delta.why
        : `GET /api/class?${DELTA_QUERY_KEY}=… answers ${deltaProbe?.items ?? 0} classes (status ${deltaProbe?.status}) for ${options.changedClasses} changes`,
    );
    await settle(apiUrl);
    const filteredPages = options.syncProbes
      ? await measureFilteredPages(apiUrl, options.connections, options.durationSeconds)
      : undefined;
    if (filteredPages) {
      const { warm, cold } = filteredPages;
      console.log(
        `  ${options.label} filtered first pages: warm p99 ${warm.p99Ms} ms, cold p99 ${cold.p99Ms} ms`,
      );
      await settle(apiUrl);
    }
    if (options.alsoWhileUp) await options.alsoWhileUp(apiUrl);
    return {
      label: options.label,
      approvedClasses: catalogue,
      seedMs: Math.round(seedMs),
      endpoints,
      firstPage,
      deltaSync,
      filteredPages,
    };
  } finally {
    await Promise.all(bareChildren.map((child) => child.stop()));
    await apiChild.stop();
    await rm(responsesFile, { force: true });
  }
}

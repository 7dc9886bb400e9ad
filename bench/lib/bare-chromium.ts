// A page loaded as a phone loads it: no DevTools inspector attached to its JavaScript while it runs.
//
// Playwright (and Lighthouse) enable the protocol's Runtime domain on every page. With it on, V8
// records a detailed stack trace, with line and column, for each Error the page creates, and the
// first such trace through a function makes V8 re-parse that function for its source positions.
// React DOM creates Errors at the top level of its module (the exceptions Suspense throws), so
// under Playwright its evaluation re-parses its large body and its chunk, several times the work
// it takes with no inspector (decision 028). A page measured through Playwright has a long
// task a phone does not have.
//
// So this drives Debian's Chromium over the protocol's pipe (`--remote-debugging-pipe`: messages
// of JSON, each ended by a NUL byte, on file descriptors 3 and 4) and sends only what a
// measurement needs: the CPU throttle, the screen, the Page domain (a script for each new document
// needs it) with the probe's script, the navigation, and `Runtime.evaluate` to read what the probe
// saw. Never `Runtime.enable`: with the Page domain on and Runtime off, React DOM's evaluation
// takes what it takes with no protocol at all.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable, Writable } from 'node:stream';
import { CHROMIUM_ARGS } from './page-probe.ts';
import { CHROMIUM_PATH } from './pwa-bytes.ts';

type Pending = { resolve: (result: unknown) => void; reject: (error: Error) => void };

/** One Chromium over the protocol's pipe, with a user data directory of its own (or the one given). */
export class BareChromium {
  #child: ChildProcess;
  #toBrowser: Writable;
  #nextId = 1;
  #pending = new Map<number, Pending>();
  /** Each attached page's target, by session. */
  #targets = new Map<string, string>();
  /** Who waits for the next event of a method (waitForEvent). */
  #waiting = new Map<string, ((params: unknown) => void)[]>();
  #ownDir: string | null;

  private constructor(child: ChildProcess, ownDir: string | null) {
    this.#child = child;
    this.#ownDir = ownDir;
    const [, , , toBrowser, fromBrowser] = child.stdio as [
      unknown,
      unknown,
      unknown,
      Writable,
      Readable,
    ];
    this.#toBrowser = toBrowser;
    let buffered = '';
    fromBrowser.setEncoding('utf8');
    fromBrowser.on('data', (chunk: string) => {
      buffered += chunk;
      let end: number;
      while ((end = buffered.indexOf('\0')) >= 0) {
        this.#receive(buffered.slice(0, end));
        buffered = buffered.slice(end + 1);
      }
    });
    child.on('exit', () => {
      for (const pending of this.#pending.values())
        pending.reject(new Error('Chromium exited during a protocol call'));
      this.#pending.clear();
    });
  }

  /** Starts Chromium headless; `userDataDir` keeps a signed-in profile (else a new one, removed at close). */
  static async launch(userDataDir?: string): Promise<BareChromium> {
    const dir = userDataDir ?? (await mkdtemp(join(tmpdir(), 'bare-chromium-')));
    const child = spawn(
      CHROMIUM_PATH,
      [
        '--headless',
        '--remote-debugging-pipe',
        `--user-data-dir=${dir}`,
        ...CHROMIUM_ARGS,
        '--no-first-run',
        '--no-default-browser-check',
        'about:blank',
      ],
      { stdio: ['ignore', 'ignore', 'ignore', 'pipe', 'pipe'] },
    );
    return new BareChromium(child, userDataDir ? null : dir);
  }

  #receive(text: string): void {
    const message = JSON.parse(text) as {
      id?: number;
      method?: string;
      params?: unknown;
      result?: unknown;
      error?: { message: string };
    };
    if (message.id === undefined) {
      // An event: handed to whoever waits for its method, if anyone.
      const waiting = message.method ? this.#waiting.get(message.method) : undefined;
      if (waiting?.length) {
        this.#waiting.delete(message.method!);
        for (const resolve of waiting) resolve(message.params);
      }
      return;
    }
    const pending = this.#pending.get(message.id);
    if (!pending) return;
    this.#pending.delete(message.id);
    if (message.error) pending.reject(new Error(message.error.message));
    else pending.resolve(message.result);
  }

  /** One protocol call, to the browser or (with `sessionId`) to an attached page. */
  send<T>(method: string, params: object = {}, sessionId?: string): Promise<T> {
    const id = this.#nextId++;
    const message = JSON.stringify({ id, method, params, ...(sessionId ? { sessionId } : {}) });
    return new Promise<T>((resolve, reject) => {
      this.#pending.set(id, { resolve: resolve as (result: unknown) => void, reject });
      this.#toBrowser.write(`${message}\0`);
    });
  }

  /** The params of the next event of `method` (from the browser or any attached page). */
  waitForEvent<T>(method: string): Promise<T> {
    return new Promise<T>((resolve) => {
      const waiting = this.#waiting.get(method) ?? [];
      waiting.push(resolve as (params: unknown) => void);
      this.#waiting.set(method, waiting);
    });
  }

  /** A new tab, attached without Runtime: returns its session's id. */
  async newPage(): Promise<string> {
    const { targetId } = await this.send<{ targetId: string }>('Target.createTarget', {
      url: 'about:blank',
    });
    const { sessionId } = await this.send<{ sessionId: string }>('Target.attachToTarget', {
      targetId,
      flatten: true,
    });
    this.#targets.set(sessionId, targetId);
    return sessionId;
  }

  /**
   * A new tab opening `url` as a bench's first visit: at `metrics`' size, touch on or off, the CPU
   * slowed by `cpuSlowdown`, no service worker, and `probe` run in every document before the
   * page's own code. Returns its session's id.
   */
  async openTab(
    url: string,
    options: {
      metrics: { width: number; height: number; deviceScaleFactor: number; mobile: boolean };
      touch: boolean;
      cpuSlowdown: number;
      probe: string;
    },
  ): Promise<string> {
    const session = await this.newPage();
    await this.send('Emulation.setDeviceMetricsOverride', options.metrics, session);
    if (options.touch)
      await this.send('Emulation.setTouchEmulationEnabled', { enabled: true }, session);
    await this.send('Emulation.setCPUThrottlingRate', { rate: options.cpuSlowdown }, session);
    // The Page domain (not Runtime): a script for each new document needs it on.
    await this.send('Page.enable', {}, session);
    await this.send(
      'Page.addScriptToEvaluateOnNewDocument',
      { source: `delete Navigator.prototype.serviceWorker;${options.probe}` },
      session,
    );
    await this.send('Page.navigate', { url }, session);
    return session;
  }

  async closePage(sessionId: string): Promise<void> {
    const targetId = this.#targets.get(sessionId);
    this.#targets.delete(sessionId);
    if (targetId) await this.send('Target.closeTarget', { targetId });
  }

  /** The value of `expression` in the page (JSON-serialisable), read without Runtime.enable. */
  async evaluate<T>(sessionId: string, expression: string): Promise<T> {
    const { result, exceptionDetails } = await this.send<{
      result: { value?: T };
      exceptionDetails?: { text: string };
    }>('Runtime.evaluate', { expression, returnByValue: true, awaitPromise: true }, sessionId);
    if (exceptionDetails) throw new Error(`in the page: ${exceptionDetails.text}`);
    return result.value as T;
  }

  async close(): Promise<void> {
    const exited = new Promise((resolve) => this.#child.once('exit', resolve));
    await this.send('Browser.close').catch(() => undefined);
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5_000))]);
    this.#child.kill('SIGKILL');
    if (this.#ownDir) await rm(this.#ownDir, { recursive: true, force: true });
  }
}

import { describe, expect, it } from 'vitest';
import { bootAfterFirstPaint, withoutApp } from './boot-after-paint.ts';

const page = `<!doctype html><html><head><title>Sports Academy</title>
    <link rel="preload" as="image" href="/images/hero/hero-1.svg" fetchPriority="high"/>
    <script type="module" crossorigin src="/assets/index-a.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-b.js">
    <style>body{margin:0}</style>
    <link rel="modulepreload" crossorigin href="/assets/home-c.js">
  </head><body><div id="root"><h1>Home</h1></div></body></html>`;

describe('bootAfterFirstPaint', () => {
  const html = bootAfterFirstPaint(page);

  it('leaves no module request in the head, only the page and its image preload', () => {
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).not.toMatch(/modulepreload|type="module"|\.js/);
    expect(head).toContain('hero-1.svg');
  });

  it('holds taps from the start of the page: its first script, after the charset', () => {
    expect(html).toMatch(/^<!doctype html><html><head><script data-tap-holder>/);
    const withCharset = bootAfterFirstPaint(
      page.replace('<head>', '<head><meta charset="UTF-8" />'),
    );
    expect(withCharset).toMatch(/<head><meta charset="UTF-8" \/><script data-tap-holder>/);
  });

  it('names the entry and every module it preloaded on one loader at the end of the body', () => {
    expect(html).toMatch(
      /<\/div><script data-app-entry="\/assets\/index-a\.js" data-app-modules="\/assets\/react-b\.js \/assets\/home-c\.js">[\s\S]*<\/script>\n<\/body>/,
    );
  });

  /**
   * Runs the loader with stand-ins for the browser: `clock` is performance.now(), and every link
   * the loader adds moves it on by `linkMs`.
   */
  function runLoader(modules: string, linkMs: number) {
    const loader = /<script data-app-entry[^>]*>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
    const added: string[][] = [];
    const imported: string[] = [];
    const frames: (() => void)[] = [];
    const timers: (() => void)[] = [];
    let clock = 0;
    let task: string[] = [];
    const script = {
      getAttribute: (name: string) => (name === 'data-app-entry' ? '/assets/index-a.js' : modules),
    };
    const document = {
      currentScript: script,
      visibilityState: 'visible',
      documentElement: { hasAttribute: () => false },
      // A placeholder in the page (the home page's sections): it starts after the first paint.
      querySelector: (selector: string) => (selector === 'main [aria-busy="true"]' ? {} : null),
      head: {
        insertAdjacentHTML: (where: string, link: string) => {
          task.push(`${where}: ${link}`);
          clock += linkMs;
        },
      },
    };
    // The loader's `import(...)` is syntax, not a function: run it with a stand-in by rewriting
    // that one call (the rest of the code is what the page runs).
    const run = new Function(
      'document',
      'requestAnimationFrame',
      'setTimeout',
      'performance',
      '__import',
      'addEventListener',
      'removeEventListener',
      'MutationObserver',
      'navigator',
      loader.replace('import(', '__import('),
    ) as (...args: unknown[]) => void;
    run(
      document,
      (callback: () => void) => frames.push(callback),
      (callback: () => void) => timers.push(callback),
      { now: () => clock },
      (url: string) => imported.push(url),
      () => undefined,
      () => undefined,
      class {
        observe() {}
        disconnect() {}
      },
      { onLine: true },
    );
    /** Runs the next task: its links are one slice of `added`. */
    const runTask = (queue: (() => void)[]) => {
      task = [];
      queue.shift()?.();
      if (task.length > 0) added.push(task);
    };
    return { added, imported, frames, timers, runTask };
  }

  it('runs in a browser: after the first frame it imports the entry and preloads the modules', () => {
    const loader = runLoader('/assets/react-b.js /assets/home-c.js', 1);
    expect(loader.imported).toEqual([]);
    loader.runTask(loader.frames);
    expect(loader.imported).toEqual([]);
    loader.runTask(loader.timers);
    expect(loader.imported).toEqual(['/assets/index-a.js']);
    expect(loader.added).toEqual([
      [
        'beforeend: <link rel="modulepreload" crossorigin href="/assets/react-b.js">',
        'beforeend: <link rel="modulepreload" crossorigin href="/assets/home-c.js">',
      ],
    ]);
    expect(loader.timers).toEqual([]);
  });

  it('adds the links in slices of at most 8 ms, each slice a task of its own', () => {
    const modules = Array.from({ length: 10 }, (_, index) => `/assets/m${index}.js`);
    const loader = runLoader(modules.join(' '), 3);
    loader.runTask(loader.frames);
    while (loader.timers.length > 0) loader.runTask(loader.timers);
    // 3 ms a link: the clock reads 0, 3 and 6 ms before a slice's three links, 9 ms after.
    expect(loader.added.map((slice) => slice.length)).toEqual([3, 3, 3, 1]);
    expect(loader.added.flat()).toEqual(
      modules.map((href) => `beforeend: <link rel="modulepreload" crossorigin href="${href}">`),
    );
  });

  it('imports the entry of a page that preloads nothing, and adds no link', () => {
    const loader = runLoader('', 1);
    loader.runTask(loader.frames);
    loader.runTask(loader.timers);
    expect(loader.imported).toEqual(['/assets/index-a.js']);
    expect(loader.added).toEqual([]);
  });

  it('refuses a page without an entry script rather than ship one that never starts', () => {
    expect(() => bootAfterFirstPaint('<html><body></body></html>')).toThrow(/entry/);
  });
});

describe('withoutApp', () => {
  it('takes out the loader and nothing else: the page as a reader with scripts off gets it', () => {
    const booted = bootAfterFirstPaint(page);
    const bare = withoutApp(booted);
    expect(bare).not.toMatch(/<script|\.js/);
    expect(bare).toBe(
      booted
        .replace(/<script data-app-entry[\s\S]*?<\/script>\n/, '')
        .replace(/<script data-tap-holder>[\s\S]*?<\/script>/, ''),
    );
    expect(bare).toBe(
      page.replace(
        /\s*<script type="module"[^>]*><\/script>|\s*<link rel="modulepreload"[^>]*>/g,
        '',
      ),
    );
    expect(bare).toContain('<style>body{margin:0}</style>');
    expect(bare).toContain('<h1>Home</h1></div></body></html>');
  });

  it('says when a page has no loader to take out (the shell, or a page of another shape)', () => {
    expect(withoutApp(page)).toBeNull();
  });
});

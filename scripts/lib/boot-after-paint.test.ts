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

  it('names the entry and every module it preloaded on one loader at the end of the body', () => {
    expect(html).toMatch(
      /<\/div><script data-app-entry="\/assets\/index-a\.js" data-app-modules="\/assets\/react-b\.js \/assets\/home-c\.js">[\s\S]*<\/script>\n<\/body>/,
    );
  });

  it('runs in a browser: after the first frame it preloads the modules and imports the entry', () => {
    const loader = /<script data-app-entry[^>]*>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
    const added: string[] = [];
    const imported: string[] = [];
    const frames: (() => void)[] = [];
    const timers: (() => void)[] = [];
    const script = {
      getAttribute: (name: string) =>
        name === 'data-app-entry' ? '/assets/index-a.js' : '/assets/react-b.js /assets/home-c.js',
    };
    const document = {
      currentScript: script,
      visibilityState: 'visible',
      head: {
        insertAdjacentHTML: (where: string, html: string) => added.push(`${where}: ${html}`),
      },
    };
    // The loader's `import(...)` is syntax, not a function: run it with a stand-in by rewriting
    // that one call (the rest of the code is what the page runs).
    const run = new Function(
      'document',
      'requestAnimationFrame',
      'setTimeout',
      '__import',
      loader.replace('import(', '__import('),
    ) as (...args: unknown[]) => void;
    run(
      document,
      (callback: () => void) => frames.push(callback),
      (callback: () => void) => timers.push(callback),
      (url: string) => imported.push(url),
    );
    expect(imported).toEqual([]);
    frames.shift()?.();
    expect(imported).toEqual([]);
    timers.shift()?.();
    expect(imported).toEqual(['/assets/index-a.js']);
    expect(added).toEqual([
      'beforeend: <link rel="modulepreload" crossorigin href="/assets/react-b.js">' +
        '<link rel="modulepreload" crossorigin href="/assets/home-c.js">',
    ]);
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
    expect(bare).toBe(booted.replace(/<script data-app-entry[\s\S]*?<\/script>\n/, ''));
    expect(bare).toContain('<style>body{margin:0}</style>');
    expect(bare).toContain('<h1>Home</h1></div></body></html>');
  });

  it('says when a page has no loader to take out (the shell, or a page of another shape)', () => {
    expect(withoutApp(page)).toBeNull();
  });
});

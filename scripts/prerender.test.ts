import { describe, expect, it } from 'vitest';
import { pageHtml, templateOf } from '#shared/pages/page-html.ts';
import { inlineStylesheets } from './prerender.ts';

const template = `<!doctype html><html><head><title>Sports Academy</title>
    <script type="module" crossorigin src="/assets/index-a.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-b.js">
  </head><body><div id="root"></div></body></html>`;

describe('pageHtml', () => {
  it('puts the page in #root, its title in the head, the hero preload before the scripts', () => {
    const html = pageHtml(template, {
      markup: '<h1>Choose Your Interest</h1>',
      title: 'Classes · Sports Academy',
      head: ['<link rel="preload" as="image" href="/hero.svg"/>'],
    });
    expect(html).toContain('<div id="root"><h1>Choose Your Interest</h1></div>');
    expect(html).toContain('<title>Classes · Sports Academy</title>');
    expect(html.indexOf('hero.svg')).toBeLessThan(html.indexOf('index-a.js'));
  });

  it('writes the moment of the render on #root, which templateOf takes away with the page', () => {
    const html = pageHtml(template, { markup: '<p>x</p>', renderedAt: 1_795_000_000_000 });
    expect(html).toContain('<div id="root" data-rendered-at="1795000000000"><p>x</p></div>');
    expect(templateOf(html)).toContain('<div id="root"></div>');
  });

  it("gives the shell a note without JS in both languages, a page its own language's", () => {
    const noscript = '<noscript>Sports Academy needs JavaScript to run.</noscript>';
    const withNote = template.replace('</body>', `${noscript}</body>`);
    const shell = pageHtml(withNote, { markup: '', shell: true });
    expect(shell).toMatch(/<noscript>.*<p lang="en">Signing in and the dashboard need JavaScript/);
    expect(shell).toMatch(/<p lang="bn">লগইন আর ড্যাশবোর্ডের জন্য JavaScript লাগে/);
    const bangla = pageHtml(withNote, { markup: '', locale: 'bn' });
    expect(bangla).toContain(
      '<noscript>স্পোর্টস একাডেমি চালাতে JavaScript চালু থাকতে হবে।</noscript>',
    );
  });

  it('keeps the template title without one, and refuses a template without an empty #root', () => {
    expect(pageHtml(template, { markup: 'x' })).toContain('<title>Sports Academy</title>');
    expect(() => pageHtml('<div id="root">home</div>', { markup: 'x' })).toThrow(/empty/);
  });

  it('puts the stylesheet in the page, with a disabled link for the preload helper to find', async () => {
    const html = await inlineStylesheets(
      '<head><link rel="stylesheet" crossorigin href="/assets/index-c.css"></head>',
      async (file) => (file === 'assets/index-c.css' ? 'body{margin:0}' : ''),
    );
    expect(html).toBe(
      '<head><style>body{margin:0}</style>' +
        '<link rel="stylesheet" href="/assets/index-c.css" disabled></head>',
    );
  });
});

/**
 * Prerendered pages start the app after their first paint (decision 014, "boot after
 * paint"). Their HTML is the page; the app's code only makes it respond. Fetched from the head, the
 * entry and its ~10–40 modulepreloads share the connection with the HTML, the inline stylesheet and
 * the page's largest image, and on a slow phone the paint waits for that bandwidth (Lighthouse's
 * mobile FCP on / was more than twice as late with them in the head: docs/performance.md). So the
 * build moves them into one
 * small inline script at the end of <body>, which asks for the same modules in the tasks after the
 * first frame. Links keep working before that: every navigation is an <a href>.
 */

const ENTRY_SCRIPT = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;
const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/**
 * The loader: ES5 in a classic script, so `document.currentScript` names it and its attributes
 * carry the module URLs. It imports the entry first, then adds a modulepreload link per module
 * in slices of at most PRELOAD_SLICE_MS, each slice a task of its own. Each link costs the main
 * thread time (the browser starts the module's fetch as the link goes in): all the links of
 * /classes in one insertion were a long task on every first visit (decision 028). A hidden tab
 * never paints a frame: it starts at once.
 *
 * A button tapped before the app has started would do nothing (links and forms work without
 * it): the loader holds the tap, starts the app at once if it has not yet, and taps the button
 * again once the app has started (`<html data-app-started>`). Held from the page's own
 * listeners, so the app never sees it twice; only the last one is kept (decision 053).
 */
const PRELOAD_SLICE_MS = 8;
const LOADER = [
  '(function (script) {',
  "  var list = script.getAttribute('data-app-modules');",
  "  var modules = list ? list.split(' ') : [];",
  '  var root = document.documentElement;',
  "  var STARTED = 'data-app-started';",
  '  var booted = false;',
  '  var held = null;',
  '  function preload(next) {',
  '    var started = performance.now();',
  `    while (next < modules.length && performance.now() - started < ${PRELOAD_SLICE_MS}) {`,
  "      document.head.insertAdjacentHTML('beforeend',",
  '        \'<link rel="modulepreload" crossorigin href="\' + modules[next++] + \'">\');',
  '    }',
  '    if (next < modules.length) setTimeout(function () { preload(next); });',
  '  }',
  '  function boot() {',
  '    if (booted) return;',
  '    booted = true;',
  "    import(script.getAttribute('data-app-entry'));",
  '    preload(0);',
  '  }',
  '  function hold(event) {',
  '    if (root.hasAttribute(STARTED)) return;',
  "    var button = event.target && event.target.closest ? event.target.closest('button') : null;",
  "    if (!button || (button.form && button.type === 'submit')) return;",
  '    event.preventDefault();',
  '    event.stopPropagation();',
  '    held = button;',
  '    boot();',
  '  }',
  "  addEventListener('click', hold, true);",
  '  new MutationObserver(function (changes, observer) {',
  '    if (!root.hasAttribute(STARTED)) return;',
  '    observer.disconnect();',
  "    removeEventListener('click', hold, true);",
  '    if (held && held.isConnected) held.click();',
  '    held = null;',
  '  }).observe(root, { attributes: true, attributeFilter: [STARTED] });',
  "  if (document.visibilityState === 'hidden') boot();",
  '  else requestAnimationFrame(function () { setTimeout(boot); });',
  '})(document.currentScript);',
].join('\n');

/**
 * The loader's text exactly as it stands between its tags: the pages' Content-Security-Policy
 * allows this one inline script by its SHA-256 (BOOT_LOADER_HASH, api/lib/security-headers.ts).
 */
export const BOOT_LOADER_SCRIPT = `\n${LOADER}\n`;

/** The after-paint loader as bootAfterFirstPaint writes it, attributes and text. */
const LOADER_ELEMENT =
  /<script data-app-entry="[^"]*" data-app-modules="[^"]*">[\s\S]*?<\/script>\n?/;

/**
 * The page without the app: its HTML and stylesheet only, as a reader with scripts off gets it;
 * null for a page that has no after-paint loader (the shell). The bench's floor (what a page
 * costs before any code of ours runs) is measured on such pages.
 */
export function withoutApp(html: string): string | null {
  return LOADER_ELEMENT.test(html) ? html.replace(LOADER_ELEMENT, '') : null;
}

/** The page's HTML with its entry script and modulepreloads moved into the after-paint loader. */
export function bootAfterFirstPaint(html: string): string {
  const entry = ENTRY_SCRIPT.exec(html)?.[1];
  if (!entry) throw new Error('the page has no module entry script to defer');
  const modules = [...html.matchAll(MODULE_PRELOAD)].map((match) => match[1] ?? '');
  if (modules.some((href) => /[\s"<>]/.test(href))) throw new Error('unexpected module URL');
  const loader = `<script data-app-entry="${entry}" data-app-modules="${modules.join(' ')}">${BOOT_LOADER_SCRIPT}</script>`;
  const stripped = html.replace(ENTRY_SCRIPT, '').replace(MODULE_PRELOAD, '');
  if (!stripped.includes('</body>')) throw new Error('the page has no </body>');
  return stripped.replace('</body>', () => `${loader}\n</body>`);
}

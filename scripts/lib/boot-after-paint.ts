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

import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE, LOCALE_STORAGE_KEY } from '#shared/i18n/locale.ts';

const ENTRY_SCRIPT = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;
const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;
const CHARSET = /<meta charset="[^"]*"\s*\/?>/i;

/**
 * The tap holder, at the start of <head> so that it listens from the page's first paint: a
 * longer page can paint before the parser reaches the loader at the end of <body>. A button
 * tapped before the app has started would do nothing (links and forms work without it): the
 * holder keeps the tap from the page's own listeners (so the app never sees it twice), asks the
 * loader to start the app at once (`<html data-app-wanted>`, read by the loader when it runs or
 * as it is set), marks the button pressed meanwhile (`data-held`, pwa/styles.css), and taps it
 * again once the app has started (`<html data-app-started>`). Only the last tap is kept
 * (decision 053). The language switch (the one link with `hreflang`) is remembered as the app's
 * switch would (pwa/lib/i18n/locale.tsx): the page it leads to may not start the app. It also keeps the browser's install offer (`beforeinstallprompt`, fired once,
 * soon after load) for the app's install button (`window.heldInstallOffer`, taken by
 * pwa/lib/device/app-updates.ts), which may start long after it. ES5, like the loader.
 */
const TAP_HOLDER = [
  '(function () {',
  '  var root = document.documentElement;',
  "  var STARTED = 'data-app-started';",
  '  var held = null;',
  '  function hold(event) {',
  '    if (root.hasAttribute(STARTED)) return;',
  '    var target = event.target && event.target.closest ? event.target : null;',
  "    var language = target ? target.closest('a[hreflang]') : null;",
  "    if (language) return remember(language.getAttribute('hreflang'));",
  "    var button = target ? target.closest('button') : null;",
  "    if (!button || (button.form && button.type === 'submit')) return;",
  '    event.preventDefault();',
  '    event.stopPropagation();',
  "    if (held) held.removeAttribute('data-held');",
  '    held = button;',
  "    held.setAttribute('data-held', '');",
  "    root.setAttribute('data-app-wanted', '');",
  '  }',
  '  function remember(locale) {',
  `    try { localStorage.setItem('${LOCALE_STORAGE_KEY}', locale); } catch (error) {}`,
  `    document.cookie = '${LOCALE_COOKIE}=' + locale + '; path=/; max-age=${LOCALE_COOKIE_MAX_AGE}; samesite=lax';`,
  '  }',
  "  addEventListener('click', hold, true);",
  '  new MutationObserver(function (changes, observer) {',
  '    if (!root.hasAttribute(STARTED)) return;',
  '    observer.disconnect();',
  "    removeEventListener('click', hold, true);",
  '    if (!held) return;',
  "    held.removeAttribute('data-held');",
  '    if (held.isConnected) held.click();',
  '    held = null;',
  '  }).observe(root, { attributes: true, attributeFilter: [STARTED] });',
  "  addEventListener('beforeinstallprompt', function (event) {",
  '    event.preventDefault();',
  '    window.heldInstallOffer = event;',
  '  });',
  '})();',
].join('\n');

/**
 * The loader: ES5 in a classic script, so `document.currentScript` names it and its attributes
 * carry the module URLs. It imports the entry first, then adds a modulepreload link per module
 * in slices of at most PRELOAD_SLICE_MS, each slice a task of its own. Each link costs the main
 * thread time (the browser starts the module's fetch as the link goes in): all the links of
 * /classes in one insertion were a long task on every first visit (decision 028).
 *
 * When it starts (decision 053): a page whose HTML is the whole page for its reader (rendered by
 * the server with its data, a visitor online) starts on the reader's first sign of intent, a
 * key, the focus moving, a click, a mouse moving (not the browser's own move of a still mouse
 * as the page's layout changes under it), or a tap the tap holder holds, or the connection
 * lost (the app says what still works offline); until then its reading and scrolling cost no
 * script. Even then it starts a frame later: what the intent shows first (a held button's pressed
 * look, the focus ring) is painted before the app's code is asked for and run, not after it. The
 * other pages start a frame after the first paint: a
 * placeholder in the HTML (`main [aria-busy="true"]`, the app fills it), a session (the API token
 * saved on the device: the navbar and the reader's own state differ from the HTML), offline (the
 * saved copy, the queue to send). A hidden tab never paints a frame: it starts at once, as it
 * does when the tap holder asks. A page waiting for intent still registers the service worker
 * once loaded and idle, and asks it to save the catalogue for offline (pwa/sw.ts, SYNC_CLASSES).
 */
const PRELOAD_SLICE_MS = 8;
const LOADER = [
  '(function (script) {',
  "  var list = script.getAttribute('data-app-modules');",
  "  var modules = list ? list.split(' ') : [];",
  '  var root = document.documentElement;',
  "  var WANTED = 'data-app-wanted';",
  "  var INTENT = ['keydown', 'focusin', 'click', 'pointermove', 'offline'];",
  '  var booted = false;',
  '  var scheduled = false;',
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
  '    wanted.disconnect();',
  '    for (var i = 0; i < INTENT.length; i++) removeEventListener(INTENT[i], intent, true);',
  "    import(script.getAttribute('data-app-entry'));",
  '    preload(0);',
  '  }',
  '  function afterPaint() {',
  '    if (scheduled) return;',
  '    scheduled = true;',
  '    requestAnimationFrame(function () { setTimeout(boot); });',
  '  }',
  '  function intent(event) {',
  "    if (event.type !== 'pointermove') return afterPaint();",
  "    if (event.pointerType === 'mouse' && (event.movementX || event.movementY)) afterPaint();",
  '  }',
  '  function waitsForIntent() {',
  '    if (!navigator.onLine || document.querySelector(\'main [aria-busy="true"]\')) return false;',
  "    try { return !localStorage.getItem('access-token'); } catch (error) { return false; }",
  '  }',
  '  function keepForOffline() {',
  "    if (booted || !('serviceWorker' in navigator)) return;",
  "    navigator.serviceWorker.register('/sw.js', { scope: '/' }).then(function () {",
  '      return navigator.serviceWorker.ready;',
  '    }).then(function (registration) {',
  "      if (!booted && registration.active) registration.active.postMessage({ type: 'SYNC_CLASSES' });",
  '    }, function () {});',
  '  }',
  '  function whenIdle(callback) {',
  '    if (window.requestIdleCallback) requestIdleCallback(callback);',
  '    else setTimeout(callback);',
  '  }',
  '  var wanted = new MutationObserver(afterPaint);',
  "  if (document.visibilityState === 'hidden') return boot();",
  '  wanted.observe(root, { attributes: true, attributeFilter: [WANTED] });',
  '  if (root.hasAttribute(WANTED) || !waitsForIntent()) return afterPaint();',
  '  for (var i = 0; i < INTENT.length; i++) addEventListener(INTENT[i], intent, true);',
  "  if (document.readyState === 'complete') whenIdle(keepForOffline);",
  "  else addEventListener('load', function () { whenIdle(keepForOffline); });",
  '})(document.currentScript);',
].join('\n');

/**
 * The two inline scripts' texts exactly as they stand between their tags: the pages'
 * Content-Security-Policy allows these two by their SHA-256 (BOOT_LOADER_HASH and
 * TAP_HOLDER_HASH, api/lib/security-headers.ts).
 */
export const BOOT_LOADER_SCRIPT = `\n${LOADER}\n`;
export const TAP_HOLDER_SCRIPT = `\n${TAP_HOLDER}\n`;

const TAP_HOLDER_ELEMENT = `<script data-tap-holder>${TAP_HOLDER_SCRIPT}</script>`;

/** The after-paint loader as bootAfterFirstPaint writes it, attributes and text. */
const LOADER_ELEMENT =
  /<script data-app-entry="[^"]*" data-app-modules="[^"]*">[\s\S]*?<\/script>\n?/;

/**
 * The page without the app: its HTML and stylesheet only, as a reader with scripts off gets it;
 * null for a page that has no after-paint loader (the shell). The bench's floor (what a page
 * costs before any code of ours runs) is measured on such pages.
 */
export function withoutApp(html: string): string | null {
  return LOADER_ELEMENT.test(html)
    ? html.replace(LOADER_ELEMENT, '').replace(TAP_HOLDER_ELEMENT, '')
    : null;
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
  // At the start of <head>, after the charset (which must come in the first 1,024 bytes): before
  // any stylesheet, which an inline script after it would wait for.
  const start = CHARSET.exec(stripped) ?? /<head>/.exec(stripped);
  if (!start) throw new Error('the page has no <head>');
  const at = start.index + start[0].length;
  const held = `${stripped.slice(0, at)}${TAP_HOLDER_ELEMENT}${stripped.slice(at)}`;
  return held.replace('</body>', () => `${loader}\n</body>`);
}

// @vitest-environment jsdom
// The held taps, in a real DOM: a button tapped before the app has started (before the loader at
// the end of the page has even run) is tapped again once it has, once, and the page's own
// listeners never see the first tap.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BOOT_LOADER_SCRIPT, TAP_HOLDER_SCRIPT } from './boot-after-paint.ts';

/** Runs the tap holder, as the start of <head> does; the listeners it adds are removed after. */
function runTapHolder() {
  const added: Array<Parameters<typeof addEventListener>> = [];
  const listen = (...args: Parameters<typeof addEventListener>) => {
    added.push(args);
    addEventListener(...args);
  };
  new Function('addEventListener', TAP_HOLDER_SCRIPT)(listen);
  holders.push(() => {
    for (const args of added) removeEventListener(...args);
  });
}
const holders: Array<() => void> = [];

/** Runs the loader on the current document; `imported` lists what it asked to import. */
function runLoader() {
  const imported: string[] = [];
  const script = document.createElement('script');
  script.setAttribute('data-app-entry', '/assets/index-a.js');
  script.setAttribute('data-app-modules', '');
  document.body.append(script);
  // The loader's `import(...)` is syntax, not a function, and it runs on document.currentScript:
  // a stand-in for each by rewriting those two calls (the rest is what the page runs).
  const loader = new Function(
    '__import',
    'requestAnimationFrame',
    '__script',
    BOOT_LOADER_SCRIPT.replace('import(', '__import(').replace(
      '(document.currentScript)',
      '(__script)',
    ),
  ) as (importer: (url: string) => void, frame: () => void, script: Element) => void;
  loader(
    (url) => imported.push(url),
    () => undefined, // the first frame never comes: only a tap starts the app here
    script,
  );
  return { imported };
}

const started = () => document.documentElement.setAttribute('data-app-started', '');
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  for (const remove of holders.splice(0)) remove();
  document.documentElement.removeAttribute('data-app-started');
  document.documentElement.removeAttribute('data-app-wanted');
  document.body.innerHTML = '';
});

describe('a tap before the app has started', () => {
  it('starts the app at once and is tapped again, once, when the app has started', async () => {
    document.body.innerHTML = '<header><button type="button">Open menu</button></header>';
    const button = document.querySelector('button')!;
    const taps = vi.fn();
    document.body.addEventListener('click', taps);
    runTapHolder();
    const { imported } = runLoader();
    expect(imported).toEqual([]);

    button.click();
    button.click();
    await flush();
    expect(imported).toEqual(['/assets/index-a.js']);
    expect(taps).not.toHaveBeenCalled();
    // Seen to be pressed while it waits (pwa/styles.css).
    expect(button.hasAttribute('data-held')).toBe(true);

    started();
    await flush();
    expect(taps).toHaveBeenCalledOnce();
    expect(button.hasAttribute('data-held')).toBe(false);
    // Once started, taps go straight to the page.
    button.click();
    expect(taps).toHaveBeenCalledTimes(2);
  });

  it("leaves links and a form's submit button to the browser, which needs no app for them", () => {
    document.body.innerHTML =
      '<a href="#classes">Classes</a><form><button type="submit">Search</button></form>';
    const seen: string[] = [];
    document.addEventListener('click', (event) => {
      seen.push((event.target as Element).tagName);
      event.preventDefault();
    });
    runTapHolder();
    runLoader();
    document.querySelector('a')!.click();
    document.querySelector('button')!.click();
    expect(seen).toEqual(['A', 'BUTTON']);
  });

  it('is dropped when its button is gone by the time the app has started', async () => {
    document.body.innerHTML = '<button type="button">Select</button>';
    const taps = vi.fn();
    document.addEventListener('click', taps);
    runTapHolder();
    runLoader();
    document.querySelector('button')!.click();
    document.body.innerHTML = '<button type="button">Select</button>';
    started();
    await flush();
    expect(taps).not.toHaveBeenCalled();
  });
});

describe('a tap before the loader at the end of the page has run', () => {
  it('is held from the first paint; the loader then starts the app at once', async () => {
    // A long page paints before the parser reaches its end: only the holder is there yet.
    document.body.innerHTML = '<main><button type="button">Select</button></main>';
    const taps = vi.fn();
    document.body.addEventListener('click', taps);
    runTapHolder();
    document.querySelector('button')!.click();
    expect(taps).not.toHaveBeenCalled();

    // No frame comes in this test: the loader imports the entry because the tap asked.
    const { imported } = runLoader();
    expect(imported).toEqual(['/assets/index-a.js']);
    started();
    await flush();
    expect(taps).toHaveBeenCalledOnce();
  });
});

// @vitest-environment jsdom
// The loader's held taps, in a real DOM: a button tapped before the app has started is tapped
// again once it has, once, and the page's own listeners never see the first tap.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BOOT_LOADER_SCRIPT } from './boot-after-paint.ts';

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
  document.documentElement.removeAttribute('data-app-started');
  document.body.innerHTML = '';
});

describe('a tap before the app has started', () => {
  it('starts the app at once and is tapped again, once, when the app has started', async () => {
    document.body.innerHTML = '<header><button type="button">Open menu</button></header>';
    const button = document.querySelector('button')!;
    const taps = vi.fn();
    document.body.addEventListener('click', taps);
    const { imported } = runLoader();
    expect(imported).toEqual([]);

    button.click();
    button.click();
    expect(imported).toEqual(['/assets/index-a.js']);
    expect(taps).not.toHaveBeenCalled();

    started();
    await flush();
    expect(taps).toHaveBeenCalledOnce();
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
    runLoader();
    document.querySelector('a')!.click();
    document.querySelector('button')!.click();
    expect(seen).toEqual(['A', 'BUTTON']);
  });

  it('is dropped when its button is gone by the time the app has started', async () => {
    document.body.innerHTML = '<button type="button">Select</button>';
    const taps = vi.fn();
    document.addEventListener('click', taps);
    runLoader();
    document.querySelector('button')!.click();
    document.body.innerHTML = '<button type="button">Select</button>';
    started();
    await flush();
    expect(taps).not.toHaveBeenCalled();
  });
});

// @vitest-environment jsdom
// The held taps, in a real DOM: a button tapped before the app has started (before the loader at
// the end of the page has even run) is tapped again once it has, once, and the page's own
// listeners never see the first tap.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ACCESS_TOKEN_KEY } from '../../pwa/lib/api/api-client.ts';
import { LOCALE_COOKIE, LOCALE_STORAGE_KEY } from '#shared/i18n/locale.ts';
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

/**
 * Runs the loader on the current document; `imported` lists what it asked to import. The first
 * frame never comes unless `frames` is set (then it comes at once, its timer a task later).
 */
function runLoader({ frames = false } = {}) {
  const imported: string[] = [];
  const script = document.createElement('script');
  script.setAttribute('data-app-entry', '/assets/index-a.js');
  script.setAttribute('data-app-modules', '');
  document.body.append(script);
  const added: Array<Parameters<typeof addEventListener>> = [];
  const listen = (...args: Parameters<typeof addEventListener>) => {
    added.push(args);
    addEventListener(...args);
  };
  holders.push(() => {
    for (const args of added) removeEventListener(...args);
  });
  // The loader's `import(...)` is syntax, not a function, and it runs on document.currentScript:
  // a stand-in for each by rewriting those two calls (the rest is what the page runs).
  const loader = new Function(
    '__import',
    'requestAnimationFrame',
    '__script',
    'addEventListener',
    BOOT_LOADER_SCRIPT.replace('import(', '__import(').replace(
      '(document.currentScript)',
      '(__script)',
    ),
  ) as (
    importer: (url: string) => void,
    frame: (callback: () => void) => void,
    script: Element,
    listen: typeof addEventListener,
  ) => void;
  loader(
    (url) => imported.push(url),
    (callback) => {
      if (frames) callback();
    },
    script,
    listen,
  );
  return { imported };
}

const started = () => document.documentElement.setAttribute('data-app-started', '');
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  for (const remove of holders.splice(0)) remove();
  vi.restoreAllMocks();
  localStorage.clear();
  document.documentElement.removeAttribute('data-app-started');
  document.documentElement.removeAttribute('data-app-wanted');
  document.body.innerHTML = '';
});

describe('a tap before the app has started', () => {
  it('starts the app after its pressed look is painted, and is tapped again once', async () => {
    document.body.innerHTML = '<header><button type="button">Open menu</button></header>';
    const button = document.querySelector('button')!;
    const taps = vi.fn();
    document.body.addEventListener('click', taps);
    runTapHolder();
    const { imported } = runLoader({ frames: true });
    expect(imported).toEqual([]);

    button.click();
    button.click();
    // Seen to be pressed while it waits (pwa/styles.css), and painted so before any of the app's
    // code is asked for: the start waits for the frame.
    expect(button.hasAttribute('data-held')).toBe(true);
    await Promise.resolve();
    expect(imported).toEqual([]);
    await flush();
    expect(imported).toEqual(['/assets/index-a.js']);
    expect(taps).not.toHaveBeenCalled();

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
  it('is held from the first paint; the loader then starts the app a frame later', async () => {
    // A long page paints before the parser reaches its end: only the holder is there yet.
    document.body.innerHTML = '<main><button type="button">Select</button></main>';
    const taps = vi.fn();
    document.body.addEventListener('click', taps);
    runTapHolder();
    document.querySelector('button')!.click();
    expect(taps).not.toHaveBeenCalled();

    // The loader imports the entry at its first frame because the tap asked.
    const { imported } = runLoader({ frames: true });
    await flush();
    expect(imported).toEqual(['/assets/index-a.js']);
    started();
    await flush();
    expect(taps).toHaveBeenCalledOnce();
  });
});

describe('when the app starts', () => {
  const key = () => document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' }));
  const pointerMove = (pointerType: string, movementX = 3) =>
    document.dispatchEvent(Object.assign(new Event('pointermove'), { pointerType, movementX }));

  it('waits for intent on a page the server rendered whole, for a visitor online', async () => {
    document.body.innerHTML = '<main><h1>Classes</h1><p>Football</p></main>';
    const { imported } = runLoader({ frames: true });
    await flush();
    expect(imported).toEqual([]);
    // A finger moving (a scroll) is no intent; a mouse moving or a key is.
    pointerMove('touch');
    await flush();
    expect(imported).toEqual([]);
    // Started a frame after the intent, which paints what the intent shows first.
    key();
    expect(imported).toEqual([]);
    await flush();
    expect(imported).toEqual(['/assets/index-a.js']);
    key();
    pointerMove('mouse');
    await flush();
    expect(imported).toEqual(['/assets/index-a.js']);
  });

  it('starts on a mouse moving, or the focus coming into the page', async () => {
    document.body.innerHTML = '<main><h1>Classes</h1><a href="/classes/1">Football</a></main>';
    const moved = runLoader({ frames: true });
    // Chromium moves a still mouse by nothing as the layout under it changes: not the reader.
    pointerMove('mouse', 0);
    await flush();
    expect(moved.imported).toEqual([]);
    pointerMove('mouse');
    await flush();
    expect(moved.imported).toEqual(['/assets/index-a.js']);
    for (const remove of holders.splice(0)) remove();
    const focused = runLoader({ frames: true });
    document.querySelector('a')!.focus();
    await flush();
    expect(focused.imported).toEqual(['/assets/index-a.js']);
  });

  it('starts as the connection is lost: the app says what still works offline', async () => {
    document.body.innerHTML = '<main><h1>Home</h1><form><button>Submit</button></form></main>';
    const { imported } = runLoader({ frames: true });
    expect(imported).toEqual([]);
    window.dispatchEvent(new Event('offline'));
    await flush();
    expect(imported).toEqual(['/assets/index-a.js']);
  });

  it('starts after the first paint where the HTML has a placeholder the app fills', async () => {
    document.body.innerHTML = '<main><section aria-busy="true">Loading…</section></main>';
    const { imported } = runLoader({ frames: true });
    expect(imported).toEqual([]);
    await flush();
    expect(imported).toEqual(['/assets/index-a.js']);
  });

  it('starts after the first paint for a reader with a session on the device', async () => {
    document.body.innerHTML = '<main><h1>Classes</h1></main>';
    localStorage.setItem(ACCESS_TOKEN_KEY, 'a-token');
    const { imported } = runLoader({ frames: true });
    await flush();
    expect(imported).toEqual(['/assets/index-a.js']);
  });

  it('starts after the first paint offline: the saved copy and the queue need the app', async () => {
    document.body.innerHTML = '<main><h1>Classes</h1></main>';
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const { imported } = runLoader({ frames: true });
    await flush();
    expect(imported).toEqual(['/assets/index-a.js']);
  });
});

describe('the install offer before the app has started', () => {
  it('is kept by the tap holder for the app, and the browser told not to show its own', () => {
    runTapHolder();
    const offer = new Event('beforeinstallprompt', { cancelable: true });
    dispatchEvent(offer);
    expect(offer.defaultPrevented).toBe(true);
    expect((window as { heldInstallOffer?: Event }).heldInstallOffer).toBe(offer);
    delete (window as { heldInstallOffer?: Event }).heldInstallOffer;
  });
});

describe('the language switch before the app has started', () => {
  it('is remembered as the app remembers it, and left to the browser to follow', () => {
    document.body.innerHTML = '<header><a href="/bn/classes" hreflang="bn">বাংলা</a></header>';
    localStorage.setItem(LOCALE_STORAGE_KEY, 'en');
    const followed = vi.fn((event: Event) => event.defaultPrevented);
    document.querySelector('header')!.addEventListener('click', (event) => {
      followed(event);
      event.preventDefault(); // jsdom does not navigate; the holder must not have prevented it
    });
    runTapHolder();
    document.querySelector('a')!.click();
    expect(followed).toHaveReturnedWith(false);
    expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBe('bn');
    expect(document.cookie).toContain(`${LOCALE_COOKIE}=bn`);
    document.cookie = `${LOCALE_COOKIE}=; path=/; max-age=0`;
  });
});

/**
 * The service worker's life as the page sees it: registration, "a new version waits" (the
 * update prompt), and the browser's install offer (the install button). Small and imported by
 * main.tsx; workbox-window itself loads after the page's load event.
 */
import type { Workbox } from 'workbox-window';

type State = { updateWaiting: boolean; canInstall: boolean };
type InstallPromptEvent = Event & { prompt: () => Promise<void>; userChoice: Promise<unknown> };

/**
 * What a page's HTML shows: no offer and nothing waiting (the server sees neither). The state a
 * first render hydrates with, whatever the browser has said by then: its install offer can come
 * between the app's start and the hydration of the navbar, which would then differ from the HTML.
 */
export const STATE_IN_PAGE_HTML: State = { updateWaiting: false, canInstall: false };

let state: State = STATE_IN_PAGE_HTML;
const listeners = new Set<() => void>();
let workbox: Workbox | null = null;
let installEvent: InstallPromptEvent | null = null;

function set(next: Partial<State>) {
  state = { ...state, ...next };
  listeners.forEach((listener) => listener());
}

export function subscribeAppUpdates(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getAppUpdates(): State {
  return state;
}

/**
 * Listen before the browser fires it (soon after load), or the offer is lost. A page that starts
 * on the reader's intent starts later: its tap holder keeps the offer until then
 * (scripts/lib/boot-after-paint.ts).
 */
export function listenForInstallOffer(): void {
  const held = (window as { heldInstallOffer?: InstallPromptEvent }).heldInstallOffer;
  if (held) {
    delete (window as { heldInstallOffer?: InstallPromptEvent }).heldInstallOffer;
    installEvent = held;
    set({ canInstall: true });
  }
  window.addEventListener('beforeinstallprompt', (event) => {
    // Our button asks instead of the browser's mini-infobar.
    event.preventDefault();
    installEvent = event as InstallPromptEvent;
    set({ canInstall: true });
  });
  window.addEventListener('appinstalled', () => {
    installEvent = null;
    set({ canInstall: false });
  });
}

export async function promptInstall(): Promise<void> {
  const event = installEvent;
  if (!event) return;
  installEvent = null;
  set({ canInstall: false });
  await event.prompt();
}

export async function registerServiceWorker(): Promise<void> {
  const { Workbox } = await import('workbox-window');
  workbox = new Workbox('/sw.js', { scope: '/' });
  // A new build was installed and waits for this page's go-ahead (sw.ts does not skip waiting
  // for updates): offer the reload instead of swapping code under the user's feet.
  workbox.addEventListener('waiting', () => set({ updateWaiting: true }));
  try {
    await workbox.register();
  } catch (error) {
    // The browser refused the worker (private mode, blocked by policy or a test harness): the app
    // works on without offline support, so this is a warning, not a crash of the page.
    console.warn('The service worker could not be registered:', error);
    return;
  }
  // A tab left open for days still learns about a deploy when the user comes back to it.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void workbox?.update();
  });
}

/** "Reload": let the waiting worker take over, then reload once it controls the page. */
export function applyUpdate(): void {
  if (!workbox) return;
  workbox.addEventListener('controlling', () => window.location.reload());
  workbox.messageSkipWaiting();
}

const PRESSABLE = 'button:not(:disabled), a[href], [role="button"]';

/**
 * Gives the button or link a finger lands on its pressed look (`data-pressed`, styles.css) until
 * the finger lifts or the touch becomes a scroll. The tap highlight is transparent, and Chromium
 * gives a touch `:active` only once it knows the touch is a tap, so a touch showed nothing until
 * the tap's own paint: on a slow phone, a finger held on a button that seems not to answer. A
 * mouse has its hover. Returns what takes the listeners off.
 */
export function showPresses(root: Document = document): () => void {
  let pressed: Element | null = null;
  const release = () => {
    pressed?.removeAttribute('data-pressed');
    pressed = null;
  };
  const press = (event: PointerEvent) => {
    release();
    if (event.pointerType === 'mouse' || !(event.target instanceof Element)) return;
    pressed = event.target.closest(PRESSABLE);
    pressed?.setAttribute('data-pressed', '');
  };
  // One signal takes every listener off at once.
  const listening = new AbortController();
  const options = { capture: true, passive: true, signal: listening.signal };
  root.addEventListener('pointerdown', press, options);
  root.addEventListener('pointerup', release, options);
  root.addEventListener('pointercancel', release, options);
  return () => {
    listening.abort();
    release();
  };
}

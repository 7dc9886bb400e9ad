import { afterEach, describe, expect, it } from 'vitest';
import { showPresses } from './press-feedback.ts';

/** A pointer event as a browser sends it (jsdom has no PointerEvent). */
function pointer(type: string, target: Element, pointerType = 'touch') {
  const event = new MouseEvent(type, { bubbles: true, cancelable: true });
  Object.defineProperty(event, 'pointerType', { value: pointerType });
  target.dispatchEvent(event);
}

let stop = () => {};
afterEach(() => {
  stop();
  document.body.innerHTML = '';
});

function page() {
  document.body.innerHTML = `
    <button id="select"><span id="label">Select</span></button>
    <a id="link" href="/classes">Classes</a>
    <button id="disabled" disabled>Full</button>
    <p id="text">Text</p>`;
  stop = showPresses();
  return (id: string) => document.getElementById(id)!;
}

describe('the pressed look of what a finger is on', () => {
  it('comes with the touch, on the button around what was touched, and goes when it lifts', () => {
    const byId = page();
    pointer('pointerdown', byId('label'));
    expect(byId('select')).toHaveAttribute('data-pressed');
    pointer('pointerup', byId('label'));
    expect(byId('select')).not.toHaveAttribute('data-pressed');
  });

  it('goes when the touch becomes a scroll, and moves to the next thing touched', () => {
    const byId = page();
    pointer('pointerdown', byId('link'));
    expect(byId('link')).toHaveAttribute('data-pressed');
    pointer('pointercancel', byId('link'));
    expect(byId('link')).not.toHaveAttribute('data-pressed');
    pointer('pointerdown', byId('link'));
    pointer('pointerdown', byId('select'));
    expect(byId('link')).not.toHaveAttribute('data-pressed');
    expect(byId('select')).toHaveAttribute('data-pressed');
  });

  it('is not for a mouse, a disabled button or plain text', () => {
    const byId = page();
    pointer('pointerdown', byId('select'), 'mouse');
    pointer('pointerdown', byId('disabled'));
    pointer('pointerdown', byId('text'));
    expect(document.querySelector('[data-pressed]')).toBeNull();
  });

  it('is gone, and no longer given, once stopped', () => {
    const byId = page();
    pointer('pointerdown', byId('select'));
    stop();
    expect(byId('select')).not.toHaveAttribute('data-pressed');
    pointer('pointerdown', byId('link'));
    expect(byId('link')).not.toHaveAttribute('data-pressed');
  });
});

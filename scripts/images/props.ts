// Sports equipment and grounds, drawn in the palette. Props take frame coordinates.
import { C, along, circle, line, n, type Point } from './svg.ts';

export function ball(c: Point, r: number, kind: string): string {
  const at = `translate(${n(c.x)} ${n(c.y)})`;
  const stroke = (w: number) =>
    ` fill="none" stroke="${C.s900}" stroke-width="${n(w)}" stroke-linecap="round"`;
  switch (kind) {
    case 'football':
      return (
        `<g transform="${at}">` +
        circle({ x: 0, y: 0 }, r, C.white, ` stroke="${C.s900}" stroke-width="${n(r * 0.08)}"`) +
        `<path d="M0 ${n(-r * 0.38)}L${n(r * 0.36)} ${n(-r * 0.12)}L${n(r * 0.22)} ${n(r * 0.3)}L${n(-r * 0.22)} ${n(r * 0.3)}L${n(-r * 0.36)} ${n(-r * 0.12)}Z" fill="${C.s900}"/>` +
        `<path d="M0 ${n(-r * 0.38)}V${n(-r)}M${n(r * 0.36)} ${n(-r * 0.12)}L${n(r * 0.95)} ${n(-r * 0.3)}M${n(r * 0.22)} ${n(r * 0.3)}L${n(r * 0.6)} ${n(r * 0.8)}M${n(-r * 0.22)} ${n(r * 0.3)}L${n(-r * 0.6)} ${n(r * 0.8)}M${n(-r * 0.36)} ${n(-r * 0.12)}L${n(-r * 0.95)} ${n(-r * 0.3)}"${stroke(r * 0.08)}/></g>`
      );
    case 'basketball':
      return (
        `<g transform="${at}">` +
        circle({ x: 0, y: 0 }, r, C.a500) +
        `<path d="M${n(-r)} 0H${n(r)}M0 ${n(-r)}V${n(r)}M${n(-r * 0.7)} ${n(-r * 0.7)}Q0 0 ${n(-r * 0.7)} ${n(r * 0.7)}M${n(r * 0.7)} ${n(-r * 0.7)}Q0 0 ${n(r * 0.7)} ${n(r * 0.7)}"${stroke(r * 0.09)}/>` +
        circle({ x: 0, y: 0 }, r, 'none', ` stroke="${C.s900}" stroke-width="${n(r * 0.09)}"`) +
        '</g>'
      );
    case 'tennis':
      return (
        `<g transform="${at}">` +
        circle({ x: 0, y: 0 }, r, '#d9f99d') +
        `<path d="M${n(-r * 0.85)} ${n(-r * 0.5)}Q0 0 ${n(-r * 0.85)} ${n(r * 0.5)}M${n(r * 0.85)} ${n(-r * 0.5)}Q0 0 ${n(r * 0.85)} ${n(r * 0.5)}" fill="none" stroke="${C.white}" stroke-width="${n(r * 0.14)}"/></g>`
      );
    case 'volleyball':
      return (
        `<g transform="${at}">` +
        circle({ x: 0, y: 0 }, r, C.white) +
        `<path d="M0 0Q${n(r * 0.2)} ${n(-r * 0.7)} ${n(-r * 0.4)} ${n(-r * 0.92)}M0 0Q${n(r * 0.7)} ${n(r * 0.2)} ${n(r * 0.9)} ${n(-r * 0.45)}M0 0Q${n(-r * 0.6)} ${n(r * 0.4)} ${n(-r * 0.5)} ${n(r * 0.88)}"${stroke(r * 0.08)}/>` +
        circle({ x: 0, y: 0 }, r, 'none', ` stroke="${C.s900}" stroke-width="${n(r * 0.08)}"`) +
        '</g>'
      );
    case 'cricket':
      return (
        `<g transform="${at}">` +
        circle({ x: 0, y: 0 }, r, '#b91c1c') +
        `<path d="M${n(-r * 0.3)} ${n(-r * 0.95)}Q${n(r * 0.2)} 0 ${n(-r * 0.3)} ${n(r * 0.95)}" fill="none" stroke="${C.white}" stroke-width="${n(r * 0.12)}" stroke-dasharray="${n(r * 0.15)} ${n(r * 0.12)}"/></g>`
      );
    default:
      return circle(c, r, C.white);
  }
}

/** Soft motion streaks behind something moving along `angle`. */
export function streaks(
  from: Point,
  angle: number,
  count: number,
  length: number,
  color: string = C.white,
): string {
  let out = '';
  for (let i = 0; i < count; i += 1) {
    const offset = (i - (count - 1) / 2) * 16;
    const start = along(along(from, angle + 90, offset), angle + 180, 24 + (i % 2) * 14);
    const end = along(start, angle + 180, length * (0.6 + ((i * 37) % 10) / 25));
    out += line(start, end, color, 6, ` stroke-linecap="round" opacity="${0.55 - i * 0.06}"`);
  }
  return out;
}

/** A racket: an oval head on a handle, held at `hand`, pointing along `angle`. */
export function racket(
  hand: Point,
  angle: number,
  kind: 'tennis' | 'badminton' | 'paddle',
): string {
  const handle = kind === 'badminton' ? 56 : 30;
  const head = kind === 'tennis' ? [30, 24] : kind === 'badminton' ? [24, 18] : [22, 21];
  const neck = along(hand, angle, handle);
  const centre = along(neck, angle, head[0]!);
  const rotate = n(-angle + 90);
  const strings =
    kind === 'paddle'
      ? ''
      : `<path d="M${n(-head[0]! + 6)} 0H${n(head[0]! - 6)}M0 ${n(-head[1]! + 6)}V${n(head[1]! - 6)}M${n(-head[0]! + 10)} -8H${n(head[0]! - 10)}M${n(-head[0]! + 10)} 8H${n(head[0]! - 10)}M-10 ${n(-head[1]! + 8)}V${n(head[1]! - 8)}M10 ${n(-head[1]! + 8)}V${n(head[1]! - 8)}" stroke="${C.white}" stroke-width="1.6" opacity="0.8"/>`;
  const face = kind === 'paddle' ? C.a500 : 'none';
  return (
    line(hand, neck, C.s800, kind === 'badminton' ? 4 : 8, ' stroke-linecap="round"') +
    `<g transform="translate(${n(centre.x)} ${n(centre.y)}) rotate(${rotate})">` +
    `<ellipse rx="${head[0]}" ry="${head[1]}" fill="${face}" stroke="${kind === 'paddle' ? C.a600 : C.a500}" stroke-width="${kind === 'paddle' ? 3 : 6}"/>${strings}</g>`
  );
}

export function shuttle(c: Point, angle: number): string {
  const tip = along(c, angle, 10);
  const l = along(c, angle + 160, 26);
  const r = along(c, angle - 160, 26);
  return (
    `<path d="M${n(c.x)} ${n(c.y)}L${n(l.x)} ${n(l.y)}Q${n((l.x + r.x) / 2)} ${n((l.y + r.y) / 2)} ${n(r.x)} ${n(r.y)}Z" fill="${C.white}"/>` +
    circle(tip, 8, C.a400)
  );
}

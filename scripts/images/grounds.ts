// The setting of each sport, full width, below and around the athlete: pitch, court, water,
// track, studio or wall. Everything is tonal emerald with faint white lines, so the amber sun
// and the dark athlete carry the picture.
import { C, n } from './svg.ts';

export type Ground = 'pitch' | 'court' | 'water' | 'track' | 'studio' | 'wall' | 'ring';

const faint = (opacity: number, width = 3) =>
  ` fill="none" stroke="${C.white}" stroke-width="${width}" opacity="${opacity}"`;

/** The floor plane from `y` to the bottom, `w` wide and `h` high in all. */
export function ground(kind: Ground, w: number, h: number, y: number): string {
  const depth = h - y;
  const floor = (fill: string) =>
    `<rect x="0" y="${n(y)}" width="${w}" height="${n(depth)}" fill="${fill}"/>`;
  const horizon = `<path d="M0 ${n(y)}H${w}" stroke="${C.white}" stroke-width="2" opacity="0.25"/>`;
  switch (kind) {
    case 'pitch': {
      let stripes = '';
      for (let i = 0; i < 12; i += 2) {
        const x0 = (i * w) / 12;
        stripes += `<path d="M${n(x0)} ${n(y)}H${n(x0 + w / 12)}L${n(x0 + w / 12 + (x0 - w / 2) * 0.5 + w / 24)} ${h}H${n(x0 + (x0 - w / 2) * 0.5)}Z" fill="${C.e600}" opacity="0.35"/>`;
      }
      return (
        floor(C.e700) +
        stripes +
        horizon +
        `<ellipse cx="${n(w * 0.5)}" cy="${n(y + depth * 0.55)}" rx="${n(w * 0.2)}" ry="${n(depth * 0.28)}"${faint(0.35, 4)}/>` +
        `<path d="M${n(w * 0.5)} ${n(y)}V${h}"${faint(0.35, 4)}/>`
      );
    }
    case 'court':
      return (
        floor(C.e600) +
        horizon +
        `<path d="M${n(w * 0.08)} ${h}L${n(w * 0.22)} ${n(y + 8)}H${n(w * 0.78)}L${n(w * 0.92)} ${h}"${faint(0.55, 4)}/>` +
        `<path d="M${n(w * 0.15)} ${n(y + depth * 0.5)}H${n(w * 0.85)}"${faint(0.4, 3)}/>` +
        `<path d="M${n(w * 0.5)} ${n(y + 8)}V${h}"${faint(0.3, 3)}/>`
      );
    case 'water': {
      let waves = '';
      for (let i = 0; i < 5; i += 1) {
        const wy = y + 14 + i * (depth / 5);
        let d = `M0 ${n(wy)}`;
        for (let x = 0; x < w; x += 80) d += `q20 -9 40 0t40 0`;
        waves += `<path d="${d}"${faint(0.22 - i * 0.03, 3)}/>`;
      }
      const rope = `<path d="M0 ${n(y + depth * 0.62)}H${w}" stroke="${C.a400}" stroke-width="7" stroke-dasharray="10 12" stroke-linecap="round" opacity="0.75"/>`;
      return (
        `<rect x="0" y="${n(y)}" width="${w}" height="${n(depth)}" fill="url(#water)"/>` +
        waves +
        rope
      );
    }
    case 'track': {
      let lanes = '';
      for (let i = 0; i < 6; i += 1) {
        const t = i / 5;
        lanes += `<path d="M${n(-w * 0.1)} ${n(y + 6 + t * depth)}Q${n(w * 0.5)} ${n(y - 4 + t * depth * 0.92)} ${n(w * 1.1)} ${n(y + 20 + t * depth)}"${faint(0.4, 3)}/>`;
      }
      return (
        floor(C.e700) +
        `<rect x="0" y="${n(y)}" width="${w}" height="${n(depth)}" fill="${C.a600}" opacity="0.18"/>` +
        horizon +
        lanes
      );
    }
    case 'studio': {
      let boards = '';
      for (let i = 1; i < 4; i += 1)
        boards += `<path d="M0 ${n(y + i * (depth / 4))}H${w}"${faint(0.1, 2)}/>`;
      return floor(C.e900) + boards + horizon;
    }
    case 'ring':
      return (
        floor(C.e900) +
        horizon +
        [0.3, 0.5, 0.7]
          .map(
            (f) =>
              `<path d="M0 ${n(y - f * 200)}H${w}" stroke="${C.white}" stroke-width="5" opacity="${n(0.5 - f * 0.3)}"/>`,
          )
          .join('') +
        `<rect x="${n(w * 0.06)}" y="${n(y - 170)}" width="14" height="170" rx="5" fill="${C.a500}"/>`
      );
    case 'wall':
      return floor(C.e900) + horizon;
  }
}

/** Shared defs: the sky gradient, the water, the sun, the dot texture. */
export function sceneDefs(): string {
  return (
    `<linearGradient id="sky" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${C.e900}"/><stop offset="0.6" stop-color="${C.e800}"/><stop offset="1" stop-color="${C.e700}"/></linearGradient>` +
    `<linearGradient id="water" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${C.e500}"/><stop offset="1" stop-color="${C.e800}"/></linearGradient>` +
    `<radialGradient id="sun" cx="0.4" cy="0.35" r="0.75"><stop offset="0" stop-color="${C.a300}"/><stop offset="1" stop-color="${C.a500}"/></radialGradient>` +
    `<pattern id="dots" width="18" height="18" patternUnits="userSpaceOnUse"><circle cx="2" cy="2" r="1.4" fill="${C.white}" opacity="0.09"/></pattern>`
  );
}

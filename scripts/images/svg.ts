// Small helpers shared by the image generator: the palette, number formatting, the <svg> wrapper.

/**
 * The site's palette (product.md §9): emerald for the field, amber for highlights, slate for ink.
 */
export const C = {
  e950: '#022c22',
  e900: '#064e3b',
  e800: '#065f46',
  e700: '#047857',
  e600: '#059669',
  e500: '#10b981',
  e300: '#6ee7b7',
  e100: '#d1fae5',
  a300: '#fcd34d',
  a400: '#fbbf24',
  a500: '#f59e0b',
  a600: '#d97706',
  s900: '#0f172a',
  s800: '#1e293b',
  s700: '#334155',
  s600: '#475569',
  s200: '#e2e8f0',
  s50: '#f8fafc',
  white: '#ffffff',
} as const;

/** One decimal is plenty at these sizes and keeps the files small. */
export function n(value: number): string {
  return String(Math.round(value * 10) / 10);
}

export interface Point {
  x: number;
  y: number;
}

/** A unit vector for an angle in degrees: 0 points down, 90 right, 180 up, -90 left. */
export function dir(angle: number): Point {
  const rad = (angle * Math.PI) / 180;
  return { x: Math.sin(rad), y: Math.cos(rad) };
}

export function along(from: Point, angle: number, length: number): Point {
  const d = dir(angle);
  return { x: from.x + d.x * length, y: from.y + d.y * length };
}

export function line(a: Point, b: Point, stroke: string, width: number, extra = ''): string {
  return `<path d="M${n(a.x)} ${n(a.y)}L${n(b.x)} ${n(b.y)}" stroke="${stroke}" stroke-width="${n(width)}"${extra}/>`;
}

export function circle(c: Point, r: number, fill: string, extra = ''): string {
  return `<circle cx="${n(c.x)}" cy="${n(c.y)}" r="${n(r)}" fill="${fill}"${extra}/>`;
}

export function poly(points: readonly Point[], fill: string, extra = ''): string {
  const d = points.map((p, i) => `${i === 0 ? 'M' : 'L'}${n(p.x)} ${n(p.y)}`).join('');
  return `<path d="${d}Z" fill="${fill}"${extra}/>`;
}

/** A complete SVG document with intrinsic size, so an <img> never shifts the layout. */
export function svgDoc(
  width: number,
  height: number,
  body: string,
  defs = '',
  viewBox = `0 0 ${width} ${height}`,
): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="${viewBox}">` +
    (defs ? `<defs>${defs}</defs>` : '') +
    body +
    '</svg>\n'
  );
}

/** A deterministic pseudo-random sequence, so a rerun of the generator gives the same files. */
export function rng(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

// Composes a sport into a picture: sky, texture, sun, ground, equipment, athlete.
import { figure, joints } from './figure.ts';
import { ground, sceneDefs } from './grounds.ts';
import type { Sport } from './sports.ts';
import { C, circle, n, svgDoc } from './svg.ts';

const FRAME_GROUND = 500;

/** The sport's sun, equipment and athlete in frame coordinates (800×600, ground at 500). */
function actors(sport: Sport): string {
  const j = joints(sport.pose, sport.hip, sport.scale);
  const sun = sport.sun ?? { c: { x: 420, y: 260 }, r: 180 };
  const rings = [1.35, 1.7]
    .map((k) =>
      circle(
        sun.c,
        sun.r * k,
        'none',
        ` stroke="${C.white}" stroke-width="2" opacity="${k > 1.5 ? 0.05 : 0.09}"`,
      ),
    )
    .join('');
  const beams = `<path d="M150 0H260L90 600H-20Z" fill="${C.white}" opacity="0.035"/><path d="M330 0H420L170 600H80Z" fill="${C.white}" opacity="0.03"/>`;
  return (
    beams +
    rings +
    circle(sun.c, sun.r, 'url(#sun)') +
    (sport.behind?.(j) ?? '') +
    figure(sport.pose, sport.hip, sport.scale, { rim: 'rgba(255,255,255,0.12)' }) +
    (sport.front?.(j) ?? '')
  );
}

const shade = `<linearGradient id="shade" x1="0" y1="0" x2="0" y2="1"><stop offset="0.6" stop-color="${C.s900}" stop-opacity="0"/><stop offset="1" stop-color="${C.s900}" stop-opacity="0.35"/></linearGradient>`;

/** A class card picture, 800×600 (4:3). */
export function classPicture(sport: Sport): string {
  return svgDoc(
    800,
    600,
    `<rect width="800" height="600" fill="url(#sky)"/><rect width="800" height="600" fill="url(#dots)"/>` +
      ground(sport.ground, 800, 600, FRAME_GROUND) +
      actors(sport) +
      `<rect width="800" height="600" fill="url(#shade)"/>`,
    sceneDefs() + shade,
  );
}

/**
 * A hero slide, 1600×900: the athlete on the right; the left 55% stays dark and calm so the
 * headline in white reads over it.
 */
export function heroPicture(sport: Sport, scale = 1.5): string {
  const x = 1600 - 800 * scale + 60;
  const y = 900 - 110 - FRAME_GROUND * scale;
  const groundY = y + FRAME_GROUND * scale;
  const left = `<linearGradient id="calm" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${C.s900}" stop-opacity="0.82"/><stop offset="0.42" stop-color="${C.s900}" stop-opacity="0.55"/><stop offset="0.62" stop-color="${C.s900}" stop-opacity="0"/></linearGradient>`;
  return svgDoc(
    1600,
    900,
    `<rect width="1600" height="900" fill="url(#sky)"/><rect width="1600" height="900" fill="url(#dots)"/>` +
      ground(sport.ground, 1600, 900, groundY) +
      `<g transform="translate(${n(x)} ${n(y)}) scale(${scale})">${actors(sport)}</g>` +
      `<rect width="1600" height="900" fill="url(#shade)"/><rect width="1600" height="900" fill="url(#calm)"/>`,
    sceneDefs() + shade + left,
  );
}

/** A news picture, 800×500: the class scene, cropped a little wider. */
export function newsPicture(sport: Sport): string {
  return svgDoc(
    800,
    500,
    `<rect width="800" height="500" fill="url(#sky)"/><rect width="800" height="500" fill="url(#dots)"/>` +
      ground(sport.ground, 800, 500, 430) +
      `<g transform="translate(70 0) scale(0.86)">${actors(sport)}</g>` +
      `<rect width="800" height="500" fill="url(#shade)"/>`,
    sceneDefs() + shade,
  );
}

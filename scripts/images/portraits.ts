// Illustrated portraits (instructors, coaches, avatars): one flat style, drawn on a 600×600
// canvas — the academy's emerald field and amber sun behind a head-and-shoulders bust.
import { sceneDefs } from './grounds.ts';
import { C, svgDoc } from './svg.ts';

export type Hair =
  | 'short'
  | 'buzz'
  | 'long'
  | 'bun'
  | 'afro'
  | 'ponytail'
  | 'hijab'
  | 'bald'
  | 'curly'
  | 'bob'
  | 'wavy';

export interface Person {
  skin: string;
  hair: Hair;
  hairColor: string;
  shirt: string;
  beard?: boolean;
  headband?: boolean;
  whistle?: boolean;
  cap?: boolean;
  /** Background sun colour; amber by default. */
  sun?: string;
}

export const SKIN = ['#f6d5bd', '#eab38f', '#d19463', '#a86a3d', '#7d4b2a', '#5b3620'] as const;
export const HAIR = {
  black: '#1c1917',
  dark: '#3b2416',
  brown: '#6b3f22',
  blond: '#d6a652',
  grey: '#a8a29e',
  auburn: '#8a3b1c',
} as const;

/** A darker tone of a #rrggbb colour, for shading (neck, nose, ears). */
function darker(hex: string, amount = 0.18): string {
  const v = parseInt(hex.slice(1), 16);
  const ch = (shift: number) => Math.round(((v >> shift) & 255) * (1 - amount));
  return `#${((ch(16) << 16) | (ch(8) << 8) | ch(0)).toString(16).padStart(6, '0')}`;
}

function hairBack(p: Person): string {
  const h = p.hairColor;
  switch (p.hair) {
    case 'long':
      return `<path d="M212 250C200 150 250 118 300 118S400 150 388 250L402 420H198Z" fill="${h}"/>`;
    case 'afro':
      return `<circle cx="300" cy="215" r="122" fill="${h}"/>`;
    case 'ponytail':
      return `<path d="M378 200C430 220 440 300 410 360C400 300 390 260 360 240Z" fill="${h}"/>`;
    case 'bun':
      return `<circle cx="300" cy="130" r="42" fill="${h}"/>`;
    case 'bob':
      return `<path d="M214 260C196 150 250 122 300 122S404 150 386 260L392 330H208Z" fill="${h}"/>`;
    case 'hijab':
      return `<path d="M196 262C190 140 250 112 300 112S410 140 404 262L430 470H170Z" fill="${p.hairColor}"/>`;
    default:
      return '';
  }
}

function hairFront(p: Person): string {
  const h = p.hairColor;
  switch (p.hair) {
    case 'short':
      return `<path d="M222 226C214 150 262 130 304 132C352 134 388 160 378 228C368 190 340 176 300 180C262 180 236 196 222 226Z" fill="${h}"/>`;
    case 'buzz':
      return `<path d="M224 214C226 160 262 138 300 138S374 160 376 214C350 186 250 186 224 214Z" fill="${h}" opacity="0.9"/>`;
    case 'curly':
      return [
        [240, 180],
        [268, 156],
        [300, 148],
        [332, 156],
        [360, 180],
        [226, 208],
        [374, 208],
      ]
        .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="30" fill="${h}"/>`)
        .join('');
    case 'wavy':
      return `<path d="M218 236C204 150 262 124 306 128C356 132 398 166 382 238C374 206 352 188 330 196C310 176 270 184 252 200C240 206 226 220 218 236Z" fill="${h}"/>`;
    case 'afro':
      return `<path d="M226 210C236 170 270 156 300 156S364 170 374 210C340 190 260 190 226 210Z" fill="${h}"/>`;
    case 'long':
    case 'bob':
    case 'ponytail':
    case 'bun':
      return `<path d="M222 236C210 160 256 134 300 134S392 160 378 236C360 196 330 178 300 178C272 178 246 190 222 236Z" fill="${h}"/>`;
    case 'hijab':
      return `<path d="M214 250C210 170 250 140 300 140S390 170 386 250C380 204 346 172 300 172S220 204 214 250Z" fill="${darker(h, 0.12)}"/>`;
    case 'bald':
      return `<path d="M230 200C250 170 280 166 300 166" stroke="${C.white}" stroke-width="8" stroke-linecap="round" fill="none" opacity="0.18"/>`;
  }
}

export function portraitBody(p: Person): string {
  const shade = darker(p.skin);
  const sun = p.sun ?? 'url(#sun)';
  const ears =
    p.hair === 'hijab'
      ? ''
      : `<ellipse cx="222" cy="262" rx="15" ry="22" fill="${shade}"/><ellipse cx="378" cy="262" rx="15" ry="22" fill="${shade}"/>`;
  const collar = p.shirt === C.a500 ? C.s900 : C.a400;
  const mouth = `<path d="M274 316Q300 336 326 316" stroke="${C.s900}" stroke-width="6" fill="none" stroke-linecap="round"/>`;
  const beard = p.beard
    ? `<path d="M226 282C234 358 268 386 300 386S366 358 374 282C362 314 348 334 300 334S238 314 226 282Z" fill="${p.hairColor}"/><path d="M270 306Q300 292 330 306" stroke="${p.hairColor}" stroke-width="9" fill="none" stroke-linecap="round"/>${mouth}`
    : mouth;
  return (
    `<rect width="600" height="600" fill="url(#sky)"/><rect width="600" height="600" fill="url(#dots)"/>` +
    `<circle cx="300" cy="280" r="200" fill="${sun}"/>` +
    `<circle cx="300" cy="280" r="250" fill="none" stroke="${C.white}" stroke-width="2" opacity="0.08"/>` +
    hairBack(p) +
    // Shoulders and shirt, then the collar.
    `<path d="M120 600C120 470 190 420 300 420S480 470 480 600Z" fill="${p.shirt}"/>` +
    `<path d="M262 420L300 470L338 420" fill="none" stroke="${collar}" stroke-width="14" stroke-linejoin="round"/>` +
    `<path d="M266 360H334V420Q300 446 266 420Z" fill="${shade}"/>` +
    (p.hair === 'hijab'
      ? `<path d="M214 250C214 330 250 410 300 418S386 330 386 250L410 430Q300 470 190 430Z" fill="${p.hairColor}"/>`
      : '') +
    ears +
    `<ellipse cx="300" cy="262" rx="80" ry="98" fill="${p.skin}"/>` +
    hairFront(p) +
    (p.headband
      ? `<path d="M222 214Q300 186 378 214L376 236Q300 208 224 236Z" fill="${C.a500}"/>`
      : '') +
    (p.cap
      ? `<path d="M218 222C214 150 260 130 300 130S386 150 382 222Z" fill="${C.e700}"/><path d="M300 214H420Q410 232 380 232H300Z" fill="${C.e800}"/><circle cx="300" cy="134" r="8" fill="${C.a400}"/>`
      : '') +
    // Brows, eyes, nose, mouth.
    `<path d="M248 236Q264 228 280 234M320 234Q336 228 352 236" stroke="${p.hair === 'hijab' ? C.s900 : darker(p.hairColor, 0.1)}" stroke-width="8" fill="none" stroke-linecap="round"/>` +
    `<ellipse cx="264" cy="262" rx="9" ry="11" fill="${C.s900}"/><ellipse cx="336" cy="262" rx="9" ry="11" fill="${C.s900}"/>` +
    `<circle cx="267" cy="258" r="3" fill="${C.white}"/><circle cx="339" cy="258" r="3" fill="${C.white}"/>` +
    `<path d="M300 272Q292 296 302 300" stroke="${shade}" stroke-width="6" fill="none" stroke-linecap="round"/>` +
    `<ellipse cx="246" cy="300" rx="16" ry="9" fill="#f87171" opacity="0.18"/><ellipse cx="354" cy="300" rx="16" ry="9" fill="#f87171" opacity="0.18"/>` +
    beard +
    (p.whistle
      ? `<path d="M250 424Q300 520 350 424" stroke="${C.s200}" stroke-width="4" fill="none"/><rect x="286" y="492" width="38" height="22" rx="10" fill="${C.a400}"/><circle cx="292" cy="503" r="6" fill="${C.s900}"/>`
      : '')
  );
}

/** A portrait at `size` pixels square (600 for staff, 256 for avatars). */
export function portrait(p: Person, size = 600): string {
  return svgDoc(size, size, portraitBody(p), sceneDefs(), '0 0 600 600');
}

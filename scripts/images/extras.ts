// The rest of the site's pictures in the same style: winners, empty states and the logo mark.
import { figure, joints, type Pose } from './figure.ts';
import { ground, sceneDefs } from './grounds.ts';
import { C, circle, n, rng, svgDoc } from './svg.ts';

const VICTORY: Pose = {
  torso: 180,
  frontArm: [160, 168],
  backArm: [200, 192],
  frontLeg: [8, 0],
  backLeg: [-8, 0],
  feet: [90, 90],
};
const JUMP: Pose = {
  torso: 178,
  frontArm: [150, 170],
  backArm: [210, 190],
  frontLeg: [30, -20],
  backLeg: [-20, -50],
  feet: [80, 100],
};

function confetti(seed: number, w: number, h: number, count = 40): string {
  const r = rng(seed);
  const colors = [C.a300, C.a500, C.white, C.e300];
  let out = '';
  for (let i = 0; i < count; i += 1) {
    const x = r() * w;
    const y = r() * h * 0.75;
    const c = colors[i % colors.length]!;
    out += `<rect x="${n(x)}" y="${n(y)}" width="${n(6 + r() * 8)}" height="${n(4 + r() * 5)}" rx="1.5" fill="${c}" opacity="${n(0.55 + r() * 0.4)}" transform="rotate(${n(r() * 180)} ${n(x)} ${n(y)})"/>`;
  }
  return out;
}

function backdrop(
  w: number,
  h: number,
  sun = { x: w / 2, y: h * 0.42, r: h * 0.3 },
  fill = 'url(#sun)',
): string {
  return (
    `<rect width="${w}" height="${h}" fill="url(#sky)"/><rect width="${w}" height="${h}" fill="url(#dots)"/>` +
    [1.4, 1.8]
      .map((k) =>
        circle(sun, sun.r * k, 'none', ` stroke="${C.white}" stroke-width="2" opacity="0.07"`),
      )
      .join('') +
    circle(sun, sun.r, fill)
  );
}

function trophy(x: number, y: number, s: number): string {
  return (
    `<g transform="translate(${x} ${y}) scale(${s})">` +
    `<path d="M-70 -120C-110 -120 -112 -50 -52 -36M70 -120C110 -120 112 -50 52 -36" fill="none" stroke="${C.a500}" stroke-width="14"/>` +
    `<path d="M-76 -140H76C76 -40 40 -10 0 -6C-40 -10 -76 -40 -76 -140Z" fill="${C.a400}"/>` +
    `<path d="M-50 -128C-50 -70 -34 -40 -14 -26" stroke="${C.white}" stroke-width="8" fill="none" stroke-linecap="round" opacity="0.55"/>` +
    `<rect x="-12" y="-8" width="24" height="44" fill="${C.a500}"/><rect x="-52" y="34" width="104" height="22" rx="6" fill="${C.a600}"/>` +
    `<rect x="-66" y="56" width="132" height="30" rx="6" fill="${C.s900}"/>` +
    `<path d="M0 -110l10 20 22 3-16 15 4 22-20-10-20 10 4-22-16-15 22-3z" fill="${C.white}" opacity="0.9"/></g>`
  );
}

function medal(x: number, y: number, s: number): string {
  return (
    `<g transform="translate(${x} ${y}) scale(${s})">` +
    `<path d="M-60 -170L-10 -40H30L-20 -170Z" fill="${C.e500}"/><path d="M60 -170L10 -40H-30L20 -170Z" fill="${C.a500}"/>` +
    circle({ x: 0, y: 20 }, 80, C.a500) +
    circle({ x: 0, y: 20 }, 62, C.a400) +
    `<circle cx="0" cy="20" r="62" fill="none" stroke="${C.a300}" stroke-width="4" stroke-dasharray="6 8"/>` +
    `<text x="0" y="48" text-anchor="middle" font-family="system-ui,sans-serif" font-weight="800" font-size="78" fill="${C.a600}">1</text></g>`
  );
}

function podium(): string {
  const block = (x: number, top: number, label: string, fill: string) =>
    `<rect x="${x}" y="${top}" width="170" height="${500 - top}" rx="6" fill="${fill}"/>` +
    `<text x="${x + 85}" y="${top + 62}" text-anchor="middle" font-family="system-ui,sans-serif" font-weight="800" font-size="52" fill="${C.s900}" opacity="0.85">${label}</text>`;
  return (
    block(145, 400, '2', C.s200) +
    block(315, 350, '1', C.a400) +
    block(485, 420, '3', C.a600) +
    figure(VICTORY, { x: 400, y: 236 }, 1.05) +
    figure({ ...VICTORY, frontArm: [150, 170], backArm: [20, 0] }, { x: 230, y: 286 }, 1.05) +
    figure({ ...VICTORY, frontArm: [0, 0], backArm: [205, 190] }, { x: 570, y: 306 }, 1.05)
  );
}

export function winnerPicture(index: number): string {
  const defs = sceneDefs();
  const w = 800;
  const h = 600;
  const floor = ground('studio', w, h, 500);
  switch (index) {
    case 1:
      return svgDoc(
        w,
        h,
        backdrop(w, h, { x: 400, y: 230, r: 190 }) + floor + podium() + confetti(11, w, h),
        defs,
      );
    case 2:
      return svgDoc(
        w,
        h,
        backdrop(w, h, { x: 400, y: 250, r: 200 }, C.e600) +
          floor +
          trophy(400, 380, 1.6) +
          confetti(22, w, h, 50),
        defs,
      );
    case 3:
      return svgDoc(
        w,
        h,
        backdrop(w, h, { x: 400, y: 290, r: 210 }, C.e600) +
          floor +
          medal(400, 320, 1.45) +
          confetti(33, w, h, 30),
        defs,
      );
    case 4: {
      const j = joints(VICTORY, { x: 400, y: 352 }, 1.25);
      return svgDoc(
        w,
        h,
        backdrop(w, h, { x: 400, y: 240, r: 200 }) +
          ground('pitch', w, h, 500) +
          figure(JUMP, { x: 215, y: 320 }, 1.2) +
          figure(JUMP, { x: 590, y: 320 }, 1.2) +
          figure(VICTORY, { x: 400, y: 352 }, 1.25) +
          trophy((j.frontHand.x + j.backHand.x) / 2, j.frontHand.y - 16, 0.5) +
          confetti(44, w, h, 45),
        defs,
      );
    }
    case 5: {
      const runner: Pose = {
        torso: 172,
        frontArm: [150, 170],
        backArm: [210, 195],
        frontLeg: [60, 0],
        backLeg: [-30, -70],
        feet: [80, 110],
      };
      return svgDoc(
        w,
        h,
        backdrop(w, h, { x: 430, y: 250, r: 190 }) +
          ground('track', w, h, 500) +
          `<path d="M0 300Q380 340 420 300" stroke="${C.white}" stroke-width="6" fill="none"/><path d="M800 260Q470 330 440 300" stroke="${C.white}" stroke-width="6" fill="none"/>` +
          figure(runner, { x: 420, y: 322 }, 1.5) +
          confetti(55, w, h, 24),
        defs,
      );
    }
    default: {
      const boxer: Pose = { ...VICTORY, frontArm: [138, 160], backArm: [222, 200] };
      const j = joints(boxer, { x: 400, y: 330 }, 1.5);
      return svgDoc(
        w,
        h,
        backdrop(w, h, { x: 400, y: 250, r: 190 }) +
          ground('ring', w, h, 500) +
          figure(boxer, { x: 400, y: 330 }, 1.5) +
          circle(j.frontHand, 24, C.a500) +
          circle(j.backHand, 21, C.a600) +
          confetti(66, w, h, 30),
        defs,
      );
    }
  }
}

/** Friendly empty-state pictures, 320×240, on a light page. */
export function emptyPicture(kind: 'no-classes' | 'no-payments' | 'offline'): string {
  const blob = `<ellipse cx="160" cy="128" rx="118" ry="92" fill="${C.e100}"/><ellipse cx="160" cy="214" rx="90" ry="8" fill="${C.s200}"/>`;
  const art = {
    'no-classes':
      `<rect x="106" y="52" width="108" height="150" rx="12" fill="${C.white}" stroke="${C.s200}" stroke-width="3"/><rect x="136" y="42" width="48" height="20" rx="6" fill="${C.e700}"/>` +
      `<path d="M126 92H194M126 116H194M126 140H170" stroke="${C.s200}" stroke-width="8" stroke-linecap="round"/>` +
      `<g transform="translate(212 172)">${circle({ x: 0, y: 0 }, 28, C.a400)}<path d="M-28 0H28M0 -28V28M-20 -20Q0 0 -20 20M20 -20Q0 0 20 20" stroke="${C.s900}" stroke-width="3" fill="none"/></g>`,
    'no-payments':
      `<rect x="72" y="88" width="150" height="96" rx="14" fill="${C.e700}" transform="rotate(-8 147 136)"/><rect x="96" y="104" width="150" height="96" rx="14" fill="${C.e600}"/>` +
      `<rect x="112" y="124" width="30" height="22" rx="4" fill="${C.a400}"/><path d="M112 172H170M182 172H228" stroke="${C.e100}" stroke-width="6" stroke-linecap="round"/>` +
      circle({ x: 238, y: 86 }, 26, C.a400) +
      `<text x="238" y="96" text-anchor="middle" font-family="system-ui,sans-serif" font-weight="800" font-size="30" fill="${C.s900}">$</text>`,
    offline:
      `<path d="M98 168a38 38 0 0 1 8-75a52 52 0 0 1 100-10a40 40 0 0 1 18 85Z" fill="${C.white}" stroke="${C.s200}" stroke-width="3"/>` +
      `<path d="M126 142a48 48 0 0 1 68 0M140 156a26 26 0 0 1 40 0" stroke="#0284c7" stroke-width="9" fill="none" stroke-linecap="round"/>` +
      circle({ x: 160, y: 170 }, 7, '#0284c7') +
      `<path d="M112 96L214 198" stroke="${C.s600}" stroke-width="9" stroke-linecap="round"/>`,
  }[kind];
  return svgDoc(320, 240, blob + art);
}

/** The academy's mark: an athlete sprinting in front of the amber sun, on emerald. */
export function logoMark(options: { fullBleed?: boolean; safeZone?: number } = {}): string {
  const k = options.safeZone ?? 1;
  const sprint: Pose = {
    torso: 162,
    head: -6,
    frontArm: [-60, 10],
    backArm: [70, 155],
    frontLeg: [62, -8],
    backLeg: [-22, -112],
    feet: [80, 120],
  };
  const inner =
    circle({ x: 33, y: 30 }, 20, C.a400) +
    figure(sprint, { x: 30, y: 37 }, 0.185, { ink: C.white, far: C.e100 });
  const bg = options.fullBleed
    ? `<rect width="64" height="64" fill="${C.e700}"/>`
    : `<rect width="64" height="64" rx="14" fill="${C.e700}"/>`;
  return svgDoc(
    64,
    64,
    bg + `<g transform="translate(${n(32 - 32 * k)} ${n(32 - 32 * k)}) scale(${k})">${inner}</g>`,
  );
}

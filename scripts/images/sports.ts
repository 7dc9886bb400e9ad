// One entry per sport: the athlete's pose, where it stands in an 800×600 frame (ground at
// y = 500), its setting and its equipment. Poses are hand-tuned; see figure.ts for the angles.
import type { FigureJoints, Pose } from './figure.ts';
import type { Ground } from './grounds.ts';
import { ball, racket, shuttle, streaks } from './props.ts';
import { C, along, circle, line, n, type Point } from './svg.ts';

export interface Sport {
  title: string;
  pose: Pose;
  hip: Point;
  scale: number;
  ground: Ground;
  sun?: { c: Point; r: number };
  behind?: (j: FigureJoints) => string;
  front?: (j: FigureJoints) => string;
}

const S = 1.55;
const net = (x: number, top: number, bottom: number, w: number) => {
  let mesh = '';
  for (let y = top + 12; y < bottom; y += 14) mesh += `M${x} ${y}h${w}`;
  for (let i = 12; i < w; i += 14) mesh += `M${x + i} ${top}V${bottom}`;
  return (
    `<path d="${mesh}" stroke="${C.white}" stroke-width="1.5" opacity="0.45"/>` +
    `<rect x="${x}" y="${top - 4}" width="${w}" height="8" rx="3" fill="${C.white}"/>` +
    `<rect x="${x - 6}" y="${top - 10}" width="8" height="${500 - top + 10}" rx="3" fill="${C.s200}"/>`
  );
};

export const SPORTS: Record<string, Sport> = {
  football: {
    title: 'Football',
    pose: {
      torso: 192,
      frontArm: [-125, -95],
      backArm: [125, 150],
      frontLeg: [62, 112],
      backLeg: [-8, 0],
      feet: [20, 90],
    },
    hip: { x: 370, y: 332 },
    scale: S,
    ground: 'pitch',
    front: (j) =>
      streaks({ x: j.frontFoot.x + 70, y: j.frontFoot.y - 34 }, 80, 3, 70) +
      ball({ x: j.frontFoot.x + 62, y: j.frontFoot.y - 32 }, 30, 'football'),
  },
  basketball: {
    title: 'Basketball',
    pose: {
      torso: 176,
      frontArm: [168, 150],
      backArm: [150, 175],
      frontLeg: [35, -15],
      backLeg: [-12, -40],
      feet: [80, 100],
    },
    hip: { x: 350, y: 322 },
    scale: S,
    ground: 'court',
    behind: () =>
      `<rect x="560" y="60" width="130" height="90" rx="6" fill="${C.white}" opacity="0.92"/><rect x="600" y="95" width="50" height="40" fill="none" stroke="${C.a500}" stroke-width="5"/><path d="M585 150h80" stroke="${C.a600}" stroke-width="8" stroke-linecap="round"/><path d="M590 154l10 50h50l10-50M605 154l8 50M645 154l-8 50M625 154v50" fill="none" stroke="${C.white}" stroke-width="2.5" opacity="0.8"/>`,
    front: (j) => ball({ x: j.frontHand.x + 24, y: j.frontHand.y - 26 }, 32, 'basketball'),
  },
  tennis: {
    title: 'Tennis',
    pose: {
      torso: 160,
      head: -10,
      frontArm: [115, 95],
      backArm: [-70, -40],
      frontLeg: [38, -5],
      backLeg: [-40, -70],
      feet: [90, 100],
    },
    hip: { x: 330, y: 342 },
    scale: S,
    ground: 'court',
    front: (j) =>
      racket(j.frontHand, 110, 'tennis') +
      streaks({ x: 650, y: 240 }, 100, 2, 60, C.a300) +
      ball({ x: 650, y: 240 }, 15, 'tennis'),
  },
  swimming: {
    title: 'Swimming',
    pose: {
      torso: 97,
      head: 12,
      frontArm: [205, 140],
      backArm: [96, 94],
      frontLeg: [-84, -96],
      backLeg: [-96, -82],
    },
    hip: { x: 230, y: 452 },
    scale: 1.75,
    ground: 'water',
    sun: { c: { x: 410, y: 300 }, r: 175 },
    front: (j) =>
      `<path d="M-800 468q40 -14 80 0${'t80 0'.repeat(30)}V600H-800Z" fill="${C.e500}" opacity="0.6"/>` +
      [
        [-18, -26, 7],
        [6, -40, 5],
        [30, -22, 6],
        [-40, -8, 4],
      ]
        .map(([dx, dy, r]) =>
          circle({ x: j.head.x + 70 + dx!, y: 462 + dy! }, r!, C.white, ' opacity="0.8"'),
        )
        .join('') +
      `<path d="M${n(j.frontHand.x - 20)} 470q20 -30 44 -6M${n(j.head.x + 40)} 468q16 -24 40 -4" fill="none" stroke="${C.white}" stroke-width="5" stroke-linecap="round" opacity="0.85"/>`,
  },
  cricket: {
    title: 'Cricket',
    pose: {
      torso: 162,
      head: -6,
      frontArm: [55, 115],
      backArm: [40, 120],
      frontLeg: [40, 8],
      backLeg: [-28, -18],
      feet: [85, 80],
    },
    hip: { x: 330, y: 322 },
    scale: S,
    ground: 'pitch',
    behind: () =>
      [160, 180, 200]
        .map((x) => `<rect x="${x}" y="330" width="10" height="172" rx="4" fill="${C.s50}"/>`)
        .join('') +
      `<path d="M158 326h54" stroke="${C.a400}" stroke-width="6" stroke-linecap="round"/>`,
    front: (j) => {
      const tip = along(j.frontHand, 60, 120);
      return (
        line(j.frontHand, along(j.frontHand, 60, 34), C.s800, 9, ' stroke-linecap="round"') +
        line(along(j.frontHand, 60, 34), tip, C.a300, 18, ' stroke-linecap="round"') +
        ball({ x: 620, y: 430 }, 15, 'cricket') +
        streaks({ x: 620, y: 430 }, -70, 2, 60, C.a300)
      );
    },
  },
  badminton: {
    title: 'Badminton',
    pose: {
      torso: 192,
      frontArm: [205, 160],
      backArm: [115, 140],
      frontLeg: [45, -20],
      backLeg: [-15, -60],
      feet: [80, 100],
    },
    hip: { x: 370, y: 328 },
    scale: S,
    ground: 'court',
    front: (j) =>
      racket(j.frontHand, 170, 'badminton') +
      shuttle({ x: 560, y: 150 }, 235) +
      streaks({ x: 560, y: 150 }, 55, 2, 50),
  },
  athletics: {
    title: 'Athletics',
    pose: {
      torso: 158,
      head: -8,
      frontArm: [-55, 25],
      backArm: [55, 150],
      frontLeg: [78, 5],
      backLeg: [-32, -78],
      feet: [80, 110],
    },
    hip: { x: 400, y: 318 },
    scale: S,
    ground: 'track',
    behind: (j) => streaks({ x: j.hip.x - 60, y: j.hip.y - 40 }, 90, 4, 120),
  },
  boxing: {
    title: 'Boxing',
    pose: {
      torso: 165,
      head: -5,
      frontArm: [96, 92],
      backArm: [35, 165],
      frontLeg: [22, -4],
      backLeg: [-28, -12],
      feet: [85, 80],
    },
    hip: { x: 330, y: 322 },
    scale: S,
    ground: 'ring',
    front: (j) =>
      circle(along(j.frontHand, 92, 6), 22, C.a500) +
      circle(j.backHand, 20, C.a600) +
      streaks({ x: j.frontHand.x + 10, y: j.frontHand.y }, 92, 3, 60),
  },
  yoga: {
    title: 'Yoga',
    pose: {
      torso: 180,
      frontArm: [92, 90],
      backArm: [-92, -90],
      frontLeg: [75, 4],
      backLeg: [-58, -58],
      feet: [90, 90],
    },
    hip: { x: 400, y: 360 },
    scale: S,
    ground: 'studio',
    behind: () => `<path d="M150 500L190 474H640L680 500Z" fill="${C.a500}" opacity="0.9"/>`,
  },
  volleyball: {
    title: 'Volleyball',
    pose: {
      torso: 190,
      frontArm: [178, 145],
      backArm: [110, 130],
      frontLeg: [40, -35],
      backLeg: [-10, -55],
      feet: [80, 100],
    },
    hip: { x: 320, y: 318 },
    scale: S,
    ground: 'court',
    behind: () => net(520, 190, 500, 240),
    front: (j) =>
      ball({ x: j.frontHand.x + 30, y: j.frontHand.y - 20 }, 30, 'volleyball') +
      streaks({ x: j.frontHand.x + 40, y: j.frontHand.y - 20 }, 130, 3, 60),
  },
  karate: {
    title: 'Karate',
    pose: {
      torso: 212,
      head: 25,
      frontArm: [125, 170],
      backArm: [-40, 175],
      frontLeg: [98, 92],
      backLeg: [-6, 2],
      feet: [0, 90],
    },
    hip: { x: 350, y: 316 },
    scale: S,
    ground: 'studio',
    front: (j) => {
      const belt = along(j.hip, 212, 12);
      return (
        line(along(belt, 302, 24), along(belt, 122, 24), C.a500, 10, ' stroke-linecap="round"') +
        line(belt, along(belt, -20, 36), C.a500, 7, ' stroke-linecap="round"') +
        streaks(j.frontFoot, 92, 3, 70)
      );
    },
  },
  cycling: {
    title: 'Cycling',
    pose: {
      torso: 118,
      head: -30,
      frontArm: [72, 70],
      backArm: [80, 70],
      frontLeg: [52, -10],
      backLeg: [-5, 20],
      feet: [90, 90],
    },
    hip: { x: 340, y: 292 },
    scale: S,
    ground: 'track',
    behind: () => {
      const wheel = (x: number) =>
        `<circle cx="${x}" cy="428" r="70" fill="none" stroke="${C.s900}" stroke-width="11"/><circle cx="${x}" cy="428" r="56" fill="none" stroke="${C.white}" stroke-width="1.5" opacity="0.5"/><circle cx="${x}" cy="428" r="6" fill="${C.a400}"/>`;
      return (
        wheel(250) +
        wheel(540) +
        `<path d="M250 428L350 300L395 428L250 428M395 428L500 316L540 428M500 316L350 300M500 316l-6 -26h36" fill="none" stroke="${C.a400}" stroke-width="9" stroke-linejoin="round" stroke-linecap="round"/>` +
        streaks({ x: 190, y: 380 }, 90, 4, 110)
      );
    },
  },
  'table-tennis': {
    title: 'Table tennis',
    pose: {
      torso: 150,
      head: -15,
      frontArm: [112, 150],
      backArm: [-30, 60],
      frontLeg: [32, -2],
      backLeg: [-32, 2],
      feet: [90, 80],
    },
    hip: { x: 300, y: 334 },
    scale: S,
    ground: 'studio',
    front: (j) =>
      `<path d="M440 370H760L790 410H470Z" fill="${C.e600}" stroke="${C.white}" stroke-width="4"/><path d="M470 410v90M760 410v90" stroke="${C.s900}" stroke-width="10"/><path d="M600 370v-26" stroke="${C.white}" stroke-width="4"/><path d="M595 344h20l10 30h-20z" fill="${C.white}" opacity="0.6"/>` +
      racket(j.frontHand, 150, 'paddle') +
      circle({ x: 560, y: 260 }, 9, C.white) +
      streaks({ x: 560, y: 260 }, 60, 2, 40),
  },
  gymnastics: {
    title: 'Gymnastics',
    pose: {
      torso: 184,
      head: -5,
      frontArm: [150, 168],
      backArm: [205, 195],
      frontLeg: [98, 96],
      backLeg: [-96, -98],
      feet: [60, -60],
    },
    hip: { x: 400, y: 300 },
    scale: S,
    ground: 'studio',
    behind: () =>
      `<rect x="120" y="440" width="560" height="18" rx="6" fill="${C.a400}"/><path d="M200 458l-18 42M600 458l18 42" stroke="${C.s800}" stroke-width="10" stroke-linecap="round"/>`,
    front: (j) =>
      `<path d="M${n(j.frontHand.x)} ${n(j.frontHand.y)}c40 -60 120 -20 90 30s40 70 100 20" fill="none" stroke="${C.a400}" stroke-width="6" stroke-linecap="round"/>`,
  },
  rowing: {
    title: 'Rowing',
    pose: {
      torso: 205,
      head: -10,
      frontArm: [20, 100],
      backArm: [30, 105],
      frontLeg: [88, 100],
      backLeg: [80, 96],
      feet: [-90, -90],
    },
    hip: { x: 300, y: 420 },
    scale: S,
    ground: 'water',
    front: (j) =>
      `<path d="M60 436H700Q650 470 560 472H160Q90 468 60 436Z" fill="${C.s900}"/><path d="M80 436H690" stroke="${C.a400}" stroke-width="5"/>` +
      line(j.frontHand, { x: 120, y: 540 }, C.s800, 8, ' stroke-linecap="round"') +
      `<path d="M130 520l-36 36l-14 -10l36 -40z" fill="${C.a500}"/>` +
      `<path d="M0 480q40 -12 80 0t80 0t80 0t80 0t80 0t80 0t80 0t80 0t80 0t80 0V600H0Z" fill="${C.e500}" opacity="0.4"/>`,
  },
  climbing: {
    title: 'Climbing',
    pose: {
      torso: 172,
      head: -12,
      frontArm: [162, 172],
      backArm: [118, 150],
      frontLeg: [70, -10],
      backLeg: [40, -15],
      feet: [90, 90],
    },
    hip: { x: 420, y: 326 },
    scale: S,
    ground: 'wall',
    sun: { c: { x: 340, y: 250 }, r: 175 },
    behind: (j) => {
      const holds = [
        [530, 120],
        [512, 228],
        [520, 300],
        [512, 440],
        [600, 190],
        [680, 100],
        [650, 320],
        [720, 420],
        [600, 470],
        [740, 240],
      ]
        .map(
          ([x, y], i) =>
            `<ellipse cx="${x}" cy="${y}" rx="${14 + (i % 3) * 4}" ry="11" fill="${i % 2 ? C.a400 : C.a600}" transform="rotate(${i * 40} ${x} ${y})"/>`,
        )
        .join('');
      return (
        `<path d="M508 0H800V500H508Z" fill="${C.e600}"/><path d="M508 0V500" stroke="${C.e300}" stroke-width="4" opacity="0.6"/>` +
        holds +
        [j.frontHand, j.backHand, j.frontFoot, j.backFoot]
          .map(
            (p, i) =>
              `<ellipse cx="${n(p.x + 6)}" cy="${n(p.y + (i < 2 ? -4 : 8))}" rx="17" ry="11" fill="${C.a500}"/>`,
          )
          .join('') +
        `<path d="M470 0C468 80 462 150 446 262" fill="none" stroke="${C.a300}" stroke-width="4" stroke-linecap="round"/>`
      );
    },
  },
};

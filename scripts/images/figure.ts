// Athlete pictograms: a skeleton posed by joint angles, drawn as thick rounded limbs (the
// Olympic-pictogram look). Angles in degrees: 0 points down, 90 forward (right), 180 up.
import { C, along, circle, line, n, type Point } from './svg.ts';

/** [upper segment angle, lower segment angle] of an arm or a leg. */
export type Limb = readonly [number, number];

export interface Pose {
  /** Torso angle from hip to shoulders (180 = upright, 150 = leaning forward). */
  torso: number;
  /** Head tilt relative to the torso (degrees, positive = looking forward/down). */
  head?: number;
  frontArm: Limb;
  backArm: Limb;
  frontLeg: Limb;
  backLeg: Limb;
  /** Feet angle relative to the shin (default 90: pointing forward). */
  feet?: readonly [number, number];
}

export interface FigureJoints {
  hip: Point;
  shoulder: Point;
  head: Point;
  frontHand: Point;
  backHand: Point;
  frontFoot: Point;
  backFoot: Point;
  frontElbow: Point;
  frontKnee: Point;
}

const L = { torso: 74, neck: 40, upperArm: 44, forearm: 40, thigh: 54, shin: 52, foot: 15 };
const W = { upperArm: 17, forearm: 14.5, thigh: 24, shin: 19, foot: 11, head: 19 };

/** Where the joints of a posed figure fall, for placing a ball, a racket or a bike. */
export function joints(pose: Pose, hip: Point, scale = 1): FigureJoints {
  const s = (v: number) => v * scale;
  const shoulder = along(hip, pose.torso, s(L.torso - 6));
  const head = along(shoulder, pose.torso + (pose.head ?? 0), s(L.neck));
  const frontElbow = along(shoulder, pose.frontArm[0], s(L.upperArm));
  const backElbow = along(shoulder, pose.backArm[0], s(L.upperArm));
  const frontKnee = along(hip, pose.frontLeg[0], s(L.thigh));
  const backKnee = along(hip, pose.backLeg[0], s(L.thigh));
  return {
    hip,
    shoulder,
    head,
    frontElbow,
    frontKnee,
    frontHand: along(frontElbow, pose.frontArm[1], s(L.forearm)),
    backHand: along(backElbow, pose.backArm[1], s(L.forearm)),
    frontFoot: along(frontKnee, pose.frontLeg[1], s(L.shin)),
    backFoot: along(backKnee, pose.backLeg[1], s(L.shin)),
  };
}

function limb(
  root: Point,
  [upper, lower]: Limb,
  lengths: readonly [number, number],
  widths: readonly [number, number],
  color: string,
  scale: number,
): { svg: string; end: Point } {
  const mid = along(root, upper, lengths[0] * scale);
  const end = along(mid, lower, lengths[1] * scale);
  return {
    svg: line(root, mid, color, widths[0] * scale) + line(mid, end, color, widths[1] * scale),
    end,
  };
}

export interface FigureStyle {
  ink?: string;
  /** The far-side limbs, a shade lighter so the pose reads. */
  far?: string;
  /** A light outline that separates the figure from a dark background. */
  rim?: string;
}

/** The figure as an SVG group: far limbs, torso, near limbs, head. */
export function figure(pose: Pose, hip: Point, scale = 1, style: FigureStyle = {}): string {
  const ink = style.ink ?? C.s900;
  const far = style.far ?? C.s700;
  const j = joints(pose, hip, scale);
  const [footFront, footBack] = pose.feet ?? [90, 90];
  const arm = (l: Limb, c: string) =>
    limb(j.shoulder, l, [L.upperArm, L.forearm], [W.upperArm, W.forearm], c, scale);
  const leg = (l: Limb, c: string, foot: number) => {
    const drawn = limb(hip, l, [L.thigh, L.shin], [W.thigh, W.shin], c, scale);
    const toe = along(drawn.end, l[1] + foot, L.foot * scale);
    return drawn.svg + line(drawn.end, toe, c, W.foot * scale);
  };
  // The torso: broad shoulders, a narrower waist, hips a little wider again.
  const t = pose.torso;
  const at = (k: number, half: number, sign: number) =>
    along(along(hip, t, L.torso * k * scale), t + 90 * sign, half * scale);
  const [r1, r2, r3, l1, l2, l3] = [
    at(1, 18, 1),
    at(0.45, 13, 1),
    at(0, 14, 1),
    at(1, 18, -1),
    at(0.45, 13, -1),
    at(0, 14, -1),
  ] as const;
  const torso =
    `<path d="M${n(r1.x)} ${n(r1.y)}Q${n(r2.x)} ${n(r2.y)} ${n(r3.x)} ${n(r3.y)}L${n(l3.x)} ${n(l3.y)}` +
    `Q${n(l2.x)} ${n(l2.y)} ${n(l1.x)} ${n(l1.y)}Z" fill="${ink}" stroke="${ink}" stroke-width="${n(12 * scale)}" stroke-linejoin="round"/>`;
  const parts =
    arm(pose.backArm, far).svg +
    leg(pose.backLeg, far, footBack) +
    torso +
    leg(pose.frontLeg, ink, footFront) +
    arm(pose.frontArm, ink).svg +
    circle(j.head, W.head * scale, ink);
  const body = `<g stroke-linecap="round" fill="none">${parts}</g>`;
  if (!style.rim) return body;
  // The rim: the same drawing, thicker, in the rim colour, underneath.
  const rimmed = body
    .replace(/stroke="[^"]+"/g, `stroke="${style.rim}"`)
    .replace(/fill="#[0-9a-f]+"/g, `fill="${style.rim}"`)
    .replace(
      /stroke-width="([\d.]+)"/g,
      (_, w: string) => `stroke-width="${n(Number(w) + 5 * scale)}"`,
    )
    .replace(/ r="([\d.]+)"/g, (_, r: string) => ` r="${n(Number(r) + 2.5 * scale)}"`);
  return rimmed + body;
}

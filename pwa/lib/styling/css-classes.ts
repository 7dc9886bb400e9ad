/**
 * Later Tailwind utilities win over earlier ones of the same kind ('px-4 px-2' → 'px-2'), the job
 * tailwind-merge did in cn(). tailwind-merge knows every Tailwind utility, which is a lot of
 * first-paint JavaScript (decision 011); this knows the kinds this app's classes use, and
 * css-classes.test.ts checks it against tailwind-merge on every pair of classes in pwa/ source.
 * A class it does not know is kept as it is, as tailwind-merge keeps non-Tailwind classes.
 */

/** Padding, margin and inset sides: the shorthand conflicts with the sides it covers. */
const SIDES: Record<string, string[]> = {
  '': ['x', 'y', 's', 'e', 't', 'r', 'b', 'l'],
  x: ['r', 'l'],
  y: ['t', 'b'],
};
const CORNERS: Record<string, string[]> = {
  '': ['s', 'e', 't', 'r', 'b', 'l', 'ss', 'se', 'ee', 'es', 'tl', 'tr', 'br', 'bl'],
  s: ['ss', 'es'],
  e: ['se', 'ee'],
  t: ['tl', 'tr'],
  r: ['tr', 'br'],
  b: ['br', 'bl'],
  l: ['tl', 'bl'],
};
const INSET_SIDES: Record<string, string[]> = {
  inset: ['inset-x', 'inset-y', 'start', 'end', 'top', 'right', 'bottom', 'left'],
  'inset-x': ['right', 'left'],
  'inset-y': ['top', 'bottom'],
};

type Kind = { group: string; conflicts?: string[] };

const sided = (name: string, side: string, table: Record<string, string[]>): Kind => ({
  group: side ? `${name}-${side}` : name,
  conflicts: table[side]?.map((other) => `${name}-${other}`),
});

const DISPLAY =
  /^(block|inline-block|inline|flex|inline-flex|grid|inline-grid|table|inline-table|table-row|table-cell|flow-root|contents|list-item|hidden)$/;
const KEYWORDS: Record<string, string> = {
  static: 'position',
  fixed: 'position',
  absolute: 'position',
  relative: 'position',
  sticky: 'position',
  visible: 'visibility',
  invisible: 'visibility',
  isolate: 'isolation',
  'isolation-auto': 'isolation',
  '@container': 'container-type',
  'sr-only': 'sr',
  'not-sr-only': 'sr',
  truncate: 'text-overflow',
  uppercase: 'text-transform',
  lowercase: 'text-transform',
  capitalize: 'text-transform',
  'normal-case': 'text-transform',
  italic: 'font-style',
  'not-italic': 'font-style',
  underline: 'text-decoration',
  'no-underline': 'text-decoration',
  'line-through': 'text-decoration',
  overline: 'text-decoration',
  'tabular-nums': 'fvn-spacing',
  'proportional-nums': 'fvn-spacing',
  transition: 'transition',
  resize: 'resize',
  grow: 'grow',
  shrink: 'shrink',
  ring: 'ring-w',
  shadow: 'shadow',
  'backdrop-blur': 'backdrop-blur',
  blur: 'blur',
  'ring-inset': 'ring-w-inset',
};
const FONT_SIZE = /^(xs|sm|base|lg|\d*xl|\[\d[\d.]*(px|r?em|%)\])$/;
const FONT_WEIGHT = /^(thin|extralight|light|normal|medium|semibold|bold|extrabold|black|\d+)$/;
const SHADOW_SIZE = /^(2xs|xs|sm|md|lg|xl|2xl|inner|none|\[.*\])$/;
const BORDER_STYLE = /^(solid|dashed|dotted|double|hidden|none)$/;
const LENGTH = /^(\d+|\[\d[\d.]*(px|r?em)\])$/;

/** Prefixed utilities, tried in order: [prefix pattern, how its value decides the kind]. */
const PREFIXED: [RegExp, (match: RegExpExecArray) => Kind | null][] = [
  [/^p([xyserbtl]?)-/, (m) => sided('p', m[1] ?? '', SIDES)],
  [/^m([xyserbtl]?)-/, (m) => sided('m', m[1] ?? '', SIDES)],
  [/^space-([xy])-/, (m) => ({ group: `space-${m[1]}` })],
  [/^(min-w|max-w|min-h|max-h|w|h)-/, (m) => ({ group: m[1] ?? '' })],
  [/^size-/, () => ({ group: 'size', conflicts: ['w', 'h'] })],
  [
    /^(inset-x|inset-y|inset|start|end|top|right|bottom|left)-/,
    (m) => ({ group: m[1] ?? '', conflicts: INSET_SIDES[m[1] ?? ''] }),
  ],
  [/^gap-([xy])-/, (m) => ({ group: `gap-${m[1]}` })],
  [/^gap-/, () => ({ group: 'gap', conflicts: ['gap-x', 'gap-y'] })],
  [/^flex-(row|row-reverse|col|col-reverse)$/, () => ({ group: 'flex-direction' })],
  [/^flex-(wrap|wrap-reverse|nowrap)$/, () => ({ group: 'flex-wrap' })],
  [/^flex-/, () => ({ group: 'flex', conflicts: ['basis', 'grow', 'shrink'] })],
  // decoration-2 is the line's thickness, decoration-solid its style, the rest its colour.
  [/^decoration-(\d+|auto|from-font|\[length:.+\])$/, () => ({ group: 'decoration-thickness' })],
  [/^decoration-(solid|double|dotted|dashed|wavy)$/, () => ({ group: 'decoration-style' })],
  [
    /^(grow|shrink|basis|order|z|opacity|aspect|cursor|select|duration|ease|delay|leading|tracking|whitespace|line-clamp|scale|rotate|caption|decoration|underline-offset|pointer-events|appearance|will-change)-/,
    (m) => ({ group: m[1] ?? '' }),
  ],
  [
    /^(grid-cols|grid-rows|col-span|col-start|col-end|row-span|row-start|row-end|place-items|place-content|place-self|justify-items|justify-self|items|self|accent)-/,
    (m) => ({ group: m[1] ?? '' }),
  ],
  [/^animate-(spin|ping|pulse|bounce|none|\[.+\])$/, () => ({ group: 'animate' })],
  [/^divide-([xy])(?:-|$)/, (m) => ({ group: `divide-${m[1]}` })],
  [/^justify-/, () => ({ group: 'justify-content' })],
  [
    /^content-(start|end|center|between|around|evenly|stretch|baseline|normal)$/,
    () => ({ group: 'align-content' }),
  ],
  [/^align-/, () => ({ group: 'vertical-align' })],
  [/^overflow-([xy])-/, (m) => ({ group: `overflow-${m[1]}` })],
  [/^overflow-/, () => ({ group: 'overflow', conflicts: ['overflow-x', 'overflow-y'] })],
  [/^translate-([xy])-/, (m) => ({ group: `translate-${m[1]}` })],
  [/^scroll-m([xyserbtl]?)-/, (m) => sided('scroll-m', m[1] ?? '', SIDES)],
  [
    /^touch-pan-([xy]|left|right|up|down)$/,
    (m) => ({ group: /[xlr]/.test(m[1] ?? '') ? 'touch-x' : 'touch-y' }),
  ],
  [/^break-(normal|words|all|keep)$/, () => ({ group: 'break' })],
  [/^wrap-(break-word|anywhere|normal)$/, () => ({ group: 'overflow-wrap' })],
  [/^list-(inside|outside)$/, () => ({ group: 'list-position' })],
  [/^list-/, () => ({ group: 'list-type' })],
  [/^object-(contain|cover|fill|none|scale-down)$/, () => ({ group: 'object-fit' })],
  [/^object-/, () => ({ group: 'object-position' })],
  [/^(resize|transition|backdrop-blur|blur)-/, (m) => ({ group: m[1] ?? '' })],
  [/^(from|via|to)-/, (m) => ({ group: `gradient-${m[1]}` })],
  [/^font-(.+)$/, (m) => ({ group: FONT_WEIGHT.test(m[1] ?? '') ? 'font-weight' : 'font-family' })],
  [/^text-(.+)$/, (m) => textKind(m[1] ?? '')],
  [/^bg-(.+)$/, (m) => backgroundKind(m[1] ?? '')],
  [
    /^rounded(?:-(tl|tr|br|bl|ss|se|es|ee|t|r|b|l|s|e))?(?:-(none|full|xs|sm|md|lg|\d?xl|\[.+\]))?$/,
    (m) => sided('rounded', m[1] ?? '', CORNERS),
  ],
  [/^border$/, () => borderKind(undefined, '')],
  [/^border-([xyserbtl])(?:-(.+))?$/, (m) => borderKind(m[2], m[1] ?? '')],
  [/^border-(.+)$/, (m) => borderKind(m[1], '')],
  [
    /^ring-offset-(.+)$/,
    (m) => ({ group: LENGTH.test(m[1] ?? '') ? 'ring-offset-w' : 'ring-offset-color' }),
  ],
  [/^ring-(.+)$/, (m) => ({ group: LENGTH.test(m[1] ?? '') ? 'ring-w' : 'ring-color' })],
  [/^shadow-(.+)$/, (m) => ({ group: SHADOW_SIZE.test(m[1] ?? '') ? 'shadow' : 'shadow-color' })],
  [/^outline-(none|hidden|solid|dashed|dotted|double)$/, () => ({ group: 'outline-style' })],
  [/^outline-offset-/, () => ({ group: 'outline-offset' })],
  [/^outline-(.+)$/, (m) => ({ group: LENGTH.test(m[1] ?? '') ? 'outline-w' : 'outline-color' })],
  [/^divide-/, () => ({ group: 'divide-color' })],
];

function textKind(value: string): Kind {
  if (FONT_SIZE.test(value)) return { group: 'font-size', conflicts: ['leading'] };
  if (/^(left|center|right|justify|start|end)$/.test(value)) return { group: 'text-alignment' };
  if (/^(wrap|nowrap|balance|pretty)$/.test(value)) return { group: 'text-wrap' };
  if (/^(ellipsis|clip)$/.test(value)) return { group: 'text-overflow' };
  return { group: 'text-color' };
}

function backgroundKind(value: string): Kind {
  if (/^(fixed|local|scroll)$/.test(value)) return { group: 'bg-attachment' };
  if (/^(auto|cover|contain)$|^\[(length|size):/.test(value)) return { group: 'bg-size' };
  if (/^(bottom|center|left|right|top)(-|$)|^\[position:/.test(value))
    return { group: 'bg-position' };
  if (/^(no-)?repeat/.test(value)) return { group: 'bg-repeat' };
  if (/^(none|linear-|radial|conic)|^\[url\(/.test(value)) return { group: 'bg-image' };
  return { group: 'bg-color' };
}

function borderKind(value: string | undefined, side: string): Kind {
  if (value !== undefined && BORDER_STYLE.test(value) && !side) return { group: 'border-style' };
  const isWidth = value === undefined || LENGTH.test(value);
  return sided(isWidth ? 'border-w' : 'border-color', side, SIDES);
}

function kindOf(utility: string): Kind | null {
  if (DISPLAY.test(utility)) return { group: 'display' };
  const keyword = KEYWORDS[utility];
  if (keyword) return { group: keyword };
  for (const [pattern, decide] of PREFIXED) {
    const match = pattern.exec(utility);
    if (match) return decide(match);
  }
  return null;
}

/** Splits 'md:hover:!-mt-2' into its variants and the utility, outside brackets only. */
function parse(className: string): { variants: string; utility: string } {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let index = 0; index < className.length; index++) {
    const char = className[index];
    if (char === '[' || char === '(') depth++;
    else if (char === ']' || char === ')') depth--;
    else if (char === ':' && depth === 0) {
      parts.push(className.slice(start, index));
      start = index + 1;
    }
  }
  let utility = className.slice(start);
  const important = utility.startsWith('!') || utility.endsWith('!');
  utility = utility.replace(/^!|!$/g, '').replace(/^-/, '');
  // Variant order does not matter except around arbitrary ones ('[&>a]:'), as in tailwind-merge.
  const sorted: string[] = [];
  let run: string[] = [];
  for (const part of parts) {
    if (part.startsWith('[')) {
      sorted.push(...run.sort(), part);
      run = [];
    } else run.push(part);
  }
  sorted.push(...run.sort());
  return { variants: sorted.join(':') + (important ? '!' : ''), utility };
}

/**
 * Merged lists by their input: a page asks for the same few hundred (each button's, each card's)
 * on every render, and merging one costs a parse per class (a visible part of a page's start
 * on a slow phone). Emptied when it grows past this, which only lists
 * built from data could make it do.
 */
const MERGED_CACHE_LIMIT = 2000;
const merged = new Map<string, string>();

/** 'a b c' with each class dropped when a later one sets the same thing under the same variants. */
export function mergeClassNames(classList: string): string {
  let result = merged.get(classList);
  if (result === undefined) {
    if (merged.size >= MERGED_CACHE_LIMIT) merged.clear();
    result = mergeUncached(classList);
    merged.set(classList, result);
  }
  return result;
}

function mergeUncached(classList: string): string {
  const classes = classList.split(/\s+/).filter(Boolean);
  const taken = new Set<string>();
  const kept: string[] = [];
  for (let index = classes.length - 1; index >= 0; index--) {
    const className = classes[index] ?? '';
    const { variants, utility } = parse(className);
    const kind = kindOf(utility);
    if (!kind) {
      kept.push(className);
      continue;
    }
    const key = `${variants}|${kind.group}`;
    if (taken.has(key)) continue;
    taken.add(key);
    for (const other of kind.conflicts ?? []) taken.add(`${variants}|${other}`);
    kept.push(className);
  }
  return kept.reverse().join(' ');
}

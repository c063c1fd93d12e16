import sharp from 'sharp';

/**
 * Demo pictures are drawn, not downloaded: the seed must work offline and ship no third-party
 * photographs. Each picture is a "flat lay" (a dish seen from above on a table) written as SVG and
 * rasterised by sharp (librsvg). Random details come from a PRNG seeded with the recipe title, so a
 * picture never changes between runs.
 *
 * Speed matters (thirty pictures on the first start), and in librsvg a blur costs about as much as
 * every pixel of its region. So:
 * - the table is drawn at half size and scaled up, the lighting at one eighth;
 * - shadows of round and rectangular things are gradients shaped like a blurred edge;
 * - the remaining soft shadows are collected per layer and blurred together, nearby ones sharing
 *   a tight filter region (Scene.soft);
 * - plain shapes use fill-opacity, not opacity, which would cost an offscreen surface each.
 */

export const DEMO_IMAGE_WIDTH = 1600;
export const DEMO_IMAGE_HEIGHT = 1200;

export type DemoDishKind =
  | 'meatballs'
  | 'curry'
  | 'stew'
  | 'roast-chicken'
  | 'enchiladas'
  | 'salmon'
  | 'pancakes'
  | 'shakshuka'
  | 'muffins'
  | 'cinnamon-rolls'
  | 'deviled-eggs'
  | 'samosas'
  | 'bean-dip'
  | 'cookies'
  | 'creme-brulee'
  | 'mousse'
  | 'layer-cake'
  | 'brownies'
  | 'pie'
  | 'roast-potatoes'
  | 'glazed-carrots'
  | 'cornbread'
  | 'salad'
  | 'chai'
  | 'hot-chocolate'
  | 'lemonade'
  | 'smoothie'
  | 'jam'
  | 'bread'
  | 'dog-biscuits';

export type DemoTable = 'wood' | 'linen' | 'marble' | 'slate';

export interface DemoPalette {
  /** The table: wood, linen, marble or slate base colour. */
  background: string;
  /** The plate, bowl, mug, board or baking dish. */
  surface: string;
  /** The main food colour. */
  food: string;
  /** A second food colour: sauce, filling, crust, topping. */
  accent: string;
  /** Herbs, berries or other small garnish. */
  garnish: string;
}

export interface DemoImageSpec {
  kind: DemoDishKind;
  table: DemoTable;
  palette: DemoPalette;
  /** A cloth napkin beside the dish; default: a random style. */
  napkin?: 'gingham' | 'stripes' | 'plain' | 'none';
  napkinColor?: string;
}

type Pt = readonly [number, number];
type Stop = readonly [offset: number, color: string, opacity?: number];
type Rng = () => number;

interface Circle {
  x: number;
  y: number;
  r: number;
}

const W = DEMO_IMAGE_WIDTH;
const H = DEMO_IMAGE_HEIGHT;
const TAU = Math.PI * 2;

/* ------------------------------------------------------------------ numbers and colours */

function hashString(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

function mulberry32(seed: number): Rng {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function f(v: number): string {
  return String(Math.round(v * 10) / 10);
}

function parseHex(hex: string): [number, number, number] {
  const h = hex.replace('#', '');
  const full = h.length === 3 ? [...h].map((c) => c + c).join('') : h;
  const n = Number.parseInt(full, 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function toHex(rgb: readonly number[]): string {
  return `#${rgb
    .map((c) =>
      Math.max(0, Math.min(255, Math.round(c)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

function mix(a: string, b: string, t: number): string {
  const ca = parseHex(a);
  const cb = parseHex(b);
  return toHex(ca.map((c, i) => c + ((cb[i] ?? c) - c) * t));
}

/** Positive amounts lighten towards white, negative ones darken towards black. */
function shade(color: string, amount: number): string {
  return amount >= 0 ? mix(color, '#ffffff', amount) : mix(color, '#000000', -amount);
}

/** feColorMatrix channel values that paint a colour. */
function matrixColor(color: string): string[] {
  return parseHex(color).map((c) => (c / 255).toFixed(3));
}

/* ------------------------------------------------------------------ the scene */

/** Below 2, librsvg blurs with an exact (slow) convolution; from 2 up with fast box blurs. */
const BLUR_STEPS = [2, 3, 5, 8, 12, 18, 26, 36, 50];

interface Box {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

interface SoftItem {
  svg: string;
  box: Box;
}

function boxOf(c: Circle): Box {
  return { x0: c.x - c.r, y0: c.y - c.r, x1: c.x + c.r, y1: c.y + c.r };
}

function boxAround(pts: readonly Pt[], pad: number): Box {
  const xs = pts.map(([x]) => x);
  const ys = pts.map(([, y]) => y);
  return {
    x0: Math.min(...xs) - pad,
    y0: Math.min(...ys) - pad,
    x1: Math.max(...xs) + pad,
    y1: Math.max(...ys) + pad,
  };
}

function boxArea(b: Box): number {
  return Math.max(0, b.x1 - b.x0) * Math.max(0, b.y1 - b.y0);
}

function boxUnion(a: Box, b: Box): Box {
  return {
    x0: Math.min(a.x0, b.x0),
    y0: Math.min(a.y0, b.y0),
    x1: Math.max(a.x1, b.x1),
    y1: Math.max(a.y1, b.y1),
  };
}

/**
 * Blurring costs about as much as a few thousand pixels per filter plus every pixel of its
 * region, so nearby items share a filter and distant ones get their own.
 */
function clusterItems(items: readonly SoftItem[]): SoftItem[][] {
  const clusters: { box: Box; items: SoftItem[] }[] = [];
  for (const item of items) {
    let best: { box: Box; items: SoftItem[] } | undefined;
    let bestCost = 80_000;
    for (const c of clusters) {
      const cost = boxArea(boxUnion(c.box, item.box)) - boxArea(c.box) - boxArea(item.box);
      if (cost < bestCost) {
        best = c;
        bestCost = cost;
      }
    }
    if (best) {
      best.box = boxUnion(best.box, item.box);
      best.items.push(item);
    } else {
      clusters.push({ box: item.box, items: [item] });
    }
  }
  return clusters.map((c) => c.items);
}

class Scene {
  private readonly defs: string[] = [];
  private counter = 0;
  /** Per layer: soft content keyed by "blur|opacity". */
  private readonly layers: Map<string, SoftItem[]>[] = [];

  constructor(readonly rng: Rng) {
    this.defs.push(
      `<radialGradient id="dome" cx="0.42" cy="0.38" r="0.62">${stops([
        [0, '#ffffff', 0.22],
        [0.45, '#ffffff', 0],
        [0.78, '#000000', 0.1],
        [1, '#000000', 0.38],
      ])}</radialGradient>`,
      `<radialGradient id="hl" cx="0.5" cy="0.5" r="0.5">${stops([
        [0, '#ffffff', 0.85],
        [1, '#ffffff', 0],
      ])}</radialGradient>`,
      `<linearGradient id="side" x1="0" y1="0" x2="1" y2="0">${stops([
        [0, '#000000', 0],
        [0.5, '#000000', 0.05],
        [1, '#000000', 0.3],
      ])}</linearGradient>`,
    );
  }

  private readonly cache = new Map<string, unknown>();

  /** A value built once per picture, e.g. gradients many shapes share. */
  shared<T>(key: string, build: () => T): T {
    if (!this.cache.has(key)) this.cache.set(key, build());
    return this.cache.get(key) as T;
  }

  uid(prefix: string): string {
    this.counter += 1;
    return `${prefix}${this.counter}`;
  }

  def(svg: string): void {
    this.defs.push(svg);
  }

  rand(min: number, max: number): number {
    return min + (max - min) * this.rng();
  }

  int(min: number, max: number): number {
    return Math.floor(this.rand(min, max + 1));
  }

  pick<T>(items: readonly T[]): T {
    const item = items[Math.floor(this.rng() * items.length)];
    if (item === undefined) throw new Error('pick from an empty list');
    return item;
  }

  chance(p: number): boolean {
    return this.rng() < p;
  }

  /**
   * Starts a layer: everything later handed to soft() is drawn, blurred, where this marker stands,
   * that is under the shapes that follow it and over the ones before it.
   */
  layer(): string {
    this.layers.push(new Map());
    return `<!--layer${this.layers.length - 1}-->`;
  }

  /**
   * Adds blurred content (shadows, glows) to the current layer; draws nothing itself. `area`
   * roughly covers the content in table coordinates and keeps the blur's region small.
   */
  soft(svg: string, std: number, opacity: number, area: Circle | Box): string {
    const current = this.layers[this.layers.length - 1];
    if (current === undefined) throw new Error('soft() before layer()');
    const blur = BLUR_STEPS.reduce((best, v) =>
      Math.abs(v - std) < Math.abs(best - std) ? v : best,
    );
    const key = `${blur}|${Math.round(opacity * 20) / 20}`;
    const item = { svg, box: 'r' in area ? boxOf(area) : area };
    const bucket = current.get(key);
    if (bucket) bucket.push(item);
    else current.set(key, [item]);
    return '';
  }

  /**
   * A shape drawn in black as a soft shadow, moved by (dx, dy) (down and right: the light is top
   * left), or by `transform` when the shape is drawn in its own coordinates. `area` covers the
   * shape where it lands.
   */
  shadow(
    shape: string,
    area: Circle | Box,
    std: number,
    opacity: number,
    dx: number,
    dy: number,
    transform = '',
  ): string {
    const move = transform || `translate(${f(dx)} ${f(dy)})`;
    return this.soft(`<g transform="${move}">${shape}</g>`, std, opacity, area);
  }

  /** A clipped group with layers of its own, so shadows inside it stay inside it. */
  clipped(clip: string, build: () => string): string {
    const inner = this.layer();
    const content = build();
    return `<g ${clip}>${inner}${content}</g>${this.layer()}`;
  }

  radial(
    list: readonly Stop[],
    o: { cx?: number; cy?: number; r?: number; fx?: number; fy?: number } = {},
  ): string {
    const id = this.uid('r');
    const focus =
      (o.fx === undefined ? '' : ` fx="${o.fx}"`) + (o.fy === undefined ? '' : ` fy="${o.fy}"`);
    this.defs.push(
      `<radialGradient id="${id}" cx="${o.cx ?? 0.5}" cy="${o.cy ?? 0.5}" r="${o.r ?? 0.5}"${focus}>${stops(list)}</radialGradient>`,
    );
    return `url(#${id})`;
  }

  linear(list: readonly Stop[], x1 = 0, y1 = 0, x2 = 1, y2 = 1): string {
    const id = this.uid('l');
    this.defs.push(
      `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${stops(list)}</linearGradient>`,
    );
    return `url(#${id})`;
  }

  clipCircle(cx: number, cy: number, r: number): string {
    const id = this.uid('c');
    this.defs.push(
      `<clipPath id="${id}"><circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}"/></clipPath>`,
    );
    return `clip-path="url(#${id})"`;
  }

  clipPath(d: string, transform = ''): string {
    const id = this.uid('c');
    const t = transform ? ` transform="${transform}"` : '';
    this.defs.push(`<clipPath id="${id}"><path d="${d}"${t}/></clipPath>`);
    return `clip-path="url(#${id})"`;
  }

  /** Replaces every layer marker in `body` by its blurred groups. */
  resolve(body: string): string {
    return body.replace(/<!--layer(\d+)-->/g, (_, n: string) => {
      const layer = this.layers[Number(n)];
      if (!layer) return '';
      return [...layer.entries()]
        .flatMap(([key, items]) => {
          const [blur, opacity] = key.split('|');
          const std = Number(blur);
          const op = opacity === '1' ? '' : ` opacity="${opacity}"`;
          return clusterItems(items).map((cluster) => {
            const box = cluster.reduce(
              (acc, item) => boxUnion(acc, item.box),
              cluster[0]?.box ?? boxOf({ x: 0, y: 0, r: 0 }),
            );
            const x0 = Math.max(0, Math.floor(box.x0 - std * 3));
            const y0 = Math.max(0, Math.floor(box.y0 - std * 3));
            const x1 = Math.min(W, Math.ceil(box.x1 + std * 3));
            const y1 = Math.min(H, Math.ceil(box.y1 + std * 3));
            if (x1 <= x0 || y1 <= y0) return '';
            const id = this.uid('b');
            this.defs.push(
              `<filter id="${id}" filterUnits="userSpaceOnUse" x="${x0}" y="${y0}" width="${x1 - x0}" height="${y1 - y0}"><feGaussianBlur stdDeviation="${std}"/></filter>`,
            );
            return `<g filter="url(#${id})"${op}>${cluster.map((item) => item.svg).join('')}</g>`;
          });
        })
        .join('');
    });
  }

  /** A standalone document for resolved content, drawn at `scale` times the table size. */
  document(content: string, scale = 1): string {
    return (
      `<svg xmlns="http://www.w3.org/2000/svg" width="${Math.round(W * scale)}" height="${Math.round(H * scale)}" viewBox="0 0 ${W} ${H}">` +
      `<defs>${this.defs.join('')}</defs>${content}</svg>`
    );
  }
}

function stops(list: readonly Stop[]): string {
  return list
    .map(([o, c, op]) => `<stop offset="${o}" stop-color="${c}" stop-opacity="${op ?? 1}"/>`)
    .join('');
}

/* ------------------------------------------------------------------ shapes */

function circle(cx: number, cy: number, r: number, attrs: string): string {
  return `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}" ${attrs}/>`;
}

function ellipse(cx: number, cy: number, rx: number, ry: number, attrs: string): string {
  return `<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(rx)}" ry="${f(ry)}" ${attrs}/>`;
}

function path(d: string, attrs: string): string {
  return `<path d="${d}" ${attrs}/>`;
}

function roundedRect(x: number, y: number, w: number, h: number, r: number, attrs: string): string {
  return `<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" rx="${f(r)}" ${attrs}/>`;
}

const BLACK = 'fill="#000"';

function smoothClosed(pts: readonly Pt[]): string {
  const n = pts.length;
  const p = (i: number): Pt => pts[((i % n) + n) % n] ?? [0, 0];
  const [sx, sy] = p(0);
  let d = `M${f(sx)},${f(sy)}`;
  for (let i = 0; i < n; i++) {
    const [x0, y0] = p(i - 1);
    const [x1, y1] = p(i);
    const [x2, y2] = p(i + 1);
    const [x3, y3] = p(i + 2);
    d += `C${f(x1 + (x2 - x0) / 6)},${f(y1 + (y2 - y0) / 6)} ${f(x2 - (x3 - x1) / 6)},${f(
      y2 - (y3 - y1) / 6,
    )} ${f(x2)},${f(y2)}`;
  }
  return `${d}Z`;
}

function smoothOpen(pts: readonly Pt[]): string {
  const n = pts.length;
  const p = (i: number): Pt => pts[Math.max(0, Math.min(n - 1, i))] ?? [0, 0];
  const [sx, sy] = p(0);
  let d = `M${f(sx)},${f(sy)}`;
  for (let i = 0; i < n - 1; i++) {
    const [x0, y0] = p(i - 1);
    const [x1, y1] = p(i);
    const [x2, y2] = p(i + 1);
    const [x3, y3] = p(i + 2);
    d += `C${f(x1 + (x2 - x0) / 6)},${f(y1 + (y2 - y0) / 6)} ${f(x2 - (x3 - x1) / 6)},${f(
      y2 - (y3 - y1) / 6,
    )} ${f(x2)},${f(y2)}`;
  }
  return d;
}

function rotatePt(x: number, y: number, angle: number): Pt {
  const c = Math.cos(angle);
  const s = Math.sin(angle);
  return [x * c - y * s, x * s + y * c];
}

/** An irregular, smooth, roughly elliptical outline. */
function blob(
  s: Scene,
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  jitter: number,
  count = 10,
  rotation = 0,
): string {
  const pts: Pt[] = [];
  const offset = s.rand(0, TAU);
  for (let i = 0; i < count; i++) {
    const a = offset + (i / count) * TAU;
    const k = 1 + s.rand(-jitter, jitter);
    const [x, y] = rotatePt(Math.cos(a) * rx * k, Math.sin(a) * ry * k, rotation);
    pts.push([cx + x, cy + y]);
  }
  return smoothClosed(pts);
}

/** A polygon with softened corners: chunks, wedges, crumbs. */
function roundedPoly(pts: readonly Pt[], roundness = 0.3): string {
  const n = pts.length;
  const p = (i: number): Pt => pts[((i % n) + n) % n] ?? [0, 0];
  const lerp = (a: Pt, b: Pt, t: number): Pt => [
    a[0] + (b[0] - a[0]) * t,
    a[1] + (b[1] - a[1]) * t,
  ];
  let d = '';
  for (let i = 0; i < n; i++) {
    const cur = p(i);
    const a = lerp(cur, p(i - 1), roundness / 2);
    const b = lerp(cur, p(i + 1), roundness / 2);
    d += `${i === 0 ? 'M' : 'L'}${f(a[0])},${f(a[1])}Q${f(cur[0])},${f(cur[1])} ${f(b[0])},${f(b[1])}`;
  }
  return `${d}Z`;
}

function chunk(s: Scene, cx: number, cy: number, r: number, sides = 5): string {
  const pts: Pt[] = [];
  const offset = s.rand(0, TAU);
  for (let i = 0; i < sides; i++) {
    const a = offset + ((i + s.rand(-0.25, 0.25)) / sides) * TAU;
    const k = s.rand(0.7, 1.15);
    pts.push([cx + Math.cos(a) * r * k, cy + Math.sin(a) * r * k]);
  }
  return roundedPoly(pts, 0.55);
}

/** A star-like outline alternating between two radii: piping, liners, ramekins, frills. */
function fluted(
  cx: number,
  cy: number,
  count: number,
  outer: number,
  inner: number,
  start = 0,
): Pt[] {
  return Array.from({ length: count * 2 }, (_, i) => {
    const a = start + (i / (count * 2)) * TAU;
    const r = i % 2 === 0 ? outer : inner;
    return [cx + Math.cos(a) * r, cy + Math.sin(a) * r] as const;
  });
}

function wedgePath(cx: number, cy: number, r: number, a0: number, a1: number): string {
  const large = a1 - a0 > Math.PI ? 1 : 0;
  return `M${f(cx)},${f(cy)}L${f(cx + Math.cos(a0) * r)},${f(cy + Math.sin(a0) * r)}A${f(r)},${f(r)} 0 ${large} 1 ${f(
    cx + Math.cos(a1) * r,
  )},${f(cy + Math.sin(a1) * r)}Z`;
}

/** Points inside a circle, at least minDist apart. */
function scatter(
  s: Scene,
  count: number,
  cx: number,
  cy: number,
  radius: number,
  minDist: number,
): Pt[] {
  const pts: Pt[] = [];
  for (let tries = 0; tries < count * 80 && pts.length < count; tries++) {
    const a = s.rand(0, TAU);
    const d = Math.sqrt(s.rng()) * radius;
    const x = cx + Math.cos(a) * d;
    const y = cy + Math.sin(a) * d;
    if (pts.every(([px, py]) => Math.hypot(px - x, py - y) >= minDist)) pts.push([x, y]);
  }
  return pts;
}

/** Points evenly round a ring, slightly irregular. */
function ring(s: Scene, count: number, cx: number, cy: number, radius: number, wobble = 0): Pt[] {
  const start = s.rand(0, TAU);
  return Array.from({ length: count }, (_, i) => {
    const a = start + (i / count) * TAU + s.rand(-wobble, wobble);
    return [cx + Math.cos(a) * radius, cy + Math.sin(a) * radius] as const;
  });
}

function rotated(angle: number, cx: number, cy: number, content: string): string {
  return `<g transform="rotate(${f(angle)} ${f(cx)} ${f(cy)})">${content}</g>`;
}

/* ------------------------------------------------------------------ lighting helpers */

/** A soft contact shadow plus a wide ambient one, light coming from the top left. */
function shadowFor(
  s: Scene,
  shape: string,
  area: Circle,
  size = area.r,
  strength = 1,
  transform = '',
): string {
  const near = size * 0.025;
  const wrap = (dx: number, dy: number): string =>
    `<g transform="translate(${f(dx)} ${f(dy)})${transform ? ` ${transform}` : ''}">${shape}</g>`;
  const at = (dx: number, dy: number): Circle => ({ x: area.x + dx, y: area.y + dy, r: area.r });
  s.soft(wrap(near * 1.6, near * 2.4), size * 0.06, 0.22 * strength, at(near * 1.6, near * 2.4));
  s.soft(
    wrap(near * 0.5, near * 0.8),
    Math.max(3, size * 0.014),
    0.38 * strength,
    at(near * 0.5, near * 0.8),
  );
  return '';
}

/**
 * The same two shadows as shadowFor for a round or elliptical outline, drawn with radial gradients
 * that follow a blurred edge's profile: no filter, so nearly free.
 */
function roundShadow(
  s: Scene,
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  size = Math.max(rx, ry),
  strength = 1,
  tint = '#000',
): string {
  const near = size * 0.025;
  const disc = (dx: number, dy: number, std: number, opacity: number): string => {
    const grow = std * 2.5;
    const t = (d: number): number =>
      Math.max(0, Math.min(1, (Math.min(rx, ry) + d) / (Math.min(rx, ry) + grow)));
    const fill = s.radial([
      [0, tint, opacity],
      [t(-2 * std), tint, opacity * 0.98],
      [t(-std), tint, opacity * 0.84],
      [t(0), tint, opacity * 0.5],
      [t(std), tint, opacity * 0.16],
      [t(2 * std), tint, opacity * 0.02],
      [1, tint, 0],
    ]);
    return ellipse(cx + dx, cy + dy, rx + grow, ry + grow, `fill="${fill}"`);
  };
  return (
    disc(near * 1.6, near * 2.4, size * 0.06, 0.22 * strength) +
    disc(near * 0.5, near * 0.8, Math.max(3, size * 0.014), 0.38 * strength)
  );
}

/** Gradients for rectShadow, shared by every rectangle with the same opacity. */
function edgeGradients(
  s: Scene,
  opacity: number,
): Record<'top' | 'bottom' | 'left' | 'right' | 'tl' | 'tr' | 'bl' | 'br', string> {
  const key = `edge${Math.round(opacity * 100)}`;
  const profile = (reverse: boolean): Stop[] => {
    const list: Stop[] = [
      [0, '#000', 0],
      [0.3, '#000', opacity * 0.16],
      [0.5, '#000', opacity * 0.5],
      [0.7, '#000', opacity * 0.84],
      [1, '#000', opacity],
    ];
    return reverse ? list.map(([o, c, a]) => [1 - o, c, a] as const).reverse() : list;
  };
  const corner: Stop[] = [
    [0, '#000', opacity],
    [0.25, '#000', opacity * 0.84],
    [0.5, '#000', opacity * 0.5],
    [0.75, '#000', opacity * 0.16],
    [1, '#000', 0],
  ];
  return s.shared(key, () => ({
    top: s.linear(profile(false), 0, 0, 0, 1),
    bottom: s.linear(profile(true), 0, 0, 0, 1),
    left: s.linear(profile(false), 0, 0, 1, 0),
    right: s.linear(profile(true), 0, 0, 1, 0),
    tl: s.radial(corner, { cx: 1, cy: 1, r: 1 }),
    tr: s.radial(corner, { cx: 0, cy: 1, r: 1 }),
    bl: s.radial(corner, { cx: 1, cy: 0, r: 1 }),
    br: s.radial(corner, { cx: 0, cy: 0, r: 1 }),
  }));
}

/**
 * A rectangle's blurred shadow in nine gradient pieces (centre, edges, corners) instead of a
 * filter: blurring a large sheet or board costs more than the rest of the picture.
 */
function rectShadow(
  s: Scene,
  x: number,
  y: number,
  w: number,
  h: number,
  std: number,
  opacity: number,
  transform = '',
): string {
  const e = Math.min(std * 2.5, w / 2, h / 2);
  const g = edgeGradients(s, opacity);
  const piece = (px: number, py: number, pw: number, ph: number, fill: string): string =>
    `<rect x="${f(px)}" y="${f(py)}" width="${f(pw)}" height="${f(ph)}" ${fill}/>`;
  const body =
    piece(x + e, y + e, w - 2 * e, h - 2 * e, `fill="#000" fill-opacity="${opacity}"`) +
    piece(x + e, y - e, w - 2 * e, 2 * e, `fill="${g.top}"`) +
    piece(x + e, y + h - e, w - 2 * e, 2 * e, `fill="${g.bottom}"`) +
    piece(x - e, y + e, 2 * e, h - 2 * e, `fill="${g.left}"`) +
    piece(x + w - e, y + e, 2 * e, h - 2 * e, `fill="${g.right}"`) +
    piece(x - e, y - e, 2 * e, 2 * e, `fill="${g.tl}"`) +
    piece(x + w - e, y - e, 2 * e, 2 * e, `fill="${g.tr}"`) +
    piece(x - e, y + h - e, 2 * e, 2 * e, `fill="${g.bl}"`) +
    piece(x + w - e, y + h - e, 2 * e, 2 * e, `fill="${g.br}"`);
  return transform ? `<g transform="${transform}">${body}</g>` : body;
}

/** shadowFor for an upright rectangle (rotated by `transform` if given), without filters. */
function rectShadows(
  s: Scene,
  x: number,
  y: number,
  w: number,
  h: number,
  size: number,
  strength = 1,
  transform = '',
): string {
  const near = size * 0.025;
  const at = (dx: number, dy: number): string =>
    `translate(${f(dx)} ${f(dy)})${transform ? ` ${transform}` : ''}`;
  return (
    rectShadow(s, x, y, w, h, size * 0.06, 0.22 * strength, at(near * 1.6, near * 2.4)) +
    rectShadow(
      s,
      x,
      y,
      w,
      h,
      Math.max(3, size * 0.014),
      0.38 * strength,
      at(near * 0.5, near * 0.8),
    )
  );
}

/**
 * The shadow a wall (bowl, pan, dish) throws on the food inside it; use inside a clip, after the
 * food. Returns the layer marker to insert.
 */
function innerShadow(
  s: Scene,
  cx: number,
  cy: number,
  r: number,
  width: number,
  opacity = 0.45,
): string {
  const edge = 1 - width / r;
  const fill = s.radial(
    [
      [0, '#000', 0],
      [edge * 0.92, '#000', 0],
      [edge, '#000', opacity * 0.45],
      [1, '#000', opacity],
    ],
    { cx: 0.5 + (width * 0.3) / (2 * r), cy: 0.5 + (width * 0.45) / (2 * r), r: 0.5 },
  );
  return circle(cx, cy, r, `fill="${fill}"`) + s.layer();
}

function gloss(cx: number, cy: number, rx: number, ry: number, opacity = 0.6, rot = -35): string {
  return `<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(rx)}" ry="${f(ry)}" fill="url(#hl)" fill-opacity="${opacity}" transform="rotate(${rot} ${f(cx)} ${f(cy)})"/>`;
}

/** A highlight along the top-left of a rim; returns it with a new layer marker after it. */
function rimLight(
  s: Scene,
  cx: number,
  cy: number,
  r: number,
  width: number,
  opacity: number,
): string {
  const arc = `M${f(cx - r)},${f(cy + r * 0.08)}A${f(r)},${f(r)} 0 0 1 ${f(cx + r * 0.08)},${f(cy - r)}`;
  return (
    path(
      arc,
      `fill="none" stroke="#fff" stroke-width="${f(width * 2.2)}" stroke-linecap="round" stroke-opacity="${f(opacity * 0.3)}"`,
    ) +
    path(
      arc,
      `fill="none" stroke="#fff" stroke-width="${f(width)}" stroke-linecap="round" stroke-opacity="${f(opacity * 0.8)}"`,
    ) +
    s.layer()
  );
}

/* ------------------------------------------------------------------ small items */

function leafPath(len: number, width: number): string {
  const l = len / 2;
  const w = width / 2;
  return `M0,${f(-l)}C${f(w * 1.35)},${f(-l * 0.45)} ${f(w * 1.05)},${f(l * 0.55)} 0,${f(l)}C${f(-w * 1.05)},${f(l * 0.55)} ${f(-w * 1.35)},${f(-l * 0.45)} 0,${f(-l)}Z`;
}

function leaf(
  s: Scene,
  x: number,
  y: number,
  len: number,
  width: number,
  angle: number,
  color: string,
  castShadow = true,
): string {
  const d = leafPath(len, width);
  const l = len / 2;
  const tone = shade(color, s.rand(-0.12, 0.1));
  if (castShadow) {
    s.shadow(
      path(d, BLACK),
      { x: x + 3, y: y + 5, r: len / 2 },
      Math.max(2, width * 0.08),
      0.3,
      0,
      0,
      `translate(${f(x + 3)} ${f(y + 5)}) rotate(${f(angle)})`,
    );
  }
  return (
    `<g transform="translate(${f(x)} ${f(y)}) rotate(${f(angle)})">` +
    `<path d="${d}" fill="${tone}"/><path d="${d}" fill="url(#side)"/>` +
    `<path d="M0,${f(-l * 0.9)}Q${f(width * 0.1)},0 0,${f(l * 0.95)}" fill="none" stroke="${shade(tone, 0.35)}" stroke-width="${f(Math.max(1, width * 0.06))}" stroke-opacity="0.7"/>` +
    `</g>`
  );
}

function herbBits(s: Scene, pts: readonly Pt[], size: number, color: string): string {
  return pts
    .map(([x, y]) =>
      path(
        blob(s, x, y, size * s.rand(0.5, 1), size * s.rand(0.35, 0.7), 0.4, 6, s.rand(0, TAU)),
        `fill="${shade(color, s.rand(-0.15, 0.15))}"`,
      ),
    )
    .join('');
}

/** A herb sprig (rosemary, thyme) drawn in table coordinates so the leaves' shadows line up. */
function sprig(
  s: Scene,
  x: number,
  y: number,
  len: number,
  angle: number,
  color: string,
  leafLen: number,
): string {
  const a = (angle * Math.PI) / 180;
  const at = (u: number, v: number): Pt => {
    const [rx, ry] = rotatePt(u, v, a);
    return [x + rx, y + ry];
  };
  const stem = shade(color, -0.3);
  const [ex, ey] = at(0, -len);
  const [mx, my] = at(len * 0.05, -len * 0.5);
  const parts = [
    path(
      `M${f(x)},${f(y)}Q${f(mx)},${f(my)} ${f(ex)},${f(ey)}`,
      `fill="none" stroke="${stem}" stroke-width="${f(leafLen * 0.12)}" stroke-linecap="round"`,
    ),
  ];
  const count = Math.round(len / (leafLen * 0.4));
  for (let i = 1; i <= count; i++) {
    const t = i / (count + 1);
    for (const side of [-1, 1]) {
      const size = leafLen * (1 - t * 0.4);
      const [lx, ly] = at(side * size * 0.42, -len * t - size * 0.15);
      parts.push(leaf(s, lx, ly, size, size * 0.26, angle + side * s.rand(45, 70), color));
    }
  }
  const [tx, ty] = at(0, -len - leafLen * 0.3);
  parts.push(leaf(s, tx, ty, leafLen * 0.7, leafLen * 0.22, angle, color));
  return parts.join('');
}

function berry(s: Scene, x: number, y: number, r: number, color: string): string {
  const crown = Array.from({ length: 10 }, (_, i) => {
    const a = (i / 10) * TAU;
    const k = i % 2 === 0 ? r * 0.32 : r * 0.12;
    return [x + r * 0.15 + Math.cos(a) * k, y - r * 0.1 + Math.sin(a) * k] as const;
  });
  s.shadow(
    circle(x, y, r, BLACK),
    { x: x + r * 0.25, y: y + r * 0.35, r },
    r * 0.25,
    0.35,
    r * 0.25,
    r * 0.35,
  );
  return (
    circle(x, y, r, `fill="${shade(color, s.rand(-0.1, 0.1))}"`) +
    circle(x, y, r, 'fill="url(#dome)"') +
    path(roundedPoly(crown, 0.4), `fill="${shade(color, -0.45)}" fill-opacity="0.8"`) +
    gloss(x - r * 0.35, y - r * 0.4, r * 0.3, r * 0.18, 0.5)
  );
}

function raspberry(s: Scene, x: number, y: number, r: number, color: string): string {
  s.shadow(
    circle(x, y, r, BLACK),
    { x: x + r * 0.2, y: y + r * 0.3, r },
    r * 0.25,
    0.35,
    r * 0.2,
    r * 0.3,
  );
  const parts = [circle(x, y, r, `fill="${shade(color, -0.25)}"`)];
  const drupes = [...ring(s, 9, x, y, r * 0.66, 0.05), ...ring(s, 4, x, y, r * 0.3, 0.1)];
  for (const [dx, dy] of drupes) {
    const dr = r * 0.3;
    parts.push(circle(dx, dy, dr, `fill="${shade(color, s.rand(-0.08, 0.1))}"`));
    parts.push(circle(dx, dy, dr, 'fill="url(#dome)"'));
  }
  parts.push(circle(x, y, r * 0.14, `fill="${shade(color, -0.5)}"`));
  return parts.join('');
}

function strawberry(s: Scene, x: number, y: number, r: number, angle: number): string {
  const red = s.pick(['#d7263d', '#c81d32', '#e03b3b']);
  const body = `M0,${f(-r * 0.8)}C${f(r * 0.9)},${f(-r * 1.05)} ${f(r * 1.05)},${f(r * 0.15)} 0,${f(r * 1.1)}C${f(-r * 1.05)},${f(r * 0.15)} ${f(-r * 0.9)},${f(-r * 1.05)} 0,${f(-r * 0.8)}Z`;
  const seeds: string[] = [];
  for (let i = 0; i < 16; i++) {
    const sx = s.rand(-0.55, 0.55) * r;
    const sy = s.rand(-0.6, 0.8) * r;
    if (Math.abs(sx) < r * (0.75 - sy / r / 2)) {
      seeds.push(ellipse(sx, sy, r * 0.045, r * 0.07, 'fill="#f6d36b" fill-opacity="0.85"'));
    }
  }
  const leaves = Array.from({ length: 6 }, (_, i) =>
    leaf(
      s,
      Math.cos((i / 6) * TAU) * r * 0.28,
      -r * 0.8 + Math.sin((i / 6) * TAU) * r * 0.2,
      r * 0.55,
      r * 0.22,
      (i / 6) * 360 + 90,
      '#3f8f3a',
      false,
    ),
  );
  s.shadow(
    path(body, BLACK),
    { x: x + r * 0.2, y: y + r * 0.3, r: r * 1.2 },
    r * 0.2,
    0.35,
    0,
    0,
    `translate(${f(x + r * 0.2)} ${f(y + r * 0.3)}) rotate(${f(angle)})`,
  );
  return `<g transform="translate(${f(x)} ${f(y)}) rotate(${f(angle)})"><path d="${body}" fill="${red}"/><path d="${body}" fill="url(#dome)"/>${seeds.join('')}${leaves.join('')}</g>`;
}

function citrusWheel(
  s: Scene,
  x: number,
  y: number,
  r: number,
  rind: string,
  flesh: string,
): string {
  s.shadow(
    circle(x, y, r, BLACK),
    { x: x + r * 0.1, y: y + r * 0.16, r },
    r * 0.12,
    0.3,
    r * 0.1,
    r * 0.16,
  );
  const parts = [
    circle(x, y, r, `fill="${rind}"`),
    circle(x, y, r * 0.9, `fill="${shade(flesh, 0.55)}"`),
  ];
  const n = s.int(8, 10);
  const gap = 0.05;
  for (let i = 0; i < n; i++) {
    const a0 = (i / n) * TAU + gap;
    const a1 = ((i + 1) / n) * TAU - gap;
    const mid = (a0 + a1) / 2;
    const rr = r * 0.8;
    parts.push(
      path(
        `M${f(x + Math.cos(mid) * r * 0.1)},${f(y + Math.sin(mid) * r * 0.1)}L${f(x + Math.cos(a0) * rr)},${f(
          y + Math.sin(a0) * rr,
        )}A${f(rr)},${f(rr)} 0 0 1 ${f(x + Math.cos(a1) * rr)},${f(y + Math.sin(a1) * rr)}Z`,
        `fill="${flesh}" fill-opacity="0.92"`,
      ),
    );
  }
  parts.push(circle(x, y, r, 'fill="url(#dome)" fill-opacity="0.6"'));
  parts.push(gloss(x - r * 0.3, y - r * 0.35, r * 0.35, r * 0.15, 0.45));
  return parts.join('');
}

function lemonHalf(s: Scene, x: number, y: number, r: number): string {
  return citrusWheel(s, x, y, r, '#f2c230', '#f7dc5a');
}

function crumbs(s: Scene, pts: readonly Pt[], size: number, color: string, opacity = 1): string {
  return pts
    .map(([x, y]) =>
      path(
        chunk(s, x, y, size * s.rand(0.4, 1), s.int(4, 6)),
        `fill="${shade(color, s.rand(-0.15, 0.12))}" fill-opacity="${opacity}"`,
      ),
    )
    .join('');
}

function dust(
  s: Scene,
  cx: number,
  cy: number,
  radius: number,
  count: number,
  color: string,
  size: number,
): string {
  return scatter(s, count, cx, cy, radius, 0)
    .map(([x, y]) =>
      circle(x, y, size * s.rand(0.4, 1), `fill="${color}" fill-opacity="${f(s.rand(0.4, 0.9))}"`),
    )
    .join('');
}

function butterPat(s: Scene, x: number, y: number, size: number): string {
  const angle = s.rand(-20, 20);
  s.shadow(
    roundedRect(-size / 2, -size * 0.43, size, size * 0.86, size * 0.15, BLACK),
    { x: x + 5, y: y + 8, r: size * 0.75 },
    4,
    0.3,
    0,
    0,
    `translate(${f(x + 5)} ${f(y + 8)}) rotate(${f(angle)})`,
  );
  return (
    path(
      blob(s, x + 8, y + 8, size * 0.85, size * 0.75, 0.2, 9),
      'fill="#fae08a" fill-opacity="0.7"',
    ) +
    rotated(
      angle,
      x,
      y,
      roundedRect(x - size / 2, y - size * 0.43, size, size * 0.86, size * 0.15, 'fill="#fdeaa0"') +
        roundedRect(
          x - size / 2,
          y - size * 0.43,
          size,
          size * 0.86,
          size * 0.15,
          'fill="url(#dome)"',
        ),
    )
  );
}

/* ------------------------------------------------------------------ tableware */

function plate(
  s: Scene,
  cx: number,
  cy: number,
  r: number,
  color: string,
  rimWidth = 0.22,
): string {
  const well = 1 - rimWidth;
  const fill = s.radial([
    [0, shade(color, 0.06)],
    [well - 0.04, color],
    [well, shade(color, -0.07)],
    [well + 0.05, shade(color, 0.05)],
    [0.95, color],
    [1, shade(color, -0.2)],
  ]);
  return (
    roundShadow(s, cx, cy, r, r) +
    circle(cx, cy, r, `fill="${fill}"`) +
    circle(
      cx + r * 0.012,
      cy + r * 0.018,
      r * well,
      `fill="none" stroke="#000" stroke-width="${f(r * 0.02)}" stroke-opacity="0.07"`,
    ) +
    circle(
      cx - r * 0.006,
      cy - r * 0.01,
      r * well,
      `fill="none" stroke="#fff" stroke-width="${f(r * 0.012)}" stroke-opacity="0.35"`,
    ) +
    rimLight(s, cx, cy, r * 0.97, r * 0.015, 0.55)
  );
}

function platter(s: Scene, cx: number, cy: number, rx: number, ry: number, color: string): string {
  const fill = s.radial([
    [0, shade(color, 0.06)],
    [0.78, color],
    [0.8, shade(color, -0.06)],
    [0.85, shade(color, 0.05)],
    [1, shade(color, -0.18)],
  ]);
  return roundShadow(s, cx, cy, rx, ry, ry) + ellipse(cx, cy, rx, ry, `fill="${fill}"`);
}

/** A bowl; returns the food disc's centre and radius to draw into. */
function bowl(
  s: Scene,
  cx: number,
  cy: number,
  r: number,
  color: string,
  food: string,
): { svg: string; food: Circle } {
  const fr = r * 0.8;
  const fx = cx + r * 0.015;
  const fy = cy + r * 0.025;
  const wall = s.linear(
    [
      [0, shade(color, -0.22)],
      [0.55, shade(color, -0.04)],
      [1, shade(color, 0.12)],
    ],
    0.15,
    0.1,
    0.85,
    0.9,
  );
  const svg =
    roundShadow(s, cx, cy, r, r) +
    circle(
      cx,
      cy,
      r,
      `fill="${s.radial([
        [0, color],
        [0.9, color],
        [1, shade(color, -0.18)],
      ])}"`,
    ) +
    circle(cx, cy, r * 0.92, `fill="${wall}"`) +
    rimLight(s, cx, cy, r * 0.96, r * 0.025, 0.6) +
    circle(
      fx,
      fy,
      fr,
      `fill="${s.radial([
        [0, shade(food, 0.08)],
        [0.85, food],
        [1, shade(food, -0.2)],
      ])}"`,
    );
  return { svg, food: { x: fx, y: fy, r: fr } };
}

function skillet(s: Scene, cx: number, cy: number, r: number, handleAngle: number): string {
  const iron = '#2a2826';
  const handle = rotated(
    handleAngle,
    cx,
    cy,
    roundedRect(cx + r * 0.8, cy - r * 0.1, r * 0.95, r * 0.2, r * 0.1, 'FILL'),
  );
  const lug = rotated(
    handleAngle + 180,
    cx,
    cy,
    roundedRect(cx + r * 0.85, cy - r * 0.17, r * 0.3, r * 0.34, r * 0.15, 'FILL'),
  );
  return (
    rectShadows(
      s,
      cx + r * 0.8,
      cy - r * 0.1,
      r * 0.95,
      r * 0.2,
      r * 0.5,
      1,
      `rotate(${f(handleAngle)} ${f(cx)} ${f(cy)})`,
    ) +
    rectShadows(
      s,
      cx + r * 0.85,
      cy - r * 0.17,
      r * 0.3,
      r * 0.34,
      r * 0.5,
      1,
      `rotate(${f(handleAngle + 180)} ${f(cx)} ${f(cy)})`,
    ) +
    roundShadow(s, cx, cy, r, r) +
    (handle + lug).replaceAll(
      'FILL',
      `fill="${s.linear(
        [
          [0, '#44403c'],
          [0.5, iron],
          [1, '#1b1a19'],
        ],
        0,
        0,
        0,
        1,
      )}"`,
    ) +
    rotated(
      handleAngle,
      cx,
      cy,
      roundedRect(cx + r * 1.5, cy - r * 0.035, r * 0.16, r * 0.07, r * 0.035, 'fill="#141312"'),
    ) +
    circle(
      cx,
      cy,
      r,
      `fill="${s.radial([
        [0, '#3b3835'],
        [0.86, '#2f2c2a'],
        [0.9, '#45413d'],
        [0.96, iron],
        [1, '#151413'],
      ])}"`,
    ) +
    rimLight(s, cx, cy, r * 0.93, r * 0.02, 0.22)
  );
}

/** A rectangular baking dish; returns the inner food rectangle. */
function bakingDish(
  s: Scene,
  cx: number,
  cy: number,
  w: number,
  h: number,
  color: string,
): { svg: string; x: number; y: number; w: number; h: number } {
  const x = cx - w / 2;
  const y = cy - h / 2;
  const lugW = w * 0.06;
  const shapes =
    roundedRect(x - lugW, cy - h * 0.16, w + lugW * 2, h * 0.32, h * 0.08, 'FILL') +
    roundedRect(x, y, w, h, Math.min(w, h) * 0.09, 'FILL');
  const inset = Math.min(w, h) * 0.06;
  const inner = { x: x + inset, y: y + inset, w: w - inset * 2, h: h - inset * 2 };
  const svg =
    rectShadows(s, x, y, w, h, h * 0.9) +
    rectShadows(s, x - lugW, cy - h * 0.16, w + lugW * 2, h * 0.32, h * 0.3) +
    shapes.replaceAll(
      'FILL',
      `fill="${s.linear([
        [0, shade(color, 0.12)],
        [1, shade(color, -0.12)],
      ])}"`,
    ) +
    roundedRect(
      inner.x - inset * 0.35,
      inner.y - inset * 0.35,
      inner.w + inset * 0.7,
      inner.h + inset * 0.7,
      inset * 1.2,
      `fill="${s.linear([
        [0, shade(color, -0.25)],
        [1, shade(color, 0.1)],
      ])}"`,
    ) +
    roundedRect(
      x + 6,
      y + 6,
      w - 12,
      h - 12,
      Math.min(w, h) * 0.08,
      'fill="none" stroke="#fff" stroke-width="4" stroke-opacity="0.3"',
    );
  return { svg, ...inner };
}

function board(
  s: Scene,
  cx: number,
  cy: number,
  w: number,
  h: number,
  color: string,
  angle: number,
): string {
  const x = cx - w / 2;
  const y = cy - h / 2;
  const rot = `rotate(${f(angle)} ${f(cx)} ${f(cy)})`;
  const outline = `${roundedRect(x, y, w, h, h * 0.08, 'FILL')}${roundedRect(x + w - 4, cy - h * 0.1, w * 0.16, h * 0.2, h * 0.1, 'FILL')}`;
  const grain: string[] = [];
  for (let i = 0; i < 16; i++) {
    const gy = y + s.rand(0.04, 0.96) * h;
    const pts: Pt[] = Array.from(
      { length: 6 },
      (_, k) => [x + (k / 5) * w, gy + s.rand(-6, 6)] as const,
    );
    grain.push(
      path(
        smoothOpen(pts),
        `fill="none" stroke="${shade(color, -0.3)}" stroke-width="${f(s.rand(1, 3))}" stroke-opacity="${f(s.rand(0.15, 0.35))}"`,
      ),
    );
  }
  return (
    rectShadows(s, x, y, w, h, h * 0.8, 1, rot) +
    rectShadows(s, x + w - 4, cy - h * 0.1, w * 0.16, h * 0.2, h * 0.3, 1, rot) +
    `<g transform="${rot}">` +
    outline.replaceAll(
      'FILL',
      `fill="${s.linear([
        [0, shade(color, 0.08)],
        [1, shade(color, -0.1)],
      ])}"`,
    ) +
    circle(x + w + w * 0.09, cy, h * 0.035, `fill="${shade(color, -0.5)}"`) +
    grain.join('') +
    roundedRect(
      x + 3,
      y + 3,
      w - 6,
      h - 6,
      h * 0.08,
      'fill="none" stroke="#fff" stroke-width="3" stroke-opacity="0.25"',
    ) +
    `</g>`
  );
}

function parchment(s: Scene, cx: number, cy: number, w: number, h: number, angle: number): string {
  const x = cx - w / 2;
  const y = cy - h / 2;
  const pts: Pt[] = [
    [x, y + s.rand(-8, 8)],
    [x + w * 0.5, y + s.rand(-6, 6)],
    [x + w, y + s.rand(-8, 8)],
    [x + w + s.rand(-6, 6), y + h * 0.5],
    [x + w, y + h + s.rand(-8, 8)],
    [x + w * 0.5, y + h + s.rand(-6, 6)],
    [x, y + h + s.rand(-8, 8)],
    [x + s.rand(-6, 6), y + h * 0.5],
  ];
  const d = roundedPoly(pts, 0.1);
  const rot = `rotate(${f(angle)} ${f(cx)} ${f(cy)})`;
  const sheet =
    rectShadows(s, x, y, w, h, h * 0.4, 0.6, rot) +
    `<g transform="${rot}">${path(d, 'fill="#f3ead8"')}</g>`;
  const creases: string[] = [];
  for (let i = 0; i < 6; i++) {
    const p0: Pt = [x + s.rand(0, w), y + s.rand(0, h)];
    const p1: Pt = [p0[0] + s.rand(-220, 220), p0[1] + s.rand(-220, 220)];
    const line = `M${f(p0[0])},${f(p0[1])}L${f(p1[0])},${f(p1[1])}`;
    const color = s.chance(0.5) ? '#fff' : '#8a7a60';
    creases.push(
      path(line, `stroke="${color}" stroke-width="9" stroke-linecap="round" stroke-opacity="0.05"`),
    );
    creases.push(
      path(line, `stroke="${color}" stroke-width="3" stroke-linecap="round" stroke-opacity="0.12"`),
    );
  }
  return `${sheet}<g transform="${rot}"><g ${s.clipPath(d)}>${creases.join('')}</g></g>`;
}

function glassRim(s: Scene, cx: number, cy: number, r: number, tint: string): string {
  return (
    roundShadow(s, cx + r * 0.15, cy + r * 0.22, r, r, r * 2, 1.2, shade(tint, -0.3)) +
    circle(cx, cy, r, 'fill="#ffffff" fill-opacity="0.2"') +
    circle(
      cx,
      cy,
      r * 0.97,
      `fill="none" stroke="#ffffff" stroke-width="${f(r * 0.05)}" stroke-opacity="0.6"`,
    ) +
    circle(
      cx,
      cy,
      r * 0.92,
      `fill="none" stroke="#000" stroke-width="${f(r * 0.02)}" stroke-opacity="0.08"`,
    )
  );
}

/** A round glass seen from above, with the drink inside. */
function drinkGlass(s: Scene, cx: number, cy: number, r: number, drink: string): string {
  return (
    glassRim(s, cx, cy, r, drink) +
    circle(
      cx,
      cy,
      r * 0.9,
      `fill="${s.radial(
        [
          [0, shade(drink, 0.25)],
          [0.7, drink],
          [1, shade(drink, -0.2)],
        ],
        { fx: 0.4, fy: 0.4 },
      )}" fill-opacity="0.93"`,
    ) +
    path(
      `M${f(cx - r * 0.82)},${f(cy + r * 0.1)}A${f(r * 0.82)},${f(r * 0.82)} 0 0 1 ${f(cx + r * 0.1)},${f(cy - r * 0.82)}`,
      `fill="none" stroke="#fff" stroke-width="${f(r * 0.05)}" stroke-linecap="round" stroke-opacity="0.45"`,
    )
  );
}

function iceCube(x: number, y: number, size: number, angle: number): string {
  return (
    `<g transform="translate(${f(x)} ${f(y)}) rotate(${f(angle)})">` +
    roundedRect(
      -size / 2,
      -size / 2,
      size,
      size,
      size * 0.22,
      'fill="#ffffff" fill-opacity="0.28" stroke="#fff" stroke-width="3" stroke-opacity="0.6"',
    ) +
    roundedRect(
      -size * 0.36,
      -size * 0.36,
      size * 0.3,
      size * 0.12,
      size * 0.06,
      'fill="#fff" fill-opacity="0.7"',
    ) +
    `</g>`
  );
}

function cutlery(
  s: Scene,
  kind: 'fork' | 'knife' | 'spoon',
  x: number,
  y: number,
  angle: number,
  scale: number,
): string {
  const metal = s.linear(
    [
      [0, '#f5f6f7'],
      [0.45, '#c3c7cb'],
      [0.6, '#e9ebed'],
      [1, '#9fa4a9'],
    ],
    0,
    0,
    1,
    0,
  );
  let shape: string;
  if (kind === 'fork') {
    const tines = [-27, -9, 9, 27]
      .map((tx) => roundedRect(tx - 5, -215, 10, 120, 5, 'FILL'))
      .join('');
    shape =
      tines +
      path('M-33,-110 L33,-110 Q34,-60 10,-30 L9,10 L-9,10 L-10,-30 Q-34,-60 -33,-110Z', 'FILL') +
      path('M-9,0 L9,0 Q17,100 16,190 Q15,215 0,215 Q-15,215 -16,190 Q-17,100 -9,0Z', 'FILL');
  } else if (kind === 'knife') {
    shape =
      path('M-13,-215 Q22,-190 17,-20 L-13,-20Z', 'FILL') +
      path(
        'M-13,-25 L17,-25 Q18,100 16,190 Q15,215 1,215 Q-13,215 -14,190 Q-16,100 -13,-25Z',
        'FILL',
      );
  } else {
    shape =
      ellipse(0, -150, 40, 62, 'FILL') +
      path('M-7,-95 L7,-95 Q16,100 15,190 Q14,215 0,215 Q-14,215 -15,190 Q-16,100 -7,-95Z', 'FILL');
  }
  const hl =
    kind === 'spoon'
      ? ellipse(-12, -165, 10, 28, 'fill="#fff" fill-opacity="0.6"')
      : roundedRect(-4, 20, 5, 170, 3, 'fill="#fff" fill-opacity="0.5"');
  s.shadow(
    shape.replaceAll('FILL', BLACK),
    { x: x + 10, y: y + 14, r: 220 * scale },
    8,
    0.35,
    0,
    0,
    `translate(${f(x + 10)} ${f(y + 14)}) rotate(${f(angle)}) scale(${scale})`,
  );
  return `<g transform="translate(${f(x)} ${f(y)}) rotate(${f(angle)}) scale(${scale})">${shape.replaceAll('FILL', `fill="${metal}"`)}${hl}</g>`;
}

/* ------------------------------------------------------------------ tables */

/**
 * A table top. `base` is drawn at half resolution and scaled up (it is soft background, and its
 * noise filters are the costliest part of a picture); `overlay` is fine texture drawn sharp.
 */
interface Table {
  base: string;
  overlay: string;
}

function woodTable(s: Scene, color: string): Table {
  const parts = [`<rect width="${W}" height="${H}" fill="${color}"/>`];
  const vertical = s.chance(0.35);
  const length = vertical ? W : H;
  let pos = -s.rand(0, 120);
  const [gr, gg, gb] = matrixColor(shade(color, -0.55));
  while (pos < length) {
    const size = s.rand(190, 260);
    const id = s.uid('g');
    const along = s.rand(0.0015, 0.003).toFixed(4);
    const across = s.rand(0.035, 0.06).toFixed(3);
    s.def(
      `<filter id="${id}" x="0" y="0" width="1" height="1" color-interpolation-filters="sRGB"><feTurbulence type="fractalNoise" baseFrequency="${vertical ? `${across} ${along}` : `${along} ${across}`}" numOctaves="2" seed="${s.int(1, 999)}"/><feColorMatrix values="0 0 0 0 ${gr} 0 0 0 0 ${gg} 0 0 0 0 ${gb} 2.6 0 0 0 -1.05"/></filter>`,
    );
    const [x, y, w, h] = vertical ? [pos, 0, size, H] : [0, pos, W, size];
    const rect = `<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}"`;
    parts.push(`${rect} fill="${shade(color, s.rand(-0.12, 0.08))}"/>`);
    parts.push(`${rect} filter="url(#${id})" opacity="0.55"/>`);
    if (s.chance(0.4)) {
      const kx = vertical ? x + size * s.rand(0.3, 0.7) : s.rand(100, W - 100);
      const ky = vertical ? s.rand(100, H - 100) : y + size * s.rand(0.3, 0.7);
      const [rx, ry] = vertical ? [10, 26] : [26, 10];
      for (let k = 3; k >= 1; k--) {
        parts.push(
          ellipse(
            kx,
            ky,
            rx * k * 0.9,
            ry * k * 0.9,
            `fill="none" stroke="${shade(color, -0.45)}" stroke-width="2" stroke-opacity="${0.25 + 0.1 * k}"`,
          ),
        );
      }
      parts.push(
        ellipse(kx, ky, rx * 0.5, ry * 0.5, `fill="${shade(color, -0.5)}" fill-opacity="0.7"`),
      );
    }
    pos += size;
    const seam = vertical ? `M${f(pos)},0V${H}` : `M0,${f(pos)}H${W}`;
    const lit = vertical ? `M${f(pos + 3)},0V${H}` : `M0,${f(pos + 3)}H${W}`;
    parts.push(path(seam, `stroke="${shade(color, -0.6)}" stroke-width="5" stroke-opacity="0.8"`));
    parts.push(path(lit, `stroke="${shade(color, 0.3)}" stroke-width="2" stroke-opacity="0.35"`));
  }
  return { base: parts.join(''), overlay: '' };
}

function linenTable(s: Scene, color: string): Table {
  const weave = s.uid('p');
  s.def(
    `<pattern id="${weave}" width="7" height="7" patternUnits="userSpaceOnUse"><rect width="7" height="3" fill="${shade(color, -0.25)}" fill-opacity="0.18"/><rect width="3" height="7" fill="${shade(color, 0.3)}" fill-opacity="0.18"/></pattern>`,
  );
  const mottle = s.uid('m');
  const [r, g, b] = matrixColor(shade(color, -0.4));
  s.def(
    `<filter id="${mottle}" x="0" y="0" width="1" height="1" color-interpolation-filters="sRGB"><feTurbulence type="fractalNoise" baseFrequency="0.003 0.004" numOctaves="2" seed="${s.int(1, 999)}"/><feColorMatrix values="0 0 0 0 ${r} 0 0 0 0 ${g} 0 0 0 0 ${b} 1.2 0 0 0 -0.5"/></filter>`,
  );
  const folds = s.layer();
  for (let i = 0; i < 3; i++) {
    const y0 = s.rand(100, H - 100);
    const pts: Pt[] = [
      [-50, y0],
      [W * 0.35, y0 + s.rand(-120, 120)],
      [W * 0.7, y0 + s.rand(-120, 120)],
      [W + 50, y0 + s.rand(-120, 120)],
    ];
    const width = s.rand(20, 50);
    s.soft(
      path(
        smoothOpen(pts),
        `fill="none" stroke="${i % 2 ? '#fff' : '#000'}" stroke-width="${f(width)}" stroke-opacity="0.08"`,
      ),
      18,
      1,
      boxAround(pts, width),
    );
  }
  return {
    base: `<rect width="${W}" height="${H}" fill="${color}"/><rect width="${W}" height="${H}" filter="url(#${mottle})" opacity="0.5"/>${folds}`,
    overlay: `<rect width="${W}" height="${H}" fill="url(#${weave})"/>`,
  };
}

function marbleTable(s: Scene, color: string): Table {
  const cloud = s.uid('m');
  const [r, g, b] = matrixColor(shade(color, -0.3));
  s.def(
    `<filter id="${cloud}" x="0" y="0" width="1" height="1" color-interpolation-filters="sRGB"><feTurbulence type="fractalNoise" baseFrequency="0.0025" numOctaves="3" seed="${s.int(1, 999)}"/><feColorMatrix values="0 0 0 0 ${r} 0 0 0 0 ${g} 0 0 0 0 ${b} 1.6 0 0 0 -0.65"/></filter>`,
  );
  const veins: string[] = [];
  for (let i = 0; i < 7; i++) {
    let x = s.rand(-200, W);
    let y = s.rand(-100, H * 0.4);
    const pts: Pt[] = [[x, y]];
    const heading = s.rand(0.5, 1.2);
    for (let k = 0; k < 12; k++) {
      x += Math.cos(heading + s.rand(-0.6, 0.6)) * 140;
      y += Math.sin(heading + s.rand(-0.6, 0.6)) * 140;
      pts.push([x, y]);
    }
    const d = smoothOpen(pts);
    const veinColor = shade(color, -s.rand(0.25, 0.45));
    veins.push(
      path(
        d,
        `fill="none" stroke="${veinColor}" stroke-width="${f(s.rand(10, 20))}" stroke-opacity="0.05" stroke-linecap="round"`,
      ),
    );
    veins.push(
      path(
        d,
        `fill="none" stroke="${veinColor}" stroke-width="${f(s.rand(4, 7))}" stroke-opacity="0.08" stroke-linecap="round"`,
      ),
    );
    veins.push(
      path(
        d,
        `fill="none" stroke="${veinColor}" stroke-width="${f(s.rand(1, 3))}" stroke-opacity="${f(s.rand(0.3, 0.55))}"`,
      ),
    );
  }
  return {
    base: `<rect width="${W}" height="${H}" fill="${color}"/><rect width="${W}" height="${H}" filter="url(#${cloud})" opacity="0.6"/>`,
    overlay: veins.join(''),
  };
}

function slateTable(s: Scene, color: string): Table {
  const grain = s.uid('m');
  s.def(
    `<filter id="${grain}" x="0" y="0" width="1" height="1" color-interpolation-filters="sRGB"><feTurbulence type="fractalNoise" baseFrequency="0.006 0.03" numOctaves="3" seed="${s.int(1, 999)}"/><feColorMatrix values="0 0 0 0 1 0 0 0 0 1 0 0 0 0 1 1.3 0 0 0 -0.55"/></filter>`,
  );
  return {
    base: `<rect width="${W}" height="${H}" fill="${color}"/><rect width="${W}" height="${H}" filter="url(#${grain})" opacity="0.13"/>`,
    overlay: '',
  };
}

function napkin(
  s: Scene,
  x: number,
  y: number,
  size: number,
  angle: number,
  style: 'gingham' | 'stripes' | 'plain',
  color: string,
): string {
  const half = size / 2;
  const t = `translate(${f(x)} ${f(y)}) rotate(${f(angle)})`;
  const square = (dx: number, dy: number, attrs: string): string =>
    roundedRect(-half + dx, -half + dy, size, size, 6, attrs);
  const contact =
    square(3, 5, 'fill="#000" fill-opacity="0.1"') +
    square(1.5, 2.5, 'fill="#000" fill-opacity="0.12"');
  const cloth = [square(0, 0, `fill="${style === 'plain' ? color : '#f6f0e4'}"`)];
  const band = (horizontal: boolean, from: number, width: number, opacity: number): string =>
    horizontal
      ? `<rect x="${f(-half)}" y="${f(-half + from)}" width="${f(size)}" height="${f(width)}" fill="${color}" fill-opacity="${opacity}"/>`
      : `<rect x="${f(-half + from)}" y="${f(-half)}" width="${f(width)}" height="${f(size)}" fill="${color}" fill-opacity="${opacity}"/>`;
  if (style === 'gingham') {
    for (let k = 0; k * 56 < size; k++)
      cloth.push(band(false, k * 56, 28, 0.45), band(true, k * 56, 28, 0.45));
  } else if (style === 'stripes') {
    cloth.push(band(false, size * 0.14, size * 0.06, 1), band(false, size * 0.23, size * 0.015, 1));
    cloth.push(band(false, size * 0.78, size * 0.015, 1), band(false, size * 0.82, size * 0.06, 1));
  }
  cloth.push(
    `<rect x="${f(-half + 22)}" y="${f(-half + 22)}" width="${f(size - 44)}" height="${f(size - 44)}" fill="none" stroke="#000" stroke-width="2" stroke-dasharray="9 7" stroke-opacity="0.18"/>`,
  );
  const fold = (dy: number, stroke: string, width: number, opacity: number): string =>
    s.soft(
      `<g transform="${t}">${path(`M${f(-half)},${f(size * 0.05 + dy)}L${f(half)},${f(-size * 0.02 + dy)}`, `stroke="${stroke}" stroke-width="${width}" stroke-opacity="${opacity}"`)}</g>`,
      5,
      1,
      { x0: x - half * 1.05, y0: y - half * 0.55, x1: x + half * 1.05, y1: y + half * 0.55 },
    );
  const clip = s.clipPath(`M${f(-half)},${f(-half)}h${f(size)}v${f(size)}h${f(-size)}Z`);
  const folds = s.layer();
  fold(0, '#fff', 10, 0.35);
  fold(10, '#000', 8, 0.1);
  return `<g transform="${t}">${contact}<g ${clip}>${cloth.join('')}</g></g>${folds}`;
}

/* ------------------------------------------------------------------ dishes */

interface Layout {
  cx: number;
  cy: number;
  /** +1: props go right of the dish, extras left; -1 the other way round. */
  side: 1 | -1;
}

interface Dish {
  svg: string;
  /** Areas the table scatter must keep clear of. */
  occupied: Circle[];
}

type DishFn = (s: Scene, p: DemoPalette, l: Layout) => Dish;

function saucyTexture(s: Scene, c: Circle, color: string, count: number): string {
  return scatter(s, count, c.x, c.y, c.r, 0)
    .map(([x, y]) => {
      const r = s.rand(8, 40);
      return path(
        blob(s, x, y, r, r * s.rand(0.5, 1), 0.3, 7, s.rand(0, TAU)),
        `fill="${shade(color, s.rand(-0.22, 0.18))}" fill-opacity="${f(s.rand(0.25, 0.55))}"`,
      );
    })
    .join('');
}

/** A rounded, browned ball (meatball, dumpling) with sauce clinging to its lower side. */
function saucedBall(
  s: Scene,
  x: number,
  y: number,
  br: number,
  meat: string,
  sauce: string,
): string {
  const d = blob(s, x, y, br, br * s.rand(0.92, 1), 0.06, 9);
  s.shadow(path(d, BLACK), { x: x + 10, y: y + 16, r: br }, 8, 0.55, 10, 16);
  // sauce clings to the lower right, fading out towards the lit top
  const coat = s.linear(
    [
      [0, sauce, 0],
      [0.45, sauce, 0],
      [0.7, sauce, 0.75],
      [1, shade(sauce, -0.2), 0.95],
    ],
    0.1,
    0,
    0.75,
    1,
  );
  return (
    path(
      d,
      `fill="${s.radial(
        [
          [0, shade(meat, 0.25)],
          [0.55, meat],
          [1, shade(meat, -0.4)],
        ],
        { fx: 0.36, fy: 0.32 },
      )}"`,
    ) +
    `<g ${s.clipPath(d)}>` +
    dust(s, x, y, br * 0.9, 30, shade(meat, -0.45), 4) +
    dust(s, x - br * 0.2, y - br * 0.2, br * 0.6, 16, shade(meat, 0.35), 3) +
    `</g>` +
    path(d, `fill="${coat}"`) +
    dust(s, x + br * 0.35, y + br * 0.35, br * 0.45, 6, shade(sauce, -0.3), 5) +
    gloss(x - br * 0.3, y - br * 0.38, br * 0.32, br * 0.13, 0.45) +
    gloss(x + br * 0.4, y + br * 0.45, br * 0.22, br * 0.07, 0.55, -40)
  );
}

const meatballs: DishFn = (s, p, { cx, cy, side }) => {
  const r = 400;
  const ir = r * 0.86;
  const food: Circle = { x: cx, y: cy, r: ir };
  const parts = [
    s.layer(),
    skillet(s, cx, cy, r, side === 1 ? s.rand(-30, -10) : s.rand(190, 210)),
  ];
  parts.push(
    s.clipped(s.clipCircle(cx, cy, ir), () => {
      const inner = [
        circle(
          cx,
          cy,
          ir,
          `fill="${s.radial([
            [0, shade(p.food, 0.08)],
            [0.8, p.food],
            [1, shade(p.food, -0.3)],
          ])}"`,
        ),
        saucyTexture(s, food, p.food, 70),
        crumbs(s, scatter(s, 30, cx, cy, ir * 0.95, 30), 12, shade(p.food, -0.2), 0.8),
      ];
      inner.push(s.layer());
      for (const [x, y] of scatter(s, 8, cx, cy, ir * 0.64, 165))
        inner.push(saucedBall(s, x, y, s.rand(70, 80), p.accent, p.food));
      inner.push(innerShadow(s, cx, cy, ir, 40, 0.5));
      for (const [x, y] of scatter(s, 6, cx, cy, ir * 0.6, 90)) {
        inner.push(leaf(s, x, y, s.rand(80, 110), s.rand(48, 60), s.rand(0, 360), p.garnish));
      }
      for (const [x, y] of scatter(s, 60, cx, cy, ir * 0.8, 0)) {
        inner.push(
          roundedRect(
            x,
            y,
            s.rand(8, 18),
            s.rand(3, 5),
            2,
            `fill="#f6eed2" transform="rotate(${f(s.rand(0, 180))} ${f(x)} ${f(y)})"`,
          ),
        );
      }
      return inner.join('');
    }),
  );
  return { svg: parts.join(''), occupied: [{ x: cx, y: cy, r: r * 1.05 }] };
};

/** A ribbon of cream: a loose spiral that thins towards its end. */
function creamSwirl(s: Scene, x: number, y: number, size: number, color: string): string {
  const pts: Pt[] = [];
  const turns = s.rand(1.3, 1.7);
  const start = s.rand(0, TAU);
  for (let t = 0; t <= 30; t++) {
    const a = start + (t / 30) * turns * TAU;
    const rr = size * (0.15 + (t / 30) * 0.85);
    pts.push([x + Math.cos(a) * rr, y + Math.sin(a) * rr * 0.9]);
  }
  const thirds = [pts.slice(0, 12), pts.slice(11, 22), pts.slice(21)];
  s.soft(
    path(
      smoothOpen(pts),
      'fill="none" stroke="#000" stroke-width="18" stroke-opacity="0.5" transform="translate(3 5)"',
    ),
    3,
    0.3,
    { x: x + 3, y: y + 5, r: size },
  );
  return thirds
    .map((seg, i) =>
      path(
        smoothOpen(seg),
        `fill="none" stroke="${color}" stroke-width="${18 - i * 5}" stroke-linecap="round" stroke-opacity="0.92"`,
      ),
    )
    .join('');
}

const curry: DishFn = (s, p, { cx, cy, side }) => {
  const r = 360;
  const bx = cx + side * 60;
  const parts = [s.layer()];
  const nx = bx - side * (r + 120);
  const ny = cy + s.rand(-180, 60);
  const naan = blob(s, nx, ny, 230, 150, 0.1, 9, s.rand(-0.6, 0.6));
  shadowFor(s, path(naan, BLACK), { x: nx, y: ny, r: 240 }, 200);
  parts.push(
    path(
      naan,
      `fill="${s.radial([
        [0, '#f1d7a0'],
        [0.8, '#e2b46c'],
        [1, '#c4863d'],
      ])}"`,
    ),
  );
  parts.push(
    s.clipped(s.clipPath(naan), () => {
      for (const [x, y] of scatter(s, 16, nx, ny, 150, 40)) {
        const cr = s.rand(10, 26);
        s.soft(
          path(blob(s, x, y, cr, cr * 0.7, 0.3, 7, s.rand(0, TAU)), 'fill="#5a3414"'),
          3,
          0.55,
          { x, y, r: cr },
        );
      }
      return herbBits(s, scatter(s, 10, nx, ny, 140, 0), 7, p.garnish);
    }),
  );
  const b = bowl(s, bx, cy, r, p.surface, p.food);
  parts.push(b.svg);
  parts.push(
    s.clipped(s.clipCircle(b.food.x, b.food.y, b.food.r), () => {
      const inner = [saucyTexture(s, b.food, p.food, 40), s.layer()];
      for (const [x, y] of scatter(s, 11, b.food.x, b.food.y, b.food.r * 0.8, 95)) {
        const d = chunk(s, x, y, s.rand(38, 52), 5);
        s.shadow(path(d, BLACK), { x: x + 6, y: y + 10, r: 55 }, 5, 0.35, 6, 10);
        inner.push(path(d, `fill="${p.accent}"`), path(d, 'fill="url(#dome)"'));
        inner.push(dust(s, x, y, 30, 5, shade(p.accent, -0.5), 4));
        inner.push(
          path(blob(s, x + 12, y + 14, 38, 26, 0.3, 7), `fill="${p.food}" fill-opacity="0.6"`),
        );
      }
      inner.push(
        creamSwirl(s, b.food.x + s.rand(-40, 40), b.food.y + s.rand(-40, 40), 170, '#fbf3e2'),
      );
      inner.push(innerShadow(s, b.food.x, b.food.y, b.food.r, 40, 0.4));
      inner.push(dust(s, b.food.x, b.food.y, b.food.r * 0.9, 40, '#9b1c10', 3.5));
      for (const [x, y] of scatter(s, 9, b.food.x, b.food.y, b.food.r * 0.75, 50)) {
        inner.push(leaf(s, x, y, s.rand(40, 55), s.rand(34, 44), s.rand(0, 360), p.garnish));
      }
      return inner.join('');
    }),
  );
  return {
    svg: parts.join(''),
    occupied: [
      { x: bx, y: cy, r: r * 1.05 },
      { x: nx, y: ny, r: 240 },
    ],
  };
};

const stew: DishFn = (s, p, { cx, cy }) => {
  const r = 400;
  const parts = [s.layer()];
  const b = bowl(s, cx, cy, r, p.surface, p.food);
  parts.push(b.svg);
  parts.push(
    s.clipped(s.clipCircle(b.food.x, b.food.y, b.food.r), () => {
      const inner = [saucyTexture(s, b.food, p.food, 50), s.layer()];
      scatter(s, 26, b.food.x, b.food.y, b.food.r * 0.88, 75).forEach(([x, y], i) => {
        const type = i % 4;
        if (type < 2) {
          const d = chunk(s, x, y, s.rand(36, 48), 5);
          s.shadow(path(d, BLACK), { x: x + 5, y: y + 8, r: 50 }, 5, 0.35, 5, 8);
          inner.push(
            path(d, `fill="${p.accent}"`),
            path(d, 'fill="url(#dome)"'),
            dust(s, x, y, 30, 6, shade(p.accent, 0.25), 3),
          );
        } else if (type === 2) {
          const cr = s.rand(26, 34);
          s.shadow(circle(x, y, cr, BLACK), { x: x + 4, y: y + 7, r: cr }, 5, 0.3, 4, 7);
          inner.push(
            circle(x, y, cr, 'fill="#e8772e"'),
            circle(x, y, cr * 0.55, 'fill="#f39a4e" fill-opacity="0.8"'),
            circle(x, y, cr, 'fill="url(#dome)"'),
          );
        } else {
          const d = chunk(s, x, y, s.rand(32, 40), 4);
          s.shadow(path(d, BLACK), { x: x + 5, y: y + 8, r: 42 }, 5, 0.3, 5, 8);
          inner.push(path(d, 'fill="#ecd9a3"'), path(d, 'fill="url(#dome)"'));
        }
      });
      for (const [x, y] of scatter(s, 14, b.food.x, b.food.y, b.food.r * 0.85, 30)) {
        inner.push(circle(x, y, 11, 'fill="#6aa33a"'), circle(x, y, 11, 'fill="url(#dome)"'));
      }
      inner.push(innerShadow(s, b.food.x, b.food.y, b.food.r, 44, 0.45));
      inner.push(gloss(b.food.x - 120, b.food.y - 140, 90, 20, 0.25));
      inner.push(herbBits(s, scatter(s, 40, b.food.x, b.food.y, b.food.r * 0.8, 0), 9, p.garnish));
      return inner.join('');
    }),
  );
  return { svg: parts.join(''), occupied: [{ x: cx, y: cy, r: r * 1.05 }] };
};

function roastedPotato(s: Scene, x: number, y: number, r: number, color: string): string {
  const d = chunk(s, x, y, r, s.int(5, 6));
  s.shadow(path(d, BLACK), { x: x + 6, y: y + 10, r: r * 1.15 }, 5, 0.45, 6, 10);
  return (
    path(
      d,
      `fill="${s.radial(
        [
          [0, shade(color, 0.3)],
          [0.6, color],
          [1, shade(color, -0.4)],
        ],
        { fx: 0.4, fy: 0.35 },
      )}"`,
    ) +
    `<g ${s.clipPath(d)}>${dust(s, x, y, r, 10, shade(color, -0.45), 4)}</g>` +
    gloss(x - r * 0.25, y - r * 0.3, r * 0.4, r * 0.15, 0.4)
  );
}

/** A smooth teardrop from a thick end at (ax, ay) to a thin end at (bx, by). */
function teardrop(ax: number, ay: number, ra: number, bx: number, by: number, rb: number): string {
  const a = Math.atan2(by - ay, bx - ax);
  const pts: Pt[] = [];
  for (let i = 0; i <= 6; i++) {
    const t = a + Math.PI / 2 + (i / 6) * Math.PI;
    pts.push([ax + Math.cos(t) * ra, ay + Math.sin(t) * ra]);
  }
  for (let i = 0; i <= 4; i++) {
    const t = a - Math.PI / 2 + (i / 4) * Math.PI;
    pts.push([bx + Math.cos(t) * rb, by + Math.sin(t) * rb]);
  }
  return smoothClosed(pts);
}

const roastChicken: DishFn = (s, p, { cx, cy }) => {
  const rx = 530;
  const ry = 390;
  const parts = [s.layer(), platter(s, cx, cy, rx, ry, p.surface), s.layer()];
  const dir = s.chance(0.5) ? 1 : -1;
  // potatoes, lemons and garlic round the bird
  for (const [x, y] of ring(s, 12, 0, 0, 1, 0.12).map(
    ([ux, uy]) => [cx + ux * 420, cy + uy * 290] as const,
  )) {
    parts.push(roastedPotato(s, x, y, s.rand(38, 50), p.accent));
  }
  parts.push(
    lemonHalf(s, cx - dir * 420, cy - 130, 58),
    lemonHalf(s, cx + dir * 150, cy + 270, 52),
  );
  for (const [x, y] of [
    [cx + dir * 300, cy - 250],
    [cx - dir * 300, cy + 230],
  ] as const) {
    const d = blob(s, x, y, 42, 38, 0.1, 8);
    s.shadow(path(d, BLACK), { x: x + 4, y: y + 7, r: 45 }, 5, 0.35, 4, 7);
    parts.push(path(d, 'fill="#f3e7cf"'), path(d, 'fill="url(#dome)"'));
    for (let k = -1; k <= 1; k++)
      parts.push(
        path(
          `M${f(x + k * 14)},${f(y - 34)}Q${f(x + k * 24)},${f(y)} ${f(x + k * 12)},${f(y + 34)}`,
          'fill="none" stroke="#cdbb98" stroke-width="2"',
        ),
      );
  }
  parts.push(s.layer());
  // the bird, breast up, drumsticks towards one end of the platter
  const skin = (d: string): string =>
    path(
      d,
      `fill="${s.radial(
        [
          [0, shade(p.food, 0.22)],
          [0.55, p.food],
          [0.85, shade(p.food, -0.25)],
          [1, shade(p.food, -0.45)],
        ],
        { fx: 0.42, fy: 0.36 },
      )}"`,
    );
  const body = blob(s, cx - dir * 20, cy, 250, 185, 0.03, 12);
  const legs = [-1, 1].map((k) =>
    teardrop(cx + dir * 150, cy + k * 95, 82, cx + dir * 330, cy + k * 28, 24),
  );
  const wings = [-1, 1].map((k) =>
    teardrop(cx - dir * 120, cy + k * 165, 58, cx - dir * 250, cy + k * 150, 24),
  );
  parts.push(roundShadow(s, cx + dir * 50, cy, 320, 205, 220));
  for (const d of wings) parts.push(skin(d));
  parts.push(skin(body));
  parts.push(
    s.clipped(s.clipPath(body), () => {
      s.soft(
        path(
          `M${f(cx - dir * 250)},${f(cy)}Q${f(cx)},${f(cy - 10)} ${f(cx + dir * 200)},${f(cy)}`,
          'fill="none" stroke="#3a1a05" stroke-width="12"',
        ),
        5,
        0.35,
        { x0: cx - 270, y0: cy - 30, x1: cx + 270, y1: cy + 20 },
      );
      return (
        dust(s, cx, cy, 240, 70, shade(p.food, -0.5), 3.5) +
        dust(s, cx, cy, 220, 30, '#f7e7b0', 3) +
        gloss(cx - dir * 50, cy - 85, 130, 34, 0.55, -6) +
        gloss(cx - dir * 40, cy + 80, 110, 22, 0.3, 6)
      );
    }),
  );
  for (const d of legs) parts.push(skin(d));
  for (const k of [-1, 1]) {
    const tx = cx + dir * 345;
    const ty = cy + k * 24;
    parts.push(
      ellipse(tx, ty, 20, 16, 'fill="#f5ead6"'),
      ellipse(tx, ty, 20, 16, 'fill="url(#dome)"'),
    );
    parts.push(gloss(cx + dir * 190, cy + k * 80, 50, 16, 0.45, dir * k * 20));
  }
  parts.push(
    path(
      `M${f(cx + dir * 340)},${f(cy - 45)}Q${f(cx + dir * 360)},${f(cy)} ${f(cx + dir * 340)},${f(cy + 45)}`,
      'fill="none" stroke="#efe2c6" stroke-width="6" stroke-linecap="round"',
    ),
  );
  parts.push(sprig(s, cx - dir * 330, cy - 10, 200, dir * -95 + s.rand(-10, 10), p.garnish, 30));
  parts.push(sprig(s, cx - dir * 40, cy - 280, 200, s.rand(70, 100), p.garnish, 30));
  parts.push(sprig(s, cx + dir * 60, cy + 290, 180, s.rand(-110, -70), p.garnish, 28));
  return { svg: parts.join(''), occupied: [{ x: cx, y: cy, r: rx * 1.02 }] };
};

const enchiladas: DishFn = (s, p, { cx, cy }) => {
  const parts = [s.layer()];
  const dish = bakingDish(s, cx, cy, 1000, 760, p.surface);
  parts.push(dish.svg);
  const area = `M${f(dish.x)},${f(dish.y)}h${f(dish.w)}v${f(dish.h)}h${f(-dish.w)}Z`;
  parts.push(
    s.clipped(s.clipPath(area), () => {
      const inner = [
        `<rect x="${f(dish.x)}" y="${f(dish.y)}" width="${f(dish.w)}" height="${f(dish.h)}" fill="${shade(p.food, -0.25)}"/>`,
      ];
      const rolls = 5;
      const rw = dish.w / rolls;
      for (let i = 0; i < rolls; i++) {
        const x = dish.x + i * rw + rw / 2;
        inner.push(
          roundedRect(
            x - rw * 0.46,
            dish.y + 10,
            rw * 0.92,
            dish.h - 20,
            rw * 0.4,
            `fill="${s.linear(
              [
                [0, shade(p.food, -0.35)],
                [0.35, shade(p.food, 0.12)],
                [1, shade(p.food, -0.4)],
              ],
              0,
              0,
              1,
              0,
            )}"`,
          ),
        );
      }
      inner.push(saucyTexture(s, { x: cx, y: cy, r: dish.w * 0.6 }, p.food, 70));
      // melted cheese: overlapping puddles with browned spots
      inner.push(s.layer());
      // one flat colour, so overlapping puddles merge into a single melted sheet
      const cheese = scatter(s, 46, cx, cy, 420, 70);
      for (const [x, y] of cheese) {
        const d = blob(s, x, y, s.rand(60, 90), s.rand(45, 65), 0.3, 10, s.rand(0, TAU));
        inner.push(
          `<g transform="translate(3 5)">${path(d, `fill="${shade(p.accent, -0.6)}" fill-opacity="0.18"`)}</g>`,
        );
        inner.push(path(d, `fill="${p.accent}"`));
      }
      for (const [x, y] of scatter(s, 18, cx, cy, 400, 80)) {
        inner.push(
          path(
            blob(s, x, y, s.rand(40, 70), s.rand(25, 40), 0.35, 9, s.rand(0, TAU)),
            `fill="${shade(p.accent, 0.3)}" fill-opacity="0.45"`,
          ),
        );
      }
      for (const [x, y] of scatter(s, 60, cx, cy, 430, 20)) {
        const r = s.rand(5, 16);
        inner.push(
          path(
            blob(s, x, y, r, r * 0.8, 0.3, 7),
            `fill="${s.pick(['#c77a22', '#a8581a', '#d99a3a'])}" fill-opacity="${f(s.rand(0.45, 0.8))}"`,
          ),
        );
      }
      for (const [x, y] of scatter(s, 14, cx, cy, 400, 60))
        inner.push(gloss(x, y, s.rand(16, 30), s.rand(5, 9), 0.55, s.rand(-40, 0)));
      inner.push(innerShadow(s, cx, cy, Math.max(dish.w, dish.h) * 0.62, 50, 0.25));
      for (let k = 0; k < 2; k++) {
        const pts: Pt[] = Array.from(
          { length: 7 },
          (_, i) =>
            [
              dish.x + 60 + (i / 6) * (dish.w - 120),
              cy + (k - 0.5) * 260 + s.rand(-80, 80),
            ] as const,
        );
        s.soft(
          path(
            smoothOpen(pts),
            'fill="none" stroke="#000" stroke-width="16" transform="translate(2 4)"',
          ),
          3,
          0.25,
          boxAround(pts, 20),
        );
        inner.push(
          path(
            smoothOpen(pts),
            'fill="none" stroke="#fbf6ea" stroke-width="14" stroke-linecap="round"',
          ),
        );
        inner.push(
          path(
            smoothOpen(pts),
            'fill="none" stroke="#fff" stroke-width="4" stroke-linecap="round" stroke-opacity="0.8" transform="translate(-2 -3)"',
          ),
        );
      }
      for (const [x, y] of scatter(s, 9, cx, cy, 380, 90)) {
        inner.push(
          circle(x, y, 22, 'fill="#3f7d2a"'),
          circle(x, y, 16, 'fill="#b7d77a"'),
          circle(x, y, 22, 'fill="url(#dome)"'),
          dust(s, x, y, 9, 4, '#f3f0d0', 2.5),
        );
      }
      for (const [x, y] of scatter(s, 30, cx, cy, 430, 40)) {
        inner.push(leaf(s, x, y, s.rand(22, 32), s.rand(16, 22), s.rand(0, 360), p.garnish));
      }
      return inner.join('');
    }),
  );
  return { svg: parts.join(''), occupied: [{ x: cx, y: cy, r: 600 }] };
};

const salmon: DishFn = (s, p, { cx, cy, side }) => {
  const r = 430;
  const parts = [s.layer(), plate(s, cx, cy, r, p.surface), s.layer()];
  // rice
  const rx = cx - side * 150;
  const ry = cy + 120;
  const rice = blob(s, rx, ry, 160, 130, 0.08, 10);
  s.shadow(path(rice, BLACK), { x: rx + 6, y: ry + 10, r: 170 }, 8, 0.25, 6, 10);
  parts.push(path(rice, 'fill="#f2ede2"'));
  for (const [x, y] of scatter(s, 200, rx, ry, 145, 0)) {
    parts.push(
      ellipse(
        x,
        y,
        7,
        3.5,
        `fill="${s.chance(0.5) ? '#fff' : '#d9d1bf'}" transform="rotate(${f(s.rand(0, 180))} ${f(x)} ${f(y)})"`,
      ),
    );
  }
  parts.push(path(rice, 'fill="url(#dome)" fill-opacity="0.6"'));
  parts.push(dust(s, rx, ry, 120, 40, '#1d1d1d', 2.5));
  // asparagus
  const ax = cx + side * 170;
  const ay = cy + 150;
  const bundle = side * -25;
  const normal = ((bundle + 90) * Math.PI) / 180;
  for (let i = 0; i < 6; i++) {
    const a = bundle + s.rand(-3, 3);
    const x = ax + Math.cos(normal) * (i - 2.5) * 25 + s.rand(-12, 12);
    const y = ay + Math.sin(normal) * (i - 2.5) * 25;
    const t = `translate(${f(x)} ${f(y)}) rotate(${f(a)})`;
    s.shadow(
      roundedRect(-150, -11, 300, 22, 11, BLACK),
      { x: x + 4, y: y + 7, r: 155 },
      4,
      0.35,
      0,
      0,
      `translate(${f(x + 4)} ${f(y + 7)}) rotate(${f(a)})`,
    );
    parts.push(
      `<g transform="${t}">` +
        roundedRect(
          -150,
          -11,
          300,
          22,
          11,
          `fill="${s.linear(
            [
              [0, '#8fbf4a'],
              [0.5, '#5f9a32'],
              [1, '#3f7424'],
            ],
            0,
            0,
            0,
            1,
          )}"`,
        ) +
        path(
          'M150,0 q-30,-16 -60,-12 q30,4 60,12 q-30,16 -60,12 q30,-4 60,-12Z',
          'fill="#4a7f2a"',
        ) +
        [-90, -40, 10, 60]
          .map((k) =>
            path(`M${k},-9 l14,6`, 'stroke="#3f6a22" stroke-width="3" stroke-linecap="round"'),
          )
          .join('') +
        roundedRect(-140, -7, 240, 4, 2, 'fill="#fff" fill-opacity="0.3"') +
        `</g>`,
    );
  }
  parts.push(s.layer());
  // fillet
  const fx = cx + side * 20;
  const fy = cy - 120;
  const d = roundedPoly(
    [
      [fx - 250, fy - 50],
      [fx + 220, fy - 110],
      [fx + 255, fy + 50],
      [fx - 225, fy + 110],
    ],
    0.5,
  );
  parts.push(
    rectShadow(
      s,
      fx - 205,
      fy - 62,
      410,
      124,
      14,
      0.35,
      `translate(6 10) rotate(-8 ${f(fx)} ${f(fy)})`,
    ),
  );
  parts.push(
    path(
      d,
      `fill="${s.linear([
        [0, shade(p.food, 0.15)],
        [1, shade(p.food, -0.1)],
      ])}"`,
    ),
  );
  parts.push(
    s.clipped(s.clipPath(d), () => {
      const inner: string[] = [];
      for (let i = 0; i < 10; i++) {
        const x = fx - 230 + i * 50;
        inner.push(
          path(
            `M${f(x)},${f(fy - 130)}Q${f(x + 34)},${f(fy)} ${f(x - 12)},${f(fy + 130)}`,
            'fill="none" stroke="#fff3e8" stroke-width="7" stroke-opacity="0.45"',
          ),
        );
      }
      inner.push(path(d, `fill="${p.accent}" fill-opacity="0.5"`));
      inner.push(
        path(
          blob(s, fx, fy - 10, 190, 55, 0.3, 10, -0.12),
          `fill="${shade(p.accent, -0.35)}" fill-opacity="0.45"`,
        ),
      );
      s.soft(path(d, `fill="none" stroke="${shade(p.accent, -0.5)}" stroke-width="34"`), 12, 0.55, {
        x: fx,
        y: fy,
        r: 280,
      });
      return inner.join('');
    }),
  );
  parts.push(gloss(fx - 40, fy - 34, 160, 20, 0.6, -12));
  parts.push(gloss(fx + 90, fy + 30, 60, 10, 0.4, -12));
  for (const [x, y] of scatter(s, 50, fx, fy, 160, 0)) {
    parts.push(
      ellipse(
        x,
        y,
        5,
        3,
        `fill="#fbf5e4" transform="rotate(${f(s.rand(0, 180))} ${f(x)} ${f(y)})"`,
      ),
    );
  }
  for (const [x, y] of scatter(s, 14, fx, fy, 170, 28)) {
    parts.push(circle(x, y, 8, 'fill="none" stroke="#5aa33c" stroke-width="4"'));
  }
  parts.push(lemonHalf(s, cx - side * 260, cy - 230, 55));
  return { svg: parts.join(''), occupied: [{ x: cx, y: cy, r: r * 1.05 }] };
};

const pancakes: DishFn = (s, p, { cx, cy }) => {
  const r = 410;
  const parts = [s.layer(), plate(s, cx, cy, r, p.surface), s.layer()];
  const pr = 275;
  for (let i = 3; i >= 0; i--) {
    const x = cx + i * 10 - 10;
    const y = cy + i * 14 - 14;
    const d = blob(s, x, y, pr, pr * 0.97, 0.015, 14);
    if (i === 3) parts.push(roundShadow(s, x, y, pr, pr));
    parts.push(path(d, `fill="${shade(p.food, -0.1 - i * 0.04)}"`));
    parts.push(
      path(
        blob(s, x - 4, y - 6, pr * 0.985, pr * 0.965, 0.015, 14),
        `fill="${s.radial([
          [0, shade(p.food, -0.05)],
          [0.75, p.food],
          [0.93, shade(p.food, 0.2)],
          [1, shade(p.food, 0.35)],
        ])}"`,
      ),
    );
  }
  const top = { x: cx - 14, y: cy - 20, r: pr * 0.9 };
  parts.push(dust(s, top.x, top.y, top.r * 0.9, 120, shade(p.food, -0.3), 3));
  parts.push(
    path(
      blob(s, top.x + 30, top.y + 20, 190, 170, 0.22, 11),
      `fill="${p.accent}" fill-opacity="0.82"`,
    ),
  );
  parts.push(
    path(
      `M${f(top.x + 150)},${f(top.y + 90)}Q${f(top.x + 250)},${f(top.y + 170)} ${f(top.x + 250)},${f(top.y + 260)}`,
      `fill="none" stroke="${p.accent}" stroke-width="38" stroke-linecap="round" stroke-opacity="0.82"`,
    ),
  );
  parts.push(gloss(top.x - 20, top.y - 40, 90, 24, 0.55));
  parts.push(gloss(top.x + 200, top.y + 170, 14, 30, 0.5, 0));
  parts.push(s.layer());
  const bx = top.x + s.rand(-20, 20);
  const by = top.y + s.rand(-30, 10);
  parts.push(butterPat(s, bx, by, 84));
  for (const [x, y] of scatter(s, 9, top.x, top.y, top.r * 0.85, 75)) {
    if (Math.hypot(x - bx, y - by) > 85)
      parts.push(s.chance(0.5) ? berry(s, x, y, 24, p.garnish) : raspberry(s, x, y, 30, '#d0314b'));
  }
  for (const [x, y] of ring(s, 6, cx, cy, 350, 0.2)) parts.push(berry(s, x, y, 22, p.garnish));
  parts.push(dust(s, top.x, top.y, top.r, 260, '#ffffff', 2.2));
  return { svg: parts.join(''), occupied: [{ x: cx, y: cy, r: r * 1.05 }] };
};

const shakshuka: DishFn = (s, p, { cx, cy, side }) => {
  const r = 400;
  const ir = r * 0.86;
  const food: Circle = { x: cx, y: cy, r: ir };
  const parts = [s.layer(), skillet(s, cx, cy, r, side === 1 ? s.rand(10, 30) : s.rand(150, 170))];
  parts.push(
    s.clipped(s.clipCircle(cx, cy, ir), () => {
      const inner = [circle(cx, cy, ir, `fill="${p.food}"`), saucyTexture(s, food, p.food, 90)];
      for (const [x, y] of scatter(s, 25, cx, cy, ir * 0.9, 40)) {
        inner.push(
          path(
            chunk(s, x, y, s.rand(12, 22), 4),
            `fill="${s.chance(0.5) ? '#7fae3f' : '#e7a33a'}" fill-opacity="0.8"`,
          ),
        );
      }
      inner.push(s.layer());
      for (const [x, y] of scatter(s, 5, cx, cy, ir * 0.58, 200)) {
        const white = blob(s, x, y, 95, 85, 0.16, 10, s.rand(0, TAU));
        s.shadow(path(white, BLACK), { x: x + 4, y: y + 7, r: 110 }, 5, 0.25, 4, 7);
        inner.push(
          path(
            white,
            `fill="${s.radial([
              [0, '#ffffff'],
              [0.7, '#fbf7ee'],
              [1, '#efe3cc'],
            ])}"`,
          ),
        );
        const yx = x + s.rand(-12, 12);
        const yy = y + s.rand(-12, 12);
        inner.push(circle(yx + 2, yy + 4, 40, 'fill="#000" fill-opacity="0.12"'));
        inner.push(
          circle(yx, yy, 38, `fill="${p.accent}"`),
          circle(yx, yy, 38, 'fill="url(#dome)"'),
          gloss(yx - 12, yy - 14, 14, 8, 0.8),
        );
      }
      for (const [x, y] of scatter(s, 18, cx, cy, ir * 0.85, 40)) {
        inner.push(path(chunk(s, x, y, s.rand(9, 15), 5), 'fill="#fbfaf4"'));
      }
      inner.push(innerShadow(s, cx, cy, ir, 40, 0.5));
      inner.push(herbBits(s, scatter(s, 55, cx, cy, ir * 0.9, 0), 9, p.garnish));
      inner.push(dust(s, cx, cy, ir, 40, '#8a1a0c', 3));
      return inner.join('');
    }),
  );
  return { svg: parts.join(''), occupied: [{ x: cx, y: cy, r: r * 1.05 }] };
};

function muffinTop(
  s: Scene,
  x: number,
  y: number,
  r: number,
  p: DemoPalette,
  liner: string,
): string {
  const linerPath = roundedPoly(fluted(x, y, 36, r * 1.03, r * 0.98), 0.6);
  s.shadow(path(linerPath, BLACK), { x: x + 8, y: y + 12, r: r * 1.05 }, 8, 0.35, 8, 12);
  const top = blob(s, x - 3, y - 4, r * 0.97, r * 0.95, 0.06, 11);
  return (
    path(linerPath, `fill="${liner}"`) +
    path(linerPath, 'fill="url(#dome)" fill-opacity="0.6"') +
    path(
      top,
      `fill="${s.radial(
        [
          [0, shade(p.food, 0.15)],
          [0.7, p.food],
          [1, shade(p.food, -0.28)],
        ],
        { fx: 0.42, fy: 0.4 },
      )}"`,
    ) +
    `<g ${s.clipPath(top)}>` +
    scatter(s, 6, x, y, r * 0.75, r * 0.3)
      .map(
        ([bx, by]) =>
          path(blob(s, bx, by, r * 0.14, r * 0.12, 0.2, 7), `fill="${p.garnish}"`) +
          circle(bx, by, r * 0.12, 'fill="url(#dome)"'),
      )
      .join('') +
    crumbs(s, scatter(s, 40, x, y, r * 0.85, 0), r * 0.06, p.accent) +
    `</g>` +
    path(top, 'fill="url(#dome)" fill-opacity="0.7"')
  );
}

const muffins: DishFn = (s, p, { cx, cy }) => {
  const parts = [s.layer(), board(s, cx, cy, 1080, 820, p.surface, s.rand(-4, 4)), s.layer()];
  const liner = s.pick(['#f4efe6', '#d9b88f', '#e9c6c0']);
  for (let row = 0; row < 2; row++) {
    for (let col = 0; col < 3; col++) {
      parts.push(
        muffinTop(
          s,
          cx - 330 + col * 330 + s.rand(-15, 15),
          cy - 175 + row * 350 + s.rand(-15, 15),
          150,
          p,
          liner,
        ),
      );
    }
  }
  return { svg: parts.join(''), occupied: [{ x: cx, y: cy, r: 640 }] };
};

const cinnamonRolls: DishFn = (s, p, { cx, cy }) => {
  const parts = [s.layer()];
  const dish = bakingDish(s, cx, cy, 980, 980 * 0.78, p.surface);
  parts.push(dish.svg);
  const cols = 4;
  const rows = 3;
  const cw = dish.w / cols;
  const ch = dish.h / rows;
  parts.push(
    `<rect x="${f(dish.x)}" y="${f(dish.y)}" width="${f(dish.w)}" height="${f(dish.h)}" rx="30" fill="${shade(p.food, -0.45)}"/>`,
  );
  parts.push(s.layer());
  for (let row = 0; row < rows; row++) {
    for (let col = 0; col < cols; col++) {
      const x = dish.x + cw * (col + 0.5) + s.rand(-4, 4);
      const y = dish.y + ch * (row + 0.5) + s.rand(-4, 4);
      const outline = roundedRect(
        x - cw * 0.49,
        y - ch * 0.49,
        cw * 0.98,
        ch * 0.98,
        cw * 0.32,
        'FILL',
      );
      s.soft(outline.replace('FILL', BLACK), 6, 0.4, { x, y, r: Math.hypot(cw, ch) / 2 });
      parts.push(
        outline.replace(
          'FILL',
          `fill="${s.radial([
            [0, shade(p.food, -0.1)],
            [0.6, p.food],
            [0.9, shade(p.food, -0.15)],
            [1, shade(p.food, -0.35)],
          ])}"`,
        ),
      );
      const spiral: Pt[] = [];
      const turns = 2.6;
      const start = s.rand(0, TAU);
      for (let t = 0; t <= 36; t++) {
        const a = start + (t / 36) * turns * TAU;
        const rr = 8 + (t / 36) * cw * 0.4;
        spiral.push([x + Math.cos(a) * rr, y + Math.sin(a) * rr * (ch / cw)]);
      }
      parts.push(
        path(
          smoothOpen(spiral),
          `fill="none" stroke="${p.accent}" stroke-width="14" stroke-linecap="round" stroke-opacity="0.85"`,
        ),
      );
      parts.push(
        path(
          smoothOpen(spiral),
          'fill="none" stroke="#fff" stroke-width="4" stroke-opacity="0.22" transform="translate(-6 -6)"',
        ),
      );
      // icing pooled in the middle and run into the swirl
      const from = s.int(6, 14);
      parts.push(
        path(
          smoothOpen(spiral.slice(from, from + s.int(8, 16))),
          'fill="none" stroke="#fffaf0" stroke-width="16" stroke-linecap="round" stroke-opacity="0.85"',
        ),
      );
      const ix = x + s.rand(-18, 18);
      const iy = y + s.rand(-18, 18);
      parts.push(
        path(
          blob(s, ix, iy, cw * s.rand(0.18, 0.3), ch * s.rand(0.18, 0.28), 0.35, 12),
          'fill="#fffaf0" fill-opacity="0.92"',
        ),
      );
      for (const [dx, dy] of scatter(s, 2, ix, iy, cw * 0.35, 20))
        parts.push(path(blob(s, dx, dy, 12, 9, 0.3, 7), 'fill="#fffaf0" fill-opacity="0.9"'));
      parts.push(gloss(ix - cw * 0.06, iy - ch * 0.08, cw * 0.1, ch * 0.04, 0.8));
    }
  }
  return { svg: parts.join(''), occupied: [{ x: cx, y: cy, r: 580 }] };
};

const deviledEggs: DishFn = (s, p, { cx, cy }) => {
  const r = 430;
  const parts = [s.layer(), plate(s, cx, cy, r, p.surface, 0.16), s.layer()];
  const eggs = [...ring(s, 8, cx, cy, 280), ...ring(s, 2, cx, cy, 80)];
  eggs.forEach(([x, y], i) => {
    const angle = (Math.atan2(y - cy, x - cx) * 180) / Math.PI + (i >= 8 ? 90 : 0);
    const yolkPts = fluted(0, 0, 12, 50, 43).map(([a, b]) => [a * 1.1, b * 0.85] as const);
    const yolk = roundedPoly(yolkPts, 0.7);
    s.shadow(
      ellipse(0, 0, 105, 68, BLACK),
      { x: x + 8, y: y + 12, r: 105 },
      8,
      0.35,
      0,
      0,
      `translate(${f(x + 8)} ${f(y + 12)}) rotate(${f(angle)})`,
    );
    parts.push(
      `<g transform="translate(${f(x)} ${f(y)}) rotate(${f(angle)})">` +
        ellipse(
          0,
          0,
          105,
          68,
          `fill="${s.radial([
            [0, '#ffffff'],
            [0.8, '#fbf8f0'],
            [1, '#e9e1cf'],
          ])}"`,
        ) +
        path(yolk, 'fill="#000" fill-opacity="0.12" transform="translate(3 5)"') +
        path(yolk, `fill="${p.food}"`) +
        path(
          roundedPoly(
            yolkPts.map(([a, b]) => [a * 0.6, b * 0.6] as const),
            0.7,
          ),
          `fill="none" stroke="${shade(p.food, -0.15)}" stroke-width="3"`,
        ) +
        path(yolk, 'fill="url(#dome)"') +
        dust(s, 0, 0, 40, 18, p.accent, 2.6) +
        `</g>`,
    );
    for (let k = 0; k < 3; k++) {
      const a = s.rand(0, TAU);
      const hx = x + Math.cos(a) * 25;
      const hy = y + Math.sin(a) * 20;
      parts.push(
        roundedRect(
          hx,
          hy,
          18,
          5,
          2,
          `fill="${p.garnish}" transform="rotate(${f(s.rand(0, 180))} ${f(hx)} ${f(hy)})"`,
        ),
      );
    }
  });
  return { svg: parts.join(''), occupied: [{ x: cx, y: cy, r: r * 1.05 }] };
};

const samosas: DishFn = (s, p, { cx, cy, side }) => {
  const r = 410;
  const parts = [s.layer(), plate(s, cx, cy, r, p.surface), s.layer()];
  for (const [x, y] of ring(s, 5, cx - side * 60, cy - 40, 190, 0.1)) {
    const a = s.rand(0, TAU);
    const tri = roundedPoly(
      [0, 1, 2].map((k) => {
        const aa = a + (k / 3) * TAU;
        return [x + Math.cos(aa) * 140, y + Math.sin(aa) * 120] as const;
      }),
      0.35,
    );
    shadowFor(s, path(tri, BLACK), { x, y, r: 145 }, 120);
    parts.push(
      path(
        tri,
        `fill="${s.radial([
          [0, shade(p.food, 0.2)],
          [0.8, p.food],
          [1, shade(p.food, -0.3)],
        ])}"`,
      ),
    );
    parts.push(
      `<g ${s.clipPath(tri)}>${dust(s, x, y, 120, 45, shade(p.food, -0.35), 4)}${dust(s, x, y, 120, 30, shade(p.food, 0.35), 4)}</g>`,
    );
    parts.push(
      path(
        tri,
        `fill="none" stroke="${shade(p.food, -0.25)}" stroke-width="5" stroke-dasharray="4 10" stroke-opacity="0.6"`,
      ),
    );
  }
  parts.push(s.layer());
  const dipX = cx + side * 150;
  const dipY = cy + 150;
  const dip = bowl(s, dipX, dipY, 110, '#f2eee6', p.garnish);
  parts.push(dip.svg);
  parts.push(
    s.clipped(s.clipCircle(dip.food.x, dip.food.y, dip.food.r), () => {
      return (
        saucyTexture(s, dip.food, p.garnish, 10) +
        innerShadow(s, dip.food.x, dip.food.y, dip.food.r, 16, 0.4)
      );
    }),
  );
  parts.push(gloss(dipX - 30, dipY - 30, 30, 10, 0.5));
  const lx = cx - side * 250;
  const ly = cy + 250;
  parts.push(
    rotated(
      s.rand(0, 360),
      lx,
      ly,
      path(`M${f(lx - 60)},${f(ly)}A60,60 0 0 0 ${f(lx + 60)},${f(ly)}Z`, 'fill="#7fb23a"') +
        path(
          `M${f(lx - 50)},${f(ly + 4)}A50,48 0 0 0 ${f(lx + 50)},${f(ly + 4)}Z`,
          'fill="#cfe58a"',
        ),
    ),
  );
  parts.push(herbBits(s, scatter(s, 30, cx, cy, 330, 0), 11, '#3f8f3a'));
  return { svg: parts.join(''), occupied: [{ x: cx, y: cy, r: r * 1.05 }] };
};

const beanDip: DishFn = (s, p, { cx, cy }) => {
  const r = 500;
  const parts = [s.layer(), plate(s, cx, cy, r, p.surface, 0.1), s.layer()];
  for (const [x, y] of ring(s, 16, cx, cy, 400, 0.1)) {
    const a = Math.atan2(y - cy, x - cx) + s.rand(-0.4, 0.4);
    const d = roundedPoly(
      [0, 1, 2].map((k) => {
        const aa = a + (k / 3) * TAU;
        const rr = k === 0 ? 115 : 85;
        return [x + Math.cos(aa) * rr, y + Math.sin(aa) * rr] as const;
      }),
      0.25,
    );
    s.shadow(path(d, BLACK), { x: x + 6, y: y + 10, r: 115 }, 6, 0.3, 6, 10);
    parts.push(
      path(
        d,
        `fill="${s.radial([
          [0, '#f3d27f'],
          [1, '#d6a143'],
        ])}"`,
      ),
    );
    parts.push(
      `<g ${s.clipPath(d)}>${dust(s, x, y, 80, 16, '#b5782a', 4)}${dust(s, x, y, 80, 10, '#ffffff', 2)}</g>`,
    );
  }
  parts.push(s.layer());
  const b = bowl(s, cx, cy, 300, '#f4f1ea', p.food);
  parts.push(b.svg);
  parts.push(
    s.clipped(s.clipCircle(b.food.x, b.food.y, b.food.r), () => {
      const inner: string[] = [];
      for (const [x, y] of scatter(s, 520, b.food.x, b.food.y, b.food.r, 0)) {
        inner.push(
          roundedRect(
            x,
            y,
            s.rand(16, 30),
            5,
            2.5,
            `fill="${shade(p.accent, s.rand(-0.12, 0.1))}" transform="rotate(${f(s.rand(0, 180))} ${f(x)} ${f(y)})"`,
          ),
        );
      }
      for (const [x, y] of scatter(s, 20, b.food.x, b.food.y, b.food.r * 0.85, 40)) {
        inner.push(
          path(chunk(s, x, y, 15, 4), 'fill="#d8322a"'),
          path(chunk(s, x, y, 8, 4), 'fill="#f06a4f" fill-opacity="0.7"'),
        );
      }
      for (const [x, y] of scatter(s, 10, b.food.x, b.food.y, b.food.r * 0.85, 40)) {
        inner.push(circle(x, y, 14, 'fill="#1d1b1a"'), circle(x, y, 6, `fill="${p.food}"`));
      }
      for (const [x, y] of scatter(s, 24, b.food.x, b.food.y, b.food.r * 0.85, 20)) {
        inner.push(circle(x, y, 9, `fill="none" stroke="${p.garnish}" stroke-width="4"`));
      }
      inner.push(innerShadow(s, b.food.x, b.food.y, b.food.r, 30, 0.35));
      return inner.join('');
    }),
  );
  return { svg: parts.join(''), occupied: [{ x: cx, y: cy, r: r * 1.05 }] };
};

function cookie(s: Scene, x: number, y: number, r: number, p: DemoPalette): string {
  const d = blob(s, x, y, r, r * s.rand(0.92, 1), 0.06, 12);
  s.shadow(path(d, BLACK), { x: x + 7, y: y + 11, r }, 8, 0.35, 7, 11);
  const parts = [
    path(
      d,
      `fill="${s.radial([
        [0, shade(p.food, 0.12)],
        [0.65, p.food],
        [1, shade(p.food, -0.3)],
      ])}"`,
    ),
  ];
  parts.push(`<g ${s.clipPath(d)}>`);
  for (let i = 0; i < 5; i++) {
    const a = s.rand(0, TAU);
    const pts: Pt[] = [
      [x + Math.cos(a) * r * 0.1, y + Math.sin(a) * r * 0.1],
      [x + Math.cos(a + 0.3) * r * 0.5, y + Math.sin(a + 0.3) * r * 0.5],
      [x + Math.cos(a) * r * 0.9, y + Math.sin(a) * r * 0.9],
    ];
    parts.push(
      path(
        smoothOpen(pts),
        `fill="none" stroke="${shade(p.food, -0.35)}" stroke-width="3" stroke-opacity="0.35"`,
      ),
    );
  }
  for (const [chx, chy] of scatter(s, s.int(7, 10), x, y, r * 0.8, r * 0.22)) {
    const c = chunk(s, chx, chy, s.rand(r * 0.09, r * 0.13), 5);
    parts.push(path(c, `fill="${p.accent}"`), path(c, 'fill="url(#dome)"'));
  }
  parts.push('</g>');
  parts.push(dust(s, x, y, r * 0.7, 6, '#ffffff', 2.5));
  return parts.join('');
}

const cookies: DishFn = (s, p, { cx, cy, side }) => {
  const parts = [s.layer(), parchment(s, cx, cy, 1120, 860, s.rand(-6, 6)), s.layer()];
  const r = 125;
  for (const [x, y] of scatter(s, 7, cx, cy, 330, 2 * r + 14)) parts.push(cookie(s, x, y, r, p));
  const gx = cx - side * 610;
  const gy = cy - 380;
  parts.push(drinkGlass(s, gx, gy, 150, '#fbfaf6'));
  parts.push(crumbs(s, scatter(s, 14, cx, cy, 480, 0), 10, p.food));
  parts.push(crumbs(s, scatter(s, 8, cx, cy, 480, 0), 12, p.accent));
  return {
    svg: parts.join(''),
    occupied: [
      { x: cx, y: cy, r: 600 },
      { x: gx, y: gy, r: 170 },
    ],
  };
};

function ramekin(s: Scene, x: number, y: number, r: number, color: string): string {
  const outline = smoothClosed(fluted(x, y, 22, r, r * 0.965));
  return (
    roundShadow(s, x, y, r, r) +
    path(
      outline,
      `fill="${s.radial([
        [0, color],
        [0.85, color],
        [1, shade(color, -0.15)],
      ])}"`,
    ) +
    circle(
      x,
      y,
      r * 0.84,
      `fill="${s.linear([
        [0, shade(color, -0.18)],
        [1, shade(color, 0.1)],
      ])}"`,
    )
  );
}

const cremeBrulee: DishFn = (s, p, { cx, cy, side }) => {
  const parts = [s.layer()];
  const r = 250;
  const centers: Pt[] = [
    [cx - side * 150, cy - 120],
    [cx + side * 270, cy + 210],
  ];
  centers.forEach(([x, y], idx) => {
    parts.push(ramekin(s, x, y, r, p.surface));
    const fr = r * 0.8;
    parts.push(
      circle(
        x,
        y,
        fr,
        `fill="${s.radial([
          [0, shade(p.food, 0.12)],
          [0.55, p.food],
          [0.9, shade(p.food, -0.2)],
          [1, shade(p.accent, 0.1)],
        ])}"`,
      ),
    );
    parts.push(
      s.clipped(s.clipCircle(x, y, fr), () => {
        const inner: string[] = [];
        // torched sugar: a few soft darker patches and fine specks, no big blotches
        for (const [bx, by] of scatter(s, 7, x, y, fr * 0.8, 60)) {
          const br = s.rand(25, 50);
          s.soft(
            path(blob(s, bx, by, br, br * 0.7, 0.3, 7, s.rand(0, TAU)), `fill="${p.accent}"`),
            12,
            0.22,
            { x: bx, y: by, r: br },
          );
        }
        inner.push(s.layer(), dust(s, x, y, fr, 70, p.accent, 3));
        if (idx === 0) {
          const crack: Pt[] = [];
          for (let k = 0; k <= 6; k++)
            crack.push([x - fr * 0.55 + k * fr * 0.18, y + s.rand(-18, 18)]);
          const d = crack
            .map(([cx2, cy2], k) => `${k === 0 ? 'M' : 'L'}${f(cx2)},${f(cy2)}`)
            .join('');
          inner.push(
            path(
              d,
              `fill="none" stroke="${shade(p.accent, -0.3)}" stroke-width="9" stroke-linejoin="round" stroke-opacity="0.6" transform="translate(0 3)"`,
            ),
          );
          inner.push(
            path(d, 'fill="none" stroke="#fbe3a8" stroke-width="6" stroke-linejoin="round"'),
          );
        }
        inner.push(innerShadow(s, x, y, fr, 24, 0.45));
        inner.push(gloss(x - fr * 0.3, y - fr * 0.42, fr * 0.4, fr * 0.09, 0.85, -25));
        inner.push(gloss(x + fr * 0.4, y + fr * 0.35, fr * 0.15, fr * 0.04, 0.5, -40));
        return inner.join('');
      }),
    );
    parts.push(raspberry(s, x + fr * 0.35, y + fr * 0.22, 28, p.garnish));
    parts.push(raspberry(s, x + fr * 0.12, y + fr * 0.42, 26, p.garnish));
    parts.push(berry(s, x + fr * 0.45, y + fr * 0.48, 18, '#3b3f7a'));
    parts.push(leaf(s, x + fr * 0.55, y + fr * 0.05, 60, 30, s.rand(0, 360), '#4f9a42'));
  });
  parts.push(s.layer(), cutlery(s, 'spoon', cx + side * 260, cy - 250, side * s.rand(35, 55), 0.9));
  return { svg: parts.join(''), occupied: centers.map(([x, y]) => ({ x, y, r: r * 1.1 })) };
};

const mousse: DishFn = (s, p, { cx, cy, side }) => {
  const parts = [s.layer()];
  const cups: [number, number, number][] = [
    [cx - side * 170, cy - 90, 260],
    [cx + side * 280, cy + 230, 200],
  ];
  for (const [x, y, r] of cups) {
    parts.push(glassRim(s, x, y, r, p.food));
    const fr = r * 0.9;
    parts.push(
      circle(
        x,
        y,
        fr,
        `fill="${s.radial([
          [0, shade(p.food, 0.12)],
          [1, shade(p.food, -0.2)],
        ])}"`,
      ),
    );
    const swirl: Pt[] = [];
    for (let t = 0; t < 20; t++) {
      const a = t * 0.8;
      swirl.push([x + Math.cos(a) * (10 + t * 9), y + Math.sin(a) * (10 + t * 9)]);
    }
    parts.push(
      path(
        smoothOpen(swirl),
        `fill="none" stroke="${shade(p.food, 0.15)}" stroke-width="10" stroke-opacity="0.35"`,
      ),
    );
    parts.push(s.layer());
    const cream = roundedPoly(fluted(x, y, 8, r * 0.32, r * 0.24), 0.7);
    s.shadow(path(cream, BLACK), { x: x + 5, y: y + 8, r: r * 0.33 }, 5, 0.3, 5, 8);
    parts.push(path(cream, 'fill="#fffaf1"'), path(cream, 'fill="url(#dome)" fill-opacity="0.6"'));
    parts.push(circle(x, y, r * 0.08, `fill="${shade('#fffaf1', -0.1)}"`));
    parts.push(raspberry(s, x + r * 0.12, y - r * 0.05, r * 0.13, p.garnish));
    for (const [sx, sy] of scatter(s, 12, x, y, fr * 0.9, 20)) {
      if (Math.hypot(sx - x, sy - y) > r * 0.35) {
        parts.push(
          roundedRect(
            sx,
            sy,
            18,
            7,
            3,
            `fill="${p.accent}" transform="rotate(${f(s.rand(0, 180))} ${f(sx)} ${f(sy)})"`,
          ),
        );
      }
    }
    parts.push(leaf(s, x - r * 0.18, y + r * 0.1, r * 0.24, r * 0.12, s.rand(0, 360), '#4f9a42'));
    parts.push(s.layer());
  }
  for (const [x, y] of scatter(s, 5, cx - side * 360, cy + 320, 120, 60))
    parts.push(raspberry(s, x, y, 28, p.garnish));
  parts.push(cutlery(s, 'spoon', cx + side * 380, cy - 230, side * s.rand(20, 40), 0.85));
  return { svg: parts.join(''), occupied: cups.map(([x, y, r]) => ({ x, y, r: r * 1.1 })) };
};

const layerCake: DishFn = (s, p, { cx, cy, side }) => {
  const r = 440;
  const parts = [s.layer(), plate(s, cx, cy, r, p.surface, 0.1), s.layer()];
  const cr = r * 0.8;
  const start = s.rand(0, TAU);
  const a0 = start;
  const a1 = start + TAU - 0.75;
  const wedge = wedgePath(cx, cy, cr, a0, a1);
  // the shadow stops at the cut, where the slice is missing
  parts.push(
    `<g ${s.clipPath(wedgePath(cx, cy, cr * 1.3, a0, a1))}>${roundShadow(s, cx, cy, cr, cr)}</g>`,
  );
  parts.push(
    path(
      wedge,
      `fill="${s.radial([
        [0, shade(p.food, 0.1)],
        [0.85, p.food],
        [1, shade(p.food, -0.25)],
      ])}"`,
    ),
  );
  parts.push(
    s.clipped(s.clipPath(wedge), () => {
      const rings: string[] = [];
      for (let k = 1; k < 6; k++) {
        rings.push(
          circle(
            cx + s.rand(-10, 10),
            cy + s.rand(-10, 10),
            k * cr * 0.15,
            `fill="none" stroke="${shade(p.food, 0.18)}" stroke-width="8" stroke-opacity="0.18"`,
          ),
        );
      }
      for (const a of [a0, a1]) {
        s.soft(
          path(
            `M${f(cx)},${f(cy)}L${f(cx + Math.cos(a) * cr)},${f(cy + Math.sin(a) * cr)}`,
            `stroke="${shade(p.food, -0.4)}" stroke-width="14"`,
          ),
          3,
          0.7,
          { x: cx + (Math.cos(a) * cr) / 2, y: cy + (Math.sin(a) * cr) / 2, r: cr / 2 + 10 },
        );
      }
      return rings.join('');
    }),
  );
  for (let i = 0; i < 26; i++) {
    const a = a0 + 0.12 + (i / 25) * (TAU - 0.75 - 0.24);
    const x = cx + Math.cos(a) * cr * 0.9;
    const y = cy + Math.sin(a) * cr * 0.9;
    const ros = roundedPoly(fluted(x, y, 6, 30, 22, a), 0.7);
    s.shadow(path(ros, BLACK), { x: x + 3, y: y + 5, r: 30 }, 3, 0.3, 3, 5);
    parts.push(path(ros, `fill="${shade(p.food, 0.08)}"`), path(ros, 'fill="url(#dome)"'));
  }
  parts.push(s.layer());
  for (const [x, y] of scatter(s, 9, cx, cy, cr * 0.45, 60)) {
    parts.push(
      s.chance(0.6) ? raspberry(s, x, y, 28, p.garnish) : strawberry(s, x, y, 34, s.rand(0, 360)),
    );
  }
  for (const [x, y] of scatter(s, 40, cx, cy, cr * 0.7, 0)) {
    parts.push(
      roundedRect(
        x,
        y,
        s.rand(14, 30),
        7,
        3.5,
        `fill="${p.accent}" transform="rotate(${f(s.rand(0, 180))} ${f(x)} ${f(y)})"`,
      ),
    );
  }
  parts.push(dust(s, cx, cy, cr, 120, '#fff4e0', 2));
  // the missing slice, on its side, on a small plate
  const sx = cx - side * 520;
  const sy = cy + 330;
  parts.push(plate(s, sx, sy, 200, p.surface, 0.18), s.layer());
  const sliceAngle = s.rand(-25, 25);
  const layers = [p.accent, shade(p.food, 0.15), p.accent, shade(p.food, 0.15), p.accent];
  const slice = layers.map((c, i) => {
    const y0 = -90 + i * 36;
    return path(
      `M-150,${f(y0)}L150,${f(y0 + (i - 2) * 10)}L150,${f(y0 + 36 + (i - 2) * 10)}L-150,${f(y0 + 36)}Z`,
      `fill="${c}"`,
    );
  });
  const sliceOutline = roundedPoly(
    [
      [-150, -90],
      [150, -110],
      [150, 110],
      [-150, 90],
    ],
    0.1,
  );
  s.shadow(
    path(sliceOutline, BLACK),
    { x: sx + 8, y: sy + 12, r: 190 },
    8,
    0.35,
    0,
    0,
    `translate(${f(sx + 8)} ${f(sy + 12)}) rotate(${f(sliceAngle)})`,
  );
  const t = `translate(${f(sx)} ${f(sy)}) rotate(${f(sliceAngle)})`;
  parts.push(
    `<g transform="${t}"><g ${s.clipPath(sliceOutline)}>${slice.join('')}<rect x="-150" y="-110" width="300" height="220" fill="url(#side)" fill-opacity="0.6"/></g>` +
      `<path d="M150,-110L150,110" stroke="${shade(p.food, 0.1)}" stroke-width="22" stroke-linecap="round"/></g>`,
  );
  parts.push(s.layer(), cutlery(s, 'fork', sx + side * 130, sy - 40, side * 110, 0.6));
  return {
    svg: parts.join(''),
    occupied: [
      { x: cx, y: cy, r: r * 1.05 },
      { x: sx, y: sy, r: 220 },
    ],
  };
};

const brownies: DishFn = (s, p, { cx, cy }) => {
  const parts = [s.layer(), parchment(s, cx, cy, 1060, 840, s.rand(-4, 4)), s.layer()];
  const size = 215;
  for (let row = 0; row < 3; row++) {
    for (let col = 0; col < 4; col++) {
      const x = cx + (col - 1.5) * (size + 26) + s.rand(-8, 8);
      const y = cy + (row - 1) * (size + 26) + s.rand(-8, 8);
      const d = roundedPoly(
        [
          [x - size / 2 + s.rand(-4, 4), y - size / 2 + s.rand(-4, 4)],
          [x + size / 2 + s.rand(-4, 4), y - size / 2 + s.rand(-4, 4)],
          [x + size / 2 + s.rand(-4, 4), y + size / 2 + s.rand(-4, 4)],
          [x - size / 2 + s.rand(-4, 4), y + size / 2 + s.rand(-4, 4)],
        ],
        0.12,
      );
      parts.push(rectShadow(s, x - size / 2 + 6, y - size / 2 + 9, size, size, 6, 0.4));
      parts.push(
        path(
          d,
          `fill="${s.linear([
            [0, shade(p.food, 0.1)],
            [1, shade(p.food, -0.15)],
          ])}"`,
        ),
      );
      parts.push(`<g ${s.clipPath(d)}>`);
      // the shiny, crackled crust: flakes with dark cracks between them
      for (const [fx2, fy2] of scatter(s, 4, x, y, size * 0.45, 70)) {
        const flake = chunk(s, fx2, fy2, s.rand(55, 85), s.int(5, 7));
        parts.push(
          path(
            flake,
            `fill="${shade(p.food, 0.1)}" fill-opacity="0.45" stroke="${shade(p.food, -0.45)}" stroke-width="2" stroke-opacity="0.55"`,
          ),
        );
        parts.push(gloss(fx2 - 10, fy2 - 14, s.rand(26, 42), s.rand(6, 10), 0.3, s.rand(-40, 0)));
      }
      parts.push(
        `<rect x="${f(x - size / 2)}" y="${f(y - size / 2)}" width="${size}" height="${size}" fill="url(#side)" fill-opacity="0.5"/></g>`,
      );
      if (s.chance(0.5)) {
        const wx = x + s.rand(-50, 50);
        const wy = y + s.rand(-50, 50);
        const nut = blob(s, wx, wy, 26, 19, 0.25, 8, s.rand(0, TAU));
        parts.push(path(nut, `fill="${p.accent}"`), path(nut, 'fill="url(#dome)"'));
        parts.push(
          path(
            `M${f(wx - 14)},${f(wy - 4)}Q${f(wx)},${f(wy + 8)} ${f(wx + 14)},${f(wy - 4)}M${f(wx)},${f(wy - 14)}V${f(wy + 12)}`,
            `fill="none" stroke="${shade(p.accent, -0.4)}" stroke-width="2.5" stroke-linecap="round"`,
          ),
        );
      }
    }
  }
  parts.push(crumbs(s, scatter(s, 16, cx, cy, 520, 0), 10, p.food));
  return { svg: parts.join(''), occupied: [{ x: cx, y: cy, r: 620 }] };
};

const pie: DishFn = (s, p, { cx, cy }) => {
  const r = 440;
  const parts = [s.layer(), plate(s, cx, cy, r, p.surface, 0.12), s.layer()];
  const cr = r * 0.86;
  const fr = cr * 0.84;
  const crimps = 34;
  const rim = smoothClosed(fluted(cx, cy, crimps, cr, cr * 0.95));
  parts.push(roundShadow(s, cx, cy, cr, cr));
  parts.push(
    path(
      rim,
      `fill="${s.radial([
        [0, shade(p.accent, 0.2)],
        [0.85, p.accent],
        [0.93, shade(p.accent, 0.12)],
        [1, shade(p.accent, -0.3)],
      ])}"`,
    ),
  );
  for (let i = 0; i < crimps; i++) {
    const a = (i / crimps) * TAU;
    parts.push(
      path(
        `M${f(cx + Math.cos(a) * fr * 1.02)},${f(cy + Math.sin(a) * fr * 1.02)}L${f(cx + Math.cos(a) * cr * 0.93)},${f(cy + Math.sin(a) * cr * 0.93)}`,
        `stroke="${shade(p.accent, -0.35)}" stroke-width="4" stroke-opacity="0.45" stroke-linecap="round"`,
      ),
    );
  }
  parts.push(circle(cx, cy, fr, `fill="${shade(p.food, -0.1)}"`));
  parts.push(
    s.clipped(s.clipCircle(cx, cy, fr), () => {
      const inner: string[] = [];
      for (const [x, y] of scatter(s, 40, cx, cy, fr, 40)) {
        inner.push(
          path(
            `M${f(x - 40)},${f(y)}A42,42 0 0 1 ${f(x + 40)},${f(y)}Z`,
            `fill="${shade(p.food, s.rand(-0.05, 0.15))}" transform="rotate(${f(s.rand(0, 360))} ${f(x)} ${f(y)})"`,
          ),
        );
      }
      inner.push(innerShadow(s, cx, cy, fr, 30, 0.4));
      const n = 6;
      const sw = 62;
      const step = (fr * 2) / n;
      const strip = (i: number, vertical: boolean, from: number, to: number): string => {
        const pos = -fr + step * (i + 0.5);
        const [x, y, w, h] = vertical
          ? [cx + pos - sw / 2, cy + from, sw, to - from]
          : [cx + from, cy + pos - sw / 2, to - from, sw];
        return (
          roundedRect(x + 3, y + 5, w + 4, h + 4, 14, 'fill="#000" fill-opacity="0.12"') +
          roundedRect(x + 5, y + 8, w, h, 12, 'fill="#000" fill-opacity="0.18"') +
          roundedRect(
            x,
            y,
            w,
            h,
            12,
            `fill="${s.linear(
              [
                [0, shade(p.accent, -0.12)],
                [0.5, shade(p.accent, 0.15)],
                [1, shade(p.accent, -0.18)],
              ],
              0,
              0,
              vertical ? 1 : 0,
              vertical ? 0 : 1,
            )}"`,
          )
        );
      };
      for (let i = 0; i < n; i++) inner.push(strip(i, true, -fr, fr));
      inner.push(s.layer());
      for (let i = 0; i < n; i++) inner.push(strip(i, false, -fr, fr));
      inner.push(s.layer());
      for (let i = 0; i < n; i++) {
        for (let j = 0; j < n; j++) {
          if ((i + j) % 2 === 0) {
            const y = -fr + step * (j + 0.5);
            inner.push(strip(i, true, y - sw * 0.8, y + sw * 0.8));
          }
        }
      }
      inner.push(dust(s, cx, cy, fr, 220, '#fff8e6', 2.5));
      return inner.join('');
    }),
  );
  return { svg: parts.join(''), occupied: [{ x: cx, y: cy, r: r * 1.05 }] };
};

const roastPotatoes: DishFn = (s, p, { cx, cy, side }) => {
  const r = 400;
  const ir = r * 0.86;
  const parts = [s.layer(), skillet(s, cx, cy, r, side === 1 ? s.rand(-20, 20) : s.rand(160, 200))];
  parts.push(
    s.clipped(s.clipCircle(cx, cy, ir), () => {
      const inner = [circle(cx, cy, ir, 'fill="#2f2b27"'), s.layer()];
      for (const [x, y] of scatter(s, 30, cx, cy, ir * 0.95, 92)) {
        inner.push(roastedPotato(s, x, y, s.rand(50, 62), p.food));
        inner.push(dust(s, x, y, 40, 10, p.accent, 3));
      }
      for (const [x, y] of scatter(s, 6, cx, cy, ir * 0.8, 60)) {
        inner.push(
          ellipse(
            x,
            y,
            24,
            16,
            `fill="#f1e4c4" transform="rotate(${f(s.rand(0, 180))} ${f(x)} ${f(y)})"`,
          ),
          circle(x, y, 18, 'fill="url(#dome)"'),
        );
      }
      for (let i = 0; i < 5; i++) {
        inner.push(
          sprig(
            s,
            cx + s.rand(-200, 200),
            cy + s.rand(-200, 200),
            s.rand(120, 180),
            s.rand(0, 360),
            p.garnish,
            20,
          ),
        );
      }
      inner.push(innerShadow(s, cx, cy, ir, 40, 0.5));
      inner.push(dust(s, cx, cy, ir, 80, '#f8f1d8', 2.5));
      return inner.join('');
    }),
  );
  return { svg: parts.join(''), occupied: [{ x: cx, y: cy, r: r * 1.05 }] };
};

const glazedCarrots: DishFn = (s, p, { cx, cy }) => {
  const rx = 520;
  const ry = 360;
  const parts = [s.layer(), platter(s, cx, cy, rx, ry, p.surface)];
  parts.push(
    path(
      blob(s, cx + 30, cy, 290, 200, 0.2, 10),
      `fill="${shade(p.accent, -0.1)}" fill-opacity="0.4"`,
    ),
  );
  parts.push(gloss(cx - 120, cy - 120, 140, 20, 0.35, -10));
  parts.push(s.layer());
  const count = 11;
  for (let i = 0; i < count; i++) {
    const t = (i - (count - 1) / 2) / count;
    const y = cy + t * 560 + s.rand(-10, 10);
    const len = s.rand(300, 380) * Math.sqrt(1 - Math.min(0.85, (t * 2) ** 2 * 0.6));
    const x = cx + 40 + s.rand(-30, 30);
    const w = s.rand(40, 52);
    const angle = s.rand(-8, 8);
    const d = `M${f(-len / 2)},${f(-w / 2)}Q${f(len * 0.2)},${f(-w * 0.45)} ${f(len / 2)},0Q${f(len * 0.2)},${f(w * 0.45)} ${f(-len / 2)},${f(w / 2)}Q${f(-len / 2 - w * 0.4)},0 ${f(-len / 2)},${f(-w / 2)}Z`;
    const ridges = [0.15, 0.35, 0.55]
      .map((k) =>
        path(
          `M${f(-len / 2 + len * k)},${f(-w * 0.4)}q6,${f(w * 0.4)} 0,${f(w * 0.8)}`,
          `fill="none" stroke="${shade(p.food, -0.3)}" stroke-width="2" stroke-opacity="0.5"`,
        ),
      )
      .join('');
    s.shadow(
      path(d, BLACK),
      { x: x + 6, y: y + 10, r: len / 2 + 50 },
      5,
      0.35,
      0,
      0,
      `translate(${f(x + 6)} ${f(y + 10)}) rotate(${f(angle)})`,
    );
    parts.push(
      `<g transform="translate(${f(x)} ${f(y)}) rotate(${f(angle)})">` +
        `<path d="${d}" fill="${s.linear(
          [
            [0, shade(p.food, 0.25)],
            [0.5, p.food],
            [1, shade(p.food, -0.3)],
          ],
          0,
          0,
          0,
          1,
        )}"/>${ridges}` +
        `<path d="M${f(-len * 0.4)},${f(-w * 0.18)}Q0,${f(-w * 0.26)} ${f(len * 0.35)},${f(-w * 0.08)}" fill="none" stroke="#fff" stroke-width="5" stroke-linecap="round" stroke-opacity="0.45"/>` +
        `<path d="M${f(-len / 2 - 4)},0l-44,-14M${f(-len / 2 - 4)},0l-50,4M${f(-len / 2 - 4)},0l-40,18" stroke="#4d8a2f" stroke-width="7" stroke-linecap="round"/>` +
        `</g>`,
    );
  }
  parts.push(dust(s, cx, cy, 340, 60, '#2a1a0f', 2.5));
  for (const [x, y] of scatter(s, 30, cx, cy, 330, 0))
    parts.push(leaf(s, x, y, 16, 9, s.rand(0, 360), p.garnish, false));
  return { svg: parts.join(''), occupied: [{ x: cx, y: cy, r: rx * 1.02 }] };
};

const cornbread: DishFn = (s, p, { cx, cy, side }) => {
  const r = 400;
  const ir = r * 0.86;
  const parts = [s.layer(), skillet(s, cx, cy, r, side === 1 ? s.rand(-30, 30) : s.rand(150, 210))];
  const start = s.rand(0, TAU);
  const pieces = 8;
  parts.push(
    s.clipped(s.clipCircle(cx, cy, ir), () => {
      const inner = [circle(cx, cy, ir, 'fill="#262321"')];
      for (let i = 1; i < pieces; i++) {
        inner.push(
          path(
            wedgePath(
              cx,
              cy,
              ir,
              start + (i / pieces) * TAU + 0.012,
              start + ((i + 1) / pieces) * TAU - 0.012,
            ),
            `fill="${p.food}"`,
          ),
        );
      }
      // one browning gradient over every wedge, so the crust darkens towards the pan wall
      const crust = path(
        wedgePath(cx, cy, ir, start + TAU / pieces, start + TAU),
        `fill="${s.radial([
          [0, '#fff', 0.2],
          [0.55, '#fff', 0],
          [0.78, '#a0561a', 0.22],
          [0.92, '#6b3a0a', 0.5],
          [1, '#3b1d05', 0.85],
        ])}"`,
      );
      inner.push(`<g>${crust}</g>`);
      const dimples = scatter(s, 50, cx, cy, ir * 0.9, 30)
        .map(([x, y]) =>
          path(
            blob(s, x, y, s.rand(8, 18), s.rand(6, 12), 0.3, 7, s.rand(0, TAU)),
            `fill="${s.chance(0.5) ? shade(p.food, -0.25) : shade(p.food, 0.3)}" fill-opacity="0.35"`,
          ),
        )
        .join('');
      inner.push(
        `<g ${s.clipPath(wedgePath(cx, cy, ir, start + TAU / pieces, start + TAU))}>${dimples}${dust(s, cx, cy, ir * 0.95, 200, shade(p.food, -0.3), 3.5)}${dust(s, cx, cy, ir * 0.9, 90, shade(p.food, 0.35), 3)}</g>`,
      );
      inner.push(innerShadow(s, cx, cy, ir, 36, 0.45));
      const bx = cx + Math.cos(start + Math.PI) * ir * 0.35;
      const by = cy + Math.sin(start + Math.PI) * ir * 0.35;
      inner.push(
        path(
          blob(s, bx + 10, by + 10, 120, 100, 0.25, 9),
          `fill="${p.accent}" fill-opacity="0.55"`,
        ),
      );
      // honey running from the butter across two wedges
      const heading = start + Math.PI / 2 + s.rand(-0.2, 0.2);
      const along = (u: number, v: number): Pt => [
        bx + Math.cos(heading) * u - Math.sin(heading) * v,
        by + Math.sin(heading) * u + Math.cos(heading) * v,
      ];
      const drizzle = smoothOpen([along(40, 10), along(130, -35), along(210, 30), along(280, -15)]);
      inner.push(
        path(
          drizzle,
          `fill="none" stroke="${shade(p.accent, -0.2)}" stroke-width="24" stroke-linecap="round" stroke-opacity="0.8"`,
        ),
      );
      inner.push(
        path(
          drizzle,
          'fill="none" stroke="#fff" stroke-width="4" stroke-linecap="round" stroke-opacity="0.5" transform="translate(-4 -4)"',
        ),
      );
      inner.push(butterPat(s, bx, by, 90));
      return inner.join('');
    }),
  );
  return { svg: parts.join(''), occupied: [{ x: cx, y: cy, r: r * 1.05 }] };
};

const salad: DishFn = (s, p, { cx, cy }) => {
  const r = 420;
  const parts = [s.layer()];
  const b = bowl(s, cx, cy, r, p.surface, '#7a3a26');
  parts.push(b.svg);
  parts.push(
    s.clipped(s.clipCircle(b.food.x, b.food.y, b.food.r), () => {
      const inner: string[] = [];
      scatter(s, 120, b.food.x, b.food.y, b.food.r * 1.04, 27).forEach(([x, y], i) => {
        const type = i % 5;
        if (type < 2) {
          const a = s.rand(0, 360);
          const wedge = 'M-48,6A48,48 0 0 1 48,6Q0,-4 -48,6Z';
          s.shadow(
            path(wedge, BLACK),
            { x: x + 4, y: y + 8, r: 50 },
            5,
            0.35,
            0,
            0,
            `translate(${f(x + 4)} ${f(y + 8)}) rotate(${f(a)})`,
          );
          inner.push(
            `<g transform="translate(${f(x)} ${f(y)}) rotate(${f(a)})">` +
              `<path d="${wedge}" fill="${p.food}"/><path d="M-38,2A38,36 0 0 1 38,2Q0,-4 -38,2Z" fill="${shade(p.food, 0.22)}"/>` +
              `<path d="M-14,-2A14,20 0 0 1 14,-2Z" fill="${shade(p.food, -0.08)}"/>` +
              circle(-22, -12, 4, 'fill="#f8e29a"') +
              circle(22, -12, 4, 'fill="#f8e29a"') +
              circle(-8, -24, 3.5, 'fill="#f8e29a"') +
              `<path d="${wedge}" fill="url(#dome)"/></g>`,
          );
        } else if (type < 4) {
          const cr = s.rand(40, 46);
          s.shadow(circle(x, y, cr, BLACK), { x: x + 4, y: y + 7, r: cr }, 5, 0.3, 4, 7);
          inner.push(
            circle(x, y, cr, `fill="${p.accent}"`),
            circle(x, y, cr * 0.88, 'fill="#dcebb2"'),
            circle(x, y, cr * 0.45, 'fill="#c9de95"'),
          );
          for (const [sx, sy] of ring(s, 6, x, y, cr * 0.36, 0.2))
            inner.push(
              ellipse(
                sx,
                sy,
                4,
                7,
                `fill="#f3f6df" transform="rotate(${f(s.rand(0, 180))} ${f(sx)} ${f(sy)})"`,
              ),
            );
          inner.push(circle(x, y, cr, 'fill="url(#dome)" fill-opacity="0.6"'));
        } else {
          inner.push(
            rotated(
              s.rand(0, 360),
              x,
              y,
              path(
                `M${f(x - 44)},${f(y)}A44,32 0 0 1 ${f(x + 44)},${f(y)}`,
                'fill="none" stroke="#8e3a7a" stroke-width="10" stroke-linecap="round"',
              ) +
                path(
                  `M${f(x - 44)},${f(y)}A44,32 0 0 1 ${f(x + 44)},${f(y)}`,
                  'fill="none" stroke="#ecd0e4" stroke-width="4" stroke-linecap="round"',
                ),
            ),
          );
        }
      });
      inner.push(s.layer());
      for (const [x, y] of scatter(s, 22, b.food.x, b.food.y, b.food.r * 0.9, 30)) {
        inner.push(leaf(s, x, y, s.rand(34, 50), s.rand(20, 28), s.rand(0, 360), p.garnish));
      }
      inner.push(gloss(b.food.x - 90, b.food.y - 80, 150, 40, 0.25, -30));
      inner.push(dust(s, b.food.x, b.food.y, b.food.r * 0.85, 70, '#1f1a16', 2.4));
      inner.push(dust(s, b.food.x, b.food.y, b.food.r * 0.85, 40, '#ffffff', 2.6));
      inner.push(innerShadow(s, b.food.x, b.food.y, b.food.r, 44, 0.45));
      return inner.join('');
    }),
  );
  return { svg: parts.join(''), occupied: [{ x: cx, y: cy, r: r * 1.05 }] };
};

function mug(
  s: Scene,
  x: number,
  y: number,
  r: number,
  color: string,
  drink: string,
  handleAngle: number,
): string {
  const handle = rotated(
    handleAngle,
    x,
    y,
    roundedRect(x + r * 0.85, y - r * 0.16, r * 0.5, r * 0.32, r * 0.15, 'FILL'),
  );
  const ha = (handleAngle * Math.PI) / 180;
  shadowFor(
    s,
    handle.replace('FILL', BLACK),
    { x: x + Math.cos(ha) * r * 1.1, y: y + Math.sin(ha) * r * 1.1, r: r * 0.35 },
    r * 0.6,
  );
  return (
    roundShadow(s, x, y, r, r) +
    handle.replace('FILL', `fill="${shade(color, -0.08)}"`) +
    circle(
      x,
      y,
      r,
      `fill="${s.radial([
        [0, color],
        [0.9, color],
        [1, shade(color, -0.2)],
      ])}"`,
    ) +
    circle(
      x,
      y,
      r * 0.88,
      `fill="${s.linear([
        [0, shade(color, -0.2)],
        [1, shade(color, 0.1)],
      ])}"`,
    ) +
    circle(
      x,
      y,
      r * 0.8,
      `fill="${s.radial([
        [0, shade(drink, 0.1)],
        [0.85, drink],
        [1, shade(drink, -0.25)],
      ])}"`,
    ) +
    innerShadow(s, x, y, r * 0.8, r * 0.1, 0.35) +
    path(
      `M${f(x - r * 0.94)},${f(y)}A${f(r * 0.94)},${f(r * 0.94)} 0 0 1 ${f(x)},${f(y - r * 0.94)}`,
      `fill="none" stroke="#fff" stroke-width="${f(r * 0.03)}" stroke-linecap="round" stroke-opacity="0.5"`,
    )
  );
}

function cinnamonStick(s: Scene, x: number, y: number, len: number, angle: number): string {
  s.shadow(
    roundedRect(-len / 2, -14, len, 28, 10, BLACK),
    { x: x + 6, y: y + 10, r: len / 2 + 10 },
    5,
    0.35,
    0,
    0,
    `translate(${f(x + 6)} ${f(y + 10)}) rotate(${f(angle)})`,
  );
  return (
    `<g transform="translate(${f(x)} ${f(y)}) rotate(${f(angle)})">` +
    roundedRect(
      -len / 2,
      -14,
      len,
      28,
      10,
      `fill="${s.linear(
        [
          [0, '#a0602c'],
          [0.5, '#7a4118'],
          [1, '#5a2d0e'],
        ],
        0,
        0,
        0,
        1,
      )}"`,
    ) +
    path(
      `M${f(-len / 2 + 8)},-2H${f(len / 2 - 8)}`,
      'stroke="#4a230a" stroke-width="3" stroke-opacity="0.6"',
    ) +
    path(
      `M${f(-len / 2 + 8)},-9H${f(len / 2 - 8)}`,
      'stroke="#c78a50" stroke-width="2" stroke-opacity="0.5"',
    ) +
    `</g>`
  );
}

function starAnise(s: Scene, x: number, y: number, r: number): string {
  s.shadow(circle(x, y, r * 0.8, BLACK), { x: x + 5, y: y + 8, r: r * 0.8 }, 5, 0.3, 5, 8);
  const rot = s.rand(0, 360);
  return Array.from({ length: 8 }, (_, i) =>
    rotated(
      rot + i * 45,
      x,
      y,
      path(
        `M${f(x)},${f(y)}C${f(x + r * 0.25)},${f(y - r * 0.3)} ${f(x + r * 0.2)},${f(y - r * 0.9)} ${f(x)},${f(y - r)}C${f(x - r * 0.2)},${f(y - r * 0.9)} ${f(x - r * 0.25)},${f(y - r * 0.3)} ${f(x)},${f(y)}Z`,
        'fill="#6b3518"',
      ) + ellipse(x, y - r * 0.5, r * 0.07, r * 0.12, 'fill="#c48a4a"'),
    ),
  ).join('');
}

const chai: DishFn = (s, p, { cx, cy, side }) => {
  const r = 300;
  const mx = cx - side * 80;
  const parts = [s.layer(), plate(s, mx, cy, 400, p.surface, 0.2), s.layer()];
  parts.push(
    mug(s, mx, cy, r, p.surface, p.food, side === 1 ? s.rand(-40, -10) : s.rand(190, 220)),
  );
  parts.push(`<g ${s.clipCircle(mx, cy, r * 0.8)}>`);
  for (const [x, y] of ring(s, 40, mx, cy, r * 0.74, 0.05))
    parts.push(circle(x, y, s.rand(6, 14), `fill="${shade(p.food, 0.3)}" fill-opacity="0.7"`));
  parts.push(dust(s, mx, cy, r * 0.5, 80, p.accent, 2.5), '</g>');
  parts.push(starAnise(s, mx + 40, cy - 30, 48));
  parts.push(s.layer());
  parts.push(cinnamonStick(s, cx + side * 420, cy + 260, 260, s.rand(-30, 30)));
  parts.push(cinnamonStick(s, cx + side * 450, cy + 320, 240, s.rand(-30, 30)));
  parts.push(starAnise(s, cx + side * 400, cy - 280, 44));
  for (const [x, y] of scatter(s, 7, cx + side * 440, cy - 80, 90, 40)) {
    const a = s.rand(0, 180);
    s.shadow(ellipse(x, y, 17, 10, BLACK), { x: x + 3, y: y + 5, r: 18 }, 3, 0.3, 3, 5);
    parts.push(
      ellipse(x, y, 17, 10, `fill="${p.garnish}" transform="rotate(${f(a)} ${f(x)} ${f(y)})"`),
      ellipse(x, y, 17, 10, `fill="url(#dome)" transform="rotate(${f(a)} ${f(x)} ${f(y)})"`),
    );
  }
  return {
    svg: parts.join(''),
    occupied: [
      { x: mx, y: cy, r: 420 },
      { x: cx + side * 430, y: cy, r: 330 },
    ],
  };
};

function marshmallow(s: Scene, x: number, y: number, size: number): string {
  const a = s.rand(0, 90);
  s.shadow(
    roundedRect(-size / 2, -size / 2, size, size, size * 0.3, BLACK),
    { x: x + 4, y: y + 7, r: size * 0.72 },
    5,
    0.3,
    0,
    0,
    `translate(${f(x + 4)} ${f(y + 7)}) rotate(${f(a)})`,
  );
  return `<g transform="translate(${f(x)} ${f(y)}) rotate(${f(a)})">${roundedRect(-size / 2, -size / 2, size, size, size * 0.3, 'fill="#fffaf2"')}${roundedRect(-size / 2, -size / 2, size, size, size * 0.3, 'fill="url(#dome)" fill-opacity="0.8"')}</g>`;
}

const hotChocolate: DishFn = (s, p, { cx, cy, side }) => {
  const r = 290;
  const mx = cx - side * 90;
  const parts = [
    s.layer(),
    mug(s, mx, cy, r, p.surface, p.food, side === 1 ? s.rand(-30, 0) : s.rand(180, 210)),
  ];
  parts.push(
    s.clipped(s.clipCircle(mx, cy, r * 0.8), () => {
      const inner = [
        circle(mx, cy, r * 0.55, `fill="${shade(p.food, 0.25)}" fill-opacity="0.35"`),
        s.layer(),
      ];
      for (const [x, y] of scatter(s, 9, mx, cy, r * 0.55, 62))
        inner.push(marshmallow(s, x, y, s.rand(54, 64)));
      inner.push(dust(s, mx, cy, r * 0.7, 90, p.accent, 2.5));
      return inner.join('');
    }),
  );
  for (const [x, y] of scatter(s, 6, cx + side * 420, cy + 200, 140, 70)) {
    const d = chunk(s, x, y, s.rand(24, 34), 4);
    s.shadow(path(d, BLACK), { x: x + 4, y: y + 7, r: 36 }, 3, 0.35, 4, 7);
    parts.push(path(d, 'fill="#4a2615"'), path(d, 'fill="url(#dome)"'));
  }
  parts.push(cinnamonStick(s, cx + side * 420, cy - 250, 260, s.rand(-40, 40)));
  for (const [x, y] of scatter(s, 4, cx + side * 450, cy - 40, 70, 50))
    parts.push(marshmallow(s, x, y, 52));
  return {
    svg: parts.join(''),
    occupied: [
      { x: mx, y: cy, r: r * 1.3 },
      { x: cx + side * 430, y: cy, r: 330 },
    ],
  };
};

function straw(s: Scene, x: number, y: number, angle: number, len: number, color: string): string {
  s.soft(
    `<g transform="translate(${f(x + 10)} ${f(y + 18)}) rotate(${f(angle)})">${path(`M0,0L${f(len)},0`, 'stroke="#000" stroke-width="22"')}</g>`,
    5,
    0.3,
    {
      x: x + 10 + (Math.cos((angle * Math.PI) / 180) * len) / 2,
      y: y + 18 + (Math.sin((angle * Math.PI) / 180) * len) / 2,
      r: len / 2 + 15,
    },
  );
  return (
    `<g transform="translate(${f(x)} ${f(y)}) rotate(${f(angle)})">` +
    path(`M0,0L${f(len)},0`, 'stroke="#fff" stroke-width="22" stroke-linecap="round"') +
    path(`M0,0L${f(len)},0`, `stroke="${color}" stroke-width="22" stroke-dasharray="16 16"`) +
    circle(len, 0, 11, `fill="${shade(color, -0.3)}"`) +
    circle(len, 0, 6, 'fill="#3a2a20"') +
    `</g>`
  );
}

const lemonade: DishFn = (s, p, { cx, cy, side }) => {
  const glasses: [number, number, number][] = [
    [cx - side * 160, cy - 60, 270],
    [cx + side * 300, cy + 240, 210],
  ];
  const parts = [s.layer()];
  for (const [x, y, r] of glasses) {
    parts.push(drinkGlass(s, x, y, r, p.food));
    parts.push(
      s.clipped(s.clipCircle(x, y, r * 0.9), () => {
        const inner: string[] = [];
        for (const [ix, iy] of scatter(s, 5, x, y, r * 0.55, r * 0.45))
          inner.push(iceCube(ix, iy, r * 0.38, s.rand(0, 90)));
        inner.push(
          citrusWheel(s, x + r * 0.25, y + r * 0.2, r * 0.38, '#f2c230', shade(p.food, 0.1)),
        );
        inner.push(
          leaf(s, x - r * 0.25, y + r * 0.3, r * 0.3, r * 0.16, s.rand(0, 360), p.garnish),
        );
        inner.push(
          leaf(s, x - r * 0.12, y + r * 0.4, r * 0.26, r * 0.14, s.rand(0, 360), p.garnish),
        );
        return inner.join('');
      }),
    );
    parts.push(
      straw(
        s,
        x - r * 0.1,
        y - r * 0.1,
        side === 1 ? s.rand(200, 240) : s.rand(-60, -20),
        r * 1.2,
        p.accent,
      ),
    );
  }
  parts.push(lemonHalf(s, cx - side * 520, cy + 330, 90));
  parts.push(lemonHalf(s, cx + side * 480, cy - 330, 80));
  for (const [x, y] of scatter(s, 5, cx - side * 470, cy + 140, 120, 40))
    parts.push(leaf(s, x, y, 60, 34, s.rand(0, 360), p.garnish));
  return { svg: parts.join(''), occupied: glasses.map(([x, y, r]) => ({ x, y, r: r * 1.2 })) };
};

const smoothie: DishFn = (s, p, { cx, cy, side }) => {
  const glasses: [number, number, number][] = [
    [cx - side * 140, cy - 40, 280],
    [cx + side * 310, cy + 260, 200],
  ];
  const parts = [s.layer()];
  for (const [x, y, r] of glasses) {
    parts.push(drinkGlass(s, x, y, r, p.food));
    parts.push(
      s.clipped(s.clipCircle(x, y, r * 0.9), () => {
        const inner = [
          dust(s, x, y, r * 0.85, 80, shade(p.food, 0.35), 5),
          dust(s, x, y, r * 0.85, 60, shade(p.food, -0.15), 3),
        ];
        for (const [bx, by] of scatter(s, 3, x - r * 0.15, y + r * 0.15, r * 0.35, r * 0.3)) {
          s.shadow(
            circle(bx, by, r * 0.14, BLACK),
            { x: bx + 3, y: by + 6, r: r * 0.14 },
            3,
            0.25,
            3,
            6,
          );
          inner.push(
            circle(bx, by, r * 0.14, `fill="${p.accent}"`),
            circle(bx, by, r * 0.11, `fill="${shade(p.accent, 0.35)}"`),
            dust(s, bx, by, r * 0.05, 5, '#6b4a2a', 1.8),
          );
        }
        inner.push(strawberry(s, x + r * 0.3, y - r * 0.25, r * 0.2, s.rand(0, 360)));
        return inner.join('');
      }),
    );
    parts.push(
      straw(
        s,
        x + r * 0.1,
        y + r * 0.05,
        side === 1 ? s.rand(-60, -20) : s.rand(200, 240),
        r * 1.2,
        p.garnish,
      ),
    );
  }
  for (let i = 0; i < 3; i++)
    parts.push(
      strawberry(s, cx - side * (480 + i * 70), cy + 250 + s.rand(-60, 60), 48, s.rand(0, 360)),
    );
  const bx = cx + side * 470;
  const by = cy - 300;
  const banana = `M${f(bx - 220)},${f(by)}Q${f(bx)},${f(by + 160)} ${f(bx + 220)},${f(by - 20)}Q${f(bx)},${f(by + 90)} ${f(bx - 220)},${f(by)}Z`;
  s.shadow(path(banana, BLACK), { x: bx + 8, y: by + 14, r: 230 }, 8, 0.3, 8, 14);
  parts.push(
    path(
      banana,
      `fill="${s.linear(
        [
          [0, '#f7dc5c'],
          [1, '#d9b52c'],
        ],
        0,
        0,
        0,
        1,
      )}"`,
    ),
  );
  parts.push(
    circle(bx + 220, by - 20, 10, 'fill="#5a4020"'),
    circle(bx - 220, by, 8, 'fill="#3a2a15"'),
  );
  return { svg: parts.join(''), occupied: glasses.map(([x, y, r]) => ({ x, y, r: r * 1.2 })) };
};

const jam: DishFn = (s, p, { cx, cy, side }) => {
  const parts = [s.layer()];
  const jx = cx - side * 180;
  const jy = cy - 80;
  const jr = 240;
  parts.push(glassRim(s, jx, jy, jr, p.food));
  parts.push(
    circle(
      jx,
      jy,
      jr * 0.88,
      `fill="${s.radial([
        [0, shade(p.food, 0.15)],
        [0.8, p.food],
        [1, shade(p.food, -0.35)],
      ])}"`,
    ),
  );
  parts.push(
    s.clipped(s.clipCircle(jx, jy, jr * 0.88), () => {
      return (
        saucyTexture(s, { x: jx, y: jy, r: jr * 0.8 }, p.food, 25) +
        dust(s, jx, jy, jr * 0.8, 60, '#f6c88a', 2.2) +
        innerShadow(s, jx, jy, jr * 0.88, 30, 0.4)
      );
    }),
  );
  parts.push(gloss(jx - jr * 0.35, jy - jr * 0.4, jr * 0.3, jr * 0.08, 0.6));
  parts.push(cutlery(s, 'spoon', jx + jr * 0.55, jy + jr * 0.2, side * -60 + 180, 0.7));
  // a closed jar under a gingham cover
  const kx = cx + side * 330;
  const ky = cy - 250;
  const kr = 170;
  const frill = smoothClosed(
    Array.from({ length: 28 }, (_, i) => {
      const a = (i / 28) * TAU;
      const rr = kr * (i % 2 === 0 ? 1.12 : 0.98) * s.rand(0.97, 1.03);
      return [kx + Math.cos(a) * rr, ky + Math.sin(a) * rr] as const;
    }),
  );
  const gid = s.uid('p');
  s.def(
    `<pattern id="${gid}" width="36" height="36" patternUnits="userSpaceOnUse"><rect width="36" height="36" fill="#fbf6ee"/><rect width="18" height="36" fill="${p.accent}" fill-opacity="0.5"/><rect width="36" height="18" fill="${p.accent}" fill-opacity="0.5"/></pattern>`,
  );
  parts.push(roundShadow(s, kx, ky, kr * 1.05, kr * 1.05, kr));
  parts.push(path(frill, `fill="url(#${gid})"`), path(frill, 'fill="url(#dome)"'));
  parts.push(circle(kx, ky, kr * 0.8, 'fill="none" stroke="#c9a66b" stroke-width="10"'));
  parts.push(
    circle(
      kx,
      ky,
      kr * 0.8,
      'fill="none" stroke="#8a6a35" stroke-width="2" stroke-dasharray="6 6"',
    ),
  );
  // toast with jam
  const tx = cx + side * 250;
  const ty = cy + 250;
  const toast = roundedPoly(
    [
      [tx - 170, ty - 150],
      [tx + 130, ty - 170],
      [tx + 170, ty + 140],
      [tx - 150, ty + 160],
    ],
    0.3,
  );
  shadowFor(s, path(toast, BLACK), { x: tx, y: ty, r: 230 }, 160);
  parts.push(path(toast, 'fill="#a8672c"'));
  parts.push(
    path(
      blob(s, tx, ty, 140, 135, 0.05, 10),
      `fill="${s.radial([
        [0, '#f3d49a'],
        [1, '#dca963'],
      ])}"`,
    ),
  );
  parts.push(path(blob(s, tx + 10, ty, 115, 100, 0.2, 9), `fill="${p.food}" fill-opacity="0.92"`));
  parts.push(gloss(tx - 30, ty - 30, 50, 14, 0.55));
  for (const [x, y] of [
    [cx - side * 480, cy + 320],
    [cx - side * 380, cy + 400],
    [cx - side * 560, cy + 200],
  ] as const) {
    parts.push(strawberry(s, x, y, 50, s.rand(0, 360)));
  }
  return {
    svg: parts.join(''),
    occupied: [
      { x: jx, y: jy, r: jr * 1.2 },
      { x: kx, y: ky, r: kr * 1.3 },
      { x: tx, y: ty, r: 230 },
    ],
  };
};

function breadSlice(
  s: Scene,
  x: number,
  y: number,
  w: number,
  h: number,
  angle: number,
  p: DemoPalette,
): string {
  const outline = roundedPoly(
    [
      [-w / 2, h * 0.3],
      [-w * 0.42, -h * 0.3],
      [-w * 0.15, -h / 2],
      [w * 0.2, -h / 2],
      [w * 0.45, -h * 0.28],
      [w / 2, h * 0.3],
      [w * 0.3, h / 2],
      [-w * 0.3, h / 2],
    ],
    0.6,
  );
  const inner = blob(s, 0, 2, w / 2 - 12, h / 2 - 12, 0.03, 12);
  const holes = scatter(s, 70, 0, 0, Math.min(w, h) * 0.42, 10).map(([hx, hy]) => {
    const hr = s.rand(4, 15);
    return ellipse(
      hx,
      hy,
      hr * s.rand(1, 1.6),
      hr,
      `fill="${shade(p.accent, -0.25)}" fill-opacity="0.55" transform="rotate(${f(s.rand(0, 180))} ${f(hx)} ${f(hy)})"`,
    );
  });
  s.shadow(
    path(outline, BLACK),
    { x: x + 8, y: y + 12, r: Math.max(w, h) / 2 },
    8,
    0.35,
    0,
    0,
    `translate(${f(x + 8)} ${f(y + 12)}) rotate(${f(angle)})`,
  );
  return (
    `<g transform="translate(${f(x)} ${f(y)}) rotate(${f(angle)})">` +
    `<path d="${outline}" fill="${shade(p.food, -0.15)}"/>` +
    `<path d="${inner}" fill="${s.radial([
      [0, shade(p.accent, 0.12)],
      [0.85, p.accent],
      [1, shade(p.accent, -0.12)],
    ])}"/><g ${s.clipPath(inner)}>${holes.join('')}</g>` +
    `</g>`
  );
}

const bread: DishFn = (s, p, { cx, cy, side }) => {
  const parts = [s.layer(), board(s, cx, cy, 1180, 760, p.surface, s.rand(-5, 5)), s.layer()];
  const lx = cx - side * 170;
  const ly = cy;
  const lr = 290;
  const loaf = blob(s, lx, ly, lr, lr * 0.95, 0.03, 12);
  parts.push(roundShadow(s, lx, ly, lr, lr * 0.95, lr));
  parts.push(
    path(
      loaf,
      `fill="${s.radial(
        [
          [0, shade(p.food, 0.3)],
          [0.6, shade(p.food, 0.05)],
          [1, shade(p.food, -0.4)],
        ],
        { fx: 0.42, fy: 0.4 },
      )}"`,
    ),
  );
  const a = s.rand(-0.5, 0.5);
  const [ux, uy] = rotatePt(1, 0, a);
  const [vx, vy] = rotatePt(0, 1, a);
  const pt = (u: number, v: number): string =>
    `${f(lx + ux * u + vx * v)},${f(ly + uy * u + vy * v)}`;
  parts.push(
    s.clipped(s.clipPath(loaf), () => {
      s.soft(circle(lx - 40, ly - 40, lr * 0.7, 'fill="#fbf7ef"'), 26, 0.35, {
        x: lx - 40,
        y: ly - 40,
        r: lr * 0.7,
      });
      const cut = `M${pt(-220, 40)}Q${pt(0, -60)} ${pt(220, 30)}Q${pt(0, 10)} ${pt(-220, 40)}Z`;
      return (
        dust(s, lx, ly, lr * 0.9, 120, shade(p.food, -0.35), 4) +
        s.layer() +
        dust(s, lx - 30, ly - 30, lr * 0.65, 280, '#fbf7ef', 2.6) +
        path(cut, `fill="${p.accent}"`) +
        path(
          `M${pt(-220, 40)}Q${pt(0, -60)} ${pt(220, 30)}`,
          `fill="none" stroke="${shade(p.food, -0.45)}" stroke-width="12" stroke-linecap="round"`,
        ) +
        path(
          `M${pt(-200, 30)}Q${pt(0, -45)} ${pt(200, 20)}`,
          `fill="none" stroke="${shade(p.food, 0.35)}" stroke-width="6" stroke-linecap="round" stroke-opacity="0.7"`,
        )
      );
    }),
  );
  const sx = cx + side * 300;
  parts.push(breadSlice(s, sx, cy - 140, 300, 230, s.rand(-15, 15), p));
  parts.push(breadSlice(s, sx + side * 40, cy + 140, 300, 230, s.rand(-15, 15), p));
  parts.push(crumbs(s, scatter(s, 16, cx, cy, 500, 0), 8, p.food));
  parts.push(dust(s, cx, cy, 520, 90, '#fbf7ef', 3));
  return { svg: parts.join(''), occupied: [{ x: cx, y: cy, r: 640 }] };
};

const dogBiscuits: DishFn = (s, p, { cx, cy, side }) => {
  const parts = [s.layer(), parchment(s, cx, cy, 1100, 840, s.rand(-5, 5)), s.layer()];
  const k = 150;
  const d =
    `M${-k * 0.55},${-k * 0.12}L${k * 0.55},${-k * 0.12}` +
    `A${k * 0.16},${k * 0.16} 0 1 1 ${k * 0.78},${-k * 0.02}A${k * 0.16},${k * 0.16} 0 1 1 ${k * 0.55},${k * 0.12}` +
    `L${-k * 0.55},${k * 0.12}A${k * 0.16},${k * 0.16} 0 1 1 ${-k * 0.78},${k * 0.02}A${k * 0.16},${k * 0.16} 0 1 1 ${-k * 0.55},${-k * 0.12}Z`;
  for (let row = 0; row < 4; row++) {
    for (let col = 0; col < 3; col++) {
      const x = cx - 300 + col * 300 + s.rand(-10, 10);
      const y = cy - 270 + row * 180 + s.rand(-15, 15);
      const angle = s.rand(-20, 20);
      s.shadow(
        path(d, BLACK),
        { x: x + 7, y: y + 11, r: k * 0.95 },
        6,
        0.4,
        0,
        0,
        `translate(${f(x + 7)} ${f(y + 11)}) rotate(${f(angle)})`,
      );
      parts.push(
        `<g transform="translate(${f(x)} ${f(y)}) rotate(${f(angle)})"><path d="${d}" fill="${shade(p.food, s.rand(-0.08, 0.06))}"/><path d="${d}" fill="url(#dome)"/>` +
          [-0.3, 0, 0.3]
            .map((t) => circle(k * t, 0, 3.5, `fill="${shade(p.food, -0.45)}"`))
            .join('') +
          `</g>`,
      );
    }
  }
  parts.push(crumbs(s, scatter(s, 12, cx, cy, 500, 0), 10, p.accent));
  const bx = cx - side * 590;
  const by = cy + 370;
  const b = bowl(s, bx, by, 170, p.surface, p.accent);
  parts.push(b.svg, gloss(bx - 40, by - 40, 40, 14, 0.5));
  return {
    svg: parts.join(''),
    occupied: [
      { x: cx, y: cy, r: 620 },
      { x: bx, y: by, r: 190 },
    ],
  };
};

interface KindConfig {
  draw: DishFn;
  cutlery: 'fork-knife' | 'fork' | 'spoon' | 'none';
  /** Small things dropped on the table round the dish. */
  scatter: 'herbs' | 'berries' | 'crumbs' | 'chocolate' | 'spices' | 'none';
}

const KINDS: Record<DemoDishKind, KindConfig> = {
  meatballs: { draw: meatballs, cutlery: 'none', scatter: 'herbs' },
  curry: { draw: curry, cutlery: 'spoon', scatter: 'spices' },
  stew: { draw: stew, cutlery: 'spoon', scatter: 'herbs' },
  'roast-chicken': { draw: roastChicken, cutlery: 'none', scatter: 'herbs' },
  enchiladas: { draw: enchiladas, cutlery: 'none', scatter: 'herbs' },
  salmon: { draw: salmon, cutlery: 'fork-knife', scatter: 'none' },
  pancakes: { draw: pancakes, cutlery: 'fork-knife', scatter: 'berries' },
  shakshuka: { draw: shakshuka, cutlery: 'none', scatter: 'herbs' },
  muffins: { draw: muffins, cutlery: 'none', scatter: 'berries' },
  'cinnamon-rolls': { draw: cinnamonRolls, cutlery: 'none', scatter: 'spices' },
  'deviled-eggs': { draw: deviledEggs, cutlery: 'none', scatter: 'herbs' },
  samosas: { draw: samosas, cutlery: 'none', scatter: 'spices' },
  'bean-dip': { draw: beanDip, cutlery: 'none', scatter: 'none' },
  cookies: { draw: cookies, cutlery: 'none', scatter: 'chocolate' },
  'creme-brulee': { draw: cremeBrulee, cutlery: 'none', scatter: 'berries' },
  mousse: { draw: mousse, cutlery: 'none', scatter: 'chocolate' },
  'layer-cake': { draw: layerCake, cutlery: 'none', scatter: 'berries' },
  brownies: { draw: brownies, cutlery: 'none', scatter: 'chocolate' },
  pie: { draw: pie, cutlery: 'fork', scatter: 'crumbs' },
  'roast-potatoes': { draw: roastPotatoes, cutlery: 'none', scatter: 'herbs' },
  'glazed-carrots': { draw: glazedCarrots, cutlery: 'fork', scatter: 'herbs' },
  cornbread: { draw: cornbread, cutlery: 'none', scatter: 'crumbs' },
  salad: { draw: salad, cutlery: 'fork', scatter: 'herbs' },
  chai: { draw: chai, cutlery: 'none', scatter: 'none' },
  'hot-chocolate': { draw: hotChocolate, cutlery: 'none', scatter: 'none' },
  lemonade: { draw: lemonade, cutlery: 'none', scatter: 'none' },
  smoothie: { draw: smoothie, cutlery: 'none', scatter: 'none' },
  jam: { draw: jam, cutlery: 'none', scatter: 'none' },
  bread: { draw: bread, cutlery: 'none', scatter: 'crumbs' },
  'dog-biscuits': { draw: dogBiscuits, cutlery: 'none', scatter: 'none' },
};

/** Points on the visible table, clear of every occupied area. */
function tableSpots(s: Scene, count: number, occupied: readonly Circle[], margin: number): Pt[] {
  const pts: Pt[] = [];
  for (let tries = 0; tries < count * 100 && pts.length < count; tries++) {
    const x = s.rand(40, W - 40);
    const y = s.rand(40, H - 40);
    const clear = occupied.every((c) => Math.hypot(c.x - x, c.y - y) > c.r + margin);
    if (clear && pts.every(([px, py]) => Math.hypot(px - x, py - y) > margin * 2)) pts.push([x, y]);
  }
  return pts;
}

function tableScatter(
  s: Scene,
  kind: KindConfig['scatter'],
  p: DemoPalette,
  occupied: readonly Circle[],
): string {
  if (kind === 'none') return '';
  return tableSpots(s, s.int(4, 7), occupied, 40)
    .map(([x, y]) => {
      switch (kind) {
        case 'herbs':
          return leaf(s, x, y, s.rand(50, 80), s.rand(26, 40), s.rand(0, 360), p.garnish);
        case 'berries':
          return s.chance(0.5)
            ? berry(s, x, y, 22, s.pick(['#3b3f7a', '#2f3566']))
            : raspberry(s, x, y, 26, '#cf2f4a');
        case 'crumbs':
          return crumbs(s, scatter(s, 4, x, y, 40, 0), 10, p.food);
        case 'chocolate': {
          const d = chunk(s, x, y, s.rand(20, 34), 4);
          s.shadow(path(d, BLACK), { x: x + 4, y: y + 7, r: 36 }, 3, 0.35, 4, 7);
          return path(d, 'fill="#3d1f10"') + path(d, 'fill="url(#dome)"');
        }
        case 'spices':
          return dust(s, x, y, 40, 20, s.pick(['#b5541c', '#7a3b12', '#d9a21b']), 4);
      }
      return '';
    })
    .join('');
}

/**
 * The two SVG documents of a demo picture: the table at half size, and everything on it at full
 * size over a transparent background.
 */
function demoImageSvgs(spec: DemoImageSpec, title: string): { table: string; scene: string } {
  const s = new Scene(mulberry32(hashString(`${spec.kind}|${title}`)));
  const p = spec.palette;
  const config = KINDS[spec.kind];
  const layout: Layout = {
    cx: W / 2 + s.rand(-40, 40),
    cy: H / 2 + s.rand(-25, 25),
    side: s.chance(0.5) ? 1 : -1,
  };

  const tables = { wood: woodTable, linen: linenTable, marble: marbleTable, slate: slateTable };
  const tableLayer = s.layer();
  const table = tables[spec.table](s, p.background);
  const body = [table.overlay, s.layer()];

  const napkinStyle = spec.napkin ?? s.pick(['gingham', 'stripes', 'plain', 'gingham'] as const);
  const napkinColor =
    spec.napkinColor ?? s.pick(['#b8322a', '#2f5d8a', '#5c7f3b', '#c2772a', '#7a4e8a']);
  if (napkinStyle !== 'none') {
    body.push(
      napkin(
        s,
        layout.cx + layout.side * s.rand(480, 560),
        layout.cy + s.rand(-320, 320),
        620,
        s.rand(-25, 25),
        napkinStyle,
        napkinColor,
      ),
    );
  }
  body.push(s.layer());
  const cutleryX = layout.cx + layout.side * 560;
  if (config.cutlery === 'fork-knife') {
    body.push(cutlery(s, 'fork', cutleryX - 45, layout.cy + 20, s.rand(-6, 6), 1.1));
    body.push(cutlery(s, 'knife', cutleryX + 45, layout.cy + 20, s.rand(-6, 6), 1.1));
  } else if (config.cutlery !== 'none') {
    body.push(cutlery(s, config.cutlery, cutleryX, layout.cy + 20, s.rand(-10, 10), 1.1));
  }

  const dish = config.draw(s, p, layout);
  const occupied = [
    ...dish.occupied,
    { x: cutleryX, y: layout.cy, r: config.cutlery === 'none' ? 0 : 200 },
  ];
  const strewnLayer = s.layer();
  body.push(strewnLayer, tableScatter(s, config.scatter, p, occupied), dish.svg);

  const tableContent = s.resolve(tableLayer + table.base);
  const sceneContent = s.resolve(body.join(''));
  return { table: s.document(tableContent, 0.5), scene: s.document(sceneContent) };
}

/**
 * Warm light from the top left and a vignette, over the whole picture. Smooth, so it is drawn
 * small and scaled up: full-size gradients cost more than everything else on the table.
 */
const LIGHTING_SVG =
  `<svg xmlns="http://www.w3.org/2000/svg" width="${W / 8}" height="${H / 8}" viewBox="0 0 ${W} ${H}"><defs>` +
  `<radialGradient id="light" cx="0.22" cy="0.12" r="0.9">${stops([
    [0, '#fff6e6', 0.22],
    [1, '#fff6e6', 0],
  ])}</radialGradient>` +
  `<radialGradient id="vignette" cx="0.5" cy="0.5" r="0.72">${stops([
    [0.55, '#000', 0],
    [1, '#000', 0.45],
  ])}</radialGradient></defs>` +
  `<rect width="${W}" height="${H}" fill="url(#light)"/><rect width="${W}" height="${H}" fill="url(#vignette)"/>` +
  `<rect width="${W}" height="${H}" fill="#ff9c40" fill-opacity="0.04"/></svg>`;

/** An SVG rasterised at its own size, then scaled to the full picture. */
async function rasterScaled(svg: string): Promise<Buffer> {
  // Rasterise first: asked to enlarge an SVG, sharp would render it again at full size.
  const { data, info } = await sharp(Buffer.from(svg)).raw().toBuffer({ resolveWithObject: true });
  return sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } })
    .resize(W, H, { fit: 'fill', kernel: 'linear' })
    .raw()
    .toBuffer();
}

/** Renders a demo picture as a 1600x1200 JPEG. */
export async function renderDemoImage(spec: DemoImageSpec, title: string): Promise<Buffer> {
  const { table, scene } = demoImageSvgs(spec, title);
  // The three layers rasterise in parallel; librsvg itself draws on one core.
  const [background, dish, lighting] = await Promise.all([
    rasterScaled(table),
    sharp(Buffer.from(scene)).ensureAlpha().raw().toBuffer(),
    rasterScaled(LIGHTING_SVG),
  ]);
  const raw = { width: W, height: H, channels: 4 } as const;
  return sharp(background, { raw })
    .composite([
      { input: dish, raw, top: 0, left: 0 },
      { input: lighting, raw, top: 0, left: 0 },
    ])
    .jpeg({ quality: 85 })
    .toBuffer();
}

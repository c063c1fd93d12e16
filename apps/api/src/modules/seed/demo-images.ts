import sharp from 'sharp';

/**
 * Demo pictures are drawn, not downloaded: the seed must work offline and ship no third-party
 * photographs. Each picture is an SVG "flat lay" (a dish seen from above on a table) rasterised by
 * sharp. Random details come from a PRNG seeded with the recipe title, so a picture never changes
 * between runs.
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
  /** The plate, bowl, mug or baking dish. */
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
  /** A cloth napkin under the scene; default: a random style. */
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
  const full =
    h.length === 3
      ? h
          .split('')
          .map((c) => c + c)
          .join('')
      : h;
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

/* ------------------------------------------------------------------ the scene */

class Scene {
  private readonly defs: string[] = [];
  private counter = 0;
  private readonly blurIds = new Map<number, string>();

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

  /** A filter attribute for a Gaussian blur, shared by every element with the same radius. */
  blur(std: number): string {
    const key = Math.max(0.5, Math.round(std * 2) / 2);
    let id = this.blurIds.get(key);
    if (id === undefined) {
      id = this.uid('b');
      this.defs.push(
        `<filter id="${id}" x="-1" y="-1" width="3" height="3"><feGaussianBlur stdDeviation="${key}"/></filter>`,
      );
      this.blurIds.set(key, id);
    }
    return `filter="url(#${id})"`;
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
    this.defs.push(`<clipPath id="${id}"><circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}"/></clipPath>`);
    return `clip-path="url(#${id})"`;
  }

  clipPath(d: string): string {
    const id = this.uid('c');
    this.defs.push(`<clipPath id="${id}"><path d="${d}"/></clipPath>`);
    return `clip-path="url(#${id})"`;
  }

  defsSvg(): string {
    return `<defs>${this.defs.join('')}</defs>`;
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
  const lerp = (a: Pt, b: Pt, t: number): Pt => [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t];
  let d = '';
  for (let i = 0; i < n; i++) {
    const prev = p(i - 1);
    const cur = p(i);
    const next = p(i + 1);
    const a = lerp(cur, prev, roundness / 2);
    const b = lerp(cur, next, roundness / 2);
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

function roundedRect(x: number, y: number, w: number, h: number, r: number, attrs: string): string {
  return `<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" rx="${f(r)}" ${attrs}/>`;
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

/* ------------------------------------------------------------------ lighting helpers */

/** A soft contact shadow plus a wide ambient one, light coming from the top left. */
function shadowFor(s: Scene, shape: string, size: number, strength = 1): string {
  const near = size * 0.025;
  return (
    `<g transform="translate(${f(near * 1.6)} ${f(near * 2.4)})" opacity="${0.2 * strength}" ${s.blur(size * 0.06)}>${shape}</g>` +
    `<g transform="translate(${f(near * 0.5)} ${f(near * 0.8)})" opacity="${0.35 * strength}" ${s.blur(size * 0.012)}>${shape}</g>`
  );
}

function shadowCircle(s: Scene, cx: number, cy: number, r: number, strength = 1): string {
  return shadowFor(s, circle(cx, cy, r, 'fill="#000"'), r, strength);
}

/** The shadow a wall (bowl, pan, dish) throws on the food inside it. */
function innerShadow(s: Scene, cx: number, cy: number, r: number, width: number, opacity = 0.45): string {
  return circle(
    cx + width * 0.35,
    cy + width * 0.5,
    r + width * 0.3,
    `fill="none" stroke="#000" stroke-width="${f(width)}" opacity="${opacity}" ${s.blur(width * 0.45)}`,
  );
}

function gloss(s: Scene, cx: number, cy: number, rx: number, ry: number, opacity = 0.6, rot = -35): string {
  return `<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(rx)}" ry="${f(ry)}" fill="url(#hl)" opacity="${opacity}" transform="rotate(${rot} ${f(cx)} ${f(cy)})"/>`;
}

/* ------------------------------------------------------------------ small items */

function leaf(
  s: Scene,
  x: number,
  y: number,
  len: number,
  width: number,
  angle: number,
  color: string,
): string {
  const l = len / 2;
  const w = width / 2;
  const d = `M0,${f(-l)}C${f(w * 1.35)},${f(-l * 0.45)} ${f(w * 1.05)},${f(l * 0.55)} 0,${f(l)}C${f(-w * 1.05)},${f(l * 0.55)} ${f(-w * 1.35)},${f(-l * 0.45)} 0,${f(-l)}Z`;
  const tone = shade(color, s.rand(-0.12, 0.1));
  return (
    `<g transform="translate(${f(x)} ${f(y)}) rotate(${f(angle)})">` +
    `<path d="${d}" fill="#000" opacity="0.3" transform="translate(3 5)" ${s.blur(3)}/>` +
    `<path d="${d}" fill="${tone}"/><path d="${d}" fill="url(#side)"/>` +
    `<path d="M0,${f(-l * 0.9)}Q${f(w * 0.2)},0 0,${f(l * 0.95)}" fill="none" stroke="${shade(tone, 0.35)}" stroke-width="${f(Math.max(1, width * 0.06))}" opacity="0.7"/>` +
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

function sprig(s: Scene, x: number, y: number, len: number, angle: number, color: string, leafLen: number): string {
  const parts: string[] = [];
  const stem = shade(color, -0.25);
  parts.push(
    `<path d="M0,0 Q${f(len * 0.05)},${f(-len * 0.5)} 0,${f(-len)}" fill="none" stroke="${stem}" stroke-width="${f(leafLen * 0.12)}" stroke-linecap="round"/>`,
  );
  const count = Math.round(len / (leafLen * 0.45));
  for (let i = 1; i <= count; i++) {
    const t = i / (count + 1);
    const ly = -len * t;
    for (const side of [-1, 1]) {
      const size = leafLen * (1 - t * 0.45);
      parts.push(
        leaf(s, side * size * 0.42, ly - size * 0.15, size, size * 0.28, side * s.rand(45, 70), color),
      );
    }
  }
  parts.push(leaf(s, 0, -len - leafLen * 0.35, leafLen * 0.7, leafLen * 0.25, 0, color));
  return `<g transform="translate(${f(x)} ${f(y)}) rotate(${f(angle)})">${parts.join('')}</g>`;
}

function berry(s: Scene, x: number, y: number, r: number, color: string): string {
  const crown = Array.from({ length: 10 }, (_, i) => {
    const a = (i / 10) * TAU;
    const k = i % 2 === 0 ? r * 0.32 : r * 0.12;
    return [x + r * 0.15 + Math.cos(a) * k, y - r * 0.1 + Math.sin(a) * k] as const;
  });
  return (
    circle(x + r * 0.25, y + r * 0.35, r, `fill="#000" opacity="0.35" ${s.blur(r * 0.25)}`) +
    circle(x, y, r, `fill="${shade(color, s.rand(-0.1, 0.1))}"`) +
    circle(x, y, r, 'fill="url(#dome)"') +
    path(roundedPoly(crown, 0.4), `fill="${shade(color, -0.45)}" opacity="0.8"`) +
    gloss(s, x - r * 0.35, y - r * 0.4, r * 0.3, r * 0.18, 0.5)
  );
}

function raspberry(s: Scene, x: number, y: number, r: number, color: string): string {
  const parts = [circle(x + r * 0.2, y + r * 0.3, r, `fill="#000" opacity="0.35" ${s.blur(r * 0.25)}`)];
  parts.push(circle(x, y, r, `fill="${shade(color, -0.2)}"`));
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
      seeds.push(ellipse(sx, sy, r * 0.045, r * 0.07, 'fill="#f6d36b" opacity="0.85"'));
    }
  }
  const leaves = Array.from({ length: 6 }, (_, i) =>
    leaf(s, Math.cos((i / 6) * TAU) * r * 0.28, -r * 0.8 + Math.sin((i / 6) * TAU) * r * 0.2, r * 0.55, r * 0.22, (i / 6) * 360 + 90, '#3f8f3a'),
  );
  return (
    `<g transform="translate(${f(x)} ${f(y)}) rotate(${f(angle)})">` +
    `<path d="${body}" fill="#000" opacity="0.35" transform="translate(${f(r * 0.2)} ${f(r * 0.3)})" ${s.blur(r * 0.2)}/>` +
    `<path d="${body}" fill="${red}"/><path d="${body}" fill="url(#dome)"/>${seeds.join('')}${leaves.join('')}</g>`
  );
}

function citrusWheel(s: Scene, x: number, y: number, r: number, rind: string, flesh: string): string {
  const parts = [
    circle(x + r * 0.1, y + r * 0.16, r, `fill="#000" opacity="0.3" ${s.blur(r * 0.12)}`),
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
        `fill="${flesh}" opacity="0.92"`,
      ),
    );
  }
  parts.push(circle(x, y, r, 'fill="url(#dome)" opacity="0.6"'));
  parts.push(gloss(s, x - r * 0.3, y - r * 0.35, r * 0.35, r * 0.15, 0.45));
  return parts.join('');
}

function lemonHalf(s: Scene, x: number, y: number, r: number): string {
  return citrusWheel(s, x, y, r, '#f2c230', '#f7dc5a');
}

function crumbs(s: Scene, pts: readonly Pt[], size: number, color: string, opacity = 1): string {
  return pts
    .map(([x, y]) => {
      const r = size * s.rand(0.4, 1);
      return path(chunk(s, x, y, r, s.int(4, 6)), `fill="${shade(color, s.rand(-0.15, 0.12))}" opacity="${opacity}"`);
    })
    .join('');
}

function dust(s: Scene, cx: number, cy: number, radius: number, count: number, color: string, size: number): string {
  return scatter(s, count, cx, cy, radius, 0)
    .map(([x, y]) => circle(x, y, size * s.rand(0.4, 1), `fill="${color}" opacity="${f(s.rand(0.4, 0.9))}"`))
    .join('');
}

/* ------------------------------------------------------------------ tableware */

function plate(s: Scene, cx: number, cy: number, r: number, color: string, rimWidth = 0.22): string {
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
    shadowCircle(s, cx, cy, r) +
    circle(cx, cy, r, `fill="${fill}"`) +
    circle(cx + r * 0.012, cy + r * 0.018, r * well, `fill="none" stroke="#000" stroke-width="${f(r * 0.025)}" opacity="0.1" ${s.blur(r * 0.015)}`) +
    path(
      `M${f(cx - r * 0.97)},${f(cy)}A${f(r * 0.97)},${f(r * 0.97)} 0 0 1 ${f(cx)},${f(cy - r * 0.97)}`,
      `fill="none" stroke="#fff" stroke-width="${f(r * 0.015)}" stroke-linecap="round" opacity="0.55" ${s.blur(r * 0.006)}`,
    )
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
  const shape = ellipse(cx, cy, rx, ry, 'fill="#000"');
  return shadowFor(s, shape, ry) + ellipse(cx, cy, rx, ry, `fill="${fill}"`);
}

/** A bowl; returns the food disc's centre and radius to draw into. */
function bowl(s: Scene, cx: number, cy: number, r: number, color: string, food: string): { svg: string; food: Circle } {
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
    shadowCircle(s, cx, cy, r) +
    circle(cx, cy, r, `fill="${s.radial([
      [0, color],
      [0.9, color],
      [1, shade(color, -0.18)],
    ])}"`) +
    circle(cx, cy, r * 0.92, `fill="${wall}"`) +
    path(
      `M${f(cx - r * 0.96)},${f(cy)}A${f(r * 0.96)},${f(r * 0.96)} 0 0 1 ${f(cx)},${f(cy - r * 0.96)}`,
      `fill="none" stroke="#fff" stroke-width="${f(r * 0.025)}" stroke-linecap="round" opacity="0.6" ${s.blur(r * 0.008)}`,
    ) +
    circle(fx, fy, fr, `fill="${s.radial([
      [0, shade(food, 0.08)],
      [0.85, food],
      [1, shade(food, -0.2)],
    ])}"`);
  return { svg, food: { x: fx, y: fy, r: fr } };
}

function skillet(s: Scene, cx: number, cy: number, r: number, handleAngle: number): string {
  const iron = '#2a2826';
  const handle = `<g transform="rotate(${f(handleAngle)} ${f(cx)} ${f(cy)})">${roundedRect(cx + r * 0.8, cy - r * 0.1, r * 0.95, r * 0.2, r * 0.1, 'FILL')}</g>`;
  const lug = `<g transform="rotate(${f(handleAngle + 180)} ${f(cx)} ${f(cy)})">${roundedRect(cx + r * 0.85, cy - r * 0.17, r * 0.3, r * 0.34, r * 0.15, 'FILL')}</g>`;
  const shapes = handle + lug + circle(cx, cy, r, 'FILL');
  return (
    shadowFor(s, shapes.replaceAll('FILL', 'fill="#000"'), r) +
    (handle + lug).replaceAll('FILL', `fill="${s.linear([
      [0, '#44403c'],
      [0.5, iron],
      [1, '#1b1a19'],
    ], 0, 0, 0, 1)}"`) +
    `<g transform="rotate(${f(handleAngle)} ${f(cx)} ${f(cy)})">${roundedRect(cx + r * 1.5, cy - r * 0.035, r * 0.16, r * 0.07, r * 0.035, 'fill="#141312"')}</g>` +
    circle(cx, cy, r, `fill="${s.radial([
      [0, '#3b3835'],
      [0.86, '#2f2c2a'],
      [0.9, '#45413d'],
      [0.96, iron],
      [1, '#151413'],
    ])}"`) +
    path(
      `M${f(cx - r * 0.93)},${f(cy + r * 0.1)}A${f(r * 0.93)},${f(r * 0.93)} 0 0 1 ${f(cx + r * 0.1)},${f(cy - r * 0.93)}`,
      `fill="none" stroke="#fff" stroke-width="${f(r * 0.02)}" stroke-linecap="round" opacity="0.22" ${s.blur(r * 0.01)}`,
    )
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
    shadowFor(s, shapes.replaceAll('FILL', 'fill="#000"'), h * 0.9) +
    shapes.replaceAll('FILL', `fill="${s.linear([
      [0, shade(color, 0.12)],
      [1, shade(color, -0.12)],
    ])}"`) +
    roundedRect(inner.x - inset * 0.35, inner.y - inset * 0.35, inner.w + inset * 0.7, inner.h + inset * 0.7, inset * 1.2, `fill="${s.linear([
      [0, shade(color, -0.25)],
      [1, shade(color, 0.1)],
    ])}"`) +
    roundedRect(x + 6, y + 6, w - 12, h - 12, Math.min(w, h) * 0.08, `fill="none" stroke="#fff" stroke-width="4" opacity="0.35" ${s.blur(2)}`);
  return { svg, ...inner };
}

function board(s: Scene, cx: number, cy: number, w: number, h: number, color: string, angle: number): string {
  const x = cx - w / 2;
  const y = cy - h / 2;
  const shape = `<g transform="rotate(${f(angle)} ${f(cx)} ${f(cy)})">${roundedRect(x, y, w, h, h * 0.08, 'FILL')}${roundedRect(x + w - 4, cy - h * 0.1, w * 0.16, h * 0.2, h * 0.1, 'FILL')}${circle(x + w + w * 0.09, cy, h * 0.035, 'HOLE')}</g>`;
  const grain: string[] = [];
  for (let i = 0; i < 14; i++) {
    const gy = y + s.rand(0.05, 0.95) * h;
    const pts: Pt[] = Array.from({ length: 6 }, (_, k) => [x + (k / 5) * w, gy + s.rand(-6, 6)] as const);
    grain.push(path(smoothOpen(pts), `fill="none" stroke="${shade(color, -0.3)}" stroke-width="${f(s.rand(1, 3))}" opacity="${f(s.rand(0.15, 0.35))}"`));
  }
  return (
    shadowFor(s, shape.replaceAll('FILL', 'fill="#000"').replaceAll('HOLE', 'fill="none"'), h * 0.8) +
    shape
      .replaceAll('FILL', `fill="${s.linear([
        [0, shade(color, 0.08)],
        [1, shade(color, -0.1)],
      ])}"`)
      .replaceAll('HOLE', `fill="${shade(color, -0.5)}"`) +
    `<g transform="rotate(${f(angle)} ${f(cx)} ${f(cy)})">${grain.join('')}${roundedRect(x + 3, y + 3, w - 6, h - 6, h * 0.08, `fill="none" stroke="#fff" stroke-width="3" opacity="0.25"`)}</g>`
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
  const creases: string[] = [];
  for (let i = 0; i < 7; i++) {
    const p0: Pt = [x + s.rand(0, w), y + s.rand(0, h)];
    const p1: Pt = [p0[0] + s.rand(-300, 300), p0[1] + s.rand(-300, 300)];
    creases.push(
      path(`M${f(p0[0])},${f(p0[1])}L${f(p1[0])},${f(p1[1])}`, `stroke="${s.chance(0.5) ? '#fff' : '#8a7a60'}" stroke-width="${f(s.rand(2, 5))}" opacity="0.18" ${s.blur(2)}`),
    );
  }
  return `<g transform="rotate(${f(angle)} ${f(cx)} ${f(cy)})">${shadowFor(s, path(d, 'fill="#000"'), h * 0.5, 0.6)}${path(d, 'fill="#f3ead8"')}<g ${s.clipPath(d)}>${creases.join('')}</g></g>`;
}

function glassRim(s: Scene, cx: number, cy: number, r: number, tint: string): string {
  return (
    circle(cx + r * 0.18, cy + r * 0.28, r * 1.02, `fill="${shade(tint, -0.3)}" opacity="0.28" ${s.blur(r * 0.12)}`) +
    circle(cx, cy, r, `fill="#ffffff" opacity="0.2"`) +
    circle(cx, cy, r * 0.97, `fill="none" stroke="#ffffff" stroke-width="${f(r * 0.05)}" opacity="0.6"`) +
    circle(cx, cy, r * 0.92, `fill="none" stroke="#000" stroke-width="${f(r * 0.02)}" opacity="0.08"`)
  );
}

/** A round glass seen from above, with the drink inside. */
function drinkGlass(s: Scene, cx: number, cy: number, r: number, drink: string): string {
  return (
    glassRim(s, cx, cy, r, drink) +
    circle(cx, cy, r * 0.9, `fill="${s.radial([
      [0, shade(drink, 0.25)],
      [0.7, drink],
      [1, shade(drink, -0.2)],
    ], { fx: 0.4, fy: 0.4 })}" opacity="0.93"`) +
    path(
      `M${f(cx - r * 0.82)},${f(cy + r * 0.1)}A${f(r * 0.82)},${f(r * 0.82)} 0 0 1 ${f(cx + r * 0.1)},${f(cy - r * 0.82)}`,
      `fill="none" stroke="#fff" stroke-width="${f(r * 0.06)}" stroke-linecap="round" opacity="0.45" ${s.blur(r * 0.02)}`,
    )
  );
}

function iceCube(s: Scene, x: number, y: number, size: number, angle: number): string {
  return (
    `<g transform="translate(${f(x)} ${f(y)}) rotate(${f(angle)})">` +
    roundedRect(-size / 2, -size / 2, size, size, size * 0.22, 'fill="#ffffff" opacity="0.28"') +
    roundedRect(-size / 2, -size / 2, size, size, size * 0.22, 'fill="none" stroke="#fff" stroke-width="3" opacity="0.6"') +
    roundedRect(-size * 0.36, -size * 0.36, size * 0.3, size * 0.12, size * 0.06, 'fill="#fff" opacity="0.7"') +
    `</g>`
  );
}

function cutlery(s: Scene, kind: 'fork' | 'knife' | 'spoon', x: number, y: number, angle: number, scale: number): string {
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
    const tines = [-27, -9, 9, 27].map((tx) => roundedRect(tx - 5, -215, 10, 120, 5, 'FILL')).join('');
    shape =
      tines +
      path('M-33,-110 L33,-110 Q34,-60 10,-30 L9,10 L-9,10 L-10,-30 Q-34,-60 -33,-110Z', 'FILL') +
      path('M-9,0 L9,0 Q17,100 16,190 Q15,215 0,215 Q-15,215 -16,190 Q-17,100 -9,0Z', 'FILL');
  } else if (kind === 'knife') {
    shape =
      path('M-13,-215 Q22,-190 17,-20 L-13,-20Z', 'FILL') +
      path('M-13,-25 L17,-25 Q18,100 16,190 Q15,215 1,215 Q-13,215 -14,190 Q-16,100 -13,-25Z', 'FILL');
  } else {
    shape =
      ellipse(0, -150, 40, 62, 'FILL') +
      path('M-7,-95 L7,-95 Q16,100 15,190 Q14,215 0,215 Q-14,215 -15,190 Q-16,100 -7,-95Z', 'FILL');
  }
  const inner = shape.replaceAll('FILL', `fill="${metal}"`);
  const hl =
    kind === 'spoon'
      ? ellipse(-12, -165, 10, 28, 'fill="#fff" opacity="0.6"')
      : roundedRect(-4, 20, 5, 170, 3, 'fill="#fff" opacity="0.5"');
  return (
    `<g transform="translate(${f(x)} ${f(y)}) rotate(${f(angle)}) scale(${scale})">` +
    `<g transform="translate(10 14)" opacity="0.35" ${s.blur(7)}>${shape.replaceAll('FILL', 'fill="#000"')}</g>` +
    `${inner}${hl}</g>`
  );
}

/* ------------------------------------------------------------------ tables */

function woodTable(s: Scene, color: string): string {
  const parts = [`<rect width="${W}" height="${H}" fill="${color}"/>`];
  const vertical = s.chance(0.35);
  const length = vertical ? W : H;
  let pos = -s.rand(0, 120);
  const grainColor = parseHex(shade(color, -0.55)).map((c) => (c / 255).toFixed(3));
  while (pos < length) {
    const size = s.rand(190, 260);
    const id = s.uid('g');
    const freq = vertical ? `${s.rand(0.035, 0.06).toFixed(3)} ${s.rand(0.0015, 0.003).toFixed(4)}` : `${s.rand(0.0015, 0.003).toFixed(4)} ${s.rand(0.035, 0.06).toFixed(3)}`;
    s.def(
      `<filter id="${id}" x="0" y="0" width="1" height="1" color-interpolation-filters="sRGB"><feTurbulence type="fractalNoise" baseFrequency="${freq}" numOctaves="3" seed="${s.int(1, 999)}"/><feColorMatrix values="0 0 0 0 ${grainColor[0]} 0 0 0 0 ${grainColor[1]} 0 0 0 0 ${grainColor[2]} 2.6 0 0 0 -1.05"/></filter>`,
    );
    const [x, y, w, h] = vertical ? [pos, 0, size, H] : [0, pos, W, size];
    parts.push(`<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" fill="${shade(color, s.rand(-0.12, 0.08))}"/>`);
    parts.push(`<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" filter="url(#${id})" opacity="0.55"/>`);
    if (s.chance(0.4)) {
      const kx = vertical ? x + size * s.rand(0.3, 0.7) : s.rand(100, W - 100);
      const ky = vertical ? s.rand(100, H - 100) : y + size * s.rand(0.3, 0.7);
      const [rx, ry] = vertical ? [10, 26] : [26, 10];
      for (let k = 3; k >= 1; k--) {
        parts.push(ellipse(kx, ky, rx * k * 0.9, ry * k * 0.9, `fill="none" stroke="${shade(color, -0.45)}" stroke-width="2" opacity="${0.25 + 0.1 * k}"`));
      }
      parts.push(ellipse(kx, ky, rx * 0.5, ry * 0.5, `fill="${shade(color, -0.5)}" opacity="0.7"`));
    }
    pos += size;
    const seam = vertical ? `M${f(pos)},0V${H}` : `M0,${f(pos)}H${W}`;
    const lit = vertical ? `M${f(pos + 3)},0V${H}` : `M0,${f(pos + 3)}H${W}`;
    parts.push(path(seam, `stroke="${shade(color, -0.6)}" stroke-width="5" opacity="0.8"`));
    parts.push(path(lit, `stroke="${shade(color, 0.3)}" stroke-width="2" opacity="0.35"`));
  }
  return parts.join('');
}

function linenTable(s: Scene, color: string): string {
  const weave = s.uid('p');
  s.def(
    `<pattern id="${weave}" width="7" height="7" patternUnits="userSpaceOnUse"><rect width="7" height="3" fill="${shade(color, -0.25)}" opacity="0.18"/><rect width="3" height="7" fill="${shade(color, 0.3)}" opacity="0.18"/></pattern>`,
  );
  const mottle = s.uid('m');
  const tone = parseHex(shade(color, -0.4)).map((c) => (c / 255).toFixed(3));
  s.def(
    `<filter id="${mottle}" x="0" y="0" width="1" height="1" color-interpolation-filters="sRGB"><feTurbulence type="fractalNoise" baseFrequency="0.003 0.004" numOctaves="2" seed="${s.int(1, 999)}"/><feColorMatrix values="0 0 0 0 ${tone[0]} 0 0 0 0 ${tone[1]} 0 0 0 0 ${tone[2]} 1.2 0 0 0 -0.5"/></filter>`,
  );
  const folds: string[] = [];
  for (let i = 0; i < 6; i++) {
    const y0 = s.rand(0, H);
    const pts: Pt[] = [
      [-50, y0],
      [W * 0.35, y0 + s.rand(-200, 200)],
      [W * 0.7, y0 + s.rand(-200, 200)],
      [W + 50, y0 + s.rand(-200, 200)],
    ];
    folds.push(path(smoothOpen(pts), `fill="none" stroke="${i % 2 ? '#fff' : '#000'}" stroke-width="${f(s.rand(20, 50))}" opacity="0.06" ${s.blur(18)}`));
  }
  return (
    `<rect width="${W}" height="${H}" fill="${color}"/>` +
    `<rect width="${W}" height="${H}" filter="url(#${mottle})" opacity="0.5"/>` +
    folds.join('') +
    `<rect width="${W}" height="${H}" fill="url(#${weave})"/>`
  );
}

function marbleTable(s: Scene, color: string): string {
  const cloud = s.uid('m');
  const tone = parseHex(shade(color, -0.3)).map((c) => (c / 255).toFixed(3));
  s.def(
    `<filter id="${cloud}" x="0" y="0" width="1" height="1" color-interpolation-filters="sRGB"><feTurbulence type="fractalNoise" baseFrequency="0.0025" numOctaves="3" seed="${s.int(1, 999)}"/><feColorMatrix values="0 0 0 0 ${tone[0]} 0 0 0 0 ${tone[1]} 0 0 0 0 ${tone[2]} 1.6 0 0 0 -0.65"/></filter>`,
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
    veins.push(path(d, `fill="none" stroke="${veinColor}" stroke-width="${f(s.rand(8, 18))}" opacity="0.12" ${s.blur(6)}`));
    veins.push(path(d, `fill="none" stroke="${veinColor}" stroke-width="${f(s.rand(1, 3))}" opacity="${f(s.rand(0.3, 0.55))}"`));
  }
  return (
    `<rect width="${W}" height="${H}" fill="${color}"/>` +
    `<rect width="${W}" height="${H}" filter="url(#${cloud})" opacity="0.6"/>` +
    veins.join('')
  );
}

function slateTable(s: Scene, color: string): string {
  const grain = s.uid('m');
  s.def(
    `<filter id="${grain}" x="0" y="0" width="1" height="1" color-interpolation-filters="sRGB"><feTurbulence type="fractalNoise" baseFrequency="0.004 0.012" numOctaves="3" seed="${s.int(1, 999)}"/><feColorMatrix values="0 0 0 0 1 0 0 0 0 1 0 0 0 0 1 1.4 0 0 0 -0.55"/></filter>`,
  );
  return (
    `<rect width="${W}" height="${H}" fill="${color}"/>` +
    `<rect width="${W}" height="${H}" filter="url(#${grain})" opacity="0.22"/>`
  );
}

function napkin(s: Scene, x: number, y: number, size: number, angle: number, style: 'gingham' | 'stripes' | 'plain', color: string): string {
  const base = style === 'plain' ? color : '#f6f0e4';
  let fill = `fill="${base}"`;
  if (style === 'gingham') {
    const id = s.uid('p');
    s.def(
      `<pattern id="${id}" width="56" height="56" patternUnits="userSpaceOnUse"><rect width="56" height="56" fill="${base}"/><rect width="28" height="56" fill="${color}" opacity="0.45"/><rect width="56" height="28" fill="${color}" opacity="0.45"/></pattern>`,
    );
    fill = `fill="url(#${id})"`;
  } else if (style === 'stripes') {
    const id = s.uid('p');
    s.def(
      `<pattern id="${id}" width="${f(size)}" height="${f(size)}" patternUnits="userSpaceOnUse"><rect width="${f(size)}" height="${f(size)}" fill="${base}"/><rect x="${f(size * 0.14)}" width="${f(size * 0.06)}" height="${f(size)}" fill="${color}"/><rect x="${f(size * 0.23)}" width="${f(size * 0.015)}" height="${f(size)}" fill="${color}"/><rect x="${f(size * 0.78)}" width="${f(size * 0.015)}" height="${f(size)}" fill="${color}"/><rect x="${f(size * 0.82)}" width="${f(size * 0.06)}" height="${f(size)}" fill="${color}"/></pattern>`,
    );
    fill = `fill="url(#${id})"`;
  }
  const weave = s.uid('p');
  s.def(
    `<pattern id="${weave}" width="5" height="5" patternUnits="userSpaceOnUse"><rect width="5" height="2" fill="#000" opacity="0.06"/><rect width="2" height="5" fill="#fff" opacity="0.08"/></pattern>`,
  );
  const half = size / 2;
  const sq = `<rect x="${f(-half)}" y="${f(-half)}" width="${f(size)}" height="${f(size)}" rx="6"`;
  return (
    `<g transform="translate(${f(x)} ${f(y)}) rotate(${f(angle)})">` +
    `${sq} fill="#000" opacity="0.25" transform="translate(8 12)" ${s.blur(10)}/>` +
    `${sq} ${fill}/>${sq} fill="url(#${weave})"/>` +
    `<rect x="${f(-half + 22)}" y="${f(-half + 22)}" width="${f(size - 44)}" height="${f(size - 44)}" fill="none" stroke="#000" stroke-width="2" stroke-dasharray="9 7" opacity="0.18"/>` +
    path(`M${f(-half)},${f(size * 0.05)}L${f(half)},${f(-size * 0.02)}`, `stroke="#fff" stroke-width="10" opacity="0.35" ${s.blur(5)}`) +
    path(`M${f(-half)},${f(size * 0.05 + 10)}L${f(half)},${f(-size * 0.02 + 10)}`, `stroke="#000" stroke-width="8" opacity="0.1" ${s.blur(5)}`) +
    `</g>`
  );
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
      return path(blob(s, x, y, r, r * s.rand(0.5, 1), 0.3, 7, s.rand(0, TAU)), `fill="${shade(color, s.rand(-0.22, 0.18))}" opacity="${f(s.rand(0.25, 0.55))}"`);
    })
    .join('');
}

const meatballs: DishFn = (s, p, { cx, cy, side }) => {
  const r = 400;
  const ir = r * 0.86;
  const food: Circle = { x: cx, y: cy, r: ir };
  const parts = [skillet(s, cx, cy, r, side === 1 ? s.rand(-30, -10) : s.rand(190, 210))];
  parts.push(`<g ${s.clipCircle(cx, cy, ir)}>`);
  parts.push(circle(cx, cy, ir, `fill="${s.radial([
    [0, shade(p.food, 0.08)],
    [0.8, p.food],
    [1, shade(p.food, -0.3)],
  ])}"`));
  parts.push(saucyTexture(s, food, p.food, 70));
  const balls = scatter(s, 9, cx, cy, ir * 0.68, 150);
  for (const [x, y] of balls) {
    const br = s.rand(62, 74);
    const d = blob(s, x, y, br, br * s.rand(0.9, 1), 0.06, 9);
    parts.push(path(d, `fill="#000" opacity="0.55" transform="translate(10 16)" ${s.blur(9)}`));
    parts.push(path(d, `fill="${p.accent}"`));
    parts.push(path(d, `fill="${s.radial([
      [0, shade(p.accent, 0.18)],
      [0.6, shade(p.accent, 0.02)],
      [1, shade(p.accent, -0.35)],
    ], { fx: 0.38, fy: 0.35 })}"`));
    parts.push(dust(s, x, y, br * 0.8, 14, shade(p.accent, -0.4), 3));
    parts.push(path(blob(s, x + br * 0.25, y + br * 0.3, br * 0.75, br * 0.55, 0.25, 8, s.rand(-0.5, 0.5)), `fill="${p.food}" opacity="0.75"`));
    parts.push(gloss(s, x - br * 0.35, y - br * 0.4, br * 0.3, br * 0.14, 0.4));
  }
  parts.push(innerShadow(s, cx, cy, ir, 40, 0.5));
  for (let i = 0; i < 7; i++) {
    const [x, y] = s.pick(balls);
    parts.push(leaf(s, x + s.rand(-40, 40), y + s.rand(-40, 40), s.rand(60, 90), s.rand(36, 48), s.rand(0, 360), p.garnish));
  }
  for (const [x, y] of scatter(s, 50, cx, cy, ir * 0.8, 0)) {
    parts.push(roundedRect(x, y, s.rand(8, 18), s.rand(3, 5), 2, `fill="#f6eed2" opacity="0.9" transform="rotate(${f(s.rand(0, 180))} ${f(x)} ${f(y)})"`));
  }
  parts.push('</g>');
  return { svg: parts.join(''), occupied: [{ x: cx, y: cy, r: r * 1.05 }] };
};

const curry: DishFn = (s, p, { cx, cy, side }) => {
  const r = 360;
  const bx = cx + side * 60;
  const b = bowl(s, bx, cy, r, p.surface, p.food);
  const parts: string[] = [];
  // naan on the table beside the bowl
  const nx = bx - side * (r + 120);
  const ny = cy + s.rand(-180, 60);
  const naan = blob(s, nx, ny, 230, 150, 0.1, 9, s.rand(-0.6, 0.6));
  parts.push(shadowFor(s, path(naan, 'fill="#000"'), 200));
  parts.push(path(naan, `fill="${s.radial([
    [0, '#f1d7a0'],
    [0.8, '#e2b46c'],
    [1, '#c4863d'],
  ])}"`));
  for (const [x, y] of scatter(s, 16, nx, ny, 150, 40)) {
    const cr = s.rand(10, 26);
    parts.push(path(blob(s, x, y, cr, cr * 0.7, 0.3, 7, s.rand(0, TAU)), `fill="#5a3414" opacity="${f(s.rand(0.35, 0.7))}" ${s.blur(3)}`));
  }
  parts.push(herbBits(s, scatter(s, 10, nx, ny, 140, 0), 7, p.garnish));
  parts.push(b.svg);
  parts.push(`<g ${s.clipCircle(b.food.x, b.food.y, b.food.r)}>`);
  parts.push(saucyTexture(s, b.food, p.food, 40));
  const pieces = scatter(s, 11, b.food.x, b.food.y, b.food.r * 0.8, 95);
  for (const [x, y] of pieces) {
    const d = chunk(s, x, y, s.rand(38, 52), 5);
    parts.push(path(d, `fill="#000" opacity="0.35" transform="translate(6 10)" ${s.blur(6)}`));
    parts.push(path(d, `fill="${p.accent}"`));
    parts.push(path(d, 'fill="url(#dome)"'));
    parts.push(path(blob(s, x + 12, y + 14, 38, 26, 0.3, 7), `fill="${p.food}" opacity="0.6"`));
  }
  const swirl: Pt[] = [];
  const sx = b.food.x + s.rand(-40, 40);
  const sy = b.food.y + s.rand(-40, 40);
  for (let t = 0; t < 26; t++) {
    const a = t * 0.55;
    const rr = 18 + t * 7.5;
    swirl.push([sx + Math.cos(a) * rr, sy + Math.sin(a) * rr]);
  }
  parts.push(path(smoothOpen(swirl), `fill="none" stroke="#000" stroke-width="22" opacity="0.15" transform="translate(3 5)" ${s.blur(4)}`));
  parts.push(path(smoothOpen(swirl), `fill="none" stroke="#fbf3e2" stroke-width="18" stroke-linecap="round" opacity="0.92"`));
  parts.push(innerShadow(s, b.food.x, b.food.y, b.food.r, 40, 0.4));
  parts.push(dust(s, b.food.x, b.food.y, b.food.r * 0.9, 40, '#9b1c10', 3.5));
  for (const [x, y] of scatter(s, 9, b.food.x, b.food.y, b.food.r * 0.75, 50)) {
    parts.push(leaf(s, x, y, s.rand(40, 55), s.rand(34, 44), s.rand(0, 360), p.garnish));
  }
  parts.push('</g>');
  return { svg: parts.join(''), occupied: [{ x: bx, y: cy, r: r * 1.05 }, { x: nx, y: ny, r: 240 }] };
};

const stew: DishFn = (s, p, { cx, cy }) => {
  const r = 400;
  const b = bowl(s, cx, cy, r, p.surface, p.food);
  const parts = [b.svg, `<g ${s.clipCircle(b.food.x, b.food.y, b.food.r)}>`];
  parts.push(saucyTexture(s, b.food, p.food, 50));
  const spots = scatter(s, 26, b.food.x, b.food.y, b.food.r * 0.88, 75);
  spots.forEach(([x, y], i) => {
    const type = i % 4;
    if (type === 0 || type === 1) {
      const d = chunk(s, x, y, s.rand(36, 48), 5);
      parts.push(path(d, `fill="#000" opacity="0.35" transform="translate(5 8)" ${s.blur(5)}`));
      parts.push(path(d, `fill="${p.accent}"`), path(d, 'fill="url(#dome)"'));
    } else if (type === 2) {
      const cr = s.rand(26, 34);
      parts.push(circle(x + 4, y + 7, cr, `fill="#000" opacity="0.3" ${s.blur(5)}`));
      parts.push(circle(x, y, cr, 'fill="#e8772e"'), circle(x, y, cr * 0.55, 'fill="#f39a4e" opacity="0.8"'), circle(x, y, cr, 'fill="url(#dome)"'));
    } else {
      const d = chunk(s, x, y, s.rand(32, 40), 4);
      parts.push(path(d, `fill="#000" opacity="0.3" transform="translate(5 8)" ${s.blur(5)}`));
      parts.push(path(d, 'fill="#ecd9a3"'), path(d, 'fill="url(#dome)"'));
    }
  });
  for (const [x, y] of scatter(s, 14, b.food.x, b.food.y, b.food.r * 0.85, 30)) {
    parts.push(circle(x, y, 11, 'fill="#6aa33a"'), circle(x, y, 11, 'fill="url(#dome)"'));
  }
  parts.push(innerShadow(s, b.food.x, b.food.y, b.food.r, 44, 0.45));
  parts.push(herbBits(s, scatter(s, 40, b.food.x, b.food.y, b.food.r * 0.8, 0), 9, p.garnish));
  parts.push('</g>');
  return { svg: parts.join(''), occupied: [{ x: cx, y: cy, r: r * 1.05 }] };
};

const roastChicken: DishFn = (s, p, { cx, cy }) => {
  const rx = 520;
  const ry = 380;
  const parts = [platter(s, cx, cy, rx, ry, p.surface)];
  // potatoes and lemons round the bird
  for (const [x, y] of ring(s, 9, cx, cy, 1, 0.15).map(([x, y]) => [cx + (x - cx) * 390, cy + (y - cy) * 270] as const)) {
    const d = chunk(s, x, y, s.rand(40, 52), 6);
    parts.push(path(d, `fill="#000" opacity="0.35" transform="translate(6 9)" ${s.blur(6)}`));
    parts.push(path(d, `fill="${s.radial([
      [0, '#f1cf7c'],
      [0.7, '#d9a24a'],
      [1, '#a86a25'],
    ])}"`));
  }
  parts.push(lemonHalf(s, cx - 330, cy - 120, 58), lemonHalf(s, cx + 340, cy + 110, 54));
  // the bird
  const body = blob(s, cx, cy - 10, 250, 185, 0.04, 12);
  const legs = [-1, 1].map((k) => blob(s, cx + k * 120, cy + 150, 95, 70, 0.08, 9, k * 0.6));
  const wings = [-1, 1].map((k) => blob(s, cx + k * 235, cy - 60, 70, 48, 0.1, 8, k * -0.5));
  const skin = s.radial([
    [0, shade(p.food, 0.25)],
    [0.55, p.food],
    [1, shade(p.food, -0.35)],
  ], { fx: 0.4, fy: 0.35 });
  const all = [...wings, ...legs, body];
  parts.push(shadowFor(s, all.map((d) => path(d, 'fill="#000"')).join(''), 240));
  for (const d of all) parts.push(path(d, `fill="${skin}"`));
  for (const [x, y] of [
    [cx + 60, cy + 230],
    [cx - 60, cy + 230],
  ] as const) {
    parts.push(ellipse(x, y, 22, 16, 'fill="#f3e6cf"'), ellipse(x, y, 22, 16, 'fill="url(#dome)"'));
  }
  parts.push(path(`M${f(cx)},${f(cy - 190)}Q${f(cx + 10)},${f(cy - 10)} ${f(cx)},${f(cy + 160)}`, `fill="none" stroke="${shade(p.food, -0.4)}" stroke-width="6" opacity="0.45" ${s.blur(3)}`));
  parts.push(dust(s, cx, cy - 10, 220, 160, shade(p.food, -0.5), 5));
  parts.push(dust(s, cx, cy - 10, 200, 60, '#f7e7b0', 4));
  parts.push(gloss(s, cx - 90, cy - 90, 110, 45, 0.45));
  parts.push(gloss(s, cx + 80, cy - 70, 60, 25, 0.3));
  parts.push(sprig(s, cx - 200, cy + 250, 260, s.rand(-70, -40), p.garnish, 38));
  parts.push(sprig(s, cx + 160, cy - 210, 220, s.rand(60, 100), p.garnish, 34));
  parts.push(sprig(s, cx + 40, cy - 40, 160, s.rand(-20, 20), p.garnish, 30));
  return { svg: parts.join(''), occupied: [{ x: cx, y: cy, r: rx * 1.02 }] };
};

const enchiladas: DishFn = (s, p, { cx, cy }) => {
  const dish = bakingDish(s, cx, cy, 1000, 760, p.surface);
  const parts = [dish.svg];
  const clip = s.clipPath(`M${f(dish.x)},${f(dish.y)}h${f(dish.w)}v${f(dish.h)}h${f(-dish.w)}Z`);
  parts.push(`<g ${clip}>`);
  parts.push(`<rect x="${f(dish.x)}" y="${f(dish.y)}" width="${f(dish.w)}" height="${f(dish.h)}" fill="${shade(p.food, -0.15)}"/>`);
  const rolls = 5;
  const rw = dish.w / rolls;
  for (let i = 0; i < rolls; i++) {
    const x = dish.x + i * rw + rw / 2;
    parts.push(roundedRect(x - rw * 0.44, dish.y + 10, rw * 0.88, dish.h - 20, rw * 0.4, `fill="${s.linear([
      [0, shade(p.food, -0.3)],
      [0.4, shade(p.food, 0.1)],
      [1, shade(p.food, -0.35)],
    ], 0, 0, 1, 0)}"`));
  }
  parts.push(saucyTexture(s, { x: cx, y: cy, r: dish.w * 0.6 }, p.food, 60));
  for (const [x, y] of scatter(s, 26, cx, cy, 420, 70)) {
    parts.push(path(blob(s, x, y, s.rand(50, 90), s.rand(35, 60), 0.35, 8, s.rand(0, TAU)), `fill="${p.accent}" opacity="0.9"`));
    parts.push(dust(s, x, y, 40, 4, '#9a5a1a', 6));
  }
  parts.push(innerShadow(s, cx, cy, Math.max(dish.w, dish.h) * 0.62, 50, 0.2));
  const drizzle: Pt[] = [];
  for (let i = 0; i <= 10; i++) {
    drizzle.push([dish.x + 40 + (i / 10) * (dish.w - 80), cy + (i % 2 === 0 ? -1 : 1) * dish.h * 0.3 + s.rand(-30, 30)]);
  }
  parts.push(path(smoothOpen(drizzle), `fill="none" stroke="#000" stroke-width="16" opacity="0.15" transform="translate(3 5)" ${s.blur(3)}`));
  parts.push(path(smoothOpen(drizzle), `fill="none" stroke="#fbf6ea" stroke-width="13" stroke-linecap="round"`));
  for (const [x, y] of scatter(s, 8, cx, cy, 360, 90)) {
    parts.push(circle(x, y, 24, 'fill="#3f7d2a"'), circle(x, y, 17, 'fill="#b7d77a"'), circle(x, y, 24, 'fill="url(#dome)"'));
    parts.push(dust(s, x, y, 10, 4, '#f3f0d0', 2.5));
  }
  parts.push(herbBits(s, scatter(s, 45, cx, cy, 430, 0), 10, p.garnish));
  parts.push('</g>');
  return { svg: parts.join(''), occupied: [{ x: cx, y: cy, r: 600 }] };
};

const salmon: DishFn = (s, p, { cx, cy }) => {
  const r = 420;
  const parts = [plate(s, cx, cy, r, p.surface)];
  // rice
  const rice = blob(s, cx - 130, cy + 90, 170, 140, 0.08, 10);
  parts.push(path(rice, `fill="#000" opacity="0.2" transform="translate(6 10)" ${s.blur(8)}`));
  parts.push(path(rice, 'fill="#f7f3ea"'));
  for (const [x, y] of scatter(s, 170, cx - 130, cy + 90, 150, 0)) {
    parts.push(ellipse(x, y, 7, 3.5, `fill="${s.chance(0.5) ? '#fff' : '#d9d1bf'}" transform="rotate(${f(s.rand(0, 180))} ${f(x)} ${f(y)})"`));
  }
  parts.push(path(rice, 'fill="url(#dome)" opacity="0.6"'));
  // greens
  for (let i = 0; i < 7; i++) {
    const a = s.rand(-0.8, 0.3);
    const x = cx + 150 + Math.cos(a) * 40 + i * 8;
    const y = cy + 120 + i * 22;
    parts.push(leaf(s, x, y, 170, 70, s.rand(40, 80), p.garnish));
  }
  // fillet
  const fx = cx + 30;
  const fy = cy - 110;
  const d = roundedPoly([
    [fx - 230, fy - 40],
    [fx + 200, fy - 95],
    [fx + 235, fy + 40],
    [fx - 205, fy + 95],
  ], 0.45);
  parts.push(shadowFor(s, path(d, 'fill="#000"'), 150));
  parts.push(path(d, `fill="${s.linear([
    [0, shade(p.food, 0.15)],
    [1, shade(p.food, -0.1)],
  ])}"`));
  parts.push(`<g ${s.clipPath(d)}>`);
  for (let i = 0; i < 9; i++) {
    const x = fx - 200 + i * 50;
    parts.push(path(`M${f(x)},${f(fy - 120)}Q${f(x + 30)},${f(fy)} ${f(x - 10)},${f(fy + 120)}`, `fill="none" stroke="#fff3e8" stroke-width="7" opacity="0.45"`));
  }
  parts.push(path(d, `fill="${p.accent}" opacity="0.55"`));
  parts.push(innerShadow(s, fx, fy, 260, 50, 0.25));
  parts.push('</g>');
  parts.push(gloss(s, fx - 40, fy - 30, 140, 22, 0.55, -12));
  for (const [x, y] of scatter(s, 40, fx, fy, 150, 0)) {
    parts.push(ellipse(x, y, 5, 3, `fill="#fbf5e4" transform="rotate(${f(s.rand(0, 180))} ${f(x)} ${f(y)})"`));
  }
  for (const [x, y] of scatter(s, 12, fx, fy, 170, 30)) {
    parts.push(circle(x, y, 10, `fill="none" stroke="#5aa33c" stroke-width="5"`));
  }
  parts.push(lemonHalf(s, cx + 250, cy - 230, 52));
  return { svg: parts.join(''), occupied: [{ x: cx, y: cy, r: r * 1.05 }] };
};

const pancakes: DishFn = (s, p, { cx, cy }) => {
  const r = 410;
  const parts = [plate(s, cx, cy, r, p.surface)];
  const pr = 270;
  for (let i = 3; i >= 0; i--) {
    const x = cx + i * 10 - 10;
    const y = cy + i * 14 - 14;
    const d = blob(s, x, y, pr, pr * 0.97, 0.015, 14);
    if (i === 3) parts.push(shadowFor(s, path(d, 'fill="#000"'), pr));
    parts.push(path(d, `fill="${shade(p.food, -0.1 - i * 0.04)}"`));
    parts.push(path(blob(s, x - 4, y - 6, pr * 0.985, pr * 0.965, 0.015, 14), `fill="${s.radial([
      [0, shade(p.food, -0.05)],
      [0.75, p.food],
      [0.93, shade(p.food, 0.2)],
      [1, shade(p.food, 0.35)],
    ])}"`));
  }
  const top = { x: cx - 14, y: cy - 20, r: pr * 0.9 };
  parts.push(dust(s, top.x, top.y, top.r * 0.9, 120, shade(p.food, -0.3), 3));
  // syrup
  const syrup = blob(s, top.x + 30, top.y + 20, 190, 170, 0.22, 11);
  parts.push(path(syrup, `fill="${p.accent}" opacity="0.82"`));
  parts.push(path(`M${f(top.x + 150)},${f(top.y + 90)}Q${f(top.x + 250)},${f(top.y + 170)} ${f(top.x + 250)},${f(top.y + 260)}`, `fill="none" stroke="${p.accent}" stroke-width="38" stroke-linecap="round" opacity="0.82"`));
  parts.push(gloss(s, top.x - 20, top.y - 40, 90, 24, 0.55));
  parts.push(gloss(s, top.x + 200, top.y + 170, 14, 30, 0.5, 0));
  // butter
  const bx = top.x + s.rand(-20, 20);
  const by = top.y + s.rand(-30, 10);
  parts.push(path(blob(s, bx + 8, by + 8, 70, 62, 0.2, 9), `fill="#fae08a" opacity="0.7"`));
  parts.push(roundedRect(bx - 42, by - 36, 84, 72, 12, `fill="#000" opacity="0.25" transform="translate(5 8)" ${s.blur(4)}`));
  parts.push(`<g transform="rotate(${f(s.rand(-20, 20))} ${f(bx)} ${f(by)})">${roundedRect(bx - 42, by - 36, 84, 72, 12, 'fill="#fdeaa0"')}${roundedRect(bx - 42, by - 36, 84, 72, 12, 'fill="url(#dome)"')}</g>`);
  for (const [x, y] of scatter(s, 9, top.x, top.y, top.r * 0.85, 70)) {
    if (Math.hypot(x - bx, y - by) > 80) parts.push(s.chance(0.5) ? berry(s, x, y, 22, p.garnish) : raspberry(s, x, y, 26, '#d0314b'));
  }
  for (const [x, y] of ring(s, 6, cx, cy, 350, 0.2)) {
    parts.push(berry(s, x, y, 20, p.garnish));
  }
  parts.push(dust(s, top.x, top.y, top.r, 260, '#ffffff', 2.2));
  return { svg: parts.join(''), occupied: [{ x: cx, y: cy, r: r * 1.05 }] };
};

const shakshuka: DishFn = (s, p, { cx, cy, side }) => {
  const r = 400;
  const ir = r * 0.86;
  const food: Circle = { x: cx, y: cy, r: ir };
  const parts = [skillet(s, cx, cy, r, side === 1 ? s.rand(10, 30) : s.rand(150, 170))];
  parts.push(`<g ${s.clipCircle(cx, cy, ir)}>`);
  parts.push(circle(cx, cy, ir, `fill="${p.food}"`));
  parts.push(saucyTexture(s, food, p.food, 90));
  for (const [x, y] of scatter(s, 25, cx, cy, ir * 0.9, 40)) {
    parts.push(path(chunk(s, x, y, s.rand(12, 22), 4), `fill="${s.chance(0.5) ? '#7fae3f' : '#e7a33a'}" opacity="0.8"`));
  }
  for (const [x, y] of scatter(s, 5, cx, cy, ir * 0.58, 200)) {
    const white = blob(s, x, y, 95, 85, 0.16, 10, s.rand(0, TAU));
    parts.push(path(white, `fill="#000" opacity="0.25" transform="translate(4 7)" ${s.blur(5)}`));
    parts.push(path(white, `fill="${s.radial([
      [0, '#ffffff'],
      [0.7, '#fbf7ee'],
      [1, '#efe3cc'],
    ])}"`));
    const yx = x + s.rand(-12, 12);
    const yy = y + s.rand(-12, 12);
    parts.push(circle(yx + 3, yy + 5, 38, `fill="#000" opacity="0.25" ${s.blur(4)}`));
    parts.push(circle(yx, yy, 38, `fill="${p.accent}"`), circle(yx, yy, 38, 'fill="url(#dome)"'));
    parts.push(gloss(s, yx - 12, yy - 14, 14, 8, 0.8));
  }
  for (const [x, y] of scatter(s, 18, cx, cy, ir * 0.85, 40)) {
    parts.push(path(chunk(s, x, y, s.rand(9, 15), 5), 'fill="#fbfaf4"'));
  }
  parts.push(innerShadow(s, cx, cy, ir, 40, 0.5));
  parts.push(herbBits(s, scatter(s, 55, cx, cy, ir * 0.9, 0), 9, p.garnish));
  parts.push(dust(s, cx, cy, ir, 40, '#8a1a0c', 3));
  parts.push('</g>');
  return { svg: parts.join(''), occupied: [{ x: cx, y: cy, r: r * 1.05 }] };
};

function muffinTop(s: Scene, x: number, y: number, r: number, p: DemoPalette, liner: string): string {
  const parts: string[] = [];
  const pleats = 36;
  const pts: Pt[] = Array.from({ length: pleats * 2 }, (_, i) => {
    const a = (i / (pleats * 2)) * TAU;
    const rr = i % 2 === 0 ? r * 1.03 : r * 0.98;
    return [x + Math.cos(a) * rr, y + Math.sin(a) * rr] as const;
  });
  const linerPath = roundedPoly(pts, 0.6);
  parts.push(path(linerPath, `fill="#000" opacity="0.35" transform="translate(8 12)" ${s.blur(9)}`));
  parts.push(path(linerPath, `fill="${liner}"`), path(linerPath, 'fill="url(#dome)" opacity="0.6"'));
  const top = blob(s, x - 3, y - 4, r * 0.97, r * 0.95, 0.06, 11);
  parts.push(path(top, `fill="${s.radial([
    [0, shade(p.food, 0.15)],
    [0.7, p.food],
    [1, shade(p.food, -0.28)],
  ], { fx: 0.42, fy: 0.4 })}"`));
  parts.push(`<g ${s.clipPath(top)}>`);
  for (const [bx, by] of scatter(s, 6, x, y, r * 0.75, r * 0.3)) {
    parts.push(path(blob(s, bx, by, r * 0.14, r * 0.12, 0.2, 7), `fill="${p.garnish}"`), circle(bx, by, r * 0.12, 'fill="url(#dome)"'));
  }
  parts.push(crumbs(s, scatter(s, 40, x, y, r * 0.85, 0), r * 0.06, p.accent));
  parts.push('</g>');
  parts.push(path(top, 'fill="url(#dome)" opacity="0.7"'));
  return parts.join('');
}

const muffins: DishFn = (s, p, { cx, cy }) => {
  const parts = [board(s, cx, cy, 1080, 820, p.surface, s.rand(-4, 4))];
  const r = 150;
  const liner = s.pick(['#f4efe6', '#d9b88f', '#e9c6c0']);
  const spots: Pt[] = [];
  for (let row = 0; row < 2; row++) {
    for (let col = 0; col < 3; col++) {
      spots.push([cx - 330 + col * 330 + s.rand(-15, 15), cy - 175 + row * 350 + s.rand(-15, 15)]);
    }
  }
  for (const [x, y] of spots) parts.push(muffinTop(s, x, y, r, p, liner));
  return { svg: parts.join(''), occupied: [{ x: cx, y: cy, r: 640 }] };
};

const cinnamonRolls: DishFn = (s, p, { cx, cy }) => {
  const dish = bakingDish(s, cx, cy, 980, 980 * 0.78, p.surface);
  const parts = [dish.svg];
  const cols = 4;
  const rows = 3;
  const cw = dish.w / cols;
  const ch = dish.h / rows;
  parts.push(`<rect x="${f(dish.x)}" y="${f(dish.y)}" width="${f(dish.w)}" height="${f(dish.h)}" rx="30" fill="${shade(p.food, -0.4)}"/>`);
  for (let row = 0; row < rows; row++) {
    for (let col = 0; col < cols; col++) {
      const x = dish.x + cw * (col + 0.5);
      const y = dish.y + ch * (row + 0.5);
      const roll = roundedRect(x - cw * 0.49, y - ch * 0.49, cw * 0.98, ch * 0.98, cw * 0.3, `fill="${s.radial([
        [0, shade(p.food, 0.12)],
        [0.8, p.food],
        [1, shade(p.food, -0.3)],
      ])}"`);
      parts.push(roll);
      const spiral: Pt[] = [];
      const turns = 3.2;
      const start = s.rand(0, TAU);
      for (let t = 0; t <= 40; t++) {
        const a = start + (t / 40) * turns * TAU;
        const rr = 6 + (t / 40) * cw * 0.42;
        spiral.push([x + Math.cos(a) * rr, y + Math.sin(a) * rr * (ch / cw)]);
      }
      parts.push(path(smoothOpen(spiral), `fill="none" stroke="${p.accent}" stroke-width="9" stroke-linecap="round" opacity="0.85"`));
      parts.push(path(smoothOpen(spiral), `fill="none" stroke="#fff" stroke-width="3" opacity="0.2" transform="translate(-3 -3)"`));
    }
  }
  parts.push(innerShadow(s, cx, cy, dish.w * 0.6, 60, 0.25));
  for (let i = 0; i < 9; i++) {
    const y = dish.y + 30 + (i / 8) * (dish.h - 60);
    const pts: Pt[] = [
      [dish.x + 20, y + s.rand(-30, 30)],
      [cx - 200, y + s.rand(-40, 40)],
      [cx + 200, y + s.rand(-40, 40)],
      [dish.x + dish.w - 20, y + s.rand(-30, 30)],
    ];
    parts.push(path(smoothOpen(pts), `fill="none" stroke="#fffaf0" stroke-width="${f(s.rand(8, 14))}" stroke-linecap="round" opacity="0.92"`));
  }
  for (const [x, y] of scatter(s, 7, cx, cy, 300, 120)) {
    parts.push(path(blob(s, x, y, 55, 45, 0.3, 8), 'fill="#fffaf0" opacity="0.9"'));
  }
  return { svg: parts.join(''), occupied: [{ x: cx, y: cy, r: 580 }] };
};

const deviledEggs: DishFn = (s, p, { cx, cy }) => {
  const r = 430;
  const parts = [plate(s, cx, cy, r, p.surface, 0.16)];
  const eggs = [...ring(s, 8, cx, cy, 280), ...ring(s, 2, cx, cy, 80)];
  eggs.forEach(([x, y], i) => {
    const angle = (Math.atan2(y - cy, x - cx) * 180) / Math.PI + (i >= 8 ? 90 : 0);
    const egg = ellipse(0, 0, 105, 68, 'FILL');
    const yolkPts = Array.from({ length: 24 }, (_, k) => {
      const a = (k / 24) * TAU;
      const rr = k % 2 === 0 ? 50 : 43;
      return [Math.cos(a) * rr * 1.1, Math.sin(a) * rr * 0.85] as const;
    });
    parts.push(
      `<g transform="translate(${f(x)} ${f(y)}) rotate(${f(angle)})">` +
        `<g transform="translate(8 12)" opacity="0.35" ${s.blur(8)}>${egg.replace('FILL', 'fill="#000"')}</g>` +
        egg.replace('FILL', `fill="${s.radial([
          [0, '#ffffff'],
          [0.8, '#fbf8f0'],
          [1, '#e9e1cf'],
        ])}"`) +
        path(roundedPoly(yolkPts, 0.7), `fill="#000" opacity="0.2" transform="translate(3 5)" ${s.blur(4)}`) +
        path(roundedPoly(yolkPts, 0.7), `fill="${p.food}"`) +
        path(roundedPoly(yolkPts.map(([a, b]) => [a * 0.6, b * 0.6] as const), 0.7), `fill="none" stroke="${shade(p.food, -0.15)}" stroke-width="3"`) +
        path(roundedPoly(yolkPts, 0.7), 'fill="url(#dome)"') +
        dust(s, 0, 0, 40, 18, p.accent, 2.6) +
        `</g>`,
    );
    for (let k = 0; k < 3; k++) {
      const a = s.rand(0, TAU);
      const hx = x + Math.cos(a) * 25;
      const hy = y + Math.sin(a) * 20;
      parts.push(roundedRect(hx, hy, 18, 5, 2, `fill="${p.garnish}" transform="rotate(${f(s.rand(0, 180))} ${f(hx)} ${f(hy)})"`));
    }
  });
  return { svg: parts.join(''), occupied: [{ x: cx, y: cy, r: r * 1.05 }] };
};

const samosas: DishFn = (s, p, { cx, cy, side }) => {
  const r = 410;
  const parts = [plate(s, cx, cy, r, p.surface)];
  const dipX = cx + side * 150;
  const dipY = cy + 150;
  const dip = bowl(s, dipX, dipY, 110, '#f2eee6', p.garnish);
  const items = ring(s, 5, cx - side * 60, cy - 40, 190, 0.1);
  items.forEach(([x, y]) => {
    const a = s.rand(0, TAU);
    const tri = roundedPoly(
      [0, 1, 2].map((k) => {
        const aa = a + (k / 3) * TAU;
        return [x + Math.cos(aa) * 140, y + Math.sin(aa) * 120] as const;
      }),
      0.35,
    );
    parts.push(shadowFor(s, path(tri, 'fill="#000"'), 120));
    parts.push(path(tri, `fill="${s.radial([
      [0, shade(p.food, 0.2)],
      [0.8, p.food],
      [1, shade(p.food, -0.3)],
    ])}"`));
    parts.push(`<g ${s.clipPath(tri)}>${dust(s, x, y, 120, 45, shade(p.food, -0.35), 4)}${dust(s, x, y, 120, 30, shade(p.food, 0.35), 4)}</g>`);
    parts.push(path(tri, `fill="none" stroke="${shade(p.food, -0.25)}" stroke-width="5" stroke-dasharray="4 10" opacity="0.6"`));
  });
  parts.push(dip.svg, `<g ${s.clipCircle(dip.food.x, dip.food.y, dip.food.r)}>`);
  parts.push(saucyTexture(s, dip.food, p.garnish, 10), innerShadow(s, dip.food.x, dip.food.y, dip.food.r, 16, 0.4), '</g>');
  parts.push(gloss(s, dipX - 30, dipY - 30, 30, 10, 0.5));
  const lime = s.rand(0, 360);
  parts.push(`<g transform="rotate(${f(lime)} ${f(cx - side * 250)} ${f(cy + 250)})">${path(`M${f(cx - side * 250 - 60)},${f(cy + 250)}A60,60 0 0 0 ${f(cx - side * 250 + 60)},${f(cy + 250)}Z`, 'fill="#7fb23a"')}${path(`M${f(cx - side * 250 - 50)},${f(cy + 254)}A50,48 0 0 0 ${f(cx - side * 250 + 50)},${f(cy + 254)}Z`, 'fill="#cfe58a"')}</g>`);
  parts.push(herbBits(s, scatter(s, 30, cx, cy, 330, 0), 11, '#3f8f3a'));
  return { svg: parts.join(''), occupied: [{ x: cx, y: cy, r: r * 1.05 }] };
};

const beanDip: DishFn = (s, p, { cx, cy }) => {
  const r = 500;
  const parts = [plate(s, cx, cy, r, p.surface, 0.1)];
  const chips = ring(s, 16, cx, cy, 400, 0.1);
  const chipShape = (x: number, y: number): string => {
    const a = Math.atan2(y - cy, x - cx) + s.rand(-0.4, 0.4);
    return roundedPoly(
      [0, 1, 2].map((k) => {
        const aa = a + (k / 3) * TAU;
        const rr = k === 0 ? 115 : 85;
        return [x + Math.cos(aa) * rr, y + Math.sin(aa) * rr] as const;
      }),
      0.25,
    );
  };
  for (const [x, y] of chips) {
    const d = chipShape(x, y);
    parts.push(path(d, `fill="#000" opacity="0.3" transform="translate(6 10)" ${s.blur(7)}`));
    parts.push(path(d, `fill="${s.radial([
      [0, '#f3d27f'],
      [1, '#d6a143'],
    ])}"`));
    parts.push(`<g ${s.clipPath(d)}>${dust(s, x, y, 80, 16, '#b5782a', 4)}${dust(s, x, y, 80, 10, '#ffffff', 2)}</g>`);
  }
  const b = bowl(s, cx, cy, 300, '#f4f1ea', p.food);
  parts.push(b.svg, `<g ${s.clipCircle(b.food.x, b.food.y, b.food.r)}>`);
  // shredded cheese
  for (const [x, y] of scatter(s, 220, b.food.x, b.food.y, b.food.r, 0)) {
    parts.push(roundedRect(x, y, s.rand(16, 30), 5, 2.5, `fill="${shade(p.accent, s.rand(-0.1, 0.1))}" transform="rotate(${f(s.rand(0, 180))} ${f(x)} ${f(y)})"`));
  }
  for (const [x, y] of scatter(s, 18, b.food.x, b.food.y, b.food.r * 0.85, 40)) {
    parts.push(path(chunk(s, x, y, 15, 4), 'fill="#d8322a"'), path(chunk(s, x, y, 8, 4), 'fill="#f06a4f" opacity="0.7"'));
  }
  for (const [x, y] of scatter(s, 10, b.food.x, b.food.y, b.food.r * 0.85, 40)) {
    parts.push(circle(x, y, 14, 'fill="#1d1b1a"'), circle(x, y, 6, `fill="${p.food}"`));
  }
  parts.push(herbBits(s, scatter(s, 40, b.food.x, b.food.y, b.food.r * 0.85, 0), 7, p.garnish));
  parts.push(innerShadow(s, b.food.x, b.food.y, b.food.r, 30, 0.35), '</g>');
  return { svg: parts.join(''), occupied: [{ x: cx, y: cy, r: r * 1.05 }] };
};

function cookie(s: Scene, x: number, y: number, r: number, p: DemoPalette): string {
  const d = blob(s, x, y, r, r * s.rand(0.92, 1), 0.06, 12);
  const parts = [path(d, `fill="#000" opacity="0.35" transform="translate(7 11)" ${s.blur(8)}`)];
  parts.push(path(d, `fill="${s.radial([
    [0, shade(p.food, 0.12)],
    [0.65, p.food],
    [1, shade(p.food, -0.3)],
  ])}"`));
  parts.push(`<g ${s.clipPath(d)}>`);
  for (let i = 0; i < 5; i++) {
    const a = s.rand(0, TAU);
    const pts: Pt[] = [
      [x + Math.cos(a) * r * 0.1, y + Math.sin(a) * r * 0.1],
      [x + Math.cos(a + 0.3) * r * 0.5, y + Math.sin(a + 0.3) * r * 0.5],
      [x + Math.cos(a) * r * 0.9, y + Math.sin(a) * r * 0.9],
    ];
    parts.push(path(smoothOpen(pts), `fill="none" stroke="${shade(p.food, -0.35)}" stroke-width="3" opacity="0.35"`));
  }
  for (const [cx, cy] of scatter(s, s.int(7, 10), x, y, r * 0.8, r * 0.22)) {
    const c = chunk(s, cx, cy, s.rand(r * 0.09, r * 0.13), 5);
    parts.push(path(c, `fill="${p.accent}"`), path(c, 'fill="url(#dome)"'));
  }
  parts.push('</g>');
  parts.push(dust(s, x, y, r * 0.7, 6, '#ffffff', 2.5));
  return parts.join('');
}

const cookies: DishFn = (s, p, { cx, cy, side }) => {
  const parts = [parchment(s, cx, cy, 1120, 860, s.rand(-6, 6))];
  const r = 125;
  const spots = scatter(s, 7, cx, cy, 330, 2 * r + 14);
  for (const [x, y] of spots) parts.push(cookie(s, x, y, r, p));
  const gx = cx - side * 610;
  const gy = cy - 380;
  parts.push(drinkGlass(s, gx, gy, 150, '#fbfaf6'));
  parts.push(crumbs(s, scatter(s, 14, cx, cy, 480, 0), 10, p.food));
  parts.push(crumbs(s, scatter(s, 8, cx, cy, 480, 0), 12, p.accent));
  return { svg: parts.join(''), occupied: [{ x: cx, y: cy, r: 600 }, { x: gx, y: gy, r: 170 }] };
};

function ramekin(s: Scene, x: number, y: number, r: number, color: string): string {
  const flutes = 22;
  const pts = Array.from({ length: flutes * 2 }, (_, i) => {
    const a = (i / (flutes * 2)) * TAU;
    const rr = i % 2 === 0 ? r : r * 0.965;
    return [x + Math.cos(a) * rr, y + Math.sin(a) * rr] as const;
  });
  const outline = smoothClosed(pts);
  return (
    shadowFor(s, path(outline, 'fill="#000"'), r) +
    path(outline, `fill="${s.radial([
      [0, color],
      [0.85, color],
      [1, shade(color, -0.15)],
    ])}"`) +
    circle(x, y, r * 0.84, `fill="${s.linear([
      [0, shade(color, -0.18)],
      [1, shade(color, 0.1)],
    ])}"`)
  );
}

const cremeBrulee: DishFn = (s, p, { cx, cy, side }) => {
  const parts: string[] = [];
  const r = 250;
  const centers: Pt[] = [
    [cx - side * 150, cy - 120],
    [cx + side * 270, cy + 210],
  ];
  centers.forEach(([x, y], idx) => {
    parts.push(ramekin(s, x, y, r, p.surface));
    const fr = r * 0.8;
    parts.push(circle(x, y, fr, `fill="${s.radial([
      [0, shade(p.food, 0.1)],
      [0.6, p.food],
      [1, shade(p.food, -0.25)],
    ])}"`));
    parts.push(`<g ${s.clipCircle(x, y, fr)}>`);
    for (const [bx, by] of scatter(s, 14, x, y, fr, 30)) {
      const br = s.rand(20, 55);
      parts.push(path(blob(s, bx, by, br, br * 0.7, 0.3, 7, s.rand(0, TAU)), `fill="${p.accent}" opacity="${f(s.rand(0.3, 0.7))}" ${s.blur(6)}`));
    }
    if (idx === 0) {
      const crack: Pt[] = [
        [x - fr * 0.5, y - fr * 0.1],
        [x - fr * 0.1, y + fr * 0.05],
        [x + fr * 0.2, y - fr * 0.08],
        [x + fr * 0.55, y + fr * 0.1],
      ];
      parts.push(path(smoothOpen(crack), `fill="none" stroke="#fcefc8" stroke-width="6" opacity="0.9"`));
      parts.push(path(smoothOpen(crack), `fill="none" stroke="#5a2d08" stroke-width="2" opacity="0.6" transform="translate(0 4)"`));
    }
    parts.push(innerShadow(s, x, y, fr, 24, 0.4));
    parts.push(gloss(s, x - fr * 0.35, y - fr * 0.4, fr * 0.35, fr * 0.1, 0.7));
    parts.push('</g>');
    parts.push(raspberry(s, x + fr * 0.35, y + fr * 0.25, 26, p.garnish));
    parts.push(berry(s, x + fr * 0.05, y + fr * 0.45, 18, '#3b3f7a'));
    parts.push(leaf(s, x + fr * 0.5, y + fr * 0.05, 60, 30, s.rand(0, 360), '#4f9a42'));
  });
  parts.push(cutlery(s, 'spoon', cx + side * 260, cy - 250, side * s.rand(35, 55), 0.9));
  return {
    svg: parts.join(''),
    occupied: centers.map(([x, y]) => ({ x, y, r: r * 1.1 })),
  };
};

const mousse: DishFn = (s, p, { cx, cy, side }) => {
  const parts: string[] = [];
  const cups: [number, number, number][] = [
    [cx - side * 170, cy - 90, 260],
    [cx + side * 280, cy + 230, 200],
  ];
  for (const [x, y, r] of cups) {
    parts.push(glassRim(s, x, y, r, p.food));
    const fr = r * 0.9;
    parts.push(circle(x, y, fr, `fill="${s.radial([
      [0, shade(p.food, 0.12)],
      [1, shade(p.food, -0.2)],
    ])}"`));
    const swirl: Pt[] = [];
    for (let t = 0; t < 20; t++) {
      const a = t * 0.8;
      swirl.push([x + Math.cos(a) * (10 + t * 9), y + Math.sin(a) * (10 + t * 9)]);
    }
    parts.push(path(smoothOpen(swirl), `fill="none" stroke="${shade(p.food, 0.15)}" stroke-width="12" opacity="0.5" ${s.blur(3)}`));
    const cream = Array.from({ length: 16 }, (_, i) => {
      const a = (i / 16) * TAU;
      const rr = i % 2 === 0 ? r * 0.32 : r * 0.24;
      return [x + Math.cos(a) * rr, y + Math.sin(a) * rr] as const;
    });
    parts.push(path(roundedPoly(cream, 0.7), `fill="#000" opacity="0.3" transform="translate(5 8)" ${s.blur(6)}`));
    parts.push(path(roundedPoly(cream, 0.7), 'fill="#fffaf1"'), path(roundedPoly(cream, 0.7), 'fill="url(#dome)" opacity="0.6"'));
    parts.push(circle(x, y, r * 0.08, `fill="${shade('#fffaf1', -0.1)}"`));
    parts.push(raspberry(s, x + r * 0.12, y - r * 0.05, r * 0.13, p.garnish));
    for (const [cx2, cy2] of scatter(s, 12, x, y, fr * 0.9, 20)) {
      if (Math.hypot(cx2 - x, cy2 - y) > r * 0.35) {
        parts.push(roundedRect(cx2, cy2, 18, 7, 3, `fill="${p.accent}" transform="rotate(${f(s.rand(0, 180))} ${f(cx2)} ${f(cy2)})"`));
      }
    }
    parts.push(leaf(s, x - r * 0.18, y + r * 0.1, r * 0.24, r * 0.12, s.rand(0, 360), '#4f9a42'));
  }
  for (const [x, y] of scatter(s, 5, cx - side * 360, cy + 320, 120, 60)) parts.push(raspberry(s, x, y, 28, p.garnish));
  parts.push(cutlery(s, 'spoon', cx + side * 380, cy - 230, side * s.rand(20, 40), 0.85));
  return { svg: parts.join(''), occupied: cups.map(([x, y, r]) => ({ x, y, r: r * 1.1 })) };
};

const layerCake: DishFn = (s, p, { cx, cy, side }) => {
  const r = 440;
  const parts = [plate(s, cx, cy, r, p.surface, 0.1)];
  const cr = r * 0.8;
  const start = s.rand(0, TAU);
  const gap = 0.75;
  const a0 = start;
  const a1 = start + TAU - gap;
  const wedge = `M${f(cx)},${f(cy)}L${f(cx + Math.cos(a0) * cr)},${f(cy + Math.sin(a0) * cr)}A${f(cr)},${f(cr)} 0 1 1 ${f(cx + Math.cos(a1) * cr)},${f(cy + Math.sin(a1) * cr)}Z`;
  parts.push(shadowFor(s, path(wedge, 'fill="#000"'), cr));
  parts.push(path(wedge, `fill="${s.radial([
    [0, shade(p.food, 0.1)],
    [0.85, p.food],
    [1, shade(p.food, -0.25)],
  ])}"`));
  parts.push(`<g ${s.clipPath(wedge)}>`);
  for (let k = 1; k < 6; k++) {
    parts.push(circle(cx + s.rand(-10, 10), cy + s.rand(-10, 10), k * cr * 0.15, `fill="none" stroke="${shade(p.food, 0.18)}" stroke-width="6" opacity="0.35" ${s.blur(2)}`));
  }
  // the cut face glimpsed at the edges of the missing slice
  for (const a of [a0, a1]) {
    parts.push(path(`M${f(cx)},${f(cy)}L${f(cx + Math.cos(a) * cr)},${f(cy + Math.sin(a) * cr)}`, `stroke="${shade(p.food, -0.4)}" stroke-width="14" opacity="0.7" ${s.blur(3)}`));
  }
  parts.push('</g>');
  // piped rosettes round the edge
  for (let i = 0; i < 26; i++) {
    const a = a0 + 0.12 + (i / 25) * (TAU - gap - 0.24);
    const x = cx + Math.cos(a) * cr * 0.9;
    const y = cy + Math.sin(a) * cr * 0.9;
    const ros = Array.from({ length: 12 }, (_, k) => {
      const aa = (k / 12) * TAU;
      const rr = k % 2 === 0 ? 30 : 22;
      return [x + Math.cos(aa) * rr, y + Math.sin(aa) * rr] as const;
    });
    parts.push(path(roundedPoly(ros, 0.7), `fill="#000" opacity="0.3" transform="translate(3 5)" ${s.blur(3)}`));
    parts.push(path(roundedPoly(ros, 0.7), `fill="${shade(p.food, 0.08)}"`), path(roundedPoly(ros, 0.7), 'fill="url(#dome)"'));
  }
  // berries and shavings on top
  for (const [x, y] of scatter(s, 9, cx, cy, cr * 0.45, 60)) {
    parts.push(s.chance(0.6) ? raspberry(s, x, y, 28, p.garnish) : strawberry(s, x, y, 34, s.rand(0, 360)));
  }
  for (const [x, y] of scatter(s, 40, cx, cy, cr * 0.7, 0)) {
    parts.push(roundedRect(x, y, s.rand(14, 30), 7, 3.5, `fill="${p.accent}" transform="rotate(${f(s.rand(0, 180))} ${f(x)} ${f(y)})"`));
  }
  parts.push(dust(s, cx, cy, cr, 120, '#fff4e0', 2));
  // the slice, on its side, on a small plate
  const sx = cx - side * 520;
  const sy = cy + 330;
  parts.push(plate(s, sx, sy, 200, p.surface, 0.18));
  const sliceAngle = s.rand(-25, 25);
  const layers = [p.accent, shade(p.food, 0.15), p.accent, shade(p.food, 0.15), p.accent];
  const slice: string[] = [];
  layers.forEach((c, i) => {
    const y0 = -90 + i * 36;
    slice.push(path(`M${f(-150)},${f(y0)}L${f(150)},${f(y0 + (i - 2) * 10)}L${f(150)},${f(y0 + 36 + (i - 2) * 10)}L${f(-150)},${f(y0 + 36)}Z`, `fill="${c}"`));
  });
  const sliceOutline = roundedPoly([
    [-150, -90],
    [150, -110],
    [150, 110],
    [-150, 90],
  ], 0.1);
  parts.push(
    `<g transform="translate(${f(sx)} ${f(sy)}) rotate(${f(sliceAngle)})">` +
      `<path d="${sliceOutline}" fill="#000" opacity="0.35" transform="translate(8 12)" ${s.blur(8)}/>` +
      `<g ${s.clipPath(sliceOutline)}>${slice.join('')}<rect x="-150" y="-110" width="300" height="220" fill="url(#side)" opacity="0.6"/></g>` +
      `<path d="M150,-110L150,110" stroke="${shade(p.food, 0.1)}" stroke-width="22" stroke-linecap="round"/>` +
      `</g>`,
  );
  parts.push(cutlery(s, 'fork', sx + side * 130, sy - 40, side * 20 + 90 * side, 0.6));
  return { svg: parts.join(''), occupied: [{ x: cx, y: cy, r: r * 1.05 }, { x: sx, y: sy, r: 220 }] };
};

const brownies: DishFn = (s, p, { cx, cy }) => {
  const parts = [parchment(s, cx, cy, 1060, 840, s.rand(-4, 4))];
  const size = 215;
  const cols = 4;
  const rows = 3;
  for (let row = 0; row < rows; row++) {
    for (let col = 0; col < cols; col++) {
      const x = cx + (col - (cols - 1) / 2) * (size + 26) + s.rand(-8, 8);
      const y = cy + (row - (rows - 1) / 2) * (size + 26) + s.rand(-8, 8);
      const d = roundedPoly([
        [x - size / 2 + s.rand(-4, 4), y - size / 2 + s.rand(-4, 4)],
        [x + size / 2 + s.rand(-4, 4), y - size / 2 + s.rand(-4, 4)],
        [x + size / 2 + s.rand(-4, 4), y + size / 2 + s.rand(-4, 4)],
        [x - size / 2 + s.rand(-4, 4), y + size / 2 + s.rand(-4, 4)],
      ], 0.12);
      parts.push(path(d, `fill="#000" opacity="0.4" transform="translate(8 12)" ${s.blur(8)}`));
      parts.push(path(d, `fill="${s.linear([
        [0, shade(p.food, 0.1)],
        [1, shade(p.food, -0.15)],
      ])}"`));
      parts.push(`<g ${s.clipPath(d)}>`);
      for (let k = 0; k < 6; k++) {
        parts.push(path(blob(s, x + s.rand(-80, 80), y + s.rand(-80, 80), s.rand(30, 70), s.rand(20, 40), 0.4, 7, s.rand(0, TAU)), `fill="${shade(p.food, 0.25)}" opacity="0.35"`));
      }
      for (let k = 0; k < 5; k++) {
        const pts: Pt[] = [
          [x + s.rand(-100, 100), y + s.rand(-100, 100)],
          [x + s.rand(-60, 60), y + s.rand(-60, 60)],
          [x + s.rand(-100, 100), y + s.rand(-100, 100)],
        ];
        parts.push(path(smoothOpen(pts), `fill="none" stroke="${shade(p.food, -0.45)}" stroke-width="3" opacity="0.6"`));
        parts.push(path(smoothOpen(pts), `fill="none" stroke="${shade(p.food, 0.45)}" stroke-width="1.5" opacity="0.5" transform="translate(-2 -2)"`));
      }
      parts.push(`<rect x="${f(x - size / 2)}" y="${f(y - size / 2)}" width="${size}" height="${size}" fill="url(#side)" opacity="0.5"/>`);
      parts.push('</g>');
      if (s.chance(0.5)) {
        const wx = x + s.rand(-50, 50);
        const wy = y + s.rand(-50, 50);
        parts.push(path(blob(s, wx, wy, 30, 22, 0.3, 8, s.rand(0, TAU)), `fill="${p.accent}"`), circle(wx, wy, 26, 'fill="url(#dome)"'));
      }
    }
  }
  parts.push(crumbs(s, scatter(s, 16, cx, cy, 520, 0), 10, p.food));
  return { svg: parts.join(''), occupied: [{ x: cx, y: cy, r: 620 }] };
};

const pie: DishFn = (s, p, { cx, cy }) => {
  const r = 440;
  const parts = [plate(s, cx, cy, r, p.surface, 0.12)];
  const cr = r * 0.86;
  const fr = cr * 0.84;
  const crimps = 34;
  const rim = Array.from({ length: crimps * 2 }, (_, i) => {
    const a = (i / (crimps * 2)) * TAU;
    const rr = i % 2 === 0 ? cr : cr * 0.95;
    return [cx + Math.cos(a) * rr, cy + Math.sin(a) * rr] as const;
  });
  const crust = s.radial([
    [0, shade(p.accent, 0.2)],
    [0.85, p.accent],
    [0.93, shade(p.accent, 0.12)],
    [1, shade(p.accent, -0.3)],
  ]);
  parts.push(shadowFor(s, path(smoothClosed(rim), 'fill="#000"'), cr));
  parts.push(path(smoothClosed(rim), `fill="${crust}"`));
  for (let i = 0; i < crimps; i++) {
    const a = (i / crimps) * TAU;
    const x1 = cx + Math.cos(a) * fr * 1.02;
    const y1 = cy + Math.sin(a) * fr * 1.02;
    const x2 = cx + Math.cos(a) * cr * 0.93;
    const y2 = cy + Math.sin(a) * cr * 0.93;
    parts.push(path(`M${f(x1)},${f(y1)}L${f(x2)},${f(y2)}`, `stroke="${shade(p.accent, -0.35)}" stroke-width="4" opacity="0.45" stroke-linecap="round"`));
  }
  parts.push(circle(cx, cy, fr, `fill="${shade(p.food, -0.1)}"`));
  parts.push(`<g ${s.clipCircle(cx, cy, fr)}>`);
  for (const [x, y] of scatter(s, 40, cx, cy, fr, 40)) {
    parts.push(path(`M${f(x - 40)},${f(y)}A42,42 0 0 1 ${f(x + 40)},${f(y)}Z`, `fill="${shade(p.food, s.rand(-0.05, 0.15))}" transform="rotate(${f(s.rand(0, 360))} ${f(x)} ${f(y)})"`));
  }
  parts.push(innerShadow(s, cx, cy, fr, 30, 0.4));
  // lattice: strips woven over and under
  const n = 6;
  const sw = 62;
  const step = (fr * 2) / n;
  const strip = (i: number, vertical: boolean, from: number, to: number): string => {
    const pos = -fr + step * (i + 0.5);
    const [x, y, w, h] = vertical ? [cx + pos - sw / 2, cy + from, sw, to - from] : [cx + from, cy + pos - sw / 2, to - from, sw];
    const g = s.linear(
      [
        [0, shade(p.accent, -0.12)],
        [0.5, shade(p.accent, 0.15)],
        [1, shade(p.accent, -0.18)],
      ],
      0,
      0,
      vertical ? 1 : 0,
      vertical ? 0 : 1,
    );
    return `<rect x="${f(x + 6)}" y="${f(y + 9)}" width="${f(w)}" height="${f(h)}" rx="12" fill="#000" opacity="0.3" ${s.blur(6)}/><rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" rx="12" fill="${g}"/>`;
  };
  for (let i = 0; i < n; i++) parts.push(strip(i, true, -fr, fr));
  for (let i = 0; i < n; i++) parts.push(strip(i, false, -fr, fr));
  for (let i = 0; i < n; i++) {
    for (let j = 0; j < n; j++) {
      if ((i + j) % 2 === 0) {
        const y = -fr + step * (j + 0.5);
        parts.push(strip(i, true, y - sw * 0.8, y + sw * 0.8));
      }
    }
  }
  parts.push(dust(s, cx, cy, fr, 220, '#fff8e6', 2.5));
  parts.push('</g>');
  return { svg: parts.join(''), occupied: [{ x: cx, y: cy, r: r * 1.05 }] };
};

const roastPotatoes: DishFn = (s, p, { cx, cy, side }) => {
  const r = 400;
  const ir = r * 0.86;
  const parts = [skillet(s, cx, cy, r, side === 1 ? s.rand(-20, 20) : s.rand(160, 200))];
  parts.push(`<g ${s.clipCircle(cx, cy, ir)}>`);
  parts.push(circle(cx, cy, ir, 'fill="#2f2b27"'));
  for (const [x, y] of scatter(s, 30, cx, cy, ir * 0.95, 92)) {
    const d = chunk(s, x, y, s.rand(50, 62), s.int(5, 6));
    parts.push(path(d, `fill="#000" opacity="0.5" transform="translate(6 10)" ${s.blur(6)}`));
    parts.push(path(d, `fill="${s.radial([
      [0, shade(p.food, 0.25)],
      [0.6, p.food],
      [1, shade(p.food, -0.4)],
    ], { fx: 0.4, fy: 0.35 })}"`));
    parts.push(`<g ${s.clipPath(d)}>${dust(s, x, y, 50, 10, shade(p.food, -0.45), 4)}${dust(s, x, y, 50, 12, p.accent, 3)}</g>`);
    parts.push(gloss(s, x - 15, y - 18, 22, 8, 0.4));
  }
  for (const [x, y] of scatter(s, 6, cx, cy, ir * 0.8, 60)) {
    parts.push(ellipse(x, y, 24, 16, `fill="#f1e4c4" transform="rotate(${f(s.rand(0, 180))} ${f(x)} ${f(y)})"`), circle(x, y, 18, 'fill="url(#dome)"'));
  }
  for (let i = 0; i < 5; i++) {
    parts.push(sprig(s, cx + s.rand(-200, 200), cy + s.rand(-200, 200), s.rand(120, 180), s.rand(0, 360), p.garnish, 20));
  }
  parts.push(innerShadow(s, cx, cy, ir, 40, 0.5));
  parts.push(dust(s, cx, cy, ir, 80, '#f8f1d8', 2.5));
  parts.push('</g>');
  return { svg: parts.join(''), occupied: [{ x: cx, y: cy, r: r * 1.05 }] };
};

const glazedCarrots: DishFn = (s, p, { cx, cy }) => {
  const rx = 520;
  const ry = 360;
  const parts = [platter(s, cx, cy, rx, ry, p.surface)];
  const count = 11;
  for (let i = 0; i < count; i++) {
    const t = (i - (count - 1) / 2) / count;
    const y = cy + t * 560 + s.rand(-10, 10);
    const x = cx + s.rand(-40, 40);
    const len = s.rand(300, 380) * Math.sqrt(1 - Math.min(0.85, (t * 2) ** 2 * 0.6));
    const w = s.rand(40, 52);
    const angle = s.rand(-8, 8);
    const d = `M${f(-len / 2)},${f(-w / 2)}Q${f(len * 0.2)},${f(-w * 0.45)} ${f(len / 2)},0Q${f(len * 0.2)},${f(w * 0.45)} ${f(-len / 2)},${f(w / 2)}Q${f(-len / 2 - w * 0.4)},0 ${f(-len / 2)},${f(-w / 2)}Z`;
    const ridges = [0.15, 0.35, 0.55]
      .map((k) => path(`M${f(-len / 2 + len * k)},${f(-w * 0.4)}q6,${f(w * 0.4)} 0,${f(w * 0.8)}`, `fill="none" stroke="${shade(p.food, -0.3)}" stroke-width="2" opacity="0.5"`))
      .join('');
    parts.push(
      `<g transform="translate(${f(x)} ${f(y)}) rotate(${f(angle)})">` +
        `<path d="${d}" fill="#000" opacity="0.35" transform="translate(6 10)" ${s.blur(6)}/>` +
        `<path d="${d}" fill="${s.linear([
          [0, shade(p.food, 0.25)],
          [0.5, p.food],
          [1, shade(p.food, -0.3)],
        ], 0, 0, 0, 1)}"/>${ridges}` +
        `<path d="M${f(-len * 0.4)},${f(-w * 0.18)}Q0,${f(-w * 0.26)} ${f(len * 0.35)},${f(-w * 0.08)}" fill="none" stroke="#fff" stroke-width="5" stroke-linecap="round" opacity="0.45"/>` +
        `<path d="M${f(-len / 2 - 4)},0l-44,-14M${f(-len / 2 - 4)},0l-50,4M${f(-len / 2 - 4)},0l-40,18" stroke="#4d8a2f" stroke-width="7" stroke-linecap="round"/>` +
        `</g>`,
    );
  }
  parts.push(dust(s, cx, cy, 340, 60, '#2a1a0f', 2.5));
  for (const [x, y] of scatter(s, 30, cx, cy, 330, 0)) parts.push(leaf(s, x, y, 16, 9, s.rand(0, 360), p.garnish));
  parts.push(path(blob(s, cx, cy, 380, 240, 0.2, 10), `fill="${p.accent}" opacity="0.25" ${s.blur(10)}`));
  return { svg: parts.join(''), occupied: [{ x: cx, y: cy, r: rx * 1.02 }] };
};

const cornbread: DishFn = (s, p, { cx, cy, side }) => {
  const r = 400;
  const ir = r * 0.86;
  const parts = [skillet(s, cx, cy, r, side === 1 ? s.rand(-30, 30) : s.rand(150, 210))];
  const start = s.rand(0, TAU);
  const pieces = 8;
  parts.push(`<g ${s.clipCircle(cx, cy, ir)}>`);
  parts.push(circle(cx, cy, ir, 'fill="#262321"'));
  for (let i = 1; i < pieces; i++) {
    const a0 = start + (i / pieces) * TAU + 0.012;
    const a1 = start + ((i + 1) / pieces) * TAU - 0.012;
    const d = `M${f(cx)},${f(cy)}L${f(cx + Math.cos(a0) * ir)},${f(cy + Math.sin(a0) * ir)}A${f(ir)},${f(ir)} 0 0 1 ${f(cx + Math.cos(a1) * ir)},${f(cy + Math.sin(a1) * ir)}Z`;
    parts.push(path(d, `fill="${p.food}"`));
  }
  // one browning gradient over every wedge, so the crust darkens towards the pan wall
  parts.push(circle(cx, cy, ir, `fill="${s.radial([
    [0, '#fff', 0.15],
    [0.7, '#fff', 0],
    [0.94, '#3b1d05', 0.25],
    [1, '#3b1d05', 0.55],
  ])}"`));
  const miss0 = start;
  const miss1 = start + TAU / pieces;
  parts.push(path(`M${f(cx)},${f(cy)}L${f(cx + Math.cos(miss0) * ir)},${f(cy + Math.sin(miss0) * ir)}A${f(ir)},${f(ir)} 0 0 1 ${f(cx + Math.cos(miss1) * ir)},${f(cy + Math.sin(miss1) * ir)}Z`, 'fill="#2c2927"'));
  parts.push(dust(s, cx, cy, ir * 0.9, 160, shade(p.food, -0.25), 3));
  parts.push(dust(s, cx, cy, ir * 0.9, 80, shade(p.food, 0.3), 3));
  const bx = cx + Math.cos(start + Math.PI) * ir * 0.35;
  const by = cy + Math.sin(start + Math.PI) * ir * 0.35;
  parts.push(path(blob(s, bx + 5, by + 5, 80, 70, 0.25, 9), `fill="${p.accent}" opacity="0.7"`));
  parts.push(roundedRect(bx - 45, by - 38, 90, 76, 12, `fill="#000" opacity="0.25" transform="translate(5 8)" ${s.blur(4)}`));
  parts.push(roundedRect(bx - 45, by - 38, 90, 76, 12, 'fill="#fdeaa0"'));
  parts.push(roundedRect(bx - 45, by - 38, 90, 76, 12, 'fill="url(#dome)"'));
  const drizzle: Pt[] = [];
  for (let i = 0; i < 9; i++) drizzle.push([cx - 250 + i * 62, cy + (i % 2 ? -1 : 1) * s.rand(40, 160)]);
  parts.push(path(smoothOpen(drizzle), `fill="none" stroke="${p.accent}" stroke-width="9" stroke-linecap="round" opacity="0.8"`));
  parts.push(innerShadow(s, cx, cy, ir, 36, 0.45));
  parts.push('</g>');
  return { svg: parts.join(''), occupied: [{ x: cx, y: cy, r: r * 1.05 }] };
};

const salad: DishFn = (s, p, { cx, cy }) => {
  const r = 420;
  const b = bowl(s, cx, cy, r, p.surface, '#3f6e2a');
  const parts = [b.svg, `<g ${s.clipCircle(b.food.x, b.food.y, b.food.r)}>`];
  const items = scatter(s, 46, b.food.x, b.food.y, b.food.r * 0.98, 58);
  items.forEach(([x, y], i) => {
    const type = i % 3;
    if (type === 0) {
      const a = s.rand(0, 360);
      const wedge = `M-46,0A46,46 0 0 1 46,0Z`;
      parts.push(
        `<g transform="translate(${f(x)} ${f(y)}) rotate(${f(a)})">` +
          `<path d="${wedge}" fill="#000" opacity="0.35" transform="translate(4 8)" ${s.blur(5)}/>` +
          `<path d="${wedge}" fill="${p.food}"/><path d="M-36,-2A36,34 0 0 1 36,-2Z" fill="${shade(p.food, 0.2)}"/>` +
          `<path d="M-12,-4A12,18 0 0 1 12,-4Z" fill="${shade(p.food, -0.1)}"/>` +
          circle(-20, -12, 4, 'fill="#f8e29a"') +
          circle(20, -12, 4, 'fill="#f8e29a"') +
          `<path d="${wedge}" fill="url(#dome)"/></g>`,
      );
    } else if (type === 1) {
      parts.push(circle(x + 4, y + 7, 44, `fill="#000" opacity="0.3" ${s.blur(5)}`));
      parts.push(circle(x, y, 44, `fill="${p.accent}"`), circle(x, y, 39, 'fill="#dcebb2"'));
      for (const [sx, sy] of ring(s, 6, x, y, 16, 0.2)) parts.push(ellipse(sx, sy, 4, 7, `fill="#f3f6df" transform="rotate(${f(s.rand(0, 180))} ${f(sx)} ${f(sy)})"`));
      parts.push(circle(x, y, 44, 'fill="url(#dome)" opacity="0.6"'));
    } else {
      const a = s.rand(0, 360);
      parts.push(
        `<g transform="translate(${f(x)} ${f(y)}) rotate(${f(a)})"><path d="M-40,0A40,30 0 0 1 40,0" fill="none" stroke="#8e3a7a" stroke-width="9" stroke-linecap="round"/><path d="M-40,0A40,30 0 0 1 40,0" fill="none" stroke="#e8c6df" stroke-width="3" stroke-linecap="round"/></g>`,
      );
    }
  });
  for (const [x, y] of scatter(s, 22, b.food.x, b.food.y, b.food.r * 0.9, 30)) {
    parts.push(leaf(s, x, y, s.rand(30, 46), s.rand(18, 26), s.rand(0, 360), p.garnish));
  }
  parts.push(path(blob(s, b.food.x - 60, b.food.y - 40, 160, 110, 0.3, 9), `fill="#f4d15a" opacity="0.12" ${s.blur(12)}`));
  parts.push(dust(s, b.food.x, b.food.y, b.food.r * 0.85, 70, '#1f1a16', 2.4));
  parts.push(dust(s, b.food.x, b.food.y, b.food.r * 0.85, 40, '#ffffff', 2.6));
  parts.push(innerShadow(s, b.food.x, b.food.y, b.food.r, 44, 0.45));
  parts.push('</g>');
  return { svg: parts.join(''), occupied: [{ x: cx, y: cy, r: r * 1.05 }] };
};

function mug(s: Scene, x: number, y: number, r: number, color: string, drink: string, handleAngle: number): string {
  const handle = `<g transform="rotate(${f(handleAngle)} ${f(x)} ${f(y)})">${roundedRect(x + r * 0.85, y - r * 0.16, r * 0.5, r * 0.32, r * 0.15, 'FILL')}</g>`;
  const shapes = handle + circle(x, y, r, 'FILL');
  return (
    shadowFor(s, shapes.replaceAll('FILL', 'fill="#000"'), r) +
    handle.replace('FILL', `fill="${shade(color, -0.08)}"`) +
    circle(x, y, r, `fill="${s.radial([
      [0, color],
      [0.9, color],
      [1, shade(color, -0.2)],
    ])}"`) +
    circle(x, y, r * 0.88, `fill="${s.linear([
      [0, shade(color, -0.2)],
      [1, shade(color, 0.1)],
    ])}"`) +
    circle(x, y, r * 0.8, `fill="${s.radial([
      [0, shade(drink, 0.1)],
      [0.85, drink],
      [1, shade(drink, -0.25)],
    ])}"`) +
    innerShadow(s, x, y, r * 0.8, r * 0.1, 0.35) +
    path(
      `M${f(x - r * 0.94)},${f(y)}A${f(r * 0.94)},${f(r * 0.94)} 0 0 1 ${f(x)},${f(y - r * 0.94)}`,
      `fill="none" stroke="#fff" stroke-width="${f(r * 0.03)}" stroke-linecap="round" opacity="0.5"`,
    )
  );
}

function cinnamonStick(s: Scene, x: number, y: number, len: number, angle: number): string {
  return (
    `<g transform="translate(${f(x)} ${f(y)}) rotate(${f(angle)})">` +
    roundedRect(-len / 2 + 6, -14 + 10, len, 28, 10, `fill="#000" opacity="0.35" ${s.blur(6)}`) +
    roundedRect(-len / 2, -14, len, 28, 10, `fill="${s.linear([
      [0, '#a0602c'],
      [0.5, '#7a4118'],
      [1, '#5a2d0e'],
    ], 0, 0, 0, 1)}"`) +
    path(`M${f(-len / 2 + 8)},-2H${f(len / 2 - 8)}`, 'stroke="#4a230a" stroke-width="3" opacity="0.6"') +
    path(`M${f(-len / 2 + 8)},-9H${f(len / 2 - 8)}`, 'stroke="#c78a50" stroke-width="2" opacity="0.5"') +
    `</g>`
  );
}

function starAnise(s: Scene, x: number, y: number, r: number): string {
  const parts = [circle(x + 5, y + 8, r, `fill="#000" opacity="0.3" ${s.blur(6)}`)];
  const rot = s.rand(0, 360);
  for (let i = 0; i < 8; i++) {
    const a = rot + i * 45;
    parts.push(
      `<g transform="translate(${f(x)} ${f(y)}) rotate(${f(a)})"><path d="M0,0C${f(r * 0.25)},${f(-r * 0.3)} ${f(r * 0.2)},${f(-r * 0.9)} 0,${f(-r)}C${f(-r * 0.2)},${f(-r * 0.9)} ${f(-r * 0.25)},${f(-r * 0.3)} 0,0Z" fill="#6b3518"/><ellipse cx="0" cy="${f(-r * 0.5)}" rx="${f(r * 0.07)}" ry="${f(r * 0.12)}" fill="#c48a4a"/></g>`,
    );
  }
  return parts.join('');
}

const chai: DishFn = (s, p, { cx, cy, side }) => {
  const r = 300;
  const mx = cx - side * 80;
  const parts = [
    plate(s, mx, cy, 400, p.surface, 0.2),
    mug(s, mx, cy, r, p.surface, p.food, side === 1 ? s.rand(-40, -10) : s.rand(190, 220)),
  ];
  parts.push(`<g ${s.clipCircle(mx, cy, r * 0.8)}>`);
  for (const [x, y] of ring(s, 40, mx, cy, r * 0.74, 0.05)) parts.push(circle(x, y, s.rand(6, 14), `fill="${shade(p.food, 0.3)}" opacity="0.7"`));
  parts.push(dust(s, mx, cy, r * 0.5, 80, p.accent, 2.5));
  parts.push('</g>');
  parts.push(starAnise(s, mx + 40, cy - 30, 48));
  parts.push(cinnamonStick(s, cx + side * 420, cy + 260, 260, s.rand(-30, 30)));
  parts.push(cinnamonStick(s, cx + side * 450, cy + 320, 240, s.rand(-30, 30)));
  parts.push(starAnise(s, cx + side * 400, cy - 280, 44));
  for (const [x, y] of scatter(s, 7, cx + side * 440, cy - 80, 90, 40)) {
    parts.push(ellipse(x + 3, y + 5, 17, 10, `fill="#000" opacity="0.3" ${s.blur(3)}`));
    parts.push(ellipse(x, y, 17, 10, `fill="${p.garnish}" transform="rotate(${f(s.rand(0, 180))} ${f(x)} ${f(y)})"`));
  }
  return { svg: parts.join(''), occupied: [{ x: mx, y: cy, r: 420 }, { x: cx + side * 430, y: cy, r: 330 }] };
};

const hotChocolate: DishFn = (s, p, { cx, cy, side }) => {
  const r = 290;
  const mx = cx - side * 90;
  const parts = [mug(s, mx, cy, r, p.surface, p.food, side === 1 ? s.rand(-30, 0) : s.rand(180, 210))];
  parts.push(`<g ${s.clipCircle(mx, cy, r * 0.8)}>`);
  for (const [x, y] of scatter(s, 9, mx, cy, r * 0.55, 62)) {
    const size = s.rand(54, 64);
    const a = s.rand(0, 90);
    parts.push(
      `<g transform="translate(${f(x)} ${f(y)}) rotate(${f(a)})">` +
        roundedRect(-size / 2 + 4, -size / 2 + 7, size, size, 18, `fill="#000" opacity="0.3" ${s.blur(5)}`) +
        roundedRect(-size / 2, -size / 2, size, size, 18, 'fill="#fffaf2"') +
        roundedRect(-size / 2, -size / 2, size, size, 18, 'fill="url(#dome)" opacity="0.8"') +
        `</g>`,
    );
  }
  parts.push(dust(s, mx, cy, r * 0.7, 90, p.accent, 2.5));
  parts.push('</g>');
  for (const [x, y] of scatter(s, 6, cx + side * 420, cy + 200, 140, 70)) {
    const d = chunk(s, x, y, s.rand(24, 34), 4);
    parts.push(path(d, `fill="#000" opacity="0.35" transform="translate(4 7)" ${s.blur(4)}`), path(d, 'fill="#4a2615"'), path(d, 'fill="url(#dome)"'));
  }
  parts.push(cinnamonStick(s, cx + side * 420, cy - 250, 260, s.rand(-40, 40)));
  for (const [x, y] of scatter(s, 4, cx + side * 450, cy - 40, 70, 50)) {
    parts.push(roundedRect(x - 26, y - 26, 52, 52, 16, `fill="#000" opacity="0.3" transform="translate(4 7)" ${s.blur(5)}`));
    parts.push(roundedRect(x - 26, y - 26, 52, 52, 16, 'fill="#fffaf2"'), roundedRect(x - 26, y - 26, 52, 52, 16, 'fill="url(#dome)" opacity="0.8"'));
  }
  return { svg: parts.join(''), occupied: [{ x: mx, y: cy, r: r * 1.3 }, { x: cx + side * 430, y: cy, r: 330 }] };
};

function straw(s: Scene, x: number, y: number, angle: number, len: number, color: string): string {
  return (
    `<g transform="translate(${f(x)} ${f(y)}) rotate(${f(angle)})">` +
    path(`M0,0L${f(len)},0`, `stroke="#000" stroke-width="22" opacity="0.3" transform="translate(10 18)" ${s.blur(6)}`) +
    path(`M0,0L${f(len)},0`, `stroke="#fff" stroke-width="22" stroke-linecap="round"`) +
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
  const parts: string[] = [];
  for (const [x, y, r] of glasses) {
    parts.push(drinkGlass(s, x, y, r, p.food));
    parts.push(`<g ${s.clipCircle(x, y, r * 0.9)}>`);
    for (const [ix, iy] of scatter(s, 5, x, y, r * 0.55, r * 0.45)) parts.push(iceCube(s, ix, iy, r * 0.38, s.rand(0, 90)));
    parts.push(citrusWheel(s, x + r * 0.25, y + r * 0.2, r * 0.38, '#f2c230', shade(p.food, 0.1)));
    parts.push(leaf(s, x - r * 0.25, y + r * 0.3, r * 0.3, r * 0.16, s.rand(0, 360), p.garnish));
    parts.push(leaf(s, x - r * 0.12, y + r * 0.4, r * 0.26, r * 0.14, s.rand(0, 360), p.garnish));
    parts.push('</g>');
    parts.push(straw(s, x - r * 0.1, y - r * 0.1, side === 1 ? s.rand(200, 240) : s.rand(-60, -20), r * 1.2, p.accent));
  }
  parts.push(lemonHalf(s, cx - side * 520, cy + 330, 90));
  parts.push(lemonHalf(s, cx + side * 480, cy - 330, 80));
  for (const [x, y] of scatter(s, 5, cx - side * 470, cy + 140, 120, 40)) parts.push(leaf(s, x, y, 60, 34, s.rand(0, 360), p.garnish));
  return { svg: parts.join(''), occupied: glasses.map(([x, y, r]) => ({ x, y, r: r * 1.2 })) };
};

const smoothie: DishFn = (s, p, { cx, cy, side }) => {
  const glasses: [number, number, number][] = [
    [cx - side * 140, cy - 40, 280],
    [cx + side * 310, cy + 260, 200],
  ];
  const parts: string[] = [];
  for (const [x, y, r] of glasses) {
    parts.push(drinkGlass(s, x, y, r, p.food));
    parts.push(`<g ${s.clipCircle(x, y, r * 0.9)}>`);
    parts.push(dust(s, x, y, r * 0.85, 80, shade(p.food, 0.35), 5));
    parts.push(dust(s, x, y, r * 0.85, 60, shade(p.food, -0.15), 3));
    for (const [bx, by] of scatter(s, 3, x - r * 0.15, y + r * 0.15, r * 0.35, r * 0.3)) {
      parts.push(circle(bx + 3, by + 6, r * 0.14, `fill="#000" opacity="0.25" ${s.blur(4)}`));
      parts.push(circle(bx, by, r * 0.14, `fill="${p.accent}"`), circle(bx, by, r * 0.11, `fill="${shade(p.accent, 0.35)}"`));
      parts.push(dust(s, bx, by, r * 0.05, 5, '#6b4a2a', 1.8));
    }
    parts.push(strawberry(s, x + r * 0.3, y - r * 0.25, r * 0.2, s.rand(0, 360)));
    parts.push('</g>');
    parts.push(straw(s, x + r * 0.1, y + r * 0.05, side === 1 ? s.rand(-60, -20) : s.rand(200, 240), r * 1.2, p.garnish));
  }
  for (let i = 0; i < 3; i++) {
    parts.push(strawberry(s, cx - side * (480 + i * 70), cy + 250 + s.rand(-60, 60), 48, s.rand(0, 360)));
  }
  const bx = cx + side * 470;
  const by = cy - 300;
  const banana = `M${f(bx - 220)},${f(by)}Q${f(bx)},${f(by + 160)} ${f(bx + 220)},${f(by - 20)}Q${f(bx)},${f(by + 90)} ${f(bx - 220)},${f(by)}Z`;
  parts.push(path(banana, `fill="#000" opacity="0.3" transform="translate(8 14)" ${s.blur(8)}`));
  parts.push(path(banana, `fill="${s.linear([
    [0, '#f7dc5c'],
    [1, '#d9b52c'],
  ], 0, 0, 0, 1)}"`));
  parts.push(circle(bx + 220, by - 20, 10, 'fill="#5a4020"'), circle(bx - 220, by, 8, 'fill="#3a2a15"'));
  return { svg: parts.join(''), occupied: glasses.map(([x, y, r]) => ({ x, y, r: r * 1.2 })) };
};

const jam: DishFn = (s, p, { cx, cy, side }) => {
  const parts: string[] = [];
  const jx = cx - side * 180;
  const jy = cy - 80;
  const jr = 240;
  // open jar
  parts.push(glassRim(s, jx, jy, jr, p.food));
  parts.push(circle(jx, jy, jr * 0.88, `fill="${s.radial([
    [0, shade(p.food, 0.15)],
    [0.8, p.food],
    [1, shade(p.food, -0.35)],
  ])}"`));
  parts.push(`<g ${s.clipCircle(jx, jy, jr * 0.88)}>`);
  parts.push(saucyTexture(s, { x: jx, y: jy, r: jr * 0.8 }, p.food, 25));
  parts.push(dust(s, jx, jy, jr * 0.8, 60, '#f6c88a', 2.2));
  parts.push(innerShadow(s, jx, jy, jr * 0.88, 30, 0.4));
  parts.push('</g>');
  parts.push(gloss(s, jx - jr * 0.35, jy - jr * 0.4, jr * 0.3, jr * 0.08, 0.6));
  parts.push(cutlery(s, 'spoon', jx + jr * 0.55, jy + jr * 0.2, side * -60 + 180, 0.7));
  // closed jar with a cloth cover
  const kx = cx + side * 330;
  const ky = cy - 250;
  const kr = 170;
  const frill = Array.from({ length: 28 }, (_, i) => {
    const a = (i / 28) * TAU;
    const rr = kr * (i % 2 === 0 ? 1.12 : 0.98) * s.rand(0.97, 1.03);
    return [kx + Math.cos(a) * rr, ky + Math.sin(a) * rr] as const;
  });
  const gid = s.uid('p');
  s.def(
    `<pattern id="${gid}" width="36" height="36" patternUnits="userSpaceOnUse"><rect width="36" height="36" fill="#fbf6ee"/><rect width="18" height="36" fill="${p.accent}" opacity="0.5"/><rect width="36" height="18" fill="${p.accent}" opacity="0.5"/></pattern>`,
  );
  parts.push(shadowFor(s, path(smoothClosed(frill), 'fill="#000"'), kr));
  parts.push(path(smoothClosed(frill), `fill="url(#${gid})"`), path(smoothClosed(frill), 'fill="url(#dome)"'));
  parts.push(circle(kx, ky, kr * 0.8, `fill="none" stroke="#c9a66b" stroke-width="10"`));
  parts.push(circle(kx, ky, kr * 0.8, `fill="none" stroke="#8a6a35" stroke-width="2" stroke-dasharray="6 6"`));
  // toast with jam
  const tx = cx + side * 250;
  const ty = cy + 250;
  const toast = roundedPoly([
    [tx - 170, ty - 150],
    [tx + 130, ty - 170],
    [tx + 170, ty + 140],
    [tx - 150, ty + 160],
  ], 0.3);
  parts.push(shadowFor(s, path(toast, 'fill="#000"'), 160));
  parts.push(path(toast, 'fill="#a8672c"'));
  parts.push(path(blob(s, tx, ty, 140, 135, 0.05, 10), `fill="${s.radial([
    [0, '#f3d49a'],
    [1, '#dca963'],
  ])}"`));
  parts.push(path(blob(s, tx + 10, ty, 115, 100, 0.2, 9), `fill="${p.food}" opacity="0.92"`));
  parts.push(gloss(s, tx - 30, ty - 30, 50, 14, 0.55));
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

function breadSlice(s: Scene, x: number, y: number, w: number, h: number, angle: number, p: DemoPalette): string {
  const outline = blob(s, 0, 0, w / 2, h / 2, 0.04, 12);
  const inner = blob(s, 0, 0, w / 2 - 16, h / 2 - 16, 0.03, 12);
  const holes: string[] = [];
  for (const [hx, hy] of scatter(s, 40, 0, 0, Math.min(w, h) * 0.42, 12)) {
    const hr = s.rand(3, 11);
    holes.push(ellipse(hx, hy, hr * s.rand(1, 1.6), hr, `fill="${shade(p.accent, -0.3)}" opacity="0.5" transform="rotate(${f(s.rand(0, 180))} ${f(hx)} ${f(hy)})"`));
  }
  return (
    `<g transform="translate(${f(x)} ${f(y)}) rotate(${f(angle)})">` +
    `<path d="${outline}" fill="#000" opacity="0.35" transform="translate(8 12)" ${s.blur(8)}/>` +
    `<path d="${outline}" fill="${shade(p.food, -0.25)}"/>` +
    `<path d="${inner}" fill="${s.radial([
      [0, shade(p.accent, 0.1)],
      [1, shade(p.accent, -0.08)],
    ])}"/><g ${s.clipPath(inner)}>${holes.join('')}</g>` +
    `</g>`
  );
}

const bread: DishFn = (s, p, { cx, cy, side }) => {
  const parts = [board(s, cx, cy, 1180, 760, p.surface, s.rand(-5, 5))];
  const lx = cx - side * 170;
  const ly = cy;
  const lr = 290;
  const loaf = blob(s, lx, ly, lr, lr * 0.95, 0.03, 12);
  parts.push(shadowFor(s, path(loaf, 'fill="#000"'), lr));
  parts.push(path(loaf, `fill="${s.radial([
    [0, shade(p.food, 0.15)],
    [0.7, p.food],
    [1, shade(p.food, -0.45)],
  ], { fx: 0.42, fy: 0.4 })}"`));
  parts.push(`<g ${s.clipPath(loaf)}>`);
  parts.push(dust(s, lx, ly, lr * 0.9, 120, shade(p.food, -0.35), 4));
  parts.push(circle(lx - 40, ly - 40, lr * 0.7, `fill="#fbf7ef" opacity="0.35" ${s.blur(30)}`));
  parts.push(dust(s, lx - 30, ly - 30, lr * 0.65, 260, '#fbf7ef', 2.6));
  // the score, with its lifted "ear"
  const a = s.rand(-0.5, 0.5);
  const [ux, uy] = rotatePt(1, 0, a);
  const [vx, vy] = rotatePt(0, 1, a);
  const pt = (u: number, v: number): string => `${f(lx + ux * u + vx * v)},${f(ly + uy * u + vy * v)}`;
  const cut = `M${pt(-220, 40)}Q${pt(0, -60)} ${pt(220, 30)}Q${pt(0, 10)} ${pt(-220, 40)}Z`;
  parts.push(path(cut, `fill="${p.accent}"`));
  parts.push(path(`M${pt(-220, 40)}Q${pt(0, -60)} ${pt(220, 30)}`, `fill="none" stroke="${shade(p.food, -0.45)}" stroke-width="14" stroke-linecap="round" ${s.blur(3)}`));
  parts.push(path(`M${pt(-200, 30)}Q${pt(0, -45)} ${pt(200, 20)}`, `fill="none" stroke="${shade(p.food, 0.25)}" stroke-width="6" stroke-linecap="round" opacity="0.7"`));
  parts.push('</g>');
  const sx = cx + side * 300;
  parts.push(breadSlice(s, sx, cy - 130, 300, 220, s.rand(-15, 15), p));
  parts.push(breadSlice(s, sx + side * 40, cy + 140, 300, 220, s.rand(-15, 15), p));
  parts.push(crumbs(s, scatter(s, 16, cx, cy, 500, 0), 8, p.food));
  parts.push(dust(s, cx, cy, 520, 90, '#fbf7ef', 3));
  return { svg: parts.join(''), occupied: [{ x: cx, y: cy, r: 640 }] };
};

const dogBiscuits: DishFn = (s, p, { cx, cy, side }) => {
  const parts = [parchment(s, cx, cy, 1100, 840, s.rand(-5, 5))];
  const bone = (x: number, y: number, angle: number, size: number): string => {
    const k = size;
    const d =
      `M${-k * 0.55},${-k * 0.12}L${k * 0.55},${-k * 0.12}` +
      `A${k * 0.16},${k * 0.16} 0 1 1 ${k * 0.78},${-k * 0.02}A${k * 0.16},${k * 0.16} 0 1 1 ${k * 0.55},${k * 0.12}` +
      `L${-k * 0.55},${k * 0.12}A${k * 0.16},${k * 0.16} 0 1 1 ${-k * 0.78},${k * 0.02}A${k * 0.16},${k * 0.16} 0 1 1 ${-k * 0.55},${-k * 0.12}Z`;
    return (
      `<g transform="translate(${f(x)} ${f(y)}) rotate(${f(angle)})">` +
      `<path d="${d}" fill="#000" opacity="0.4" transform="translate(7 11)" ${s.blur(7)}/>` +
      `<path d="${d}" fill="${p.food}"/><path d="${d}" fill="url(#dome)"/>` +
      [-0.3, 0, 0.3].map((t) => circle(k * t, 0, 3.5, `fill="${shade(p.food, -0.45)}"`)).join('') +
      `</g>`
    );
  };
  for (let row = 0; row < 4; row++) {
    for (let col = 0; col < 3; col++) {
      const x = cx - 300 + col * 300 + s.rand(-20, 20);
      const y = cy - 270 + row * 180 + s.rand(-15, 15);
      parts.push(bone(x, y, s.rand(-20, 20), 200));
    }
  }
  parts.push(crumbs(s, scatter(s, 12, cx, cy, 500, 0), 10, p.accent));
  const bx = cx - side * 640;
  const by = cy + 360;
  const b = bowl(s, bx, by, 170, p.surface, p.accent);
  parts.push(b.svg, gloss(s, bx - 40, by - 40, 40, 14, 0.5));
  return { svg: parts.join(''), occupied: [{ x: cx, y: cy, r: 620 }, { x: bx, y: by, r: 190 }] };
};

interface KindConfig {
  draw: DishFn;
  cutlery: 'fork-knife' | 'fork' | 'spoon' | 'none';
  /** Small things dropped on the table round the dish. */
  scatter: 'herbs' | 'berries' | 'crumbs' | 'chocolate' | 'lemons' | 'spices' | 'none';
}

const KINDS: Record<DemoDishKind, KindConfig> = {
  meatballs: { draw: meatballs, cutlery: 'none', scatter: 'herbs' },
  curry: { draw: curry, cutlery: 'spoon', scatter: 'spices' },
  stew: { draw: stew, cutlery: 'spoon', scatter: 'herbs' },
  'roast-chicken': { draw: roastChicken, cutlery: 'none', scatter: 'herbs' },
  enchiladas: { draw: enchiladas, cutlery: 'none', scatter: 'herbs' },
  salmon: { draw: salmon, cutlery: 'fork-knife', scatter: 'herbs' },
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

function tableScatter(s: Scene, kind: KindConfig['scatter'], p: DemoPalette, occupied: readonly Circle[]): string {
  if (kind === 'none') return '';
  const spots = tableSpots(s, s.int(4, 8), occupied, 40);
  return spots
    .map(([x, y]) => {
      switch (kind) {
        case 'herbs':
          return leaf(s, x, y, s.rand(50, 80), s.rand(26, 40), s.rand(0, 360), p.garnish);
        case 'berries':
          return s.chance(0.5) ? berry(s, x, y, 22, s.pick(['#3b3f7a', '#2f3566'])) : raspberry(s, x, y, 26, '#cf2f4a');
        case 'crumbs':
          return crumbs(s, scatter(s, 4, x, y, 40, 0), 10, p.food);
        case 'chocolate': {
          const d = chunk(s, x, y, s.rand(20, 34), 4);
          return path(d, `fill="#000" opacity="0.35" transform="translate(4 7)" ${s.blur(4)}`) + path(d, 'fill="#3d1f10"') + path(d, 'fill="url(#dome)"');
        }
        case 'lemons':
          return citrusWheel(s, x, y, 50, '#f2c230', '#f7dc5a');
        case 'spices':
          return dust(s, x, y, 40, 20, s.pick(['#b5541c', '#7a3b12', '#d9a21b']), 4);
      }
      return '';
    })
    .join('');
}

function scene(spec: DemoImageSpec, title: string): string {
  const s = new Scene(mulberry32(hashString(`${spec.kind}|${title}`)));
  const p = spec.palette;
  const config = KINDS[spec.kind];
  const layout: Layout = {
    cx: W / 2 + s.rand(-40, 40),
    cy: H / 2 + s.rand(-25, 25),
    side: s.chance(0.5) ? 1 : -1,
  };

  const table =
    spec.table === 'wood'
      ? woodTable(s, p.background)
      : spec.table === 'linen'
        ? linenTable(s, p.background)
        : spec.table === 'marble'
          ? marbleTable(s, p.background)
          : slateTable(s, p.background);

  const napkinStyle = spec.napkin ?? s.pick(['gingham', 'stripes', 'plain', 'gingham'] as const);
  const napkinColor = spec.napkinColor ?? s.pick(['#b8322a', '#2f5d8a', '#5c7f3b', '#c2772a', '#7a4e8a']);
  const props: string[] = [];
  if (napkinStyle !== 'none') {
    props.push(napkin(s, layout.cx + layout.side * s.rand(480, 560), layout.cy + s.rand(-320, 320), 620, s.rand(-25, 25), napkinStyle, napkinColor));
  }

  const dish = config.draw(s, p, layout);

  const cutleryX = layout.cx + layout.side * 560;
  if (config.cutlery === 'fork-knife') {
    props.push(cutlery(s, 'fork', cutleryX - 45, layout.cy + 20, s.rand(-6, 6), 1.1));
    props.push(cutlery(s, 'knife', cutleryX + 45, layout.cy + 20, s.rand(-6, 6), 1.1));
  } else if (config.cutlery === 'fork' || config.cutlery === 'spoon') {
    props.push(cutlery(s, config.cutlery, cutleryX, layout.cy + 20, s.rand(-10, 10), 1.1));
  }
  const occupied = [...dish.occupied, { x: cutleryX, y: layout.cy, r: config.cutlery === 'none' ? 0 : 200 }];
  const strewn = tableScatter(s, config.scatter, p, occupied);

  const lighting =
    `<rect width="${W}" height="${H}" fill="url(#light)"/>` +
    `<rect width="${W}" height="${H}" fill="url(#vignette)"/>` +
    `<rect width="${W}" height="${H}" fill="#ff9c40" opacity="0.04"/>`;
  s.def(
    `<radialGradient id="light" cx="0.22" cy="0.12" r="0.9">${stops([
      [0, '#fff6e6', 0.22],
      [1, '#fff6e6', 0],
    ])}</radialGradient>`,
  );
  s.def(
    `<radialGradient id="vignette" cx="0.5" cy="0.5" r="0.72">${stops([
      [0.55, '#000', 0],
      [1, '#000', 0.45],
    ])}</radialGradient>`,
  );

  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">` +
    `${s.defsSvg()}${table}${props.join('')}${strewn}${dish.svg}${lighting}</svg>`
  );
}

/** The SVG source of a demo picture; exported for tests and previews. */
export function demoImageSvg(spec: DemoImageSpec, title: string): string {
  return scene(spec, title);
}

/** Renders a demo picture as a 1600x1200 JPEG. */
export async function renderDemoImage(spec: DemoImageSpec, title: string): Promise<Buffer> {
  return sharp(Buffer.from(scene(spec, title)))
    .resize(W, H, { fit: 'fill' })
    .jpeg({ quality: 85, progressive: true })
    .toBuffer();
}

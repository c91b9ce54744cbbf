/**
 * Deterministic stock-illustration generator for the demo sites.
 *
 * Every image listed in content/images.ts is drawn as a flat-style SVG illustration (gradients,
 * soft shadows, depth; no text, fonts or external references), rasterised once by sharp (librsvg)
 * at its native size and written as WebP at each listed width:
 *   {out}/industries/{industry}/images/{key}-{w}.webp
 *   {out}/industries/avatars/{name}-{w}.webp
 * Randomness comes from a PRNG seeded by industry + key, so the output is byte-identical on
 * every run. A stamp file ({out}/industries/.stamp) holds a hash of this source, the manifest and
 * the sharp/libvips versions; when it matches and every file exists, the run is skipped.
 *
 *   tsx build-scripts/images/generate-stock-images.ts [--out DIR]   (default .generated/public)
 */
import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import type { Industry } from '#core/content/types.ts';
import { AVATAR_SPECS, IMAGE_SPECS, avatarImageFile, stockImageFile, type ImageSpec } from '#content/images.ts';

// ---------------------------------------------------------------------------------------------
// Randomness, numbers, colours
// ---------------------------------------------------------------------------------------------

function hashStr(s: string): number {
  let h = 2166136261;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

class Rng {
  private a: number;
  constructor(seed: string) {
    this.a = hashStr(seed);
  }
  next(): number {
    this.a = (this.a + 0x6d2b79f5) | 0;
    let t = Math.imul(this.a ^ (this.a >>> 15), 1 | this.a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }
  range(lo: number, hi: number): number {
    return lo + (hi - lo) * this.next();
  }
  int(lo: number, hi: number): number {
    return Math.floor(this.range(lo, hi + 1));
  }
  pick<T>(arr: readonly T[]): T {
    return arr[Math.floor(this.next() * arr.length)]!;
  }
  chance(p: number): boolean {
    return this.next() < p;
  }
  /** An independent generator derived from the current state, without advancing this one. */
  fork(tag: string): Rng {
    return new Rng(`${this.a}/${tag}`);
  }
}

/** Round for compact SVG. */
const f = (n: number): string => String(Math.round(n * 10) / 10);

type RGB = [number, number, number];
function hexRgb(hex: string): RGB {
  const h = hex.replace('#', '');
  return [parseInt(h.slice(0, 2), 16), parseInt(h.slice(2, 4), 16), parseInt(h.slice(4, 6), 16)];
}
function rgbHex([r, g, b]: RGB): string {
  const c = (v: number) =>
    Math.max(0, Math.min(255, Math.round(v)))
      .toString(16)
      .padStart(2, '0');
  return `#${c(r)}${c(g)}${c(b)}`;
}
/** Linear mix of two hex colours. */
function mix(a: string, b: string, t: number): string {
  const x = hexRgb(a);
  const y = hexRgb(b);
  return rgbHex([x[0] + (y[0] - x[0]) * t, x[1] + (y[1] - x[1]) * t, x[2] + (y[2] - x[2]) * t]);
}
/** t > 0 lightens toward white, t < 0 darkens toward black. */
function shade(c: string, t: number): string {
  return t >= 0 ? mix(c, '#ffffff', t) : mix(c, '#000000', -t);
}
/** Dull a colour: toward grey and toward brownish dirt. */
function dull(c: string, t = 0.45): string {
  const [r, g, b] = hexRgb(c);
  const grey = (r + g + b) / 3;
  return mix(rgbHex([r + (grey - r) * 0.7, g + (grey - g) * 0.7, b + (grey - b) * 0.7]), '#7a6a50', t * 0.5);
}

// ---------------------------------------------------------------------------------------------
// SVG document
// ---------------------------------------------------------------------------------------------

type Stop = [offset: number, color: string, opacity?: number];

class Svg {
  private defs: string[] = [];
  private parts: string[] = [];
  private n = 0;
  constructor(
    readonly W: number,
    readonly H: number,
  ) {}
  uid(p = 'i'): string {
    return p + (this.n++).toString(36);
  }
  private stops(stops: Stop[]): string {
    return stops
      .map(([o, c, op]) => `<stop offset="${f(o)}" stop-color="${c}"${op === undefined ? '' : ` stop-opacity="${+op.toFixed(3)}"`}/>`)
      .join('');
  }
  /** Linear gradient in object bounding-box units. */
  lin(stops: Stop[], x1 = 0, y1 = 0, x2 = 0, y2 = 1): string {
    const id = this.uid('g');
    this.defs.push(`<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${this.stops(stops)}</linearGradient>`);
    return `url(#${id})`;
  }
  /** Linear gradient in user-space units. */
  linU(stops: Stop[], x1: number, y1: number, x2: number, y2: number): string {
    const id = this.uid('g');
    this.defs.push(
      `<linearGradient id="${id}" gradientUnits="userSpaceOnUse" x1="${f(x1)}" y1="${f(y1)}" x2="${f(x2)}" y2="${f(y2)}">${this.stops(stops)}</linearGradient>`,
    );
    return `url(#${id})`;
  }
  /** Radial gradient in object bounding-box units. */
  rad(stops: Stop[], cx = 0.5, cy = 0.5, r = 0.5): string {
    const id = this.uid('g');
    this.defs.push(`<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}">${this.stops(stops)}</radialGradient>`);
    return `url(#${id})`;
  }
  /** A clip path from raw shapes (user space of the element that uses it). */
  clip(shapes: string): string {
    const id = this.uid('c');
    this.defs.push(`<clipPath id="${id}">${shapes}</clipPath>`);
    return `url(#${id})`;
  }
  /** Colour matrix that desaturates (s < 1) a group: dull "before" scenes. */
  saturate(s: number): string {
    const id = this.uid('f');
    this.defs.push(
      `<filter id="${id}" x="0" y="0" width="100%" height="100%" color-interpolation-filters="sRGB"><feColorMatrix type="saturate" values="${s}"/></filter>`,
    );
    return `url(#${id})`;
  }
  add(...s: string[]): void {
    this.parts.push(...s);
  }
  /** Start collecting into a fresh buffer; returns a function that ends it and yields the markup. */
  capture(): () => string {
    const saved = this.parts;
    this.parts = [];
    return () => {
      const out = this.parts.join('');
      this.parts = saved;
      return out;
    };
  }
  toString(): string {
    return (
      `<svg xmlns="http://www.w3.org/2000/svg" width="${this.W}" height="${this.H}" viewBox="0 0 ${this.W} ${this.H}">` +
      `<defs>${this.defs.join('')}</defs>${this.parts.join('')}</svg>`
    );
  }
}

const attrs = (ex: string) => (ex ? ` ${ex}` : '');
const rect = (x: number, y: number, w: number, h: number, fill: string, ex = '') =>
  `<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" fill="${fill}"${attrs(ex)}/>`;
const rrect = (x: number, y: number, w: number, h: number, r: number, fill: string, ex = '') =>
  `<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" rx="${f(r)}" fill="${fill}"${attrs(ex)}/>`;
const circ = (cx: number, cy: number, r: number, fill: string, ex = '') =>
  `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}" fill="${fill}"${attrs(ex)}/>`;
const ell = (cx: number, cy: number, rx: number, ry: number, fill: string, ex = '') =>
  `<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(rx)}" ry="${f(ry)}" fill="${fill}"${attrs(ex)}/>`;
const pth = (d: string, fill: string, ex = '') => `<path d="${d}" fill="${fill}"${attrs(ex)}/>`;
const line = (x1: number, y1: number, x2: number, y2: number, stroke: string, w: number, ex = '') =>
  `<line x1="${f(x1)}" y1="${f(y1)}" x2="${f(x2)}" y2="${f(y2)}" stroke="${stroke}" stroke-width="${f(w)}"${attrs(ex)}/>`;
const grp = (ex: string, ...children: string[]) => `<g ${ex}>${children.join('')}</g>`;
const tr = (x: number, y: number, s = 1, rot = 0) =>
  `transform="translate(${f(x)} ${f(y)})${s !== 1 ? ` scale(${Math.round(s * 1000) / 1000})` : ''}${rot ? ` rotate(${f(rot)})` : ''}"`;
const stroke = (c: string, w: number, more = '') =>
  `stroke="${c}" stroke-width="${f(w)}" stroke-linecap="round" stroke-linejoin="round"${more ? ` ${more}` : ''}`;

/** Polygon path through points. */
function poly(pts: [number, number][]): string {
  return `M${pts.map(([x, y]) => `${f(x)} ${f(y)}`).join('L')}Z`;
}

/** Closed smooth blob (Catmull-Rom through jittered points on an ellipse). */
function blobPath(rng: Rng, cx: number, cy: number, rx: number, ry: number, n = 9, jitter = 0.25): string {
  const pts: [number, number][] = [];
  for (let i = 0; i < n; i++) {
    const a = (i / n) * Math.PI * 2;
    const k = 1 + rng.range(-jitter, jitter);
    pts.push([cx + Math.cos(a) * rx * k, cy + Math.sin(a) * ry * k]);
  }
  return smoothClosed(pts);
}

function smoothClosed(pts: [number, number][]): string {
  const n = pts.length;
  let d = `M${f(pts[0]![0])} ${f(pts[0]![1])}`;
  for (let i = 0; i < n; i++) {
    const p0 = pts[(i - 1 + n) % n]!;
    const p1 = pts[i]!;
    const p2 = pts[(i + 1) % n]!;
    const p3 = pts[(i + 2) % n]!;
    const c1x = p1[0] + (p2[0] - p0[0]) / 6;
    const c1y = p1[1] + (p2[1] - p0[1]) / 6;
    const c2x = p2[0] - (p3[0] - p1[0]) / 6;
    const c2y = p2[1] - (p3[1] - p1[1]) / 6;
    d += `C${f(c1x)} ${f(c1y)} ${f(c2x)} ${f(c2y)} ${f(p2[0])} ${f(p2[1])}`;
  }
  return `${d}Z`;
}

/** Fur / foliage outline: an ellipse with `n` rounded bumps or spikes. */
function tuftPath(rng: Rng, cx: number, cy: number, rx: number, ry: number, n: number, depth: number, spiky = false): string {
  let d = '';
  for (let i = 0; i <= n; i++) {
    const a = (i / n) * Math.PI * 2;
    const x = cx + Math.cos(a) * rx;
    const y = cy + Math.sin(a) * ry;
    if (i === 0) {
      d = `M${f(x)} ${f(y)}`;
      continue;
    }
    const am = ((i - 0.5) / n) * Math.PI * 2;
    const k = 1 + depth * rng.range(0.6, 1.4);
    const mx = cx + Math.cos(am + (spiky ? rng.range(-0.08, 0.08) : 0)) * rx * k;
    const my = cy + Math.sin(am) * ry * k;
    d += spiky ? `L${f(mx)} ${f(my)}L${f(x)} ${f(y)}` : `Q${f(mx)} ${f(my)} ${f(x)} ${f(y)}`;
  }
  return `${d}Z`;
}

// ---------------------------------------------------------------------------------------------
// Shared scene pieces
// ---------------------------------------------------------------------------------------------

type State = 'before' | 'after' | 'neutral';

interface Ctx {
  s: Svg;
  W: number;
  H: number;
  /** Composition randomness: identical for a before/after pair. */
  r: Rng;
  /** State-dependent randomness (dirt, sparkles, clutter). */
  rx: Rng;
  state: State;
  /** Portrait canvas. */
  tall: boolean;
}

const isBefore = (c: Ctx) => c.state === 'before';
const isAfter = (c: Ctx) => c.state === 'after';

function softShadow(s: Svg, cx: number, cy: number, rx: number, ry: number, op = 0.45, color = '#000000'): string {
  return ell(
    cx,
    cy,
    rx,
    ry,
    s.rad([
      [0, color, op],
      [0.6, color, op * 0.45],
      [1, color, 0],
    ]),
  );
}

function glow(s: Svg, cx: number, cy: number, r: number, color: string, op = 0.6): string {
  return circ(
    cx,
    cy,
    r,
    s.rad([
      [0, color, op],
      [0.4, color, op * 0.35],
      [1, color, 0],
    ]),
  );
}

function sparkle(s: Svg, x: number, y: number, size: number, color = '#ffffff', withGlow = true): string {
  const k = size * 0.18;
  const d =
    `M${f(x)} ${f(y - size)}Q${f(x + k)} ${f(y - k)} ${f(x + size)} ${f(y)}` +
    `Q${f(x + k)} ${f(y + k)} ${f(x)} ${f(y + size)}Q${f(x - k)} ${f(y + k)} ${f(x - size)} ${f(y)}` +
    `Q${f(x - k)} ${f(y - k)} ${f(x)} ${f(y - size)}Z`;
  return (withGlow ? glow(s, x, y, size * 1.3, color, 0.55) : '') + pth(d, color);
}

function sparkles(c: Ctx, n: number, x0: number, y0: number, x1: number, y1: number, size: number): string {
  let out = '';
  for (let i = 0; i < n; i++) {
    out += sparkle(c.s, c.rx.range(x0, x1), c.rx.range(y0, y1), size * c.rx.range(0.55, 1.15));
  }
  return out;
}

function cloud(s: Svg, x: number, y: number, w: number, color = '#ffffff', op = 0.9): string {
  const h = w * 0.32;
  const fill = s.lin([
    [0, color, op],
    [1, shade(color, -0.12), op],
  ]);
  return grp(
    `fill="${fill}"`,
    ell(x + w * 0.5, y + h * 0.72, w * 0.5, h * 0.28, fill),
    circ(x + w * 0.3, y + h * 0.55, h * 0.42, fill),
    circ(x + w * 0.55, y + h * 0.38, h * 0.55, fill),
    circ(x + w * 0.76, y + h * 0.6, h * 0.36, fill),
  );
}

/** Rolling hills band from y (top) to bottom of canvas. */
function hills(c: Ctx, y: number, amp: number, color: string, bumps = 3, seedShift = 0): string {
  const { W, H } = c;
  const pts: string[] = [`M0 ${f(H)}`, `L0 ${f(y + amp * Math.sin(seedShift))}`];
  const n = bumps * 2;
  for (let i = 1; i <= n; i++) {
    const x = (W * i) / n;
    const px = (W * (i - 0.5)) / n;
    const py = y + amp * Math.sin(i * 1.7 + seedShift) - amp * 0.6;
    pts.push(`Q${f(px)} ${f(py)} ${f(x)} ${f(y + amp * Math.sin(i * 2.3 + seedShift) * 0.5)}`);
  }
  pts.push(`L${f(W)} ${f(H)}Z`);
  return pth(pts.join(''), color);
}

/** Deciduous tree with layered round canopy. */
function tree(c: Ctx, x: number, groundY: number, h: number, leaf: string, trunk = '#6b4a2f', autumn = false): string {
  const s = c.s;
  const r = c.r;
  const cw = h * 0.36;
  let out = softShadow(s, x + h * 0.08, groundY, cw * 1.1, h * 0.05, 0.35);
  out += pth(
    `M${f(x - h * 0.04)} ${f(groundY)}L${f(x - h * 0.025)} ${f(groundY - h * 0.55)}L${f(x + h * 0.025)} ${f(groundY - h * 0.55)}L${f(x + h * 0.045)} ${f(groundY)}Z`,
    s.lin(
      [
        [0, shade(trunk, 0.15)],
        [1, shade(trunk, -0.25)],
      ],
      0,
      0,
      1,
      0,
    ),
  );
  const cy = groundY - h * 0.62;
  const blobs: [number, number, number][] = [
    [0, 0, 1],
    [-0.55, 0.25, 0.7],
    [0.55, 0.22, 0.72],
    [-0.2, -0.45, 0.72],
    [0.3, -0.4, 0.62],
  ];
  const dark = shade(leaf, -0.25);
  const light = shade(leaf, 0.22);
  for (const [dx, dy, k] of blobs) {
    const jx = r.range(-0.06, 0.06);
    out += circ(
      x + (dx + jx) * cw,
      cy + dy * cw,
      cw * 0.62 * k,
      s.rad(
        [
          [0, light],
          [0.7, leaf],
          [1, dark],
        ],
        0.35,
        0.3,
        0.75,
      ),
    );
  }
  if (autumn) {
    for (let i = 0; i < 7; i++) {
      out += circ(
        x + r.range(-0.8, 0.8) * cw,
        cy + r.range(-0.6, 0.5) * cw,
        cw * r.range(0.08, 0.16),
        shade(leaf, r.range(-0.2, 0.35)),
        'opacity=".8"',
      );
    }
  }
  return out;
}

/** Pine tree (stacked triangles). */
function pine(s: Svg, x: number, groundY: number, h: number, color: string): string {
  const w = h * 0.42;
  let out = rect(x - h * 0.025, groundY - h * 0.16, h * 0.05, h * 0.16, '#4a3526');
  for (let i = 0; i < 3; i++) {
    const top = groundY - h + i * h * 0.22;
    const bot = groundY - h * 0.12 - (2 - i) * h * 0.2;
    const ww = w * (0.55 + i * 0.25);
    out += pth(
      poly([
        [x, top],
        [x + ww / 2, bot],
        [x - ww / 2, bot],
      ]),
      s.lin(
        [
          [0, shade(color, 0.12)],
          [1, shade(color, -0.2)],
        ],
        0,
        0,
        1,
        0,
      ),
    );
  }
  return out;
}

/** Brown grime blotches: irregular translucent blobs. */
function grime(c: Ctx, n: number, x0: number, y0: number, x1: number, y1: number, size: number, color = '#6b5334', op = 0.35): string {
  let out = '';
  for (let i = 0; i < n; i++) {
    const rr = size * c.rx.range(0.4, 1.2);
    out += pth(
      blobPath(c.rx, c.rx.range(x0, x1), c.rx.range(y0, y1), rr, rr * c.rx.range(0.45, 0.9), 8, 0.35),
      color,
      `opacity="${+(op * c.rx.range(0.5, 1)).toFixed(2)}"`,
    );
  }
  return out;
}

/** Tiny specks (dust, crumbs, mud). */
function specks(c: Ctx, n: number, x0: number, y0: number, x1: number, y1: number, size: number, color: string, op = 0.6): string {
  let out = `<g fill="${color}" opacity="${op}">`;
  for (let i = 0; i < n; i++) out += circ(c.rx.range(x0, x1), c.rx.range(y0, y1), size * c.rx.range(0.4, 1.2), color);
  return `${out}</g>`;
}

/** Overlay that warms, dims and dirties the whole canvas for "before" shots. */
function dingyOverlay(c: Ctx, op = 0.16): string {
  return rect(
    0,
    0,
    c.W,
    c.H,
    c.s.lin([
      [0, '#8c7a55', op * 0.7],
      [1, '#5a4a32', op * 1.4],
    ]),
  );
}

/** Subtle vignette to add depth. */
function vignette(c: Ctx, op = 0.35): string {
  return rect(
    0,
    0,
    c.W,
    c.H,
    c.s.rad(
      [
        [0.55, '#000000', 0],
        [1, '#000000', op],
      ],
      0.5,
      0.5,
      0.75,
    ),
  );
}

// ---------------------------------------------------------------------------------------------
// Mobile detailing: vehicles and settings
// ---------------------------------------------------------------------------------------------

interface CarDef {
  /** Length of the vehicle in local units; x from 0 (rear) to L (front), ground at y = 0. */
  L: number;
  /** Top of the roof (negative). */
  top: number;
  /** Outline from the rear bottom over the roof to the front bottom corner (ending at y = bottomY). */
  upper: string;
  /** Closing segment from the rear wheel arch back to the start of `upper`. */
  rearClose: string;
  bottomY: number;
  /** Wheel centres (x) and radius. */
  wheels: number[];
  wr: number;
  archR: number;
  windows: string;
  pillars: [x: number, w: number][];
  doors: string;
  handles: [number, number][];
  head: string;
  tail: string;
  mirror: [number, number];
  shoulder: string;
  /** y of the reflected horizon line on the body. */
  horizon: number;
  extras?: string;
}

const CARS: Record<'sedan' | 'suv' | 'coupe', CarDef> = {
  sedan: {
    L: 440,
    top: -134,
    upper:
      'M16 -28C8 -44 8 -62 18 -70L40 -77C80 -81 120 -83 152 -87C170 -106 188 -124 214 -130C242 -134 278 -134 302 -129' +
      'C324 -122 340 -106 354 -91C386 -87 414 -81 428 -71C438 -63 440 -48 434 -34L430 -24C426 -20 420 -20 414 -20',
    rearClose: 'L24 -20C19 -20 17 -24 16 -28Z',
    bottomY: -20,
    wheels: [110, 342],
    wr: 34,
    archR: 42,
    windows: 'M164 -90C180 -108 196 -121 217 -125C243 -129 276 -129 298 -125C316 -119 330 -106 343 -93Z',
    pillars: [[252, 7]],
    doors: 'M164 -88L166 -36M255 -88L255 -24M346 -90L346 -70',
    handles: [
      [222, -72],
      [312, -72],
    ],
    head: 'M420 -74C430 -70 436 -63 437 -56L418 -60C414 -64 414 -70 420 -74Z',
    tail: 'M14 -60C14 -66 16 -70 22 -72L40 -76L38 -64Z',
    mirror: [338, -92],
    shoulder: 'M30 -74C150 -84 300 -89 424 -73',
    horizon: -62,
  },
  suv: {
    L: 440,
    top: -166,
    upper:
      'M14 -34C8 -60 8 -104 14 -130C18 -150 30 -160 60 -162L262 -162C282 -160 296 -150 312 -132L340 -110' +
      'C380 -106 412 -102 428 -94C438 -86 440 -70 438 -56L436 -30C434 -24 430 -22 424 -22',
    rearClose: 'L26 -22C19 -22 16 -27 14 -34Z',
    bottomY: -22,
    wheels: [100, 346],
    wr: 38,
    archR: 47,
    windows: 'M28 -114C30 -136 38 -150 62 -152L258 -152C274 -150 286 -142 300 -128L318 -114Z',
    pillars: [
      [112, 9],
      [210, 8],
    ],
    doors: 'M122 -112L124 -30M214 -112L214 -24M318 -112L318 -74',
    handles: [
      [178, -98],
      [280, -98],
    ],
    head: 'M424 -96C432 -92 436 -86 437 -80L420 -82C416 -88 417 -94 424 -96Z',
    tail: 'M12 -104C12 -116 14 -124 18 -128L28 -126L26 -100Z',
    mirror: [318, -112],
    shoulder: 'M18 -110L330 -110C370 -106 410 -102 430 -92',
    horizon: -84,
    extras:
      '<rect x="64" y="-168" width="190" height="5" rx="2.5" fill="#2a2d33"/><path d="M420 -60L438 -60L438 -44L418 -46Z" fill="#23262c"/>',
  },
  coupe: {
    L: 440,
    top: -118,
    upper:
      'M14 -30C8 -42 10 -58 22 -64L60 -70C110 -76 150 -80 180 -88C206 -106 228 -116 262 -118C292 -118 312 -110 336 -90' +
      'C372 -84 408 -76 428 -64C438 -56 440 -44 434 -32L430 -22C426 -18 420 -18 414 -18',
    rearClose: 'L24 -18C19 -18 16 -24 14 -30Z',
    bottomY: -18,
    wheels: [104, 344],
    wr: 33,
    archR: 40,
    windows: 'M196 -91C214 -104 234 -111 262 -112C286 -112 302 -106 322 -91Z',
    pillars: [[268, 5]],
    doors: 'M200 -88L203 -22M330 -88L330 -60',
    handles: [[290, -70]],
    head: 'M418 -68C428 -64 434 -58 436 -52L416 -56C412 -60 412 -64 418 -68Z',
    tail: 'M12 -52C12 -58 16 -62 22 -63L44 -67L42 -56Z',
    mirror: [324, -90],
    shoulder: 'M24 -64C150 -78 300 -86 426 -66',
    horizon: -56,
  },
};

/** Wheel-arch cut-outs from the front bottom corner back to the rear one. */
function archSegments(d: CarDef): string {
  let out = '';
  const dy = -d.wr - d.bottomY; // centre below bottom line (negative means above)
  const half = Math.sqrt(Math.max(0, d.archR * d.archR - dy * dy));
  for (const cx of [...d.wheels].sort((a, b) => b - a)) {
    out += `L${f(cx + half)} ${d.bottomY}A${d.archR} ${d.archR} 0 1 0 ${f(cx - half)} ${d.bottomY}`;
  }
  return out;
}

function wheel(s: Svg, cx: number, cy: number, r: number, rimColor = '#c9ced6', dirty = false): string {
  let out = circ(cx, cy, r, '#17191c');
  out += circ(cx, cy, r * 0.9, 'none', `stroke="#2c3036" stroke-width="${f(r * 0.06)}"`);
  const rimFill = s.rad(
    [
      [0, shade(rimColor, 0.4)],
      [0.7, rimColor],
      [1, shade(rimColor, -0.35)],
    ],
    0.4,
    0.35,
    0.7,
  );
  out += circ(cx, cy, r * 0.64, rimFill);
  out += circ(cx, cy, r * 0.5, '#3a3e45');
  for (let i = 0; i < 5; i++) {
    const a = (i * 72 * Math.PI) / 180;
    const x2 = cx + Math.cos(a) * r * 0.55;
    const y2 = cy + Math.sin(a) * r * 0.55;
    out += line(cx, cy, x2, y2, shade(rimColor, 0.1), r * 0.16, 'stroke-linecap="round"');
  }
  out += circ(cx, cy, r * 0.14, shade(rimColor, -0.25));
  out += circ(cx - r * 0.04, cy - r * 0.04, r * 0.06, '#ffffff', 'opacity=".6"');
  if (dirty) out += circ(cx, cy, r * 0.64, '#5a4630', 'opacity=".55"');
  return out;
}

interface VehicleOpts {
  color: string;
  state: State;
  /** Extra overlays on the body (e.g. swirl marks, chips, water beads). */
  finish?: 'swirls' | 'chips' | 'beads' | 'foam' | 'none';
  rim?: string;
}

/** Side view of a car, facing right, in local units (ground at y = 0). */
function car(c: Ctx, kind: keyof typeof CARS, o: VehicleOpts): string {
  const s = c.s;
  const d = CARS[kind];
  const dirty = o.state === 'before';
  const col = !dirty ? o.color : o.finish === 'swirls' || o.finish === 'beads' ? mix(o.color, '#8a8a88', 0.3) : dull(o.color, 0.5);
  const bodyD = d.upper + archSegments(d) + d.rearClose;
  const bodyClip = s.clip(`<path d="${bodyD}"/>`);
  let out = softShadow(s, d.L / 2, -2, d.L * 0.56, 16, 0.6);
  // wheel wells
  for (const cx of d.wheels)
    out += circ(cx, -d.wr, d.archR + 1, '#0d0e10', `clip-path="${s.clip(rect(cx - 60, -200, 120, 200 + d.bottomY, '#000'))}"`);
  out += pth(
    bodyD,
    s.lin([
      [0, shade(col, 0.45)],
      [0.3, shade(col, 0.12)],
      [0.55, col],
      [0.85, shade(col, -0.35)],
      [1, shade(col, -0.55)],
    ]),
  );
  // reflections on the body
  let refl = '';
  refl += rect(
    0,
    d.horizon,
    d.L,
    60,
    s.lin([
      [0, '#000000', dirty ? 0.12 : 0.26],
      [1, '#000000', 0],
    ]),
  );
  refl += rect(
    0,
    d.horizon - 26,
    d.L,
    26,
    s.lin([
      [0, '#ffffff', 0],
      [1, '#ffffff', dirty ? 0.08 : 0.3],
    ]),
  );
  if (!dirty) {
    refl += pth(
      `M${d.L * 0.12} ${d.horizon - 10}L${d.L * 0.18} ${d.horizon - 10}L${d.L * 0.12} ${d.horizon + 30}L${d.L * 0.06} ${d.horizon + 30}Z`,
      '#ffffff',
      'opacity=".18"',
    );
    refl += pth(
      `M${d.L * 0.62} ${d.horizon - 12}L${d.L * 0.72} ${d.horizon - 12}L${d.L * 0.64} ${d.horizon + 34}L${d.L * 0.54} ${d.horizon + 34}Z`,
      '#ffffff',
      'opacity=".14"',
    );
  }
  const muddy = dirty && o.finish !== 'swirls' && o.finish !== 'beads';
  if (o.finish === 'swirls' && dirty) {
    // hazy clear coat with circular swirl marks around the light reflections
    refl += rect(0, d.top, d.L, -d.top, '#ffffff', 'opacity=".1"');
    for (const hx of [0.22, 0.5, 0.8]) {
      const cx = d.L * hx + c.rx.range(-20, 20);
      const cy = d.horizon - c.rx.range(-8, 16);
      for (let i = 0; i < 40; i++) {
        const rr = c.rx.range(5, 50);
        const a0 = c.rx.range(0, 360);
        const len = rr * c.rx.range(0.3, 1.1);
        refl += `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(rr)}" fill="none" stroke="#ffffff" stroke-width="${f(c.rx.range(0.4, 0.8))}" opacity="${+c.rx.range(0.15, 0.35).toFixed(2)}" stroke-dasharray="${f(len)} ${f(rr * 7)}" transform="rotate(${f(a0)} ${f(cx)} ${f(cy)})"/>`;
      }
    }
  }
  if (o.finish === 'beads' && dirty) {
    refl += rect(0, d.top, d.L, -d.top, '#d8d0c0', 'opacity=".12"');
    for (let i = 0; i < 70; i++) {
      const rr = c.rx.range(1.5, 4.5);
      refl += `<circle cx="${f(c.rx.range(10, d.L - 10))}" cy="${f(c.rx.range(d.top + 8, -26))}" r="${f(rr)}" fill="#ffffff" fill-opacity=".08" stroke="#f4efe4" stroke-width="0.9" opacity=".55"/>`;
    }
    refl += specks(c, 60, 0, d.top, d.L, -20, 1.1, '#c8bca4', 0.5);
  }
  if (muddy) {
    refl += rect(
      0,
      -60,
      d.L,
      60,
      s.lin([
        [0, '#6b5132', 0],
        [0.6, '#6b5132', 0.45],
        [1, '#4d3a24', 0.75],
      ]),
    );
    refl += grime(c, 14, 0, -55, d.L, -18, 16, '#5b4329', 0.5);
    refl += specks(c, 90, 0, -70, d.L, -20, 1.8, '#4a3620', 0.6);
    refl += specks(c, 70, 0, d.top, d.L, -60, 1.2, '#8a7a60', 0.5);
    refl += grime(c, 6, 30, d.top + 10, d.L - 30, -70, 22, '#9a8a70', 0.25);
  }
  if (o.finish === 'chips' && dirty) {
    for (let i = 0; i < 40; i++) {
      const x = c.rx.range(d.L * 0.7, d.L - 4);
      const y = c.rx.range(d.top + 30, -26);
      refl += circ(x, y, c.rx.range(0.8, 2.2), '#f2efe8', 'opacity=".85"');
    }
    for (let i = 0; i < 8; i++) {
      const x = c.rx.range(40, d.L - 40);
      const y = c.rx.range(d.top + 20, -40);
      refl += line(x, y, x + c.rx.range(-30, 30), y + c.rx.range(-6, 6), '#f0ece4', 0.9, 'opacity=".6"');
    }
  }
  out += grp(`clip-path="${bodyClip}"`, refl);
  // glass
  const glass = s.lin(
    [
      [0, '#1c2633'],
      [0.55, '#3d5368'],
      [1, '#7f9bb3'],
    ],
    0,
    0,
    0.3,
    1,
  );
  out += pth(d.windows, glass);
  const wclip = s.clip(`<path d="${d.windows}"/>`);
  let wref = pth(
    `M${d.L * 0.3} ${d.top}L${d.L * 0.42} ${d.top}L${d.L * 0.34} 0L${d.L * 0.22} 0Z`,
    '#ffffff',
    `opacity="${dirty ? 0.06 : 0.22}"`,
  );
  wref += pth(
    `M${d.L * 0.46} ${d.top}L${d.L * 0.5} ${d.top}L${d.L * 0.42} 0L${d.L * 0.38} 0Z`,
    '#ffffff',
    `opacity="${dirty ? 0.04 : 0.16}"`,
  );
  if (dirty)
    wref += rect(0, d.top, d.L, -d.top, '#a89a80', 'opacity=".35"') + grime(c, 5, d.L * 0.3, d.top, d.L * 0.8, -80, 18, '#6e6048', 0.3);
  out += grp(`clip-path="${wclip}"`, wref);
  for (const [x, w] of d.pillars) out += rect(x, d.top, w, 80, shade(col, -0.45), `clip-path="${wclip}"`);
  // details
  out += pth(d.doors, 'none', stroke(shade(col, -0.5), 1.6, 'opacity=".55"'));
  for (const [x, y] of d.handles) out += rrect(x, y, 18, 4, 2, shade(col, -0.35)) + rect(x + 2, y, 14, 1.2, '#ffffff', 'opacity=".35"');
  out += pth(d.shoulder, 'none', stroke('#ffffff', 1.6, `opacity="${dirty ? 0.12 : 0.45}"`));
  out += pth(
    d.head,
    s.lin([
      [0, '#ffffff'],
      [1, '#cfe3f5'],
    ]),
    stroke(shade(col, -0.5), 1),
  );
  out += pth(
    d.tail,
    s.lin([
      [0, '#ff5a4f'],
      [1, '#a3121a'],
    ]),
  );
  if (d.mirror[0])
    out +=
      rect(d.mirror[0] - 2, d.mirror[1] - 4, 6, 5, shade(col, -0.5)) +
      rrect(d.mirror[0] - 6, d.mirror[1] - 14, 20, 11, 5, shade(col, -0.15)) +
      rect(d.mirror[0] - 3, d.mirror[1] - 12, 14, 2, '#ffffff', 'opacity=".3"');
  out += d.extras ?? '';
  for (const cx of d.wheels) out += wheel(s, cx, -d.wr, d.wr, o.rim, dirty);
  if (o.finish === 'beads' && !dirty) {
    for (let i = 0; i < 46; i++) {
      const x = c.rx.range(d.L * 0.08, d.L * 0.95);
      const y = c.rx.range(d.top + 6, d.horizon - 6);
      const rr = c.rx.range(1.4, 3.8);
      out += grp(
        `clip-path="${bodyClip}"`,
        circ(x, y, rr, shade(col, -0.4), 'opacity=".5"'),
        circ(x - rr * 0.3, y - rr * 0.35, rr * 0.45, '#ffffff', 'opacity=".9"'),
      );
    }
  }
  if (o.finish === 'foam') out += foam(c, d.L, d.top);
  return out;
}

/** Shaving-cream style foam blanket over the upper body of a vehicle. */
function foam(c: Ctx, L: number, top: number): string {
  const s = c.s;
  const fill = s.rad(
    [
      [0, '#ffffff'],
      [0.75, '#f1f6fb'],
      [1, '#c9d8e6'],
    ],
    0.4,
    0.35,
    0.7,
  );
  let out = '';
  for (let i = 0; i < 70; i++) {
    const x = c.r.range(L * 0.04, L * 0.97);
    const t = Math.abs(x - L * 0.5) / (L * 0.5);
    const y = c.r.range(top * (0.85 - t * 0.45), -34);
    out += circ(x, y, c.r.range(9, 20), fill);
  }
  for (let i = 0; i < 20; i++) out += circ(c.r.range(0, L), c.r.range(-40, -10), c.r.range(4, 10), fill, 'opacity=".9"');
  return out;
}

/** Motor boat side view facing right, local units, keel at y = 0. */
function boat(c: Ctx, o: VehicleOpts & { trim: string }): string {
  const s = c.s;
  const dirty = o.state === 'before';
  const hullCol = dirty ? '#d8d2c0' : o.color;
  const hull = 'M18 -72L370 -72C400 -74 426 -82 446 -96C438 -62 416 -30 382 -12C362 -2 332 0 300 0L52 0C30 0 20 -12 16 -34Z';
  const hullClip = s.clip(`<path d="${hull}"/>`);
  let out = '';
  // outboard motor
  out += rrect(-6, -104, 26, 40, 6, '#23272e') + rect(2, -66, 10, 56, '#2f343c') + rrect(-2, -118, 30, 20, 7, shade(o.trim, -0.2));
  // cabin
  const cabin = 'M110 -72L122 -108C126 -116 134 -120 146 -120L262 -120C276 -120 284 -114 302 -100L334 -72Z';
  out += pth(
    cabin,
    s.lin([
      [0, '#ffffff'],
      [1, dirty ? '#c8c0aa' : '#dfe6ee'],
    ]),
  );
  out += pth(
    'M266 -116L300 -98L318 -82L276 -82L262 -112Z',
    s.lin(
      [
        [0, '#27384a'],
        [1, '#7d9ab4'],
      ],
      0,
      0,
      1,
      1,
    ),
  );
  for (const x of [150, 190, 230]) out += rrect(x, -104, 26, 12, 6, '#2b3b4d') + rect(x + 4, -102, 8, 3, '#ffffff', 'opacity=".4"');
  // bimini top
  out += pth('M130 -150L250 -150L262 -122L256 -122L246 -144L136 -144L124 -122L118 -122Z', shade(o.trim, -0.1));
  out += pth('M126 -156C160 -164 220 -164 256 -156L252 -148L130 -148Z', o.trim);
  // hull
  out += pth(
    hull,
    s.lin([
      [0, shade(hullCol, 0.3)],
      [0.5, hullCol],
      [1, shade(hullCol, -0.25)],
    ]),
  );
  let hov = '';
  hov += pth('M10 -62L372 -62C402 -64 428 -74 446 -88L446 -76C426 -62 402 -52 374 -50L10 -50Z', dirty ? dull(o.trim) : o.trim);
  hov += rect(0, -16, 460, 20, dirty ? '#4a4a3a' : '#1e2a3a');
  hov += rect(0, -72, 460, 8, '#ffffff', `opacity="${dirty ? 0.1 : 0.45}"`);
  if (!dirty)
    hov +=
      pth('M60 -44L160 -44L120 -20L40 -20Z', '#ffffff', 'opacity=".25"') +
      pth('M250 -44L300 -44L270 -20L230 -20Z', '#ffffff', 'opacity=".2"');
  if (dirty) {
    hov += rect(
      0,
      -46,
      460,
      34,
      s.lin([
        [0, '#5b6b2e', 0],
        [0.5, '#5b6b2e', 0.55],
        [1, '#3f4a22', 0.85],
      ]),
    );
    hov += grime(c, 16, 20, -44, 430, -18, 14, '#4f5a26', 0.55);
    for (let i = 0; i < 16; i++) {
      const x = c.rx.range(30, 420);
      hov += pth(
        `M${f(x)} -60q${f(c.rx.range(-3, 3))} 14 ${f(c.rx.range(-2, 2))} ${f(c.rx.range(16, 34))}`,
        'none',
        stroke('#7a5a30', c.rx.range(1, 2.4), 'opacity=".5"'),
      );
    }
    hov += specks(c, 60, 20, -70, 440, -20, 1.6, '#6a5a3a', 0.5);
  }
  out += grp(`clip-path="${hullClip}"`, hov);
  // rail
  out += pth('M30 -86L360 -86C390 -88 414 -94 430 -104', 'none', stroke('#dfe5ec', 2.4));
  for (const x of [40, 90, 340, 390]) out += line(x, -86, x, -72, '#dfe5ec', 2);
  return out;
}

/** Class C motorhome side view facing right, local units, ground y = 0. */
function rv(c: Ctx, o: VehicleOpts & { trim: string }): string {
  const s = c.s;
  const dirty = o.state === 'before';
  const d: CarDef = {
    L: 470,
    top: -212,
    upper:
      'M12 -36L10 -196C10 -206 16 -212 28 -212L366 -212C392 -212 404 -204 408 -190L412 -162C413 -152 408 -148 398 -148' +
      'L392 -148L410 -104L446 -90C460 -86 468 -76 468 -62L468 -40C468 -32 464 -28 456 -28',
    rearClose: 'L20 -28C15 -28 12 -31 12 -36Z',
    bottomY: -28,
    wheels: [112, 396],
    wr: 36,
    archR: 44,
    windows: '',
    pillars: [],
    doors: '',
    handles: [],
    head: '',
    tail: '',
    mirror: [0, 0],
    shoulder: '',
    horizon: 0,
  };
  const body = dirty ? '#ddd6c4' : o.color;
  const bodyD = d.upper + archSegments(d) + d.rearClose;
  const clip = s.clip(`<path d="${bodyD}"/>`);
  let out = softShadow(s, d.L / 2, -2, d.L * 0.56, 16, 0.6);
  for (const cx of d.wheels)
    out += circ(cx, -d.wr, d.archR + 1, '#0d0e10', `clip-path="${s.clip(rect(cx - 60, -200, 120, 200 + d.bottomY, '#000'))}"`);
  out += rrect(60, -222, 70, 14, 4, '#e9edf1') + rrect(210, -220, 50, 10, 4, '#d5dae0');
  out += pth(
    bodyD,
    s.lin([
      [0, shade(body, 0.3)],
      [0.6, body],
      [1, shade(body, -0.22)],
    ]),
  );
  let ov = '';
  const trim = dirty ? dull(o.trim) : o.trim;
  ov += pth('M0 -92C110 -116 230 -58 380 -126L392 -104C240 -36 120 -84 0 -72Z', trim);
  ov += pth('M0 -64C120 -86 240 -30 400 -96L404 -86C246 -16 120 -62 0 -54Z', shade(trim, 0.25));
  ov += rect(0, -40, 480, 14, shade(body, -0.35));
  if (!dirty)
    ov += rect(
      0,
      -212,
      480,
      40,
      s.lin([
        [0, '#ffffff', 0.4],
        [1, '#ffffff', 0],
      ]),
    );
  if (dirty) {
    for (let i = 0; i < 26; i++) {
      const x = c.rx.range(16, 400);
      const len = c.rx.range(30, 120);
      ov += pth(
        `M${f(x)} -206q${f(c.rx.range(-6, 6))} ${f(len / 2)} ${f(c.rx.range(-4, 4))} ${f(len)}`,
        'none',
        stroke('#3a342c', c.rx.range(1.5, 4), `opacity="${+c.rx.range(0.25, 0.55).toFixed(2)}"`),
      );
    }
    ov += rect(
      0,
      -80,
      480,
      52,
      s.lin([
        [0, '#6b5132', 0],
        [1, '#4d3a24', 0.7],
      ]),
    );
    ov += grime(c, 12, 10, -70, 460, -30, 16, '#5b4329', 0.45);
    ov += specks(c, 80, 10, -200, 460, -40, 1.5, '#6a5a40', 0.45);
  }
  out += grp(`clip-path="${clip}"`, ov);
  // windows and door
  const glass = s.lin(
    [
      [0, '#1c2633'],
      [0.6, '#3d5368'],
      [1, '#7f9bb3'],
    ],
    0,
    0,
    0.3,
    1,
  );
  out += pth('M376 -142L394 -142L410 -106L376 -106Z', glass);
  out += rrect(44, -176, 86, 42, 6, glass) + rrect(220, -176, 66, 42, 6, glass);
  out += rrect(306, -182, 52, 150, 6, shade(body, -0.08), stroke(shade(body, -0.35), 2));
  out += rrect(316, -170, 32, 34, 4, glass);
  out += rrect(340, -110, 10, 4, 2, '#8a9099');
  if (!dirty)
    for (const [x, w] of [
      [44, 86],
      [220, 66],
    ] as const)
      out += pth(`M${x + w * 0.2} -176L${x + w * 0.45} -176L${x + w * 0.3} -134L${x + w * 0.05} -134Z`, '#ffffff', 'opacity=".2"');
  if (dirty) out += rrect(44, -176, 86, 42, 6, '#a89a80', 'opacity=".4"') + rrect(220, -176, 66, 42, 6, '#a89a80', 'opacity=".4"');
  out += rrect(30, -206, 260, 10, 5, '#b9c0c8');
  out += pth(
    'M452 -84L466 -78L466 -66L450 -70Z',
    s.lin([
      [0, '#ffffff'],
      [1, '#cfe3f5'],
    ]),
  );
  out += rect(10, -70, 6, 22, '#c0242b');
  for (const cx of d.wheels) out += wheel(s, cx, -d.wr, d.wr, '#c9ced6', dirty);
  return out;
}

// --- detailing settings ------------------------------------------------------------------------

function studio(c: Ctx, gy: number, accent = '#3a7bd5'): void {
  const { s, W, H } = c;
  s.add(
    rect(
      0,
      0,
      W,
      gy,
      s.lin([
        [0, '#07090d'],
        [0.7, '#151b26'],
        [1, '#1d2533'],
      ]),
    ),
  );
  // wall panels
  const pw = W / 6;
  for (let i = 0; i < 6; i++) s.add(rect(i * pw + 2, 0, pw - 4, gy, '#ffffff', `opacity="${0.015 + (i % 2) * 0.012}"`));
  // LED strip and glow
  s.add(rect(0, gy * 0.16, W, Math.max(3, H * 0.006), accent, 'opacity=".9"'));
  s.add(
    rect(
      0,
      gy * 0.16 - H * 0.05,
      W,
      H * 0.1,
      s.lin([
        [0, accent, 0],
        [0.5, accent, 0.22],
        [1, accent, 0],
      ]),
    ),
  );
  // spotlights
  for (const k of [0.22, 0.5, 0.78]) {
    const x = W * k;
    s.add(
      pth(
        poly([
          [x - W * 0.02, 0],
          [x + W * 0.02, 0],
          [x + W * 0.16, gy + H * 0.1],
          [x - W * 0.16, gy + H * 0.1],
        ]),
        s.lin([
          [0, '#ffffff', 0.16],
          [1, '#ffffff', 0],
        ]),
      ),
    );
    s.add(rrect(x - W * 0.03, -4, W * 0.06, H * 0.02, 4, '#2a3140'), rect(x - W * 0.025, H * 0.014, W * 0.05, 2, '#fffbe8'));
  }
  s.add(
    rect(
      0,
      gy,
      W,
      H - gy,
      s.lin([
        [0, '#2b3240'],
        [0.25, '#1a1f29'],
        [1, '#0b0d12'],
      ]),
    ),
  );
  s.add(
    ell(
      W / 2,
      gy + (H - gy) * 0.25,
      W * 0.45,
      (H - gy) * 0.35,
      s.rad([
        [0, '#ffffff', 0.1],
        [1, '#ffffff', 0],
      ]),
    ),
  );
  s.add(rect(0, gy, W, 2, '#ffffff', 'opacity=".12"'));
}

function duskCity(c: Ctx, gy: number): void {
  const { s, W, H, r } = c;
  s.add(
    rect(
      0,
      0,
      W,
      gy,
      s.lin([
        [0, '#141c3d'],
        [0.45, '#3b2d62'],
        [0.75, '#a0507a'],
        [1, '#f29a62'],
      ]),
    ),
  );
  s.add(glow(s, W * 0.68, gy * 0.92, W * 0.28, '#ffcf8a', 0.55));
  s.add(circ(W * 0.68, gy * 0.9, W * 0.035, '#ffe2b0', 'opacity=".9"'));
  for (let i = 0; i < 30; i++)
    s.add(circ(r.range(0, W), r.range(0, gy * 0.35), r.range(0.6, 1.6), '#ffffff', `opacity="${+r.range(0.3, 0.8).toFixed(2)}"`));
  // two rows of buildings
  for (const [row, col, hk] of [
    [0, '#3a2c55', 0.55],
    [1, '#1f1835', 0.42],
  ] as const) {
    let x = -r.range(0, 40);
    while (x < W) {
      const bw = r.range(W * 0.04, W * 0.09);
      const bh = gy * r.range(0.18, hk) * (row ? 1 : 1.15);
      s.add(rect(x, gy - bh, bw, bh, col));
      if (row === 1) {
        for (let wy = gy - bh + 10; wy < gy - 12; wy += 14) {
          for (let wx = x + 6; wx < x + bw - 8; wx += 12)
            if (r.chance(0.33)) s.add(rect(wx, wy, 5, 7, '#ffd98a', `opacity="${+r.range(0.4, 0.9).toFixed(2)}"`));
        }
      }
      x += bw + r.range(2, 14);
    }
  }
  s.add(
    rect(
      0,
      gy,
      W,
      H - gy,
      s.lin([
        [0, '#2b2a3a'],
        [1, '#121219'],
      ]),
    ),
  );
  s.add(rect(0, gy, W, (H - gy) * 0.12, '#3b384d'));
  for (let x = 0; x < W; x += W * 0.12)
    s.add(rect(x, gy + (H - gy) * 0.62, W * 0.06, Math.max(3, (H - gy) * 0.03), '#e8d9a8', 'opacity=".5"'));
  s.add(
    ell(
      W * 0.5,
      gy + (H - gy) * 0.3,
      W * 0.5,
      (H - gy) * 0.3,
      s.rad([
        [0, '#f2a26a', 0.18],
        [1, '#f2a26a', 0],
      ]),
    ),
  );
}

function daySky(c: Ctx, horizon: number, top = '#5aa7e6', bottom = '#cfe9fb'): void {
  const { s, W, r } = c;
  s.add(
    rect(
      0,
      0,
      W,
      horizon + 2,
      s.lin([
        [0, top],
        [1, bottom],
      ]),
    ),
  );
  s.add(glow(s, W * 0.82, horizon * 0.22, W * 0.22, '#fff6d8', 0.5));
  const n = 2 + Math.round(W / 600);
  for (let i = 0; i < n; i++)
    s.add(cloud(s, r.range(-0.05, 0.95) * W, r.range(0.05, 0.45) * horizon, r.range(0.12, 0.22) * Math.max(W, 600)));
}

function driveway(c: Ctx, gy: number): void {
  const { s, W, H } = c;
  daySky(c, gy * 0.8);
  s.add(hills(c, gy * 0.62, gy * 0.05, '#8fc08a', 3, 1));
  s.add(house(c, W * 0.5, gy - 4, Math.min(W * 0.55, gy * 1.1), '#e9e2d4', '#5b6b7d'));
  s.add(tree(c, W * 0.07, gy, gy * 0.8, '#3f8f4a'), tree(c, W * 0.93, gy, gy * 0.62, '#4d9a3f'));
  s.add(
    rect(
      0,
      gy - 6,
      W,
      H - gy + 6,
      s.lin([
        [0, '#5ea64e'],
        [1, '#3f7f36'],
      ]),
    ),
  );
  s.add(
    pth(
      poly([
        [W * 0.22, gy - 6],
        [W * 0.78, gy - 6],
        [W * 1.05, H],
        [-W * 0.05, H],
      ]),
      s.lin([
        [0, '#cfc8bb'],
        [1, '#a9a296'],
      ]),
    ),
  );
  for (let i = 1; i < 4; i++)
    s.add(
      line(W * (0.22 - i * 0.02), gy + ((H - gy) * i) / 4, W * (0.78 + i * 0.02), gy + ((H - gy) * i) / 4, '#8f887c', 1.5, 'opacity=".4"'),
    );
}

function marina(c: Ctx, wl: number): void {
  const { s, W, H, r } = c;
  daySky(c, wl * 0.85, '#4f9ddc', '#d8ecf7');
  s.add(hills(c, wl * 0.8, wl * 0.06, '#6f9f86', 4, 2));
  s.add(hills(c, wl * 0.88, wl * 0.04, '#4e8368', 3, 4));
  s.add(
    rect(
      0,
      wl * 0.95,
      W,
      H,
      s.lin([
        [0, '#3d8fc0'],
        [0.5, '#236a9a'],
        [1, '#134a70'],
      ]),
    ),
  );
  for (let i = 0; i < 40; i++) {
    const y = r.range(wl, H);
    const x = r.range(0, W);
    const w = r.range(20, 80) * (0.5 + (y - wl) / (H - wl));
    s.add(rrect(x, y, w, 2.5, 1.2, '#ffffff', `opacity="${+r.range(0.15, 0.4).toFixed(2)}"`));
  }
  // dock
  const dy = wl + (H - wl) * 0.55;
  s.add(rect(-10, dy, W * 0.42, (H - wl) * 0.08, '#8a6546') + rect(-10, dy + (H - wl) * 0.08, W * 0.42, 6, '#5e432d'));
  for (let x = 10; x < W * 0.4; x += W * 0.08) s.add(rect(x, dy - (H - wl) * 0.12, 12, (H - wl) * 0.5, '#6e4f36'));
}

function mountains(c: Ctx, gy: number): void {
  const { s, W, H, r } = c;
  daySky(c, gy, '#4c8fd6', '#f3d9b8');
  const peaks = (base: number, hgt: number, col: string, snow: boolean, n: number) => {
    let x = -W * 0.1;
    while (x < W * 1.1) {
      const w = r.range(W * 0.25, W * 0.45) * (6 / (n + 2));
      const h = hgt * r.range(0.7, 1);
      s.add(
        pth(
          poly([
            [x, base],
            [x + w / 2, base - h],
            [x + w, base],
          ]),
          s.lin(
            [
              [0, shade(col, 0.15)],
              [1, shade(col, -0.15)],
            ],
            0,
            0,
            1,
            0,
          ),
        ),
      );
      if (snow)
        s.add(
          pth(
            poly([
              [x + w / 2, base - h],
              [x + w / 2 + w * 0.1, base - h * 0.78],
              [x + w / 2, base - h * 0.82],
              [x + w / 2 - w * 0.1, base - h * 0.76],
            ]),
            '#f4f7fb',
          ),
        );
      x += w * 0.65;
    }
  };
  peaks(gy * 0.86, gy * 0.55, '#7d86a8', true, 3);
  peaks(gy * 0.95, gy * 0.35, '#5c6d8a', false, 4);
  s.add(
    rect(
      0,
      gy - H * 0.05,
      W,
      H * 0.06,
      s.lin([
        [0, '#6f8f4e'],
        [1, '#7f9a55'],
      ]),
    ),
  );
  for (let i = 0; i < 14; i++)
    s.add(pine(s, r.range(0, W), gy + r.range(-4, 6), r.range(0.18, 0.34) * gy, r.pick(['#2f5d45', '#28523c', '#3a6a4c'])));
  s.add(
    rect(
      0,
      gy,
      W,
      H - gy,
      s.lin([
        [0, '#8a9a5a'],
        [0.3, '#bfb08a'],
        [1, '#9a8a68'],
      ]),
    ),
  );
}

interface DetailScene {
  setting: 'studio' | 'city' | 'driveway' | 'marina' | 'mountains';
  vehicle: 'sedan' | 'suv' | 'coupe' | 'boat' | 'rv';
  color: string;
  finish?: VehicleOpts['finish'];
  accent?: string;
  trim?: string;
  /** Horizontal position of the vehicle centre, 0..1. */
  at?: number;
  /** Relative size. */
  size?: number;
  extra?: 'inspect' | 'polisher' | 'towel' | 'bucket';
}

function detailingScene(c: Ctx, sc: DetailScene): void {
  const { s, W, H } = c;
  const gy = c.tall ? H * 0.68 : sc.setting === 'marina' ? H * 0.5 : H * 0.72;
  const before = isBefore(c);
  if (sc.setting === 'studio') studio(c, gy, sc.accent);
  else if (sc.setting === 'city') duskCity(c, gy);
  else if (sc.setting === 'driveway') driveway(c, gy);
  else if (sc.setting === 'marina') marina(c, gy);
  else mountains(c, gy);
  const L = sc.vehicle === 'rv' ? 470 : sc.vehicle === 'boat' ? 450 : CARS[sc.vehicle].L;
  const vh = sc.vehicle === 'rv' ? 222 : sc.vehicle === 'boat' ? 160 : -CARS[sc.vehicle].top;
  const size = sc.size ?? 1;
  const sc0 = Math.min((W * (c.tall ? 0.92 : 0.7) * size) / L, (H * 0.48 * size) / vh);
  const cx = W * (sc.at ?? 0.5);
  const y0 = sc.vehicle === 'boat' ? (c.tall ? H * 0.72 : H * 0.8) : gy + (H - gy) * 0.42;
  const opts = { color: sc.color, state: c.state, finish: sc.finish, trim: sc.trim ?? '#1f6fb2' };
  const draw = () => (sc.vehicle === 'boat' ? boat(c, opts) : sc.vehicle === 'rv' ? rv(c, opts) : car(c, sc.vehicle, opts));
  const x0 = cx - (L * sc0) / 2;
  if (sc.setting === 'studio' || sc.setting === 'city') {
    // glossy floor reflection
    const end = c.s.capture();
    s.add(draw());
    const refl = end();
    s.add(grp(`transform="translate(${f(x0)} ${f(y0)}) scale(${sc0.toFixed(3)} ${(-sc0).toFixed(3)})" opacity=".16"`, refl));
    s.add(
      rect(
        0,
        y0,
        W,
        H - y0,
        s.lin([
          [0, sc.setting === 'studio' ? '#0b0d12' : '#121219', 0],
          [0.6, sc.setting === 'studio' ? '#0b0d12' : '#121219', 0.85],
        ]),
      ),
    );
  }
  if (sc.vehicle === 'boat') {
    s.add(grp(tr(x0, y0, sc0), draw()));
    // water line in front of the hull
    s.add(
      rect(
        0,
        y0 - 18 * sc0,
        W,
        H,
        s.lin([
          [0, '#2a7db0', 0.85],
          [0.3, '#1d5f8c', 0.95],
          [1, '#134a70'],
        ]),
      ),
    );
    for (let i = 0; i < 18; i++) {
      const y = c.r.range(y0 - 14 * sc0, H);
      s.add(rrect(c.r.range(0, W), y, c.r.range(30, 110), 3, 1.5, '#ffffff', `opacity="${+c.r.range(0.15, 0.35).toFixed(2)}"`));
    }
    s.add(rect(x0 - 10, y0 - 20 * sc0, L * sc0 + 20, 4, '#ffffff', 'opacity=".35"'));
  } else {
    s.add(grp(tr(x0, y0, sc0), draw()));
  }
  if (sc.extra === 'inspect') {
    const lx = x0 + L * sc0 * 0.72;
    const ly = y0 - vh * sc0 * 0.45;
    s.add(
      pth(
        poly([
          [W * 0.98, H * 0.08],
          [W * 1.0, H * 0.14],
          [lx + 40 * sc0, ly + 26 * sc0],
          [lx - 40 * sc0, ly - 10 * sc0],
        ]),
        s.lin(
          [
            [0, '#fff7dc', 0.55],
            [1, '#fff7dc', 0.1],
          ],
          1,
          0,
          0,
          1,
        ),
      ),
    );
    s.add(
      ell(
        lx,
        ly + 8 * sc0,
        60 * sc0,
        26 * sc0,
        s.rad([
          [0, '#ffffff', 0.55],
          [1, '#ffffff', 0],
        ]),
      ),
    );
    s.add(
      grp(
        `transform="translate(${f(W * 0.93)} ${f(H * 0.1)}) rotate(35) scale(${(sc0 * 1.2).toFixed(3)})"`,
        rrect(-12, -14, 24, 70, 8, '#30343c'),
        rrect(-16, -24, 32, 16, 5, '#4a505a'),
        rect(-13, -10, 26, 4, '#fff7dc'),
      ),
    );
  }
  if (sc.extra === 'polisher') {
    const px = x0 + L * sc0 * 0.58;
    const py = y0 - vh * sc0 * 0.42;
    // dual-action polisher seen from behind, its foam pad pressed against the door
    const swirlClip = c.s.clip(rect(px - 150 * sc0, py - 60 * sc0, 110 * sc0, 90 * sc0, '#000'));
    let sw = '';
    for (let i = 0; i < 14; i++)
      sw += `<circle cx="${f(px - 90 * sc0)}" cy="${f(py - 10 * sc0)}" r="${f(c.r.range(10, 60) * sc0)}" fill="none" stroke="#ffffff" stroke-width="1" opacity=".3" stroke-dasharray="${f(20 * sc0)} ${f(60 * sc0)}"/>`;
    s.add(grp(`clip-path="${swirlClip}"`, sw));
    s.add(
      grp(
        tr(px, py, sc0 * 0.6),
        glow(s, 0, 0, 80, '#ffffff', 0.35),
        circ(
          0,
          0,
          50,
          s.rad([
            [0, '#ffb347'],
            [0.8, '#f08a20'],
            [1, '#c06010'],
          ]),
        ),
        circ(0, 0, 50, 'none', stroke('#ffd08a', 3, 'opacity=".6"')),
        circ(0, 0, 30, '#2a2e35'),
        circ(0, 0, 12, '#6a7078'),
        `<g transform="rotate(35)">${rrect(
          -22,
          -150,
          44,
          130,
          20,
          s.lin(
            [
              [0, '#4a505a'],
              [0.5, '#2a2e35'],
              [1, '#1a1d22'],
            ],
            0,
            0,
            1,
            0,
          ),
        )}${rrect(-22, -120, 44, 20, 4, '#d23b2f')}${rrect(-16, -200, 32, 60, 14, '#1a1d22')}</g>`,
        `<g transform="rotate(-60)">${rrect(-10, -110, 20, 80, 10, '#1a1d22')}</g>`,
      ),
    );
  }
  if (sc.extra === 'bucket' || sc.extra === 'towel') {
    const bx = c.tall ? W * 0.78 : x0 + L * sc0 + W * 0.02;
    const bs = sc0 * 0.9;
    if (sc.extra === 'bucket') {
      s.add(
        grp(
          tr(Math.min(bx, W - 70 * bs), y0, bs),
          softShadow(s, 0, 0, 44, 8, 0.5),
          pth(
            'M-34 -80L34 -80L28 0L-28 0Z',
            s.lin(
              [
                [0, '#3d7be0'],
                [1, '#23509e'],
              ],
              0,
              0,
              1,
              0,
            ),
          ),
          ell(0, -80, 34, 8, '#1d3f7e'),
          circ(-14, -88, 12, '#ffffff'),
          circ(4, -92, 14, '#f3f7fb'),
          circ(20, -86, 10, '#ffffff'),
          pth('M-34 -78C-40 -120 40 -120 34 -78', 'none', stroke('#9aa3ad', 3)),
        ),
      );
    } else {
      s.add(
        grp(
          tr(Math.min(bx, W - 60 * bs), y0, bs),
          softShadow(s, 0, 0, 50, 8, 0.5),
          pth('M-44 0L-40 -18C-20 -26 20 -26 40 -18L44 0Z', '#4aa3df'),
          pth('M-40 -18C-20 -26 20 -26 40 -18L36 -30C16 -36 -16 -36 -36 -30Z', '#6dbbef'),
          rect(-44, -4, 88, 4, '#3a8cc6'),
        ),
      );
    }
  }
  if (isAfter(c) || (c.state === 'neutral' && sc.finish !== 'foam')) {
    s.add(
      sparkles(
        c,
        c.state === 'after' ? 6 : 3,
        x0 + L * sc0 * 0.1,
        y0 - vh * sc0 * 0.9,
        x0 + L * sc0 * 0.95,
        y0 - vh * sc0 * 0.3,
        8 * sc0 + 4,
      ),
    );
  }
  if (before) s.add(dingyOverlay(c, 0.12));
  s.add(vignette(c, sc.setting === 'studio' ? 0.45 : 0.25));
}

// ---------------------------------------------------------------------------------------------
// Lawn care: houses, lawns, hedges, beds
// ---------------------------------------------------------------------------------------------

/** Suburban house centred at cx, sitting on groundY, `w` wide. */
function house(c: Ctx, cx: number, groundY: number, w: number, wall: string, roof: string, lit = false): string {
  const s = c.s;
  const x0 = cx - w / 2;
  const mw = w * 0.6;
  const mh = w * 0.34;
  const gw = w * 0.4;
  const gh = w * 0.24;
  const trimC = '#f7f4ee';
  const winFill = lit
    ? s.lin([
        [0, '#ffe7a8'],
        [1, '#f5b85a'],
      ])
    : s.lin(
        [
          [0, '#3c5870'],
          [0.5, '#6f93b0'],
          [1, '#a9c6dc'],
        ],
        0,
        0,
        0.4,
        1,
      );
  let out = '';
  out += softShadow(s, cx, groundY, w * 0.6, w * 0.03, 0.3);
  // chimney
  out += rect(x0 + mw * 0.72, groundY - mh - w * 0.22, w * 0.05, w * 0.14, shade(roof, 0.15));
  // garage wing
  const gx = x0 + mw - w * 0.02;
  out += rect(
    gx,
    groundY - gh,
    gw,
    gh,
    s.lin([
      [0, shade(wall, -0.04)],
      [1, shade(wall, -0.14)],
    ]),
  );
  out += pth(
    poly([
      [gx - w * 0.02, groundY - gh],
      [gx + gw * 0.5, groundY - gh - w * 0.12],
      [gx + gw + w * 0.02, groundY - gh],
    ]),
    shade(roof, -0.08),
  );
  out += rrect(
    gx + gw * 0.12,
    groundY - gh * 0.72,
    gw * 0.76,
    gh * 0.72,
    2,
    s.lin([
      [0, '#f3f1ec'],
      [1, '#cfcac0'],
    ]),
  );
  for (let i = 1; i < 4; i++) out += rect(gx + gw * 0.12, groundY - gh * 0.72 + (gh * 0.72 * i) / 4, gw * 0.76, 1.5, '#a9a398');
  // main block
  out += rect(
    x0,
    groundY - mh,
    mw,
    mh,
    s.lin([
      [0, wall],
      [1, shade(wall, -0.12)],
    ]),
  );
  // siding lines
  for (let y = groundY - mh + w * 0.03; y < groundY; y += w * 0.03) out += rect(x0, y, mw, 1, shade(wall, -0.18), 'opacity=".35"');
  out += pth(
    poly([
      [x0 - w * 0.04, groundY - mh],
      [x0 + mw / 2, groundY - mh - w * 0.24],
      [x0 + mw + w * 0.04, groundY - mh],
    ]),
    s.lin([
      [0, shade(roof, 0.12)],
      [1, shade(roof, -0.12)],
    ]),
  );
  out += pth(
    poly([
      [x0 - w * 0.04, groundY - mh],
      [x0 + mw + w * 0.04, groundY - mh],
      [x0 + mw + w * 0.04, groundY - mh + w * 0.012],
      [x0 - w * 0.04, groundY - mh + w * 0.012],
    ]),
    shade(roof, -0.3),
  );
  // gable window
  out += circ(x0 + mw / 2, groundY - mh - w * 0.09, w * 0.035, trimC) + circ(x0 + mw / 2, groundY - mh - w * 0.09, w * 0.027, winFill);
  // windows
  const ww = w * 0.1;
  const wh = w * 0.09;
  const win = (x: number, y: number) => {
    let o = rect(x - 3, y - 3, ww + 6, wh + 6, trimC) + rect(x, y, ww, wh, winFill);
    o += rect(x + ww / 2 - 1, y, 2, wh, trimC) + rect(x, y + wh / 2 - 1, ww, 2, trimC);
    if (!lit)
      o += pth(
        poly([
          [x + ww * 0.15, y],
          [x + ww * 0.4, y],
          [x + ww * 0.15, y + wh * 0.6],
          [x, y + wh * 0.6],
          [x, y + wh * 0.2],
        ]),
        '#ffffff',
        'opacity=".3"',
      );
    o += rect(x - 5, y + wh + 2, ww + 10, 4, shade(trimC, -0.1));
    return o;
  };
  out += win(x0 + mw * 0.12, groundY - mh * 0.86);
  out += win(x0 + mw * 0.88 - ww, groundY - mh * 0.86);
  out += win(x0 + mw * 0.12, groundY - mh * 0.42);
  // door
  const dw = w * 0.085;
  const dx = x0 + mw * 0.62;
  out += rect(dx - 4, groundY - w * 0.17 - 4, dw + 8, w * 0.17 + 4, trimC);
  out += rect(
    dx,
    groundY - w * 0.17,
    dw,
    w * 0.17,
    s.lin([
      [0, '#7a3a2a'],
      [1, '#5a281c'],
    ]),
  );
  out += circ(dx + dw * 0.8, groundY - w * 0.085, 2, '#e8c46a');
  if (lit) out += glow(s, dx + dw / 2, groundY - w * 0.19, w * 0.06, '#ffd58a', 0.7);
  out += rect(dx - w * 0.02, groundY - 3, dw + w * 0.04, 5, '#bdb6a8');
  return out;
}

// ---------------------------------------------------------------------------------------------
// Per-industry plans: which scene each key draws
// ---------------------------------------------------------------------------------------------

/** Split `svc-ppf` / `before-ppf` / `hero-1-mobile` / `gallery-03` into a kind and an argument. */
function parseKey(key: string): { kind: string; arg: string; n: number } {
  const m = /^(hero|svc|what|before|after|process|gallery|og)(?:-(.*))?$/.exec(key);
  if (!m) throw new Error(`generate-stock-images: cannot parse image key "${key}"`);
  const arg = m[2] ?? '';
  return { kind: m[1]!, arg, n: parseInt(arg, 10) || 0 };
}

function detailingPlan(c: Ctx, key: string): void {
  const { kind, arg, n } = parseKey(key);
  const RED = '#b3202a';
  const BLUE = '#1f4f9a';
  const BLACK = '#1e2026';
  const scenes: Record<string, DetailScene> = {
    'svc-auto-detailing': { setting: 'driveway', vehicle: 'sedan', color: RED },
    'what-auto-detailing': {
      setting: 'driveway',
      vehicle: 'sedan',
      color: '#2a5fa8',
      finish: 'foam',
      extra: 'bucket',
      size: 0.9,
      at: 0.44,
    },
    'ba-auto-detailing': { setting: 'driveway', vehicle: 'sedan', color: BLUE },
    'svc-ceramic-coating': { setting: 'studio', vehicle: 'coupe', color: '#0f5e9c', accent: '#39a0ff' },
    'what-ceramic-coating': { setting: 'studio', vehicle: 'coupe', color: RED, finish: 'beads', size: 1.15, accent: '#ff6a4a' },
    'ba-ceramic-coating': { setting: 'studio', vehicle: 'coupe', color: '#1d6b52', finish: 'beads', accent: '#3ad0a0', size: 1.2 },
    'svc-marine-detailing': { setting: 'marina', vehicle: 'boat', color: '#f4f6f8', trim: '#1f6fb2' },
    'what-marine-detailing': { setting: 'marina', vehicle: 'boat', color: '#f4f6f8', trim: '#c0392b', at: 0.55 },
    'ba-marine-detailing': { setting: 'marina', vehicle: 'boat', color: '#f4f6f8', trim: '#12806b' },
    'svc-paint-correction': { setting: 'studio', vehicle: 'coupe', color: '#e0661c', accent: '#ff9a3a' },
    'what-paint-correction': { setting: 'studio', vehicle: 'sedan', color: BLACK, extra: 'polisher', accent: '#f0a030', size: 1.2 },
    'ba-paint-correction': { setting: 'studio', vehicle: 'coupe', color: BLACK, finish: 'swirls', accent: '#6aa8ff', size: 1.2 },
    'svc-ppf': { setting: 'city', vehicle: 'suv', color: '#8a1c1c' },
    'what-ppf': { setting: 'studio', vehicle: 'coupe', color: '#e0661c', accent: '#ffffff' },
    'ba-ppf': { setting: 'driveway', vehicle: 'suv', color: '#3b4048', finish: 'chips' },
    'svc-rv-detailing': { setting: 'mountains', vehicle: 'rv', color: '#f2f0ea', trim: '#c0392b' },
    'what-rv-detailing': { setting: 'mountains', vehicle: 'rv', color: '#f2f0ea', trim: '#1f6fb2' },
    'ba-rv-detailing': { setting: 'mountains', vehicle: 'rv', color: '#f2f0ea', trim: '#2e8b57' },
    'hero-1': { setting: 'studio', vehicle: 'coupe', color: RED, accent: '#ff4a4a', at: 0.6 },
    'hero-2': { setting: 'city', vehicle: 'suv', color: '#2f5d8a', at: 0.6 },
    'process-1': { setting: 'studio', vehicle: 'sedan', color: '#aeb6bf', extra: 'inspect', at: 0.45 },
    'process-2': { setting: 'driveway', vehicle: 'sedan', color: RED, finish: 'foam', extra: 'bucket', at: 0.44, size: 0.9 },
    'process-3': { setting: 'studio', vehicle: 'sedan', color: BLUE, extra: 'towel', at: 0.45, size: 0.9 },
    og: { setting: 'studio', vehicle: 'coupe', color: RED, accent: '#ff4a4a' },
  };
  const gallery: DetailScene[] = [
    { setting: 'driveway', vehicle: 'sedan', color: RED },
    { setting: 'studio', vehicle: 'suv', color: BLACK, finish: 'beads', accent: '#39a0ff' },
    { setting: 'studio', vehicle: 'coupe', color: '#1f5fc4', accent: '#6aa8ff' },
    { setting: 'driveway', vehicle: 'suv', color: '#eef1f4' },
    { setting: 'marina', vehicle: 'boat', color: '#f4f6f8', trim: '#0d3b66' },
    { setting: 'mountains', vehicle: 'rv', color: '#f2f0ea', trim: '#d35400' },
    { setting: 'studio', vehicle: 'sedan', color: '#aeb6bf', accent: '#ffffff' },
    { setting: 'city', vehicle: 'coupe', color: '#1d6b52' },
    { setting: 'studio', vehicle: 'coupe', color: '#e0661c', accent: '#ff9a3a' },
    { setting: 'city', vehicle: 'sedan', color: '#2b2f3a' },
  ];
  let sc: DetailScene | undefined;
  if (kind === 'before' || kind === 'after') sc = scenes[`ba-${arg}`];
  else if (kind === 'hero') sc = scenes[`hero-${n}`];
  else if (kind === 'gallery') sc = gallery[(n - 1) % gallery.length];
  else if (kind === 'process') sc = scenes[`process-${n}`];
  else sc = scenes[kind === 'og' ? 'og' : key];
  if (!sc) throw new Error(`generate-stock-images: no mobile-detailing scene for "${key}"`);
  if (c.tall) sc = { ...sc, at: 0.5 };
  detailingScene(c, sc);
}

// ---------------------------------------------------------------------------------------------
// Entry points
// ---------------------------------------------------------------------------------------------

const WEBP = { quality: 72, effort: 4 } as const;
/** Parallel sharp jobs; libvips itself is limited to one thread per job while we run. */
const JOBS = 2;
const INDUSTRY_LIST = Object.keys(IMAGE_SPECS) as Industry[];

const PLANS: Record<Industry, (c: Ctx, key: string) => void> = {
  'mobile-detailing': detailingPlan,
  'house-cleaning': cleaningPlan,
  lawncare: lawnPlan,
  'pet-grooming': groomingPlan,
  barber: barberPlan,
};

/** SVG markup of one industry image (deterministic). */
export function buildSvg(industry: Industry, key: string): string {
  const spec = IMAGE_SPECS[industry].find((x) => x.key === key);
  if (!spec) throw new Error(`generate-stock-images: unknown key ${industry}/${key}`);
  const { kind, arg } = parseKey(key);
  const pair = kind === 'before' || kind === 'after';
  const s = new Svg(spec.width, spec.height);
  const c: Ctx = {
    s,
    W: spec.width,
    H: spec.height,
    r: new Rng(`${industry}/${pair ? `pair-${arg}` : key}`),
    rx: new Rng(`${industry}/${key}/x`),
    state: kind === 'before' ? 'before' : kind === 'after' ? 'after' : 'neutral',
    tall: spec.height > spec.width,
  };
  const plan = PLANS[industry];
  if (!plan) throw new Error(`generate-stock-images: no plan for ${industry}`);
  plan(c, key.replace(/-mobile$/, ''));
  return s.toString();
}

// ---------------------------------------------------------------------------------------------
// House cleaning: rooms and furniture (local units: x centred, y = 0 on the floor line)
// ---------------------------------------------------------------------------------------------

type View = 'day' | 'dusk' | 'night';

function windowView(c: Ctx, x: number, y: number, w: number, h: number, view: View): string {
  const s = c.s;
  const sky =
    view === 'day'
      ? s.lin([
          [0, '#6fb4ea'],
          [1, '#d9f0fb'],
        ])
      : view === 'dusk'
        ? s.lin([
            [0, '#2b3566'],
            [0.6, '#b0607a'],
            [1, '#f5a566'],
          ])
        : s.lin([
            [0, '#0c1430'],
            [1, '#27375e'],
          ]);
  let out = rect(x, y, w, h, sky);
  if (view === 'night') {
    out +=
      circ(x + w * 0.72, y + h * 0.25, Math.min(w, h) * 0.07, '#f4f1de') +
      glow(s, x + w * 0.72, y + h * 0.25, Math.min(w, h) * 0.22, '#f4f1de', 0.35);
    for (let i = 0; i < 10; i++)
      out += circ(x + c.r.range(0, w), y + c.r.range(0, h * 0.6), c.r.range(0.6, 1.6), '#ffffff', 'opacity=".7"');
  } else if (view === 'day') {
    out += cloud(s, x + w * 0.1, y + h * 0.15, w * 0.45);
  } else {
    out += glow(s, x + w * 0.3, y + h * 0.85, w * 0.5, '#ffd08a', 0.6);
  }
  const hillC = view === 'day' ? '#7cbf6a' : view === 'dusk' ? '#4f4a6a' : '#1a2440';
  out += ell(x + w * 0.25, y + h * 1.02, w * 0.6, h * 0.3, hillC) + ell(x + w * 0.85, y + h * 1.05, w * 0.5, h * 0.36, shade(hillC, -0.12));
  const tc = view === 'day' ? '#3f8f4a' : view === 'dusk' ? '#3a3552' : '#141c33';
  out += circ(x + w * 0.78, y + h * 0.68, w * 0.14, tc) + circ(x + w * 0.66, y + h * 0.75, w * 0.1, shade(tc, 0.1));
  return out;
}

/** A window with frame, mullions and sill; `dirty` adds smudges and spots. */
function roomWindow(
  c: Ctx,
  x: number,
  y: number,
  w: number,
  h: number,
  view: View,
  opts: { curtains?: string; dirty?: boolean; frame?: string } = {},
): string {
  const s = c.s;
  const fr = opts.frame ?? '#f7f5f0';
  const t = Math.max(8, w * 0.04);
  let out = softShadow(s, x + w / 2, y + h + t * 1.6, w * 0.62, t * 1.2, 0.25);
  out += rect(x - t, y - t, w + 2 * t, h + 2 * t, fr);
  out += rect(x - t, y - t, w + 2 * t, t * 0.5, shade(fr, 0.5));
  const glassClip = s.clip(rect(x, y, w, h, '#000'));
  let g = windowView(c, x, y, w, h, view);
  g += pth(
    poly([
      [x + w * 0.1, y],
      [x + w * 0.32, y],
      [x + w * 0.02, y + h],
      [x - w * 0.2, y + h],
    ]),
    '#ffffff',
    'opacity=".16"',
  );
  g += pth(
    poly([
      [x + w * 0.42, y],
      [x + w * 0.5, y],
      [x + w * 0.2, y + h],
      [x + w * 0.12, y + h],
    ]),
    '#ffffff',
    'opacity=".12"',
  );
  if (opts.dirty) {
    g += rect(
      x,
      y,
      w,
      h,
      s.lin([
        [0, '#b8ad95', 0.3],
        [1, '#8a7a5a', 0.55],
      ]),
    );
    g += grime(c, 10, x, y, x + w, y + h, Math.min(w, h) * 0.14, '#e8e0cc', 0.35);
    g += grime(c, 6, x, y + h * 0.6, x + w, y + h, Math.min(w, h) * 0.12, '#6e5e40', 0.35);
    for (let i = 0; i < 40; i++)
      g += circ(x + c.rx.range(0, w), y + c.rx.range(0, h), c.rx.range(1.5, 4), 'none', `stroke="#f4eedc" stroke-width="1.2" opacity=".6"`);
    for (let i = 0; i < 9; i++) {
      const sx = x + c.rx.range(0, w);
      const sy = y + c.rx.range(0, h * 0.5);
      g += pth(
        `M${f(sx)} ${f(sy)}q${f(c.rx.range(-8, 8))} ${f(h * 0.2)} ${f(c.rx.range(-5, 5))} ${f(h * c.rx.range(0.25, 0.5))}`,
        'none',
        stroke('#7a6a4a', c.rx.range(2, 5), 'opacity=".3"'),
      );
    }
    // cobweb in the corner
    g += cobweb(x + w, y, Math.min(w, h) * 0.28, -1);
  }
  out += grp(`clip-path="${glassClip}"`, g);
  out += rect(x + w / 2 - t / 3, y, (t * 2) / 3, h, fr) + rect(x, y + h * 0.45 - t / 3, w, (t * 2) / 3, fr);
  out +=
    rect(x - t * 1.8, y + h + t * 0.6, w + t * 3.6, t * 0.9, shade(fr, -0.04)) +
    rect(x - t * 1.8, y + h + t * 1.5, w + t * 3.6, t * 0.3, shade(fr, -0.2));
  if (opts.curtains) {
    const cc = opts.curtains;
    const cw = w * (w > 500 ? 0.13 : 0.22);
    out +=
      rect(x - t * 3, y - t * 2.6, w + t * 6, t * 0.5, '#8a8f96') +
      circ(x - t * 3, y - t * 2.35, t * 0.5, '#6a7078') +
      circ(x + w + t * 3, y - t * 2.35, t * 0.5, '#6a7078');
    for (const side of [-1, 1]) {
      const x0 = side < 0 ? x - t * 2.5 : x + w + t * 2.5 - cw;
      const fill = s.lin(
        [
          [0, shade(cc, 0.15)],
          [0.25, cc],
          [0.5, shade(cc, -0.15)],
          [0.75, cc],
          [1, shade(cc, -0.1)],
        ],
        0,
        0,
        1,
        0,
      );
      const inner = side < 0 ? x0 + cw : x0;
      const outer = side < 0 ? x0 : x0 + cw;
      out += pth(
        `M${f(outer)} ${f(y - t * 2.3)}L${f(inner)} ${f(y - t * 2.3)}C${f(inner + side * -cw * 0.1)} ${f(y + h * 0.5)} ${f(inner + side * -cw * 0.4)} ${f(y + h * 0.8)} ${f(inner + side * -cw * 0.2)} ${f(y + h + t * 3)}L${f(outer)} ${f(y + h + t * 3)}Z`,
        fill,
      );
    }
  }
  return out;
}

function cobweb(x: number, y: number, r: number, dir: 1 | -1): string {
  let d = '';
  const n = 5;
  for (let i = 0; i <= n; i++) {
    const a = (i / n) * (Math.PI / 2);
    d += `M${f(x)} ${f(y)}L${f(x + dir * Math.cos(a) * r)} ${f(y + Math.sin(a) * r)}`;
  }
  for (const k of [0.3, 0.55, 0.8]) {
    for (let i = 0; i < n; i++) {
      const a1 = (i / n) * (Math.PI / 2);
      const a2 = ((i + 1) / n) * (Math.PI / 2);
      const am = (a1 + a2) / 2;
      d += `M${f(x + dir * Math.cos(a1) * r * k)} ${f(y + Math.sin(a1) * r * k)}Q${f(x + dir * Math.cos(am) * r * k * 0.8)} ${f(y + Math.sin(am) * r * k * 0.8)} ${f(x + dir * Math.cos(a2) * r * k)} ${f(y + Math.sin(a2) * r * k)}`;
    }
  }
  return pth(d, 'none', `stroke="#e6e2da" stroke-width="1.2" opacity=".7"`);
}

function sofa(c: Ctx, cx: number, w: number, color: string, pillow: string): string {
  const s = c.s;
  const x = cx - w / 2;
  const arm = w * 0.09;
  let out = softShadow(s, cx, 6, w * 0.58, 16, 0.4);
  out += rect(x + arm, 0, 8, 8, '#5a4030') + rect(x + w - arm - 8, 0, 8, 8, '#5a4030');
  // back
  out += rrect(
    x + arm * 0.6,
    -250,
    w - arm * 1.2,
    170,
    22,
    s.lin([
      [0, shade(color, 0.1)],
      [1, shade(color, -0.15)],
    ]),
  );
  const bw = (w - arm * 2) / 3;
  for (let i = 0; i < 3; i++)
    out += rrect(
      x + arm + i * bw + 4,
      -232,
      bw - 8,
      120,
      18,
      s.lin([
        [0, shade(color, 0.18)],
        [1, shade(color, -0.05)],
      ]),
    );
  // seat
  out += rrect(x + arm * 0.5, -120, w - arm, 70, 14, shade(color, -0.12));
  for (let i = 0; i < 3; i++)
    out += rrect(
      x + arm + i * bw + 3,
      -128,
      bw - 6,
      44,
      14,
      s.lin([
        [0, shade(color, 0.22)],
        [1, shade(color, 0.02)],
      ]),
    );
  out += rrect(
    x + arm * 0.5,
    -60,
    w - arm,
    56,
    10,
    s.lin([
      [0, shade(color, -0.1)],
      [1, shade(color, -0.3)],
    ]),
  );
  // arms
  for (const ax of [x, x + w - arm])
    out += rrect(
      ax,
      -170,
      arm,
      166,
      arm * 0.45,
      s.lin(
        [
          [0, shade(color, 0.12)],
          [1, shade(color, -0.25)],
        ],
        0,
        0,
        1,
        0,
      ),
    );
  // pillows
  out += grp(
    `transform="rotate(-8 ${f(x + arm + bw * 0.4)} ${f(-150)})"`,
    rrect(
      x + arm + bw * 0.1,
      -190,
      bw * 0.62,
      70,
      16,
      s.lin([
        [0, shade(pillow, 0.15)],
        [1, shade(pillow, -0.12)],
      ]),
    ),
  );
  out += grp(
    `transform="rotate(7 ${f(x + w - arm - bw * 0.4)} ${f(-150)})"`,
    rrect(
      x + w - arm - bw * 0.72,
      -190,
      bw * 0.62,
      70,
      16,
      s.lin([
        [0, shade(pillow, 0.15)],
        [1, shade(pillow, -0.12)],
      ]),
    ),
  );
  return out;
}

function coffeeTable(c: Ctx, cx: number, y: number, w: number, wood = '#8a5a3a'): string {
  const s = c.s;
  let out = softShadow(c.s, cx, y + 4, w * 0.55, 10, 0.35);
  out += rect(cx - w * 0.42, y - 52, 8, 52, shade(wood, -0.3)) + rect(cx + w * 0.42 - 8, y - 52, 8, 52, shade(wood, -0.3));
  out += rrect(
    cx - w / 2,
    y - 64,
    w,
    16,
    4,
    s.lin([
      [0, shade(wood, 0.2)],
      [1, shade(wood, -0.1)],
    ]),
  );
  out += rect(cx - w * 0.44, y - 24, w * 0.88, 6, shade(wood, -0.15));
  // books and a vase
  out += rect(cx - w * 0.3, y - 76, w * 0.22, 12, '#2f6f8f') + rect(cx - w * 0.28, y - 86, w * 0.18, 10, '#e0b04a');
  out += pth(
    `M${f(cx + w * 0.18)} ${f(y - 64)}c-8 -10 -8 -26 0 -34h16c8 8 8 24 0 34z`,
    s.lin(
      [
        [0, '#f2efe9'],
        [1, '#c9c2b6'],
      ],
      0,
      0,
      1,
      0,
    ),
  );
  for (const [dx, dy, col] of [
    [-6, -112, '#e86a6a'],
    [10, -118, '#f2c14e'],
    [22, -108, '#e86a6a'],
  ] as const) {
    out +=
      line(cx + w * 0.18 + 8, y - 96, cx + w * 0.18 + dx + 4, y + dy + 6, '#4a8a3a', 2) + circ(cx + w * 0.18 + dx + 4, y + dy + 4, 7, col);
  }
  return out;
}

function rug(c: Ctx, cx: number, y: number, w: number, h: number, color: string, dirty: boolean): string {
  const s = c.s;
  let out = ell(
    cx,
    y,
    w / 2,
    h / 2,
    s.rad([
      [0, shade(color, 0.15)],
      [0.8, color],
      [1, shade(color, -0.15)],
    ]),
  );
  out += ell(cx, y, w * 0.42, h * 0.38, 'none', `stroke="${shade(color, 0.45)}" stroke-width="4" opacity=".7"`);
  out += ell(cx, y, w * 0.3, h * 0.25, 'none', `stroke="${shade(color, -0.2)}" stroke-width="3" opacity=".6"`);
  if (dirty) {
    const clip = s.clip(ell(cx, y, w / 2, h / 2, '#000'));
    out += grp(
      `clip-path="${clip}"`,
      grime(c, 6, cx - w * 0.4, y - h * 0.3, cx + w * 0.4, y + h * 0.3, h * 0.22, '#5a4228', 0.5),
      specks(c, 60, cx - w * 0.45, y - h * 0.4, cx + w * 0.45, y + h * 0.4, 2, '#6a5236', 0.6),
    );
  }
  return out;
}

function plant(c: Ctx, x: number, y: number, h: number, pot = '#d9744a'): string {
  const s = c.s;
  let out = softShadow(s, x, y, h * 0.3, h * 0.05, 0.35);
  const leaves: string[] = [];
  for (let i = 0; i < 9; i++) {
    const a = -90 + (i - 4) * 17 + c.r.range(-6, 6);
    const len = h * c.r.range(0.45, 0.75);
    const col = c.r.pick(['#3f8f4a', '#4fa65a', '#2f7a3c']);
    leaves.push(
      `<ellipse cx="0" cy="${f(-len / 2)}" rx="${f(h * 0.08)}" ry="${f(len / 2)}" fill="${col}" transform="translate(${f(x)} ${f(y - h * 0.3)}) rotate(${f(a + 90)})"/>`,
    );
  }
  out += leaves.join('');
  out += pth(
    `M${f(x - h * 0.18)} ${f(y - h * 0.34)}L${f(x + h * 0.18)} ${f(y - h * 0.34)}L${f(x + h * 0.14)} ${f(y)}L${f(x - h * 0.14)} ${f(y)}Z`,
    s.lin(
      [
        [0, shade(pot, 0.1)],
        [1, shade(pot, -0.2)],
      ],
      0,
      0,
      1,
      0,
    ),
  );
  out += rect(x - h * 0.2, y - h * 0.38, h * 0.4, h * 0.06, shade(pot, 0.1));
  return out;
}

function floorLamp(c: Ctx, x: number, h: number, lit: boolean): string {
  const s = c.s;
  let out = '';
  if (lit) out += glow(s, x, -h + 30, h * 0.6, '#ffcf7a', 0.45);
  out += ell(x, 0, 40, 8, '#3a3a3a') + rect(x - 3, -h + 40, 6, h - 40, '#4a4a4a');
  out += pth(
    `M${f(x - 34)} ${f(-h + 50)}L${f(x + 34)} ${f(-h + 50)}L${f(x + 22)} ${f(-h)}L${f(x - 22)} ${f(-h)}Z`,
    lit
      ? s.lin([
          [0, '#fff1c9'],
          [1, '#f5c56a'],
        ])
      : s.lin([
          [0, '#f3efe6'],
          [1, '#d8d0c0'],
        ]),
  );
  if (lit)
    out += pth(
      `M${f(x - 34)} ${f(-h + 50)}L${f(x + 34)} ${f(-h + 50)}L${f(x + 110)} ${f(-h + 260)}L${f(x - 110)} ${f(-h + 260)}Z`,
      s.lin([
        [0, '#ffd98a', 0.35],
        [1, '#ffd98a', 0],
      ]),
    );
  return out;
}

function wallArt(c: Ctx, x: number, y: number, w: number, h: number, palette: string[]): string {
  const s = c.s;
  let out = rect(x + 6, y + 8, w, h, '#000000', 'opacity=".12"');
  out += rect(x, y, w, h, '#2f2a26') + rect(x + 8, y + 8, w - 16, h - 16, '#f6f2ea');
  const clip = s.clip(rect(x + 18, y + 18, w - 36, h - 36, '#000'));
  let art = rect(x + 18, y + 18, w - 36, h - 36, palette[0]!);
  art += circ(x + w * 0.68, y + h * 0.38, h * 0.18, palette[1]!);
  art +=
    ell(x + w * 0.3, y + h, w * 0.5, h * 0.45, palette[2]!) +
    ell(x + w * 0.85, y + h * 1.05, w * 0.4, h * 0.4, palette[3] ?? shade(palette[2]!, -0.2));
  out += grp(`clip-path="${clip}"`, art);
  return out;
}

function pendant(c: Ctx, x: number, top: number, len: number, lit: boolean, color = '#2d3440'): string {
  const s = c.s;
  let out = line(x, top, x, top + len, '#3a3a3a', 2);
  if (lit) out += glow(s, x, top + len + 20, 120, '#ffd58a', 0.5);
  out += pth(
    `M${f(x - 36)} ${f(top + len + 30)}Q${f(x - 34)} ${f(top + len)} ${f(x)} ${f(top + len)}Q${f(x + 34)} ${f(top + len)} ${f(x + 36)} ${f(top + len + 30)}Z`,
    s.lin([
      [0, shade(color, 0.2)],
      [1, color],
    ]),
  );
  out += ell(x, top + len + 30, 20, 6, lit ? '#fff3cf' : '#e8e2d4');
  return out;
}

/** Clutter scattered over an area (local units). */
function clutter(c: Ctx, n: number, x0: number, x1: number, y0: number, y1: number): string {
  const s = c.s;
  const r = c.rx;
  let out = '';
  for (let i = 0; i < n; i++) {
    const x = r.range(x0, x1);
    const y = r.range(y0, y1);
    const t = r.int(0, 5);
    const rot = r.range(-40, 40);
    if (t === 0) {
      const col = r.pick(['#c0504d', '#4f81bd', '#9bbb59', '#8064a2', '#f79646']);
      out += `<path d="${blobPath(r, 0, 0, 34, 16, 7, 0.35)}" fill="${col}" transform="translate(${f(x)} ${f(y)}) rotate(${f(rot)})"/>`;
    } else if (t === 1) {
      out += `<rect x="-18" y="-13" width="36" height="26" fill="#f8f6f0" stroke="#d8d2c4" transform="translate(${f(x)} ${f(y)}) rotate(${f(rot)})"/>`;
    } else if (t === 2) {
      out += grp(
        `transform="translate(${f(x)} ${f(y)})"`,
        softShadow(s, 0, 2, 14, 4, 0.3),
        pth('M-9 -22L9 -22L7 0L-7 0Z', r.pick(['#e8e4dc', '#d85a4a', '#3f7fbf'])),
        pth('M9 -17c8 0 8 10 0 10', 'none', stroke('#bdb6a8', 2.5)),
        ell(0, -22, 9, 2.5, '#6b4a2f'),
      );
    } else if (t === 3) {
      out += grp(
        `transform="translate(${f(x)} ${f(y)}) rotate(${f(rot * 0.3)})"`,
        softShadow(s, 0, 2, 30, 6, 0.3),
        rect(-28, -10, 56, 10, '#c8a06a'),
        rect(-28, -12, 56, 3, '#b08850'),
      );
    } else if (t === 4) {
      out += circ(x, y - 10, 10, r.pick(['#f2c14e', '#e86a6a', '#5bb0e0'])) + circ(x - 3, y - 13, 3, '#ffffff', 'opacity=".5"');
    } else {
      out += `<path d="${blobPath(r, 0, 0, 10, 8, 6, 0.4)}" fill="#f2f0ea" stroke="#d0cabc" transform="translate(${f(x)} ${f(y - 6)})"/>`;
    }
  }
  return out;
}

function cardboardBox(c: Ctx, x: number, w: number, h: number, open: boolean): string {
  const s = c.s;
  let out = softShadow(s, x + w / 2, 2, w * 0.62, 8, 0.35);
  out += rect(
    x,
    -h,
    w,
    h,
    s.lin(
      [
        [0, '#d2a56a'],
        [1, '#b5854c'],
      ],
      0,
      0,
      1,
      0,
    ),
  );
  out += rect(x + w / 2 - 6, -h, 12, h * 0.35, '#c9b48a', 'opacity=".7"');
  if (open)
    out +=
      pth(
        `M${f(x)} ${f(-h)}L${f(x - w * 0.2)} ${f(-h - h * 0.25)}L${f(x + w * 0.3)} ${f(-h - h * 0.2)}L${f(x + w * 0.45)} ${f(-h)}Z`,
        '#c08f55',
      ) +
      pth(
        `M${f(x + w)} ${f(-h)}L${f(x + w * 1.15)} ${f(-h - h * 0.28)}L${f(x + w * 0.7)} ${f(-h - h * 0.22)}L${f(x + w * 0.55)} ${f(-h)}Z`,
        '#d6aa70',
      );
  else out += rect(x, -h, w, 6, '#a5773f', 'opacity=".5"');
  return out;
}

interface RoomOpts {
  kind: 'living' | 'kitchen' | 'bedroom' | 'bathroom' | 'empty' | 'window' | 'caddy';
  wall: string;
  accent: string;
  fabric: string;
  floor: 'wood' | 'tile' | 'light';
  view: View;
  /** Zoom factor for close-ups. */
  zoom?: number;
  extra?: 'clipboard' | 'supplies' | 'boxes' | 'squeegee';
  island?: boolean;
}

function woodFloor(c: Ctx, floorY: number, k: number, tone: string): void {
  const { s, W, H } = c;
  s.add(
    rect(
      0,
      floorY,
      W,
      H - floorY,
      s.lin([
        [0, shade(tone, -0.18)],
        [1, shade(tone, 0.06)],
      ]),
    ),
  );
  let y = floorY;
  let gap = 14 * k;
  let row = 0;
  while (y < H) {
    s.add(rect(0, y, W, 1.2, shade(tone, -0.35), 'opacity=".5"'));
    const off = (row % 3) * 90 * k;
    for (let x = off; x < W; x += 260 * k) s.add(rect(x, y, 1.2, gap, shade(tone, -0.35), 'opacity=".35"'));
    y += gap;
    gap *= 1.18;
    row++;
  }
}

function tileFloor(c: Ctx, floorY: number, k: number, a: string, b: string): void {
  const { s, W, H } = c;
  s.add(
    rect(
      0,
      floorY,
      W,
      H - floorY,
      s.lin([
        [0, shade(a, -0.12)],
        [1, a],
      ]),
    ),
  );
  const vx = W / 2;
  const t0 = 70 * k;
  let d = '';
  for (let i = -Math.ceil(W / t0); i <= Math.ceil(W / t0); i++) {
    const x0 = vx + i * t0;
    const x1 = vx + i * t0 * 2.6;
    d += `M${f(x0)} ${f(floorY)}L${f(x1)} ${f(H + 5)}`;
  }
  let y = floorY;
  let gap = 22 * k;
  while (y < H) {
    y += gap;
    gap *= 1.35;
    d += `M0 ${f(y)}L${f(W)} ${f(y)}`;
  }
  s.add(pth(d, 'none', `stroke="${b}" stroke-width="${f(Math.max(1.5, 2.5 * k))}"`));
  s.add(
    rect(
      0,
      floorY,
      W,
      H - floorY,
      s.lin([
        [0, '#000000', 0.12],
        [1, '#000000', 0],
      ]),
    ),
  );
}

function cleaningRoom(c: Ctx, o: RoomOpts): void {
  const { s, W, H } = c;
  const before = isBefore(c);
  const zoom = o.zoom ?? 1;
  const k = (c.tall ? W / 900 : Math.min(W / 1200, H / 800)) * zoom;
  const floorY = c.tall ? H * 0.66 : H * (o.kind === 'window' ? 0.9 : 0.7);
  const end = s.capture();
  const night = o.view !== 'day';
  // wall
  s.add(
    rect(
      0,
      0,
      W,
      floorY,
      s.lin([
        [0, shade(o.wall, night ? -0.35 : -0.06)],
        [1, shade(o.wall, night ? -0.15 : 0.04)],
      ]),
    ),
  );
  if (o.kind === 'bathroom' || o.kind === 'kitchen') {
    // tiles on the lower wall
    const ty = floorY - (o.kind === 'bathroom' ? 330 : 0) * k;
    if (o.kind === 'bathroom') {
      s.add(rect(0, ty, W, floorY - ty, shade(o.wall, 0.5)));
      for (let y = ty; y < floorY; y += 34 * k) s.add(rect(0, y, W, 1.2, shade(o.wall, -0.15), 'opacity=".6"'));
      for (let x = 0; x < W; x += 34 * k) s.add(rect(x, ty, 1.2, floorY - ty, shade(o.wall, -0.15), 'opacity=".6"'));
    }
  } else if (o.kind !== 'window') {
    // wainscot panel
    s.add(rect(0, floorY - 150 * k, W, 150 * k, shade(o.wall, 0.1), 'opacity=".6"'));
    s.add(rect(0, floorY - 150 * k, W, 4 * k, shade(o.wall, 0.45)));
  }
  // floor
  if (o.floor === 'wood') woodFloor(c, floorY, k, '#b98a5e');
  else if (o.floor === 'light') woodFloor(c, floorY, k, '#d9c2a0');
  else tileFloor(c, floorY, k, '#d8d4cc', '#c8c2b8');
  s.add(rect(0, floorY - 12 * k, W, 12 * k, '#f4f1ea'), rect(0, floorY, W, 3 * k, '#000000', 'opacity=".15"'));
  // furniture in local units
  const L = s.capture();
  // biome-ignore lint/correctness/noComponentHookFactories: not a React component, F is a local SVG helper in a Node build script
  const F = (...x: string[]) => s.add(...x);
  const ww = W / k;
  if (o.kind === 'living') {
    F(roomWindow(c, -470, -500, 240, 300, o.view, { curtains: o.accent, dirty: before }));
    F(wallArt(c, -30, -470, 200, 150, [shade(o.accent, 0.6), '#f2b84b', o.accent, shade(o.fabric, -0.1)]));
    F(wallArt(c, 190, -440, 110, 120, ['#e9eef2', o.accent, shade(o.fabric, 0.2)]));
    F(rug(c, 60, 150, 820, 140, shade(o.accent, -0.1), before));
    F(sofa(c, 90, 560, o.fabric, o.accent));
    F(floorLamp(c, 440, 420, night));
    F(plant(c, -330, 30, 200));
    F(coffeeTable(c, 60, 170, 300));
    if (before) {
      const sofaClip = s.clip(rect(-190, -250, 560, 250, '#000'));
      F(grp(`clip-path="${sofaClip}"`, grime(c, 7, -170, -230, 350, -60, 26, '#6a5034', 0.35)));
      F(clutter(c, 4, -120, 300, -150, -120));
      F(clutter(c, 10, -520, 520, 40, 230));
      F(specks(c, 100, -600, 0, 600, 230, 2, '#5a4a34', 0.5));
    }
  } else if (o.kind === 'kitchen') {
    const cab = o.fabric;
    const x0 = -ww / 2 - 10;
    const x1 = ww / 2 + 10;
    F(rect(x0, -330, x1 - x0, 90, shade(o.wall, 0.55)));
    for (let x = x0; x < x1; x += 30) F(rect(x, -330, 1.2, 90, shade(o.wall, 0.1), 'opacity=".5"'));
    for (let y = -330; y < -240; y += 18) F(rect(x0, y, x1 - x0, 1.2, shade(o.wall, 0.1), 'opacity=".5"'));
    F(roomWindow(c, -150, -560, 220, 190, o.view, { dirty: false }));
    // upper cabinets
    for (const [ux, uw] of [
      [x0, -190 - x0],
      [360, x1 - 360],
    ] as const) {
      if (uw < 40) continue;
      F(softShadow(s, ux + uw / 2, -388, uw * 0.5, 10, 0.25));
      F(
        rect(
          ux,
          -560,
          uw,
          180,
          s.lin([
            [0, shade(cab, 0.08)],
            [1, shade(cab, -0.06)],
          ]),
        ),
      );
      const n = Math.max(1, Math.round(uw / 110));
      for (let i = 0; i < n; i++) {
        const dx = ux + (uw / n) * i;
        F(rrect(dx + 8, -552, uw / n - 16, 164, 6, 'none', `stroke="${shade(cab, -0.18)}" stroke-width="3"`));
        F(rrect(dx + uw / n - 24, -420, 6, 30, 3, '#b0b4ba'));
      }
    }
    // hood over stove
    F(
      pth(
        'M180 -600L240 -600L250 -440L320 -400L100 -400L170 -440Z',
        s.lin(
          [
            [0, '#d8dce2'],
            [1, '#a9afb8'],
          ],
          0,
          0,
          1,
          0,
        ),
      ),
      rect(100, -404, 220, 6, '#8a9098'),
    );
    // lower cabinets + counter
    F(
      rect(
        x0,
        -230,
        x1 - x0,
        230,
        s.lin([
          [0, shade(cab, 0.04)],
          [1, shade(cab, -0.12)],
        ]),
      ),
    );
    const n = Math.round((x1 - x0) / 120);
    for (let i = 0; i < n; i++) {
      const dx = x0 + ((x1 - x0) / n) * i;
      F(rrect(dx + 8, -206, (x1 - x0) / n - 16, 190, 6, 'none', `stroke="${shade(cab, -0.2)}" stroke-width="3"`));
      F(rrect(dx + (x1 - x0) / n / 2 - 18, -190, 36, 6, 3, '#b0b4ba'));
    }
    F(
      rect(
        x0 - 10,
        -246,
        x1 - x0 + 20,
        22,
        s.lin([
          [0, '#f4f2ee'],
          [1, '#cfcac2'],
        ]),
      ),
    );
    F(rect(x0 - 10, -246, x1 - x0 + 20, 4, '#ffffff', 'opacity=".8"'));
    // stove
    F(
      rect(
        110,
        -230,
        200,
        230,
        s.lin([
          [0, '#3a3f47'],
          [1, '#23272d'],
        ]),
      ),
      rect(130, -180, 160, 120, '#15181c'),
      rect(140, -170, 140, 60, '#ffffff', 'opacity=".06"'),
      rrect(140, -200, 140, 8, 4, '#c0c4ca'),
    );
    for (const bx of [150, 200, 250]) F(circ(bx + 10, -238, 6, '#d0d4da'));
    F(ell(160, -252, 34, 6, '#1d2025'), ell(262, -252, 34, 6, '#1d2025'));
    // sink + faucet
    F(ell(-40, -246, 70, 8, '#9aa1aa'), pth('M-40 -246L-40 -300Q-40 -316 -20 -316L0 -316L0 -306', 'none', stroke('#c0c4ca', 7)));
    // counter items
    F(plant(c, -420, -246, 90, '#f0ede6'));
    F(
      ell(-250, -256, 44, 12, '#e9e4da'),
      circ(-268, -266, 12, '#e8623a'),
      circ(-246, -268, 12, '#f2c14e'),
      circ(-228, -264, 11, '#7cb342'),
    );
    F(rect(400, -330, 60, 84, '#e9e4da'), rect(470, -310, 40, 64, '#c8cdd3'));
    if (before) {
      F(grime(c, 14, x0, -330, x1, -240, 9, '#b08a3a', 0.4));
      F(grime(c, 6, 110, -440, 310, -404, 10, '#8a6a30', 0.4));
      F(specks(c, 120, x0, -330, x1, -246, 2.2, '#8a6a2a', 0.6));
      F(specks(c, 60, 100, -250, 330, -160, 2.6, '#6a4a20', 0.5));
      F(grime(c, 8, x0, -250, x1, -236, 14, '#7a5a34', 0.55));
      for (let i = 0; i < 16; i++) {
        const dx = c.rx.range(x0 + 10, x1 - 10);
        const len = c.rx.range(30, 110);
        F(
          pth(
            `M${f(dx)} -224q${f(c.rx.range(-3, 3))} ${f(len / 2)} 0 ${f(len)}`,
            'none',
            stroke('#8a6a3a', c.rx.range(2, 5), 'opacity=".35"'),
          ),
        );
      }
      // dishes stacked next to the sink
      for (let i = 0; i < 5; i++)
        F(ell(-110 + c.rx.range(-4, 4), -252 - i * 9, 46, 8, i % 2 ? '#e9e6e0' : '#d6d2ca', 'stroke="#b8b2a6" stroke-width="1.5"'));
      F(clutter(c, 3, -400, 80, -260, -250));
    }
    if (o.island) {
      const iw = Math.min(640, ww * 0.8);
      F(softShadow(s, 0, 190, iw * 0.6, 18, 0.45));
      F(
        rect(
          -iw / 2 + 10,
          -20,
          iw - 20,
          200,
          s.lin([
            [0, shade(cab, -0.05)],
            [1, shade(cab, -0.3)],
          ]),
        ),
      );
      for (let i = 0; i < 4; i++)
        F(
          rrect(
            -iw / 2 + 26 + i * ((iw - 52) / 4),
            0,
            (iw - 52) / 4 - 12,
            160,
            6,
            'none',
            `stroke="${shade(cab, -0.35)}" stroke-width="3"`,
          ),
        );
      F(
        rect(
          -iw / 2 - 10,
          -40,
          iw + 20,
          24,
          s.lin([
            [0, '#f6f4f0'],
            [1, '#d4cfc6'],
          ]),
        ),
        rect(-iw / 2 - 10, -40, iw + 20, 4, '#ffffff'),
      );
      F(
        ell(-iw * 0.2, -50, 50, 12, '#e9e4da'),
        circ(-iw * 0.2 - 18, -60, 13, '#e8623a'),
        circ(-iw * 0.2 + 6, -62, 13, '#f2c14e'),
        circ(-iw * 0.2 + 26, -58, 12, '#7cb342'),
      );
      F(plant(c, iw * 0.28, -40, 80, '#f0ede6'));
      const top = -floorY / k;
      for (const px of [-iw * 0.3, 0, iw * 0.3]) F(pendant(c, px, top, Math.max(60, -380 - top), night, o.accent));
    }
  } else if (o.kind === 'bedroom') {
    F(roomWindow(c, 300, -520, 200, 280, o.view, { curtains: o.accent, dirty: before }));
    F(wallArt(c, -210, -500, 260, 130, ['#eef2f5', '#f2b84b', o.accent, shade(o.fabric, -0.2)]));
    // bed
    F(softShadow(s, -80, 16, 360, 20, 0.4));
    F(
      rrect(
        -380,
        -330,
        600,
        260,
        26,
        s.lin([
          [0, shade(o.accent, -0.05)],
          [1, shade(o.accent, -0.3)],
        ]),
      ),
    );
    for (let i = 0; i < 4; i++) F(rrect(-360 + i * 142, -310, 130, 100, 14, shade(o.accent, 0.08)));
    F(rrect(-390, -160, 620, 150, 20, '#f4f1ea'));
    F(
      rrect(
        -350,
        -230,
        190,
        70,
        28,
        s.lin([
          [0, '#ffffff'],
          [1, '#e2ddd4'],
        ]),
      ),
      rrect(
        -130,
        -230,
        190,
        70,
        28,
        s.lin([
          [0, '#ffffff'],
          [1, '#e2ddd4'],
        ]),
      ),
    );
    F(
      rrect(
        -400,
        -170,
        640,
        160,
        24,
        s.lin([
          [0, shade(o.fabric, 0.15)],
          [1, shade(o.fabric, -0.12)],
        ]),
      ),
    );
    F(rect(-400, -150, 640, 16, shade(o.fabric, 0.4)));
    F(rrect(-400, -20, 640, 22, 8, shade(o.fabric, -0.25)));
    // nightstands
    for (const nx of [-500, 260]) {
      F(
        softShadow(s, nx + 50, 4, 70, 10, 0.3),
        rect(nx, -170, 100, 170, '#a27450'),
        rect(nx + 10, -150, 80, 60, '#8e6342'),
        rect(nx + 10, -80, 80, 60, '#8e6342'),
        rrect(nx + 40, -124, 20, 6, 3, '#e0c080'),
      );
      F(
        rect(nx + 44, -240, 12, 70, '#caa97a'),
        pth(`M${nx + 18} -236L${nx + 82} -236L${nx + 70} -290L${nx + 30} -290Z`, night ? '#ffe4a0' : '#f3efe6'),
      );
      if (night) F(glow(s, nx + 50, -260, 140, '#ffd58a', 0.45));
    }
    F(rug(c, -80, 120, 900, 120, shade(o.accent, 0.3), before));
    if (before) {
      F(
        `<path d="M-330 -150C-250 -190 -120 -120 -40 -176C40 -210 120 -150 200 -170L230 -40C140 -70 40 -10 -60 -50C-170 -90 -260 -20 -380 -60Z" fill="${shade(o.fabric, -0.05)}" opacity=".95"/>`,
      );
      F(pth('M-300 -120C-200 -150 -150 -90 -60 -130M-20 -140C60 -170 120 -110 190 -130', 'none', stroke(shade(o.fabric, -0.3), 4)));
      F(`<rect x="-150" y="-250" width="170" height="66" rx="28" fill="#e6e1d8" transform="rotate(-24 -60 -220)"/>`);
      F(clutter(c, 9, -520, 480, 30, 200));
    }
  } else if (o.kind === 'bathroom') {
    F(roomWindow(c, -460, -560, 180, 200, o.view, { dirty: false }));
    // mirror + vanity
    F(
      rrect(200, -600, 200, 240, 100, '#c9b27a'),
      rrect(
        212,
        -588,
        176,
        216,
        88,
        s.lin(
          [
            [0, '#cfe0ea'],
            [1, '#8fb0c2'],
          ],
          0,
          0,
          1,
          1,
        ),
      ),
    );
    F(pth('M240 -560L300 -560L250 -400L220 -420Z', '#ffffff', 'opacity=".35"'));
    F(
      softShadow(s, 300, 4, 160, 12, 0.3),
      rect(
        170,
        -230,
        260,
        230,
        s.lin([
          [0, '#6b7d8c'],
          [1, '#4f5f6c'],
        ]),
      ),
      rect(160, -250, 280, 24, '#f4f1ea'),
      ell(300, -252, 70, 8, '#e0dcd4'),
    );
    F(pth('M300 -252L300 -300Q300 -312 316 -312L330 -312', 'none', stroke('#c0c4ca', 6)));
    for (const dx of [190, 310])
      F(rect(dx, -210, 100, 190, 'none', `stroke="${shade('#6b7d8c', -0.2)}" stroke-width="3"`), rrect(dx + 40, -120, 20, 6, 3, '#c0c4ca'));
    // freestanding tub
    F(softShadow(s, -170, 10, 280, 18, 0.4));
    F(
      pth(
        'M-420 -200L80 -200C80 -100 30 -30 -60 -30L-280 -30C-370 -30 -420 -100 -420 -200Z',
        s.lin([
          [0, '#ffffff'],
          [0.7, '#e8edf1'],
          [1, '#b8c4cc'],
        ]),
      ),
    );
    F(rrect(-430, -214, 520, 20, 10, '#f7f9fa'));
    for (const fx of [-360, 20]) F(pth(`M${fx} -40l-12 40h24z`, '#c9b27a'));
    F(pth('M60 -214L60 -300Q60 -320 40 -320L10 -320', 'none', stroke('#c0c4ca', 7)));
    // towels and plant
    F(
      rect(-230, -420, 140, 8, '#c0c4ca'),
      rrect(
        -220,
        -416,
        60,
        110,
        6,
        s.lin([
          [0, shade(o.accent, 0.3)],
          [1, o.accent],
        ]),
      ),
      rrect(-150, -416, 50, 90, 6, '#f4f1ea'),
    );
    F(plant(c, 520, 0, 180, '#f0ede6'));
    if (before) {
      F(grime(c, 12, -420, -210, 80, -40, 20, '#8a7a50', 0.35));
      F(pth('M-400 -205C-300 -190 -100 -190 60 -205', 'none', stroke('#8a6a30', 6, 'opacity=".5"')));
      F(grime(c, 10, 210, -580, 390, -380, 20, '#e8e0cc', 0.45));
      F(grime(c, 10, -600, -320, 600, -40, 12, '#7a8a5a', 0.25));
      F(clutter(c, 6, -520, 480, 20, 190));
    }
  } else if (o.kind === 'empty') {
    F(roomWindow(c, -420, -520, 260, 320, o.view, { dirty: before }));
    F(roomWindow(c, 60, -520, 260, 320, o.view, { dirty: before }));
    F(rrect(410, -440, 160, 440, 4, '#f2efe8'), rrect(420, -430, 140, 430, 4, shade(o.wall, 0.35)), circ(540, -210, 6, '#b0a890'));
    F(rect(-40, -60, 24, 34, '#f7f5f0'), circ(-28, -48, 3, '#bbb'), circ(-28, -36, 3, '#bbb'));
    // sunlight patches on the floor
    F(
      pth('M-420 40L-160 40L-40 200L-340 200Z', '#fff6d8', `opacity="${before ? 0.08 : 0.22}"`),
      pth('M120 40L380 40L500 200L200 200Z', '#fff6d8', `opacity="${before ? 0.08 : 0.22}"`),
    );
    if (o.extra === 'boxes') {
      F(
        cardboardBox(c, -520, 150, 110, false),
        cardboardBox(c, -500, 110, 80, false).replace(/^/, ''),
        cardboardBox(c, 300, 160, 120, false),
      );
    }
    if (before) {
      F(cardboardBox(c, -560, 160, 120, true), cardboardBox(c, 280, 120, 90, true));
      F(grime(c, 8, -600, -140, 600, -20, 26, '#6a5a44', 0.3));
      for (let i = 0; i < 12; i++) {
        const x = c.rx.range(-560, 560);
        const y = c.rx.range(-140, -20);
        F(
          pth(
            `M${f(x)} ${f(y)}q${f(c.rx.range(10, 30))} ${f(c.rx.range(-6, 6))} ${f(c.rx.range(30, 60))} ${f(c.rx.range(-4, 4))}`,
            'none',
            stroke('#4a4036', c.rx.range(1.5, 3), 'opacity=".45"'),
          ),
        );
      }
      F(clutter(c, 12, -560, 560, 30, 220));
      F(specks(c, 160, -600, 10, 600, 240, 2.2, '#6a5a44', 0.55));
      F(cobweb(-ww / 2, -floorY / k, 110, 1));
    }
  } else if (o.kind === 'window') {
    const wy = -floorY / k + 40;
    const wh = floorY / k - 120;
    const wW = Math.min(ww - 160, wh * 1.25);
    F(roomWindow(c, -wW / 2, wy, wW, wh, o.view, { curtains: o.accent, dirty: before }));
    F(plant(c, -wW * 0.26, wy + wh + 16, 80, '#d9744a'), plant(c, wW * 0.3, wy + wh + 16, 60, '#3f7fbf'));
    if (o.extra === 'squeegee') {
      const sx = wW * 0.12;
      const sy = wy + wh * 0.3;
      F(
        pth(
          `M${f(-wW / 2 + 10)} ${f(sy + 30)}L${f(sx)} ${f(sy + 30)}L${f(sx)} ${f(sy + 48)}L${f(-wW / 2 + 10)} ${f(sy + 48)}Z`,
          '#ffffff',
          'opacity=".25"',
        ),
      );
      F(
        grp(
          `transform="translate(${f(sx)} ${f(sy)}) rotate(-12)"`,
          rrect(-8, -20, 16, 140, 4, '#2a2e35'),
          rrect(-10, -120, 20, 110, 8, '#e2533c'),
          rect(-70, 118, 140, 14, '#2f3540'),
          rect(-74, 130, 148, 6, '#15181c'),
        ),
      );
    }
  } else if (o.kind === 'caddy') {
    // cleaning caddy, sponge and cloth on the floor
    F(
      grp(
        'transform="translate(0 150)"',
        softShadow(s, 0, -138, 280, 16, 0.4),
        rrect(
          -220,
          -300,
          440,
          160,
          20,
          s.lin([
            [0, shade(o.accent, 0.1)],
            [1, shade(o.accent, -0.2)],
          ]),
        ),
        spray(c, -150, -280, 1, '#4fb0e0'),
        spray(c, -40, -290, 1.1, '#8bd35a'),
        spray(c, 70, -270, 0.9, '#f2a13a'),
        rrect(
          -230,
          -230,
          460,
          90,
          16,
          s.lin([
            [0, shade(o.accent, 0.15)],
            [1, shade(o.accent, -0.15)],
          ]),
        ),
        rect(-230, -200, 460, 6, shade(o.accent, 0.3), 'opacity=".6"'),
        pth('M-200 -300C-200 -420 200 -420 200 -300', 'none', stroke(shade(o.accent, -0.3), 16)),
        softShadow(s, 320, -140, 90, 8, 0.3),
        rrect(250, -200, 140, 60, 18, '#f2d14a'),
        rrect(250, -170, 140, 30, 10, '#4caf50'),
        softShadow(s, -330, -142, 90, 8, 0.3),
        pth('M-420 -140C-400 -190 -300 -205 -250 -170C-230 -150 -290 -138 -330 -140Z', '#5b9bd5'),
        pth('M-400 -150C-360 -175 -300 -180 -270 -165', 'none', stroke('#7fb5e5', 4)),
        sparkles(c, 5, -300, -460, 300, -220, 18),
      ),
    );
  }
  if (o.extra === 'clipboard') {
    F(
      grp(
        `transform="translate(${f(ww * 0.3)} -230) rotate(8)"`,
        softShadow(s, 0, 170, 120, 14, 0.3),
        rrect(-110, -150, 220, 300, 12, '#8a5a3a'),
        rect(-94, -120, 188, 255, '#ffffff'),
        rrect(-40, -166, 80, 34, 8, '#9aa1aa'),
        ...[0, 1, 2, 3, 4].flatMap((i) => [
          rrect(-76, -90 + i * 46, 20, 20, 4, 'none', stroke('#3f7fbf', 3)),
          rect(-44, -84 + i * 46, 110, 8, '#cfd6de'),
          i < 3 ? pth(`M-72 ${-80 + i * 46}l6 6l12 -14`, 'none', stroke('#2e9d57', 4)) : '',
        ]),
      ),
    );
  }
  if (o.extra === 'supplies') {
    F(
      grp(
        `transform="translate(${f(-ww * 0.32)} 150)"`,
        softShadow(s, 0, 0, 90, 12, 0.4),
        pth(
          'M-70 -120L70 -120L56 0L-56 0Z',
          s.lin(
            [
              [0, '#e2533c'],
              [1, '#b63a28'],
            ],
            0,
            0,
            1,
            0,
          ),
        ),
        ell(0, -120, 70, 12, '#8a2a1c'),
        circ(-30, -128, 18, '#ffffff'),
        circ(0, -134, 22, '#f3f7fb'),
        circ(30, -128, 16, '#ffffff'),
        pth('M-70 -116C-80 -190 80 -190 70 -116', 'none', stroke('#9aa1aa', 5)),
      ),
    );
    F(
      grp(
        `transform="translate(${f(-ww * 0.2)} 170) rotate(-14)"`,
        rect(-4, -420, 8, 400, '#c8a06a'),
        rrect(-50, -24, 100, 30, 8, '#4f9fd8'),
      ),
    );
    F(spray(c, -ww * 0.12, 170, 1.2, '#4fb0e0'));
  }
  if (!before) F(sparkles(c, isAfter(c) ? 7 : 4, -ww * 0.4, (-floorY / k) * 0.8, ww * 0.4, 120, 16));
  const local = L();
  s.add(grp(tr(W / 2, floorY, k), local));
  if (night)
    s.add(
      rect(
        0,
        0,
        W,
        H,
        s.rad(
          [
            [0, '#ffb860', 0.06],
            [1, '#0a0a20', 0.3],
          ],
          0.5,
          0.4,
          0.8,
        ),
      ),
    );
  if (!night && !before)
    s.add(
      rect(
        0,
        0,
        W,
        H,
        s.lin(
          [
            [0, '#ffffff', 0.08],
            [0.5, '#ffffff', 0],
            [1, '#ffffff', 0],
          ],
          0,
          0,
          1,
          1,
        ),
      ),
    );
  if (before && o.kind !== 'window') s.add(cobweb(0, 0, Math.min(W, H) * 0.16, 1));
  const body = end();
  if (before) {
    s.add(grp(`filter="${s.saturate(0.45)}"`, body));
    s.add(dingyOverlay(c, 0.2));
  } else {
    s.add(body);
  }
  s.add(vignette(c, night ? 0.4 : 0.2));
}

function spray(c: Ctx, x: number, y: number, k: number, color: string): string {
  const s = c.s;
  return grp(
    tr(x, y, k),
    softShadow(s, 0, 2, 34, 6, 0.3),
    pth(
      'M-26 0L26 0L24 -110C24 -124 14 -132 0 -132C-14 -132 -24 -124 -24 -110Z',
      s.lin(
        [
          [0, shade(color, 0.25)],
          [0.5, color],
          [1, shade(color, -0.2)],
        ],
        0,
        0,
        1,
        0,
      ),
    ),
    rect(-20, -90, 40, 50, '#ffffff', 'opacity=".85"'),
    rect(-14, -78, 28, 5, shade(color, -0.2)) + rect(-14, -66, 20, 5, shade(color, -0.1)),
    rrect(-12, -160, 24, 30, 4, '#f4f1ea'),
    pth('M-12 -160L-12 -176L30 -176L34 -166L12 -160Z', '#2f3540'),
    pth('M12 -150C20 -140 22 -126 18 -116', 'none', stroke('#2f3540', 6)),
  );
}

function cleaningPlan(c: Ctx, key: string): void {
  const { kind, arg, n } = parseKey(key);
  const base = { wall: '#e8e1d6', accent: '#2f7fa8', fabric: '#4a6fa5', floor: 'wood', view: 'day' } as const;
  const scenes: Record<string, RoomOpts> = {
    'svc-standard-cleaning': { ...base, kind: 'living', fabric: '#6b8fb3', accent: '#e0a24a' },
    'what-standard-cleaning': { ...base, kind: 'caddy', accent: '#2f9d8f', wall: '#dfe9ec' },
    'ba-standard-cleaning': { ...base, kind: 'living', fabric: '#5b86b8', accent: '#d9684a' },
    'svc-deep-cleaning': { ...base, kind: 'kitchen', fabric: '#f4f2ee', wall: '#cfe0e6', accent: '#2d3440', floor: 'tile' },
    'what-deep-cleaning': { ...base, kind: 'kitchen', fabric: '#6f8f7a', wall: '#f1ece3', accent: '#c9a15a', floor: 'light', zoom: 1.4 },
    'ba-deep-cleaning': { ...base, kind: 'kitchen', fabric: '#f4f2ee', wall: '#d8e6e2', accent: '#2d3440', floor: 'tile' },
    'svc-move-in-out-cleaning': { ...base, kind: 'empty', wall: '#e9eef0', floor: 'light' },
    'what-move-in-out-cleaning': { ...base, kind: 'empty', wall: '#efe8dc', floor: 'light', extra: 'boxes' },
    'ba-move-in-out-cleaning': { ...base, kind: 'empty', wall: '#e6ebe8', floor: 'wood' },
    'svc-recurring-cleaning': { ...base, kind: 'bedroom', fabric: '#f0c9b0', accent: '#5f7f9c', wall: '#eae5dc' },
    'what-recurring-cleaning': { ...base, kind: 'bedroom', fabric: '#b8d0e0', accent: '#7a6a8f', wall: '#f0ece4', floor: 'light' },
    'ba-recurring-cleaning': { ...base, kind: 'bedroom', fabric: '#a9c8b8', accent: '#4f6f7f', wall: '#ece6dc' },
    'svc-carpet-upholstery-cleaning': { ...base, kind: 'living', fabric: '#c77d4f', accent: '#3f7f8f', zoom: 1.3 },
    'what-carpet-upholstery-cleaning': { ...base, kind: 'living', fabric: '#8fae6b', accent: '#e0a24a', zoom: 1.5 },
    'ba-carpet-upholstery-cleaning': { ...base, kind: 'living', fabric: '#d9c7a8', accent: '#b0523a', zoom: 1.35 },
    'svc-window-cleaning': { ...base, kind: 'window', accent: '#c9d9e4', wall: '#e9e3d8' },
    'what-window-cleaning': { ...base, kind: 'window', accent: '#e8d2b0', wall: '#dfe7ea', extra: 'squeegee' },
    'ba-window-cleaning': { ...base, kind: 'window', accent: '#b8c9a8', wall: '#ece6da' },
    'hero-1': { ...base, kind: 'living', fabric: '#3f5f8f', accent: '#e0a24a', view: 'night', wall: '#c9b9a4' },
    'hero-2': {
      ...base,
      kind: 'kitchen',
      fabric: '#2f4f5f',
      wall: '#b9aa98',
      accent: '#c9a15a',
      view: 'dusk',
      floor: 'wood',
      island: true,
    },
    'process-1': { ...base, kind: 'living', fabric: '#6b8fb3', accent: '#e0a24a', extra: 'clipboard' },
    'process-2': { ...base, kind: 'kitchen', fabric: '#f4f2ee', wall: '#cfe0e6', accent: '#2d3440', floor: 'tile', extra: 'supplies' },
    'process-3': { ...base, kind: 'living', fabric: '#5b86b8', accent: '#d9684a' },
    og: { ...base, kind: 'living', fabric: '#4a6fa5', accent: '#e0a24a' },
  };
  const gallery: RoomOpts[] = [
    { ...base, kind: 'living', fabric: '#3f78c0', accent: '#f2b84b' },
    { ...base, kind: 'kitchen', fabric: '#f6f4f0', wall: '#d6e4ea', accent: '#2d3440', floor: 'tile' },
    { ...base, kind: 'bedroom', fabric: '#f3d9c4', accent: '#6a8caf' },
    { ...base, kind: 'bathroom', wall: '#9fc7c9', accent: '#e0a24a', floor: 'tile' },
    { ...base, kind: 'living', fabric: '#5f8f5a', accent: '#e07a5f', wall: '#efe6d8' },
    { ...base, kind: 'kitchen', fabric: '#a8774f', wall: '#eee7db', accent: '#3a4a5a', floor: 'light', island: true },
    { ...base, kind: 'window', accent: '#d8c0a0', wall: '#e4e9ec' },
    { ...base, kind: 'bedroom', fabric: '#dfe8ef', accent: '#8f6a5a', view: 'dusk' },
    { ...base, kind: 'bathroom', wall: '#d9c8e0', accent: '#5f9f8f', floor: 'tile' },
    { ...base, kind: 'empty', wall: '#f0ebe2', floor: 'light' },
  ];
  let sc: RoomOpts | undefined;
  if (kind === 'before' || kind === 'after') sc = scenes[`ba-${arg}`];
  else if (kind === 'hero') sc = scenes[`hero-${n}`];
  else if (kind === 'gallery') sc = gallery[(n - 1) % gallery.length];
  else if (kind === 'process') sc = scenes[`process-${n}`];
  else sc = scenes[kind === 'og' ? 'og' : key];
  if (!sc) throw new Error(`generate-stock-images: no house-cleaning scene for "${key}"`);
  cleaningRoom(c, sc);
}

// --- lawn pieces -----------------------------------------------------------------------------

/** A tuft of grass blades rooted at (x, y). */
function grassTuft(r: Rng, x: number, y: number, h: number, color: string, blades = 5): string {
  let d = '';
  for (let i = 0; i < blades; i++) {
    const bx = x + (i - blades / 2) * h * 0.08;
    const lean = r.range(-0.45, 0.45) * h;
    const hh = h * r.range(0.6, 1.1);
    d += `M${f(bx - h * 0.04)} ${f(y)}Q${f(bx + lean * 0.3)} ${f(y - hh * 0.6)} ${f(bx + lean)} ${f(y - hh)}Q${f(bx + lean * 0.3 + h * 0.03)} ${f(y - hh * 0.5)} ${f(bx + h * 0.05)} ${f(y)}Z`;
  }
  return pth(d, color);
}

function dandelion(r: Rng, x: number, y: number, sz: number, puff: boolean): string {
  let out = pth(`M${f(x)} ${f(y)}q${f(r.range(-3, 3))} ${f(-sz * 1.5)} 0 ${f(-sz * 3)}`, 'none', stroke('#5f8a2e', Math.max(1, sz * 0.2)));
  // rosette leaves
  out += `<path d="M${f(x)} ${f(y)}l${f(-sz * 1.6)} ${f(-sz * 0.3)}l${f(sz * 0.6)} ${f(sz * 0.2)}l${f(-sz * 0.4)} ${f(-sz * 0.4)}z M${f(x)} ${f(y)}l${f(sz * 1.6)} ${f(-sz * 0.4)}l${f(-sz * 0.6)} ${f(sz * 0.2)}l${f(sz * 0.4)} ${f(-sz * 0.4)}z" fill="#6f9a34"/>`;
  if (puff) out += circ(x, y - sz * 3, sz * 0.9, '#f4f4ee', 'opacity=".9"') + circ(x, y - sz * 3, sz * 0.35, '#c9c8b0');
  else out += circ(x, y - sz * 3, sz * 0.8, '#f7c81e') + circ(x - sz * 0.2, y - sz * 3.2, sz * 0.35, '#ffe36a');
  return out;
}

function leaf(r: Rng, x: number, y: number, sz: number): string {
  const col = r.pick(['#d9622b', '#e8a23a', '#b8452a', '#c7862f', '#8f5a2a', '#e07b39']);
  const rot = r.range(0, 360);
  return `<path d="M0 ${f(-sz)}C${f(sz * 0.7)} ${f(-sz * 0.4)} ${f(sz * 0.6)} ${f(sz * 0.5)} 0 ${f(sz)}C${f(-sz * 0.6)} ${f(sz * 0.5)} ${f(-sz * 0.7)} ${f(-sz * 0.4)} 0 ${f(-sz)}Z" fill="${col}" transform="translate(${f(x)} ${f(y)}) rotate(${f(rot)})"/>`;
}

/** Hedge block from x0..x1 with base at y and height h; `shaggy` adds overgrowth. */
function hedge(c: Ctx, x0: number, x1: number, y: number, h: number, color: string, shaggy: boolean): string {
  const s = c.s;
  const w = x1 - x0;
  let out = softShadow(s, (x0 + x1) / 2, y + 2, w * 0.55, h * 0.1, 0.35);
  const fill = s.lin([
    [0, shade(color, 0.18)],
    [0.6, color],
    [1, shade(color, -0.3)],
  ]);
  if (shaggy) {
    // overgrown silhouette: bumpy top and sides, stray shoots
    let d = `M${f(x0 - h * 0.08)} ${f(y)}`;
    const n = Math.max(6, Math.round(w / (h * 0.28)));
    d += `Q${f(x0 - h * 0.25)} ${f(y - h * 0.6)} ${f(x0 - h * 0.05)} ${f(y - h * 1.05)}`;
    for (let i = 1; i <= n; i++) {
      const x = x0 + (w * i) / n;
      const px = x0 + (w * (i - 0.5)) / n;
      d += `Q${f(px)} ${f(y - h * c.r.range(1.3, 1.55))} ${f(x)} ${f(y - h * c.r.range(1.0, 1.2))}`;
    }
    d += `Q${f(x1 + h * 0.3)} ${f(y - h * 0.5)} ${f(x1 + h * 0.08)} ${f(y)}Z`;
    out += pth(d, fill);
    for (let i = 0; i < Math.round(w / 14); i++) {
      const x = c.r.range(x0 - h * 0.1, x1 + h * 0.1);
      const yy = y - h * c.r.range(1.05, 1.35);
      out += pth(
        `M${f(x)} ${f(yy + h * 0.1)}q${f(c.r.range(-10, 10))} ${f(-h * 0.2)} ${f(c.r.range(-16, 16))} ${f(-h * c.r.range(0.2, 0.45))}`,
        'none',
        stroke(shade(color, -0.1), Math.max(1.5, h * 0.025)),
      );
      out += circ(x + c.r.range(-10, 10), yy - h * c.r.range(0.15, 0.35), h * 0.05, shade(color, 0.1));
    }
    for (let i = 0; i < Math.round(w / 10); i++)
      out += circ(
        c.r.range(x0, x1),
        y - c.r.range(0.1, 1.2) * h,
        h * c.r.range(0.05, 0.11),
        shade(color, c.r.range(-0.25, 0.2)),
        'opacity=".8"',
      );
  } else {
    out += rrect(x0, y - h, w, h, h * 0.12, fill);
    out += rect(x0 + h * 0.05, y - h, w - h * 0.1, h * 0.08, shade(color, 0.3), 'opacity=".6"');
    const clip = s.clip(rrect(x0, y - h, w, h, h * 0.12, '#000'));
    let tex = '';
    for (let i = 0; i < Math.round(w / 9); i++)
      tex += circ(
        c.r.range(x0, x1),
        y - c.r.range(0, 1) * h,
        h * c.r.range(0.04, 0.08),
        shade(color, c.r.range(-0.2, 0.15)),
        'opacity=".7"',
      );
    out += grp(`clip-path="${clip}"`, tex);
  }
  return out;
}

function shrub(c: Ctx, x: number, y: number, rr: number, color: string, shaggy: boolean): string {
  const s = c.s;
  let out = softShadow(s, x, y, rr * 1.1, rr * 0.18, 0.35);
  const fill = s.rad(
    [
      [0, shade(color, 0.25)],
      [0.7, color],
      [1, shade(color, -0.3)],
    ],
    0.38,
    0.3,
    0.75,
  );
  if (shaggy) {
    out += pth(tuftPath(c.r, x, y - rr * 0.9, rr * 1.12, rr * 1.0, 14, 0.22, true), fill);
    for (let i = 0; i < 6; i++) {
      const a = c.r.range(-Math.PI, 0);
      out += pth(
        `M${f(x + Math.cos(a) * rr)} ${f(y - rr * 0.9 + Math.sin(a) * rr)}l${f(Math.cos(a) * rr * 0.45)} ${f(Math.sin(a) * rr * 0.45)}`,
        'none',
        stroke(shade(color, -0.1), Math.max(1.5, rr * 0.05)),
      );
    }
  } else {
    out += circ(x, y - rr * 0.9, rr, fill);
    out += pth(
      `M${f(x - rr * 0.6)} ${f(y - rr * 1.4)}Q${f(x)} ${f(y - rr * 1.95)} ${f(x + rr * 0.6)} ${f(y - rr * 1.4)}`,
      'none',
      stroke(shade(color, 0.35), rr * 0.08, 'opacity=".5"'),
    );
  }
  return out;
}

function flowers(c: Ctx, x0: number, x1: number, y0: number, y1: number, n: number, size: number, palette: string[]): string {
  let out = '';
  for (let i = 0; i < n; i++) {
    const x = c.r.range(x0, x1);
    const y = c.r.range(y0, y1);
    const col = c.r.pick(palette);
    out += ell(x - size * 0.6, y + size * 0.6, size * 0.7, size * 0.35, '#3f7f3a');
    for (let p = 0; p < 5; p++) {
      const a = (p / 5) * Math.PI * 2;
      out += circ(x + Math.cos(a) * size * 0.45, y + Math.sin(a) * size * 0.45, size * 0.4, col);
    }
    out += circ(x, y, size * 0.25, '#f7d54a');
  }
  return out;
}

/** Lawn mower, side view facing left; wheels on y = 0; ~220 units long. */
function mower(s: Svg, color = '#d8402f'): string {
  let out = softShadow(s, 90, 0, 130, 10, 0.45);
  out += pth('M150 -70L250 -230', 'none', stroke('#3a3f47', 9)) + pth('M236 -220L270 -240', 'none', stroke('#1d2025', 14));
  out += pth(
    'M150 -60L200 -120L250 -110L230 -40Z',
    s.lin([
      [0, '#3a3f47'],
      [1, '#23272d'],
    ]),
  ); // grass bag
  out += pth(
    'M0 -30C0 -60 20 -76 60 -76L170 -76C190 -76 200 -60 200 -30L200 -20L0 -20Z',
    s.lin([
      [0, shade(color, 0.2)],
      [1, shade(color, -0.25)],
    ]),
  );
  out +=
    rrect(
      60,
      -120,
      80,
      48,
      12,
      s.lin([
        [0, '#3a3f47'],
        [1, '#1d2025'],
      ]),
    ) + rrect(70, -132, 50, 16, 6, '#555c66');
  out += rect(10, -70, 180, 6, '#ffffff', 'opacity=".25"');
  for (const wx of [36, 170]) out += circ(wx, -22, 22, '#1d2025') + circ(wx, -22, 10, '#c0c4ca') + circ(wx, -22, 4, '#6a7078');
  return out;
}

type LawnFocus = 'mow' | 'weeds' | 'aerate' | 'mulch' | 'hedge' | 'leaves' | 'general';

interface LawnOpts {
  time: 'day' | 'golden' | 'dusk';
  focus: LawnFocus;
  houseWall?: string;
  roof?: string;
  /** House position (0..1) or undefined for no house. */
  houseAt?: number;
  hedges?: 'row' | 'shrubs';
  bed?: boolean;
  fence?: boolean;
  autumn?: boolean;
  extra?: 'mower' | 'leafpile' | 'plugs' | 'closeup' | 'inspect' | 'edge';
  /** Horizon as a fraction of the height. */
  horizon?: number;
}

function lawnScene(c: Ctx, o: LawnOpts): void {
  const { s, W, H } = c;
  const before = isBefore(c);
  const k = c.tall ? W / 900 : Math.min(W / 1200, H / 800);
  const gy = H * (o.horizon ?? (c.tall ? 0.5 : 0.52));
  const end = s.capture();
  // sky
  const skies = {
    day: [
      [0, '#4d9de0'],
      [1, '#cdebfa'],
    ],
    golden: [
      [0, '#3a6fb5'],
      [0.55, '#f2b880'],
      [1, '#ffd9a0'],
    ],
    dusk: [
      [0, '#1b2450'],
      [0.5, '#5a3f78'],
      [0.85, '#d9778a'],
      [1, '#f5b07a'],
    ],
  } as const;
  s.add(rect(0, 0, W, gy + 4, s.lin(skies[o.time].map(([a, b]) => [a, b] as Stop))));
  if (o.time === 'day') {
    s.add(glow(s, W * 0.85, gy * 0.2, W * 0.22, '#fff6d8', 0.55), circ(W * 0.85, gy * 0.2, 26 * k, '#fffbe8'));
    for (let i = 0; i < 3; i++) s.add(cloud(s, c.r.range(-0.05, 0.85) * W, c.r.range(0.08, 0.4) * gy, c.r.range(160, 260) * k));
  } else {
    s.add(glow(s, W * 0.2, gy * 0.95, W * 0.35, o.time === 'golden' ? '#ffe0a0' : '#ffb070', 0.6));
    if (o.time === 'dusk')
      for (let i = 0; i < 25; i++) s.add(circ(c.r.range(0, W), c.r.range(0, gy * 0.4), c.r.range(0.6, 1.5), '#ffffff', 'opacity=".7"'));
    s.add(cloud(s, W * 0.55, gy * 0.25, 220 * k, o.time === 'golden' ? '#ffe9cf' : '#e6a6b0', 0.7));
  }
  const far = o.time === 'day' ? '#8fbf8a' : o.time === 'golden' ? '#9a9a6a' : '#4a4868';
  s.add(hills(c, gy - 50 * k, 18 * k, far, 3, 2));
  // tree line behind
  const treeCol = o.autumn ? '#d2772e' : o.time === 'dusk' ? '#2e4a40' : '#3f8a48';
  for (let i = 0; i < 9; i++)
    s.add(circ(c.r.range(0, W), gy - c.r.range(10, 40) * k, c.r.range(36, 70) * k, shade(treeCol, c.r.range(-0.25, -0.05))));
  if (o.houseAt !== undefined) {
    s.add(house(c, W * o.houseAt, gy + 6 * k, 560 * k, o.houseWall ?? '#efe7da', o.roof ?? '#4f5d6e', o.time !== 'day'));
  }
  // side trees
  const leafC = o.autumn ? '#e0862f' : o.time === 'dusk' ? '#2f5a44' : '#3f8f4a';
  s.add(tree(c, W * 0.06, gy + 30 * k, 420 * k, leafC, '#6b4a2f', !!o.autumn));
  s.add(tree(c, W * 0.95, gy + 20 * k, 360 * k, o.autumn ? '#c9502a' : shade(leafC, 0.08), '#6b4a2f', !!o.autumn));
  if (o.fence) {
    let d = '';
    for (let x = -5; x < W + 20; x += 26 * k)
      d += `M${f(x)} ${f(gy + 8 * k)}L${f(x)} ${f(gy - 60 * k)}L${f(x + 8 * k)} ${f(gy - 70 * k)}L${f(x + 16 * k)} ${f(gy - 60 * k)}L${f(x + 16 * k)} ${f(gy + 8 * k)}Z`;
    s.add(
      rect(0, gy - 48 * k, W, 8 * k, '#e9e6de'),
      rect(0, gy - 20 * k, W, 8 * k, '#e9e6de'),
      pth(d, '#f8f6f0', `stroke="#d4d0c6" stroke-width="1"`),
    );
  }
  // lawn base
  const lawnTop = gy;
  const green = o.time === 'dusk' ? '#3e7a3a' : '#4f9a3f';
  const lawnC =
    before && (o.focus === 'weeds' || o.focus === 'aerate' || o.focus === 'mow' || o.focus === 'leaves')
      ? mix(green, '#a8a050', 0.35)
      : green;
  s.add(
    rect(
      0,
      lawnTop,
      W,
      H - lawnTop,
      s.lin([
        [0, shade(lawnC, -0.1)],
        [1, shade(lawnC, 0.1)],
      ]),
    ),
  );
  const lawnClip = s.clip(rect(0, lawnTop, W, H - lawnTop, '#000'));
  const L = s.capture();
  const stripes = !before || o.focus === 'hedge' || o.focus === 'mulch';
  if (stripes) {
    const vx = W * 0.5;
    const vy = lawnTop - H * 0.9;
    const n = 24;
    const sw = Math.max(W, H) / 9;
    for (let i = -n; i < n; i += 2) {
      const bx0 = vx + (i - 0.5) * sw;
      const bx1 = vx + (i + 0.5) * sw;
      const t0 = (lawnTop - vy) / (H - vy);
      s.add(
        pth(
          poly([
            [vx + (bx0 - vx) * t0, lawnTop],
            [vx + (bx1 - vx) * t0, lawnTop],
            [bx1, H],
            [bx0, H],
          ]),
          shade(lawnC, 0.13),
          'opacity=".85"',
        ),
      );
    }
    s.add(
      rect(
        0,
        lawnTop,
        W,
        (H - lawnTop) * 0.3,
        s.lin([
          [0, shade(lawnC, -0.15), 0.6],
          [1, shade(lawnC, -0.15), 0],
        ]),
      ),
    );
  }
  if (before && (o.focus === 'mow' || o.focus === 'weeds' || o.focus === 'aerate' || o.focus === 'leaves')) {
    // uneven, patchy ground
    const patches = o.focus === 'aerate' ? 16 : 9;
    for (let i = 0; i < patches; i++) {
      const y = c.rx.range(lawnTop + 10, H);
      const sc = 0.4 + (y - lawnTop) / (H - lawnTop);
      s.add(
        pth(
          blobPath(c.rx, c.rx.range(0, W), y, 80 * k * sc, 18 * k * sc, 8, 0.4),
          o.focus === 'aerate' ? '#9a7a52' : c.rx.pick(['#b5a24e', '#a8904a', '#c2b060']),
          'opacity=".75"',
        ),
      );
    }
  }
  if (before && o.focus === 'mow') {
    for (let i = 0; i < 340; i++) {
      const y = c.rx.range(lawnTop, H + 20);
      const sc = 0.3 + (y - lawnTop) / (H - lawnTop);
      s.add(
        grassTuft(c.rx, c.rx.range(-10, W + 10), y, 64 * k * sc, c.rx.pick(['#4f8a36', '#5d9a3c', '#6b8a30', '#7a9a3a', '#8a9a40']), 7),
      );
    }
    for (let i = 0; i < 14; i++) {
      const y = c.rx.range(lawnTop + 20, H);
      s.add(dandelion(c.rx, c.rx.range(0, W), y, 6 * k * (0.4 + (y - lawnTop) / (H - lawnTop)), c.rx.chance(0.4)));
    }
  }
  if (before && o.focus === 'weeds') {
    for (let i = 0; i < 60; i++) {
      const y = c.rx.range(lawnTop + 10, H);
      s.add(dandelion(c.rx, c.rx.range(0, W), y, 11 * k * (0.35 + (y - lawnTop) / (H - lawnTop)), c.rx.chance(0.25)));
    }
    for (let i = 0; i < 30; i++) {
      const y = c.rx.range(lawnTop + 10, H);
      const sc = 0.35 + (y - lawnTop) / (H - lawnTop);
      const x = c.rx.range(0, W);
      for (let j = 0; j < 3; j++) s.add(circ(x + (j - 1) * 10 * k * sc, y - (j % 2) * 8 * k * sc, 9 * k * sc, '#7fb04a'));
    }
  }
  if (before && o.focus === 'aerate') {
    for (let i = 0; i < 120; i++) {
      const y = c.rx.range(lawnTop, H);
      s.add(grassTuft(c.rx, c.rx.range(0, W), y, 16 * k * (0.4 + (y - lawnTop) / (H - lawnTop)), '#7a8f3a', 3));
    }
    s.add(specks(c, 200, 0, lawnTop, W, H, 2 * k, '#6a5036', 0.6));
  }
  if (!before || o.focus === 'hedge' || o.focus === 'mulch') {
    // fine healthy texture
    const tr2 = c.r.fork('texture');
    for (let i = 0; i < 90; i++) {
      const y = tr2.range(lawnTop + 10, H);
      s.add(grassTuft(tr2, tr2.range(0, W), y, 12 * k * (0.4 + (y - lawnTop) / (H - lawnTop)), shade(lawnC, -0.12), 3));
    }
  }
  if (o.focus === 'leaves') {
    const n = before ? 420 : 14;
    const rr = before ? c.rx : c.r.fork('leaves');
    for (let i = 0; i < n; i++) {
      const y = rr.range(lawnTop, H + 10);
      s.add(leaf(rr, rr.range(-10, W + 10), y, 9 * k * (0.4 + (y - lawnTop) / (H - lawnTop))));
    }
  }
  s.add(grp(`clip-path="${lawnClip}"`, L()));
  // hedges / beds in the mid-ground
  const hy = gy + 70 * k;
  const hedgeShaggy = before && o.focus === 'hedge';
  if (o.hedges === 'row') {
    s.add(hedge({ ...c, r: c.r.fork('hedgeL') }, -20, W * 0.38, hy, 90 * k, '#3f7f3a', hedgeShaggy));
    s.add(hedge({ ...c, r: c.r.fork('hedgeR') }, W * 0.62, W + 20, hy, 90 * k, '#3f7f3a', hedgeShaggy));
  } else if (o.hedges === 'shrubs') {
    for (const [xk, rk] of [
      [0.12, 1],
      [0.3, 0.8],
      [0.7, 0.85],
      [0.88, 1],
    ] as const) {
      s.add(ell(W * xk, hy + 12 * k, 90 * k * rk, 18 * k * rk, '#5a3622'));
      s.add(shrub({ ...c, r: c.r.fork(`shrub${xk}`) }, W * xk, hy + 10 * k, 64 * k * rk, '#3f8a3f', hedgeShaggy));
    }
  }
  if (o.bed) {
    const bx = W * (o.houseAt ?? 0.5);
    const by = gy + 110 * k;
    const rx = Math.min(W * 0.46, 460 * k);
    const ry = 62 * k;
    const messy = before && o.focus === 'mulch';
    const mulch = messy ? '#a08a6a' : '#5a3622';
    const bedD = `M${f(bx - rx)} ${f(by)}C${f(bx - rx)} ${f(by - ry * 1.2)} ${f(bx - rx * 0.3)} ${f(by - ry)} ${f(bx)} ${f(by - ry * 0.9)}C${f(bx + rx * 0.4)} ${f(by - ry * 0.8)} ${f(bx + rx)} ${f(by - ry * 1.3)} ${f(bx + rx)} ${f(by)}C${f(bx + rx)} ${f(by + ry)} ${f(bx + rx * 0.3)} ${f(by + ry * 0.9)} ${f(bx)} ${f(by + ry * 0.8)}C${f(bx - rx * 0.4)} ${f(by + ry * 0.7)} ${f(bx - rx)} ${f(by + ry * 1.1)} ${f(bx - rx)} ${f(by)}Z`;
    if (!messy) s.add(`<path d="${bedD}" fill="none" stroke="#9a9284" stroke-width="${f(10 * k)}"/>`);
    s.add(
      pth(
        bedD,
        s.lin([
          [0, shade(mulch, -0.2)],
          [1, mulch],
        ]),
      ),
    );
    const bedClip = s.clip(`<path d="${bedD}"/>`);
    s.add(
      grp(
        `clip-path="${bedClip}"`,
        specks({ ...c, rx: c.r }, 300, bx - rx, by - ry * 1.3, bx + rx, by + ry * 1.2, 2.6 * k, messy ? '#c4b498' : '#3a2216', 0.7),
      ),
    );
    if (messy) s.add(grp(`clip-path="${bedClip}"`, grime(c, 8, bx - rx, by - ry, bx + rx, by + ry, 50 * k, '#6f9a34', 0.5)));
    for (const xk of [-0.7, -0.25, 0.25, 0.7])
      s.add(shrub({ ...c, r: c.r.fork(`shrub${xk}`) }, bx + rx * xk, by - ry * 0.2, 38 * k, '#2f7a3a', messy));
    s.add(
      flowers(
        c,
        bx - rx * 0.85,
        bx + rx * 0.85,
        by - ry * 0.1,
        by + ry * 0.6,
        14,
        9 * k,
        messy ? ['#b88a9a', '#c8c4b8', '#9a8aa8', '#c0a080'] : ['#e84a6a', '#f7f7f2', '#a66ad8', '#f29a3a'],
      ),
    );
    if (messy) {
      for (let i = 0; i < 36; i++)
        s.add(
          grassTuft(
            c.rx,
            bx + c.rx.range(-rx, rx),
            by + c.rx.range(-ry * 0.8, ry * 0.9),
            34 * k,
            c.rx.pick(['#6f9a34', '#5f8a2e', '#8aa040']),
            5,
          ),
        );
      for (let i = 0; i < 8; i++)
        s.add(dandelion(c.rx, bx + c.rx.range(-rx * 0.9, rx * 0.9), by + c.rx.range(-ry * 0.5, ry * 0.8), 8 * k, false));
    }
  }
  // foreground extras
  const fy = H * 0.88;
  if (o.extra === 'mower') s.add(grp(tr(W * (c.tall ? 0.3 : 0.38), fy, 1.7 * k), mower(s)));
  if (o.extra === 'leafpile') {
    const px = W * 0.5;
    let pile = softShadow(s, px, fy, 220 * k, 20 * k, 0.35);
    pile += pth(
      `M${f(px - 200 * k)} ${f(fy)}Q${f(px - 150 * k)} ${f(fy - 150 * k)} ${f(px)} ${f(fy - 160 * k)}Q${f(px + 160 * k)} ${f(fy - 150 * k)} ${f(px + 210 * k)} ${f(fy)}Z`,
      '#b8602a',
    );
    for (let i = 0; i < 160; i++) {
      const a = c.r.range(Math.PI, Math.PI * 2);
      const rr = Math.sqrt(c.r.next());
      pile += leaf(c.r, px + Math.cos(a) * 200 * k * rr, fy + Math.sin(a) * 150 * k * rr, 12 * k);
    }
    pile += grp(
      `transform="translate(${f(px + 260 * k)} ${f(fy)}) rotate(-20)"`,
      rect(-4 * k, -420 * k, 8 * k, 400 * k, '#b08a5a'),
      pth(`M${f(-60 * k)} ${f(-20 * k)}L${f(60 * k)} ${f(-20 * k)}L${f(50 * k)} ${f(10 * k)}L${f(-50 * k)} ${f(10 * k)}Z`, '#2f8a4a'),
    );
    s.add(pile);
  }
  if (o.extra === 'plugs') {
    for (let i = 0; i < 70; i++) {
      const y = c.r.range(gy + 40 * k, H);
      const sc = 0.4 + (y - gy) / (H - gy);
      const x = c.r.range(0, W);
      s.add(ell(x + 14 * k * sc, y + 2, 6 * k * sc, 3 * k * sc, '#2a1c10', 'opacity=".7"'));
      s.add(
        `<rect x="${f(x - 12 * k * sc)}" y="${f(y - 5 * k * sc)}" width="${f(24 * k * sc)}" height="${f(10 * k * sc)}" rx="${f(5 * k * sc)}" fill="#7a5636" transform="rotate(${f(c.r.range(-30, 30))} ${f(x)} ${f(y)})"/>`,
      );
    }
  }
  if (o.extra === 'closeup') {
    // big foreground blades with dew
    for (let i = 0; i < 70; i++) {
      const x = c.r.range(-20, W + 20);
      const hgt = c.r.range(0.25, 0.6) * H;
      const lean = c.r.range(-0.3, 0.3) * hgt;
      const col = c.r.pick(['#3f8f3a', '#4fa043', '#2f7a30', '#5aae48']);
      s.add(
        pth(
          `M${f(x - 8 * k)} ${f(H)}Q${f(x + lean * 0.3)} ${f(H - hgt * 0.6)} ${f(x + lean)} ${f(H - hgt)}Q${f(x + lean * 0.3 + 6 * k)} ${f(H - hgt * 0.5)} ${f(x + 10 * k)} ${f(H)}Z`,
          s.lin([
            [0, shade(col, 0.25)],
            [1, shade(col, -0.25)],
          ]),
        ),
      );
      if (c.r.chance(0.3)) {
        const t = c.r.range(0.4, 0.8);
        const dx = x + lean * t * t;
        const dy = H - hgt * t;
        s.add(circ(dx, dy, 4 * k, '#e8f6ff', 'opacity=".85"') + circ(dx - 1.2 * k, dy - 1.4 * k, 1.4 * k, '#ffffff'));
      }
    }
  }
  if (o.extra === 'inspect') {
    const mx = W * 0.62;
    const my = H * 0.72;
    const mr = 90 * k;
    s.add(softShadow(s, mx + 20 * k, my + mr + 30 * k, mr, 14 * k, 0.3));
    s.add(circ(mx, my, mr, '#ffffff', 'opacity=".18"'));
    const clip = s.clip(circ(mx, my, mr, '#000'));
    let zoom = rect(mx - mr, my - mr, mr * 2, mr * 2, '#3f8f3a');
    for (let i = 0; i < 24; i++)
      zoom += grassTuft(
        c.r,
        mx + c.r.range(-mr, mr),
        my + c.r.range(-mr * 0.6, mr * 1.1),
        60 * k,
        c.r.pick(['#4fa043', '#2f7a30', '#5aae48']),
        4,
      );
    s.add(grp(`clip-path="${clip}"`, zoom));
    s.add(circ(mx, my, mr, 'none', `stroke="#2f3540" stroke-width="${f(14 * k)}"`));
    s.add(
      `<rect x="${f(mx - 12 * k)}" y="${f(my + mr)}" width="${f(24 * k)}" height="${f(130 * k)}" rx="${f(10 * k)}" fill="#8a5a3a" transform="rotate(-35 ${f(mx)} ${f(my)})"/>`,
    );
    s.add(
      pth(
        `M${f(mx - mr * 0.6)} ${f(my - mr * 0.3)}A${f(mr * 0.7)} ${f(mr * 0.7)} 0 0 1 ${f(mx - mr * 0.1)} ${f(my - mr * 0.68)}`,
        'none',
        stroke('#ffffff', 6 * k, 'opacity=".6"'),
      ),
    );
  }
  if (o.extra === 'edge') {
    s.add(
      pth(
        poly([
          [W * 0.58, gy],
          [W * 0.66, gy],
          [W * 0.98, H],
          [W * 0.72, H],
        ]),
        s.lin([
          [0, '#cfc8bb'],
          [1, '#b2aa9c'],
        ]),
      ),
    );
    s.add(
      pth(
        `M${f(W * 0.58)} ${f(gy)}L${f(W * 0.72)} ${f(H)}M${f(W * 0.66)} ${f(gy)}L${f(W * 0.98)} ${f(H)}`,
        'none',
        stroke('#2f6a2a', 4 * k),
      ),
    );
  }
  if (!before && c.state === 'after') s.add(sparkles(c, 5, W * 0.1, gy - 60 * k, W * 0.9, H * 0.9, 14 * k));
  const body = end();
  if (before) {
    s.add(grp(`filter="${s.saturate(0.7)}"`, body));
    s.add(dingyOverlay(c, 0.1));
  } else s.add(body);
  if (o.time === 'day' && !before)
    s.add(
      rect(
        0,
        0,
        W,
        H,
        s.lin(
          [
            [0, '#fff2c8', 0.12],
            [0.5, '#fff2c8', 0],
          ],
          1,
          0,
          0,
          1,
        ),
      ),
    );
  s.add(vignette(c, o.time === 'dusk' ? 0.45 : 0.22));
}

function lawnPlan(c: Ctx, key: string): void {
  const { kind, arg, n } = parseKey(key);
  const home = { houseAt: 0.5, houseWall: '#efe7da', roof: '#4f5d6e' } as const;
  const scenes: Record<string, LawnOpts> = {
    'svc-lawn-mowing': { time: 'day', focus: 'mow', ...home, hedges: 'shrubs' },
    'what-lawn-mowing': { time: 'day', focus: 'mow', extra: 'mower', fence: true, horizon: 0.42 },
    'ba-lawn-mowing': { time: 'day', focus: 'mow', ...home, houseWall: '#e6dcc8', roof: '#6a4a3a', fence: false },
    'svc-fertilization-weed-control': { time: 'day', focus: 'weeds', fence: true, hedges: 'shrubs' },
    'what-fertilization-weed-control': { time: 'day', focus: 'weeds', extra: 'closeup', horizon: 0.62 },
    'ba-fertilization-weed-control': { time: 'day', focus: 'weeds', ...home, houseWall: '#dfe8ef', roof: '#3f4a5a' },
    'svc-aeration-overseeding': { time: 'golden', focus: 'aerate', ...home, houseWall: '#f0e4d0' },
    'what-aeration-overseeding': { time: 'day', focus: 'aerate', extra: 'plugs', fence: true, horizon: 0.4 },
    'ba-aeration-overseeding': { time: 'day', focus: 'aerate', fence: true, hedges: 'shrubs' },
    'svc-landscaping-mulching': { time: 'day', focus: 'mulch', ...home, bed: true },
    'what-landscaping-mulching': { time: 'day', focus: 'mulch', bed: true, fence: true, horizon: 0.35 },
    'ba-landscaping-mulching': { time: 'day', focus: 'mulch', ...home, houseWall: '#e8d8c8', roof: '#5a4a4a', bed: true },
    'svc-hedge-shrub-trimming': { time: 'day', focus: 'hedge', ...home, hedges: 'row' },
    'what-hedge-shrub-trimming': { time: 'day', focus: 'hedge', hedges: 'shrubs', fence: true, horizon: 0.45 },
    'ba-hedge-shrub-trimming': { time: 'day', focus: 'hedge', ...home, houseWall: '#f2ece0', roof: '#40505e', hedges: 'row' },
    'svc-leaf-cleanup': { time: 'golden', focus: 'leaves', autumn: true, ...home },
    'what-leaf-cleanup': { time: 'day', focus: 'leaves', autumn: true, extra: 'leafpile', fence: true, horizon: 0.42 },
    'ba-leaf-cleanup': { time: 'day', focus: 'leaves', autumn: true, ...home, houseWall: '#e9e0d0', roof: '#5a4038' },
    'hero-1': { time: 'golden', focus: 'general', ...home, houseAt: 0.62, bed: true },
    'hero-2': { time: 'dusk', focus: 'general', ...home, houseAt: 0.6, hedges: 'row', houseWall: '#d8d0c0' },
    'process-1': { time: 'day', focus: 'general', extra: 'inspect', fence: true, hedges: 'shrubs', horizon: 0.42 },
    'process-2': { time: 'day', focus: 'mow', extra: 'mower', ...home, houseAt: 0.7 },
    'process-3': { time: 'day', focus: 'general', extra: 'edge', ...home, houseAt: 0.4 },
    og: { time: 'golden', focus: 'general', ...home, bed: true },
  };
  const gallery: LawnOpts[] = [
    { time: 'day', focus: 'general', ...home, hedges: 'shrubs' },
    { time: 'day', focus: 'general', hedges: 'row', fence: true },
    { time: 'day', focus: 'mulch', ...home, bed: true, houseWall: '#f0e0d0', roof: '#7a4a3a' },
    { time: 'golden', focus: 'general', fence: false, hedges: 'shrubs' },
    { time: 'day', focus: 'general', ...home, houseWall: '#bcd3e6', roof: '#3f4a5a' },
    { time: 'day', focus: 'leaves', autumn: true, ...home, houseWall: '#efe3d0' },
    { time: 'day', focus: 'general', hedges: 'shrubs', fence: true },
    { time: 'day', focus: 'general', ...home, fence: true, houseAt: 0.55 },
    { time: 'dusk', focus: 'general', ...home, hedges: 'shrubs' },
    { time: 'golden', focus: 'aerate', fence: true },
  ];
  let sc: LawnOpts | undefined;
  if (kind === 'before' || kind === 'after') sc = scenes[`ba-${arg}`];
  else if (kind === 'hero') sc = scenes[`hero-${n}`];
  else if (kind === 'gallery') sc = gallery[(n - 1) % gallery.length];
  else if (kind === 'process') sc = scenes[`process-${n}`];
  else sc = scenes[kind === 'og' ? 'og' : key];
  if (!sc) throw new Error(`generate-stock-images: no lawncare scene for "${key}"`);
  if (c.tall && sc.houseAt !== undefined) sc = { ...sc, houseAt: 0.5 };
  lawnScene(c, sc);
}

// ---------------------------------------------------------------------------------------------
// Pet grooming: dogs, cats, salon (local units: origin at the pet's feet, y up is negative)
// ---------------------------------------------------------------------------------------------

interface PetOpts {
  species: 'dog' | 'cat';
  fur: string;
  /** Muzzle / chest colour. */
  light: string;
  ears: 'floppy' | 'pointy' | 'fluffy';
  /** Darker ear colour (defaults to a shade of fur). */
  earColor?: string;
  spots?: boolean;
  /** Scale (puppies are smaller with bigger heads). */
  puppy?: boolean;
  accessory?: 'bow' | 'bandana' | 'none';
  accent?: string;
}

function petEye(x: number, y: number, r: number, cat: boolean): string {
  if (cat) {
    return (
      ell(x, y, r * 1.3, r, '#8fc84a') + ell(x, y, r * 0.35, r * 0.9, '#1d1f22') + circ(x + r * 0.35, y - r * 0.35, r * 0.28, '#ffffff')
    );
  }
  return (
    circ(x, y, r, '#1d1f22') +
    circ(x + r * 0.35, y - r * 0.35, r * 0.35, '#ffffff') +
    circ(x - r * 0.3, y + r * 0.3, r * 0.15, '#ffffff', 'opacity=".6"')
  );
}

interface PetLook {
  cat: boolean;
  shaggy: boolean;
  muddy: boolean;
  fur: string;
  light: string;
  earC: string;
  furFill: string;
}

function petLook(c: Ctx, o: PetOpts, state: State, mode: 'groom' | 'bath' | 'shed'): PetLook {
  const shaggy = state === 'before';
  const fur = shaggy && mode !== 'shed' ? dull(o.fur, 0.35) : o.fur;
  return {
    cat: o.species === 'cat',
    shaggy,
    muddy: shaggy && mode === 'bath',
    fur,
    light: shaggy ? dull(o.light, 0.3) : o.light,
    earC: shaggy ? dull(o.earColor ?? shade(o.fur, -0.22), 0.3) : (o.earColor ?? shade(o.fur, -0.22)),
    furFill: c.s.rad(
      [
        [0, shade(fur, 0.18)],
        [0.75, fur],
        [1, shade(fur, -0.18)],
      ],
      0.4,
      0.35,
      0.7,
    ),
  };
}

/** Head of a dog or cat centred at (hx, hy). */
function petHead(c: Ctx, o: PetOpts, lk: PetLook, mode: 'groom' | 'bath' | 'shed', hx: number, hy: number): string {
  const { cat, shaggy, fur, light, earC, furFill } = lk;
  const hk = o.puppy ? 1.12 : 1;
  const hrx = (cat ? 70 : 76) * hk;
  const hry = (cat ? 62 : 68) * hk;
  let out = '';
  if (shaggy && mode !== 'bath') out += pth(tuftPath(c.r, hx, hy + 4, hrx * 1.22, hry * 1.22, 24, 0.16, true), shade(fur, -0.08));
  if (o.ears === 'pointy') {
    for (const sx of [-1, 1]) {
      out += pth(
        `M${hx + sx * hrx * 0.25} ${hy - hry * 0.8}L${hx + sx * hrx * 0.95} ${hy - hry * 1.55}L${hx + sx * hrx * 0.95} ${hy - hry * 0.3}Z`,
        earC,
      );
      out += pth(
        `M${hx + sx * hrx * 0.42} ${hy - hry * 0.8}L${hx + sx * hrx * 0.86} ${hy - hry * 1.3}L${hx + sx * hrx * 0.86} ${hy - hry * 0.5}Z`,
        '#f0a0a8',
      );
    }
  }
  out += ell(hx, hy, hrx, hry, furFill);
  if (cat)
    out += pth(
      `M${hx - hrx * 0.9} ${hy + 10}l-22 8M${hx - hrx * 0.9} ${hy + 20}l-20 14M${hx + hrx * 0.9} ${hy + 10}l22 8M${hx + hrx * 0.9} ${hy + 20}l20 14`,
      'none',
      stroke(shade(fur, -0.25), 3),
    );
  if (o.ears === 'fluffy' && !shaggy) out += circ(hx, hy - hry * 0.85, hrx * 0.55, furFill);
  const my = hy + hry * 0.32;
  out +=
    ell(hx - (cat ? 18 : 22), my, cat ? 24 : 30, cat ? 18 : 24, light) + ell(hx + (cat ? 18 : 22), my, cat ? 24 : 30, cat ? 18 : 24, light);
  if (!cat) out += ell(hx, my + 14, 24, 18, light);
  const eyeY = hy - hry * 0.15;
  out += petEye(hx - hrx * 0.4, eyeY, cat ? 9 : 10, cat) + petEye(hx + hrx * 0.4, eyeY, cat ? 9 : 10, cat);
  out +=
    ell(hx - hrx * 0.55, eyeY + 26, 12, 7, '#f08a9a', 'opacity=".35"') + ell(hx + hrx * 0.55, eyeY + 26, 12, 7, '#f08a9a', 'opacity=".35"');
  out += cat
    ? pth(`M${hx - 9} ${my - 12}L${hx + 9} ${my - 12}L${hx} ${my - 2}Z`, '#e88a98')
    : pth(
        `M${hx - 16} ${my - 14}C${hx - 16} ${my - 26} ${hx + 16} ${my - 26} ${hx + 16} ${my - 14}C${hx + 16} ${my - 4} ${hx} ${my + 2} ${hx} ${my + 2}C${hx} ${my + 2} ${hx - 16} ${my - 4} ${hx - 16} ${my - 14}Z`,
        '#2a2a2e',
      );
  if (!cat) out += ell(hx - 5, my - 18, 5, 3, '#ffffff', 'opacity=".5"');
  out += pth(
    `M${hx} ${my + (cat ? -2 : 2)}l0 8M${hx - 14} ${my + 10}C${hx - 8} ${my + 18} ${hx} ${my + 14} ${hx} ${my + 10}C${hx} ${my + 14} ${hx + 8} ${my + 18} ${hx + 14} ${my + 10}`,
    'none',
    stroke('#2a2a2e', 3),
  );
  if (!cat && !shaggy) out += pth(`M${hx - 9} ${my + 16}C${hx - 9} ${my + 34} ${hx + 9} ${my + 34} ${hx + 9} ${my + 16}Z`, '#f06a7a');
  if (cat)
    for (const sx of [-1, 1])
      out += pth(
        `M${hx + sx * 26} ${my}l${sx * 60} -8M${hx + sx * 26} ${my + 6}l${sx * 62} 4M${hx + sx * 26} ${my + 12}l${sx * 56} 14`,
        'none',
        stroke('#ffffff', 1.6, 'opacity=".9"'),
      );
  if (o.ears === 'floppy' || o.ears === 'fluffy') {
    for (const sx of [-1, 1]) {
      const ex = hx + sx * hrx * 0.86;
      const ey = hy - hry * 0.55;
      const d = `M${ex - sx * 10} ${ey - 8}C${ex + sx * 34} ${ey - 16} ${ex + sx * 44} ${ey + 60} ${ex + sx * 26} ${ey + 96}C${ex + sx * 14} ${ey + 118} ${ex - sx * 18} ${ey + 110} ${ex - sx * 16} ${ey + 80}C${ex - sx * 14} ${ey + 50} ${ex - sx * 24} ${ey + 10} ${ex - sx * 10} ${ey - 8}Z`;
      out += o.ears === 'fluffy' ? pth(d, earC, `stroke="${earC}" stroke-width="14" stroke-linejoin="round"`) : pth(d, earC);
      if (shaggy && mode !== 'bath') out += pth(tuftPath(c.r, ex + sx * 10, ey + 60, 30, 52, 10, 0.35, true), earC);
    }
  }
  if (shaggy && mode !== 'bath') {
    // fringe hanging over the eyes and a scruffy beard
    let fringe = `M${f(hx - hrx * 1.05)} ${f(hy - hry * 0.1)}`;
    const n = 9;
    for (let i = 0; i <= n; i++) {
      const x = hx - hrx * 1.05 + (hrx * 2.1 * i) / n;
      fringe += `L${f(x - hrx * 0.11)} ${f(eyeY + c.r.range(-2, 16))}L${f(x)} ${f(hy - hry * c.r.range(0.05, 0.25))}`;
    }
    fringe += `L${f(hx + hrx * 1.05)} ${f(hy - hry * 0.9)}Q${f(hx)} ${f(hy - hry * 1.5)} ${f(hx - hrx * 1.05)} ${f(hy - hry * 0.9)}Z`;
    out += pth(fringe, shade(fur, -0.05));
    out += pth(tuftPath(c.r, hx, my + 22, 46, 24, 12, 0.5, true), shade(light, -0.08));
  }
  if (lk.muddy) out += grime(c, 5, hx - 60, hy - 40, hx + 60, hy + 50, 16, '#6b4a2a', 0.6);
  if (!shaggy) {
    out += pth(
      `M${hx - hrx * 0.6} ${hy - hry * 0.6}Q${hx} ${hy - hry * 1.05} ${hx + hrx * 0.6} ${hy - hry * 0.6}`,
      'none',
      stroke('#ffffff', 5, 'opacity=".35"'),
    );
    if (o.accessory === 'bow') {
      const bx = hx + hrx * 0.45;
      const by = hy - hry * 0.85;
      const bc = o.accent ?? '#e2557a';
      out +=
        pth(`M${bx} ${by}L${bx - 30} ${by - 18}L${bx - 30} ${by + 18}Z`, bc) +
        pth(`M${bx} ${by}L${bx + 30} ${by - 18}L${bx + 30} ${by + 18}Z`, bc) +
        circ(bx, by, 8, shade(bc, -0.2));
    }
  }
  return out;
}

/** Front view of a sitting dog or cat, feet on y = 0, ~330 units tall. */
function pet(c: Ctx, o: PetOpts, state: State, mode: 'groom' | 'bath' | 'shed' = 'groom'): string {
  const s = c.s;
  const lk = petLook(c, o, state, mode);
  const { cat, shaggy, fur, light, furFill } = lk;
  c = { ...c, r: c.r.fork('pet') };
  const hy = o.puppy ? -220 : -238;
  let out = softShadow(s, 0, 0, 130, 14, 0.4);
  if (shaggy && mode !== 'bath') out += pth(tuftPath(c.r, 0, -95, 118, 100, 22, 0.16, true), shade(fur, -0.08));
  const tail = cat
    ? `M70 -20C140 -10 160 -70 130 -120C120 -136 104 -128 112 -112C130 -80 120 -40 64 -40Z`
    : `M78 -40C120 -50 140 -90 136 -130C134 -142 120 -142 120 -130C118 -100 104 -76 70 -62Z`;
  out += pth(tail, fur);
  if (cat) out += pth('M112 -112C106 -126 118 -138 130 -120', 'none', stroke(shade(fur, -0.2), 6));
  out += ell(-72, -48, 52, 48, furFill) + ell(72, -48, 52, 48, furFill);
  const bodyW = cat ? 64 : 74;
  out += pth(
    `M${-bodyW + 20} -190C${-bodyW - 10} -150 ${-bodyW - 20} -60 ${-bodyW + 6} -10L${bodyW - 6} -10C${bodyW + 20} -60 ${bodyW + 10} -150 ${bodyW - 20} -190Z`,
    furFill,
  );
  out += pth(
    `M-34 -180C-48 -130 -40 -80 0 -60C40 -80 48 -130 34 -180Z`,
    s.lin([
      [0, shade(light, 0.1)],
      [1, light],
    ]),
  );
  if (o.spots)
    out +=
      circ(-46, -110, 20, shade(o.fur, -0.45), 'opacity=".85"') +
      circ(52, -70, 16, shade(o.fur, -0.45), 'opacity=".85"') +
      circ(-70, -40, 14, shade(o.fur, -0.45), 'opacity=".85"');
  for (const lx of [-30, 30]) {
    out += rrect(
      lx - 19,
      -120,
      38,
      114,
      18,
      s.lin(
        [
          [0, shade(fur, 0.12)],
          [1, shade(fur, -0.08)],
        ],
        0,
        0,
        1,
        0,
      ),
    );
    out += ell(lx, -8, 24, 14, shade(light, 0.05));
    out += pth(`M${lx - 8} -14l0 8M${lx + 8} -14l0 8`, 'none', stroke(shade(light, -0.3), 2));
  }
  if (shaggy && mode !== 'bath') {
    for (let i = 0; i < 14; i++) {
      const x = c.r.range(-90, 90);
      const y = c.r.range(-190, -30);
      out += pth(`M${f(x)} ${f(y)}c6 -8 14 -2 8 6c-6 8 -16 2 -8 -8`, 'none', stroke(shade(fur, -0.3), 2.4, 'opacity=".7"'));
    }
  }
  if (lk.muddy) {
    out += grime(c, 10, -110, -120, 110, -4, 20, '#6b4a2a', 0.75);
    out += specks(c, 60, -120, -260, 120, 0, 3, '#5a3a1a', 0.7);
  }
  if (shaggy && mode === 'shed') {
    for (let i = 0; i < 16; i++)
      out += ell(c.rx.range(-110, 110), c.rx.range(-190, -20), c.rx.range(8, 14), c.rx.range(5, 8), shade(fur, 0.2), 'opacity=".9"');
  }
  if (o.accessory === 'bandana' && !shaggy) {
    out += pth('M-70 -196C-30 -176 30 -176 70 -196L0 -120Z', o.accent ?? '#d9453a');
    out += pth('M-40 -180L-30 -166M0 -174L0 -160M40 -180L30 -166', 'none', stroke('#ffffff', 3, 'opacity=".7"'));
  } else if (!shaggy || mode === 'shed') {
    out += pth('M-62 -192C-30 -178 30 -178 62 -192', 'none', stroke(o.accent ?? '#3a7bd5', 10));
    out += circ(0, -178, 8, '#f2c14e');
  }
  if (!shaggy) out += pth('M-50 -150Q-60 -110 -54 -70', 'none', stroke('#ffffff', 5, 'opacity=".25"'));
  out += petHead(c, o, lk, mode, 0, hy);
  return out;
}

/** A dog lying down with its chin on its front paws, paws towards the viewer (nail close-up). */
function lyingDog(c: Ctx, o: PetOpts, state: State): string {
  const s = c.s;
  const lk = petLook(c, o, state, 'groom');
  const { fur, light, shaggy } = lk;
  c = { ...c, r: c.r.fork('lying') };
  let out = softShadow(s, 0, 0, 260, 22, 0.4);
  out += ell(
    0,
    -130,
    200,
    96,
    c.s.rad(
      [
        [0, shade(fur, 0.05)],
        [1, shade(fur, -0.25)],
      ],
      0.5,
      0.3,
      0.7,
    ),
  );
  out += pth('M190 -120C260 -110 280 -60 250 -30', 'none', stroke(fur, 26));
  for (const px of [-78, 78]) {
    out += rrect(
      px - 44,
      -170,
      88,
      150,
      40,
      s.lin(
        [
          [0, shade(fur, 0.12)],
          [1, shade(fur, -0.1)],
        ],
        0,
        0,
        1,
        0,
      ),
    );
    // toes with nails
    for (const tx of [-26, 0, 26]) {
      const len = shaggy ? 34 : 10;
      out += pth(
        `M${px + tx - 6} -8C${px + tx - 5} ${-8 + len} ${px + tx + 4} ${-4 + len} ${px + tx + 8} ${-2 + len}C${px + tx + 6} ${-6 + len * 0.6} ${px + tx + 6} -6 ${px + tx + 6} -10Z`,
        shaggy ? '#5a5048' : '#3a3530',
      );
      out += ell(
        px + tx,
        -22,
        17,
        20,
        s.rad(
          [
            [0, shade(light, 0.15)],
            [1, shade(light, -0.12)],
          ],
          0.4,
          0.3,
          0.7,
        ),
      );
    }
    if (shaggy) out += pth(tuftPath(c.r, px, -30, 52, 22, 14, 0.4, true), shade(light, -0.15), 'opacity=".9"');
  }
  out += petHead(c, o, lk, 'groom', 0, -190);
  if (shaggy) {
    out += grime(c, 10, -130, -60, 130, 10, 18, '#5a3a1a', 0.7);
    out += specks(c, 50, -140, -80, 140, 10, 3, '#4a2a10', 0.7);
  }
  return out;
}

interface PetScene {
  setting: 'table' | 'tub' | 'towel';
  pet: PetOpts;
  wall: string;
  mode?: 'groom' | 'bath' | 'shed';
  extra?: 'brush' | 'clipper' | 'bubbles' | 'fur' | 'paw' | 'dryer' | 'bathrobe';
  dark?: boolean;
  zoom?: number;
}

function salonBackdrop(c: Ctx, floorY: number, k: number, wall: string, dark: boolean): void {
  const { s, W, H } = c;
  const w = dark ? shade(wall, -0.35) : wall;
  s.add(
    rect(
      0,
      0,
      W,
      floorY,
      s.lin([
        [0, shade(w, -0.08)],
        [1, shade(w, 0.06)],
      ]),
    ),
  );
  // subway tiles on the lower wall
  const ty = floorY - 260 * k;
  s.add(rect(0, ty, W, floorY - ty, shade(w, 0.35)));
  let d = '';
  let row = 0;
  for (let y = ty; y < floorY; y += 26 * k, row++) {
    d += `M0 ${f(y)}L${f(W)} ${f(y)}`;
    for (let x = (row % 2) * 30 * k; x < W; x += 60 * k) d += `M${f(x)} ${f(y)}L${f(x)} ${f(y + 26 * k)}`;
  }
  s.add(pth(d, 'none', `stroke="${shade(w, 0.05)}" stroke-width="${f(Math.max(1, 2 * k))}"`));
  s.add(rect(0, ty - 8 * k, W, 8 * k, shade(w, 0.5)));
  // shelf with bottles, a round mirror and paw-print decals
  const cx = W * 0.2;
  s.add(rect(cx - 120 * k, ty - 150 * k, 240 * k, 12 * k, '#b08a5a'));
  const bottles = ['#e86a8a', '#5bb0e0', '#8bd35a', '#f2c14e', '#a88ad8'];
  bottles.forEach((col, i) => {
    const bx = cx - 100 * k + i * 48 * k;
    const bh = (60 + (i % 3) * 16) * k;
    s.add(
      rrect(
        bx,
        ty - 150 * k - bh,
        30 * k,
        bh,
        8 * k,
        s.lin(
          [
            [0, shade(col, 0.25)],
            [1, col],
          ],
          0,
          0,
          1,
          0,
        ),
      ),
      rect(bx + 8 * k, ty - 150 * k - bh - 14 * k, 14 * k, 14 * k, '#f4f1ea'),
      rect(bx + 5 * k, ty - 150 * k - bh * 0.6, 20 * k, bh * 0.3, '#ffffff', 'opacity=".7"'),
    );
  });
  const mx = W * 0.8;
  const my = ty - 200 * k;
  s.add(
    circ(mx, my, 110 * k, '#d9b26a'),
    circ(
      mx,
      my,
      96 * k,
      s.lin(
        [
          [0, '#dbe9f0'],
          [1, '#9fbccb'],
        ],
        0,
        0,
        1,
        1,
      ),
    ),
  );
  s.add(
    pth(
      `M${f(mx - 50 * k)} ${f(my - 60 * k)}L${f(mx - 10 * k)} ${f(my - 80 * k)}L${f(mx - 70 * k)} ${f(my + 40 * k)}L${f(mx - 90 * k)} ${f(my + 10 * k)}Z`,
      '#ffffff',
      'opacity=".4"',
    ),
  );
  for (const [px, py, rot] of [
    [0.42, 0.18, -20],
    [0.5, 0.1, 10],
    [0.58, 0.2, -10],
  ] as const) {
    const x = W * px;
    const y = ty * py + 40 * k;
    s.add(
      grp(
        `transform="translate(${f(x)} ${f(y)}) rotate(${rot}) scale(${(k * 0.8).toFixed(3)})"`,
        ell(0, 8, 16, 13, '#ffffff', 'opacity=".35"'),
        circ(-16, -10, 6, '#ffffff', 'opacity=".35"'),
        circ(-5, -18, 6, '#ffffff', 'opacity=".35"'),
        circ(7, -18, 6, '#ffffff', 'opacity=".35"'),
        circ(17, -10, 6, '#ffffff', 'opacity=".35"'),
      ),
    );
  }
  tileFloor(c, floorY, k, dark ? '#8a8f96' : '#e4e0d8', dark ? '#7a7f86' : '#cfcac0');
  s.add(rect(0, floorY - 10 * k, W, 10 * k, '#f4f1ea'));
  if (dark) s.add(glow(s, W * 0.5, H * 0.2, W * 0.6, '#ffd9a0', 0.25));
}

function groomTable(s: Svg): string {
  let out = softShadow(s, 0, 0, 240, 16, 0.45);
  out += rect(-150, -180, 14, 180, '#9aa1aa') + rect(136, -180, 14, 180, '#9aa1aa') + rect(-150, -90, 300, 8, '#8a9098');
  out += rrect(
    -230,
    -200,
    460,
    30,
    10,
    s.lin([
      [0, '#3f4a5a'],
      [1, '#2a323d'],
    ]),
  );
  out += rect(-230, -200, 460, 6, '#5a6878');
  // grooming arm
  out += rect(190, -600, 12, 400, '#b8bec6') + rect(60, -600, 142, 12, '#b8bec6');
  out += pth('M70 -590Q60 -500 0 -470', 'none', stroke('#d9453a', 5));
  return out;
}

function petTub(s: Svg, front: boolean): string {
  if (!front) {
    return rrect(-290, -260, 580, 60, 20, '#aeb6bf') + rect(240, -560, 14, 300, '#c0c4ca') + rrect(200, -580, 80, 24, 12, '#c0c4ca');
  }
  let out = softShadow(s, 0, 0, 320, 16, 0.45);
  out += pth(
    'M-300 -250L300 -250L282 -20C280 -8 272 0 258 0L-258 0C-272 0 -280 -8 -282 -20Z',
    s.lin(
      [
        [0, '#e9edf1'],
        [0.5, '#c9d1d9'],
        [1, '#9aa4ae'],
      ],
      0,
      0,
      1,
      0,
    ),
  );
  out += rrect(-310, -264, 620, 26, 12, '#f2f5f8');
  out += rect(-290, -232, 580, 6, '#ffffff', 'opacity=".6"');
  out += pth('M-200 -232L-150 -232L-190 -40L-240 -40Z', '#ffffff', 'opacity=".25"');
  return out;
}

function bubbles(c: Ctx, n: number, x0: number, x1: number, y0: number, y1: number, rmax: number): string {
  const s = c.s;
  let out = '';
  for (let i = 0; i < n; i++) {
    const x = c.r.range(x0, x1);
    const y = c.r.range(y0, y1);
    const rr = c.r.range(rmax * 0.3, rmax);
    out +=
      circ(
        x,
        y,
        rr,
        s.rad([
          [0, '#ffffff', 0.15],
          [0.8, '#e6f3ff', 0.45],
          [1, '#ffffff', 0.9],
        ]),
      ) + circ(x - rr * 0.35, y - rr * 0.35, rr * 0.22, '#ffffff', 'opacity=".9"');
  }
  return out;
}

function foldedTowel(s: Svg, w: number, color: string): string {
  let out = softShadow(s, 0, 0, w * 0.6, 12, 0.4);
  out += rrect(
    -w / 2,
    -50,
    w,
    50,
    14,
    s.lin([
      [0, shade(color, 0.1)],
      [1, shade(color, -0.15)],
    ]),
  );
  out += rrect(
    -w / 2 + 6,
    -86,
    w - 12,
    40,
    14,
    s.lin([
      [0, shade(color, 0.2)],
      [1, shade(color, -0.05)],
    ]),
  );
  out += rect(-w / 2 + 20, -36, w - 40, 6, shade(color, 0.35), 'opacity=".7"');
  return out;
}

function brushTool(): string {
  return (
    rrect(-20, 0, 40, 150, 14, '#8a5a3a') +
    rrect(-60, -90, 120, 100, 20, '#2f3540') +
    pth('M-50 -92L50 -92M-50 -80L50 -80M-50 -68L50 -68M-50 -56L50 -56', 'none', stroke('#c0c4ca', 3)) +
    rect(-56, -100, 112, 8, '#f2c14e')
  );
}

function petScene(c: Ctx, o: PetScene): void {
  const { s, W, H } = c;
  const before = isBefore(c);
  const zoom = o.zoom ?? 1;
  const mult = o.extra === 'paw' ? 1.3 : o.setting === 'towel' ? 1.45 : 1.4;
  const k = (c.tall ? W / 820 : Math.min(W / 1200, H / 820)) * zoom * mult;
  const floorY = H * (c.tall ? 0.8 : o.setting === 'towel' || o.extra === 'paw' ? 0.93 : 1.02);
  const end = s.capture();
  salonBackdrop(c, floorY, Math.min(W / 1200, H / 820) * (c.tall ? 1.3 : 1), o.wall, !!o.dark);
  const L = s.capture();
  const mode = o.mode ?? 'groom';
  if (o.extra === 'paw') {
    s.add(foldedTowel(s, 760, '#7ec4cf'));
    s.add(grp('transform="translate(0 -60)"', lyingDog(c, o.pet, c.state)));
    if (c.state === 'neutral')
      s.add(
        grp(
          'transform="translate(330 -120) rotate(-30)"',
          rrect(-14, -40, 28, 150, 12, '#d9453a'),
          rrect(-14, -140, 28, 100, 12, '#c0c4ca'),
          circ(0, -40, 10, '#2f3540'),
        ),
      );
    if (!before) s.add(sparkles(c, 4, -220, -120, 220, -40, 16));
  } else {
    if (o.setting === 'table') s.add(groomTable(s));
    if (o.setting === 'tub') s.add(petTub(s, false));
    if (o.setting === 'towel') s.add(foldedTowel(s, 420, '#f2b8c6'));
    const petY = o.setting === 'table' ? -192 : o.setting === 'tub' ? -150 : -70;
    const ps = o.pet.puppy ? 0.85 : 1;
    s.add(grp(tr(0, petY, ps), pet(c, o.pet, c.state, mode)));
    if (o.setting === 'tub') {
      s.add(petTub(s, true));
      if (!before || mode !== 'bath') s.add(bubbles(c, 40, -300, 300, -330, -240, 30));
      else s.add(grime(c, 8, -300, -262, 300, -200, 34, '#6b4a2a', 0.5));
    }
    if (o.extra === 'brush') s.add(`<g transform="translate(-330 ${o.setting === 'table' ? -270 : -160}) rotate(-25)">${brushTool()}</g>`);
    if (o.extra === 'bubbles') s.add(bubbles(c, 24, -500, 500, -700, -200, 34));
    if (o.extra === 'dryer')
      s.add(
        grp(
          'transform="translate(-380 -420) rotate(-15)"',
          rrect(-70, -50, 160, 100, 46, '#e2557a'),
          rrect(80, -30, 70, 60, 16, '#c94668'),
          rrect(-30, 40, 50, 140, 16, '#e2557a'),
          pth('M150 -20L230 -50M150 0L240 0M150 20L230 50', 'none', stroke('#ffffff', 5, 'opacity=".6"')),
        ),
      );
    if (o.extra === 'fur' || (mode === 'shed' && before)) {
      for (let i = 0; i < (before ? 30 : 10); i++)
        s.add(pth(tuftPath(c.rx, c.rx.range(-520, 520), c.rx.range(-60, 60), 18, 9, 7, 0.35), shade(o.pet.fur, 0.2), 'opacity=".9"'));
    }
    if (mode === 'shed' && o.extra === 'fur') s.add(`<g transform="translate(330 -120) rotate(30)">${brushTool()}</g>`);
    if (o.setting === 'table' && before) s.add(specks(c, 60, -230, -210, 230, -192, 2.5, shade(o.pet.fur, -0.2), 0.7));
    if (!before) s.add(sparkles(c, c.state === 'after' ? 6 : 3, -260, -600, 260, -250, 20));
  }
  const local = L();
  const petBase = o.setting === 'table' ? 0 : 0;
  s.add(grp(tr(W * 0.5, floorY + petBase, k), local));
  const body = end();
  if (before) {
    s.add(grp(`filter="${s.saturate(0.6)}"`, body));
    s.add(dingyOverlay(c, 0.1));
  } else s.add(body);
  s.add(vignette(c, o.dark ? 0.5 : 0.22));
}

function groomingPlan(c: Ctx, key: string): void {
  const { kind, arg, n } = parseKey(key);
  const golden: PetOpts = { species: 'dog', fur: '#e0a550', light: '#f7e3c0', ears: 'floppy', accessory: 'bow', accent: '#e2557a' };
  const poodle: PetOpts = {
    species: 'dog',
    fur: '#f1ece4',
    light: '#fbf8f2',
    ears: 'fluffy',
    earColor: '#e4ddd2',
    accessory: 'bow',
    accent: '#5bb0e0',
  };
  const puppy: PetOpts = {
    species: 'dog',
    fur: '#a8683a',
    light: '#f0d8b8',
    ears: 'floppy',
    puppy: true,
    accessory: 'bandana',
    accent: '#3a9ad9',
  };
  const husky: PetOpts = { species: 'dog', fur: '#7d8794', light: '#f4f4f2', ears: 'pointy', accessory: 'bandana', accent: '#d9453a' };
  const cat: PetOpts = {
    species: 'cat',
    fur: '#9a9aa6',
    light: '#eeeef2',
    ears: 'pointy',
    earColor: '#8a8a96',
    accessory: 'none',
    accent: '#e2557a',
  };
  const scenes: Record<string, PetScene> = {
    'svc-full-groom': { setting: 'table', pet: golden, wall: '#9fd3d6' },
    'what-full-groom': { setting: 'towel', pet: { ...poodle, accent: '#e2557a' }, wall: '#f6d3dc' },
    'ba-full-groom': { setting: 'table', pet: poodle, wall: '#a9d8e0' },
    'svc-bath-brush': { setting: 'tub', pet: golden, wall: '#b8e0f0', mode: 'bath' },
    'what-bath-brush': { setting: 'towel', pet: { ...husky, accessory: 'none' }, wall: '#cfe8d8', extra: 'brush' },
    'ba-bath-brush': { setting: 'tub', pet: { ...golden, fur: '#d9b88a', accessory: 'none' }, wall: '#bfe3ee', mode: 'bath' },
    'svc-puppy-groom': { setting: 'towel', pet: puppy, wall: '#f9e0b8' },
    'what-puppy-groom': { setting: 'towel', pet: { ...puppy, fur: '#f0e2c8', light: '#fffaf0', accent: '#e2557a' }, wall: '#d8e8f8' },
    'ba-puppy-groom': { setting: 'table', pet: { ...puppy, fur: '#c99a60' }, wall: '#f6e6c8' },
    'svc-nail-trim-paw-care': { setting: 'towel', pet: golden, wall: '#d8eef0', extra: 'paw' },
    'what-nail-trim-paw-care': { setting: 'towel', pet: { ...golden, fur: '#8a5a3a', light: '#e8c8a0' }, wall: '#f4dfe6', extra: 'paw' },
    'ba-nail-trim-paw-care': { setting: 'towel', pet: { ...golden, fur: '#d9b070' }, wall: '#dcecf2', extra: 'paw' },
    'svc-de-shedding': { setting: 'table', pet: husky, wall: '#cfe3f2', mode: 'shed' },
    'what-de-shedding': {
      setting: 'towel',
      pet: { ...husky, fur: '#c98a4a', light: '#f8ead8' },
      wall: '#f2e4cc',
      mode: 'shed',
      extra: 'fur',
    },
    'ba-de-shedding': { setting: 'table', pet: { ...husky, accessory: 'none' }, wall: '#d6e8ea', mode: 'shed' },
    'svc-cat-grooming': { setting: 'towel', pet: cat, wall: '#e8dcf2' },
    'what-cat-grooming': {
      setting: 'table',
      pet: { ...cat, fur: '#e09a50', light: '#fbe8d0', earColor: '#c88040' },
      wall: '#f6e0d0',
      extra: 'brush',
    },
    'ba-cat-grooming': { setting: 'table', pet: { ...cat, fur: '#6a6a74', light: '#e8e8ec', earColor: '#5a5a64' }, wall: '#e2d8ee' },
    'hero-1': { setting: 'table', pet: golden, wall: '#2f7f86', dark: true },
    'hero-2': { setting: 'tub', pet: poodle, wall: '#3a6f96', dark: true, mode: 'bath', extra: 'bubbles' },
    'process-1': { setting: 'table', pet: { ...golden, accessory: 'none' }, wall: '#cfe8e6', extra: 'brush' },
    'process-2': { setting: 'tub', pet: { ...poodle, accessory: 'none' }, wall: '#bfe3ee', mode: 'bath', extra: 'bubbles' },
    'process-3': { setting: 'table', pet: golden, wall: '#f6d3dc' },
    og: { setting: 'table', pet: golden, wall: '#3f8f96', dark: true },
  };
  const gallery: PetScene[] = [
    { setting: 'table', pet: golden, wall: '#b8e0e2' },
    { setting: 'towel', pet: poodle, wall: '#d8e8f8', extra: 'bubbles' },
    { setting: 'towel', pet: puppy, wall: '#f9e0b8' },
    { setting: 'table', pet: cat, wall: '#e8dcf2' },
    {
      setting: 'table',
      pet: { species: 'dog', fur: '#3a3a40', light: '#8a8a90', ears: 'floppy', accessory: 'bandana', accent: '#f2c14e' },
      wall: '#f2e8d0',
    },
    { setting: 'towel', pet: husky, wall: '#cfe3f2' },
    { setting: 'tub', pet: { ...golden, accessory: 'none' }, wall: '#bfe3ee', mode: 'bath', extra: 'bubbles' },
    { setting: 'towel', pet: { ...cat, fur: '#e09a50', light: '#fbe8d0', earColor: '#c88040' }, wall: '#f6e0d0' },
    { setting: 'table', pet: { ...poodle, fur: '#eed9b0', light: '#fbf3e2', earColor: '#e0c898', accent: '#8a5ad8' }, wall: '#dff0e0' },
    {
      setting: 'towel',
      pet: {
        species: 'dog',
        fur: '#f4f2ee',
        light: '#ffffff',
        ears: 'floppy',
        earColor: '#3a3a40',
        spots: true,
        accessory: 'bow',
        accent: '#3a9ad9',
      },
      wall: '#f6d3dc',
    },
  ];
  let sc: PetScene | undefined;
  if (kind === 'before' || kind === 'after') sc = scenes[`ba-${arg}`];
  else if (kind === 'hero') sc = scenes[`hero-${n}`];
  else if (kind === 'gallery') sc = gallery[(n - 1) % gallery.length];
  else if (kind === 'process') sc = scenes[`process-${n}`];
  else sc = scenes[kind === 'og' ? 'og' : key];
  if (!sc) throw new Error(`generate-stock-images: no pet-grooming scene for "${key}"`);
  petScene(c, sc);
}

// ---------------------------------------------------------------------------------------------
// People (barber clients, avatars): head and shoulders, origin at the bottom centre
// ---------------------------------------------------------------------------------------------

type HairStyle =
  | 'shaggy'
  | 'crop'
  | 'fade'
  | 'skinfade'
  | 'sidepart'
  | 'pompadour'
  | 'curly'
  | 'buzz'
  | 'long'
  | 'bun'
  | 'bob'
  | 'bald'
  | 'kidshaggy'
  | 'kidneat';
type BeardStyle = 'none' | 'stubble' | 'trim' | 'full' | 'messy' | 'goatee';

interface PersonOpts {
  skin: string;
  hair: string;
  style: HairStyle;
  beard: BeardStyle;
  /** Clothing / cape colour. */
  shirt: string;
  cape?: boolean;
  kid?: boolean;
  smile?: boolean;
}

const FACE = 'M-78 -310C-80 -380 -45 -405 0 -405C45 -405 80 -380 78 -310C76 -250 50 -205 0 -198C-50 -205 -76 -250 -78 -310Z';

function person(c: Ctx, o: PersonOpts): string {
  const s = c.s;
  const skinFill = s.rad(
    [
      [0, shade(o.skin, 0.12)],
      [0.7, o.skin],
      [1, shade(o.skin, -0.12)],
    ],
    0.45,
    0.4,
    0.7,
  );
  const hairFill = s.lin([
    [0, shade(o.hair, 0.2)],
    [1, shade(o.hair, -0.15)],
  ]);
  const hairDark = shade(o.hair, -0.1);
  let out = '';
  // hair behind the head
  if (o.style === 'long') out += pth('M-100 -300C-118 -430 118 -430 100 -300L118 -140C60 -120 -60 -120 -118 -140Z', hairFill);
  if (o.style === 'bob') out += pth('M-98 -300C-112 -430 112 -430 98 -300L104 -222C60 -212 -60 -212 -104 -222Z', hairFill);
  if (o.style === 'shaggy') out += pth(tuftPath(c.r, 0, -318, 122, 112, 20, 0.14, true), hairFill);
  if (o.style === 'kidshaggy') out += pth(tuftPath(c.r, 0, -330, 108, 96, 18, 0.14, true), hairFill);
  // torso
  const tw = o.kid ? 160 : 205;
  const torso = `M${-tw} 0C${-tw} -80 ${-tw + 30} -140 -100 -160L-34 -170L34 -170L100 -160C${tw - 30} -140 ${tw} -80 ${tw} 0Z`;
  out += pth('M-32 -232L-36 -150L36 -150L32 -232Z', shade(o.skin, -0.15));
  out += pth(
    torso,
    s.lin([
      [0, shade(o.shirt, 0.15)],
      [1, shade(o.shirt, -0.2)],
    ]),
  );
  if (o.cape) {
    out +=
      ell(0, -168, 46, 14, '#f4f1ea') +
      pth('M-110 -150C-60 -60 -40 -20 -30 0M110 -150C60 -60 40 -20 30 0', 'none', stroke(shade(o.shirt, -0.25), 3, 'opacity=".6"'));
  } else {
    out += pth('M-36 -166L0 -120L36 -166', 'none', stroke(shade(o.shirt, -0.3), 6));
  }
  // ears, face
  out += ell(-80, -300, 13, 22, shade(o.skin, -0.06)) + ell(80, -300, 13, 22, shade(o.skin, -0.06));
  out += pth(FACE, skinFill);
  // beard area
  const beardD =
    'M-80 -305C-80 -250 -60 -196 0 -184C60 -196 80 -250 80 -305L68 -305C66 -272 52 -252 30 -250C15 -254 -15 -254 -30 -250C-52 -252 -66 -272 -68 -305Z';
  if (o.beard === 'stubble')
    out += pth(beardD, o.hair, 'opacity=".28"') + specks({ ...c, rx: c.r }, 120, -70, -290, 70, -196, 1.2, hairDark, 0.5);
  if (o.beard === 'trim') out += pth(beardD, hairFill) + pth('M-34 -244C-20 -266 20 -266 34 -244C18 -254 -18 -254 -34 -244Z', hairFill);
  if (o.beard === 'goatee')
    out +=
      pth('M-30 -246C-26 -210 26 -210 30 -246C18 -236 -18 -236 -30 -246Z', hairFill) +
      pth('M-30 -244C-18 -262 18 -262 30 -244C18 -252 -18 -252 -30 -244Z', hairFill);
  // eyes, brows, nose, mouth
  const eyeR = o.kid ? 9 : 7;
  for (const sx of [-1, 1]) {
    out += ell(sx * 30, -305, eyeR, eyeR + 1.5, '#2a2420') + circ(sx * 30 + 2.5, -308, eyeR * 0.35, '#ffffff');
    out += pth(
      `M${sx * 16} -326Q${sx * 30} -336 ${sx * 44} -327`,
      'none',
      stroke(o.style === 'bald' ? shade(o.skin, -0.4) : hairDark, o.kid ? 4 : 5.5),
    );
    out += ell(sx * 44, -272, 13, 8, '#e8786a', 'opacity=".22"');
  }
  out += pth('M-4 -296Q-2 -272 8 -266Q2 -262 -8 -266', 'none', stroke(shade(o.skin, -0.3), 3));
  if (o.beard !== 'full' && o.beard !== 'messy') {
    out +=
      o.smile === false
        ? pth('M-16 -238Q0 -232 16 -238', 'none', stroke('#7a3a30', 4))
        : pth('M-22 -242Q0 -218 22 -242Q0 -234 -22 -242Z', '#7a3a30', stroke('#7a3a30', 2));
  }
  if (o.beard === 'trim' || o.beard === 'goatee') out += pth('M-34 -244C-20 -266 20 -266 34 -244C18 -254 -18 -254 -34 -244Z', hairFill);
  if (o.beard === 'full') {
    out += pth(
      'M-82 -305C-86 -230 -60 -168 0 -160C60 -168 86 -230 82 -305L68 -305C66 -272 52 -252 30 -250C15 -254 -15 -254 -30 -250C-52 -252 -66 -272 -68 -305Z',
      hairFill,
    );
    out +=
      pth('M-38 -240C-20 -268 20 -268 38 -240C18 -252 -18 -252 -38 -240Z', hairFill) +
      pth('M-14 -232Q0 -226 14 -232', 'none', stroke('#7a3a30', 4));
    out += pth('M-60 -270L-58 -290M60 -270L58 -290', 'none', stroke(shade(o.hair, 0.25), 2, 'opacity=".5"'));
  }
  if (o.beard === 'messy') {
    out += pth(tuftPath(c.r, 0, -226, 90, 68, 20, 0.2, true), hairFill);
    out += pth(tuftPath(c.r, 0, -250, 52, 16, 10, 0.5, true), hairDark);
    for (let i = 0; i < 16; i++) {
      const x = c.r.range(-80, 80);
      const y = c.r.range(-250, -160);
      out += pth(
        `M${f(x)} ${f(y)}q${f(c.r.range(-8, 8))} 10 ${f(c.r.range(-6, 6))} 20`,
        'none',
        stroke(shade(o.hair, 0.25), 2, 'opacity=".6"'),
      );
    }
  }
  // hair on top
  const sideFade = (strength: number) => {
    let o2 = '';
    for (const sx of [-1, 1]) {
      const g = s.lin([
        [0, o.hair, 0.95],
        [1, o.hair, 0.95 - strength],
      ]);
      o2 += pth(`M${sx * 84} -352C${sx * 88} -330 ${sx * 86} -305 ${sx * 80} -280L${sx * 62} -292L${sx * 62} -356Z`, g);
    }
    return o2;
  };
  switch (o.style) {
    case 'crop':
      out +=
        sideFade(0.4) +
        pth(
          'M-84 -320C-92 -410 -50 -440 0 -440C50 -440 92 -410 84 -320C78 -345 70 -362 50 -374C20 -384 -20 -384 -50 -374C-70 -362 -78 -345 -84 -320Z',
          hairFill,
        );
      break;
    case 'fade':
      out +=
        sideFade(0.8) +
        pth(
          'M-78 -350C-88 -420 -50 -446 0 -446C50 -446 88 -420 78 -350C70 -366 60 -376 46 -382C20 -390 -20 -390 -46 -382C-60 -376 -70 -366 -78 -350Z',
          hairFill,
        );
      out += pth('M-50 -420L-30 -432M-10 -424L10 -438M30 -426L50 -434', 'none', stroke(shade(o.hair, 0.3), 3, 'opacity=".6"'));
      break;
    case 'skinfade':
      out +=
        sideFade(0.95) +
        pth(
          'M-72 -362C-82 -428 -46 -452 0 -452C46 -452 82 -428 72 -362C64 -376 56 -384 44 -388C20 -396 -20 -396 -44 -388C-56 -384 -64 -376 -72 -362Z',
          hairFill,
        );
      out += pth('M-40 -400L-70 -386', 'none', stroke(shade(o.skin, -0.05), 3));
      break;
    case 'sidepart':
      out +=
        sideFade(0.5) +
        pth(
          'M-84 -322C-92 -412 -40 -444 10 -442C62 -440 94 -408 84 -322C80 -352 70 -374 40 -384C10 -394 -30 -396 -50 -382C-70 -370 -80 -346 -84 -322Z',
          hairFill,
        );
      out +=
        pth('M-42 -438L-50 -392', 'none', stroke(shade(o.hair, 0.35), 3)) +
        pth('M-30 -430C10 -440 50 -428 70 -400', 'none', stroke(shade(o.hair, 0.3), 4, 'opacity=".6"'));
      break;
    case 'pompadour':
      out +=
        sideFade(0.85) +
        pth(
          'M-80 -340C-96 -430 -50 -478 20 -474C84 -470 100 -426 80 -344C74 -366 60 -382 30 -388C0 -394 -40 -394 -60 -380C-72 -370 -78 -356 -80 -340Z',
          hairFill,
        );
      out += pth(
        'M-40 -452C0 -476 50 -466 74 -430M-30 -430C10 -450 50 -444 68 -414',
        'none',
        stroke(shade(o.hair, 0.35), 4, 'opacity=".6"'),
      );
      break;
    case 'curly':
      out += sideFade(0.8);
      for (let i = 0; i < 22; i++) {
        const a = Math.PI + (i / 21) * Math.PI;
        const rr = c.r.range(0.85, 1.05);
        out += circ(Math.cos(a) * 70 * rr, -372 + Math.sin(a) * 70 * rr, c.r.range(18, 24), i % 2 ? hairFill : hairDark);
      }
      for (let i = 0; i < 8; i++) out += circ(c.r.range(-50, 50), c.r.range(-430, -390), 20, hairFill);
      break;
    case 'buzz':
      out += pth(
        'M-80 -318C-84 -396 -45 -414 0 -414C45 -414 84 -396 80 -318C74 -350 60 -372 0 -378C-60 -372 -74 -350 -80 -318Z',
        o.hair,
        'opacity=".85"',
      );
      break;
    case 'long':
    case 'bob':
      out += pth(
        'M-92 -300C-100 -410 -40 -436 10 -432C70 -428 100 -390 92 -300C86 -340 60 -372 20 -380C-10 -360 -50 -344 -92 -300Z',
        hairFill,
      );
      break;
    case 'bun':
      out +=
        circ(0, -440, 36, hairFill) +
        pth('M-82 -318C-86 -404 -45 -424 0 -424C45 -424 86 -404 82 -318C76 -350 60 -376 0 -382C-60 -376 -76 -350 -82 -318Z', hairFill);
      break;
    case 'bald':
      out += ell(-20, -380, 24, 10, '#ffffff', 'opacity=".25"');
      break;
    case 'kidneat':
      out +=
        sideFade(0.6) +
        pth('M-84 -322C-92 -412 -40 -444 10 -442C62 -440 94 -408 84 -322C78 -346 66 -362 40 -366C0 -350 -50 -356 -84 -322Z', hairFill);
      break;
    case 'shaggy':
    case 'kidshaggy': {
      // heavy fringe over the forehead and ears
      let d = 'M-96 -300C-104 -420 -40 -452 10 -448C70 -444 106 -410 96 -300';
      const n = 10;
      for (let i = n; i >= 0; i--) {
        const x = -96 + (192 * i) / n;
        const y = i === 0 || i === n ? -250 : -338 + c.r.range(-6, 14);
        d += `L${f(x + 9)} ${f(y - 26)}L${f(x)} ${f(y)}`;
      }
      out += pth(`${d}Z`, hairFill);
      for (const sx of [-1, 1]) out += pth(tuftPath(c.r, sx * 88, -290, 26, 46, 10, 0.45, true), hairFill);
      out += pth(
        'M-60 -420C-40 -400 -10 -410 0 -380M20 -430C40 -410 60 -400 70 -370',
        'none',
        stroke(shade(o.hair, 0.3), 3, 'opacity=".5"'),
      );
      break;
    }
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Barber: shop interior, chair, pole, tools
// ---------------------------------------------------------------------------------------------

function barberPole(s: Svg, x: number, y: number, h: number): string {
  const w = h * 0.16;
  const clip = s.clip(rrect(x - w / 2, y, w, h, w * 0.3, '#000'));
  let stripes = rect(x - w / 2, y, w, h, '#f7f5f0');
  const cols = ['#d7262e', '#f7f5f0', '#1f4fa0', '#f7f5f0'];
  for (let i = -4; i < Math.ceil(h / (w * 0.5)) + 4; i++) {
    const sy = y + i * w * 0.5;
    stripes += pth(
      poly([
        [x - w / 2, sy],
        [x + w / 2, sy - w * 0.7],
        [x + w / 2, sy - w * 0.7 + w * 0.5],
        [x - w / 2, sy + w * 0.5],
      ]),
      cols[((i % 4) + 4) % 4]!,
    );
  }
  stripes += rect(
    x - w / 2,
    y,
    w,
    h,
    s.lin(
      [
        [0, '#000000', 0.35],
        [0.35, '#ffffff', 0.25],
        [0.5, '#ffffff', 0.05],
        [1, '#000000', 0.45],
      ],
      0,
      0,
      1,
      0,
    ),
  );
  let out = glow(s, x, y + h / 2, h * 0.6, '#ff8a70', 0.25);
  out += rrect(
    x - w * 0.75,
    y - w * 0.6,
    w * 1.5,
    w * 0.6,
    w * 0.2,
    s.lin(
      [
        [0, '#f0f2f5'],
        [0.5, '#9aa1aa'],
        [1, '#d8dce2'],
      ],
      0,
      0,
      1,
      0,
    ),
  );
  out += ell(
    x,
    y - w * 0.6,
    w * 0.5,
    w * 0.45,
    s.lin(
      [
        [0, '#f0f2f5'],
        [1, '#9aa1aa'],
      ],
      0,
      0,
      1,
      0,
    ),
  );
  out += grp(`clip-path="${clip}"`, stripes);
  out += rrect(
    x - w * 0.75,
    y + h,
    w * 1.5,
    w * 0.6,
    w * 0.2,
    s.lin(
      [
        [0, '#f0f2f5'],
        [0.5, '#9aa1aa'],
        [1, '#d8dce2'],
      ],
      0,
      0,
      1,
      0,
    ),
  );
  out += rect(x - w * 0.1, y + h + w * 0.6, w * 0.2, w * 0.4, '#9aa1aa') + rect(x - w * 0.4, y + h / 2 - w * 0.1, w * 0.2, 0, '#000');
  return out;
}

/** Classic barber chair, side view facing left, floor at y = 0, ~430 units tall. */
function barberChair(s: Svg, leather: string): string {
  const chrome = s.lin(
    [
      [0, '#f2f4f7'],
      [0.45, '#aab1ba'],
      [0.6, '#e6e9ed'],
      [1, '#7d858f'],
    ],
    0,
    0,
    1,
    0,
  );
  const lea = s.lin([
    [0, shade(leather, 0.25)],
    [0.6, leather],
    [1, shade(leather, -0.35)],
  ]);
  let out = softShadow(s, 0, 0, 150, 16, 0.5);
  out += ell(0, -6, 96, 14, chrome) + rect(-20, -130, 40, 126, chrome);
  out += rrect(36, -30, 44, 10, 4, '#2a2e35');
  out += rect(-90, -150, 180, 22, chrome);
  // footrest
  out += rect(-150, -150, 12, 110, chrome) + pth('M-178 -44L-120 -44L-112 -26L-186 -26Z', chrome);
  out += rect(-150, -160, 70, 14, chrome);
  // seat
  out += rrect(-120, -212, 240, 64, 24, lea);
  out += rect(-100, -206, 200, 6, '#ffffff', 'opacity=".25"');
  // backrest
  out += `<g transform="translate(96 -200) rotate(10)">${rrect(-34, -250, 68, 262, 28, lea)}${rect(-24, -236, 8, 220, '#ffffff', 'opacity=".2"')}${rrect(-40, -320, 80, 62, 22, lea)}${rect(-6, -260, 12, 16, chrome)}</g>`;
  // armrest
  out += rect(-70, -270, 12, 60, chrome) + rect(50, -270, 12, 60, chrome);
  out += rrect(-110, -292, 200, 26, 13, lea);
  out += rrect(-118, -290, 30, 22, 10, chrome);
  return out;
}

function barberBackdrop(c: Ctx, floorY: number, k: number, wall: string, brick: boolean): void {
  const { s, W, H } = c;
  s.add(
    rect(
      0,
      0,
      W,
      floorY,
      s.lin([
        [0, shade(wall, -0.35)],
        [1, shade(wall, -0.05)],
      ]),
    ),
  );
  if (brick) {
    let d = '';
    const bh = 30 * k;
    const bw = 90 * k;
    let row = 0;
    for (let y = 0; y < floorY; y += bh, row++) {
      d += `M0 ${f(y)}L${f(W)} ${f(y)}`;
      for (let x = (row % 2) * bw * 0.5; x < W; x += bw) d += `M${f(x)} ${f(y)}L${f(x)} ${f(y + bh)}`;
    }
    s.add(pth(d, 'none', `stroke="${shade(wall, -0.45)}" stroke-width="${f(Math.max(1.5, 3 * k))}" opacity=".7"`));
  }
  // wood wainscot
  const wy = floorY - 230 * k;
  s.add(
    rect(
      0,
      wy,
      W,
      floorY - wy,
      s.lin([
        [0, '#6b4226'],
        [1, '#4a2c18'],
      ]),
    ),
  );
  for (let x = 0; x < W; x += 70 * k) s.add(rect(x, wy, 2 * k, floorY - wy, '#3a2212', 'opacity=".6"'));
  s.add(rect(0, wy - 12 * k, W, 14 * k, '#8a5a34'), rect(0, wy - 12 * k, W, 3 * k, '#b07a4a'));
  // checker floor in perspective
  s.add(rect(0, floorY, W, H - floorY, '#e8e2d6'));
  const vx = W / 2;
  const t0 = 60 * k;
  const spread = 2.4;
  const xAt = (i: number, y: number) => vx + i * t0 * (1 + ((spread - 1) * (y - floorY)) / Math.max(1, H - floorY));
  const nCols = Math.ceil(W / t0);
  let y = floorY;
  let gap = 18 * k;
  let row = 0;
  let d = '';
  while (y < H) {
    const y2 = Math.min(H + 2, y + gap);
    for (let i = -nCols; i < nCols; i++) {
      if ((((i + row) % 2) + 2) % 2) continue;
      d += `M${f(xAt(i, y))} ${f(y)}L${f(xAt(i + 1, y))} ${f(y)}L${f(xAt(i + 1, y2))} ${f(y2)}L${f(xAt(i, y2))} ${f(y2)}Z`;
    }
    y = y2;
    gap *= 1.28;
    row++;
  }
  s.add(pth(d, '#25262b'));
  s.add(
    rect(
      0,
      floorY,
      W,
      H - floorY,
      s.lin([
        [0, '#000000', 0.35],
        [1, '#000000', 0.05],
      ]),
    ),
  );
}

function pendantLamps(c: Ctx, xs: number[], len: number, k: number): void {
  const s = c.s;
  for (const x of xs) {
    s.add(glow(s, x, len + 40 * k, 260 * k, '#ffcf80', 0.45));
    s.add(line(x, 0, x, len, '#1a1a1a', 2 * k));
    s.add(
      pth(
        `M${f(x - 46 * k)} ${f(len + 40 * k)}L${f(x - 16 * k)} ${f(len)}L${f(x + 16 * k)} ${f(len)}L${f(x + 46 * k)} ${f(len + 40 * k)}Z`,
        s.lin([
          [0, '#3a3a3a'],
          [1, '#1a1a1a'],
        ]),
      ),
    );
    s.add(ell(x, len + 40 * k, 46 * k, 8 * k, '#fff0c0'));
    s.add(
      pth(
        `M${f(x - 46 * k)} ${f(len + 44 * k)}L${f(x + 46 * k)} ${f(len + 44 * k)}L${f(x + 200 * k)} ${f(len + 600 * k)}L${f(x - 200 * k)} ${f(len + 600 * k)}Z`,
        s.lin([
          [0, '#ffe0a0', 0.22],
          [1, '#ffe0a0', 0],
        ]),
      ),
    );
  }
}

/** Mirror station: framed mirror above a counter with bottles (local units, floor at y = 0). */
function mirrorStation(c: Ctx, cx: number, w: number): string {
  const s = c.s;
  let out =
    rrect(cx - w / 2 - 14, -640, w + 28, 330, 10, '#c9a24a') +
    rect(
      cx - w / 2,
      -626,
      w,
      302,
      s.lin(
        [
          [0, '#5a6a72'],
          [1, '#2f3a40'],
        ],
        0,
        0,
        1,
        1,
      ),
    );
  out += pth(
    `M${f(cx - w * 0.3)} -626L${f(cx - w * 0.1)} -626L${f(cx - w * 0.35)} -324L${f(cx - w * 0.55 < -9999 ? 0 : cx - w * 0.5)} -324Z`,
    '#ffffff',
    'opacity=".12"',
  );
  out +=
    rect(cx - w / 2 - 30, -300, w + 60, 20, '#d9d2c4') +
    rect(
      cx - w / 2 - 20,
      -280,
      w + 40,
      280,
      s.lin([
        [0, '#3a2a1e'],
        [1, '#22180f'],
      ]),
    );
  out +=
    rrect(cx - w / 2, -260, w / 2 - 10, 110, 6, 'none', stroke('#5a4230', 3)) +
    rrect(cx + 10, -260, w / 2 - 10, 110, 6, 'none', stroke('#5a4230', 3));
  const cols = ['#2f8a6a', '#c0392b', '#d9a23a', '#3a6fb0', '#ecece4'];
  for (let i = 0; i < 5; i++) {
    const bx = cx - w / 2 + 30 + (i * (w - 60)) / 5;
    const bh = 50 + (i % 3) * 20;
    out +=
      rrect(
        bx,
        -300 - bh,
        30,
        bh,
        8,
        s.lin(
          [
            [0, shade(cols[i]!, 0.25)],
            [1, cols[i]!],
          ],
          0,
          0,
          1,
          0,
        ),
      ) + rect(bx + 8, -314 - bh, 14, 14, '#222');
  }
  return out;
}

function scissors(s: Svg, col = '#c9ced6'): string {
  const metal = s.lin(
    [
      [0, '#f2f4f7'],
      [0.5, col],
      [1, '#8a929c'],
    ],
    0,
    0,
    1,
    0,
  );
  const half = (rot: number, handle: string) =>
    `<g transform="rotate(${rot})">${pth('M-9 0L-3 -250C0 -256 6 -254 8 -246L9 0Z', metal)}${rect(-6, 0, 12, 70, handle)}${circ(0, 100, 30, 'none', stroke(handle, 13))}</g>`;
  return half(-9, '#2a2e35') + half(9, '#c0392b') + circ(0, 0, 9, '#6a7078') + circ(0, 0, 4, '#d8dce2');
}

function comb(col = '#2a2e35'): string {
  let d = '';
  for (let x = -130; x < 130; x += 9) d += `M${x} 0L${x} 46`;
  return (
    rrect(-140, -24, 280, 30, 8, col) +
    pth(d, 'none', `stroke="${col}" stroke-width="5"`) +
    rect(-130, -18, 200, 4, '#ffffff', 'opacity=".2"')
  );
}

function clipper(s: Svg, body = '#2a2e35'): string {
  return (
    pth('M-60 200C-90 250 -40 300 0 340', 'none', stroke('#1a1a1a', 8)) +
    rrect(
      -60,
      -180,
      120,
      390,
      50,
      s.lin(
        [
          [0, shade(body, 0.3)],
          [0.5, body],
          [1, shade(body, -0.3)],
        ],
        0,
        0,
        1,
        0,
      ),
    ) +
    rect(-56, -60, 112, 40, '#c9a24a') +
    rrect(
      -64,
      -210,
      128,
      40,
      8,
      s.lin(
        [
          [0, '#f2f4f7'],
          [1, '#9aa1aa'],
        ],
        0,
        0,
        1,
        0,
      ),
    ) +
    pth(
      'M-60 -210L-60 -226M-45 -210L-45 -226M-30 -210L-30 -226M-15 -210L-15 -226M0 -210L0 -226M15 -210L15 -226M30 -210L30 -226M45 -210L45 -226M60 -210L60 -226',
      'none',
      stroke('#c0c4ca', 5),
    ) +
    rrect(-14, 30, 28, 60, 8, '#c0392b') +
    rect(-40, -150, 10, 300, '#ffffff', 'opacity=".18"')
  );
}

function razor(s: Svg): string {
  return (
    rrect(
      -20,
      0,
      40,
      260,
      18,
      s.lin(
        [
          [0, '#6b4226'],
          [1, '#3a2212'],
        ],
        0,
        0,
        1,
        0,
      ),
    ) +
    circ(0, 8, 8, '#c9a24a') +
    pth(
      'M-18 0L-24 -250C-24 -262 -10 -266 14 -256L20 -10Z',
      s.lin(
        [
          [0, '#f2f4f7'],
          [1, '#9aa1aa'],
        ],
        0,
        0,
        1,
        0,
      ),
    )
  );
}

function shaveBrush(s: Svg): string {
  return (
    pth(
      'M-60 -80C-70 -200 70 -200 60 -80Z',
      s.lin([
        [0, '#f2ece0'],
        [1, '#b8a890'],
      ]),
    ) +
    rrect(
      -44,
      -84,
      88,
      160,
      22,
      s.lin(
        [
          [0, '#e8e4dc'],
          [0.5, '#c9a24a'],
          [1, '#8a6a2a'],
        ],
        0,
        0,
        1,
        0,
      ),
    )
  );
}

function oilBottle(s: Svg): string {
  return (
    rrect(
      -40,
      -160,
      80,
      160,
      14,
      s.lin(
        [
          [0, '#b86a1a', 0.95],
          [1, '#7a3a0a', 0.95],
        ],
        0,
        0,
        1,
        0,
      ),
    ) +
    rect(-26, -110, 52, 60, '#f4ecd8') +
    rrect(-16, -210, 32, 50, 6, '#1a1a1a') +
    rect(-30, -150, 10, 130, '#ffffff', 'opacity=".25"')
  );
}

function rolledTowel(s: Svg, col = '#f4f1ea'): string {
  return (
    rrect(
      -150,
      -60,
      300,
      120,
      60,
      s.lin([
        [0, '#ffffff'],
        [1, shade(col, -0.15)],
      ]),
    ) +
    circ(150, 0, 60, shade(col, -0.05)) +
    circ(150, 0, 40, shade(col, -0.12)) +
    circ(150, 0, 20, shade(col, -0.2))
  );
}

interface BarberScene {
  kind: 'portrait' | 'interior' | 'tools';
  person?: PersonOpts;
  /** Appearance before the service (used for `before-` keys and process step 1). */
  beforeLook?: Partial<PersonOpts>;
  wall: string;
  brick?: boolean;
  leather?: string;
  tools?: ('scissors' | 'comb' | 'clipper' | 'razor' | 'brush' | 'oil' | 'towel')[];
  extra?: 'clipper' | 'mirror' | 'towel';
}

function barberScene(c: Ctx, o: BarberScene): void {
  const { s, W, H } = c;
  const before = isBefore(c);
  if (o.kind === 'interior') {
    const k = c.tall ? W / 800 : Math.min(W / 1200, H / 760);
    const floorY = H * (c.tall ? 0.74 : 0.78);
    barberBackdrop(c, floorY, k, o.wall, !!o.brick);
    const L = s.capture();
    const ww = W / k / 2;
    s.add(mirrorStation(c, c.tall ? 0 : -ww * 0.05, 380));
    if (!c.tall) s.add(mirrorStation(c, ww * 0.85, 380));
    s.add(grp(tr(c.tall ? 60 : ww * 0.22, 40, 1.05), barberChair(s, o.leather ?? '#8a1c1c')));
    if (!c.tall) s.add(grp(tr(-ww * 0.45, 30, 0.85), barberChair(s, shade(o.leather ?? '#8a1c1c', -0.1))));
    s.add(barberPole(s, c.tall ? -ww * 0.75 : -ww * 0.82, -560, 240));
    s.add(plant(c, c.tall ? -ww * 0.7 : -ww * 0.68, 40, 170, '#2f3540'));
    s.add(grp(tr(W / 2, floorY, k), L()));
    pendantLamps(c, c.tall ? [W * 0.5] : [W * 0.28, W * 0.62], H * 0.12, k);
    s.add(vignette(c, 0.55));
    return;
  }
  if (o.kind === 'tools') {
    // flat lay on a dark wooden counter
    s.add(
      rect(
        0,
        0,
        W,
        H,
        s.lin(
          [
            [0, '#5a3a22'],
            [1, '#3a2414'],
          ],
          0,
          0,
          1,
          1,
        ),
      ),
    );
    for (let y = 0; y < H; y += H / 7) s.add(rect(0, y, W, 2, '#2a180c', 'opacity=".6"'));
    for (let i = 0; i < 30; i++)
      s.add(
        pth(
          `M${f(c.r.range(0, W))} ${f(c.r.range(0, H))}q${f(c.r.range(40, 120))} ${f(c.r.range(-4, 4))} ${f(c.r.range(80, 240))} 0`,
          'none',
          stroke('#6b4a2e', 2, 'opacity=".5"'),
        ),
      );
    const k = Math.min(W / 1000, H / 700);
    const tools = o.tools ?? ['scissors', 'comb'];
    const slots: [number, number, number][] = [
      [0.22, 0.5, -20],
      [0.5, 0.45, 8],
      [0.78, 0.52, 25],
      [0.35, 0.82, 80],
      [0.7, 0.18, -70],
    ];
    tools.forEach((t, i) => {
      const [xk, yk, rot] = slots[i % slots.length]!;
      const draw =
        t === 'scissors'
          ? scissors(s)
          : t === 'comb'
            ? comb()
            : t === 'clipper'
              ? clipper(s)
              : t === 'razor'
                ? razor(s)
                : t === 'brush'
                  ? shaveBrush(s)
                  : t === 'oil'
                    ? oilBottle(s)
                    : rolledTowel(s);
      s.add(
        `<g transform="translate(${f(W * xk + 8 * k)} ${f(H * yk + 10 * k)}) rotate(${rot}) scale(${(k * 0.9).toFixed(3)})" opacity=".35">${draw.replace(/fill="[^"]*"/g, 'fill="#000"').replace(/stroke="#[0-9a-f]{6}"/g, 'stroke="#000"')}</g>`,
      );
      s.add(`<g transform="translate(${f(W * xk)} ${f(H * yk)}) rotate(${rot}) scale(${(k * 0.9).toFixed(3)})">${draw}</g>`);
    });
    s.add(glow(s, W * 0.3, H * 0.2, W * 0.5, '#ffd9a0', 0.25));
    s.add(vignette(c, 0.45));
    return;
  }
  // portrait
  const k = c.tall ? W / 560 : Math.min(W / 900, H / 560);
  barberBackdrop(c, H * 0.92, Math.min(W / 1200, H / 760), o.wall, !!o.brick);
  s.add(barberPole(s, W * 0.1, H * 0.12, H * 0.45));
  s.add(grp(tr(W * 0.86, H * 0.92, Math.min(W / 1200, H / 760)), mirrorStation(c, 0, 300)));
  pendantLamps(c, [W * 0.5], H * 0.02, Math.min(W / 1200, H / 760));
  s.add(rect(0, 0, W, H, shade(o.wall, -0.5), 'opacity=".35"'));
  const p = { ...o.person!, ...(before ? o.beforeLook : {}) };
  const L = s.capture();
  s.add(softShadow(s, 0, -10, 260, 40, 0.5));
  s.add(person({ ...c, r: c.r.fork('person') }, { ...p, cape: p.cape ?? true }));
  if (o.extra === 'clipper')
    s.add(
      `<g transform="translate(150 -330) rotate(-35) scale(.55)">${clipper(s)}</g>`,
      specks({ ...c, rx: c.r }, 26, 70, -380, 200, -240, 3, o.person!.hair, 0.8),
    );
  if (o.extra === 'mirror')
    s.add(
      `<g transform="translate(-210 -200) rotate(-12)">${rrect(-16, 40, 32, 160, 14, '#2a2e35')}${ell(0, -40, 80, 100, '#2a2e35')}${ell(
        0,
        -40,
        66,
        86,
        s.lin(
          [
            [0, '#dbe9f0'],
            [1, '#9fbccb'],
          ],
          0,
          0,
          1,
          1,
        ),
      )}${pth('M-30 -100L0 -110L-40 20L-56 0Z', '#ffffff', 'opacity=".4"')}</g>`,
    );
  if (o.extra === 'towel' && !before)
    s.add(
      pth(
        'M-190 -40C-170 -140 -120 -170 -80 -170C-60 -120 -90 -60 -110 0L-190 0Z',
        s.lin([
          [0, '#ffffff'],
          [1, '#d8d2c8'],
        ]),
      ) + pth('M-170 -60C-150 -120 -120 -140 -96 -150', 'none', stroke('#c8c2b8', 3)),
    );
  if (!before) s.add(sparkles(c, c.state === 'after' ? 4 : 2, -200, -480, 200, -380, 16));
  const local = L();
  const body = grp(tr(W / 2, H, k), local);
  if (before) {
    s.add(grp(`filter="${s.saturate(0.75)}"`, body));
    s.add(dingyOverlay(c, 0.06));
  } else s.add(body);
  s.add(vignette(c, 0.45));
}

function barberPlan(c: Ctx, key: string): void {
  const { kind, arg, n } = parseKey(key);
  const SK = ['#f3cfb3', '#e2b08c', '#c98e64', '#a86f4c', '#8a5a3c', '#5e3b27'];
  const man = (skin: number, hair: string, style: HairStyle, beard: BeardStyle, shirt = '#1d2026'): PersonOpts => ({
    skin: SK[skin]!,
    hair,
    style,
    beard,
    shirt,
    cape: true,
  });
  const scenes: Record<string, BarberScene> = {
    'svc-classic-haircut': { kind: 'portrait', person: man(1, '#3a2418', 'sidepart', 'none'), wall: '#2f4f4f' },
    'what-classic-haircut': { kind: 'tools', tools: ['scissors', 'comb'], wall: '#000000' },
    'ba-classic-haircut': {
      kind: 'portrait',
      person: man(0, '#6a4a2a', 'sidepart', 'none', '#2a3a5a'),
      beforeLook: { style: 'shaggy' },
      wall: '#3a4a52',
    },
    'svc-skin-fade': { kind: 'portrait', person: man(4, '#1a1410', 'skinfade', 'none'), wall: '#4a2a2a', brick: true },
    'what-skin-fade': { kind: 'tools', tools: ['clipper', 'comb'], wall: '#000000' },
    'ba-skin-fade': {
      kind: 'portrait',
      person: man(3, '#201612', 'skinfade', 'none', '#1d2026'),
      beforeLook: { style: 'shaggy' },
      wall: '#5a3a30',
      brick: true,
    },
    'svc-beard-trim': { kind: 'portrait', person: man(2, '#2a1c14', 'fade', 'trim'), wall: '#2f3f4f' },
    'what-beard-trim': { kind: 'tools', tools: ['oil', 'comb', 'clipper'], wall: '#000000' },
    'ba-beard-trim': {
      kind: 'portrait',
      person: man(1, '#4a3020', 'crop', 'trim', '#3a2a22'),
      beforeLook: { beard: 'messy' },
      wall: '#3a3a44',
    },
    'svc-hot-towel-shave': { kind: 'portrait', person: man(0, '#8a5a2b', 'sidepart', 'none'), wall: '#2f4a44', extra: 'towel' },
    'what-hot-towel-shave': { kind: 'tools', tools: ['razor', 'brush', 'towel'], wall: '#000000' },
    'ba-hot-towel-shave': {
      kind: 'portrait',
      person: man(2, '#3a2418', 'crop', 'none', '#24303a'),
      beforeLook: { beard: 'stubble' },
      wall: '#32464e',
      extra: 'towel',
    },
    'svc-kids-cut': { kind: 'portrait', person: { ...man(1, '#8a5a2b', 'kidneat', 'none', '#2f7fd0'), kid: true }, wall: '#2f4f5f' },
    'what-kids-cut': { kind: 'portrait', person: { ...man(4, '#1a1410', 'curly', 'none', '#e2533c'), kid: true }, wall: '#3a3a5a' },
    'ba-kids-cut': {
      kind: 'portrait',
      person: { ...man(0, '#c99a5a', 'kidneat', 'none', '#3a8a5a'), kid: true },
      beforeLook: { style: 'kidshaggy' },
      wall: '#2f4a5a',
    },
    'svc-hair-beard-combo': { kind: 'portrait', person: man(3, '#1a1410', 'fade', 'trim'), wall: '#3a2a22', brick: true },
    'what-hair-beard-combo': { kind: 'tools', tools: ['scissors', 'clipper', 'comb', 'razor', 'oil'], wall: '#000000' },
    'ba-hair-beard-combo': {
      kind: 'portrait',
      person: man(2, '#2a1c14', 'fade', 'trim', '#1d2026'),
      beforeLook: { style: 'shaggy', beard: 'messy' },
      wall: '#44302a',
      brick: true,
    },
    'hero-1': { kind: 'interior', wall: '#5a2e24', brick: true, leather: '#8a1c1c' },
    'hero-2': { kind: 'interior', wall: '#1f3a3a', leather: '#1d1f24' },
    'process-1': {
      kind: 'portrait',
      person: man(1, '#4a3020', 'fade', 'none', '#1d2026'),
      beforeLook: {},
      wall: '#2f3f4f',
      extra: 'mirror',
    },
    'process-2': { kind: 'portrait', person: man(3, '#1a1410', 'fade', 'none'), wall: '#3a2a22', brick: true, extra: 'clipper' },
    'process-3': { kind: 'portrait', person: man(1, '#4a3020', 'fade', 'none'), wall: '#2f3f4f' },
    og: { kind: 'interior', wall: '#5a2e24', brick: true, leather: '#8a1c1c' },
  };
  const gallery: BarberScene[] = [
    { kind: 'portrait', person: man(2, '#2a1c14', 'crop', 'none'), wall: '#2f3f4f' },
    { kind: 'portrait', person: man(0, '#6a4a2a', 'sidepart', 'none'), wall: '#3a4a52' },
    { kind: 'portrait', person: man(4, '#1a1410', 'skinfade', 'none'), wall: '#4a2a2a', brick: true },
    { kind: 'portrait', person: man(3, '#201612', 'crop', 'full'), wall: '#2f4a44' },
    { kind: 'portrait', person: man(5, '#141010', 'curly', 'none'), wall: '#3a3a5a' },
    { kind: 'interior', wall: '#26424a', leather: '#5a3a22' },
    { kind: 'portrait', person: man(1, '#2a1c14', 'pompadour', 'none'), wall: '#44302a', brick: true },
    { kind: 'portrait', person: man(2, '#3a2418', 'buzz', 'trim'), wall: '#2f3f4f' },
    { kind: 'tools', tools: ['scissors', 'clipper', 'comb', 'razor', 'brush'], wall: '#000000' },
    { kind: 'portrait', person: { ...man(3, '#1a1410', 'kidneat', 'none', '#f2a13a'), kid: true }, wall: '#2f4f5f' },
  ];
  let sc: BarberScene | undefined;
  if (kind === 'before' || kind === 'after') sc = scenes[`ba-${arg}`];
  else if (kind === 'hero') sc = scenes[`hero-${n}`];
  else if (kind === 'gallery') sc = gallery[(n - 1) % gallery.length];
  else if (kind === 'process') sc = scenes[`process-${n}`];
  else sc = scenes[kind === 'og' ? 'og' : key];
  if (!sc) throw new Error(`generate-stock-images: no barber scene for "${key}"`);
  barberScene(c, sc);
}

// ---------------------------------------------------------------------------------------------
// Avatars
// ---------------------------------------------------------------------------------------------

const AVATAR_LOOKS: PersonOpts[] = [
  { skin: '#f3cfb3', hair: '#8a5a2b', style: 'long', beard: 'none', shirt: '#3a7bd5' },
  { skin: '#a86f4c', hair: '#1a1410', style: 'fade', beard: 'trim', shirt: '#2f8a5a' },
  { skin: '#e2b08c', hair: '#2a1c14', style: 'bun', beard: 'none', shirt: '#d9534f' },
  { skin: '#5e3b27', hair: '#141010', style: 'curly', beard: 'none', shirt: '#f2a13a' },
  { skin: '#f3cfb3', hair: '#c99a5a', style: 'sidepart', beard: 'none', shirt: '#5a4a8a' },
  { skin: '#c98e64', hair: '#1a1410', style: 'bob', beard: 'none', shirt: '#2aa198' },
  { skin: '#8a5a3c', hair: '#2a1c14', style: 'bald', beard: 'full', shirt: '#34495e' },
  { skin: '#e8c0a0', hair: '#9a9a9a', style: 'crop', beard: 'none', shirt: '#b5542a' },
];
const AVATAR_BG = ['#cfe3f7', '#d8f0d8', '#fbe0d4', '#fdf0c8', '#e4dcf5', '#cdeeee', '#f6d8e4', '#e0e6ea'];

function buildAvatarSvg(index: number, size: number): string {
  const s = new Svg(size, size);
  const c: Ctx = { s, W: size, H: size, r: new Rng(`avatar/${index}`), rx: new Rng(`avatar/${index}/x`), state: 'neutral', tall: false };
  const bg = AVATAR_BG[index % AVATAR_BG.length]!;
  s.add(
    rect(
      0,
      0,
      size,
      size,
      s.lin([
        [0, shade(bg, 0.25)],
        [1, shade(bg, -0.08)],
      ]),
    ),
  );
  s.add(circ(size * 0.78, size * 0.22, size * 0.22, shade(bg, 0.4), 'opacity=".6"'));
  s.add(circ(size * 0.15, size * 0.85, size * 0.25, shade(bg, -0.1), 'opacity=".5"'));
  const k = size / 560;
  s.add(grp(tr(size / 2, size * 1.02, k), person(c, AVATAR_LOOKS[index % AVATAR_LOOKS.length]!)));
  return s.toString();
}

interface Job {
  /** Stable id, e.g. `lawncare/hero-1` or `avatars/avatar-01`. */
  id: string;
  spec: ImageSpec;
  svg: () => string;
  /** Output path (relative to the out dir) of each width. */
  files: { width: number; rel: string }[];
}

function jobs(): Job[] {
  const out: Job[] = [];
  for (const industry of INDUSTRY_LIST) {
    for (const spec of IMAGE_SPECS[industry]) {
      out.push({
        id: `${industry}/${spec.key}`,
        spec,
        svg: () => buildSvg(industry, spec.key),
        files: spec.widths.map((w) => ({ width: w, rel: stockImageFile(industry, spec.key, w) })),
      });
    }
  }
  AVATAR_SPECS.forEach((spec, i) => {
    out.push({
      id: `avatars/${spec.key}`,
      spec,
      svg: () => buildAvatarSvg(i, spec.width),
      files: spec.widths.map((w) => ({ width: w, rel: avatarImageFile(spec.key, w) })),
    });
  });
  return out;
}

/** Hash of everything that determines the output: this source, the manifest, the specs, sharp. */
async function stampHash(all: Job[]): Promise<string> {
  const h = createHash('sha256');
  const here = fileURLToPath(import.meta.url);
  for (const file of [here, path.resolve(path.dirname(here), '../../content/images.ts')]) {
    try {
      h.update(await readFile(file));
    } catch {
      // Source not readable (bundled build): fall back to hashing every SVG.
      for (const j of all) h.update(j.svg());
    }
  }
  h.update(JSON.stringify(all.map((j) => [j.id, j.spec, j.files])));
  h.update(JSON.stringify({ WEBP, sharp: sharp.versions }));
  return h.digest('hex');
}

async function exists(p: string): Promise<boolean> {
  try {
    await stat(p);
    return true;
  } catch {
    return false;
  }
}

/** Render one SVG at its native size and write every width as WebP. */
async function renderJob(outDir: string, job: Job): Promise<void> {
  const { data, info } = await sharp(Buffer.from(job.svg())).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const raw = { width: info.width, height: info.height, channels: info.channels };
  for (const { width, rel } of job.files) {
    let img = sharp(data, { raw });
    if (width !== info.width) img = img.resize(width, Math.round((info.height * width) / info.width), { kernel: 'lanczos3' });
    const buf = await img.webp(WEBP).toBuffer();
    const file = path.join(outDir, rel);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, buf);
  }
}

/**
 * Generate every stock image into `outDir` (e.g. `.generated/public`). Skips all work when
 * `{outDir}/industries/.stamp` matches the current generator + manifest and every file exists.
 * `onProgress(done, total)` counts written files.
 */
export async function generateStockImages(
  outDir: string,
  onProgress?: (done: number, total: number) => void,
): Promise<{ files: number; skipped: boolean }> {
  const all = jobs();
  const total = all.reduce((n, j) => n + j.files.length, 0);
  const stampFile = path.join(outDir, 'industries', '.stamp');
  const hash = await stampHash(all);
  let current = '';
  try {
    current = (await readFile(stampFile, 'utf8')).trim();
  } catch {
    // no stamp yet
  }
  if (current === hash) {
    const present = await Promise.all(all.flatMap((j) => j.files.map((x) => exists(path.join(outDir, x.rel)))));
    if (present.every(Boolean)) return { files: total, skipped: true };
  }
  await rm(stampFile, { force: true });
  const prevConcurrency = sharp.concurrency();
  sharp.concurrency(1);
  let done = 0;
  let next = 0;
  try {
    const worker = async () => {
      while (next < all.length) {
        const job = all[next++]!;
        try {
          await renderJob(outDir, job);
        } catch (err) {
          throw new Error(`generate-stock-images: failed to render ${job.id}: ${(err as Error).message}`, { cause: err });
        }
        done += job.files.length;
        onProgress?.(done, total);
      }
    };
    await Promise.all(Array.from({ length: JOBS }, worker));
  } finally {
    sharp.concurrency(prevConcurrency);
  }
  await removeStale(outDir, all);
  await mkdir(path.dirname(stampFile), { recursive: true });
  await writeFile(stampFile, `${hash}\n`);
  return { files: total, skipped: false };
}

/** Delete generated-looking .webp files in our folders that are no longer in the manifest. */
async function removeStale(outDir: string, all: Job[]): Promise<void> {
  const keep = new Set(all.flatMap((j) => j.files.map((x) => path.join(outDir, x.rel))));
  const dirs = new Set([...keep].map((f) => path.dirname(f)));
  for (const dir of dirs) {
    for (const name of await readdir(dir)) {
      const file = path.join(dir, name);
      if (/-\d+\.webp$/.test(name) && !keep.has(file)) await rm(file, { force: true });
    }
  }
}

async function main(argv: string[]): Promise<void> {
  let out = '.generated/public';
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    if (a === '--out') out = argv[++i] ?? '';
    else if (a.startsWith('--out=')) out = a.slice(6);
    else if (a === '--help' || a === '-h') {
      process.stdout.write('usage: tsx build-scripts/images/generate-stock-images.ts [--out DIR]\n');
      return;
    } else throw new Error(`generate-stock-images: unknown argument "${a}"`);
  }
  if (!out) throw new Error('generate-stock-images: --out needs a directory');
  const t0 = performance.now();
  const tty = process.stderr.isTTY;
  let lastPct = -1;
  const res = await generateStockImages(path.resolve(out), (done, total) => {
    const pct = Math.floor((done / total) * 10);
    if (tty) process.stderr.write(`\rimages ${done}/${total}`);
    else if (pct !== lastPct || done === total) process.stderr.write(`images ${done}/${total}\n`);
    lastPct = pct;
  });
  if (tty && !res.skipped) process.stderr.write('\n');
  const secs = ((performance.now() - t0) / 1000).toFixed(1);
  process.stderr.write(
    res.skipped
      ? `stock images: up to date, ${res.files} files (stamp matches), ${secs} s\n`
      : `stock images: wrote ${res.files} files to ${path.join(out, 'industries')} in ${secs} s\n`,
  );
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main(process.argv.slice(2)).catch((err: unknown) => {
    process.stderr.write(`${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
    process.exit(1);
  });
}

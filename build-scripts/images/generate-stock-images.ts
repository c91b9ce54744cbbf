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
import { mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import type { Industry } from '../../core/content/types.ts';
import {
  AVATAR_SPECS,
  IMAGE_SPECS,
  avatarImageFile,
  stockImageFile,
  type ImageSpec,
} from '../../content/images.ts';

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
}

/** Round for compact SVG. */
const f = (n: number): string => String(Math.round(n * 10) / 10);

type RGB = [number, number, number];
function hexRgb(hex: string): RGB {
  const h = hex.replace('#', '');
  return [parseInt(h.slice(0, 2), 16), parseInt(h.slice(2, 4), 16), parseInt(h.slice(4, 6), 16)];
}
function rgbHex([r, g, b]: RGB): string {
  const c = (v: number) => Math.max(0, Math.min(255, Math.round(v))).toString(16).padStart(2, '0');
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
  /** Gaussian blur filter (use on small elements only: librsvg cost grows with area). */
  blur(sd: number): string {
    const id = this.uid('f');
    this.defs.push(
      `<filter id="${id}" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${sd}"/></filter>`,
    );
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

const attrs = (ex: string) => (ex ? ' ' + ex : '');
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
  `stroke="${c}" stroke-width="${f(w)}" stroke-linecap="round" stroke-linejoin="round"${more ? ' ' + more : ''}`;

/** Polygon path through points. */
function poly(pts: [number, number][]): string {
  return 'M' + pts.map(([x, y]) => `${f(x)} ${f(y)}`).join('L') + 'Z';
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
  return d + 'Z';
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
  return d + 'Z';
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
  /** Variant number for galleries and heroes. */
  v: number;
  /** Portrait canvas. */
  tall: boolean;
}

const isBefore = (c: Ctx) => c.state === 'before';
const isAfter = (c: Ctx) => c.state === 'after';

function softShadow(s: Svg, cx: number, cy: number, rx: number, ry: number, op = 0.45, color = '#000000'): string {
  return ell(cx, cy, rx, ry, s.rad([[0, color, op], [0.6, color, op * 0.45], [1, color, 0]]));
}

function glow(s: Svg, cx: number, cy: number, r: number, color: string, op = 0.6): string {
  return circ(cx, cy, r, s.rad([[0, color, op], [0.4, color, op * 0.35], [1, color, 0]]));
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
  const fill = s.lin([[0, color, op], [1, shade(color, -0.12), op]]);
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
    s.lin([[0, shade(trunk, 0.15)], [1, shade(trunk, -0.25)]], 0, 0, 1, 0),
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
    out += circ(x + (dx + jx) * cw, cy + dy * cw, cw * 0.62 * k, s.rad([[0, light], [0.7, leaf], [1, dark]], 0.35, 0.3, 0.75));
  }
  if (autumn) {
    for (let i = 0; i < 7; i++) {
      out += circ(x + r.range(-0.8, 0.8) * cw, cy + r.range(-0.6, 0.5) * cw, cw * r.range(0.08, 0.16), shade(leaf, r.range(-0.2, 0.35)), 'opacity=".8"');
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
    out += pth(poly([[x, top], [x + ww / 2, bot], [x - ww / 2, bot]]), s.lin([[0, shade(color, 0.12)], [1, shade(color, -0.2)]], 0, 0, 1, 0));
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
  return out + '</g>';
}

/** Overlay that warms, dims and dirties the whole canvas for "before" shots. */
function dingyOverlay(c: Ctx, op = 0.16): string {
  return rect(0, 0, c.W, c.H, c.s.lin([[0, '#8c7a55', op * 0.7], [1, '#5a4a32', op * 1.4]]));
}

/** Subtle vignette to add depth. */
function vignette(c: Ctx, op = 0.35): string {
  return rect(0, 0, c.W, c.H, c.s.rad([[0.55, '#000000', 0], [1, '#000000', op]], 0.5, 0.5, 0.75));
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
    handles: [[222, -72], [312, -72]],
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
    pillars: [[112, 9], [210, 8]],
    doors: 'M122 -112L124 -30M214 -112L214 -24M318 -112L318 -74',
    handles: [[178, -98], [280, -98]],
    head: 'M424 -96C432 -92 436 -86 437 -80L420 -82C416 -88 417 -94 424 -96Z',
    tail: 'M12 -104C12 -116 14 -124 18 -128L28 -126L26 -100Z',
    mirror: [318, -112],
    shoulder: 'M18 -110L330 -110C370 -106 410 -102 430 -92',
    horizon: -84,
    extras: '<rect x="64" y="-168" width="190" height="5" rx="2.5" fill="#2a2d33"/><path d="M420 -60L438 -60L438 -44L418 -46Z" fill="#23262c"/>',
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
  const rimFill = s.rad([[0, shade(rimColor, 0.4)], [0.7, rimColor], [1, shade(rimColor, -0.35)]], 0.4, 0.35, 0.7);
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
  for (const cx of d.wheels) out += circ(cx, -d.wr, d.archR + 1, '#0d0e10', `clip-path="${s.clip(rect(cx - 60, -200, 120, 200 + d.bottomY, '#000'))}"`);
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
  refl += rect(0, d.horizon, d.L, 60, s.lin([[0, '#000000', dirty ? 0.12 : 0.26], [1, '#000000', 0]]));
  refl += rect(0, d.horizon - 26, d.L, 26, s.lin([[0, '#ffffff', 0], [1, '#ffffff', dirty ? 0.08 : 0.3]]));
  if (!dirty) {
    refl += pth(`M${d.L * 0.12} ${d.horizon - 10}L${d.L * 0.18} ${d.horizon - 10}L${d.L * 0.12} ${d.horizon + 30}L${d.L * 0.06} ${d.horizon + 30}Z`, '#ffffff', 'opacity=".18"');
    refl += pth(`M${d.L * 0.62} ${d.horizon - 12}L${d.L * 0.72} ${d.horizon - 12}L${d.L * 0.64} ${d.horizon + 34}L${d.L * 0.54} ${d.horizon + 34}Z`, '#ffffff', 'opacity=".14"');
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
    refl += rect(0, -60, d.L, 60, s.lin([[0, '#6b5132', 0], [0.6, '#6b5132', 0.45], [1, '#4d3a24', 0.75]]));
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
  const glass = s.lin([[0, '#1c2633'], [0.55, '#3d5368'], [1, '#7f9bb3']], 0, 0, 0.3, 1);
  out += pth(d.windows, glass);
  const wclip = s.clip(`<path d="${d.windows}"/>`);
  let wref = pth(`M${d.L * 0.3} ${d.top}L${d.L * 0.42} ${d.top}L${d.L * 0.34} 0L${d.L * 0.22} 0Z`, '#ffffff', `opacity="${dirty ? 0.06 : 0.22}"`);
  wref += pth(`M${d.L * 0.46} ${d.top}L${d.L * 0.5} ${d.top}L${d.L * 0.42} 0L${d.L * 0.38} 0Z`, '#ffffff', `opacity="${dirty ? 0.04 : 0.16}"`);
  if (dirty) wref += rect(0, d.top, d.L, -d.top, '#a89a80', 'opacity=".35"') + grime(c, 5, d.L * 0.3, d.top, d.L * 0.8, -80, 18, '#6e6048', 0.3);
  out += grp(`clip-path="${wclip}"`, wref);
  for (const [x, w] of d.pillars) out += rect(x, d.top, w, 80, shade(col, -0.45), `clip-path="${wclip}"`);
  // details
  out += pth(d.doors, 'none', stroke(shade(col, -0.5), 1.6, 'opacity=".55"'));
  for (const [x, y] of d.handles) out += rrect(x, y, 18, 4, 2, shade(col, -0.35)) + rect(x + 2, y, 14, 1.2, '#ffffff', 'opacity=".35"');
  out += pth(d.shoulder, 'none', stroke('#ffffff', 1.6, `opacity="${dirty ? 0.12 : 0.45}"`));
  out += pth(d.head, s.lin([[0, '#ffffff'], [1, '#cfe3f5']]), stroke(shade(col, -0.5), 1));
  out += pth(d.tail, s.lin([[0, '#ff5a4f'], [1, '#a3121a']]));
  if (d.mirror[0]) out += rect(d.mirror[0] - 2, d.mirror[1] - 4, 6, 5, shade(col, -0.5)) + rrect(d.mirror[0] - 6, d.mirror[1] - 14, 20, 11, 5, shade(col, -0.15)) + rect(d.mirror[0] - 3, d.mirror[1] - 12, 14, 2, '#ffffff', 'opacity=".3"');
  out += d.extras ?? '';
  for (const cx of d.wheels) out += wheel(s, cx, -d.wr, d.wr, o.rim, dirty);
  if (o.finish === 'beads' && !dirty) {
    for (let i = 0; i < 46; i++) {
      const x = c.rx.range(d.L * 0.08, d.L * 0.95);
      const y = c.rx.range(d.top + 6, d.horizon - 6);
      const rr = c.rx.range(1.4, 3.8);
      out += grp(`clip-path="${bodyClip}"`, circ(x, y, rr, shade(col, -0.4), 'opacity=".5"'), circ(x - rr * 0.3, y - rr * 0.35, rr * 0.45, '#ffffff', 'opacity=".9"'));
    }
  }
  if (o.finish === 'foam') out += foam(c, d.L, d.top);
  return out;
}

/** Shaving-cream style foam blanket over the upper body of a vehicle. */
function foam(c: Ctx, L: number, top: number): string {
  const s = c.s;
  const fill = s.rad([[0, '#ffffff'], [0.75, '#f1f6fb'], [1, '#c9d8e6']], 0.4, 0.35, 0.7);
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
  out += pth(cabin, s.lin([[0, '#ffffff'], [1, dirty ? '#c8c0aa' : '#dfe6ee']]));
  out += pth('M266 -116L300 -98L318 -82L276 -82L262 -112Z', s.lin([[0, '#27384a'], [1, '#7d9ab4']], 0, 0, 1, 1));
  for (const x of [150, 190, 230]) out += rrect(x, -104, 26, 12, 6, '#2b3b4d') + rect(x + 4, -102, 8, 3, '#ffffff', 'opacity=".4"');
  // bimini top
  out += pth('M130 -150L250 -150L262 -122L256 -122L246 -144L136 -144L124 -122L118 -122Z', shade(o.trim, -0.1));
  out += pth('M126 -156C160 -164 220 -164 256 -156L252 -148L130 -148Z', o.trim);
  // hull
  out += pth(hull, s.lin([[0, shade(hullCol, 0.3)], [0.5, hullCol], [1, shade(hullCol, -0.25)]]));
  let hov = '';
  hov += pth('M10 -62L372 -62C402 -64 428 -74 446 -88L446 -76C426 -62 402 -52 374 -50L10 -50Z', dirty ? dull(o.trim) : o.trim);
  hov += rect(0, -16, 460, 20, dirty ? '#4a4a3a' : '#1e2a3a');
  hov += rect(0, -72, 460, 8, '#ffffff', `opacity="${dirty ? 0.1 : 0.45}"`);
  if (!dirty) hov += pth('M60 -44L160 -44L120 -20L40 -20Z', '#ffffff', 'opacity=".25"') + pth('M250 -44L300 -44L270 -20L230 -20Z', '#ffffff', 'opacity=".2"');
  if (dirty) {
    hov += rect(0, -46, 460, 34, s.lin([[0, '#5b6b2e', 0], [0.5, '#5b6b2e', 0.55], [1, '#3f4a22', 0.85]]));
    hov += grime(c, 16, 20, -44, 430, -18, 14, '#4f5a26', 0.55);
    for (let i = 0; i < 16; i++) {
      const x = c.rx.range(30, 420);
      hov += pth(`M${f(x)} -60q${f(c.rx.range(-3, 3))} 14 ${f(c.rx.range(-2, 2))} ${f(c.rx.range(16, 34))}`, 'none', stroke('#7a5a30', c.rx.range(1, 2.4), 'opacity=".5"'));
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
  for (const cx of d.wheels) out += circ(cx, -d.wr, d.archR + 1, '#0d0e10', `clip-path="${s.clip(rect(cx - 60, -200, 120, 200 + d.bottomY, '#000'))}"`);
  out += rrect(60, -222, 70, 14, 4, '#e9edf1') + rrect(210, -220, 50, 10, 4, '#d5dae0');
  out += pth(bodyD, s.lin([[0, shade(body, 0.3)], [0.6, body], [1, shade(body, -0.22)]]));
  let ov = '';
  const trim = dirty ? dull(o.trim) : o.trim;
  ov += pth('M0 -92C110 -116 230 -58 380 -126L392 -104C240 -36 120 -84 0 -72Z', trim);
  ov += pth('M0 -64C120 -86 240 -30 400 -96L404 -86C246 -16 120 -62 0 -54Z', shade(trim, 0.25));
  ov += rect(0, -40, 480, 14, shade(body, -0.35));
  if (!dirty) ov += rect(0, -212, 480, 40, s.lin([[0, '#ffffff', 0.4], [1, '#ffffff', 0]]));
  if (dirty) {
    for (let i = 0; i < 26; i++) {
      const x = c.rx.range(16, 400);
      const len = c.rx.range(30, 120);
      ov += pth(`M${f(x)} -206q${f(c.rx.range(-6, 6))} ${f(len / 2)} ${f(c.rx.range(-4, 4))} ${f(len)}`, 'none', stroke('#3a342c', c.rx.range(1.5, 4), `opacity="${+c.rx.range(0.25, 0.55).toFixed(2)}"`));
    }
    ov += rect(0, -80, 480, 52, s.lin([[0, '#6b5132', 0], [1, '#4d3a24', 0.7]]));
    ov += grime(c, 12, 10, -70, 460, -30, 16, '#5b4329', 0.45);
    ov += specks(c, 80, 10, -200, 460, -40, 1.5, '#6a5a40', 0.45);
  }
  out += grp(`clip-path="${clip}"`, ov);
  // windows and door
  const glass = s.lin([[0, '#1c2633'], [0.6, '#3d5368'], [1, '#7f9bb3']], 0, 0, 0.3, 1);
  out += pth('M376 -142L394 -142L410 -106L376 -106Z', glass);
  out += rrect(44, -176, 86, 42, 6, glass) + rrect(220, -176, 66, 42, 6, glass);
  out += rrect(306, -182, 52, 150, 6, shade(body, -0.08), stroke(shade(body, -0.35), 2));
  out += rrect(316, -170, 32, 34, 4, glass);
  out += rrect(340, -110, 10, 4, 2, '#8a9099');
  if (!dirty) for (const [x, w] of [[44, 86], [220, 66]] as const) out += pth(`M${x + w * 0.2} -176L${x + w * 0.45} -176L${x + w * 0.3} -134L${x + w * 0.05} -134Z`, '#ffffff', 'opacity=".2"');
  if (dirty) out += rrect(44, -176, 86, 42, 6, '#a89a80', 'opacity=".4"') + rrect(220, -176, 66, 42, 6, '#a89a80', 'opacity=".4"');
  out += rrect(30, -206, 260, 10, 5, '#b9c0c8');
  out += pth('M452 -84L466 -78L466 -66L450 -70Z', s.lin([[0, '#ffffff'], [1, '#cfe3f5']]));
  out += rect(10, -70, 6, 22, '#c0242b');
  for (const cx of d.wheels) out += wheel(s, cx, -d.wr, d.wr, '#c9ced6', dirty);
  return out;
}

// --- detailing settings ------------------------------------------------------------------------

function studio(c: Ctx, gy: number, accent = '#3a7bd5'): void {
  const { s, W, H } = c;
  s.add(rect(0, 0, W, gy, s.lin([[0, '#07090d'], [0.7, '#151b26'], [1, '#1d2533']])));
  // wall panels
  const pw = W / 6;
  for (let i = 0; i < 6; i++) s.add(rect(i * pw + 2, 0, pw - 4, gy, '#ffffff', `opacity="${0.015 + (i % 2) * 0.012}"`));
  // LED strip and glow
  s.add(rect(0, gy * 0.16, W, Math.max(3, H * 0.006), accent, 'opacity=".9"'));
  s.add(rect(0, gy * 0.16 - H * 0.05, W, H * 0.1, s.lin([[0, accent, 0], [0.5, accent, 0.22], [1, accent, 0]])));
  // spotlights
  for (const k of [0.22, 0.5, 0.78]) {
    const x = W * k;
    s.add(pth(poly([[x - W * 0.02, 0], [x + W * 0.02, 0], [x + W * 0.16, gy + H * 0.1], [x - W * 0.16, gy + H * 0.1]]), s.lin([[0, '#ffffff', 0.16], [1, '#ffffff', 0]])));
    s.add(rrect(x - W * 0.03, -4, W * 0.06, H * 0.02, 4, '#2a3140'), rect(x - W * 0.025, H * 0.014, W * 0.05, 2, '#fffbe8'));
  }
  s.add(rect(0, gy, W, H - gy, s.lin([[0, '#2b3240'], [0.25, '#1a1f29'], [1, '#0b0d12']])));
  s.add(ell(W / 2, gy + (H - gy) * 0.25, W * 0.45, (H - gy) * 0.35, s.rad([[0, '#ffffff', 0.1], [1, '#ffffff', 0]])));
  s.add(rect(0, gy, W, 2, '#ffffff', 'opacity=".12"'));
}

function duskCity(c: Ctx, gy: number): void {
  const { s, W, H, r } = c;
  s.add(rect(0, 0, W, gy, s.lin([[0, '#141c3d'], [0.45, '#3b2d62'], [0.75, '#a0507a'], [1, '#f29a62']])));
  s.add(glow(s, W * 0.68, gy * 0.92, W * 0.28, '#ffcf8a', 0.55));
  s.add(circ(W * 0.68, gy * 0.9, W * 0.035, '#ffe2b0', 'opacity=".9"'));
  for (let i = 0; i < 30; i++) s.add(circ(r.range(0, W), r.range(0, gy * 0.35), r.range(0.6, 1.6), '#ffffff', `opacity="${+r.range(0.3, 0.8).toFixed(2)}"`));
  // two rows of buildings
  for (const [row, col, hk] of [[0, '#3a2c55', 0.55], [1, '#1f1835', 0.42]] as const) {
    let x = -r.range(0, 40);
    while (x < W) {
      const bw = r.range(W * 0.04, W * 0.09);
      const bh = gy * r.range(0.18, hk) * (row ? 1 : 1.15);
      s.add(rect(x, gy - bh, bw, bh, col));
      if (row === 1) {
        for (let wy = gy - bh + 10; wy < gy - 12; wy += 14) {
          for (let wx = x + 6; wx < x + bw - 8; wx += 12) if (r.chance(0.33)) s.add(rect(wx, wy, 5, 7, '#ffd98a', `opacity="${+r.range(0.4, 0.9).toFixed(2)}"`));
        }
      }
      x += bw + r.range(2, 14);
    }
  }
  s.add(rect(0, gy, W, H - gy, s.lin([[0, '#2b2a3a'], [1, '#121219']])));
  s.add(rect(0, gy, W, (H - gy) * 0.12, '#3b384d'));
  for (let x = 0; x < W; x += W * 0.12) s.add(rect(x, gy + (H - gy) * 0.62, W * 0.06, Math.max(3, (H - gy) * 0.03), '#e8d9a8', 'opacity=".5"'));
  s.add(ell(W * 0.5, gy + (H - gy) * 0.3, W * 0.5, (H - gy) * 0.3, s.rad([[0, '#f2a26a', 0.18], [1, '#f2a26a', 0]])));
}

function daySky(c: Ctx, horizon: number, top = '#5aa7e6', bottom = '#cfe9fb'): void {
  const { s, W, r } = c;
  s.add(rect(0, 0, W, horizon + 2, s.lin([[0, top], [1, bottom]])));
  s.add(glow(s, W * 0.82, horizon * 0.22, W * 0.22, '#fff6d8', 0.5));
  const n = 2 + Math.round(W / 600);
  for (let i = 0; i < n; i++) s.add(cloud(s, r.range(-0.05, 0.95) * W, r.range(0.05, 0.45) * horizon, r.range(0.12, 0.22) * Math.max(W, 600)));
}

function driveway(c: Ctx, gy: number): void {
  const { s, W, H } = c;
  daySky(c, gy * 0.8);
  s.add(hills(c, gy * 0.62, gy * 0.05, '#8fc08a', 3, 1));
  s.add(house(c, W * 0.5, gy - 4, Math.min(W * 0.55, gy * 1.1), '#e9e2d4', '#5b6b7d'));
  s.add(tree(c, W * 0.07, gy, gy * 0.8, '#3f8f4a'), tree(c, W * 0.93, gy, gy * 0.62, '#4d9a3f'));
  s.add(rect(0, gy - 6, W, H - gy + 6, s.lin([[0, '#5ea64e'], [1, '#3f7f36']])));
  s.add(pth(poly([[W * 0.22, gy - 6], [W * 0.78, gy - 6], [W * 1.05, H], [-W * 0.05, H]]), s.lin([[0, '#cfc8bb'], [1, '#a9a296']])));
  for (let i = 1; i < 4; i++) s.add(line(W * (0.22 - i * 0.02), gy + ((H - gy) * i) / 4, W * (0.78 + i * 0.02), gy + ((H - gy) * i) / 4, '#8f887c', 1.5, 'opacity=".4"'));
}

function marina(c: Ctx, wl: number): void {
  const { s, W, H, r } = c;
  daySky(c, wl * 0.85, '#4f9ddc', '#d8ecf7');
  s.add(hills(c, wl * 0.8, wl * 0.06, '#6f9f86', 4, 2));
  s.add(hills(c, wl * 0.88, wl * 0.04, '#4e8368', 3, 4));
  s.add(rect(0, wl * 0.95, W, H, s.lin([[0, '#3d8fc0'], [0.5, '#236a9a'], [1, '#134a70']])));
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
      s.add(pth(poly([[x, base], [x + w / 2, base - h], [x + w, base]]), s.lin([[0, shade(col, 0.15)], [1, shade(col, -0.15)]], 0, 0, 1, 0)));
      if (snow) s.add(pth(poly([[x + w / 2, base - h], [x + w / 2 + w * 0.1, base - h * 0.78], [x + w / 2, base - h * 0.82], [x + w / 2 - w * 0.1, base - h * 0.76]]), '#f4f7fb'));
      x += w * 0.65;
    }
  };
  peaks(gy * 0.86, gy * 0.55, '#7d86a8', true, 3);
  peaks(gy * 0.95, gy * 0.35, '#5c6d8a', false, 4);
  s.add(rect(0, gy - H * 0.05, W, H * 0.06, s.lin([[0, '#6f8f4e'], [1, '#7f9a55']])));
  for (let i = 0; i < 14; i++) s.add(pine(s, r.range(0, W), gy + r.range(-4, 6), r.range(0.18, 0.34) * gy, r.pick(['#2f5d45', '#28523c', '#3a6a4c'])));
  s.add(rect(0, gy, W, H - gy, s.lin([[0, '#8a9a5a'], [0.3, '#bfb08a'], [1, '#9a8a68']])));
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
  const draw = () =>
    sc.vehicle === 'boat' ? boat(c, opts) : sc.vehicle === 'rv' ? rv(c, opts) : car(c, sc.vehicle, opts);
  const x0 = cx - (L * sc0) / 2;
  if (sc.setting === 'studio' || sc.setting === 'city') {
    // glossy floor reflection
    const end = c.s.capture();
    s.add(draw());
    const refl = end();
    s.add(grp(`transform="translate(${f(x0)} ${f(y0)}) scale(${sc0.toFixed(3)} ${(-sc0).toFixed(3)})" opacity=".16"`, refl));
    s.add(rect(0, y0, W, H - y0, s.lin([[0, sc.setting === 'studio' ? '#0b0d12' : '#121219', 0], [0.6, sc.setting === 'studio' ? '#0b0d12' : '#121219', 0.85]])));
  }
  if (sc.vehicle === 'boat') {
    s.add(grp(tr(x0, y0, sc0), draw()));
    // water line in front of the hull
    s.add(rect(0, y0 - 18 * sc0, W, H, s.lin([[0, '#2a7db0', 0.85], [0.3, '#1d5f8c', 0.95], [1, '#134a70']])));
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
    s.add(pth(poly([[W * 0.98, H * 0.08], [W * 1.0, H * 0.14], [lx + 40 * sc0, ly + 26 * sc0], [lx - 40 * sc0, ly - 10 * sc0]]), s.lin([[0, '#fff7dc', 0.55], [1, '#fff7dc', 0.1]], 1, 0, 0, 1)));
    s.add(ell(lx, ly + 8 * sc0, 60 * sc0, 26 * sc0, s.rad([[0, '#ffffff', 0.55], [1, '#ffffff', 0]])));
    s.add(grp(`transform="translate(${f(W * 0.93)} ${f(H * 0.1)}) rotate(35) scale(${(sc0 * 1.2).toFixed(3)})"`, rrect(-12, -14, 24, 70, 8, '#30343c'), rrect(-16, -24, 32, 16, 5, '#4a505a'), rect(-13, -10, 26, 4, '#fff7dc')));
  }
  if (sc.extra === 'polisher') {
    const px = x0 + L * sc0 * 0.55;
    const py = y0 - vh * sc0 * 0.5;
    s.add(grp(`${tr(px, py, sc0)}`, softShadow(s, 0, 8, 50, 10, 0.4), ell(0, 0, 44, 12, '#f0a030'), ell(0, -6, 40, 10, '#2a2e35'), rrect(-16, -60, 32, 56, 10, '#e2e6eb'), rrect(-70, -64, 120, 22, 11, '#2f3540'), rrect(40, -70, 34, 34, 12, '#d23b2f')));
  }
  if (sc.extra === 'bucket' || sc.extra === 'towel') {
    const bx = c.tall ? W * 0.78 : x0 + L * sc0 + W * 0.02;
    const bs = sc0 * 0.9;
    if (sc.extra === 'bucket') {
      s.add(grp(tr(Math.min(bx, W - 70 * bs), y0, bs), softShadow(s, 0, 0, 44, 8, 0.5), pth('M-34 -80L34 -80L28 0L-28 0Z', s.lin([[0, '#3d7be0'], [1, '#23509e']], 0, 0, 1, 0)), ell(0, -80, 34, 8, '#1d3f7e'), circ(-14, -88, 12, '#ffffff'), circ(4, -92, 14, '#f3f7fb'), circ(20, -86, 10, '#ffffff'), pth('M-34 -78C-40 -120 40 -120 34 -78', 'none', stroke('#9aa3ad', 3))));
    } else {
      s.add(grp(tr(Math.min(bx, W - 60 * bs), y0, bs), softShadow(s, 0, 0, 50, 8, 0.5), pth('M-44 0L-40 -18C-20 -26 20 -26 40 -18L44 0Z', '#4aa3df'), pth('M-40 -18C-20 -26 20 -26 40 -18L36 -30C16 -36 -16 -36 -36 -30Z', '#6dbbef'), rect(-44, -4, 88, 4, '#3a8cc6')));
    }
  }
  if (isAfter(c) || (c.state === 'neutral' && sc.finish !== 'foam')) {
    s.add(sparkles(c, c.state === 'after' ? 6 : 3, x0 + L * sc0 * 0.1, y0 - vh * sc0 * 0.9, x0 + L * sc0 * 0.95, y0 - vh * sc0 * 0.3, 8 * sc0 + 4));
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
    ? s.lin([[0, '#ffe7a8'], [1, '#f5b85a']])
    : s.lin([[0, '#3c5870'], [0.5, '#6f93b0'], [1, '#a9c6dc']], 0, 0, 0.4, 1);
  let out = '';
  out += softShadow(s, cx, groundY, w * 0.6, w * 0.03, 0.3);
  // chimney
  out += rect(x0 + mw * 0.72, groundY - mh - w * 0.22, w * 0.05, w * 0.14, shade(roof, 0.15));
  // garage wing
  const gx = x0 + mw - w * 0.02;
  out += rect(gx, groundY - gh, gw, gh, s.lin([[0, shade(wall, -0.04)], [1, shade(wall, -0.14)]]));
  out += pth(poly([[gx - w * 0.02, groundY - gh], [gx + gw * 0.5, groundY - gh - w * 0.12], [gx + gw + w * 0.02, groundY - gh]]), shade(roof, -0.08));
  out += rrect(gx + gw * 0.12, groundY - gh * 0.72, gw * 0.76, gh * 0.72, 2, s.lin([[0, '#f3f1ec'], [1, '#cfcac0']]));
  for (let i = 1; i < 4; i++) out += rect(gx + gw * 0.12, groundY - gh * 0.72 + (gh * 0.72 * i) / 4, gw * 0.76, 1.5, '#a9a398');
  // main block
  out += rect(x0, groundY - mh, mw, mh, s.lin([[0, wall], [1, shade(wall, -0.12)]]));
  // siding lines
  for (let y = groundY - mh + w * 0.03; y < groundY; y += w * 0.03) out += rect(x0, y, mw, 1, shade(wall, -0.18), 'opacity=".35"');
  out += pth(poly([[x0 - w * 0.04, groundY - mh], [x0 + mw / 2, groundY - mh - w * 0.24], [x0 + mw + w * 0.04, groundY - mh]]), s.lin([[0, shade(roof, 0.12)], [1, shade(roof, -0.12)]]));
  out += pth(poly([[x0 - w * 0.04, groundY - mh], [x0 + mw + w * 0.04, groundY - mh], [x0 + mw + w * 0.04, groundY - mh + w * 0.012], [x0 - w * 0.04, groundY - mh + w * 0.012]]), shade(roof, -0.3));
  // gable window
  out += circ(x0 + mw / 2, groundY - mh - w * 0.09, w * 0.035, trimC) + circ(x0 + mw / 2, groundY - mh - w * 0.09, w * 0.027, winFill);
  // windows
  const ww = w * 0.1;
  const wh = w * 0.09;
  const win = (x: number, y: number) => {
    let o = rect(x - 3, y - 3, ww + 6, wh + 6, trimC) + rect(x, y, ww, wh, winFill);
    o += rect(x + ww / 2 - 1, y, 2, wh, trimC) + rect(x, y + wh / 2 - 1, ww, 2, trimC);
    if (!lit) o += pth(poly([[x + ww * 0.15, y], [x + ww * 0.4, y], [x + ww * 0.15, y + wh * 0.6], [x, y + wh * 0.6], [x, y + wh * 0.2]]), '#ffffff', 'opacity=".3"');
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
  out += rect(dx, groundY - w * 0.17, dw, w * 0.17, s.lin([[0, '#7a3a2a'], [1, '#5a281c']]));
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
    'what-auto-detailing': { setting: 'driveway', vehicle: 'sedan', color: '#2a5fa8', finish: 'foam', extra: 'bucket', size: 0.9, at: 0.44 },
    'ba-auto-detailing': { setting: 'driveway', vehicle: 'sedan', color: BLUE },
    'svc-ceramic-coating': { setting: 'studio', vehicle: 'coupe', color: '#0f5e9c', accent: '#39a0ff' },
    'what-ceramic-coating': { setting: 'studio', vehicle: 'coupe', color: RED, finish: 'beads', size: 1.15, accent: '#ff6a4a' },
    'ba-ceramic-coating': { setting: 'studio', vehicle: 'coupe', color: '#1d6b52', finish: 'beads', accent: '#3ad0a0', size: 1.2 },
    'svc-marine-detailing': { setting: 'marina', vehicle: 'boat', color: '#f4f6f8', trim: '#1f6fb2' },
    'what-marine-detailing': { setting: 'marina', vehicle: 'boat', color: '#f4f6f8', trim: '#c0392b', at: 0.55 },
    'ba-marine-detailing': { setting: 'marina', vehicle: 'boat', color: '#f4f6f8', trim: '#12806b' },
    'svc-paint-correction': { setting: 'studio', vehicle: 'coupe', color: '#e0661c', accent: '#ff9a3a' },
    'what-paint-correction': { setting: 'studio', vehicle: 'sedan', color: BLACK, extra: 'polisher', accent: '#f0a030' },
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

const PLANS: Partial<Record<Industry, (c: Ctx, key: string) => void>> = {
  'mobile-detailing': detailingPlan,
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
    v: 0,
    tall: spec.height > spec.width,
  };
  const plan = PLANS[industry];
  if (!plan) throw new Error(`generate-stock-images: no plan for ${industry}`);
  plan(c, key.replace(/-mobile$/, ''));
  return s.toString();
}

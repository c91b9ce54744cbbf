/**
 * Theme and <head> helpers for SiteLayout: CSS variables from the industry theme (with text-safe
 * variants computed so white text on the brand colour always meets WCAG AA), the favicon data URL
 * and section links.
 */
import type { SiteBusiness } from '#core/site/types.ts';

function channel(c: number): number {
  const s = c / 255;
  return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
}

function parseHex(hex: string): [number, number, number] | undefined {
  const m = /^#?([0-9a-f]{6})$/i.exec(hex.trim());
  if (!m) return undefined;
  const n = Number.parseInt(m[1]!, 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function toHex([r, g, b]: [number, number, number]): string {
  return `#${[r, g, b]
    .map((v) =>
      Math.round(Math.min(255, Math.max(0, v)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

export function luminance(hex: string): number {
  const rgb = parseHex(hex);
  if (!rgb) return 0;
  return 0.2126 * channel(rgb[0]) + 0.7152 * channel(rgb[1]) + 0.0722 * channel(rgb[2]);
}

export function contrast(a: string, b: string): number {
  const [l1, l2] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (l1 + 0.05) / (l2 + 0.05);
}

/** Darkens a colour in steps until white text on it (and it as text on `light`) reaches `min`. */
export function inkFor(color: string, light = '#ffffff', min = 4.5): string {
  const rgb = parseHex(color);
  if (!rgb) return '#1e293b';
  let current: [number, number, number] = rgb;
  for (let i = 0; i < 40 && Math.min(contrast(toHex(current), '#ffffff'), contrast(toHex(current), light)) < min; i++) {
    current = [current[0] * 0.92, current[1] * 0.92, current[2] * 0.92];
  }
  return toHex(current);
}

/** Dark slate or white, whichever reads better on `background`. */
export function textOn(background: string): string {
  return contrast(background, '#0f172a') >= contrast(background, '#ffffff') ? '#0f172a' : '#ffffff';
}

/** The inline custom properties of <html>. */
export function themeStyle(theme: SiteBusiness['theme']): string {
  const surface = parseHex(theme.surface) ? theme.surface : '#f8fafc';
  const vars: Record<string, string> = {
    '--brand': theme.primary,
    '--brand-dark': theme.primaryDark,
    '--accent': theme.accent,
    '--surface': surface,
    '--brand-ink': inkFor(theme.primary, surface),
    '--brand-dark-ink': inkFor(theme.primaryDark, surface, 7),
    '--accent-text': textOn(theme.accent),
  };
  return Object.entries(vars)
    .map(([k, v]) => `${k}:${v}`)
    .join(';');
}

/** The industry logo as an SVG favicon: currentColor becomes the brand colour. */
export function faviconDataUrl(logoSvg: string, color: string): string {
  const svg = logoSvg.replace(/currentColor/g, color).replace(/\s*aria-hidden="true"/, '');
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/** Home-page section links: in-page anchors on the home page, `{basePath}/#id` elsewhere. */
export function sectionHref(basePath: string, id: string, home: boolean): string {
  if (home) return `#${id}`;
  if (id === 'top') return `${basePath}/`;
  return `${basePath}/#${id}`;
}

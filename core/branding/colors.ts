/**
 * Colour rules of a brand (spec 1 §5 "Must be a valid hex color") and the contrast decision the site
 * and the dashboard share: white text on the owner's colour must meet WCAG AA (4.5:1), and where it
 * does not the site darkens the colour until it does. The dashboard shows that darker colour as
 * "what the site will use instead", so this computation lives once, here.
 */

/** WCAG AA for normal-size text. */
export const AA_TEXT_CONTRAST = 4.5;
/** WCAG AAA, which the dark brand colour meets: it carries long text (footer, headings). */
export const AAA_TEXT_CONTRAST = 7;
export const HEX_COLOR_PATTERN = /^#[0-9a-fA-F]{6}$/;
export const HEX_COLOR_MESSAGE = 'Must be a valid hex color';

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

export function isHexColor(value: string): boolean {
  return HEX_COLOR_PATTERN.test(value);
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
export function inkFor(color: string, light = '#ffffff', min = AA_TEXT_CONTRAST): string {
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

export interface ContrastCheck {
  /** Contrast of white text on the colour, rounded to two decimals (as WCAG tools show it). */
  ratio: number;
  /** The ratio the colour's role needs: AA for the primary colour, AAA for the dark one. */
  required: number;
  passes: boolean;
  /** The colour the site paints behind white text: the colour itself when it passes, else the darker one. */
  siteUses: string;
}

/**
 * The decision for one brand colour behind white text on a page whose background is `surface`:
 * whether it passes and which colour the site uses instead.
 */
export function checkContrast(color: string, surface = '#ffffff', required = AA_TEXT_CONTRAST): ContrastCheck {
  const ratio = Math.round(contrast(color, '#ffffff') * 100) / 100;
  const siteUses = inkFor(color, surface, required);
  return { ratio, required, passes: siteUses === color.toLowerCase(), siteUses };
}

/**
 * What the Brand card's preview and contrast warnings show, from the values on screen (before they
 * are saved): the palette the site will paint with and core's contrast decision (the one the
 * site's theme uses), so the owner sees the darker colour the site picks instead of a failing one.
 */
import '../../../shared/lib/zod.ts'; // zod's eval probe off before any schema parses (CSP).
import { brandPalette, brandUpdateSchema, paletteContrast, type ThemePalette } from '#core/branding/brand.ts';
import { isHexColor, textOn } from '#core/branding/colors.ts';
import type { BrandPatch } from '../api/brand.ts';

export type BrandColorKey = 'primary' | 'primaryDark' | 'accent';

/** The colour boxes as typed: '' is "the theme's colour". */
export type ColorInputs = Record<BrandColorKey, string>;

export interface BrandLook {
  businessName: string;
  tagline: string;
  /** The uploaded logo; the industry's stock logo (`logoSvg`) when there is none. */
  logo: { url: string; width: number; height: number } | null;
  logoSvg: string;
  industryTitle: string;
  phone: string;
  location: string;
  heroTitle: string;
  heroSubtitle: string;
  heroImage: string | undefined;
  /** The palette as chosen. */
  colors: ThemePalette;
  /** The colours the site paints behind and on text. */
  safe: { primary: string; primaryDark: string; accentText: string };
}

/**
 * The palette the site would paint with: the theme's, each colour box that holds a whole hex code
 * over it (a half-typed one is ignored until it is whole, so the preview does not flicker).
 */
export function previewPalette(theme: string, industryPalette: ThemePalette, inputs: ColorInputs): ThemePalette {
  const chosen = (value: string) => (isHexColor(value.trim()) ? value.trim() : null);
  return brandPalette(theme, industryPalette, {
    primary: chosen(inputs.primary),
    primaryDark: chosen(inputs.primaryDark),
    accent: chosen(inputs.accent),
  });
}

export function safeColors(palette: ThemePalette): BrandLook['safe'] {
  const checks = paletteContrast(palette);
  return { primary: checks.primary.siteUses, primaryDark: checks.primaryDark.siteUses, accentText: textOn(palette.accent) };
}

/** The first message PUT's schema gives for this change (the server's own), or undefined when it may be sent. */
export function brandPatchProblem(patch: BrandPatch): string | undefined {
  const result = brandUpdateSchema.safeParse(patch);
  return result.success ? undefined : (result.error.issues[0]?.message ?? 'Invalid value');
}

/** A box's text as PUT takes it: blank clears the field, so the site shows its fallback. */
export const orNull = (value: string): string | null => value.trim() || null;

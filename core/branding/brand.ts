/**
 * A tenant's brand (spec 1 §3 tenant config: branding, mainSiteSEO, businessLicense,
 * insuranceProvider, insuranceExpiry; §5 rules; issue 18): the representation
 * GET/PUT /api/tenants/{slug}/brand answer and take, and the rules the dashboard's Brand card and
 * the publish pipeline share.
 */
import { z } from 'zod';
import { noControlCharacters } from '../validation/text.ts';
import { acceptingRepresentation } from '../validation/representation.ts';
import { AA_TEXT_CONTRAST, AAA_TEXT_CONTRAST, checkContrast, type ContrastCheck, HEX_COLOR_MESSAGE, HEX_COLOR_PATTERN } from './colors.ts';

/** Spec 1 §3 enumerations: the themes an owner picks from. */
export const THEMES = ['default', 'southwest', 'coastal', 'modern', 'classic'] as const;
export type ThemeId = (typeof THEMES)[number];
/** Spec 1 §8/§9: a theme the site does not know falls back to sunset. */
export const FALLBACK_THEME = 'sunset';
export const THEME_NOT_FOUND_MESSAGE = 'Theme not found';

export interface BrandColors {
  primary: string;
  primaryDark: string;
  accent: string;
}
export interface ThemePalette extends BrandColors {
  surface: string;
}

/**
 * What each theme looks like before the owner picks colours of their own. `default` is the
 * industry's palette (null here: the industry content has it); the others are fixed palettes whose
 * primary and dark colours meet AA (AAA for dark) behind white text, so picking a theme never
 * needs the site's darkening.
 */
export const THEME_PALETTES: Record<Exclude<ThemeId, 'default'> | typeof FALLBACK_THEME, ThemePalette> = {
  southwest: { primary: '#B4531F', primaryDark: '#7C2D12', accent: '#D9A441', surface: '#FDF8F1' },
  coastal: { primary: '#0E7490', primaryDark: '#164E63', accent: '#F4B860', surface: '#F0F9FF' },
  modern: { primary: '#4338CA', primaryDark: '#1E1B4B', accent: '#10B981', surface: '#F8FAFC' },
  classic: { primary: '#1F3A5F', primaryDark: '#0F1E33', accent: '#B8860B', surface: '#FBFAF7' },
  sunset: { primary: '#C2410C', primaryDark: '#7C2D12', accent: '#FBBF24', surface: '#FFF7ED' },
};

export const THEME_LABELS: Record<ThemeId, string> = {
  default: 'Default (your industry’s colours)',
  southwest: 'Southwest',
  coastal: 'Coastal',
  modern: 'Modern',
  classic: 'Classic',
};

/** A stored theme name as the site reads it: one of the five, anything else sunset. */
export function resolveTheme(name: string | null | undefined): ThemeId | typeof FALLBACK_THEME {
  return (THEMES as readonly string[]).includes(name ?? '') ? (name as ThemeId) : FALLBACK_THEME;
}

/**
 * The palette a site is painted with: the theme's (the industry's for `default`), each colour the
 * owner chose over it.
 */
export function brandPalette(
  theme: string | null | undefined,
  industryPalette: ThemePalette,
  chosen: { [K in keyof BrandColors]?: string | null },
): ThemePalette {
  const resolved = resolveTheme(theme);
  const base = resolved === 'default' ? industryPalette : THEME_PALETTES[resolved];
  return {
    primary: chosen.primary ?? base.primary,
    primaryDark: chosen.primaryDark ?? base.primaryDark,
    accent: chosen.accent ?? base.accent,
    surface: base.surface,
  };
}

/** The contrast decisions the Brand card shows: white text on primary (AA) and on the dark colour (AAA). */
export function paletteContrast(palette: ThemePalette): { primary: ContrastCheck; primaryDark: ContrastCheck } {
  return {
    primary: checkContrast(palette.primary, palette.surface, AA_TEXT_CONTRAST),
    primaryDark: checkContrast(palette.primaryDark, palette.surface, AAA_TEXT_CONTRAST),
  };
}

/** Spec 1 §5 limits of the main site's SEO texts. */
export const SEO_TITLE_MAX = 60;
export const SEO_DESCRIPTION_MAX = 160;
export const SEO_TITLE_MESSAGE = 'SEO title should be under 60 characters';
export const SEO_DESCRIPTION_MESSAGE = 'SEO description should be under 160 characters';
export const TAGLINE_MAX = 120;
export const TAGLINE_MESSAGE = `Tagline must be at most ${TAGLINE_MAX} characters`;
export const LOGO_ALT_MAX = 150;
export const LOGO_ALT_MESSAGE = `Logo alt text must be at most ${LOGO_ALT_MAX} characters`;
export const LICENSE_MAX = 60;
export const LICENSE_MESSAGE = `License number must be at most ${LICENSE_MAX} characters`;
export const INSURANCE_PROVIDER_MAX = 100;
export const INSURANCE_PROVIDER_MESSAGE = `Insurance provider must be at most ${INSURANCE_PROVIDER_MAX} characters`;
export const DATE_MESSAGE = 'Must be a date (YYYY-MM-DD)';
export const START_DATE_FUTURE_MESSAGE = 'Start date cannot be in the future';

/**
 * An optional text: trimmed, bounded, no control characters; '' and null both clear it (the
 * site then shows its fallback), so the Brand card can save an emptied box as it is.
 */
const optionalText = (label: string, max: number, message: string) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, message)
    .check(noControlCharacters(label))
    .nullable()
    .transform((value) => (value ? value : null));

const optionalColor = z
  .string({ error: HEX_COLOR_MESSAGE })
  .trim()
  .regex(HEX_COLOR_PATTERN, HEX_COLOR_MESSAGE)
  .transform((value) => value.toUpperCase())
  .nullable();

const isoDate = z
  .string({ error: DATE_MESSAGE })
  .trim()
  .refine((value) => value === '' || isCalendarDate(value), DATE_MESSAGE)
  .nullable()
  .transform((value) => (value ? value : null));

function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** When the business started (spec 2 tenant record business_start_date): one rule for the brand's and the profile's field. */
export const businessStartDate = isoDate.refine(
  (value) => value === null || value <= new Date().toISOString().slice(0, 10),
  START_DATE_FUTURE_MESSAGE,
);

/** The writable fields of the brand; each may be left out (kept) or null (cleared: the fallback shows). */
export const brandWritableSchema = z.object({
  theme: z.enum(THEMES, { error: THEME_NOT_FOUND_MESSAGE }),
  tagline: optionalText('Tagline', TAGLINE_MAX, TAGLINE_MESSAGE),
  colors: z.object({ primary: optionalColor, primaryDark: optionalColor, accent: optionalColor }).partial().strict(),
  logo: z.object({ alt: optionalText('Logo alt text', LOGO_ALT_MAX, LOGO_ALT_MESSAGE) }).strict(),
  mainSiteSEO: z
    .object({
      title: optionalText('SEO title', SEO_TITLE_MAX, SEO_TITLE_MESSAGE),
      description: optionalText('SEO description', SEO_DESCRIPTION_MAX, SEO_DESCRIPTION_MESSAGE),
    })
    .partial()
    .strict(),
  businessLicense: optionalText('License number', LICENSE_MAX, LICENSE_MESSAGE),
  insuranceProvider: optionalText('Insurance provider', INSURANCE_PROVIDER_MAX, INSURANCE_PROVIDER_MESSAGE),
  insuranceExpiry: isoDate,
  businessStartDate,
});

/** Keys GET answers that a PUT may send back and are ignored. */
export const BRAND_READ_ONLY = ['favicon', 'defaults', 'contrast', 'yearsInBusiness', 'insured', 'updatedAt'] as const;

/**
 * What PUT takes: any subset of the writable fields; `logo` only changes its alt text (the images
 * come through the upload call), so the logo object GET answers is accepted with its URLs ignored.
 */
export const brandUpdateSchema = acceptingRepresentation(
  brandWritableSchema
    .extend({
      logo: z
        .object({
          alt: brandWritableSchema.shape.logo.shape.alt.optional(),
          url: z.unknown().optional(),
          darkUrl: z.unknown().optional(),
          lightUrl: z.unknown().optional(),
          width: z.unknown().optional(),
          height: z.unknown().optional(),
        })
        .nullable()
        .transform((logo) => (logo && logo.alt !== undefined ? { alt: logo.alt } : undefined)),
    })
    .partial(),
  BRAND_READ_ONLY,
);
export type BrandUpdate = z.output<typeof brandUpdateSchema>;

/** Whole years since the business started (the site's "N years in business"), or null without a start date. */
export function yearsInBusiness(startDate: string | null, today: string): number | null {
  if (!startDate || !isCalendarDate(startDate)) return null;
  const [sy, sm, sd] = startDate.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = today.split('-').map(Number) as [number, number, number];
  const years = ty - sy - (tm < sm || (tm === sm && td < sd) ? 1 : 0);
  return Math.max(0, years);
}

/**
 * Whether the site may say "Licensed & insured": a license number and an insurance provider are
 * given and the insurance has not expired (an expiry of today still covers today).
 */
export function showsLicensedAndInsured(
  trust: { businessLicense: string | null; insuranceProvider: string | null; insuranceExpiry: string | null },
  today: string,
): boolean {
  if (!trust.businessLicense || !trust.insuranceProvider) return false;
  return trust.insuranceExpiry === null || trust.insuranceExpiry >= today;
}

export interface BrandLogo {
  url: string;
  alt: string;
  darkUrl: string | null;
  lightUrl: string | null;
  width: number;
  height: number;
}

/** The representation of GET /api/tenants/{slug}/brand (see api/routes/brand.ts). */
export interface Brand {
  theme: ThemeId;
  tagline: string | null;
  /** null: the site shows the industry's logo. */
  logo: BrandLogo | null;
  /** The image the site's favicon and app icons are generated from: the logo, or null (the industry's icon). */
  favicon: string | null;
  /** Each colour the owner chose, null where the theme's colour is used. */
  colors: { [K in keyof BrandColors]: string | null };
  /** What the site paints with when a colour is null: the chosen theme's palette. */
  defaults: ThemePalette;
  contrast: { primary: ContrastCheck; primaryDark: ContrastCheck };
  mainSiteSEO: { title: string | null; description: string | null };
  businessLicense: string | null;
  insuranceProvider: string | null;
  insuranceExpiry: string | null;
  businessStartDate: string | null;
  yearsInBusiness: number | null;
  /** Whether the site shows its "Licensed & insured" block today. */
  insured: boolean;
  updatedAt: string;
}

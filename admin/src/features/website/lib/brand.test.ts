import { describe, expect, it } from 'vitest';
import { contrast } from '#core/branding/colors.ts';
import { paletteContrast, THEME_PALETTES } from '#core/branding/brand.ts';
import { brandPatchProblem, orNull, previewPalette, safeColors } from './brand.ts';

const INDUSTRY = { primary: '#1D4ED8', primaryDark: '#0F172A', accent: '#F59E0B', surface: '#F8FAFC' };
const none = { primary: '', primaryDark: '', accent: '' };

describe('the Brand card preview palette', () => {
  it("is the theme's palette where a box is blank (the industry's for default)", () => {
    expect(previewPalette('default', INDUSTRY, none)).toEqual(INDUSTRY);
    expect(previewPalette('coastal', INDUSTRY, none)).toEqual(THEME_PALETTES.coastal);
  });

  it('takes a whole hex code over the theme, and ignores one still being typed', () => {
    const palette = previewPalette('modern', INDUSTRY, { primary: '#FACC15', primaryDark: '#12', accent: ' #7c2d12 ' });
    expect(palette.primary).toBe('#FACC15');
    expect(palette.primaryDark).toBe(THEME_PALETTES.modern.primaryDark);
    expect(palette.accent).toBe('#7c2d12');
  });
});

describe('what the site paints', () => {
  it('is the colour itself when white text on it passes', () => {
    const safe = safeColors(INDUSTRY);
    expect(safe.primary).toBe('#1d4ed8');
    expect(safe.primaryDark).toBe('#0f172a');
  });

  it('is a darker colour meeting AA (primary) and AAA (dark) when the chosen one fails', () => {
    const palette = previewPalette('default', INDUSTRY, { primary: '#FACC15', primaryDark: '#3B82F6', accent: '' });
    const checks = paletteContrast(palette);
    expect(checks.primary.passes).toBe(false);
    expect(checks.primaryDark.passes).toBe(false);
    const safe = safeColors(palette);
    expect(safe.primary).toBe(checks.primary.siteUses);
    expect(contrast(safe.primary, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(contrast(safe.primaryDark, '#ffffff')).toBeGreaterThanOrEqual(7);
  });

  it('puts dark text on a light accent and white text on a dark one', () => {
    expect(safeColors({ ...INDUSTRY, accent: '#FDE047' }).accentText).toBe('#0f172a');
    expect(safeColors({ ...INDUSTRY, accent: '#7C2D12' }).accentText).toBe('#ffffff');
  });
});

describe('the client-side check of a change', () => {
  it("gives the spec's messages", () => {
    expect(brandPatchProblem({ colors: { primary: '#12345' } })).toBe('Must be a valid hex color');
    expect(brandPatchProblem({ colors: { accent: 'red' } })).toBe('Must be a valid hex color');
    expect(brandPatchProblem({ mainSiteSEO: { title: 'x'.repeat(61) } })).toBe('SEO title should be under 60 characters');
    expect(brandPatchProblem({ mainSiteSEO: { description: 'x'.repeat(161) } })).toBe('SEO description should be under 160 characters');
    expect(brandPatchProblem({ insuranceExpiry: '2026-02-30' })).toBe('Must be a date (YYYY-MM-DD)');
  });

  it('lets valid values and cleared ones through', () => {
    expect(brandPatchProblem({ colors: { primary: '#facc15', primaryDark: null } })).toBeUndefined();
    expect(brandPatchProblem({ mainSiteSEO: { title: 'x'.repeat(60) } })).toBeUndefined();
    expect(brandPatchProblem({ tagline: orNull('   ') })).toBeUndefined();
    expect(orNull('  Spotless since 2012 ')).toBe('Spotless since 2012');
  });
});

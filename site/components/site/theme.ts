/**
 * Theme and <head> helpers for SiteLayout: CSS variables from the industry theme (with text-safe
 * variants computed so white text on the brand colour always meets WCAG AA), the favicon data URL
 * and section links.
 */
import { inkFor, isHexColor, textOn } from '#core/branding/colors.ts';
import type { SiteBusiness } from '#core/site/types.ts';

/** The computation moved to core so the dashboard's contrast warning shows what the site paints. */
export { contrast, inkFor, luminance, textOn } from '#core/branding/colors.ts';

/** The inline custom properties of <html>. */
export function themeStyle(theme: SiteBusiness['theme']): string {
  const surface = isHexColor(theme.surface) ? theme.surface : '#f8fafc';
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

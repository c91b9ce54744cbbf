import { describe, expect, it } from 'vitest';
import { contrast, faviconDataUrl, inkFor, sectionHref, textOn, themeStyle } from './theme.ts';

describe('theme helpers', () => {
  it('keeps a brand colour that already passes AA and darkens one that does not', () => {
    expect(inkFor('#1D4ED8')).toBe('#1d4ed8');
    const green = inkFor('#22C55E', '#F0FDF4');
    expect(contrast(green, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(contrast(green, '#F0FDF4')).toBeGreaterThanOrEqual(4.5);
  });

  it('picks readable text for the accent', () => {
    expect(textOn('#F59E0B')).toBe('#0f172a');
    expect(textOn('#1E3A8A')).toBe('#ffffff');
  });

  it('emits the CSS variables of <html>', () => {
    const style = themeStyle({ primary: '#1D4ED8', primaryDark: '#1E3A8A', accent: '#F59E0B', surface: '#F8FAFC' });
    expect(style).toContain('--brand:#1D4ED8');
    expect(style).toContain('--surface:#F8FAFC');
    expect(style).toContain('--brand-ink:#1d4ed8');
    expect(style).toContain('--accent-text:#0f172a');
  });

  it('colours the favicon', () => {
    const url = faviconDataUrl('<svg aria-hidden="true"><path fill="currentColor"/></svg>', '#123456');
    expect(decodeURIComponent(url)).toBe('data:image/svg+xml,<svg><path fill="#123456"/></svg>');
  });

  it('links sections in-page on the home page and through the home page elsewhere', () => {
    expect(sectionHref('/acme', 'faq', true)).toBe('#faq');
    expect(sectionHref('/acme', 'faq', false)).toBe('/acme/#faq');
    expect(sectionHref('/acme', 'top', false)).toBe('/acme/');
  });
});

/** Server-rendered markup of the Brand tab's cards as they open; the rules behind them are tested in lib/brand.test.ts. */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { Brand } from '#core/branding/brand.ts';
import { paletteContrast } from '#core/branding/brand.ts';
import type { WebsiteContent } from '../api/website-content.ts';
import { BrandEditor } from './brand-card.tsx';
import { SeoEditor } from './seo-card.tsx';
import { TrustEditor } from './trust-card.tsx';

const render = (node: ReactNode) => renderToStaticMarkup(<QueryClientProvider client={new QueryClient()}>{node}</QueryClientProvider>);

const defaults = { primary: '#1D4ED8', primaryDark: '#0F172A', accent: '#F59E0B', surface: '#F8FAFC' };
const brand = (over: Partial<Brand> = {}): Brand => ({
  theme: 'default',
  tagline: null,
  logo: null,
  favicon: null,
  colors: { primary: null, primaryDark: null, accent: null },
  defaults,
  contrast: paletteContrast(defaults),
  mainSiteSEO: { title: null, description: null },
  businessLicense: null,
  insuranceProvider: null,
  insuranceExpiry: null,
  businessStartDate: null,
  yearsInBusiness: null,
  insured: false,
  updatedAt: '2026-11-24T03:00:00.000Z',
  ...over,
});
const content = {
  hero_title: 'Showroom shine at your door',
  hero_subtitle: 'We come to you.',
  hero_images: [],
} as unknown as WebsiteContent;

describe('Brand card', () => {
  it('warns about a primary colour white text fails on, naming the colour the site uses instead', () => {
    const chosen = brand({ colors: { primary: '#FACC15', primaryDark: null, accent: null } });
    const html = render(
      <BrandEditor slug="acme" brand={chosen} tenant={undefined} content={content} industry="" industryContent={undefined} />,
    );
    const siteUses = paletteContrast({ ...defaults, primary: '#FACC15' }).primary.siteUses.toUpperCase();
    expect(html).toContain('White text is hard to read on #FACC15');
    expect(html).toContain('WCAG AA');
    expect(html).toContain(siteUses);
    // The preview paints what the site paints.
    expect(html).toContain(`--pv-brand-ink:${siteUses.toLowerCase()}`);
  });

  it('gives no warning for colours that pass, and offers the five themes and the industry logo until one is uploaded', () => {
    const html = render(
      <BrandEditor slug="acme" brand={brand()} tenant={undefined} content={content} industry="" industryContent={undefined} />,
    );
    expect(html).not.toContain('hard to read');
    for (const theme of ['Default', 'Southwest', 'Coastal', 'Modern', 'Classic']) expect(html).toContain(theme);
    expect(html).toContain('Your industry’s logo');
    expect(html).toContain('data-preview="phone"');
    expect(html).toContain('data-preview="desktop"');
    expect(html).toContain('Showroom shine at your door');
  });

  it('shows an uploaded logo with its variants and alt text field', () => {
    const logo = { url: '/uploads/logos/a.webp', alt: 'Acme', darkUrl: null, lightUrl: null, width: 400, height: 120 };
    const html = render(
      <BrandEditor slug="acme" brand={brand({ logo })} tenant={undefined} content={content} industry="" industryContent={undefined} />,
    );
    expect(html).toContain('src="/uploads/logos/a.webp"');
    expect(html).toContain('Logo for dark backgrounds');
    expect(html).toContain('Logo description (alt text)');
  });
});

describe('SEO card', () => {
  it('counts the characters against the spec limits and previews the result', () => {
    const html = render(
      <SeoEditor slug="acme" brand={brand({ mainSiteSEO: { title: 'Acme Detailing in Mesa', description: null } })} siteUrl={undefined} />,
    );
    expect(html).toContain('22/60');
    expect(html).toContain('0/160');
    expect(html).toMatch(/data-search-title[^>]*>Acme Detailing in Mesa</);
  });
});

describe('Trust card', () => {
  it('says the site shows "Licensed & insured" with a license and a provider, and not once the insurance expired', () => {
    const insured = render(
      <TrustEditor
        slug="acme"
        brand={brand({ businessLicense: 'ROC 123', insuranceProvider: 'State Farm', insuranceExpiry: '2999-01-01' })}
      />,
    );
    expect(insured).toContain('Your site shows “Licensed &amp; insured”');
    const expired = render(
      <TrustEditor
        slug="acme"
        brand={brand({ businessLicense: 'ROC 123', insuranceProvider: 'State Farm', insuranceExpiry: '2001-01-01' })}
      />,
    );
    expect(expired).toContain('Your insurance has expired');
  });
});

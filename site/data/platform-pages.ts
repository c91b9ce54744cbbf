import { industries } from '#content/index.ts';
import { INDUSTRIES } from '#core/content/types.ts';
import type { PageData } from '#core/site/types.ts';
import { buildPreviewSite, type PlannedPage } from './site-data.ts';

/** The product's own pages, shown when no tenant resolves. */
export function platformPages(origin: string): PlannedPage[] {
  const list = INDUSTRIES.map((industry) => ({ industry, title: industries[industry].title }));
  return [
    { path: '/', page: { kind: 'landing', origin, previews: list.map((i) => ({ ...i, href: `/${i.industry}-preview` })) } },
    { path: '/pricing', page: { kind: 'pricing', origin } },
    { path: '/onboard', page: { kind: 'onboard', origin, industries: list } },
    {
      path: '/tenant-onboarding',
      page: {
        kind: 'tenant-onboarding',
        origin,
        industries: list.map((i) => ({ ...i, services: industries[i.industry].services.map((s) => s.name) })),
      },
    },
  ];
}

/**
 * /preview, the page of a prospect's preview link (issue 17): not listed in the sitemap. Each
 * industry's demo business as its demonstration site shows it, for the page to replace.
 */
export function previewShellPage(origin: string): Extract<PageData, { kind: 'preview' }> {
  return {
    kind: 'preview',
    origin,
    templates: INDUSTRIES.map((industry) => {
      const site = buildPreviewSite(industry, origin);
      const { name, phoneDisplay, phoneHref, location, street, postalCode } = site.business;
      return {
        industry,
        title: industries[industry].title,
        href: site.basePath,
        demo: { name, phoneDisplay, phoneHref, location, street, postalCode },
      };
    }),
  };
}

import { industries } from '#content/index.ts';
import { INDUSTRIES } from '#core/content/types.ts';
import type { PlannedPage } from './site-data.ts';

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

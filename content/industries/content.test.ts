import { describe, expect, it } from 'vitest';
import { DEFAULT_PROTECTION_RATINGS, protectionRatings } from '#core/content/protection.ts';
import {
  INDUSTRIES,
  type CityPageContent,
  type CityPageInput,
  type DemoServiceArea,
  type FaqCategory,
  type Industry,
} from '#core/content/types.ts';
import { milesBetween } from '#core/content/geo.ts';
import { serviceRadiusMiles } from '#core/validation/tenant-config.ts';
import { isValidStateCode } from '#core/validation/us-states.ts';
import { SERVICE_SLUGS } from '#core/content/types.ts';
import { serviceCatalog } from '#core/services/catalog.ts';
import { AVATAR_NAMES, AVATAR_PEOPLE, type AvatarName } from '../images.ts';
import { getIndustry, industries, resolveServicePage, US_STATE_NAMES } from '../index.ts';

const BASE_FAQ_CATEGORIES: FaqCategory[] = [
  'General',
  'Services',
  'Scheduling',
  'Pricing',
  'Preparation',
  'Locations',
  'Payments',
  'Warranty',
  'Aftercare',
];

const DEMO: Record<Industry, { slug: string; name: string; subjectNoun: string }> = {
  'mobile-detailing': { slug: 'prestige-mobile-detailing', name: 'Prestige Mobile Detailing', subjectNoun: 'vehicle' },
  'house-cleaning': { slug: 'sparkle-home-cleaning', name: 'Sparkle Home Cleaning', subjectNoun: 'home' },
  lawncare: { slug: 'evergreen-lawn-care', name: 'Evergreen Lawn Care', subjectNoun: 'lawn' },
  'pet-grooming': { slug: 'pampered-paws-grooming', name: 'Pampered Paws Grooming', subjectNoun: 'pet' },
  barber: { slug: 'sharp-edge-barbers', name: 'Sharp Edge Barbers', subjectNoun: 'cut' },
};

/** USPS ZIP prefixes (first three digits) of the states the demo businesses use. */
const ZIP_PREFIXES: Record<string, [number, number][]> = {
  AZ: [[850, 865]],
  TX: [
    [750, 799],
    [885, 885],
  ],
  NC: [[270, 289]],
  SC: [[290, 299]],
  CO: [[800, 816]],
  TN: [[370, 385]],
};

/** A city in another climate region than every demo base, for the state-to-state comparison of a one-state demo. */
const ELSEWHERE: DemoServiceArea = { city: 'Portland', state: 'OR', zip: '97205', lat: 45.5152, lng: -122.6784 };

const REVIEW_DOMAINS = { google: 'google.com', yelp: 'yelp.com', facebook: 'facebook.com' } as const;

function luminance(hex: string): number {
  const channel = (i: number) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

function contrastWithWhite(hex: string): number {
  return 1.05 / (luminance(hex) + 0.05);
}

/** Every string reachable from a value (functions are skipped). */
function strings(value: unknown, out: string[] = []): string[] {
  if (typeof value === 'string') out.push(value);
  else if (Array.isArray(value)) for (const v of value) strings(v, out);
  else if (value && typeof value === 'object') for (const v of Object.values(value)) strings(v, out);
  return out;
}

function expectCleanText(texts: string[]): void {
  for (const t of texts) {
    expect(t, 'lorem').not.toMatch(/lorem/i);
    expect(t, 'TODO').not.toMatch(/TODO/);
    expect(t, 'placeholder brace').not.toContain('{');
    expect(t, 'leaked undefined').not.toMatch(/\bundefined\b|\bNaN\b|\bnull\b|\[object/);
    expect(t.trim(), 'surrounding space').toBe(t);
    expect(t, 'double space').not.toMatch(/ {2}/);
    expect(t, 'space before punctuation').not.toMatch(/ [,.;:?!]/);
  }
}

/** A city-page input as the publish pipeline builds it: the other areas nearest first. */
function cityInput(industry: Industry, area: DemoServiceArea, overrides: Partial<CityPageInput> = {}): CityPageInput {
  const { demo, services } = industries[industry];
  const nearbyCities = demo.serviceAreas
    .filter((other) => other !== area)
    .sort((x, y) => milesBetween(area, x) - milesBetween(area, y))
    .map((other) => other.city);
  return {
    businessName: demo.businessName,
    city: area.city,
    state: area.state,
    stateName: US_STATE_NAMES[area.state] ?? area.state,
    isPrimary: area.primary === true,
    nearbyCities,
    serviceNames: services.map((s) => s.name),
    ...overrides,
  };
}

describe('content index', () => {
  it('has one content module per industry, keyed by its own id', () => {
    expect(Object.keys(industries).sort()).toEqual([...INDUSTRIES].sort());
    for (const industry of INDUSTRIES) expect(industries[industry].industry).toBe(industry);
  });

  it('getIndustry accepts ids and the lawn-care alias, and nothing else', () => {
    expect(getIndustry('lawn-care')).toBe(industries.lawncare);
    expect(getIndustry('lawncare')).toBe(industries.lawncare);
    expect(getIndustry(' Barber ')).toBe(industries.barber);
    expect(getIndustry('hvac')).toBeUndefined();
    expect(getIndustry('toString')).toBeUndefined();
    expect(getIndustry('')).toBeUndefined();
  });

  it('has a demo business whose service areas span two states, so the areas show grouped by state', () => {
    const spanning = INDUSTRIES.filter((industry) => new Set(industries[industry].demo.serviceAreas.map((a) => a.state)).size >= 2);
    expect(spanning.length).toBeGreaterThanOrEqual(1);
  });

  it('resolveServicePage applies slug aliases', () => {
    expect(resolveServicePage('mobile-detailing', 'ppf')?.slug).toBe('ppf');
    expect(resolveServicePage('mobile-detailing', 'paint-protection-film')?.slug).toBe('ppf');
    expect(resolveServicePage('mobile-detailing', 'ppf-installation')?.slug).toBe('ppf');
    expect(resolveServicePage('lawn-care', 'lawn-mowing')?.slug).toBe('lawn-mowing');
    expect(resolveServicePage('mobile-detailing', 'lawn-mowing')).toBeUndefined();
    expect(resolveServicePage('mobile-detailing', 'constructor')).toBeUndefined();
    expect(resolveServicePage('plumbing', 'ppf')).toBeUndefined();
  });

  it('US_STATE_NAMES has the 50 states, DC and the five inhabited territories', () => {
    const codes = Object.keys(US_STATE_NAMES);
    expect(codes).toHaveLength(56);
    for (const code of codes) {
      expect(isValidStateCode(code), code).toBe(true);
      expect(US_STATE_NAMES[code]).toMatch(/^[A-Z][A-Za-z. ]+$/);
    }
    expect(US_STATE_NAMES.DC).toBe('District of Columbia');
    expect(US_STATE_NAMES.PR).toBe('Puerto Rico');
    expect(codes).not.toContain('AA');
  });

  it('exercises "shown only if configured" socials: some demos have all four links, some only two', () => {
    const counts = INDUSTRIES.map((i) => {
      const { gbp: _gbp, ...links } = industries[i].demo.social;
      return Object.values(links).filter(Boolean).length;
    });
    expect(counts).toContain(4);
    expect(counts).toContain(2);
  });
});

describe.each(INDUSTRIES)('%s content', (industry) => {
  const content = industries[industry];
  const slugs = content.services.map((s) => s.slug);

  it('has industry-level copy, theme and logo', () => {
    expect(content.title.length).toBeGreaterThan(3);
    expect(content.subjectNoun).toBe(DEMO[industry].subjectNoun);
    for (const text of Object.values(content.defaults)) expect(text.length).toBeGreaterThan(10);
    for (const color of Object.values(content.theme)) expect(color).toMatch(/^#[0-9A-Fa-f]{6}$/);
    expect(contrastWithWhite(content.theme.primary)).toBeGreaterThanOrEqual(4.5);
    expect(contrastWithWhite(content.theme.primaryDark)).toBeGreaterThanOrEqual(4.5);
    expect(content.logoSvg).toMatch(/^<svg [^>]*viewBox="0 0 48 48"/);
    expect(content.logoSvg).toContain('fill="currentColor"');
    expect(content.logoSvg).not.toMatch(/<text|<script|<image/);
    expect(content.logoSvg.endsWith('</svg>')).toBe(true);
    expect(content.heroImages).toHaveLength(2);
    for (const hero of content.heroImages) {
      expect(hero.desktop.src).toMatch(/\/hero-\d-\d+\.webp$/);
      expect(hero.mobile.src).toMatch(/\/hero-\d-mobile-\d+\.webp$/);
      expect(hero.desktop.alt.length).toBeGreaterThan(10);
    }
  });

  it('offers the six services of the image manifest with sane tiers', () => {
    const catalog = serviceCatalog(industry);
    const categories = catalog.categories.map((c) => c.key);
    const vehicles = catalog.vehicles.map((v) => v.key);
    expect(slugs).toEqual([...SERVICE_SLUGS[industry]]);
    for (const service of content.services) {
      expect(categories, service.slug).toContain(service.category);
      for (const vehicle of service.vehicles ?? []) expect(vehicles, service.slug).toContain(vehicle);
      expect(service.description.length).toBeGreaterThan(40);
      expect(service.image.src).toContain(`/svc-${service.slug}-`);
      expect(service.tiers.length).toBeGreaterThanOrEqual(2);
      expect(service.tiers.length).toBeLessThanOrEqual(4);
      expect(
        service.tiers.filter((t) => t.popular === true),
        `${service.slug} popular`,
      ).toHaveLength(1);
      expect(new Set(service.tiers.map((t) => t.name)).size).toBe(service.tiers.length);
      for (const tier of service.tiers) {
        expect(Number.isInteger(tier.priceCents) && tier.priceCents >= 0, `${tier.name} price`).toBe(true);
        expect(Number.isInteger(tier.durationMinutes) && tier.durationMinutes > 0, `${tier.name} duration`).toBe(true);
        expect(tier.features.length).toBeGreaterThanOrEqual(3);
        expect(tier.features.length).toBeLessThanOrEqual(6);
        for (const feature of tier.features) expect(feature.length).toBeGreaterThan(3);
        expect(tier.description.length).toBeGreaterThan(10);
        for (const cents of Object.values(tier.sizePricesCents ?? {}))
          expect(cents, `${tier.name} size price`).toBeGreaterThan(tier.priceCents);
      }
    }
    // Only detailing prices by vehicle size (core/services/catalog.ts sizePricing).
    expect(
      content.services.some((svc) => svc.tiers.some((t) => t.sizePricesCents)),
      'size prices',
    ).toBe(catalog.sizePricing);
    expect(new Set(content.services.map((s) => s.name)).size).toBe(6);
  });

  it('offers add-ons with their own price and duration, named apart from its services', () => {
    const catalog = serviceCatalog(industry);
    expect(content.addons.length).toBeGreaterThanOrEqual(3);
    const slugs = [...content.services, ...content.addons].map((s) => s.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const addon of content.addons) {
      expect(Number.isInteger(addon.priceCents) && addon.priceCents > 0, addon.slug).toBe(true);
      expect(Number.isInteger(addon.durationMinutes) && addon.durationMinutes > 0, addon.slug).toBe(true);
      expect(addon.description.length).toBeGreaterThan(40);
      for (const vehicle of addon.vehicles ?? [])
        expect(
          catalog.vehicles.map((v) => v.key),
          addon.slug,
        ).toContain(vehicle);
    }
  });

  it('has a complete service page for every service', () => {
    expect(Object.keys(content.servicePages).sort()).toEqual([...slugs].sort());
    for (const slug of slugs) {
      const page = content.servicePages[slug];
      expect(page, slug).toBeDefined();
      if (!page) continue;
      expect(page.slug).toBe(slug);
      expect(page.hero.headline.length).toBeGreaterThan(10);
      expect(page.hero.image?.src).toContain(`/svc-${slug}-`);
      expect(page.hero.ctas.map((c) => c.label.length > 0)).toEqual([true, true]);
      expect(page.whatItIs.description.length).toBeGreaterThan(150);
      expect(page.whatItIs.benefits.length).toBeGreaterThanOrEqual(3);
      expect(page.whatItIs.image?.src).toContain(`/what-${slug}-`);
      expect(page.process.steps.length).toBeGreaterThanOrEqual(3);
      expect(page.process.steps.length).toBeLessThanOrEqual(5);
      expect(page.process.steps.map((s) => s.number)).toEqual(page.process.steps.map((_, i) => i + 1));
      expect(page.results.images?.before.src).toContain(`/before-${slug}-`);
      expect(page.results.images?.after.src).toContain(`/after-${slug}-`);
      expect(page.results.bullets.length).toBeGreaterThanOrEqual(3);
      expect(page.cta.title.length).toBeGreaterThan(5);
    }
    const headlines = Object.values(content.servicePages).map((p) => p.hero.headline);
    expect(new Set(headlines).size).toBe(headlines.length);
  });

  it('maps every slug alias to an existing page', () => {
    for (const [alias, target] of Object.entries(content.serviceSlugAliases)) {
      expect(slugs, alias).toContain(target);
      expect(slugs).not.toContain(alias);
      expect(resolveServicePage(industry, alias)?.slug).toBe(target);
    }
  });

  it('has a default FAQ with at least two entries per category', () => {
    const categories: FaqCategory[] = industry === 'mobile-detailing' ? [...BASE_FAQ_CATEGORIES, 'RV'] : BASE_FAQ_CATEGORIES;
    for (const category of categories) {
      expect(content.faqs.filter((f) => f.category === category).length, category).toBeGreaterThanOrEqual(2);
    }
    for (const faq of content.faqs) expect(categories).toContain(faq.category);
    const areas = content.faqs.filter((f) => f.question === 'What areas do you service?');
    expect(areas.length).toBeGreaterThanOrEqual(1);
    expect(areas.every((f) => f.category === 'Locations')).toBe(true);
    expect(new Set(content.faqs.map((f) => f.question)).size).toBe(content.faqs.length);
    for (const faq of content.faqs) expect(faq.question.endsWith('?'), faq.question).toBe(true);
  });

  it('has a gallery of at least eight described images', () => {
    expect(content.gallery.length).toBeGreaterThanOrEqual(8);
    expect(new Set(content.gallery.map((g) => g.id)).size).toBe(content.gallery.length);
    expect(new Set(content.gallery.map((g) => g.title)).size).toBe(content.gallery.length);
    for (const image of content.gallery) {
      expect(image.src).toMatch(/\/gallery-\d\d-\d+\.webp$/);
      expect(image.alt.length).toBeGreaterThan(10);
      expect(image.caption.length).toBeGreaterThan(10);
      expect(image.tags.length).toBeGreaterThan(0);
      expect(image.width).toBeGreaterThan(0);
    }
  });

  describe('demo business', () => {
    const demo = content.demo;

    it('has the fixed slug and name and valid contact details', () => {
      expect(demo.slug).toBe(DEMO[industry].slug);
      expect(demo.businessName).toBe(DEMO[industry].name);
      expect(demo.businessPhone).toMatch(/^[2-9]\d{2}55501\d{2}$/);
      expect(demo.businessEmail).toMatch(/^[a-z]+@[a-z0-9-]+\.example$/);
      expect(demo.businessStartDate).toMatch(/^(19|20)\d\d-\d\d-\d\d$/);
      expect(Number.isNaN(Date.parse(demo.businessStartDate))).toBe(false);
      const { gbp, ...links } = demo.social;
      expect(gbp).toMatch(/^https:\/\/(www\.google\.com\/maps|maps\.google\.com)/);
      for (const [network, url] of Object.entries(links)) {
        if (url === undefined) continue;
        expect(new URL(url).hostname, network).toBe(`www.${network}.com`);
      }
    });

    it('has real-looking reviews from several sources', () => {
      const reviews = demo.reviews;
      expect(reviews.length).toBeGreaterThanOrEqual(8);
      for (const r of reviews) {
        expect(Number.isInteger(r.rating) && r.rating >= 1 && r.rating <= 5).toBe(true);
        expect(Number.isInteger(r.daysAgo) && r.daysAgo >= 0 && r.daysAgo <= 560).toBe(true);
        const sentences = r.comment.split(/(?<=[.!?])\s+(?=[A-Z])/).length;
        expect(sentences, r.comment).toBeGreaterThanOrEqual(1);
        expect(sentences, r.comment).toBeLessThanOrEqual(4);
        if (r.avatar !== undefined) {
          expect(AVATAR_NAMES).toContain(r.avatar);
          expect(AVATAR_PEOPLE[r.avatar as AvatarName].person, `${r.customerName}'s avatar ${r.avatar}`).toBe(r.reviewer);
        }
        if (r.source === 'website') expect(r.reviewerUrl).toBeUndefined();
        else {
          expect(r.reviewerUrl, r.customerName).toBeDefined();
          const host = new URL(r.reviewerUrl ?? 'https://invalid').hostname;
          expect(host === REVIEW_DOMAINS[r.source] || host.endsWith(`.${REVIEW_DOMAINS[r.source]}`), `${r.customerName} ${host}`).toBe(
            true,
          );
        }
      }
      const fives = reviews.filter((r) => r.rating === 5).length;
      expect(fives).toBeGreaterThan(reviews.length / 2);
      expect(reviews.filter((r) => r.rating === 4).length).toBeGreaterThanOrEqual(1);
      expect(new Set(reviews.map((r) => r.source)).size).toBeGreaterThanOrEqual(3);
      expect(reviews.filter((r) => r.avatar !== undefined).length).toBeGreaterThanOrEqual(3);
      expect(reviews.filter((r) => r.avatar === undefined).length).toBeGreaterThanOrEqual(2);
      expect(new Set(reviews.map((r) => r.customerName)).size).toBe(reviews.length);
      expect(new Set(reviews.map((r) => r.daysAgo)).size).toBe(reviews.length);
      const days = reviews.map((r) => r.daysAgo);
      expect(Math.min(...days)).toBeLessThan(45);
      expect(Math.max(...days)).toBeGreaterThan(365);
      const serviceNames = content.services.map((s) => s.name);
      for (const r of reviews) if (r.serviceCategory !== undefined) expect(serviceNames, r.customerName).toContain(r.serviceCategory);
    });

    it('has at least 12 service areas, primary first', () => {
      const areas = demo.serviceAreas;
      expect(areas.length).toBeGreaterThanOrEqual(12);
      expect(areas.filter((a) => a.primary === true)).toHaveLength(1);
      expect(areas[0]?.primary).toBe(true);
      expect(new Set(areas.map((a) => `${a.city}|${a.state}`)).size).toBe(areas.length);
      for (const a of areas) {
        expect(a.state).toMatch(/^[A-Z]{2}$/);
        expect(US_STATE_NAMES[a.state], a.state).toBeDefined();
        expect(a.zip).toMatch(/^\d{5}$/);
        const prefix = Number(a.zip.slice(0, 3));
        const ranges = ZIP_PREFIXES[a.state];
        expect(ranges, `no ZIP table for ${a.state}`).toBeDefined();
        expect(
          ranges?.some(([lo, hi]) => prefix >= lo && prefix <= hi),
          `${a.city} ${a.zip}`,
        ).toBe(true);
        expect(a.lat).toBeGreaterThan(24);
        expect(a.lat).toBeLessThan(49.5);
        expect(a.lng).toBeGreaterThan(-125);
        expect(a.lng).toBeLessThan(-66);
      }
    });

    it('serves only areas within its service radius of its base', () => {
      expect(serviceRadiusMiles.safeParse(demo.serviceRadiusMiles).success).toBe(true);
      const base = demo.serviceAreas[0] as DemoServiceArea;
      const tooFar = demo.serviceAreas
        .map((a) => ({ area: `${a.city}, ${a.state}`, miles: Math.round(milesBetween(base, a)) }))
        .filter(({ miles }) => miles > demo.serviceRadiusMiles);
      expect(tooFar).toEqual([]);
    });
  });

  describe('city pages', () => {
    const areas = content.demo.serviceAreas;
    const primary = areas[0] as DemoServiceArea;
    const sameState = areas.find((a) => a !== primary && a.state === primary.state) as DemoServiceArea;
    const otherState = areas.find((a) => a.state !== primary.state) ?? ELSEWHERE;
    const pages = [primary, sameState, otherState].map((a) => content.cityPage(cityInput(industry, a)));

    it('are built from the city', () => {
      [primary, sameState, otherState].forEach((area, i) => {
        const page = pages[i];
        if (!page) throw new Error('missing page');
        expect(page.headline).toContain(area.city);
        expect(page.intro).toContain(area.city);
        expect(page.localConditions.length).toBeGreaterThanOrEqual(2);
        expect(page.localConditions.length).toBeLessThanOrEqual(3);
        expect(page.faqs.length).toBeGreaterThanOrEqual(4);
        expect(page.faqs.length).toBeLessThanOrEqual(6);
        expect(page.faqs.map((f) => f.q)).toContain(`Do you serve ${area.city}?`);
        for (const faq of page.faqs) {
          expect(faq.q.endsWith('?')).toBe(true);
          expect(faq.a.length).toBeGreaterThan(20);
        }
        expectCleanText(strings(page));
      });
    });

    it('differ between two cities of the same tenant', () => {
      for (let i = 0; i < pages.length; i++) {
        for (let j = i + 1; j < pages.length; j++) {
          const [a, b] = [pages[i], pages[j]];
          expect(a?.headline).not.toBe(b?.headline);
          expect(a?.intro).not.toBe(b?.intro);
          expect(JSON.stringify(a?.faqs)).not.toBe(JSON.stringify(b?.faqs));
          expect(a?.localConditions.join()).not.toBe(b?.localConditions.join());
        }
      }
      const headlines = areas.map((a) => content.cityPage(cityInput(industry, a)).headline);
      expect(new Set(headlines).size).toBe(areas.length);
    });

    it('describe local conditions that differ from state to state', () => {
      const strip = (text: string, city: string) => text.replaceAll(city, '').replaceAll(US_STATE_NAMES[primary.state] ?? '', '');
      const here = strip(pages[0]?.localConditions[0] ?? '', primary.city);
      const there = strip(pages[2]?.localConditions[0] ?? '', otherState.city).replaceAll(US_STATE_NAMES[otherState.state] ?? '', '');
      expect(here).not.toBe(there);
      const byState = (page: CityPageContent | undefined) => page?.localConditions[0]?.split('. ').slice(1).join('. ');
      expect(byState(pages[0])).not.toBe(byState(pages[2]));
    });

    it('stay well-formed without nearby cities, services or a known state', () => {
      const lone = content.cityPage(
        cityInput(industry, primary, {
          nearbyCities: [],
          serviceNames: [],
          state: 'zz',
          stateName: '',
          isPrimary: false,
          city: ' Smallville ',
        }),
      );
      expect(lone.headline).toContain('Smallville');
      expect(lone.faqs.map((f) => f.q)).toContain('Do you serve Smallville?');
      expectCleanText(strings(lone));
      const solo = content.cityPage(cityInput(industry, primary, { nearbyCities: [] }));
      expectCleanText(strings(solo));
    });
  });

  it('has no placeholder text anywhere', () => {
    const { logoSvg, ...copy } = content;
    expectCleanText(strings(copy));
    expect(logoSvg).not.toMatch(/[{}]|undefined/);
  });
});

describe('mobile-detailing specifics', () => {
  const detailing = industries['mobile-detailing'];

  it('uses the spec slugs and the PPF aliases', () => {
    expect(detailing.services.map((s) => s.slug)).toEqual([
      'auto-detailing',
      'ceramic-coating',
      'marine-detailing',
      'paint-correction',
      'ppf',
      'rv-detailing',
    ]);
    expect(detailing.serviceSlugAliases).toMatchObject({ 'paint-protection-film': 'ppf', 'ppf-installation': 'ppf' });
  });

  it('shows the protection comparison on the ceramic-coating and ppf pages only', () => {
    const charted = Object.values(detailing.servicePages)
      .filter((p) => p.whatItIs.chart !== undefined)
      .map((p) => p.slug)
      .sort();
    expect(charted).toEqual(['ceramic-coating', 'ppf']);
    const charts = charted.map((slug) => detailing.servicePages[slug]?.whatItIs.chart);
    for (const chart of charts) {
      expect(chart?.type).toBe('protection-comparison');
      expect(chart?.title).toMatch(/Protection Options Compare/);
      expect(chart?.description.length).toBeGreaterThan(40);
    }
    // At least one chart relies on the defaults; explicit data is only worth giving when it differs from them.
    expect(charts.some((c) => c?.data === undefined)).toBe(true);
    for (const chart of charts) {
      if (chart?.data !== undefined) expect(protectionRatings(chart.data)).not.toEqual(DEFAULT_PROTECTION_RATINGS);
    }
  });

  it('uses booking and quote calls to action on the service pages', () => {
    for (const page of Object.values(detailing.servicePages)) {
      expect(page.hero.ctas[0].label).toBe('Book Now');
      expect(page.hero.ctas[1].label).toMatch(/Quote/);
    }
  });

  it('has no protection chart outside detailing', () => {
    for (const industry of INDUSTRIES.filter((i) => i !== 'mobile-detailing')) {
      for (const page of Object.values(industries[industry].servicePages)) expect(page.whatItIs.chart, page.slug).toBeUndefined();
    }
  });
});

/**
 * Demo data (the embedded default): one approved business per industry, plus one pending
 * application, created on first start and never duplicated (a tenant whose slug exists is skipped),
 * and onboarding applications at each step of review.
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, asc, eq, gt, inArray, isNotNull, isNull, lt } from 'drizzle-orm';
import { zipsOf } from '#content/geo/zip-codes.ts';
import { STOCK_AVATAR_PREFIX } from '#content/images.ts';
import { addonService, industries } from '#content/index.ts';
import type { CatalogService, IndustryContent } from '#core/content/types.ts';
import { milesBetween } from '#core/content/geo.ts';
import { bookingPrice } from '#core/booking/pricing.ts';
import { bookingSettingsFrom } from '#core/booking/settings.ts';
import { serviceCatalog } from '#core/services/catalog.ts';
import { quoteAsksForVehicle } from '#core/validation/quote.ts';
import { DURATION_CHOICES } from '#core/validation/schedule.ts';
import { newPreviewToken, PREVIEW_LINK_TTL_MS } from '#core/preview/token.ts';
import { addDays, instantAt, todayIn, weekdayOf } from '#core/scheduling/time.ts';
import { defaultTimeZone } from '#core/scheduling/time-zones.ts';
import type { Db } from './client.ts';
import * as s from './schema.ts';
import { seedDemoRequestsAndCustomers } from './seed-customers.ts';
import { seedDemoEstimates } from './seed-estimates.ts';
import { seedDemoReviewRequests } from './seed-review-requests.ts';
import { seedDemoDomains } from './seed-domains.ts';
import { seedDemoAnalytics } from './seed-analytics.ts';

export const PENDING_DEMO_SLUG = 'pending-demo';

type DemoArea = IndustryContent['demo']['serviceAreas'][number];

/**
 * A demo area's row: its own ZIP first, then every other ZIP of the city from the bundled data, and
 * the travel pricing a mobile business charges for outlying cities (a minimum charge past 15 miles
 * from its base, a surcharge past 25).
 */
export function demoAreaRow(tenantId: number, area: DemoArea, base: DemoArea | undefined, sortOrder: number) {
  const miles = base ? milesBetween(base, area) : 0;
  return {
    tenantId,
    city: area.city,
    state: area.state,
    zip: area.zip,
    zipCodes: [...new Set([area.zip, ...zipsOf(area.city, area.state).map((z) => z.zip)])],
    minimum: miles >= 15 ? (miles >= 25 ? 150 : 100) : 0,
    multiplier: miles >= 25 ? 1.15 : 1,
    isPrimary: area === base,
    sortOrder,
    latitude: area.lat,
    longitude: area.lng,
  } satisfies typeof s.serviceAreas.$inferInsert;
}

/** City pages the demo owners wrote themselves, so the city-page editor opens on real texts. */
const DEMO_CITY_PAGES: Record<string, { city: string; page: Omit<typeof s.locationPages.$inferInsert, 'tenantId' | 'serviceAreaId'> }> = {
  'prestige-mobile-detailing': {
    city: 'Tempe',
    page: {
      seoTitle: 'Tempe Mobile Car Detailing | Prestige Mobile Detailing',
      seoDescription:
        'Hand washes, interior resets and ceramic coatings at your Tempe home, office or ASU lot. Our rig carries its own water and power.',
      intro:
        'From student cars near ASU to family SUVs in South Tempe, we detail wherever your car is parked, with our own water and power.',
      faqs: [
        {
          q: 'Can you detail my car in an ASU parking structure?',
          a: 'In surface lots and open top decks, yes. Covered decks do not allow rinse water, so there we use our waterless wash. Tell us the lot when you book.',
        },
        { q: 'Do you come to Tempe on Saturdays?', a: 'Yes. Tempe is on our route every day but Sunday.' },
      ],
      neighborhoods: ['Downtown Tempe', 'South Tempe', 'Kiwanis Park', 'Lakeshore', 'Warner Ranch'],
      landmarks: ['Tempe Town Lake', 'Arizona State University', 'Mill Avenue', 'Tempe Marketplace'],
      imageIds: ['mobile-detailing-gallery-02', 'mobile-detailing-gallery-05'],
    },
  },
  'sparkle-home-cleaning': {
    city: 'Round Rock',
    page: {
      seoTitle: 'Round Rock House Cleaners | Sparkle Home Cleaning',
      seoDescription:
        'Weekly, biweekly and move-out cleaning for Round Rock homes, from Teravista to Old Town. Insured, background-checked cleaners who bring supplies.',
      intro: 'Round Rock homes run larger than most in our area, so we send a team of two and finish in the time we quote.',
      neighborhoods: ['Teravista', 'Brushy Creek', 'Old Town', 'Forest Creek', 'Paloma Lake'],
      landmarks: ['Dell Diamond', 'Old Settlers Park', 'Round Rock Premium Outlets'],
      localConditions:
        'Most Round Rock homes we clean are 2,500 square feet or more, with two living areas and a game room upstairs.\n\nThe city water is hard and spots glass shower doors within a week, so every visit includes a descaler on glass and fixtures.',
      pricingModifierPct: 10,
    },
  },
};

/** Row builders shared by the demo seed and the publishing benchmark (which clones demo businesses). */
/**
 * A demo business's tenant row, approved. `slug`, `primary` (the service area whose city is the
 * address) and the name, phone and e-mail overrides let the publishing benchmark clone it.
 */
export function demoTenantRow(
  industry: IndustryContent,
  at: {
    slug: string;
    primary?: { city: string; state: string; zip?: string };
    now: number;
    nameSuffix?: string;
    businessPhone?: string;
    businessEmail?: string;
  },
) {
  const demo = industry.demo;
  const suffix = at.nameSuffix ? ` ${at.nameSuffix}` : '';
  return {
    slug: at.slug,
    industry: industry.industry,
    status: 'approved',
    businessName: `${demo.businessName}${suffix}`,
    legalName: `${demo.legalName}${suffix}`,
    firstName: demo.ownerFirstName,
    lastName: demo.ownerLastName,
    businessPhone: at.businessPhone ?? demo.businessPhone,
    businessEmail: at.businessEmail ?? demo.businessEmail,
    personalEmail: `${demo.ownerFirstName.toLowerCase()}@${at.slug}.example`,
    businessStartDate: demo.businessStartDate,
    businessStreet: demo.street,
    businessCity: at.primary?.city,
    businessState: at.primary?.state,
    businessZip: at.primary?.zip,
    timeZone: defaultTimeZone(at.primary?.state, at.primary?.city),
    facebookUrl: demo.social.facebook,
    instagramUrl: demo.social.instagram,
    tiktokUrl: demo.social.tiktok,
    youtubeUrl: demo.social.youtube,
    gbpUrl: demo.social.gbp,
    settings: { serviceRadiusMiles: demo.serviceRadiusMiles },
    approvedAt: at.now,
  } satisfies typeof s.tenants.$inferInsert;
}

/** What a demo service row is made of: a bundled service, or an add-on (addonService). */
type SeededService = Omit<CatalogService, 'image'>;

export function demoServiceRow(tenantId: number, service: SeededService, sortOrder: number) {
  return {
    tenantId,
    slug: service.slug,
    name: service.name,
    category: service.category,
    vehicleTypes: service.vehicles ?? [],
    description: service.description,
    pricingUnit: service.pricingUnit,
    basePriceCents: Math.min(...service.tiers.map((t) => t.priceCents)),
    minDurationMinutes: Math.min(...service.tiers.map((t) => t.durationMinutes)),
    sortOrder,
  };
}

export function demoTierRows(serviceId: number, service: SeededService) {
  return service.tiers.map((t, j) => ({
    serviceId,
    name: t.name,
    priceCents: t.priceCents,
    durationMinutes: t.durationMinutes,
    description: t.description,
    features: t.features,
    popular: !!t.popular,
    sizePricesCents: t.sizePricesCents ?? {},
    sortOrder: j,
  }));
}

/**
 * A demo review was written on its own date: created then (what the dashboard lists) and published
 * then (what the site shows), not on the day the demo data was seeded.
 */
export function demoReviewRows(tenantId: number, industry: IndustryContent, now: number) {
  return industry.demo.reviews.map((r) => {
    const writtenAt = now - r.daysAgo * 86_400_000;
    return {
      tenantId,
      customerName: r.customerName,
      rating: r.rating,
      title: r.title,
      comment: r.comment,
      source: r.source,
      reviewerUrl: r.reviewerUrl,
      avatarFilename: r.avatar ? `${STOCK_AVATAR_PREFIX}${r.avatar}` : null,
      serviceCategory: r.serviceCategory,
      publishedAt: writtenAt,
      createdAt: writtenAt,
    };
  });
}

/** The industry's default texts, stored so the owner sees (and edits) them in the dashboard. */
export function demoContentRow(tenantId: number, industry: IndustryContent) {
  const d = industry.defaults;
  return {
    tenantId,
    heroTitle: d.heroTitle,
    heroSubtitle: d.heroSubtitle,
    heroImages: ['hero-1', 'hero-2'],
    servicesTitle: d.servicesTitle,
    servicesSubtitle: d.servicesSubtitle,
    reviewsTitle: d.reviewsTitle,
    reviewsSubtitle: d.reviewsSubtitle,
    faqTitle: d.faqTitle,
    faqSubtitle: d.faqSubtitle,
    faqItems: industry.faqs.map((f, i) => ({ id: `faq-${i + 1}`, ...f })),
  };
}

export async function seedDemoData(db: Db, now = Date.now()): Promise<{ created: string[] }> {
  const created: string[] = [];
  for (const industry of Object.values(industries)) {
    if (await seedIndustryDemo(db, industry, now)) created.push(industry.demo.slug);
  }
  for (const industry of Object.values(industries)) await seedDemoAddons(db, industry);
  for (const industry of Object.values(industries)) await seedDemoAreaDetails(db, industry);
  for (const industry of Object.values(industries)) await seedDemoSchedule(db, industry, now);
  for (const industry of Object.values(industries)) await seedDemoOnlineBookings(db, industry, now);
  for (const industry of Object.values(industries)) await seedDemoRequestsAndCustomers(db, industry, now);
  for (const industry of Object.values(industries)) await seedDemoReviewRequests(db, industry, now);
  // After the quote requests: the estimates answer them.
  for (const industry of Object.values(industries)) await seedDemoEstimates(db, industry, now);
  if (await seedPendingDemo(db)) created.push(PENDING_DEMO_SLUG);
  await seedDemoApplications(db, now);
  await seedDemoPreviewLinks(db, now);
  await seedDemoReviewHistory(db, now);
  await seedDemoDomains(db, now);
  for (const industry of Object.values(industries)) await seedDemoAnalytics(db, industry, now);
  return { created };
}

/** The platform admin of demo mode (its password is set by api/auth/accounts.ts ensureDemoAccounts on every start). */
export const DEMO_ADMIN_EMAIL = 'admin@demo.example';

/**
 * Preview links the demo admin sent to prospects, some opened (one several times), one not yet, one
 * expired, so the preview generator's list shows every state. Added once, to an empty table. Their
 * secrets are thrown away: like any older link, they cannot be shown again.
 */
async function seedDemoPreviewLinks(db: Db, now: number): Promise<void> {
  if (await db.select({ id: s.previewLinks.id }).from(s.previewLinks).limit(1).get()) return;
  let admin = await db.select({ id: s.users.id }).from(s.users).where(eq(s.users.email, DEMO_ADMIN_EMAIL)).get();
  admin ??= (
    await db
      .insert(s.users)
      .values({ email: DEMO_ADMIN_EMAIL, isAdmin: true, firstName: 'Demo', lastName: 'Admin' })
      .returning({ id: s.users.id })
  )[0]!;
  const links = [
    {
      payload: { businessName: 'Desert Shine Detailing', phone: '(602) 555-0148', city: 'Mesa', state: 'AZ', industry: 'mobile-detailing' },
      daysAgo: 3,
      opens: [2.9, 2.5, 1.2, 0.8],
    },
    {
      payload: {
        businessName: 'Fresh Start Cleaning Co.',
        phone: '(512) 555-0176',
        city: 'Austin',
        state: 'TX',
        industry: 'house-cleaning',
      },
      daysAgo: 6,
      opens: [5.1],
    },
    {
      payload: { businessName: 'Evergreen Yard Pros', phone: '(503) 555-0122', city: 'Portland', state: 'OR', industry: 'lawncare' },
      daysAgo: 1,
      opens: [],
    },
    {
      payload: {
        businessName: 'Pampered Paws Grooming',
        phone: '(619) 555-0134',
        city: 'San Diego',
        state: 'CA',
        industry: 'pet-grooming',
      },
      daysAgo: 41,
      opens: [40, 38.5],
    },
  ];
  for (const link of links) {
    const { id, secret } = newPreviewToken();
    const createdAt = now - link.daysAgo * DAY;
    const lastOpen = link.opens.at(-1);
    await db.insert(s.previewLinks).values({
      id,
      tokenHash: createHash('sha256').update(secret).digest('hex'),
      payload: link.payload,
      createdAt,
      expiresAt: createdAt + PREVIEW_LINK_TTL_MS,
      createdBy: admin.id,
      openCount: link.opens.length,
      lastOpenedAt: lastOpen === undefined ? null : Math.round(now - lastOpen * DAY),
    });
  }
}

const DAY = 86_400_000;

/**
 * Onboarding applications waiting at each step of review (pending, under_review, needs_changes),
 * so the admin review screens have something to show. Added once, to an empty table.
 */
async function seedDemoApplications(db: Db, now: number): Promise<void> {
  if (await db.select({ id: s.onboardingApplications.id }).from(s.onboardingApplications).limit(1).get()) return;
  const servicesOf = (industry: keyof typeof industries, count: number) =>
    industries[industry].services.slice(0, count).map((service) => service.name);
  const confirmed = {
    hasInsurance: true,
    acceptsTerms: true,
    acceptsNotifications: true,
    proofOfWorkType: 'social_media',
    uploadedFiles: [],
  };
  await db.insert(s.onboardingApplications).values([
    {
      ...confirmed,
      legalName: 'Bright Nest Cleaning Co. LLC',
      businessName: 'Bright Nest Cleaning',
      businessPhone: '4805550187',
      businessEmail: 'hello@brightnest.example',
      baseLocation: { city: 'Chandler', state: 'AZ', zipCode: '85225' },
      industry: 'house-cleaning',
      serviceCategories: servicesOf('house-cleaning', 3),
      socialMedia: { instagram: 'https://instagram.com/brightnestcleaning', facebook: 'https://facebook.com/brightnestcleaning' },
      referralSource: 'Google search',
      notes: 'Two teams of two; we bring our own supplies.',
      status: 'pending',
      submittedAt: now - 2 * 3_600_000,
    },
    {
      ...confirmed,
      legalName: 'Greenway Yard Services Inc.',
      businessName: 'Greenway Yard Care',
      businessPhone: '5125550163',
      businessEmail: 'office@greenwayyard.example',
      baseLocation: { city: 'Round Rock', state: 'TX', zipCode: '78664' },
      industry: 'lawncare',
      serviceCategories: servicesOf('lawncare', 4),
      socialMedia: { website: 'https://greenwayyard.example', youtube: 'https://youtube.com/@greenwayyard' },
      referralSource: 'Preview link from our team',
      status: 'under_review',
      submittedAt: now - 3 * DAY,
    },
    {
      ...confirmed,
      legalName: 'Happy Tails Mobile Grooming LLC',
      businessName: 'Happy Tails Mobile Grooming',
      businessPhone: '9195550121',
      businessEmail: 'book@happytails.example',
      baseLocation: { city: 'Cary', state: 'NC', zipCode: '27511' },
      industry: 'pet-grooming',
      serviceCategories: servicesOf('pet-grooming', 2),
      socialMedia: { facebook: 'https://facebook.com/happytailsmobile' },
      referralSource: 'Friend or colleague',
      status: 'needs_changes',
      reviewNotes: 'The Facebook page shows no finished grooms yet.',
      nextSteps: 'Add two or three before-and-after photos of your work, or a link where customers can see them.',
      submittedAt: now - 6 * DAY,
      reviewedAt: now - 4 * DAY,
    },
  ]);
}

/**
 * The console's history: an application approved a while ago (Evergreen Lawn Care became the demo
 * business it is), one rejected, and the audit entries of those decisions, of the reviews the
 * waiting applications are in, of a suspension that was lifted and of the demo admin's preview
 * links. Added once, to an empty log.
 */
async function seedDemoReviewHistory(db: Db, now: number): Promise<void> {
  if (await db.select({ id: s.auditLog.id }).from(s.auditLog).limit(1).get()) return;
  const lawn = await db.select().from(s.tenants).where(eq(s.tenants.slug, industries.lawncare.demo.slug)).get();
  const cleaning = await db.select().from(s.tenants).where(eq(s.tenants.slug, industries['house-cleaning'].demo.slug)).get();
  const waiting = await db.select().from(s.onboardingApplications);
  const byName = (name: string) => waiting.find((a) => a.businessName === name);
  const admin = await db.select({ id: s.users.id }).from(s.users).where(eq(s.users.email, DEMO_ADMIN_EMAIL)).get();
  const actor = { actorId: admin?.id ?? null, actorEmail: DEMO_ADMIN_EMAIL };
  const previewLinks = admin ? await db.select().from(s.previewLinks).where(eq(s.previewLinks.createdBy, admin.id)) : [];
  await db.transaction(async (tx) => {
    const history: (typeof s.auditLog.$inferInsert)[] = previewLinks.map((link) => ({
      ...actor,
      action: 'preview_link.create',
      targetType: 'preview_link',
      targetId: link.id,
      details: {
        businessName: link.payload.businessName,
        city: link.payload.city,
        state: link.payload.state,
        industry: link.payload.industry,
      },
      createdAt: link.createdAt,
    }));
    if (lawn) {
      const demo = industries.lawncare.demo;
      const [approved] = await tx
        .insert(s.onboardingApplications)
        .values({
          tenantId: lawn.id,
          legalName: demo.legalName,
          businessName: lawn.businessName,
          businessPhone: lawn.businessPhone ?? demo.businessPhone,
          businessEmail: lawn.businessEmail ?? demo.businessEmail,
          baseLocation: { city: lawn.businessCity ?? '', state: lawn.businessState ?? '', zipCode: lawn.businessZip ?? '' },
          industry: 'lawncare',
          serviceCategories: industries.lawncare.services.slice(0, 4).map((service) => service.name),
          socialMedia: { facebook: demo.social.facebook ?? '' },
          proofOfWorkType: 'social_media',
          uploadedFiles: [],
          hasInsurance: true,
          acceptsTerms: true,
          acceptsNotifications: true,
          referralSource: 'Friend or colleague',
          status: 'approved',
          submittedAt: now - 45 * DAY,
          reviewedAt: now - 43 * DAY,
        })
        .returning({ id: s.onboardingApplications.id });
      // The business went live when its application was approved.
      await tx
        .update(s.tenants)
        .set({ approvedAt: now - 43 * DAY })
        .where(eq(s.tenants.id, lawn.id));
      history.push({
        ...actor,
        action: 'application.approve',
        tenantId: lawn.id,
        targetType: 'application',
        targetId: String(approved!.id),
        details: { businessName: lawn.businessName, slug: lawn.slug },
        createdAt: now - 43 * DAY,
      });
    }
    const [rejected] = await tx
      .insert(s.onboardingApplications)
      .values({
        legalName: 'Quick Buck Auto Spa LLC',
        businessName: 'Quick Buck Auto Spa',
        businessPhone: '6025550144',
        businessEmail: 'info@quickbuckauto.example',
        baseLocation: { city: 'Glendale', state: 'AZ', zipCode: '85301' },
        industry: 'mobile-detailing',
        serviceCategories: industries['mobile-detailing'].services.slice(0, 2).map((service) => service.name),
        socialMedia: { website: 'https://quickbuckauto.example' },
        proofOfWorkType: 'social_media',
        uploadedFiles: [],
        hasInsurance: true,
        acceptsTerms: true,
        acceptsNotifications: true,
        referralSource: 'Social media',
        status: 'rejected',
        reviewNotes: 'The website is a parked domain and we found no finished work or reviews anywhere.',
        submittedAt: now - 12 * DAY,
        reviewedAt: now - 10 * DAY,
      })
      .returning({ id: s.onboardingApplications.id });
    history.push({
      ...actor,
      action: 'application.reject',
      targetType: 'application',
      targetId: String(rejected!.id),
      details: {
        businessName: 'Quick Buck Auto Spa',
        reason: 'The website is a parked domain and we found no finished work or reviews anywhere.',
      },
      createdAt: now - 10 * DAY,
    });
    if (cleaning)
      history.push(
        {
          ...actor,
          action: 'tenant.suspend',
          tenantId: cleaning.id,
          targetType: 'tenant',
          targetId: String(cleaning.id),
          details: { businessName: cleaning.businessName, from: 'approved', to: 'suspended' },
          createdAt: now - 20 * DAY,
        },
        {
          ...actor,
          action: 'tenant.reactivate',
          tenantId: cleaning.id,
          targetType: 'tenant',
          targetId: String(cleaning.id),
          details: { businessName: cleaning.businessName, from: 'suspended', to: 'approved' },
          createdAt: now - 20 * DAY + 5 * 3_600_000,
        },
      );
    const greenway = byName('Greenway Yard Care');
    if (greenway?.status === 'under_review')
      history.push({
        ...actor,
        action: 'application.start_review',
        targetType: 'application',
        targetId: String(greenway.id),
        details: { businessName: greenway.businessName },
        createdAt: greenway.submittedAt + DAY,
      });
    const tails = byName('Happy Tails Mobile Grooming');
    if (tails?.status === 'needs_changes')
      history.push({
        ...actor,
        action: 'application.request_changes',
        targetType: 'application',
        targetId: String(tails.id),
        details: { businessName: tails.businessName, notes: tails.reviewNotes, nextSteps: tails.nextSteps },
        createdAt: tails.reviewedAt ?? now,
      });
    await tx.insert(s.auditLog).values(history);
  });
}

async function exists(db: Db, slug: string): Promise<boolean> {
  const row = await db.select({ id: s.tenants.id }).from(s.tenants).where(eq(s.tenants.slug, slug)).get();
  return row !== undefined;
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * A new business as it starts (the demo seed and the approval of an onboarding application make
 * businesses with this one function): the tenant row, its service areas (`areasOf` the new
 * tenant's id), every service of its industry with its tiers plus the industry's add-ons, and the
 * industry's default website texts. Runs in the caller's transaction; returns the tenant's id.
 */
export async function createTenantWithDefaults(
  tx: Tx,
  industry: IndustryContent,
  tenant: typeof s.tenants.$inferInsert,
  areasOf: (tenantId: number) => (typeof s.serviceAreas.$inferInsert)[],
): Promise<number> {
  const [row] = await tx.insert(s.tenants).values(tenant).returning({ id: s.tenants.id });
  const tenantId = row!.id;
  const areas = areasOf(tenantId);
  if (areas.length) await tx.insert(s.serviceAreas).values(areas);
  for (const [i, service] of [...industry.services, ...industry.addons.map(addonService)].entries()) {
    const [serviceRow] = await tx
      .insert(s.services)
      .values(demoServiceRow(tenantId, service, i))
      .returning({ id: s.services.id });
    await tx.insert(s.serviceTiers).values(demoTierRows(serviceRow!.id, service));
  }
  await tx.insert(s.websiteContent).values(demoContentRow(tenantId, industry));
  return tenantId;
}

async function seedIndustryDemo(db: Db, industry: IndustryContent, now: number): Promise<boolean> {
  const demo = industry.demo;
  if (await exists(db, demo.slug)) return false;
  const primary = demo.serviceAreas.find((a) => a.primary) ?? demo.serviceAreas[0];
  await db.transaction(async (tx) => {
    const tenantId = await createTenantWithDefaults(tx, industry, demoTenantRow(industry, { slug: demo.slug, primary, now }), (id) =>
      demo.serviceAreas.map((a, i) => demoAreaRow(id, a, primary, i)),
    );
    await tx.insert(s.reviews).values(demoReviewRows(tenantId, industry, now));
  });
  return true;
}

/** A business whose application is still pending: its site answers 403 TENANT_NOT_APPROVED. */
async function seedPendingDemo(db: Db): Promise<boolean> {
  if (await exists(db, PENDING_DEMO_SLUG)) return false;
  await db.insert(s.tenants).values({
    slug: PENDING_DEMO_SLUG,
    industry: 'mobile-detailing',
    status: 'pending',
    businessName: 'Pending Demo Detailing',
    firstName: 'Pat',
    lastName: 'Pending',
    businessPhone: '6025550199',
    businessEmail: 'hello@pending-demo.example',
    businessCity: 'Tempe',
    businessState: 'AZ',
  });
  return true;
}

/** The demo staff besides the owner: a technician who works alone (a crew of their own) and a read-only viewer. */
export const DEMO_STAFF = [
  { role: 'tech', firstName: 'Jordan', lastName: 'Ellis' },
  { role: 'viewer', firstName: 'Priya', lastName: 'Shah' },
] as const;
export const demoStaffEmail = (role: 'tech' | 'viewer', slug: string) => `${role}@${slug}.example`;

const DEMO_CUSTOMERS = [
  ['Dana Reyes', 'dana.reyes@example.com'],
  ['Michael Chen', 'mchen@example.com'],
  ['Sarah Johnson', 'sarah.j@example.com'],
  ['Luis Ortega', null],
  ['Emily Carter', 'emily.carter@example.com'],
  ['Tom Nguyen', 'tnguyen@example.com'],
  ['Rachel Kim', null],
  ['Greg Whitaker', 'greg.w@example.com'],
  ['Alicia Moreno', 'alicia.moreno@example.com'],
  ['Ben Foster', null],
  ['Hannah Lee', 'hannah.lee@example.com'],
  ['Omar Haddad', 'omar.h@example.com'],
] as const;

/** The largest duration choice the form offers that fits the tier (spec 2 §5), at most 3 hours so two jobs fit a day. */
const demoDuration = (minutes: number) => [...DURATION_CHOICES].reverse().find((d) => d <= Math.min(minutes, 180)) ?? DURATION_CHOICES[0];

/**
 * A demo business seeded before add-ons existed gets the industry's add-ons, once: the settings
 * remember it, so add-ons its owner deleted stay deleted. A slug already taken is left as it is.
 */
async function seedDemoAddons(db: Db, industry: IndustryContent): Promise<void> {
  const tenant = await db.select().from(s.tenants).where(eq(s.tenants.slug, industry.demo.slug)).get();
  if (!tenant || tenant.settings.demoAddons === true) return;
  await db.transaction(async (tx) => {
    const rows = await tx
      .select({ slug: s.services.slug, sortOrder: s.services.sortOrder })
      .from(s.services)
      .where(eq(s.services.tenantId, tenant.id));
    const taken = new Set(rows.map((r) => r.slug));
    let sortOrder = Math.max(-1, ...rows.map((r) => r.sortOrder));
    for (const addon of industry.addons.map(addonService).filter((a) => !taken.has(a.slug))) {
      const [row] = await tx
        .insert(s.services)
        .values(demoServiceRow(tenant.id, addon, ++sortOrder))
        .returning({ id: s.services.id });
      await tx.insert(s.serviceTiers).values(demoTierRows(row!.id, addon));
    }
    await tx
      .update(s.tenants)
      .set({ settings: { ...tenant.settings, demoAddons: true } })
      .where(eq(s.tenants.id, tenant.id));
  });
}

/**
 * A demo business's areas get their ZIP codes and travel pricing (a business seeded before areas
 * had them) and its owner-written city page, once: the settings remember it, so what its owner
 * changes later stays. Pricing an owner already set is kept.
 */
async function seedDemoAreaDetails(db: Db, industry: IndustryContent): Promise<void> {
  const tenant = await db.select().from(s.tenants).where(eq(s.tenants.slug, industry.demo.slug)).get();
  if (!tenant || tenant.settings.demoAreaDetails === true) return;
  const demo = industry.demo.serviceAreas;
  const base = demo.find((a) => a.primary) ?? demo[0];
  await db.transaction(async (tx) => {
    const areas = await tx.select().from(s.serviceAreas).where(eq(s.serviceAreas.tenantId, tenant.id));
    for (const area of areas) {
      const seeded = demo.find((a) => a.city === area.city && a.state === area.state);
      if (!seeded || area.zipCodes.length > 1) continue;
      const row = demoAreaRow(tenant.id, seeded, base, area.sortOrder);
      const untouched = area.minimum === 0 && area.multiplier === 1;
      await tx
        .update(s.serviceAreas)
        .set({ zipCodes: row.zipCodes, ...(untouched ? { minimum: row.minimum, multiplier: row.multiplier } : {}) })
        .where(eq(s.serviceAreas.id, area.id));
    }
    const own = DEMO_CITY_PAGES[tenant.slug];
    const pageArea = own && areas.find((a) => a.city === own.city);
    if (own && pageArea)
      await tx
        .insert(s.locationPages)
        .values({ tenantId: tenant.id, serviceAreaId: pageArea.id, ...own.page })
        .onConflictDoNothing({ target: s.locationPages.serviceAreaId });
    await tx
      .update(s.tenants)
      .set({ settings: { ...tenant.settings, demoAreaDetails: true } })
      .where(eq(s.tenants.id, tenant.id));
  });
}

/**
 * A month of a demo business's calendar around `now`: the past two weeks completed (a few
 * cancelled), the next two booked, two jobs a day for the main crew and one every other day for the
 * technician, on the business's open days, plus a lunch block, a van service and a blocked day.
 * Added once, to a business without appointments (so older demo databases get it too).
 */
async function seedDemoSchedule(db: Db, industry: IndustryContent, now: number): Promise<void> {
  const tenant = await db.select().from(s.tenants).where(eq(s.tenants.slug, industry.demo.slug)).get();
  if (!tenant || (await db.select({ id: s.appointments.id }).from(s.appointments).where(eq(s.appointments.tenantId, tenant.id)).get()))
    return;
  const zone = tenant.timeZone;
  const tiers = await db
    .select({
      service: s.services.name,
      tier: s.serviceTiers.name,
      priceCents: s.serviceTiers.priceCents,
      minutes: s.serviceTiers.durationMinutes,
    })
    .from(s.serviceTiers)
    .innerJoin(s.services, eq(s.services.id, s.serviceTiers.serviceId))
    .where(and(eq(s.services.tenantId, tenant.id), eq(s.services.category, industry.services[0]?.category ?? '')))
    .orderBy(asc(s.services.sortOrder), asc(s.serviceTiers.sortOrder));
  const jobs = tiers.length
    ? tiers
    : await db
        .select({
          service: s.services.name,
          tier: s.serviceTiers.name,
          priceCents: s.serviceTiers.priceCents,
          minutes: s.serviceTiers.durationMinutes,
        })
        .from(s.serviceTiers)
        .innerJoin(s.services, eq(s.services.id, s.serviceTiers.serviceId))
        .where(eq(s.services.tenantId, tenant.id))
        .orderBy(asc(s.services.sortOrder), asc(s.serviceTiers.sortOrder));
  const areas = await db.select().from(s.serviceAreas).where(eq(s.serviceAreas.tenantId, tenant.id)).orderBy(asc(s.serviceAreas.sortOrder));
  const today = todayIn(zone, now);
  const blockedDate = addDays(today, 9);
  const areaCode = (tenant.businessPhone ?? '6025550100').slice(0, 3);

  await db.transaction(async (tx) => {
    // A database older than the schedule already has the default crew (migration 0009 made it).
    const mainCrew =
      (await tx
        .select()
        .from(s.crews)
        .where(and(eq(s.crews.tenantId, tenant.id), eq(s.crews.isDefault, true)))
        .get()) ?? (await tx.insert(s.crews).values({ tenantId: tenant.id, name: 'Main crew', isDefault: true }).returning())[0];
    const staffIds: Record<string, number> = {};
    for (const person of DEMO_STAFF) {
      const email = demoStaffEmail(person.role, tenant.slug);
      const found = await tx.select({ id: s.users.id }).from(s.users).where(eq(s.users.email, email)).get();
      staffIds[person.role] =
        found?.id ??
        (
          await tx
            .insert(s.users)
            .values({ email, tenantId: tenant.id, staffRole: person.role, firstName: person.firstName, lastName: person.lastName })
            .returning()
        )[0]!.id;
    }
    const [techCrew] = await tx
      .insert(s.crews)
      .values({ tenantId: tenant.id, name: `${DEMO_STAFF[0].firstName} ${DEMO_STAFF[0].lastName}`, userId: staffIds.tech })
      .returning();

    const rows: (typeof s.appointments.$inferInsert)[] = [];
    let n = 0;
    for (let offset = -14; offset <= 14; offset++) {
      const date = addDays(today, offset);
      if (tenant.operatingHours[weekdayOf(date)]?.closed || date === blockedDate) continue;
      const slots = [
        { time: '09:00', crewId: mainCrew!.id, tech: false },
        // Saturdays close early: one job for the crew.
        ...(weekdayOf(date) === 'saturday' ? [] : [{ time: '13:00', crewId: mainCrew!.id, tech: false }]),
        ...(offset % 2 === 0 ? [{ time: '10:00', crewId: techCrew!.id, tech: true }] : []),
      ];
      for (const slot of slots) {
        const job = jobs[n % jobs.length]!;
        const [name, email] = DEMO_CUSTOMERS[n % DEMO_CUSTOMERS.length]!;
        const area = areas[n % Math.max(areas.length, 1)];
        const duration = demoDuration(job.minutes);
        const start = instantAt(date, slot.time, zone);
        const past = offset < 0;
        // Every seventh past job was called off; the rest were done. Upcoming ones are confirmed once a deposit came in.
        const status = past ? (n % 7 === 3 ? 'cancelled' : 'completed') : n % 3 === 0 ? 'confirmed' : 'scheduled';
        const deposit = status === 'confirmed' || (status === 'completed' && n % 2 === 0) ? Math.round(job.priceCents / 500) * 100 : null;
        rows.push({
          tenantId: tenant.id,
          crewId: slot.crewId,
          assignedUserId: slot.tech ? staffIds.tech : null,
          title: `${job.service} – ${name.split(' ')[1]}`,
          serviceType: job.service,
          description: job.tier === job.service ? null : `${job.tier} package`,
          serviceDurationMinutes: duration,
          startTime: start,
          endTime: start + duration * 60_000,
          customerName: name,
          customerPhone: `(${areaCode}) 555-01${String(10 + (n % 90)).padStart(2, '0')}`,
          customerEmail: email,
          priceCents: job.priceCents,
          depositCents: deposit,
          notes: n % 4 === 1 ? 'Please text when you are on the way.' : null,
          internalNotes: n % 5 === 2 ? 'Returning customer: ask about a maintenance plan.' : null,
          status,
          serviceAreaId: area?.id ?? null,
          latitude: area?.latitude ?? null,
          longitude: area?.longitude ?? null,
        });
        n++;
      }
    }
    if (rows.length) await tx.insert(s.appointments).values(rows);
    const lunch = addDays(today, 1);
    const service = addDays(today, 3);
    await tx.insert(s.timeBlocks).values([
      {
        tenantId: tenant.id,
        title: 'Lunch',
        blockType: 'break',
        startTime: instantAt(lunch, '12:15', zone),
        endTime: instantAt(lunch, '12:45', zone),
      },
      {
        tenantId: tenant.id,
        title: 'Van service',
        description: 'Oil change and tire rotation',
        blockType: 'maintenance',
        startTime: instantAt(service, '16:30', zone),
        endTime: instantAt(service, '17:00', zone),
      },
      {
        tenantId: tenant.id,
        title: `${DEMO_STAFF[0].firstName}: dentist`,
        blockType: 'personal',
        // Time off of the technician alone: the main crew still takes jobs then.
        crewId: techCrew!.id,
        startTime: instantAt(addDays(today, 5), '14:00', zone),
        endTime: instantAt(addDays(today, 5), '16:00', zone),
      },
    ]);
    await tx.insert(s.blockedDays).values({ tenantId: tenant.id, blockedDate, reason: 'Team training day' });
  });
}

const DEMO_STREETS = ['1420 W Maple St', '88 Canyon View Dr', '315 E Palm Ln', '2207 N Oak Ave'];
const DEMO_VEHICLES = [
  { make: 'Toyota', model: 'RAV4', year: '2021', color: 'Silver' },
  { make: 'Ford', model: 'F-150', year: '2019', color: 'Blue' },
  { make: 'Honda', model: 'Accord', year: '2023', color: 'White' },
  { make: 'Tesla', model: 'Model Y', year: '2022', color: 'Black' },
];

/**
 * Some of a demo business's appointments came through its booking page: three upcoming and one
 * done. Each gets what the booking API's confirm writes (api/domain/booking/confirm.ts): the
 * customer, the booking with the job at the price the wizard showed, the hash of a manage token
 * (no one holds the token: demo customers get no e-mail) and the reminder job before the time.
 * Added once, to a business with a schedule and no online bookings yet.
 */
async function seedDemoOnlineBookings(db: Db, industry: IndustryContent, now: number): Promise<void> {
  const tenant = await db.select().from(s.tenants).where(eq(s.tenants.slug, industry.demo.slug)).get();
  if (!tenant || (await db.select({ id: s.bookings.id }).from(s.bookings).where(eq(s.bookings.tenantId, tenant.id)).get())) return;
  // Online bookings always leave an e-mail address; the booking page asks for it.
  const live = and(eq(s.appointments.tenantId, tenant.id), isNull(s.appointments.assignedUserId), isNotNull(s.appointments.customerEmail));
  const upcoming = await db
    .select()
    .from(s.appointments)
    .where(and(live, gt(s.appointments.startTime, now), inArray(s.appointments.status, ['scheduled', 'confirmed'])))
    .orderBy(asc(s.appointments.startTime));
  const done = await db
    .select()
    .from(s.appointments)
    .where(and(live, lt(s.appointments.startTime, now), eq(s.appointments.status, 'completed')))
    .orderBy(asc(s.appointments.startTime));
  const chosen = [...upcoming.filter((_, i) => i % 3 === 1).slice(0, 3), ...done.slice(-1)];
  if (!chosen.length) return;
  const tiers = await db
    .select({
      slug: s.services.slug,
      service: s.services.name,
      id: s.serviceTiers.id,
      name: s.serviceTiers.name,
      priceCents: s.serviceTiers.priceCents,
      durationMinutes: s.serviceTiers.durationMinutes,
      sizePricesCents: s.serviceTiers.sizePricesCents,
    })
    .from(s.serviceTiers)
    .innerJoin(s.services, eq(s.services.id, s.serviceTiers.serviceId))
    .where(eq(s.services.tenantId, tenant.id))
    .orderBy(asc(s.services.sortOrder), asc(s.serviceTiers.sortOrder));
  const areas = await db.select().from(s.serviceAreas).where(eq(s.serviceAreas.tenantId, tenant.id));
  const settings = bookingSettingsFrom(tenant.settings);
  const vehicleType = serviceCatalog(tenant.industry).vehicles[0]?.key ?? 'sedan';
  const detailed = quoteAsksForVehicle(tenant.industry);

  await db.transaction(async (tx) => {
    for (const [i, appointment] of chosen.entries()) {
      const ofService = tiers.filter((t) => t.service === appointment.serviceType);
      const tier = ofService.find((t) => appointment.description === `${t.name} package`) ?? ofService[0] ?? tiers[0];
      const area = areas.find((a) => a.id === appointment.serviceAreaId) ?? areas[0];
      if (!tier || !area) continue;
      const zip = area.zip ?? area.zipCodes[0] ?? '';
      const price = bookingPrice({
        tier,
        area: { multiplier: area.multiplier, minimumDollars: area.minimum },
        depositPercentage: settings.depositRequired ? settings.depositPercentage : 0,
      });
      const paid = appointment.depositCents !== null && price.depositCents > 0;
      const address = { street: DEMO_STREETS[i % DEMO_STREETS.length]!, city: area.city, state: area.state, zip };
      const email = appointment.customerEmail!.toLowerCase();
      const phone = appointment.customerPhone.replace(/\D/g, '');
      const customerId =
        (
          await tx
            .select({ id: s.customers.id })
            .from(s.customers)
            .where(and(eq(s.customers.tenantId, tenant.id), eq(s.customers.email, email)))
            .get()
        )?.id ??
        (
          await tx
            .insert(s.customers)
            .values({ tenantId: tenant.id, name: appointment.customerName, email, phone, city: area.city, state: area.state, zip })
            .returning({ id: s.customers.id })
        )[0]!.id;
      await tx
        .update(s.appointments)
        .set({
          customerId,
          // As the confirm path writes it: the package, then the service address.
          description: `${tier.name}\n${address.street}, ${address.city}, ${address.state} ${address.zip}`,
          priceCents: price.totalCents,
          depositCents: paid ? price.depositCents : null,
        })
        .where(eq(s.appointments.id, appointment.id));
      await tx.insert(s.bookings).values({
        tenantId: tenant.id,
        appointmentId: appointment.id,
        manageTokenHash: createHash('sha256').update(randomBytes(32).toString('base64url')).digest('hex'),
        job: {
          service: tier.slug,
          serviceName: tier.service,
          tier: tier.id,
          tierName: tier.name,
          addons: [],
          size: null,
          zip,
          area: { id: area.id, city: area.city, state: area.state },
          // The minutes the schedule holds for it.
          price: { ...price, durationMinutes: appointment.serviceDurationMinutes },
        },
        vehicle: detailed ? { type: vehicleType, ...DEMO_VEHICLES[i % DEMO_VEHICLES.length]! } : { type: vehicleType },
        address,
        payment: paid ? 'paid' : 'on_site',
        createdAt: appointment.startTime - (3 + i) * DAY,
      });
      const runAt = appointment.startTime - settings.reminderHours * 3_600_000;
      if (settings.reminderHours > 0 && runAt > now)
        await tx.insert(s.bookingReminders).values({ tenantId: tenant.id, appointmentId: appointment.id, channel: 'email', runAt });
    }
  });
}

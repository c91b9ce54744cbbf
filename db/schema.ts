/**
 * The whole data model, designed for the roadmap (sites, sign-in, publishing, dashboard, locations,
 * services, schedule, quotes, onboarding, analytics, health, domains). Times are epoch milliseconds.
 * Every tenant-owned row carries tenant_id and is deleted with its tenant.
 */
import { sql } from 'drizzle-orm';
import { index, integer, real, sqliteTable, text, uniqueIndex, type AnySQLiteColumn } from 'drizzle-orm/sqlite-core';
import type { StaffRole } from '#core/api/staff.ts';
import type { OperatingHours } from '#core/scheduling/hours.ts';
import { defaultSchedulingSettings } from '#core/scheduling/settings.ts';
import { FALLBACK_TIME_ZONE } from '#core/scheduling/time-zones.ts';
import type { TenantStatus } from '#core/site/tenant-status.ts';
import type { DomainStatus } from '#core/domains/domains.ts';

const now = sql`(cast(unixepoch('subsec') * 1000 as integer))`;
const createdAt = () => integer('created_at', { mode: 'number' }).notNull().default(now);
const updatedAt = () => integer('updated_at', { mode: 'number' }).notNull().default(now);
/** What a business starts with before its owner sets its schedule (the engine's defaults, core/scheduling/settings.ts). */
const SCHEDULING = defaultSchedulingSettings(FALLBACK_TIME_ZONE);
const tenantRef = () =>
  integer('tenant_id')
    .notNull()
    .references((): AnySQLiteColumn => tenants.id, { onDelete: 'cascade' });

export const tenants = sqliteTable('tenants', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  slug: text('slug').notNull().unique(),
  industry: text('industry').notNull().default('mobile-detailing'),
  /** pending, approved, active, suspended, rejected; only approved sites are public. */
  status: text('status').$type<TenantStatus>().notNull().default('pending'),
  businessName: text('business_name').notNull(),
  legalName: text('legal_name'),
  firstName: text('first_name'),
  lastName: text('last_name'),
  businessPhone: text('business_phone'),
  businessEmail: text('business_email'),
  personalPhone: text('personal_phone'),
  personalEmail: text('personal_email'),
  twilioPhone: text('twilio_phone'),
  businessStartDate: text('business_start_date'),
  businessStreet: text('business_street'),
  businessCity: text('business_city'),
  businessState: text('business_state'),
  businessZip: text('business_zip'),
  facebookUrl: text('facebook_url'),
  facebookEnabled: integer('facebook_enabled', { mode: 'boolean' }).notNull().default(true),
  instagramUrl: text('instagram_url'),
  instagramEnabled: integer('instagram_enabled', { mode: 'boolean' }).notNull().default(true),
  tiktokUrl: text('tiktok_url'),
  tiktokEnabled: integer('tiktok_enabled', { mode: 'boolean' }).notNull().default(true),
  youtubeUrl: text('youtube_url'),
  youtubeEnabled: integer('youtube_enabled', { mode: 'boolean' }).notNull().default(true),
  gbpUrl: text('gbp_url'),
  /** The main logo (/uploads/logos/...; null: the industry's logo), its alt text and intrinsic size for the header's box. */
  logoUrl: text('logo_url'),
  logoAlt: text('logo_alt'),
  logoWidth: integer('logo_width'),
  logoHeight: integer('logo_height'),
  /** Spec 1 §3 logo variants for dark and light backgrounds. */
  logoDarkUrl: text('logo_dark_url'),
  logoLightUrl: text('logo_light_url'),
  /** One of core/branding THEMES; the site reads anything else as sunset. */
  theme: text('theme').notNull().default('default'),
  tagline: text('tagline'),
  /** The owner's colours (#RRGGBB); null: the theme's. */
  brandPrimary: text('brand_primary'),
  brandPrimaryDark: text('brand_primary_dark'),
  brandAccent: text('brand_accent'),
  /** Spec 1 §3 mainSiteSEO; null: the home page's generated title and description. */
  seoTitle: text('seo_title'),
  seoDescription: text('seo_description'),
  businessLicense: text('business_license'),
  insuranceProvider: text('insurance_provider'),
  /** YYYY-MM-DD; the site's "Licensed & insured" block hides after it. */
  insuranceExpiry: text('insurance_expiry'),
  brandUpdatedAt: integer('brand_updated_at', { mode: 'number' }),
  /** Per-tenant switches: dashboard tab gating and site features (validated by core/tenant-config). */
  features: text('features', { mode: 'json' })
    .$type<Record<string, boolean>>()
    .notNull()
    .default(sql`'{}'`),
  /** Operating hours per weekday, analytics ids and other config of spec 1 §3. */
  settings: text('settings', { mode: 'json' })
    .$type<Record<string, unknown>>()
    .notNull()
    .default(sql`'{}'`),
  /** IANA zone of the business (from its base state at creation, editable): its days, hours and calendar views are computed in it. */
  timeZone: text('time_zone').notNull().default(SCHEDULING.timeZone),
  /** Spec 1 §3 operating hours per weekday (core/scheduling/hours.ts); new businesses get its defaults. */
  operatingHours: text('operating_hours', { mode: 'json' })
    .$type<OperatingHours>()
    .notNull()
    .default(sql.raw(`'${JSON.stringify(SCHEDULING.operatingHours)}'`)),
  /** Spec 1 §3: whole days of notice a booking needs (0 to 30). */
  leadTimeDays: integer('lead_time_days').notNull().default(SCHEDULING.leadTimeDays),
  /** Time kept free before and after each job; the overlap trigger of the appointments uses their sum. */
  bufferBeforeMinutes: integer('buffer_before_minutes').notNull().default(SCHEDULING.bufferBeforeMinutes),
  bufferAfterMinutes: integer('buffer_after_minutes').notNull().default(SCHEDULING.bufferAfterMinutes),
  slotIntervalMinutes: integer('slot_interval_minutes').notNull().default(SCHEDULING.slotIntervalMinutes),
  bookingWindowDays: integer('booking_window_days').notNull().default(SCHEDULING.bookingWindowDays),
  approvedAt: integer('approved_at', { mode: 'number' }),
  lastActivity: integer('last_activity', { mode: 'number' }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** Extra hostnames that resolve to a tenant (custom domains). */
export const tenantDomains = sqliteTable('tenant_domains', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  tenantId: tenantRef(),
  hostname: text('hostname').notNull().unique(),
  isPrimary: integer('is_primary', { mode: 'boolean' }).notNull().default(false),
  verifiedAt: integer('verified_at', { mode: 'number' }),
  /**
   * The token of the TXT record `_localsite-verify.{hostname}` that proves the owner controls the
   * domain's DNS; random per domain (api/domain/domains.ts; the migration gave existing rows theirs).
   */
  verificationToken: text('verification_token').notNull().default(''),
  /** pending (never checked), active (serves the site), error (last check failed: last_error says why); core/domains. */
  status: text('status').$type<DomainStatus>().notNull().default('pending'),
  lastCheckedAt: integer('last_checked_at', { mode: 'number' }),
  lastError: text('last_error'),
  createdAt: createdAt(),
});

export const users = sqliteTable('users', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  email: text('email').notNull().unique(),
  passwordHash: text('password_hash'),
  firstName: text('first_name'),
  lastName: text('last_name'),
  isAdmin: integer('is_admin', { mode: 'boolean' }).notNull().default(false),
  tenantId: integer('tenant_id').references(() => tenants.id, { onDelete: 'cascade' }),
  /** owner, manager, tech, viewer (tenant users only). */
  staffRole: text('staff_role').$type<StaffRole>(),
  passwordChangedAt: integer('password_changed_at', { mode: 'number' }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** A signed-in session (one per login); refresh tokens of one session form one family. */
export const authSessions = sqliteTable('auth_sessions', {
  id: text('id').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  createdAt: createdAt(),
  lastUsedAt: integer('last_used_at', { mode: 'number' }).notNull(),
  expiresAt: integer('expires_at', { mode: 'number' }).notNull(),
  revokedAt: integer('revoked_at', { mode: 'number' }),
  revokedReason: text('revoked_reason'),
});

export const refreshTokens = sqliteTable('refresh_tokens', {
  id: text('id').primaryKey(),
  sessionId: text('session_id')
    .notNull()
    .references(() => authSessions.id, { onDelete: 'cascade' }),
  /** SHA-256 of the secret part; the secret itself is never stored. */
  secretHash: text('secret_hash').notNull(),
  createdAt: createdAt(),
  expiresAt: integer('expires_at', { mode: 'number' }).notNull(),
  usedAt: integer('used_at', { mode: 'number' }),
});

/** Set-password and password-reset links: 256-bit, hashed, single use. */
export const oneTimeTokens = sqliteTable('one_time_tokens', {
  id: text('id').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  purpose: text('purpose').notNull(),
  secretHash: text('secret_hash').notNull(),
  expiresAt: integer('expires_at', { mode: 'number' }).notNull(),
  usedAt: integer('used_at', { mode: 'number' }),
  createdAt: createdAt(),
});

export const serviceAreas = sqliteTable(
  'service_areas',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    tenantId: tenantRef(),
    city: text('city').notNull(),
    state: text('state').notNull(),
    /** The main ZIP code: the one the owner gave, else the first of zip_codes. */
    zip: text('zip'),
    /** Every ZIP code the area covers (spec 1 §3 zipCodes): the ZIP lookup answers "served" for these. */
    zipCodes: text('zip_codes', { mode: 'json' })
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'`),
    minimum: real('minimum').notNull().default(0),
    multiplier: real('multiplier').notNull().default(1),
    isPrimary: integer('is_primary', { mode: 'boolean' }).notNull().default(false),
    sortOrder: integer('sort_order').notNull().default(0),
    latitude: real('latitude'),
    longitude: real('longitude'),
    radiusMiles: real('radius_miles'),
    createdAt: createdAt(),
  },
  (t) => [index('service_areas_tenant').on(t.tenantId)],
);

/** Owner overrides of a generated city page (SEO texts, local FAQ, neighbourhoods...). */
export const locationPages = sqliteTable(
  'location_pages',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    tenantId: tenantRef(),
    serviceAreaId: integer('service_area_id')
      .notNull()
      .references(() => serviceAreas.id, { onDelete: 'cascade' }),
    seoTitle: text('seo_title'),
    seoDescription: text('seo_description'),
    intro: text('intro'),
    faqs: text('faqs', { mode: 'json' }).$type<{ q: string; a: string }[]>(),
    neighborhoods: text('neighborhoods', { mode: 'json' }).$type<string[]>(),
    landmarks: text('landmarks', { mode: 'json' }).$type<string[]>(),
    pricingModifierPct: real('pricing_modifier_pct'),
    localConditions: text('local_conditions'),
    /** Gallery images shown on the page: stock ids, or `custom:{id}` for uploaded ones. */
    imageIds: text('image_ids', { mode: 'json' }).$type<string[]>(),
    noindex: integer('noindex', { mode: 'boolean' }).notNull().default(false),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('location_pages_area').on(t.serviceAreaId)],
);

export const services = sqliteTable(
  'services',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    tenantId: tenantRef(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    category: text('category').notNull(),
    description: text('description').notNull().default(''),
    vehicleTypes: text('vehicle_types', { mode: 'json' })
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'`),
    basePriceCents: integer('base_price_cents').notNull().default(0),
    pricingUnit: text('pricing_unit').notNull().default('flat'),
    minDurationMinutes: integer('min_duration_minutes').notNull().default(60),
    active: integer('active', { mode: 'boolean' }).notNull().default(true),
    featured: integer('featured', { mode: 'boolean' }).notNull().default(false),
    sortOrder: integer('sort_order').notNull().default(0),
    metadata: text('metadata', { mode: 'json' })
      .$type<Record<string, unknown>>()
      .notNull()
      .default(sql`'{}'`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('services_tenant_slug').on(t.tenantId, t.slug)],
);

export const serviceTiers = sqliteTable('service_tiers', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  serviceId: integer('service_id')
    .notNull()
    .references(() => services.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  priceCents: integer('price_cents').notNull(),
  durationMinutes: integer('duration_minutes').notNull(),
  description: text('description').notNull().default(''),
  features: text('features', { mode: 'json' })
    .$type<string[]>()
    .notNull()
    .default(sql`'[]'`),
  popular: integer('popular', { mode: 'boolean' }).notNull().default(false),
  enabled: integer('enabled', { mode: 'boolean' }).notNull().default(true),
  sortOrder: integer('sort_order').notNull().default(0),
  /** Detailing: the price for a vehicle size (xs..xl) where it differs from price_cents; booking reads it. */
  sizePricesCents: text('size_prices_cents', { mode: 'json' })
    .$type<Partial<Record<'xs' | 's' | 'm' | 'l' | 'xl', number>>>()
    .notNull()
    .default(sql`'{}'`),
});

export const reviews = sqliteTable(
  'reviews',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    tenantId: tenantRef(),
    customerName: text('customer_name').notNull(),
    rating: integer('rating').notNull(),
    title: text('title'),
    comment: text('comment').notNull(),
    /** website, google, yelp, facebook */
    source: text('source').notNull().default('website'),
    reviewerUrl: text('reviewer_url'),
    avatarFilename: text('avatar_filename'),
    vehicleType: text('vehicle_type'),
    serviceCategory: text('service_category'),
    paintCorrection: integer('paint_correction', { mode: 'boolean' }).notNull().default(false),
    ceramicCoating: integer('ceramic_coating', { mode: 'boolean' }).notNull().default(false),
    paintProtectionFilm: integer('paint_protection_film', { mode: 'boolean' }).notNull().default(false),
    publishedAt: integer('published_at', { mode: 'number' }).notNull(),
    createdAt: createdAt(),
    /**
     * published, pending (sent through the site's review form, waiting for the owner's approval) or
     * rejected; only published reviews reach the site and its rating.
     */
    status: text('status').notNull().default('published'),
    /** Sent with the link of a review request: the customer of a completed job. */
    verified: integer('verified', { mode: 'boolean' }).notNull().default(false),
  },
  (t) => [index('reviews_tenant_published').on(t.tenantId, t.publishedAt), index('reviews_tenant_status').on(t.tenantId, t.status)],
);

/**
 * Review requests (issue 16): one durable job per completed appointment with a customer e-mail,
 * due the owner's delay after completion, claimed with a lease like the booking reminders so it is
 * sent once across restarts. Only the hash of the e-mailed link's token is kept; the token is good
 * for one review until it expires.
 */
export const reviewRequests = sqliteTable(
  'review_requests',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    tenantId: tenantRef(),
    appointmentId: integer('appointment_id')
      .notNull()
      .unique()
      .references(() => appointments.id, { onDelete: 'cascade' }),
    runAt: integer('run_at', { mode: 'number' }).notNull(),
    /** queued, sending, sent, skipped, failed */
    state: text('state').notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    workerId: text('worker_id'),
    leaseUntil: integer('lease_until', { mode: 'number' }),
    sentAt: integer('sent_at', { mode: 'number' }),
    error: text('error'),
    /** SHA-256 of the link's token, set when the e-mail is sent. */
    tokenHash: text('token_hash').unique(),
    expiresAt: integer('expires_at', { mode: 'number' }),
    /** When the link was used, and the review it gave. */
    usedAt: integer('used_at', { mode: 'number' }),
    reviewId: integer('review_id').references(() => reviews.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('review_requests_due').on(t.state, t.runAt), index('review_requests_tenant').on(t.tenantId, t.createdAt)],
);

export interface FaqItemRow {
  id: string;
  question: string;
  answer: string;
  category: string;
}

/** One row per tenant; null fields fall back to the industry defaults in content/. */
export const websiteContent = sqliteTable('website_content', {
  tenantId: integer('tenant_id')
    .primaryKey()
    .references(() => tenants.id, { onDelete: 'cascade' }),
  heroTitle: text('hero_title'),
  heroSubtitle: text('hero_subtitle'),
  /** Chosen hero image keys (at most 2). */
  heroImages: text('hero_images', { mode: 'json' }).$type<string[]>(),
  servicesTitle: text('services_title'),
  servicesSubtitle: text('services_subtitle'),
  /** Per-service section descriptions keyed by service slug. */
  servicesDescriptions: text('services_descriptions', { mode: 'json' }).$type<Record<string, string>>(),
  reviewsTitle: text('reviews_title'),
  reviewsSubtitle: text('reviews_subtitle'),
  reviewsAvgRating: real('reviews_avg_rating'),
  reviewsTotalCount: integer('reviews_total_count'),
  faqTitle: text('faq_title'),
  faqSubtitle: text('faq_subtitle'),
  faqItems: text('faq_items', { mode: 'json' }).$type<FaqItemRow[]>(),
  /** Stock gallery image ids the owner picked (null = all of the industry's stock images). */
  galleryStock: text('gallery_stock', { mode: 'json' }).$type<string[]>(),
  updatedAt: updatedAt(),
});

/** Files owners upload (avatars, custom gallery images), already resized at upload. */
export const uploads = sqliteTable('uploads', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  tenantId: tenantRef(),
  kind: text('kind').notNull(),
  /** Path under /uploads/ of the largest variant. */
  path: text('path').notNull(),
  srcset: text('srcset'),
  contentType: text('content_type').notNull(),
  bytes: integer('bytes').notNull(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  createdAt: createdAt(),
  /**
   * When the owner removed it. Its files stay while a kept release may still show it (a rollback
   * brings such a release back); purgeRetiredUploads (api/lib/uploads.ts) deletes them after that.
   */
  retiredAt: integer('retired_at', { mode: 'number' }),
});

export const galleryImages = sqliteTable('gallery_images', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  tenantId: tenantRef(),
  uploadId: integer('upload_id').references(() => uploads.id, { onDelete: 'set null' }),
  src: text('src').notNull(),
  srcset: text('srcset'),
  alt: text('alt').notNull().default(''),
  title: text('title').notNull().default(''),
  caption: text('caption').notNull().default(''),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  tags: text('tags', { mode: 'json' })
    .$type<string[]>()
    .notNull()
    .default(sql`'[]'`),
  sortOrder: integer('sort_order').notNull().default(0),
  createdAt: createdAt(),
});

export const customers = sqliteTable(
  'customers',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    tenantId: tenantRef(),
    name: text('name').notNull(),
    /** Lower-cased; matching finds a customer by it first (api/domain/customers.ts). */
    email: text('email'),
    /** Digits only; matching finds a customer by it second. */
    phone: text('phone'),
    street: text('street'),
    city: text('city'),
    state: text('state'),
    zip: text('zip'),
    /** The customer's vehicles, homes, lots or pets (core/customers/things.ts). */
    things: text('things', { mode: 'json' })
      .$type<{ type: string; label: string; details: string }[]>()
      .notNull()
      .default(sql`'[]'`),
    /** Private notes of the business. */
    notes: text('notes'),
    /** The latest request, estimate or appointment: the list sorts by it. */
    lastActivityAt: integer('last_activity_at', { mode: 'number' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('customers_tenant_email').on(t.tenantId, t.email), index('customers_tenant_phone').on(t.tenantId, t.phone)],
);

export const quotes = sqliteTable(
  'quotes',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    tenantId: tenantRef(),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    /** The vehicle fields are asked only where the customer brings a vehicle (core/validation/quote.ts). */
    vehicleType: text('vehicle_type'),
    vehicleMake: text('vehicle_make'),
    vehicleModel: text('vehicle_model'),
    vehicleYear: text('vehicle_year'),
    services: text('services', { mode: 'json' }).$type<string[]>().notNull(),
    message: text('message'),
    city: text('city').notNull(),
    state: text('state').notNull(),
    zipCode: text('zip_code').notNull(),
    /** pending, in_progress, completed, cancelled */
    status: text('status').notNull().default('pending'),
    estimatedPriceCents: integer('estimated_price_cents'),
    estimatedDurationMinutes: integer('estimated_duration_minutes'),
    notes: text('notes'),
    cancelReason: text('cancel_reason'),
    /** The staff member the request is assigned to (the list's user_id filter). */
    assignedUserId: integer('assigned_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** When staff first opened it; null: unread (new requests are). */
    readAt: integer('read_at', { mode: 'number' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('quotes_tenant_created').on(t.tenantId, t.createdAt), index('quotes_customer').on(t.customerId)],
);

export const appointments = sqliteTable(
  'appointments',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    tenantId: tenantRef(),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    description: text('description'),
    serviceType: text('service_type').notNull(),
    serviceDurationMinutes: integer('service_duration').notNull(),
    /** UTC instants; the tenant's time zone is in settings. */
    startTime: integer('start_time', { mode: 'number' }).notNull(),
    endTime: integer('end_time', { mode: 'number' }).notNull(),
    customerName: text('customer_name').notNull(),
    customerPhone: text('customer_phone').notNull(),
    customerEmail: text('customer_email'),
    priceCents: integer('price_cents'),
    depositCents: integer('deposit_cents'),
    notes: text('notes'),
    internalNotes: text('internal_notes'),
    /** scheduled, confirmed, in_progress, completed, cancelled */
    status: text('status').notNull().default('scheduled'),
    /** The crew doing the job; two live appointments of one crew never overlap (trigger in migration 0009). */
    crewId: integer('crew_id').references(() => crews.id, { onDelete: 'set null' }),
    /** The technician the job is assigned to (a tech sees and works only these). */
    assignedUserId: integer('assigned_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Where the job is: a service area of the business, or a point (travel between jobs is estimated from it). */
    serviceAreaId: integer('service_area_id').references(() => serviceAreas.id, { onDelete: 'set null' }),
    latitude: real('latitude'),
    longitude: real('longitude'),
    /** The owner booked it over another appointment of the crew on purpose; the trigger lets it be. */
    overlapAllowed: integer('overlap_allowed', { mode: 'boolean' }).notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('appointments_tenant_start').on(t.tenantId, t.startTime), index('appointments_crew_start').on(t.crewId, t.startTime)],
);

/**
 * A time a booking visitor is holding (issue 15 §2): busy for everyone else until it expires, is
 * given back, or becomes an appointment. The id is random (128 bits) and is the visitor's only
 * credential for it. A hold waiting for a Stripe deposit keeps its time until the payment ends.
 */
export const bookingHolds = sqliteTable(
  'booking_holds',
  {
    id: text('id').primaryKey(),
    tenantId: tenantRef(),
    crewId: integer('crew_id').references(() => crews.id, { onDelete: 'cascade' }),
    startTime: integer('start_time', { mode: 'number' }).notNull(),
    endTime: integer('end_time', { mode: 'number' }).notNull(),
    expiresAt: integer('expires_at', { mode: 'number' }).notNull(),
    /** held, payment (a Stripe Checkout is open), booked, released */
    state: text('state').notNull().default('held'),
    /** What is booked: service slug, tier id, add-on slugs, size, ZIP, the served area and the price (core/booking). */
    job: text('job', { mode: 'json' }).$type<Record<string, unknown>>().notNull(),
    serviceAreaId: integer('service_area_id').references(() => serviceAreas.id, { onDelete: 'set null' }),
    /** The visitor's answers, kept while a deposit is being paid; the webhook books with them. */
    answers: text('answers', { mode: 'json' }).$type<Record<string, unknown>>(),
    stripeSessionId: text('stripe_session_id').unique(),
    appointmentId: integer('appointment_id').references(() => appointments.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('booking_holds_tenant_time').on(t.tenantId, t.state, t.startTime)],
);

/** An appointment booked online: what the visitor chose, and the hash of their manage link's token. */
export const bookings = sqliteTable(
  'bookings',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    tenantId: tenantRef(),
    appointmentId: integer('appointment_id')
      .notNull()
      .unique()
      .references(() => appointments.id, { onDelete: 'cascade' }),
    /** SHA-256 of the manage token (only the customer's e-mail holds the token). */
    manageTokenHash: text('manage_token_hash').notNull().unique(),
    job: text('job', { mode: 'json' }).$type<Record<string, unknown>>().notNull(),
    /** The vehicle (or home, yard, pet) and the service address. */
    vehicle: text('vehicle', { mode: 'json' }).$type<Record<string, unknown>>().notNull(),
    address: text('address', { mode: 'json' }).$type<{ street: string; city: string; state: string; zip: string }>().notNull(),
    /** on_site, or paid (a Stripe deposit) */
    payment: text('payment').notNull().default('on_site'),
    stripeSessionId: text('stripe_session_id'),
    createdAt: createdAt(),
  },
  (t) => [index('bookings_tenant').on(t.tenantId)],
);

/**
 * An estimate answering a quote request (issue 16 §3): priced lines, some optional, sent to the
 * customer by a link whose token only the e-mail holds (its SHA-256 is kept). 'expired' is not
 * stored: a sent estimate past valid_until is expired when read (core/estimates).
 */
export const estimates = sqliteTable(
  'estimates',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    tenantId: tenantRef(),
    quoteId: integer('quote_id')
      .notNull()
      .references(() => quotes.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    /** draft, sent, accepted, declined, booked */
    status: text('status').notNull().default('draft'),
    /** [{ id, serviceId, tierId, description, priceCents, optional }] (core/estimates EstimateItem) */
    items: text('items', { mode: 'json' }).$type<Record<string, unknown>[]>().notNull(),
    /** The optional lines the customer chose when accepting. */
    acceptedOptionalIds: text('accepted_optional_ids', { mode: 'json' })
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'`),
    durationMinutes: integer('duration_minutes').notNull(),
    /** The last day it can be accepted, 'YYYY-MM-DD' in the business's time zone. */
    validUntil: text('valid_until').notNull(),
    message: text('message'),
    tokenHash: text('token_hash').unique(),
    declineReason: text('decline_reason'),
    sentAt: integer('sent_at', { mode: 'number' }),
    acceptedAt: integer('accepted_at', { mode: 'number' }),
    declinedAt: integer('declined_at', { mode: 'number' }),
    bookedAt: integer('booked_at', { mode: 'number' }),
    appointmentId: integer('appointment_id').references(() => appointments.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('estimates_tenant_created').on(t.tenantId, t.createdAt), index('estimates_quote').on(t.quoteId)],
);

/**
 * Durable reminder jobs (issue 15 §5): one per appointment and channel, claimed with a lease like
 * the publish queue, so each is sent once across restarts and several server processes.
 */
export const bookingReminders = sqliteTable(
  'booking_reminders',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    tenantId: tenantRef(),
    appointmentId: integer('appointment_id')
      .notNull()
      .references(() => appointments.id, { onDelete: 'cascade' }),
    /** email, sms */
    channel: text('channel').notNull(),
    runAt: integer('run_at', { mode: 'number' }).notNull(),
    /** queued, sending, sent, skipped, failed */
    state: text('state').notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    workerId: text('worker_id'),
    leaseUntil: integer('lease_until', { mode: 'number' }),
    sentAt: integer('sent_at', { mode: 'number' }),
    error: text('error'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('booking_reminders_job').on(t.appointmentId, t.channel), index('booking_reminders_due').on(t.state, t.runAt)],
);

/** Who does the jobs: one default crew per business, and one per technician who works alone. */
export const crews = sqliteTable(
  'crews',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    tenantId: tenantRef(),
    name: text('name').notNull(),
    /** The technician who is this crew, if it is one person. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    isDefault: integer('is_default', { mode: 'boolean' }).notNull().default(false),
    createdAt: createdAt(),
  },
  // One default crew per business: the one a job with no crew of its own goes on.
  (t) => [
    index('crews_tenant').on(t.tenantId),
    uniqueIndex('crews_one_default')
      .on(t.tenantId)
      .where(sql`${t.isDefault} = 1`),
  ],
);

/** Secret calendar feed links (ICS): one per business and one per technician; only the hash of the token is kept. */
export const calendarFeeds = sqliteTable(
  'calendar_feeds',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    tenantId: tenantRef(),
    /** Null: the whole business's feed; else the feed of the appointments assigned to this user. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** 'business' or 'user:{id}': one live feed per scope. */
    scopeKey: text('scope_key').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('calendar_feeds_scope').on(t.tenantId, t.scopeKey)],
);

export const timeBlocks = sqliteTable('time_blocks', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  tenantId: tenantRef(),
  title: text('title').notNull(),
  description: text('description'),
  blockType: text('block_type').notNull(),
  startTime: integer('start_time', { mode: 'number' }).notNull(),
  endTime: integer('end_time', { mode: 'number' }).notNull(),
  /** The crew it keeps busy (a technician's time off); null: the whole business. */
  crewId: integer('crew_id').references(() => crews.id, { onDelete: 'cascade' }),
  createdAt: createdAt(),
});

export const blockedDays = sqliteTable(
  'blocked_days',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    tenantId: tenantRef(),
    blockedDate: text('blocked_date').notNull(),
    reason: text('reason'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('blocked_days_tenant_date').on(t.tenantId, t.blockedDate)],
);

export const onboardingApplications = sqliteTable('onboarding_applications', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  tenantId: integer('tenant_id').references(() => tenants.id, { onDelete: 'set null' }),
  legalName: text('legal_name').notNull(),
  businessName: text('business_name').notNull(),
  businessPhone: text('business_phone').notNull(),
  businessEmail: text('business_email').notNull(),
  baseLocation: text('base_location', { mode: 'json' }).$type<{ city: string; state: string; zipCode: string }>().notNull(),
  serviceCategories: text('service_categories', { mode: 'json' }).$type<string[]>().notNull(),
  socialMedia: text('social_media', { mode: 'json' }).$type<Record<string, string>>().notNull(),
  proofOfWorkType: text('proof_of_work_type').notNull(),
  uploadedFiles: text('uploaded_files', { mode: 'json' })
    .$type<{ id: string; name: string; size: number; type: string; url: string }[]>()
    .notNull(),
  industry: text('industry').notNull().default('mobile-detailing'),
  hasInsurance: integer('has_insurance', { mode: 'boolean' }).notNull(),
  acceptsTerms: integer('accepts_terms', { mode: 'boolean' }).notNull(),
  acceptsNotifications: integer('accepts_notifications', { mode: 'boolean' }).notNull(),
  referralSource: text('referral_source').notNull(),
  notes: text('notes'),
  /** pending, under_review, approved, rejected, needs_changes */
  status: text('status').notNull().default('pending'),
  reviewNotes: text('review_notes'),
  nextSteps: text('next_steps'),
  submittedAt: integer('submitted_at', { mode: 'number' }).notNull().default(now),
  reviewedAt: integer('reviewed_at', { mode: 'number' }),
});

/**
 * Proof-of-work files of onboarding applicants, uploaded before the application is sent. The id is
 * a random 128-bit name (the application refers to it); the file lives under DATA_DIR/onboarding/,
 * which nothing serves publicly.
 */
export const onboardingFiles = sqliteTable('onboarding_files', {
  id: text('id').primaryKey(),
  /** Set when an application claims the file; a file is claimed once. */
  applicationId: integer('application_id').references(() => onboardingApplications.id, { onDelete: 'cascade' }),
  /** The name the applicant's device gave it, for the reviewer; never used as a path. */
  name: text('name').notNull(),
  contentType: text('content_type').notNull(),
  bytes: integer('bytes').notNull(),
  /** File name under DATA_DIR/onboarding/. */
  fileName: text('file_name').notNull(),
  createdAt: createdAt(),
});

/**
 * What platform admins did (reviewed an application, approved it, suspended a business, changed its
 * feature flags, made a preview link): who, what, when, on which business. Rows are never changed;
 * the actor's e-mail is kept too, so an entry still names its author after the account is deleted.
 */
export const auditLog = sqliteTable(
  'audit_log',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorEmail: text('actor_email').notNull(),
    /** application.start_review, application.approve, tenant.suspend, tenant.flags, preview_link.create, ... (core/admin/audit.ts) */
    action: text('action').notNull(),
    tenantId: integer('tenant_id').references(() => tenants.id, { onDelete: 'set null' }),
    /** The record acted on: "application", "tenant", "preview_link", and its id. */
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    /** The action's particulars (notes, reason, flags before and after), for the log's reader. */
    details: text('details', { mode: 'json' })
      .$type<Record<string, unknown>>()
      .notNull()
      .default(sql`'{}'`),
    createdAt: createdAt(),
  },
  (t) => [index('audit_log_created').on(t.createdAt), index('audit_log_tenant').on(t.tenantId, t.createdAt)],
);

/** Signed preview links sent to prospects (`/preview?t=`). */
export const previewLinks = sqliteTable('preview_links', {
  id: text('id').primaryKey(),
  tokenHash: text('token_hash').notNull(),
  payload: text('payload', { mode: 'json' })
    .$type<{ businessName: string; phone: string; city: string; state: string; industry: string }>()
    .notNull(),
  createdAt: createdAt(),
  expiresAt: integer('expires_at', { mode: 'number' }).notNull(),
  /** The admin who made the link; links made before this column existed, or by a deleted admin, have none. */
  createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  /** How often the prospect opened the preview, and when last: the admin's list shows whether the link was looked at. */
  openCount: integer('open_count').notNull().default(0),
  lastOpenedAt: integer('last_opened_at', { mode: 'number' }),
});

/** The durable publish queue: one row per requested publish of a tenant. */
export const publishJobs = sqliteTable(
  'publish_jobs',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    tenantId: tenantRef(),
    /** queued, rendering, live, failed */
    state: text('state').notNull().default('queued'),
    reason: text('reason'),
    attempts: integer('attempts').notNull().default(0),
    runAfter: integer('run_after', { mode: 'number' }).notNull().default(now),
    releaseId: text('release_id'),
    /**
     * The worker rendering the job ("pid@host/boot", build-scripts/queue/publish-queue.ts LeaseOwner)
     * and until when its claim holds; a crashed worker's job is taken again as soon as a worker starts
     * on its machine, at the latest when the claim runs out.
     */
    workerId: text('worker_id'),
    leaseUntil: integer('lease_until', { mode: 'number' }),
    startedAt: integer('started_at', { mode: 'number' }),
    finishedAt: integer('finished_at', { mode: 'number' }),
    /** What went wrong, in words for the owner (build-scripts/queue/publish-errors.ts). */
    error: text('error'),
    /** The raw error (message, SQL, paths), for operators only: never sent to an owner. */
    errorDetail: text('error_detail'),
    createdAt: createdAt(),
  },
  (t) => [index('publish_jobs_state').on(t.state, t.runAfter), index('publish_jobs_tenant').on(t.tenantId, t.id)],
);

export const releases = sqliteTable(
  'releases',
  {
    id: text('id').primaryKey(),
    tenantId: tenantRef(),
    pages: integer('pages').notNull(),
    bytes: integer('bytes').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('releases_tenant').on(t.tenantId, t.createdAt)],
);

export const notifications = sqliteTable(
  'notifications',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    /** Null for the platform's admins (onboarding applications), who belong to no tenant. */
    tenantId: integer('tenant_id').references(() => tenants.id, { onDelete: 'cascade' }),
    /** quote_request, publish_failed, review, onboarding_application, estimate_accepted, estimate_declined, estimate_booked, review_submitted */
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull().default(''),
    link: text('link'),
    readAt: integer('read_at', { mode: 'number' }),
    createdAt: createdAt(),
  },
  (t) => [index('notifications_tenant').on(t.tenantId, t.createdAt)],
);

/** First-party analytics: page views and events, no cookies, visitor ids hashed daily. */
export const analyticsEvents = sqliteTable(
  'analytics_events',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    tenantId: tenantRef(),
    name: text('name').notNull(),
    path: text('path').notNull(),
    visitorHash: text('visitor_hash'),
    props: text('props', { mode: 'json' }).$type<Record<string, unknown>>(),
    /** Host of the referring page when it is another site; null for direct visits. */
    referrerHost: text('referrer_host'),
    utmSource: text('utm_source'),
    utmMedium: text('utm_medium'),
    utmCampaign: text('utm_campaign'),
    /** From the User-Agent: mobile, tablet or desktop (the agent itself is not kept). */
    device: text('device'),
    /** From the viewport: phone, tablet or desktop. */
    screen: text('screen'),
    /** ISO country of the address (offline GeoLite2 lookup; the address itself is not kept). */
    country: text('country'),
    createdAt: createdAt(),
  },
  // created_at alone: the rollup finds closed days and the retention deletes old events across tenants.
  (t) => [index('analytics_tenant_created').on(t.tenantId, t.createdAt), index('analytics_created').on(t.createdAt)],
);

/**
 * The random salt of a UTC day that visitor hashes are made with, shared by every process through
 * the database and deleted once the day is over, so a hash cannot be made again from an address.
 */
export const analyticsSalts = sqliteTable('analytics_salts', {
  day: text('day').primaryKey(),
  salt: text('salt').notNull(),
  createdAt: createdAt(),
});

/** A tenant's closed UTC day rolled up from analytics_events (core/analytics/sessions.ts summarizeDay). */
export const analyticsDaily = sqliteTable(
  'analytics_daily',
  {
    tenantId: tenantRef(),
    day: text('day').notNull(),
    sessions: integer('sessions').notNull(),
    users: integer('users').notNull(),
    pageviews: integer('pageviews').notNull(),
    bounces: integer('bounces').notNull(),
    durationSeconds: integer('duration_seconds').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('analytics_daily_tenant_day').on(t.tenantId, t.day)],
);

/** The breakdown of a rolled-up day: pages, referrers, campaigns, devices, countries, events, web-vitals histograms. */
export const analyticsDailyDimensions = sqliteTable(
  'analytics_daily_dimensions',
  {
    tenantId: tenantRef(),
    day: text('day').notNull(),
    dimension: text('dimension').notNull(),
    key: text('key').notNull(),
    sessions: integer('sessions').notNull().default(0),
    users: integer('users').notNull().default(0),
    count: integer('count').notNull().default(0),
  },
  (t) => [uniqueIndex('analytics_dims_tenant_day_key').on(t.tenantId, t.day, t.dimension, t.key)],
);

/**
 * Lighthouse scans of a tenant's live home page (issue 19, decision 035): a queue row (queued, running)
 * that becomes the stored result (done) or the reason it has none (failed). created_at is when it was queued.
 */
export const healthScans = sqliteTable(
  'health_scans',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    tenantId: tenantRef(),
    /** queued, running, done, failed */
    status: text('status').notNull().default('done'),
    /** Lower runs first: 0 an owner's scan, 1 the demo's background scans. */
    priority: integer('priority').notNull().default(0),
    /** The page scanned, set when the scan starts. */
    url: text('url'),
    /** The form factor a running scan is measuring (mobile, then desktop), for the progress text. */
    phase: text('phase'),
    overallScore: integer('overall_score'),
    result: text('result', { mode: 'json' }).$type<Record<string, unknown>>(),
    error: text('error'),
    startedAt: integer('started_at', { mode: 'number' }),
    finishedAt: integer('finished_at', { mode: 'number' }),
    createdAt: createdAt(),
  },
  (t) => [index('health_scans_queue').on(t.status, t.priority, t.id), index('health_scans_tenant').on(t.tenantId, t.createdAt)],
);

/** Outgoing e-mail log (also the outbox record when SMTP is not configured). */
export const emailLog = sqliteTable('email_log', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  tenantId: integer('tenant_id').references(() => tenants.id, { onDelete: 'set null' }),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  transport: text('transport').notNull(),
  error: text('error'),
  createdAt: createdAt(),
});

/**
 * Rate-limit windows shared by every API process on this database (issue 20): one row per limiter
 * and key, counted by one upsert per attempt (RATE_LIMIT_STORE=database).
 */
export const rateLimitWindows = sqliteTable('rate_limit_windows', {
  /** "<limiter>:<key>", e.g. "quotes:203.0.113.7". */
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  resetAt: integer('reset_at', { mode: 'number' }).notNull(),
});

/**
 * One counter per kind of cached state (public answers, domains), bumped after each change and
 * polled by every API process, which drops its copy when the number moves (issue 20).
 */
export const sharedChanges = sqliteTable('shared_changes', {
  kind: text('kind').primaryKey(),
  version: integer('version').notNull(),
});

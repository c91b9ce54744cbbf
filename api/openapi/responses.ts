/**
 * What the routes a third party integrates first answer, as zod schemas the OpenAPI document turns
 * into JSON Schema (as output: what the server sends). The answers are built in api/domain/; each
 * schema below is checked twice against them: by the typecheck (`Describes`: what the domain builds
 * must be what the schema says) and by tests/integration/openapi.test.ts, which validates real
 * answers of the demo data against the served document (an answer with a key the schema does not
 * name fails too: objects are closed).
 */
import { z } from 'zod';
import { HOLD_MINUTES } from '#core/booking/schemas.ts';
import { QUOTE_STATUSES, type QuoteStatus } from '#core/quotes/status.ts';
import { VEHICLE_SIZES } from '#core/services/catalog.ts';
import { FAQ_CATEGORY_ORDER } from '#core/site/constants.ts';
import type { FaqCategory } from '#core/content/types.ts';
import { REVIEW_SOURCES, type ReviewSource } from '#core/validation/review.ts';
import { MAX_MINIMUM, MAX_MULTIPLIER } from '#core/validation/service-areas.ts';
import { APPOINTMENT_STATUSES, type AppointmentStatus } from '#core/validation/schedule.ts';
import { COUNT_RULE, HERO_IMAGE_KEYS, RATING_RULE, serviceDescriptionFields } from '#core/validation/website-content.ts';
import type { JobState } from '#build/queue/publish-queue.ts';
import type { bookedJson } from '../domain/booking/confirm.ts';
import type { priceJson } from '../domain/booking/job.ts';
import { NEWEST_QUOTES, type tenantOverview } from '../domain/overview.ts';
import type { QuoteJson } from '../domain/quotes.ts';
import type { publicReviewJson } from '../domain/reviews.ts';
import type { ZipLookup } from '../domain/service-areas.ts';
import type { ServiceStatus } from '../domain/service-status.ts';
import type { WebsiteContent } from '../domain/website-content.ts';

/**
 * Compiles only when `Built` (what api/domain/ makes) is what `Schema` describes; a field the
 * domain drops, renames or retypes fails the typecheck here.
 */
type Describes<Schema extends z.ZodType, Built extends z.output<Schema>> = [Schema, Built];
/** `T` with some keys retyped: a text or JSON column the database types `string` or `unknown` holds what the schema names. */
type Stored<T, V extends { [K in keyof T]?: unknown }> = Omit<T, keyof V> & V;

const instant = z.iso.datetime().describe('ISO 8601, UTC');
const count = z.int().min(0);
const cents = z.int().min(0).describe('US cents');
const id = z.int().min(1);
const ok = <T extends z.ZodType>(data: T) => z.object({ success: z.literal(true), data });

const pagination = z.object({
  total: count.describe('Records matching the filters, on every page.'),
  limit: z.int().min(1),
  offset: count,
  hasMore: z.boolean(),
});

// ---- GET /api/health ------------------------------------------------------------------------------

const queue = { waiting: count, running: count };
const serviceFacts = {
  databaseLatencyMs: z.number().min(0).describe('How long the probe query took.'),
  version: z.string(),
  uptimeSeconds: count,
};
const publishQueue = z.object({ ...queue, failedLast24h: count.describe('Publishes that failed in the last 24 hours.') });
const lastPublish = z
  .object({ at: instant, outcome: z.enum(['live', 'failed']) })
  .nullable()
  .describe('The newest finished publish of any site; null before the first.');
const healthScanQueue = z.object(queue);

export const healthAnswer = z.object({
  success: z.literal(true),
  status: z.literal('ok'),
  database: z.literal('ok'),
  publishQueue,
  lastPublish,
  healthScanQueue,
  ...serviceFacts,
});
export const healthDownAnswer = z.object({
  success: z.literal(false),
  status: z.literal('degraded'),
  database: z.literal('error'),
  ...serviceFacts,
});
export type HealthChecked = Describes<
  z.ZodObject<{ publishQueue: typeof publishQueue; lastPublish: typeof lastPublish; healthScanQueue: typeof healthScanQueue }>,
  Required<Omit<ServiceStatus, 'database'>>
>;

// ---- Quotes -----------------------------------------------------------------------------------

const servedArea = z.object({ id, city: z.string(), state: z.string() });
export const zipLookup = z.discriminatedUnion('served', [
  z.object({
    zip: z.string(),
    served: z.literal(true),
    area: servedArea,
    minimum: z.number().min(0).max(MAX_MINIMUM).describe('The smallest charge for a job in the area, in dollars (0: none).'),
    multiplier: z.number().positive().max(MAX_MULTIPLIER).describe("The area's price multiplier."),
  }),
  z.object({
    zip: z.string(),
    served: z.literal(false),
    nearest: z
      .object({ area: servedArea, distance_miles: z.int().min(1) })
      .nullable()
      .describe('The nearest area with a known centre; null when none has one.'),
  }),
]);
export type ZipLookupChecked = Describes<typeof zipLookup, ZipLookup>;
export const zipLookupAnswer = ok(zipLookup);

export const quote = z.object({
  id,
  name: z.string(),
  email: z.string(),
  phone: z.string().describe('As typed.'),
  vehicleType: z.string().nullable().describe("Null where the industry's form asks no vehicle (so are make, model and year)."),
  vehicleMake: z.string().nullable(),
  vehicleModel: z.string().nullable(),
  vehicleYear: z.string().nullable(),
  services: z.array(z.string()),
  message: z.string().nullable(),
  city: z.string(),
  state: z.string(),
  zipCode: z.string(),
  status: z.enum(QUOTE_STATUSES),
  notes: z.string().nullable().describe("The staff's notes."),
  estimatedPrice: cents.nullable(),
  estimatedDuration: z.int().min(0).nullable().describe('Minutes.'),
  cancelReason: z.string().nullable().describe('Set while the request is cancelled.'),
  customerId: id.nullable().describe("Null after the customer's erasure."),
  assignedUserId: id.nullable(),
  read: z.boolean(),
  readAt: instant.nullable(),
  createdAt: instant,
  updatedAt: instant,
  servedArea: zipLookup.nullable().describe("Whether the business serves the request's ZIP (null: a ZIP the bundled data does not know)."),
});
export type QuoteChecked = Describes<typeof quote, QuoteJson>;
export const quoteAnswer = ok(quote);

export const quoteCreatedAnswer = ok(
  z.union([
    z.object({ id, status: z.literal('pending') }),
    z.object({ id: z.null() }).describe('The honeypot field was filled: nothing was stored.'),
  ]),
);

export const quoteListAnswer = ok(z.array(quote).describe('Newest first.')).extend({
  pagination,
  counts: z
    .object({ all: count, pending: count, in_progress: count, completed: count, cancelled: count, unread: count })
    .describe("Requests matching user_id and q in each status (the inbox's tabs)."),
});

// ---- Booking ----------------------------------------------------------------------------------

export const availabilityAnswer = ok(
  z.object({
    time_zone: z.string().describe("The business's IANA time zone: dates and times below are its wall clock."),
    duration_minutes: z.int().min(1),
    days: z
      .array(z.object({ date: z.iso.date(), slots: z.array(z.string().regex(/^\d\d:\d\d$/)).min(1) }))
      .describe('Days with at least one free start time, in order.'),
  }),
);

const price = z.object({
  tier_cents: cents,
  addons_cents: cents,
  subtotal_cents: cents,
  multiplier: z.number().positive(),
  minimum_cents: cents,
  total_cents: cents,
  deposit_cents: cents,
  duration_minutes: z.int().min(1),
  area: servedArea.nullable(),
});
export type PriceChecked = Describes<typeof price, ReturnType<typeof priceJson>>;
export const priceAnswer = ok(price);

export const holdAnswer = ok(
  z.object({
    hold_id: z.string().describe('The credential of the hold and confirm calls.'),
    expires_at: instant.describe(`The time is kept from everyone else until then (${HOLD_MINUTES} minutes).`),
    start: instant,
    end: instant,
    crew: z.null(),
    price,
  }),
);

const bookedAppointment = z.object({
  id,
  reference: z.string().regex(/^B-\d{6,}$/),
  status: z.enum(APPOINTMENT_STATUSES),
  start: instant,
  end: instant,
  date: z.iso.date(),
  time: z.string().regex(/^\d\d:\d\d$/),
  time_zone: z.string(),
  service: z.string(),
  service_slug: z.string(),
  tier: z.string(),
  tier_id: id,
  addons: z.array(z.string()),
  addon_slugs: z.array(z.string()),
  size: z.enum(VEHICLE_SIZES).nullable(),
  zip: z.string(),
  price,
  customer: z.object({ name: z.string(), email: z.string(), phone: z.string() }),
  address: z.object({ street: z.string(), city: z.string(), state: z.string(), zip: z.string() }),
  vehicle: z
    .object({
      type: z.string(),
      make: z.string().optional(),
      model: z.string().optional(),
      year: z.string().optional(),
      color: z.string().optional(),
      length: z.string().optional(),
      details: z.string().optional(),
    })
    .describe('As the confirm call took it.'),
  business: z.object({ name: z.string(), phone: z.string().nullable() }),
});

export const bookedAnswer = ok(
  z.object({
    status: z.literal('booked'),
    appointment: bookedAppointment,
    manage_url: z.url().describe("The customer's link to see, move or cancel the booking."),
  }),
);
export type BookedChecked = Describes<
  typeof bookedAppointment,
  Stored<ReturnType<typeof bookedJson>, { status: AppointmentStatus; vehicle: z.output<typeof bookedAppointment>['vehicle'] }>
>;

export const paymentRequiredAnswer = ok(
  z.object({
    status: z.literal('payment_required'),
    checkout_url: z.url().describe("Stripe Checkout: the appointment is made when Stripe's webhook says the deposit was paid."),
    deposit_cents: cents,
  }),
);

// ---- Reviews and website ----------------------------------------------------------------------

const publicReview = z.object({
  id,
  customer_name: z.string(),
  rating: z.int().min(1).max(5),
  title: z.string().nullable(),
  comment: z.string(),
  published_at: instant,
  created_at: instant,
  source: z.enum(REVIEW_SOURCES),
  avatar_filename: z.string().nullable(),
  avatar_url: z.string().nullable().describe("The reviewer's picture, null without one."),
  reviewer_url: z.string().nullable(),
  vehicle_type: z.string().nullable(),
  service_category: z.string().nullable(),
});
export type ReviewChecked = Describes<typeof publicReview, Stored<ReturnType<typeof publicReviewJson>, { source: ReviewSource }>>;

export const publicReviewsAnswer = ok(z.array(publicReview).describe('Published reviews, newest first.')).extend({ pagination });
export const publicReviewAnswer = ok(publicReview);

/** GET and PUT /api/website-content/{slug}: the content, under `content` (spec 3 §3), for a business of `industry`. */
export function websiteContentAnswer(industry: string) {
  const descriptions = Object.fromEntries(Object.keys(serviceDescriptionFields(industry)).map((field) => [field, z.string()]));
  const content = z.object({
    hero_title: z.string(),
    hero_subtitle: z.string(),
    hero_images: z.array(z.enum(HERO_IMAGE_KEYS)),
    services_title: z.string(),
    services_subtitle: z.string(),
    ...descriptions,
    reviews_title: z.string(),
    reviews_subtitle: z.string(),
    reviews_avg_rating: z.number().min(RATING_RULE.min).max(RATING_RULE.max),
    reviews_total_count: z.int().min(COUNT_RULE.min).max(COUNT_RULE.max),
    faq_title: z.string(),
    faq_subtitle: z.string(),
    faq_items: z.array(z.object({ id: z.string(), question: z.string(), answer: z.string(), category: z.enum(FAQ_CATEGORY_ORDER) })),
    gallery_stock: z.array(z.string()).nullable().describe('The stock images the gallery shows, by id; null: all of them.'),
    updated_at: instant,
  });
  return z.object({ success: z.literal(true), content });
}
export type WebsiteContentChecked = Describes<
  ReturnType<typeof websiteContentAnswer>,
  {
    success: true;
    content: Stored<
      WebsiteContent,
      {
        hero_images: (typeof HERO_IMAGE_KEYS)[number][];
        faq_items: Stored<WebsiteContent['faq_items'][number], { category: FaqCategory }>[];
      }
    >;
  }
>;

// ---- GET /api/tenants/{slug}/overview --------------------------------------------------------------

const overview = z.object({
  quotes: z.object({
    last7Days: count,
    last30Days: count,
    newest: z
      .array(
        z.object({
          id,
          name: z.string(),
          email: z.string(),
          phone: z.string(),
          services: z.array(z.string()),
          city: z.string(),
          state: z.string(),
          status: z.enum(QUOTE_STATUSES),
          createdAt: instant,
        }),
      )
      .max(NEWEST_QUOTES),
  }),
  reviews: z.object({
    average: z.number().min(1).max(5).nullable().describe('Of published reviews, one decimal; null without any.'),
    count,
  }),
  siteUrl: z.url().describe('The address visitors are sent to: the primary custom domain, else the subdomain.'),
  publish: z.object({
    state: z.enum(['queued', 'rendering', 'live', 'failed', 'unpublished'] satisfies (JobState | 'unpublished')[]),
    releaseId: z.string().nullable().describe('The release visitors see.'),
    finishedAt: instant.nullable(),
    error: z.string().nullable(),
  }),
  memberSince: instant,
  businessName: z.string(),
});
export const overviewAnswer = ok(overview);
type Overview = Awaited<ReturnType<typeof tenantOverview>>;
export type OverviewChecked = Describes<
  typeof overview,
  Stored<
    Overview,
    {
      quotes: Stored<Overview['quotes'], { newest: Stored<Overview['quotes']['newest'][number], { status: QuoteStatus }>[] }>;
      publish: Stored<Overview['publish'], { state: z.output<typeof overview>['publish']['state'] }>;
    }
  >
>;

/**
 * What the OpenAPI document says of each API route (issue 20 point 5). The route modules stay plain
 * Hono; this table names, for every route the app mounts, its summary, who may call it and the very
 * zod schema object the route validates its body or query with, so the document cannot drift from
 * the validation (docs/decisions/040). tests/integration/openapi.test.ts walks the app's route table
 * against it: a route missing here, or described here but not mounted, fails.
 *
 * Schemas that depend on the business (its industry's form fields, service catalog, today's date in
 * its time zone) are described for one industry; `note` says so.
 */
import * as z from 'zod/mini';
import type { $ZodType } from 'zod/v4/core';
import { auditQuerySchema } from '#core/admin/audit.ts';
import { applicationListQuerySchema, rejectSchema, requestChangesSchema } from '#core/admin/applications.ts';
import { featureFlagsUpdateSchema } from '#core/admin/feature-flags.ts';
import { tenantListQuerySchema } from '#core/admin/tenants.ts';
import { beaconSchema } from '#core/analytics/beacon.ts';
import { ga4UpdateSchema } from '#core/analytics/ga4.ts';
import { rangeQuerySchema, tenantQuerySchema } from '#core/analytics/queries.ts';
import { bookingEventSchema, confirmSchemaFor, holdRequestSchema, rescheduleSchema } from '#core/booking/schemas.ts';
import { bookingSettingsInputSchema } from '#core/booking/settings.ts';
import { domainCreateSchema, domainPutSchema } from '#core/domains/domains.ts';
import { brandUpdateSchema } from '#core/branding/brand.ts';
import { customerListQuerySchema, customerMergeSchema, customerUpdateInput } from '#core/customers/schemas.ts';
import { acceptSchema, declineSchema, estimateHoldSchema, estimateInputSchema } from '#core/estimates/estimates.ts';
import { previewPayloadSchema } from '#core/preview/payload.ts';
import { quoteCancelSchema, quoteListQuerySchema, quoteUpdateInput } from '#core/quotes/schemas.ts';
import { googleRatingRequestSchema } from '#core/reviews/google-rating.ts';
import { reviewRequestSettingsInputSchema } from '#core/reviews/requests.ts';
import { availabilityQuerySchema, availabilityRangeSchema } from '#core/scheduling/availability-query.ts';
import { schedulingSettingsSchema } from '#core/scheduling/settings.ts';
import { serviceCatalog } from '#core/services/catalog.ts';
import { businessProfileInput } from '#core/validation/business-profile.ts';
import { locationPageFieldsInput } from '#core/validation/location-page.ts';
import { businessNameQuerySchema, onboardingApplicationSchema } from '#core/validation/onboarding.ts';
import { quoteRequestSchema } from '#core/validation/quote.ts';
import { publicReviewSchema, reviewFormSchema } from '#core/validation/review.ts';
import {
  appointmentInputSchema,
  blockedDayToggleSchema,
  dateRangeSchema,
  feedScopeSchema,
  SETTINGS_API_FIELDS,
  statusChangeSchema,
  teamInviteSchema,
  teamRoleSchema,
  timeBlockInputSchema,
} from '#core/validation/schedule.ts';
import { serviceAreaInput, serviceAreasReplaceInput } from '#core/validation/service-areas.ts';
import {
  servicePatchSchema,
  serviceInputSchema,
  serviceReplacementSchema,
  tierInputSchema,
  tierOrderSchema,
  tierPatchSchema,
} from '#core/validation/services.ts';
import { websiteContentInputFor } from '#core/validation/website-content.ts';
import { emailSchema, loginSchema, newPasswordSchema } from '../routes/auth.ts';
import { listQuery as tenantReviewListQuery } from '../routes/dashboard-reviews.ts';
import { listQuery as estimateListQuery } from '../routes/estimates.ts';
import { customFields as galleryImageFields, stockSchema } from '../routes/gallery.ts';
import { listQuery as publicReviewListQuery } from '../routes/public-reviews.ts';
import { rollbackSchema } from '../routes/publishing.ts';
import {
  availabilityAnswer,
  bookedAnswer,
  healthAnswer,
  healthDownAnswer,
  holdAnswer,
  overviewAnswer,
  paymentRequiredAnswer,
  priceAnswer,
  publicReviewAnswer,
  publicReviewsAnswer,
  quoteAnswer,
  quoteCreatedAnswer,
  quoteListAnswer,
  websiteContentAnswer,
  zipLookupAnswer,
} from './responses.ts';

/**
 * Who may call a route: anyone (`public`; a token in the path or body may be the credential), any
 * signed-in user, the staff of the business the call names (and platform admins), admins only.
 */
export type Access = 'public' | 'signed-in' | 'staff' | 'admin';

export interface RouteDoc {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Hono's path, `:name` parameters. */
  path: string;
  tag: string;
  access: Access;
  summary: string;
  /** The JSON body the route validates. */
  body?: $ZodType;
  /** A multipart upload: the file field, and the schema of its text fields when it has some. */
  upload?: { file: string; fields?: $ZodType };
  /** The query the route validates (an object schema: each key becomes a parameter). */
  query?: $ZodType;
  /** Query parameters the route reads as plain text, without a schema (tokens, names). */
  queryNames?: string[];
  /** The success status (200 unless said). */
  status?: 200 | 201 | 202 | 204 | 302;
  /** What a success answers, when not JSON. */
  produces?: 'text/calendar' | 'text/csv' | 'text/html' | 'application/octet-stream';
  /** A shape of the document's components the success answers, instead of the plain envelope. */
  returns?: 'Tokens';
  /** The whole body of the success answer (api/openapi/responses.ts), instead of the plain envelope. */
  answer?: $ZodType;
  /** Answers beside the success and the shared errors: their status, when they come, their body. */
  otherAnswers?: { status: number; description: string; schema: $ZodType }[];
  /** A public call that can still answer 401 (an expired refresh token). */
  answers401?: boolean;
  /** The rate-limited calls answer 429. */
  limited?: boolean;
  note?: string;
}

/**
 * The module that mounts a route, first match by path prefix: its doc comment describes the answers
 * in full (the document points there rather than repeating them).
 */
const SOURCES: [prefix: string, module: string][] = [
  ['/api/health-monitoring', 'health-monitoring.ts'],
  ['/api/health', 'health.ts'],
  ['/api/config', 'config.ts'],
  ['/api/openapi.json', 'openapi.ts'],
  ['/api/docs', 'openapi.ts'],
  ['/api/auth', 'auth.ts'],
  ['/api/tenants/:slug/notifications', 'notifications.ts'],
  ['/api/tenants/:slug/publish', 'publishing.ts'],
  ['/api/tenants/:slug/releases', 'publishing.ts'],
  ['/api/tenants/:slug/rollback', 'publishing.ts'],
  ['/api/tenants/:slug/gallery', 'gallery.ts'],
  ['/api/tenants/:slug/overview', 'overview.ts'],
  ['/api/tenants/:slug/brand', 'brand.ts'],
  ['/api/tenants/:slug/health', 'health-monitoring.ts'],
  ['/api/tenants/:slug/domains', 'domains.ts'],
  ['/api/tenants', 'tenants.ts'],
  ['/api/domains', 'domains.ts'],
  ['/api/website-content', 'website-content.ts'],
  ['/api/reviews', 'public-reviews.ts'],
  ['/api/tenant-reviews', 'dashboard-reviews.ts'],
  ['/api/quotes/:quoteId/estimates', 'estimates.ts'],
  ['/api/estimate', 'estimates.ts'],
  ['/api/quotes', 'quotes.ts'],
  ['/api/customers', 'customers.ts'],
  ['/api/locations', 'service-areas.ts'],
  ['/api/service-areas', 'service-areas.ts'],
  ['/api/availability', 'availability.ts'],
  ['/api/booking', 'booking.ts'],
  ['/api/services', 'services.ts'],
  ['/api/schedule', 'schedule.ts'],
  ['/api/team', 'team.ts'],
  ['/api/calendar', 'calendar.ts'],
  ['/api/onboarding/applications/resume', 'admin-console.ts'],
  ['/api/onboarding', 'onboarding.ts'],
  ['/api/admin', 'admin-console.ts'],
  ['/api/preview', 'preview.ts'],
  ['/api/analytics', 'analytics.ts'],
  ['/api/google/analytics', 'google-analytics.ts'],
];

/** `api/routes/…` of the module that mounts the route. */
export function sourceOf(path: string): string {
  const found = SOURCES.find(([prefix]) => path === prefix || path.startsWith(prefix));
  if (!found) throw new Error(`No route module known for ${path}`);
  return `api/routes/${found[1]}`;
}

/**
 * PUT /api/schedule/settings takes the settings under their API names, each checked by its field of
 * the scheduling settings schema (api/domain/schedule.ts settingsChange), any of them.
 */
const scheduleSettingsBody = z.partial(
  z.object(Object.fromEntries(Object.entries(SETTINGS_API_FIELDS).map(([api, own]) => [api, schedulingSettingsSchema.shape[own]]))),
);

/** The industry the industry-dependent schemas are described for. */
export const DESCRIBED_INDUSTRY = 'mobile-detailing';
const PER_INDUSTRY = `Fields depend on the business's industry; described here for ${DESCRIBED_INDUSTRY}.`;
const catalog = serviceCatalog(DESCRIBED_INDUSTRY);

const r = (
  method: RouteDoc['method'],
  path: string,
  tag: string,
  access: Access,
  summary: string,
  more: Partial<RouteDoc> = {},
): RouteDoc => ({
  method,
  path,
  tag,
  access,
  summary,
  ...more,
});

/**
 * Staff routes whose path does not name the business name it in the query (else the caller's own;
 * an admin must name it): `business_slug` for the inbox's calls (spec 2 §3 list filter), `tenant_slug` for the others.
 */
const SCOPE_QUERY: [prefix: RegExp, name: string][] = [
  [/^\/api\/(quotes|customers|estimates)(\/|$)/, 'business_slug'],
  [/^\/api\/(schedule|team|booking\/settings)(\/|$)/, 'tenant_slug'],
  [/^\/api\/tenant-reviews(\/(:id|scrape-google-business|upload-avatar)|$)/, 'tenant_slug'],
];

function withScope(route: RouteDoc): RouteDoc {
  const scope = route.access === 'staff' && SCOPE_QUERY.find(([prefix]) => prefix.test(route.path));
  return scope ? { ...route, queryNames: [scope[1], ...(route.queryNames ?? [])] } : route;
}

/** `baseDomain`: the platform's, which the custom-domain rule refuses. */
export function routeDocs(today: string, baseDomain: string): RouteDoc[] {
  return routes(today, baseDomain).map(withScope);
}

function routes(today: string, baseDomain: string): RouteDoc[] {
  return [
    r(
      'GET',
      '/api/health',
      'Service',
      'public',
      'The database and its latency, the publish and health-scan queues and the last publish, for load balancers and operators',
      {
        answer: healthAnswer,
        otherAnswers: [
          { status: 503, description: 'The database does not answer: take this process out of rotation.', schema: healthDownAnswer },
        ],
      },
    ),
    r('GET', '/api/config', 'Service', 'public', 'Runtime settings the admin app reads before anyone signs in'),
    r('GET', '/api/openapi.json', 'Service', 'public', 'This OpenAPI 3.1 document'),
    r('GET', '/api/docs', 'Service', 'public', 'The API reference page, rendered from this document', { produces: 'text/html' }),

    r('POST', '/api/auth/login', 'Auth', 'public', 'Sign in: an access token and a refresh token', {
      body: loginSchema,
      limited: true,
      returns: 'Tokens',
    }),
    r('POST', '/api/auth/refresh', 'Auth', 'public', 'New tokens for a refresh token', {
      note: 'Body: { refreshToken }.',
      returns: 'Tokens',
      answers401: true,
    }),
    r('POST', '/api/auth/logout', 'Auth', 'public', 'End the session of the access token and of the refresh token sent', {
      note: 'Body: { refreshToken } (optional).',
    }),
    r('GET', '/api/auth/me', 'Auth', 'signed-in', "The caller's own account"),
    r('GET', '/api/auth/validate-setup-token', 'Auth', 'public', 'Check an account setup link', { queryNames: ['token'] }),
    r('POST', '/api/auth/setup-password', 'Auth', 'public', 'Set the first password through a setup link', {
      body: newPasswordSchema('setup'),
      limited: true,
    }),
    r('GET', '/api/auth/validate-reset-token', 'Auth', 'public', 'Check a password reset link', { queryNames: ['token'] }),
    r('POST', '/api/auth/reset-password', 'Auth', 'public', 'Set a new password through a reset link', {
      body: newPasswordSchema('reset'),
      limited: true,
    }),
    r(
      'POST',
      '/api/auth/request-password-reset',
      'Auth',
      'public',
      'E-mail a password reset link (the answer says nothing about the account)',
      {
        body: emailSchema,
        limited: true,
      },
    ),

    r('GET', '/api/tenants/:slug', 'Businesses', 'public', "A public business's record; its own staff and admins get the whole record"),
    r('PUT', '/api/tenants/:slug', 'Businesses', 'staff', "Update the business's profile", { body: businessProfileInput }),
    r('GET', '/api/tenants/:slug/overview', 'Businesses', 'staff', "The dashboard's overview figures", { answer: overviewAnswer }),
    r('GET', '/api/tenants/:slug/notifications', 'Businesses', 'staff', 'The bell notifications'),
    r('POST', '/api/tenants/:slug/notifications/read', 'Businesses', 'staff', 'Mark notifications read'),
    r('GET', '/api/tenants/:slug/brand', 'Brand', 'staff', "The business's brand (colours, fonts, logos)"),
    r('PUT', '/api/tenants/:slug/brand', 'Brand', 'staff', 'Update the brand', { body: brandUpdateSchema }),
    r('POST', '/api/tenants/:slug/brand/logo', 'Brand', 'staff', 'Upload a logo (field variant names which)', {
      upload: { file: 'logo' },
      status: 201,
    }),
    r('DELETE', '/api/tenants/:slug/brand/logo', 'Brand', 'staff', 'Remove a logo', { queryNames: ['variant'] }),
    r('GET', '/api/tenants/:slug/gallery', 'Gallery', 'staff', "The site's gallery images"),
    r('POST', '/api/tenants/:slug/gallery', 'Gallery', 'staff', 'Upload a gallery image', {
      upload: { file: 'image', fields: galleryImageFields },
      status: 201,
    }),
    r('PUT', '/api/tenants/:slug/gallery/stock', 'Gallery', 'staff', 'Choose the stock images the gallery shows', { body: stockSchema }),
    r('DELETE', '/api/tenants/:slug/gallery/:id', 'Gallery', 'staff', 'Remove a gallery image'),
    r('GET', '/api/tenants/:slug/publish', 'Publishing', 'staff', 'The state of the last publish job'),
    r('POST', '/api/tenants/:slug/publish', 'Publishing', 'staff', 'Publish the site (queued)', { status: 202 }),
    r('GET', '/api/tenants/:slug/releases', 'Publishing', 'staff', "The site's releases, newest first"),
    r('POST', '/api/tenants/:slug/rollback', 'Publishing', 'staff', 'Put an earlier release live', { body: rollbackSchema }),
    r('GET', '/api/tenants/:slug/health', 'Health', 'staff', "The site's health scan summary"),
    r('GET', '/api/tenants/:slug/domains', 'Domains', 'staff', "The business's custom domains"),
    r('POST', '/api/tenants/:slug/domains', 'Domains', 'staff', 'Add a custom domain', {
      body: domainCreateSchema(baseDomain),
      status: 201,
    }),
    r('POST', '/api/tenants/:slug/domains/:id/verify', 'Domains', 'staff', "Check a domain's DNS records now"),
    r('PUT', '/api/tenants/:slug/domains/:id', 'Domains', 'staff', 'Make a domain primary (or not)', { body: domainPutSchema }),
    r('DELETE', '/api/tenants/:slug/domains/:id', 'Domains', 'staff', 'Remove a custom domain'),
    r('GET', '/api/domains/ask', 'Domains', 'public', 'Whether a host may get a certificate (asked by Caddy)', { queryNames: ['domain'] }),

    r('GET', '/api/website-content/:slug', 'Website', 'public', "The texts a public business's site shows", {
      answer: websiteContentAnswer(DESCRIBED_INDUSTRY),
      note: PER_INDUSTRY,
    }),
    r('PUT', '/api/website-content/:slug', 'Website', 'staff', "Update the site's texts", {
      body: websiteContentInputFor(DESCRIBED_INDUSTRY),
      answer: websiteContentAnswer(DESCRIBED_INDUSTRY),
      note: PER_INDUSTRY,
    }),
    r('PUT', '/api/locations/service-areas/:slug', 'Service areas', 'staff', 'Replace the service areas', {
      body: serviceAreasReplaceInput,
    }),
    r('POST', '/api/locations/service-areas/:slug', 'Service areas', 'staff', 'Add a service area', {
      body: serviceAreaInput,
      status: 201,
    }),
    r('DELETE', '/api/locations/service-areas/:slug/:id', 'Service areas', 'staff', 'Remove a service area'),
    r('GET', '/api/locations/pages/:slug/:areaId', 'Service areas', 'staff', "A service area's location page"),
    r('PUT', '/api/locations/pages/:slug/:areaId', 'Service areas', 'staff', "Update a service area's location page", {
      body: locationPageFieldsInput,
    }),
    r('GET', '/api/service-areas/:slug/lookup', 'Service areas', 'public', 'Whether the business serves a ZIP code', {
      queryNames: ['zip'],
      answer: zipLookupAnswer,
    }),

    r('GET', '/api/reviews', 'Reviews', 'public', "A public business's approved reviews", {
      query: publicReviewListQuery,
      answer: publicReviewsAnswer,
    }),
    r('GET', '/api/reviews/link', 'Reviews', 'public', 'Check a review request link (prefills the name)', {
      queryNames: ['t', 'tenant_slug'],
    }),
    r('POST', '/api/reviews', 'Reviews', 'public', "A site's review form (kept for the owner's approval)", {
      body: publicReviewSchema,
      status: 201,
      limited: true,
      note: 'Also taken as multipart with a photo field.',
    }),
    r('GET', '/api/reviews/:id', 'Reviews', 'public', 'One review of a public business', { answer: publicReviewAnswer }),
    r('GET', '/api/tenant-reviews/:slug', 'Reviews', 'staff', "The business's reviews", { query: tenantReviewListQuery }),
    r('GET', '/api/tenant-reviews/:slug/pending', 'Reviews', 'staff', 'Reviews awaiting approval', { query: tenantReviewListQuery }),
    r('GET', '/api/tenant-reviews/:slug/settings', 'Reviews', 'staff', 'The review request settings'),
    r('PUT', '/api/tenant-reviews/:slug/settings', 'Reviews', 'staff', 'Update the review request settings', {
      body: reviewRequestSettingsInputSchema,
    }),
    r('POST', '/api/tenant-reviews', 'Reviews', 'staff', 'Add a review the business received elsewhere', {
      body: reviewFormSchema,
      status: 201,
    }),
    r('POST', '/api/tenant-reviews/:id/approve', 'Reviews', 'staff', 'Approve a review'),
    r('POST', '/api/tenant-reviews/:id/reject', 'Reviews', 'staff', 'Reject a review'),
    r('DELETE', '/api/tenant-reviews/:id', 'Reviews', 'staff', 'Delete a review'),
    r('POST', '/api/tenant-reviews/scrape-google-business', 'Reviews', 'staff', 'Import the Google rating (Places API)', {
      body: googleRatingRequestSchema,
    }),
    r('POST', '/api/tenant-reviews/upload-avatar', 'Reviews', 'staff', "Upload a reviewer's avatar (field reviewId names the review)", {
      upload: { file: 'avatar' },
    }),

    r('POST', '/api/quotes', 'Quotes', 'public', "A site's quote request form", {
      body: quoteRequestSchema,
      status: 201,
      answer: quoteCreatedAnswer,
      limited: true,
      note: `${PER_INDUSTRY.replace(`described here for ${DESCRIBED_INDUSTRY}`, 'described here with every field')} Honeypot field website.`,
    }),
    r('GET', '/api/quotes', 'Quotes', 'staff', 'The quote inbox, with counts per status', {
      query: quoteListQuerySchema,
      answer: quoteListAnswer,
    }),
    r('GET', '/api/quotes/:id', 'Quotes', 'staff', 'One quote request', { answer: quoteAnswer }),
    r('POST', '/api/quotes/:id/read', 'Quotes', 'staff', 'Mark a request read', { answer: quoteAnswer }),
    r('PUT', '/api/quotes/:id', 'Quotes', 'staff', 'Update a request (status, notes, price, assignee)', {
      body: quoteUpdateInput,
      answer: quoteAnswer,
    }),
    r('POST', '/api/quotes/:id/cancel', 'Quotes', 'staff', 'Cancel a request with a reason', {
      body: quoteCancelSchema,
      answer: quoteAnswer,
    }),
    r('POST', '/api/quotes/:quoteId/estimates', 'Estimates', 'staff', 'Write an estimate for a quote request', {
      body: estimateInputSchema(today),
      status: 201,
    }),
    r('GET', '/api/estimates', 'Estimates', 'staff', "The business's estimates", { query: estimateListQuery }),
    r('GET', '/api/estimates/:id', 'Estimates', 'staff', 'One estimate'),
    r('PUT', '/api/estimates/:id', 'Estimates', 'staff', 'Update a draft estimate', { body: estimateInputSchema(today) }),
    r('POST', '/api/estimates/:id/send', 'Estimates', 'staff', 'E-mail the estimate to the customer'),
    r('GET', '/api/estimate-links/:token', 'Estimates', 'public', 'The estimate its link shows the customer'),
    r('POST', '/api/estimate-links/:token/accept', 'Estimates', 'public', 'The customer accepts the estimate', {
      body: acceptSchema,
      limited: true,
    }),
    r('POST', '/api/estimate-links/:token/decline', 'Estimates', 'public', 'The customer declines the estimate', {
      body: declineSchema,
      limited: true,
    }),
    r('GET', '/api/estimate-links/:token/availability', 'Estimates', 'public', 'Times the customer can book the estimated job', {
      query: availabilityRangeSchema,
    }),
    r('POST', '/api/estimate-links/:token/holds', 'Estimates', 'public', 'Hold a time for the estimated job', {
      body: estimateHoldSchema,
      status: 201,
      limited: true,
    }),
    r('GET', '/api/customers', 'Customers', 'staff', "The business's customers", { query: customerListQuerySchema }),
    r('GET', '/api/customers/export.csv', 'Customers', 'staff', 'The customers as CSV', { produces: 'text/csv' }),
    r('POST', '/api/customers/merge', 'Customers', 'staff', 'Merge duplicate customers', { body: customerMergeSchema }),
    r('GET', '/api/customers/:id', 'Customers', 'staff', 'One customer with their history'),
    r('PUT', '/api/customers/:id', 'Customers', 'staff', 'Update a customer', { body: customerUpdateInput }),
    r('DELETE', '/api/customers/:id', 'Customers', 'staff', "Erase a customer's personal data"),

    r('GET', '/api/availability/:slug', 'Booking', 'public', 'Times a public business can take a job', {
      query: availabilityQuerySchema,
      answer: availabilityAnswer,
    }),
    r('GET', '/api/booking/settings', 'Booking', 'staff', 'The online booking settings'),
    r('PUT', '/api/booking/settings', 'Booking', 'staff', 'Update the online booking settings', { body: bookingSettingsInputSchema }),
    r('GET', '/api/booking/:slug/options', 'Booking', 'public', 'Services, prices and payment rules a visitor books from'),
    r('GET', '/api/booking/:slug/price', 'Booking', 'public', "The price of a visitor's choices", {
      query: availabilityQuerySchema,
      answer: priceAnswer,
    }),
    r('POST', '/api/booking/:slug/holds', 'Booking', 'public', 'Hold a time for ten minutes while booking', {
      body: holdRequestSchema,
      status: 201,
      answer: holdAnswer,
      limited: true,
    }),
    r('POST', '/api/booking/:slug/events', 'Booking', 'public', 'The booking steps a visitor reaches, for analytics', {
      body: bookingEventSchema,
      status: 202,
    }),
    r('GET', '/api/booking/holds/:id', 'Booking', 'public', 'A hold (its id is the credential)'),
    r('DELETE', '/api/booking/holds/:id', 'Booking', 'public', 'Release a hold'),
    r('POST', '/api/booking/holds/:id/confirm', 'Booking', 'public', 'Book the held time', {
      body: confirmSchemaFor(DESCRIBED_INDUSTRY),
      status: 201,
      answer: bookedAnswer,
      otherAnswers: [
        {
          status: 200,
          description:
            'A deposit is due and Stripe is configured: the visitor pays it at checkout_url; the hold is kept until the payment ends.',
          schema: paymentRequiredAnswer,
        },
      ],
      limited: true,
      note: PER_INDUSTRY,
    }),
    r('POST', '/api/booking/stripe/webhook', 'Booking', 'public', "Stripe's payment events (Stripe's signature is the credential)"),
    r('GET', '/api/booking/manage/:token', 'Booking', 'public', 'The booking its manage link shows'),
    r('GET', '/api/booking/manage/:token/availability', 'Booking', 'public', 'Times the booking can move to', {
      query: availabilityRangeSchema,
    }),
    r('POST', '/api/booking/manage/:token/reschedule', 'Booking', 'public', 'Move the booking', { body: rescheduleSchema }),
    r('POST', '/api/booking/manage/:token/cancel', 'Booking', 'public', 'Cancel the booking'),

    r('GET', '/api/services/tenant/:tenantId/services', 'Services', 'staff', "The business's services with their tiers"),
    r('POST', '/api/services/tenant/:tenantId/services', 'Services', 'staff', 'Add a service', {
      body: serviceInputSchema(catalog),
      status: 201,
      note: PER_INDUSTRY,
    }),
    r('PUT', '/api/services/tenant/:tenantId/services/:serviceId', 'Services', 'staff', 'Replace a service', {
      body: serviceReplacementSchema(catalog),
      note: PER_INDUSTRY,
    }),
    r('PATCH', '/api/services/tenant/:tenantId/services/:serviceId', 'Services', 'staff', 'Change some fields of a service', {
      body: servicePatchSchema(catalog),
      note: PER_INDUSTRY,
    }),
    r('DELETE', '/api/services/tenant/:tenantId/services/:serviceId', 'Services', 'staff', 'Remove a service'),
    r('POST', '/api/services/tenant/:tenantId/services/:serviceId/tiers', 'Services', 'staff', 'Add a price tier', {
      body: tierInputSchema.omit({ id: true }),
      status: 201,
    }),
    r('PUT', '/api/services/tenant/:tenantId/services/:serviceId/tiers/order', 'Services', 'staff', 'Reorder the tiers', {
      body: tierOrderSchema,
    }),
    r('PATCH', '/api/services/tenant/:tenantId/services/:serviceId/tiers/:tierId', 'Services', 'staff', 'Change a tier', {
      body: tierPatchSchema,
    }),
    r('DELETE', '/api/services/tenant/:tenantId/services/:serviceId/tiers/:tierId', 'Services', 'staff', 'Remove a tier'),
    r(
      'GET',
      '/api/services/tenant/:tenantId/vehicle/:vehicleId/category/:categoryId',
      'Services',
      'staff',
      'The services of one vehicle type and category',
    ),

    r('GET', '/api/schedule/appointments', 'Schedule', 'staff', 'Appointments in a date range', { query: dateRangeSchema }),
    r('POST', '/api/schedule/appointments', 'Schedule', 'staff', 'Add an appointment', { body: appointmentInputSchema, status: 201 }),
    r('PUT', '/api/schedule/appointments/:id', 'Schedule', 'staff', 'Update an appointment', { body: appointmentInputSchema }),
    r('PATCH', '/api/schedule/appointments/:id/status', 'Schedule', 'staff', "Change an appointment's status", {
      body: statusChangeSchema,
    }),
    r('DELETE', '/api/schedule/appointments/:id', 'Schedule', 'staff', 'Delete an appointment'),
    r('GET', '/api/schedule/time-blocks', 'Schedule', 'staff', 'Blocked times in a date range', { query: dateRangeSchema }),
    r('POST', '/api/schedule/time-blocks', 'Schedule', 'staff', 'Block a time', { body: timeBlockInputSchema, status: 201 }),
    r('PUT', '/api/schedule/time-blocks/:id', 'Schedule', 'staff', 'Update a blocked time', { body: timeBlockInputSchema }),
    r('DELETE', '/api/schedule/time-blocks/:id', 'Schedule', 'staff', 'Remove a blocked time'),
    r('GET', '/api/schedule/blocked-days', 'Schedule', 'staff', 'Whole days off in a date range', { query: dateRangeSchema }),
    r('POST', '/api/schedule/blocked-days/toggle', 'Schedule', 'staff', 'Block or unblock a whole day', { body: blockedDayToggleSchema }),
    r('GET', '/api/schedule/settings', 'Schedule', 'staff', 'Working hours and booking rules'),
    r('PUT', '/api/schedule/settings', 'Schedule', 'staff', 'Update working hours and booking rules', { body: scheduleSettingsBody }),
    r('POST', '/api/schedule/feed', 'Schedule', 'staff', 'Make a calendar feed address (a new secret each time)', {
      body: feedScopeSchema,
      status: 201,
    }),
    r('DELETE', '/api/schedule/feed', 'Schedule', 'staff', 'Revoke the calendar feed', { query: feedScopeSchema }),
    r('GET', '/api/calendar/:file', 'Schedule', 'public', 'An iCalendar feed (the secret token in its file name is the credential)', {
      produces: 'text/calendar',
    }),
    r('GET', '/api/team', 'Team', 'staff', "The business's staff"),
    r('POST', '/api/team', 'Team', 'staff', 'Invite a staff member', { body: teamInviteSchema, status: 201 }),
    r('PUT', '/api/team/:id', 'Team', 'staff', "Change a staff member's role", { body: teamRoleSchema }),
    r('DELETE', '/api/team/:id', 'Team', 'staff', 'Remove a staff member'),

    r('GET', '/api/onboarding/business-name', 'Onboarding', 'public', 'Whether a business name is free', {
      query: z.object({ name: businessNameQuerySchema }),
    }),
    r('POST', '/api/onboarding/files', 'Onboarding', 'public', 'Attach a file to an application', {
      upload: { file: 'file' },
      status: 201,
      limited: true,
    }),
    r('POST', '/api/onboarding/applications', 'Onboarding', 'public', 'Apply for a site', {
      body: onboardingApplicationSchema,
      status: 201,
      limited: true,
    }),
    r(
      'GET',
      '/api/onboarding/applications/resume',
      'Onboarding',
      'public',
      'An application sent back for changes (the signed link is the credential)',
      { queryNames: ['token'] },
    ),
    r('PUT', '/api/onboarding/applications/resume', 'Onboarding', 'public', 'Send the changed application', {
      body: onboardingApplicationSchema,
      queryNames: ['token'],
    }),
    r('GET', '/api/onboarding/files/:id', 'Admin console', 'admin', "An applicant's file", { produces: 'application/octet-stream' }),
    r('GET', '/api/admin/applications', 'Admin console', 'admin', 'Onboarding applications to review', {
      query: applicationListQuerySchema,
    }),
    r('GET', '/api/admin/applications/:id', 'Admin console', 'admin', 'One application with its files'),
    r('POST', '/api/admin/applications/:id/start-review', 'Admin console', 'admin', 'Start reviewing an application'),
    r('POST', '/api/admin/applications/:id/request-changes', 'Admin console', 'admin', 'Ask the applicant for changes', {
      body: requestChangesSchema,
    }),
    r('POST', '/api/admin/applications/:id/reject', 'Admin console', 'admin', 'Reject an application', { body: rejectSchema }),
    r('POST', '/api/admin/applications/:id/approve', 'Admin console', 'admin', 'Approve an application and create the business'),
    r('GET', '/api/admin/tenants', 'Admin console', 'admin', 'Every business', { query: tenantListQuerySchema }),
    r('POST', '/api/admin/tenants/:id/suspend', 'Admin console', 'admin', 'Take a site down'),
    r('POST', '/api/admin/tenants/:id/reactivate', 'Admin console', 'admin', 'Put a site back'),
    r('PUT', '/api/admin/tenants/:id/flags', 'Admin console', 'admin', "Set a business's feature flags", {
      body: featureFlagsUpdateSchema,
    }),
    r('GET', '/api/admin/audit', 'Admin console', 'admin', "The log of admins' actions", { query: auditQuerySchema }),
    r('GET', '/api/preview-links', 'Admin console', 'admin', 'Preview links made for prospects'),
    r('POST', '/api/preview-links', 'Admin console', 'admin', 'Make a preview link for a prospect', {
      body: previewPayloadSchema,
      status: 201,
    }),
    r('GET', '/api/preview/verify', 'Onboarding', 'public', "A prospect's preview (the link's secret token is the credential)", {
      queryNames: ['t'],
    }),

    r('GET', '/api/health-monitoring/:slug', 'Health', 'staff', 'Health scans of the site'),
    r('POST', '/api/health-monitoring/:slug/scan', 'Health', 'staff', 'Start a health scan', { status: 202, limited: true }),
    r('GET', '/api/health-monitoring/:slug/scans/:id', 'Health', 'staff', 'One health scan with its findings'),
    r('POST', '/api/analytics/events', 'Analytics', 'public', 'Page events of site visitors (the site beacon)', {
      body: beaconSchema,
      status: 204,
      limited: true,
    }),
    r('GET', '/api/google/analytics/status', 'Analytics', 'staff', 'Whether analytics are connected', { query: tenantQuerySchema }),
    r('GET', '/api/google/analytics/summary', 'Analytics', 'staff', 'Visitor figures over a range of days', { query: rangeQuerySchema }),
    r('GET', '/api/google/analytics/realtime', 'Analytics', 'staff', 'Visitors on the site now', { query: tenantQuerySchema }),
    r('GET', '/api/google/analytics/report', 'Analytics', 'staff', 'The analytics report over a range of days', {
      query: rangeQuerySchema,
    }),
    r('PUT', '/api/google/analytics/ga4', 'Analytics', 'staff', 'Set the GA4 measurement id', {
      body: ga4UpdateSchema,
      query: tenantQuerySchema,
    }),
    r('GET', '/api/google/analytics/auth', 'Analytics', 'public', 'The connect popup: the business and what the analytics collect', {
      query: tenantQuerySchema,
      produces: 'text/html',
    }),
  ];
}

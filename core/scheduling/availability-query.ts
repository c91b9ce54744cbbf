/**
 * The public availability question (issue 14 §4: GET /api/availability/{slug}?service=&tier=
 * &addons=&zip=&from=&to=), one schema for the API and the booking screens that will ask it. Every
 * value arrives as query text. `size` (xs to xl) is ours: a detailing tier priced per vehicle size
 * takes longer for a larger vehicle (duration.ts).
 */
import { z } from 'zod';
import { VEHICLE_SIZES } from '../services/catalog.ts';
import { SLUG_PATTERN } from '../site/slugs.ts';
import { ZIP_FORMAT_MESSAGE, ZIP_PATTERN } from '../validation/zip.ts';
import { daysBetween, isIsoDate } from './time.ts';

/** The longest span one question may cover: two months, enough for any month view or booking calendar. */
export const MAX_AVAILABILITY_DAYS = 62;
export const MAX_ADDONS = 10;

export const SERVICE_REQUIRED_MESSAGE = 'Service is required';
export const TIER_ID_MESSAGE = 'Tier must be a tier ID';
export const ADDONS_MESSAGE = `Add-ons must be up to ${MAX_ADDONS} add-on slugs, separated by commas`;
export const SIZE_MESSAGE = `Vehicle size must be one of ${VEHICLE_SIZES.join(', ')}`;
export const DATE_MESSAGE = 'Date must be YYYY-MM-DD';
export const RANGE_ORDER_MESSAGE = 'The end date must be on or after the start date';
export const RANGE_LENGTH_MESSAGE = `Ask for at most ${MAX_AVAILABILITY_DAYS} days at a time`;
export const unknownAddonMessage = (slug: string) => `Unknown add-on: ${slug.slice(0, 100)}`;
export const zipNotServedMessage = (zip: string) => `This business does not serve ZIP code ${zip} yet`;

/** A query value: absent and empty both mean "not given". */
const given = (v: unknown) => (typeof v === 'string' ? v.trim() || undefined : v);
const date = z.preprocess(given, z.string({ error: DATE_MESSAGE }).refine(isIsoDate, DATE_MESSAGE).optional());

function checkRange(q: { from?: string; to?: string }, ctx: z.RefinementCtx) {
  if (!q.from || !q.to || !isIsoDate(q.from) || !isIsoDate(q.to)) return;
  const span = daysBetween(q.from, q.to);
  if (span < 0) ctx.addIssue({ code: 'custom', path: ['to'], message: RANGE_ORDER_MESSAGE });
  else if (span >= MAX_AVAILABILITY_DAYS) ctx.addIssue({ code: 'custom', path: ['to'], message: RANGE_LENGTH_MESSAGE });
}

export const availabilityQuerySchema = z
  .object({
    service: z.string({ error: SERVICE_REQUIRED_MESSAGE }).trim().min(1, SERVICE_REQUIRED_MESSAGE).max(100, SERVICE_REQUIRED_MESSAGE),
    tier: z
      .string({ error: TIER_ID_MESSAGE })
      .trim()
      .regex(/^\d{1,15}$/, TIER_ID_MESSAGE)
      .transform(Number)
      .refine((n) => n > 0, TIER_ID_MESSAGE),
    addons: z.preprocess(
      given,
      z
        .string({ error: ADDONS_MESSAGE })
        .optional()
        .transform((v) => (v ? [...new Set(v.split(',').map((slug) => slug.trim()))] : []))
        .refine((list) => list.length <= MAX_ADDONS && list.every((slug) => slug.length <= 100 && SLUG_PATTERN.test(slug)), ADDONS_MESSAGE),
    ),
    size: z.preprocess(given, z.enum(VEHICLE_SIZES, { error: SIZE_MESSAGE }).optional()),
    zip: z.preprocess(given, z.string({ error: ZIP_FORMAT_MESSAGE }).regex(ZIP_PATTERN, ZIP_FORMAT_MESSAGE).optional()),
    from: date,
    to: date,
  })
  .superRefine(checkRange);

/** The dates of a question whose job is known otherwise (an accepted estimate's): from and to only. */
export const availabilityRangeSchema = z.object({ from: date, to: date }).superRefine(checkRange);

export type AvailabilityQuery = z.infer<typeof availabilityQuerySchema>;

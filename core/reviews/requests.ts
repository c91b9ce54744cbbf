/**
 * Review requests (issue 16): after a job is completed the customer is e-mailed a link to the
 * business's review form. The owner chooses how long after completion (kept in the tenant's
 * settings as `reviews.requestDelayHours`, beside the booking rules); the link is good for one
 * review for 60 days. Built with zod/mini: the dashboard's setting form and the site's form ship it.
 */
import * as z from 'zod/mini';
import { REVIEW_TOKEN_PATTERN } from '../validation/review.ts';

export const DEFAULT_REVIEW_REQUEST_DELAY_HOURS = 2;
/** 14 days. */
export const MAX_REVIEW_REQUEST_DELAY_HOURS = 14 * 24;
export const REVIEW_LINK_VALID_DAYS = 60;
export const REVIEW_LINK_VALID_MS = REVIEW_LINK_VALID_DAYS * 24 * 3_600_000;

export const REVIEW_DELAY_MESSAGE = `Send the request from 0 to ${MAX_REVIEW_REQUEST_DELAY_HOURS} hours (14 days) after the job, in whole hours`;

export interface ReviewRequestSettings {
  /** Hours after an appointment is completed that its customer is asked for a review. */
  delayHours: number;
}

const record = (v: unknown): Record<string, unknown> =>
  v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {};

const isDelay = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v >= 0 && v <= MAX_REVIEW_REQUEST_DELAY_HOURS;

/** The stored settings; a stored value that does not fit falls back to the default rather than stop the requests. */
export function reviewRequestSettingsFrom(settings: Record<string, unknown> | null | undefined): ReviewRequestSettings {
  const delay = record(settings?.reviews).requestDelayHours;
  return { delayHours: isDelay(delay) ? delay : DEFAULT_REVIEW_REQUEST_DELAY_HOURS };
}

/** GET/PUT /api/tenant-reviews/{slug}/settings: snake_case like the booking settings; unknown keys are refused. */
export const reviewRequestSettingsInputSchema = z.strictObject(
  {
    request_delay_hours: z.number({ error: REVIEW_DELAY_MESSAGE }).check(z.refine(isDelay, REVIEW_DELAY_MESSAGE)),
  },
  { error: (issue) => (issue.code === 'unrecognized_keys' ? `Unknown setting: ${issue.keys.join(', ')}` : undefined) },
);
export type ReviewRequestSettingsInput = z.output<typeof reviewRequestSettingsInputSchema>;

export const reviewRequestSettingsJson = (r: ReviewRequestSettings) => ({ request_delay_hours: r.delayHours });

/** The tenant's settings with the delay changed, as stored; the rest of the settings kept. */
export function withReviewRequestSettings(settings: Record<string, unknown>, change: ReviewRequestSettingsInput): Record<string, unknown> {
  return { ...settings, reviews: { ...record(settings.reviews), requestDelayHours: change.request_delay_hours } };
}

/** The address the e-mail links to: the site's review form with the token in the query. */
export const reviewLink = (siteUrl: string, token: string) => `${siteUrl.replace(/\/+$/, '')}/review?t=${encodeURIComponent(token)}`;

/** The token of a review link's query (`?t=`), if it looks like one; the form works without one too. */
export function reviewTokenFromSearch(search: string): string | undefined {
  const token = new URLSearchParams(search).get('t')?.trim();
  return token && REVIEW_TOKEN_PATTERN.test(token) ? token : undefined;
}

/** "2 hours", "1 day", "3 days and 4 hours": the delay as the setting describes it. */
export function delayText(hours: number): string {
  if (hours === 0) return 'right away';
  const days = Math.floor(hours / 24);
  const rest = hours % 24;
  const unit = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
  return [days ? unit(days, 'day') : '', rest ? unit(rest, 'hour') : ''].filter(Boolean).join(' and ');
}

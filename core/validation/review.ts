/**
 * The Add Review form of spec 3 (§3 Review entity, §4 form states, §5 rules, §8 messages), shared by
 * the dashboard form (react-hook-form + zod resolver) and POST /api/tenant-reviews (the authority).
 * Built with zod/mini and without server-only imports, so the admin app can ship it. zod/mini loads
 * no locale: every issue a user can cause carries its own message.
 */
import * as z from 'zod/mini';
import { noControlCharacters, textField } from './text.ts';

export const REVIEW_VEHICLE_TYPES = ['car', 'truck', 'suv', 'boat', 'rv', 'motorcycle'] as const;
export type ReviewVehicleType = (typeof REVIEW_VEHICLE_TYPES)[number];

export const REVIEW_SOURCES = ['website', 'google', 'yelp', 'facebook'] as const;
export type ReviewSource = (typeof REVIEW_SOURCES)[number];

/** Spec 3 §5 and §8, word for word. */
export const RATING_REQUIRED_MESSAGE = 'Please select a rating';
export const TENANT_MISSING_MESSAGE = 'Tenant information is missing. Please refresh the page.';
export const AVATAR_TOO_LARGE_MESSAGE = 'Avatar file must be less than 5MB';
export const REVIEW_PUBLISHED_MESSAGE = 'Review published successfully!';
export const REVIEW_ADD_FAILED_MESSAGE = 'Failed to add review. Please try again.';
export const REVIEW_DELETE_FAILED_MESSAGE = 'Failed to delete review. Please try again.';
export const REVIEWS_LOAD_FAILED_MESSAGE = 'Failed to load reviews';
export const REVIEW_DELETE_CONFIRM_MESSAGE = 'Are you sure you want to delete this review? This action cannot be undone.';

/** Our own messages where the spec has none (a review not found: public and dashboard calls alike). */
export const REVIEW_NOT_FOUND_MESSAGE = 'Review not found';
export const AVATAR_NOT_IMAGE_MESSAGE = 'File must be an image (JPEG, PNG, WebP, GIF or AVIF)';
export const AVATAR_REQUIRED_MESSAGE = 'Avatar file is required';

/** Spec 3 §9: avatar maximum 5 MB. */
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
/** The image types the server accepts (it checks the bytes, not this list); for the file input's accept attribute. */
export const ACCEPTED_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif'] as const;
export const ACCEPTED_IMAGE_ACCEPT_ATTRIBUTE = ACCEPTED_IMAGE_TYPES.join(',');

export const REVIEW_LIMITS = { customerName: 100, comment: 2000, reviewerUrl: 500, tenantSlug: 100 } as const;

const tooLong = (label: string, max: number) => `${label} must be at most ${max} characters`;
const requiredText = (label: string, max: number) => textField(label, { min: 1, max });

const REVIEWER_URL_MESSAGE = 'Reviewer URL must be a valid URL (starting with http:// or https://)';
const boolField = (label: string) => z.optional(z.boolean({ error: `${label} must be true or false` }));

/**
 * POST /api/tenant-reviews. Optional fields may be omitted: the server stores vehicle_type as none,
 * the three service flags as false and the source as detected from the reviewer URL.
 */
export const reviewFormSchema = z.object({
  tenant_slug: textField('Tenant', {
    min: 1,
    max: REVIEW_LIMITS.tenantSlug,
    minMessage: TENANT_MISSING_MESSAGE,
    maxMessage: TENANT_MISSING_MESSAGE,
  }),
  customer_name: requiredText('Customer name', REVIEW_LIMITS.customerName),
  // The star picker starts at 0, which means "no rating yet".
  rating: z.number({ error: RATING_REQUIRED_MESSAGE }).check(
    z.refine((n) => Number.isInteger(n), 'Rating must be a whole number of stars'),
    z.minimum(1, RATING_REQUIRED_MESSAGE),
    z.maximum(5, 'Rating must be between 1 and 5 stars'),
  ),
  comment: requiredText('Review comment', REVIEW_LIMITS.comment),
  /** Empty or absent means no link. */
  reviewer_url: z.optional(
    z.nullable(
      z.string({ error: REVIEWER_URL_MESSAGE }).check(
        z.trim(),
        z.maxLength(REVIEW_LIMITS.reviewerUrl, tooLong('Reviewer URL', REVIEW_LIMITS.reviewerUrl)),
        noControlCharacters('Reviewer URL'),
        z.refine((v) => v === '' || isHttpUrl(v), REVIEWER_URL_MESSAGE),
      ),
    ),
  ),
  vehicle_type: z.optional(
    z.nullable(z.enum(REVIEW_VEHICLE_TYPES, { error: `Vehicle type must be one of ${REVIEW_VEHICLE_TYPES.join(', ')}` })),
  ),
  paint_correction: boolField('Paint correction'),
  ceramic_coating: boolField('Ceramic coating'),
  paint_protection_film: boolField('Paint protection film'),
  source: z.optional(z.enum(REVIEW_SOURCES, { error: `Source must be one of ${REVIEW_SOURCES.join(', ')}` })),
});

export type ReviewFormInput = z.input<typeof reviewFormSchema>;
export type ReviewForm = z.output<typeof reviewFormSchema>;

/** Spec 1 §8: what a site shows when its review could not be sent ({statusText} of the answer). */
export const reviewSubmitFailedMessage = (statusText: string) => `Failed to submit review: ${statusText}`;
export const REVIEW_RECEIVED_MESSAGE = 'Thank you! Your review was sent to the business and will appear on its site once approved.';
export const REVIEW_LINK_INVALID_MESSAGE = 'This review link is not valid. Please use the link from your e-mail.';
export const REVIEW_LINK_USED_MESSAGE = 'A review was already sent with this link. Thank you!';
export const REVIEW_LINK_EXPIRED_MESSAGE = 'This review link has expired.';
export const REVIEW_RATE_MESSAGE = 'Too many reviews were sent. Please try again later.';
export const PHOTO_TOO_LARGE_MESSAGE = 'Photo must be less than 5MB';
export const PHOTO_NOT_IMAGE_MESSAGE = 'Photo must be an image (JPEG, PNG, WebP, GIF or AVIF)';

/** A review link's token: 32 random bytes, base64url (43 characters). */
export const REVIEW_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/**
 * POST /api/reviews (spec 1 §7), the review form of a business's site: the same name, rating and
 * comment rules as the dashboard's form, and the review link's token when the customer came from
 * the e-mail. The optional photo travels beside it (multipart) and is checked by the server's
 * upload pipeline.
 */
export const publicReviewSchema = z.object({
  ...z.pick(reviewFormSchema, { tenant_slug: true, customer_name: true, rating: true, comment: true }).shape,
  token: z.optional(
    z.nullable(
      z
        .string({ error: REVIEW_LINK_INVALID_MESSAGE })
        .check(z.refine((v) => v === '' || REVIEW_TOKEN_PATTERN.test(v), REVIEW_LINK_INVALID_MESSAGE)),
    ),
  ),
});
export type PublicReview = z.output<typeof publicReviewSchema>;

/** The browser-side photo check of the site's review form (the server checks the bytes): an image under 5 MB. */
export function reviewPhotoProblem(file: { size: number; type: string }): string | undefined {
  if (file.type && !(ACCEPTED_IMAGE_TYPES as readonly string[]).includes(file.type.toLowerCase())) return PHOTO_NOT_IMAGE_MESSAGE;
  if (file.size > AVATAR_MAX_BYTES) return PHOTO_TOO_LARGE_MESSAGE;
  return undefined;
}

/** Where a review stands: published on the site, waiting for the owner, or turned down. */
export const REVIEW_STATUSES = ['published', 'pending', 'rejected'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

/** Spec 3 §4: the form starts empty with vehicle type car and source website (and resets to this after a publish). */
export function emptyReviewForm(tenantSlug: string): Required<{ [K in keyof ReviewForm]: NonNullable<ReviewForm[K]> }> {
  return {
    tenant_slug: tenantSlug,
    customer_name: '',
    rating: 0,
    comment: '',
    reviewer_url: '',
    vehicle_type: 'car',
    paint_correction: false,
    ceramic_coating: false,
    paint_protection_film: false,
    source: 'website',
  };
}

/** Spec 3 §5: Add Review stays disabled until customer name, rating and comment are all filled. */
export function canSubmitReview(values: { customer_name?: string; rating?: number; comment?: string }): boolean {
  return Boolean(values.customer_name?.trim()) && (values.rating ?? 0) >= 1 && Boolean(values.comment?.trim());
}

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.');
  } catch {
    return false;
  }
}

/** Host is the domain itself or one of its subdomains ("m.yelp.com" is yelp.com; "notyelp.com" is not). */
const onDomain = (host: string, domain: string) => host === domain || host.endsWith(`.${domain}`);

/**
 * Spec 3 §4: the source follows the reviewer URL as it is typed. google.com/maps (any Google
 * country domain, maps.google.*), goo.gl/maps, maps.app.goo.gl and g.page are Google; yelp.com is
 * Yelp; facebook.com and fb.com are Facebook; anything else, or no URL, is the website.
 */
export function detectReviewSource(url: string | null | undefined): ReviewSource {
  const raw = (url ?? '').trim();
  if (!raw) return 'website';
  let parsed: URL;
  try {
    parsed = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(raw) ? raw : `https://${raw}`);
  } catch {
    return 'website';
  }
  const host = parsed.hostname.toLowerCase().replace(/\.$/, '');
  const path = parsed.pathname.toLowerCase();
  if (onDomain(host, 'g.page') || onDomain(host, 'maps.app.goo.gl')) return 'google';
  if (host === 'goo.gl' && (path === '/maps' || path.startsWith('/maps/'))) return 'google';
  // google.com, google.co.uk, google.de... and their www./maps. hosts.
  const google = /^(?:www\.|maps\.)?google\.(?:[a-z]{2,3}|co\.[a-z]{2}|com\.[a-z]{2})$/.exec(host);
  if (google && (host.startsWith('maps.') || path === '/maps' || path.startsWith('/maps/'))) return 'google';
  if (onDomain(host, 'yelp.com')) return 'yelp';
  if (onDomain(host, 'facebook.com') || onDomain(host, 'fb.com')) return 'facebook';
  return 'website';
}

/**
 * The browser-side avatar check of spec 3 §5 (the server checks the bytes themselves): an image
 * type, under 5 MB. Returns the message to show, or undefined when the file may be sent.
 */
export function avatarFileProblem(file: { size: number; type: string }): string | undefined {
  if (file.size === 0) return AVATAR_REQUIRED_MESSAGE;
  if (file.type && !(ACCEPTED_IMAGE_TYPES as readonly string[]).includes(file.type.toLowerCase())) return AVATAR_NOT_IMAGE_MESSAGE;
  if (file.size > AVATAR_MAX_BYTES) return AVATAR_TOO_LARGE_MESSAGE;
  return undefined;
}

/**
 * The services a review is about, for the tag of the site's Review Details modal. Spec 3 §3: a
 * review carries its vehicle type and the paint correction, ceramic coating and paint protection
 * film flags. The flagged services, else the detailing service of the vehicle type; slugs of the
 * mobile-detailing catalogue (other industries' reviews carry no vehicle and no flags: none).
 */
export function reviewServiceSlugs(
  review: Pick<ReviewForm, 'vehicle_type' | 'paint_correction' | 'ceramic_coating' | 'paint_protection_film'>,
): string[] {
  const flagged: string[] = [];
  if (review.paint_correction) flagged.push('paint-correction');
  if (review.ceramic_coating) flagged.push('ceramic-coating');
  if (review.paint_protection_film) flagged.push('ppf');
  if (flagged.length > 0) return flagged;
  if (!review.vehicle_type) return [];
  if (review.vehicle_type === 'boat') return ['marine-detailing'];
  if (review.vehicle_type === 'rv') return ['rv-detailing'];
  return ['auto-detailing'];
}

/**
 * The validated tenant configuration of spec 1 §3 and its rules (§5). The publish pipeline builds
 * one from a tenant's rows and refuses to publish when it fails ("Invalid tenant configuration"),
 * so a live site never shows malformed data.
 */
import { z } from 'zod';
import { TENANT_NOT_FOUND } from '../api/messages.ts';
import { INDUSTRIES } from '../content/types.ts';
import { SLUG_MESSAGE, SLUG_PATTERN } from '../site/slugs.ts';
import { tierDurationMinutes, tierName, tierPriceCents } from './services.ts';
import { PRICING_MODIFIER_MAX_PCT, PRICING_MODIFIER_MESSAGE, PRICING_MODIFIER_MIN_PCT } from './location-page.ts';
import { VALID_STATE_CODES } from './us-states.ts';

export const INVALID_TENANT_CONFIG = 'Invalid tenant configuration';

export const hexColor = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'Must be a valid hex color');
export const seoTitle = z.string().min(1, 'SEO title is required').max(60, 'SEO title should be under 60 characters');
export const seoDescription = z.string().min(1, 'SEO description is required').max(160, 'SEO description should be under 160 characters');
export const stateCode = z.string().regex(/^[A-Z]{2}$/, 'State code must be 2 uppercase letters');
export const e164Phone = z.string().regex(/^\+[1-9]\d{1,14}$/, 'Phone must be in E.164 format (e.g., +16025550142)');
export const postalCode = z.string().regex(/^\d{5}(-\d{4})?$/, 'Postal code must be a 5-digit ZIP or ZIP+4');
export const slug = z.string().regex(SLUG_PATTERN, SLUG_MESSAGE);
export const canonicalPath = z.string().startsWith('/', 'Canonical path must start with /');
export const urlPath = z.string().regex(/^\/(?:.*\/)?$/, 'URL path must start and end with /');
export const latitude = z.number().min(-90, 'Latitude must be between -90 and 90').max(90, 'Latitude must be between -90 and 90');
export const longitude = z.number().min(-180, 'Longitude must be between -180 and 180').max(180, 'Longitude must be between -180 and 180');
/** A fraction, -0.5 .. +1: the city-page editor's rule (issue 12: no less than -50%, no more than +100%). */
export const pricingModifier = z
  .number()
  .min(PRICING_MODIFIER_MIN_PCT / 100, PRICING_MODIFIER_MESSAGE)
  .max(PRICING_MODIFIER_MAX_PCT / 100, PRICING_MODIFIER_MESSAGE);
export const leadTimeDays = z
  .number()
  .int('Lead time must be whole days')
  .min(0, 'Lead time must be 0 to 30 days')
  .max(30, 'Lead time must be 0 to 30 days');
export const serviceRadiusMiles = z
  .number()
  .positive('Service radius must be positive')
  .max(100, 'Service radius must be at most 100 miles');
export const IMAGE_ROLES = ['hero', 'gallery', 'process', 'result', 'auto', 'marine', 'rv'] as const;

export const tierSchema = z.object({
  name: tierName,
  priceCents: tierPriceCents,
  durationMinutes: tierDurationMinutes,
});

export const imageSchema = z.object({
  url: z.string().min(1, 'Image URL is required'),
  alt: z.string().min(1, 'Image alt text is required'),
  role: z.enum(IMAGE_ROLES, { error: `Image role must be one of ${IMAGE_ROLES.join(', ')}` }),
  width: z.number().int().positive().optional(),
  height: z.number().int().positive().optional(),
});

export const faqSchema = z.object({
  question: z.string().trim().min(1, 'FAQ question is required'),
  answer: z.string().trim().min(1, 'FAQ answer is required'),
});

export const serviceAreaConfigSchema = z.object({
  city: z.string().trim().min(1, 'City is required'),
  stateCode: z.enum(VALID_STATE_CODES, { error: 'State code must be 2 uppercase letters' }),
  /** An area may omit its ZIP codes (spec 2: zip optional); a list, when given, is never empty. */
  postalCodes: z.array(postalCode).min(1, 'At least one postal code is required per service area').optional(),
  latitude: latitude.optional(),
  longitude: longitude.optional(),
  radiusMiles: serviceRadiusMiles.optional(),
});

export const locationPageSchema = z.object({
  slug,
  city: z.string().min(1, 'City is required'),
  stateCode,
  postalCode: postalCode.optional(),
  latitude: latitude.optional(),
  longitude: longitude.optional(),
  urlPath,
  seo: z.object({ title: seoTitle, description: seoDescription, canonicalPath, robots: z.enum(['index,follow', 'noindex,nofollow']) }),
  faqs: z.array(faqSchema),
  pricingModifierPct: pricingModifier.optional(),
  images: z.array(imageSchema),
});

export const tenantConfigSchema = z.object({
  slug,
  vertical: z.enum(INDUSTRIES, { error: 'Unknown industry' }),
  status: z.enum(['pending', 'approved', 'active', 'suspended', 'rejected']),
  branding: z.object({
    businessName: z.string({ error: TENANT_NOT_FOUND }).trim().min(1, TENANT_NOT_FOUND),
    colors: z.object({ primary: hexColor, primaryDark: hexColor, accent: hexColor, surface: hexColor }),
  }),
  contact: z.object({
    phone: e164Phone.optional(),
    email: z.email('Invalid email address').optional(),
    baseLocation: z.object({ city: z.string().min(1, 'City is required'), state: stateCode }).optional(),
  }),
  services: z.array(z.object({ slug, name: z.string().min(1, 'Service name is required'), tiers: z.array(tierSchema) })),
  serviceAreas: z.array(serviceAreaConfigSchema),
  serviceRadiusMiles: serviceRadiusMiles.optional(),
  locationPages: z.array(locationPageSchema),
  payment: z
    .object({ depositPercentage: z.number().min(0, 'Deposit must be between 0 and 1').max(1, 'Deposit must be between 0 and 1') })
    .optional(),
  rating: z.number().min(0, 'Rating must be between 0 and 5').max(5, 'Rating must be between 0 and 5').optional(),
  leadTimeDays: leadTimeDays.optional(),
});

export type TenantConfig = z.infer<typeof tenantConfigSchema>;

/** Spec 1 §5 "Carousel config": images not empty, interval at least 1000 ms, fade at least 100 ms. */
export const carouselConfigSchema = z.object({
  images: z.array(z.string().min(1)).min(1, 'At least one image is required'),
  intervalMs: z.number().min(1000, 'Interval must be at least 1000 ms'),
  fadeMs: z.number().min(100, 'Fade must be at least 100 ms'),
});

import { describe, expect, it } from 'vitest';
import { fieldErrors } from './errors.ts';
import {
  canonicalPath,
  carouselConfigSchema,
  e164Phone,
  hexColor,
  latitude,
  leadTimeDays,
  longitude,
  postalCode,
  pricingModifier,
  seoDescription,
  seoTitle,
  serviceAreaConfigSchema,
  serviceRadiusMiles,
  slug,
  stateCode,
  tenantConfigSchema,
  tierSchema,
  urlPath,
  imageSchema,
  faqSchema,
} from './tenant-config.ts';

const message = (schema: { safeParse: (v: unknown) => { success: boolean; error?: { issues: { message: string }[] } } }, value: unknown) =>
  schema.safeParse(value).error?.issues[0]?.message;

describe('tenant config rules (spec 1 §5)', () => {
  it('hex colours are #RRGGBB', () => {
    expect(hexColor.safeParse('#1d4ED8').success).toBe(true);
    for (const bad of ['#fff', '1d4ed8', '#1d4ed8ff', '#gggggg']) expect(message(hexColor, bad)).toBe('Must be a valid hex color');
  });

  it('SEO title 1-60 and description 1-160', () => {
    expect(seoTitle.safeParse('x'.repeat(60)).success).toBe(true);
    expect(message(seoTitle, 'x'.repeat(61))).toBe('SEO title should be under 60 characters');
    expect(seoDescription.safeParse('x'.repeat(160)).success).toBe(true);
    expect(message(seoDescription, 'x'.repeat(161))).toBe('SEO description should be under 160 characters');
    expect(seoTitle.safeParse('').success).toBe(false);
  });

  it('tier price is a non-negative integer and duration a positive integer', () => {
    expect(tierSchema.safeParse({ name: 'Basic', priceCents: 0, durationMinutes: 60 }).success).toBe(true);
    expect(message(tierSchema, { name: 'Basic', priceCents: -1, durationMinutes: 60 })).toBe('Price must not be negative');
    expect(message(tierSchema, { name: 'Basic', priceCents: 10.5, durationMinutes: 60 })).toBe('Price must be a whole number of cents');
    expect(message(tierSchema, { name: 'Basic', priceCents: 100, durationMinutes: 0 })).toBe('Duration must be positive');
  });

  it('state codes, coordinates, phone, ZIP, slug and paths', () => {
    expect(stateCode.safeParse('AZ').success).toBe(true);
    expect(stateCode.safeParse('az').success).toBe(false);
    expect(latitude.safeParse(90).success).toBe(true);
    expect(message(latitude, 90.1)).toBe('Latitude must be between -90 and 90');
    expect(message(longitude, -180.5)).toBe('Longitude must be between -180 and 180');
    expect(e164Phone.safeParse('+16025550142').success).toBe(true);
    for (const bad of ['6025550142', '+06025550142', '+1234567890123456']) expect(e164Phone.safeParse(bad).success).toBe(false);
    expect(postalCode.safeParse('85251-1234').success).toBe(true);
    expect(postalCode.safeParse('8525').success).toBe(false);
    expect(slug.safeParse('prestige-mobile-detailing').success).toBe(true);
    for (const bad of ['Prestige', 'a_b', '-a', 'a--b']) expect(slug.safeParse(bad).success).toBe(false);
    expect(canonicalPath.safeParse('/areas/mesa-az').success).toBe(true);
    expect(canonicalPath.safeParse('areas').success).toBe(false);
    expect(urlPath.safeParse('/areas/mesa-az/').success).toBe(true);
    expect(message(urlPath, '/areas/mesa-az')).toBe('URL path must start and end with /');
  });

  it('pricing modifier -0.5..1, lead time 0-30 whole days, radius positive up to 100 miles', () => {
    expect(pricingModifier.safeParse(-0.5).success).toBe(true);
    expect(pricingModifier.safeParse(1).success).toBe(true);
    expect(message(pricingModifier, -0.51)).toBe('Pricing modifier must be between -50% and +100%');
    expect(pricingModifier.safeParse(1.01).success).toBe(false);
    expect(leadTimeDays.safeParse(30).success).toBe(true);
    expect(message(leadTimeDays, 31)).toBe('Lead time must be 0 to 30 days');
    expect(message(leadTimeDays, 1.5)).toBe('Lead time must be whole days');
    expect(message(serviceRadiusMiles, 0)).toBe('Service radius must be positive');
    expect(message(serviceRadiusMiles, 101)).toBe('Service radius must be at most 100 miles');
  });

  it('service areas need postal codes when they list them; FAQ and images need their fields', () => {
    expect(message(serviceAreaConfigSchema, { city: 'Mesa', stateCode: 'AZ', postalCodes: [] })).toBe(
      'At least one postal code is required per service area',
    );
    expect(serviceAreaConfigSchema.safeParse({ city: 'Mesa', stateCode: 'AZ' }).success).toBe(true);
    expect(message(faqSchema, { question: ' ', answer: 'a' })).toBe('FAQ question is required');
    expect(message(imageSchema, { url: '/a.webp', alt: 'A', role: 'banner' })).toMatch(/^Image role must be one of hero, gallery, process/);
    expect(message(imageSchema, { url: '/a.webp', alt: '', role: 'hero' })).toBe('Image alt text is required');
  });

  it('a config without a business name is "Tenant not found"', () => {
    const result = tenantConfigSchema.safeParse({
      slug: 'acme',
      vertical: 'barber',
      status: 'approved',
      branding: { businessName: '  ', colors: { primary: '#000000', primaryDark: '#000000', accent: '#ffffff', surface: '#ffffff' } },
      contact: {},
      services: [],
      serviceAreas: [],
      locationPages: [],
    });
    expect(result.success).toBe(false);
    expect(fieldErrors(result.error!)['branding.businessName']).toBe('Tenant not found');
  });

  it('carousel config: images, interval and fade', () => {
    expect(carouselConfigSchema.safeParse({ images: ['a'], intervalMs: 7000, fadeMs: 2000 }).success).toBe(true);
    const errors = fieldErrors(carouselConfigSchema.safeParse({ images: [], intervalMs: 999, fadeMs: 99 }).error!);
    expect(errors).toEqual({
      images: 'At least one image is required',
      intervalMs: 'Interval must be at least 1000 ms',
      fadeMs: 'Fade must be at least 100 ms',
    });
  });
});

/**
 * The services tab's rules (spec 3 §4, §5, §9; spec 1 §5: tier price a non-negative integer,
 * duration a positive integer): the bodies of the services API, and the pricing modal's input
 * rules as pure functions, so the API, the admin modal and the tests share one copy of each.
 * Prices are integer cents and durations integer minutes.
 */
import { z } from 'zod';
import { type ServiceCatalog, VEHICLE_SIZES, type VehicleSize } from '../services/catalog.ts';
import { textField } from './text.ts';

/** Spec 3 §2 and §8, word for word. */
export const NO_SERVICES_MESSAGE = 'No services configured for this category yet.';
export const ADD_FIRST_SERVICE_LABEL = 'Add Your First Service';
export const NO_TIERS_MESSAGE = 'No tiers configured for this service.';
export const SERVICES_FETCH_FAILED_MESSAGE = 'Failed to fetch services';
export const INVALID_VEHICLE_OR_CATEGORY_MESSAGE = 'Invalid vehicle or category ID';
/** Spec 3 §2 says what the confirmation says (cannot be undone, the tiers go too), not its words. */
export const DELETE_SERVICE_CONFIRM_MESSAGE =
  'Are you sure you want to delete this service? This action cannot be undone, and all associated service tiers will be removed.';

/** Our own messages where the spec has none. */
export const SERVICE_NOT_FOUND_MESSAGE = 'Service not found';
export const TIER_NOT_FOUND_MESSAGE = 'Tier not found';
export const INVALID_SERVICE_ID_MESSAGE = 'Invalid service ID';
export const INVALID_TIER_ID_MESSAGE = 'Invalid tier ID';
export const LAST_TIER_MESSAGE = 'A service needs at least one tier';
export const TIER_REQUIRED_MESSAGE = 'At least one tier is required';
export const PRICE_WHOLE_CENTS_MESSAGE = 'Price must be a whole number of cents';
export const PRICE_NEGATIVE_MESSAGE = 'Price must not be negative';
export const DURATION_WHOLE_MESSAGE = 'Duration must be whole minutes';
export const DURATION_POSITIVE_MESSAGE = 'Duration must be positive';
export const INVALID_CATEGORY_MESSAGE = 'Invalid category ID';
export const INVALID_VEHICLE_MESSAGE = 'Invalid vehicle ID';
export const TIER_ORDER_MESSAGE = 'List every tier of the service once';

export const SERVICE_LIMITS = {
  name: 100,
  description: 2000,
  tierName: 100,
  tierDescription: 500,
  feature: 200,
  features: 20,
  tiers: 12,
  /** Each is a page rendered on every publish. */
  services: 100,
  /** $100,000: far above any job, low enough that a slipped key is caught. */
  priceCents: 10_000_000,
  /** A week: the longest jobs (full-body film, an RV) take a few days. */
  durationMinutes: 7 * 24 * 60,
} as const;

export const TOO_MANY_TIERS_MESSAGE = `At most ${SERVICE_LIMITS.tiers} tiers`;
export const TOO_MANY_SERVICES_MESSAGE = `A business can have at most ${SERVICE_LIMITS.services} services`;

/** Spec 3 §4 and §9: what Add Tier appends. */
export const BLANK_TIER = {
  name: '',
  priceCents: 0,
  durationMinutes: 60,
  description: '',
  features: [] as string[],
  enabled: true,
  popular: false,
  sizePricesCents: {} as Partial<Record<VehicleSize, number>>,
} as const;

export type TierDraft = Omit<typeof BLANK_TIER, 'features' | 'sizePricesCents'> & {
  id?: number;
  name: string;
  priceCents: number;
  durationMinutes: number;
  description: string;
  features: string[];
  enabled: boolean;
  popular: boolean;
  sizePricesCents: Partial<Record<VehicleSize, number>>;
};

export const blankTier = (): TierDraft => ({ ...BLANK_TIER, features: [], sizePricesCents: {} });

// ---------------------------------------------------------------------------------------------
// The pricing modal's inputs (spec 3 §5)

const PRICE_TEXT = /^\d*\.?\d*$/;
const DURATION_TEXT = /^\d*$/;

/** Whether the price field takes this text: digits with one optional decimal point. */
export const acceptsPriceInput = (text: string): boolean => PRICE_TEXT.test(text);
/** Whether the duration field takes this text: digits only. */
export const acceptsDurationInput = (text: string): boolean => DURATION_TEXT.test(text);

/** The price field's dollars in cents; empty (or a lone ".") is 0, fractions of a cent are rounded. */
export function parsePriceInput(text: string): number {
  if (!acceptsPriceInput(text)) return 0;
  const dollars = Number(text === '.' ? 0 : text || 0);
  return Math.round(dollars * 100);
}

/** The duration field's minutes; empty is 0. */
export const parseDurationInput = (text: string): number => (acceptsDurationInput(text) && text ? Number(text) : 0);

const named = (t: { name: string }) => t.name.trim() !== '';

/** Save drops the tiers left without a name (spec 3 §5). */
export const dropBlankTiers = <T extends { name: string }>(tiers: readonly T[]): T[] => tiers.filter(named);

/** Save is enabled once the service has a name and at least one tier has one (spec 3 §5). */
export const canSaveService = (name: string, tiers: readonly { name: string }[]): boolean => name.trim() !== '' && tiers.some(named);

/** Remove Tier is offered only while more than one tier remains (spec 3 §4). */
export const canRemoveTier = (tierCount: number): boolean => tierCount > 1;

// ---------------------------------------------------------------------------------------------
// API bodies

export const tierName = textField('Tier name', { min: 1, max: SERVICE_LIMITS.tierName });

/** A tier price (spec 1 §5: a non-negative integer), in cents. */
export const tierPriceCents = z
  .number({ error: PRICE_WHOLE_CENTS_MESSAGE })
  .int(PRICE_WHOLE_CENTS_MESSAGE)
  .min(0, PRICE_NEGATIVE_MESSAGE)
  .max(SERVICE_LIMITS.priceCents, `Price must be at most ${SERVICE_LIMITS.priceCents / 100} dollars`);

/** A tier duration (spec 1 §5: a positive integer), in minutes. */
export const tierDurationMinutes = z
  .number({ error: DURATION_WHOLE_MESSAGE })
  .int(DURATION_WHOLE_MESSAGE)
  .min(1, DURATION_POSITIVE_MESSAGE)
  .max(SERVICE_LIMITS.durationMinutes, `Duration must be at most ${SERVICE_LIMITS.durationMinutes} minutes`);

const flag = (label: string) => z.boolean({ error: `${label} must be true or false` });

const sizePrices = z.strictObject(
  Object.fromEntries(VEHICLE_SIZES.map((size) => [size, tierPriceCents.optional()])) as Record<
    VehicleSize,
    z.ZodOptional<typeof tierPriceCents>
  >,
  { error: `Size prices must be an object of ${VEHICLE_SIZES.join(', ')} prices in cents` },
);

/** Field rules of one tier; every field optional, for the PATCH of a tier. */
export const tierPatchSchema = z
  .object({
    name: tierName,
    priceCents: tierPriceCents,
    durationMinutes: tierDurationMinutes,
    description: textField('Tier description', { max: SERVICE_LIMITS.tierDescription }),
    features: z
      .array(textField('Feature', { min: 1, max: SERVICE_LIMITS.feature }), { error: 'Features must be a list of texts' })
      .max(SERVICE_LIMITS.features, `At most ${SERVICE_LIMITS.features} features`),
    enabled: flag('Enabled'),
    popular: flag('Popular'),
    sizePricesCents: sizePrices,
  })
  .partial();

/** A tier as sent to create one: name, price and duration required; an `id` names a stored tier in a PUT. */
export const tierInputSchema = tierPatchSchema.required({ name: true, priceCents: true, durationMinutes: true }).extend({
  id: z.number().int().positive().optional(),
});

export type TierPatch = z.infer<typeof tierPatchSchema>;
export type TierInput = z.infer<typeof tierInputSchema>;

const serviceFields = (catalog: ServiceCatalog) => {
  const vehicleIds = new Set(catalog.vehicles.map((v) => v.id));
  const categoryIds = new Set(catalog.categories.map((c) => c.id));
  const vehicleWord = catalog.vehicleLabel.toLowerCase();
  return {
    name: textField('Service name', { min: 1, max: SERVICE_LIMITS.name }),
    description: textField('Description', { max: SERVICE_LIMITS.description }),
    categoryId: z.number({ error: INVALID_CATEGORY_MESSAGE }).refine((id) => categoryIds.has(id), INVALID_CATEGORY_MESSAGE),
    vehicleIds: z
      .array(
        z.number({ error: INVALID_VEHICLE_MESSAGE }).refine((id) => vehicleIds.has(id), INVALID_VEHICLE_MESSAGE),
        {
          error: `Choose at least one ${vehicleWord}`,
        },
      )
      .min(1, `Choose at least one ${vehicleWord}`)
      .transform((ids) => [...new Set(ids)]),
    pricingUnit: z.enum(['flat', 'hour'], { error: 'Pricing unit must be flat or hour' }),
    active: flag('Active'),
    featured: flag('Featured'),
  };
};

function buildInput(catalog: ServiceCatalog) {
  const f = serviceFields(catalog);
  return z.object({
    ...f,
    description: z.optional(f.description),
    pricingUnit: f.pricingUnit.optional(),
    active: f.active.optional(),
    featured: f.featured.optional(),
    tiers: z
      .array(tierInputSchema, { error: TIER_REQUIRED_MESSAGE })
      .min(1, TIER_REQUIRED_MESSAGE)
      .max(SERVICE_LIMITS.tiers, TOO_MANY_TIERS_MESSAGE),
  });
}

function buildSchemas(catalog: ServiceCatalog) {
  const input = buildInput(catalog);
  return {
    input,
    replacement: input.partial({ categoryId: true, vehicleIds: true }),
    patch: z
      .object(serviceFields(catalog))
      .partial()
      .refine((patch) => Object.values(patch).some((v) => v !== undefined), { message: 'Send at least one field to change' }),
  };
}

const schemas = new Map<ServiceCatalog, ReturnType<typeof buildSchemas>>();

function schemasFor(catalog: ServiceCatalog) {
  let known = schemas.get(catalog);
  if (!known) {
    known = buildSchemas(catalog);
    schemas.set(catalog, known);
  }
  return known;
}

/** The body of POST of a service for a business with this catalog (its ids are the valid ones). */
export const serviceInputSchema = (catalog: ServiceCatalog) => schemasFor(catalog).input;
/** The body of PUT of a service: as POST; a category or vehicles left out keep the stored ones. */
export const serviceReplacementSchema = (catalog: ServiceCatalog) => schemasFor(catalog).replacement;
/** The body of PATCH of a service: any of its own fields, no tiers. */
export const servicePatchSchema = (catalog: ServiceCatalog) => schemasFor(catalog).patch;

export type ServiceInput = z.infer<ReturnType<typeof buildInput>>;
export type ServiceReplacement = z.infer<ReturnType<typeof buildSchemas>['replacement']>;
export type ServicePatch = z.infer<ReturnType<typeof buildSchemas>['patch']>;

/** PUT .../tiers/order: the service's tier ids in their new order. */
export const tierOrderSchema = z.object({
  tierIds: z.array(z.number({ error: TIER_ORDER_MESSAGE }).int(TIER_ORDER_MESSAGE).positive(TIER_ORDER_MESSAGE), {
    error: TIER_ORDER_MESSAGE,
  }),
});

/** The lowest price and duration of a service's enabled tiers (all tiers when none is enabled): its "from" figures. */
export function serviceFloor(tiers: readonly { priceCents: number; durationMinutes: number; enabled: boolean }[]) {
  const counted = tiers.some((t) => t.enabled) ? tiers.filter((t) => t.enabled) : tiers;
  if (counted.length === 0) return { basePriceCents: 0, minDurationMinutes: BLANK_TIER.durationMinutes };
  return {
    basePriceCents: Math.min(...counted.map((t) => t.priceCents)),
    minDurationMinutes: Math.min(...counted.map((t) => t.durationMinutes)),
  };
}

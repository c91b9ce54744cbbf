/**
 * Protection comparison chart of the service pages (spec 1 §3 "Protection comparison"): four
 * products rated 1 to 5 stars on four metrics. A page's chart data may give only some products or
 * some metrics; everything missing takes the spec's default.
 */
import type { ProtectionProduct, ProtectionRatings } from './types.ts';

export const PROTECTION_PRODUCTS: readonly ProtectionProduct[] = ['wax', 'sealant', 'ceramic', 'ppf'];

export const PROTECTION_METRICS: readonly (keyof ProtectionRatings)[] = ['protection', 'longevity', 'ease', 'chipResistance'];

export const PROTECTION_PRODUCT_LABELS: Record<ProtectionProduct, string> = {
  wax: 'Wax',
  sealant: 'Sealant',
  ceramic: 'Ceramic',
  ppf: 'PPF',
};

export const PROTECTION_METRIC_LABELS: Record<keyof ProtectionRatings, string> = {
  protection: 'Protection',
  longevity: 'Longevity',
  ease: 'Ease of Wash',
  chipResistance: 'Rock-Chip Resistance',
};

/** Spec defaults, in the order protection, longevity, ease, chipResistance. */
export const DEFAULT_PROTECTION_RATINGS: Readonly<Record<ProtectionProduct, Readonly<ProtectionRatings>>> = {
  wax: { protection: 1, longevity: 1, ease: 2, chipResistance: 1 },
  sealant: { protection: 2, longevity: 2, ease: 2, chipResistance: 1 },
  ceramic: { protection: 4, longevity: 4, ease: 4, chipResistance: 1 },
  ppf: { protection: 5, longevity: 5, ease: 3, chipResistance: 5 },
};

export const MIN_STARS = 1;
export const MAX_STARS = 5;

/** A usable star count: a finite number rounded and clamped to 1..5, else undefined. */
function stars(value: unknown): number | undefined {
  if (typeof value !== 'number' || !Number.isFinite(value)) return undefined;
  return Math.min(MAX_STARS, Math.max(MIN_STARS, Math.round(value)));
}

/**
 * The full ratings table: each product and metric from `data` when it holds a number (rounded and
 * clamped to 1..5 stars), otherwise the spec default. Never mutates its input or the defaults.
 */
export function protectionRatings(
  data?: Partial<Record<ProtectionProduct, Partial<ProtectionRatings> | undefined>> | null,
): Record<ProtectionProduct, ProtectionRatings> {
  const out = {} as Record<ProtectionProduct, ProtectionRatings>;
  for (const product of PROTECTION_PRODUCTS) {
    const given = data?.[product];
    const defaults = DEFAULT_PROTECTION_RATINGS[product];
    const row = { ...defaults };
    for (const metric of PROTECTION_METRICS) row[metric] = stars(given?.[metric]) ?? defaults[metric];
    out[product] = row;
  }
  return out;
}

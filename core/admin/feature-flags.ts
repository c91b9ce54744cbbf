/**
 * Feature flags per business (spec 3 §6 feature gating): one flag per dashboard tab decides whether
 * the tab's content or the locked 'Feature Not Available' panel shows. The overview is always
 * allowed. Flags are stored in the tenant's `features` (platform admins set them in the console);
 * a tab without a stored flag follows the default below. The dashboard and the console both read
 * them through resolveFeatureFlags, so they cannot disagree.
 */
import { z } from 'zod';

export const GATED_TABS = ['website', 'locations', 'profile', 'schedule', 'customers', 'services'] as const;
export type GatedTab = (typeof GATED_TABS)[number];

/**
 * Overview, website and profile (spec 3 §6), and services (issue 13: every tenant sets its own
 * prices), locations (issue 12: every tenant manages its service areas) and schedule (issue 14:
 * every tenant keeps its calendar) and customers (issue 16: every tenant works its requests and customers).
 */
export const DEFAULT_TAB_FLAGS: Readonly<Record<GatedTab, boolean>> = {
  website: true,
  locations: true,
  profile: true,
  schedule: true,
  customers: true,
  services: true,
};

export const FEATURE_FLAG_LABELS: Record<GatedTab, string> = {
  website: 'Website',
  locations: 'Locations',
  profile: 'Profile',
  schedule: 'Schedule',
  customers: 'Customers',
  services: 'Services',
};

/** Each tab's flag: the stored one when it is true or false, else the default. */
export function resolveFeatureFlags(features: Record<string, unknown> | null | undefined): Record<GatedTab, boolean> {
  const flags = {} as Record<GatedTab, boolean>;
  for (const tab of GATED_TABS) {
    const stored = features?.[tab];
    flags[tab] = typeof stored === 'boolean' ? stored : DEFAULT_TAB_FLAGS[tab];
  }
  return flags;
}

const flagMessage = (tab: string) => `${tab} must be true or false`;

/** PUT /api/admin/tenants/:id/flags: any of the tabs' flags; others in `features` are kept. */
export const featureFlagsUpdateSchema = z
  .strictObject(
    Object.fromEntries(GATED_TABS.map((tab) => [tab, z.boolean({ error: flagMessage(tab) }).optional()])) as Record<
      GatedTab,
      z.ZodOptional<z.ZodBoolean>
    >,
    { error: (issue) => (issue.code === 'unrecognized_keys' ? `Unknown feature: ${issue.keys.join(', ')}` : 'Feature flags are required') },
  )
  .refine((value) => Object.keys(value).length > 0, 'Feature flags are required');
export type FeatureFlagsUpdate = z.infer<typeof featureFlagsUpdateSchema>;

/**
 * Feature gating of the dashboard tabs (spec 3 §6, spec 2 §2): a flag per tab decides whether its
 * content or the locked 'Feature Not Available' panel shows. The overview is always allowed. The
 * flags and their defaults are core's (core/admin/feature-flags.ts), which the admin console sets
 * per business; a tenant's `features` object overrides the defaults flag by flag (only true/false count).
 */
import { resolveFeatureFlags } from '#core/admin/feature-flags.ts';
import type { TabId } from './tabs.ts';

export type TabAccess = Readonly<Record<TabId, boolean>>;

export function resolveTabAccess(features: Record<string, unknown> | null | undefined): TabAccess {
  return { overview: true, ...resolveFeatureFlags(features) };
}

export const LOCKED_TITLE = 'Feature Not Available';
export const LOCKED_TEXT = 'This feature is not currently enabled for your account.';
export const LOCKED_HINT = 'Contact support to upgrade your plan and unlock this feature.';

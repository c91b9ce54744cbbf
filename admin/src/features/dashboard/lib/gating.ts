/**
 * Feature gating of the dashboard tabs (spec 3 §6, spec 2 §2): a flag per tab decides whether its
 * content or the locked 'Feature Not Available' panel shows. The overview is always allowed. By
 * default overview, website and profile are shown, and services (issue 13: every tenant sets its own
 * prices), locations (issue 12: every tenant manages its service areas) and schedule (issue 14: every
 * tenant keeps its calendar) and customers (issue 16: every tenant works its requests and customers).
 * A tenant's `features` object overrides the defaults flag by flag (only true/false count).
 */
import { DASHBOARD_TABS, type TabId } from './tabs.ts';

export type GatedTab = Exclude<TabId, 'overview'>;

export const DEFAULT_TAB_FLAGS: Readonly<Record<GatedTab, boolean>> = {
  website: true,
  locations: true,
  profile: true,
  schedule: true,
  customers: true,
  services: true,
};

export type TabAccess = Readonly<Record<TabId, boolean>>;

export function resolveTabAccess(features: Record<string, unknown> | null | undefined): TabAccess {
  const access = { overview: true } as Record<TabId, boolean>;
  for (const tab of DASHBOARD_TABS) {
    if (tab === 'overview') continue;
    const flag = features?.[tab];
    access[tab] = typeof flag === 'boolean' ? flag : DEFAULT_TAB_FLAGS[tab];
  }
  return access;
}

export const LOCKED_TITLE = 'Feature Not Available';
export const LOCKED_TEXT = 'This feature is not currently enabled for your account.';
export const LOCKED_HINT = 'Contact support to upgrade your plan and unlock this feature.';

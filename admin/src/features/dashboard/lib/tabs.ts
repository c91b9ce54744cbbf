/**
 * The business dashboard's tabs (spec 2 §2, spec 3 §2), their addresses and the header search.
 * Pure: no React.
 */
export const DASHBOARD_TABS = ['overview', 'website', 'locations', 'profile', 'schedule', 'customers', 'services'] as const;
export type TabId = (typeof DASHBOARD_TABS)[number];

export interface TabMeta {
  label: string;
  /** One line under the tab's name in the search results. */
  description: string;
  /** Extra words the search matches (what the tab holds). */
  keywords: readonly string[];
}

export const TAB_META: Record<TabId, TabMeta> = {
  overview: {
    label: 'Overview',
    description: 'Quote requests, reviews and your site at a glance',
    keywords: ['home', 'summary', 'quotes', 'quote requests', 'stats', 'member since'],
  },
  website: {
    label: 'Website',
    description: 'Hero, services, reviews, FAQ and gallery',
    keywords: ['content', 'hero', 'reviews', 'faq', 'gallery', 'images', 'site', 'publish'],
  },
  locations: {
    label: 'Locations',
    description: 'The areas where you provide services',
    keywords: ['service areas', 'cities', 'zip', 'map', 'city pages', 'seo'],
  },
  profile: {
    label: 'Profile',
    description: 'Personal, business and social media details',
    keywords: ['personal', 'business', 'social media', 'phone', 'email', 'address', 'facebook', 'instagram', 'tiktok', 'youtube', 'google'],
  },
  schedule: {
    label: 'Schedule',
    description: 'Appointments, time blocks and blocked days',
    keywords: ['calendar', 'appointments', 'booking', 'time blocks'],
  },
  customers: {
    label: 'Customers',
    description: 'Quote requests, estimates and the people you work for',
    keywords: ['requests', 'quote requests', 'estimates', 'inbox', 'clients', 'contacts', 'crm', 'export'],
  },
  services: {
    label: 'Services',
    description: 'Services and pricing tiers',
    keywords: ['pricing', 'tiers', 'packages', 'add-ons', 'vehicles'],
  },
};

export function isTabId(value: string | null | undefined): value is TabId {
  return typeof value === 'string' && (DASHBOARD_TABS as readonly string[]).includes(value);
}

/**
 * The tab an address asks for: `/:slug/dashboard/:tab` wins over `?tab=`; no tab is the overview.
 * `null` when the path names a tab that does not exist (a 404); an unknown `?tab=` falls back to the
 * overview (a stale link should still open the dashboard).
 */
export function tabFromAddress(pathTab: string | undefined, queryTab: string | null): TabId | null {
  if (pathTab !== undefined) {
    const tab = pathTab.toLowerCase();
    return isTabId(tab) ? tab : null;
  }
  const fromQuery = queryTab?.toLowerCase();
  return isTabId(fromQuery) ? fromQuery : 'overview';
}

/** The canonical address of a tab: the overview is the dashboard itself. */
export function tabPath(slug: string, tab: TabId): string {
  return tab === 'overview' ? `/${slug}/dashboard` : `/${slug}/dashboard/${tab}`;
}

export interface TabMatch {
  tab: TabId;
  /** Why it matched: the name itself, or one of its keywords. */
  matched: string | null;
}

/**
 * The header search: tabs whose name or keywords contain what was typed, best first (name starts
 * with it, then name contains it, then a keyword starts or contains it). An empty query lists all
 * tabs in their usual order.
 */
export function searchTabs(query: string): TabMatch[] {
  const q = query.trim().toLowerCase().replace(/\s+/g, ' ');
  if (!q) return DASHBOARD_TABS.map((tab) => ({ tab, matched: null }));
  const scored: { tab: TabId; score: number; matched: string | null; order: number }[] = [];
  DASHBOARD_TABS.forEach((tab, order) => {
    const { label, keywords } = TAB_META[tab];
    const name = label.toLowerCase();
    const starts = keywords.find((k) => k.startsWith(q) || k.split(' ').some((w) => w.startsWith(q)));
    const contains = keywords.find((k) => k.includes(q));
    if (name.startsWith(q)) scored.push({ tab, score: 0, matched: null, order });
    else if (name.includes(q)) scored.push({ tab, score: 1, matched: null, order });
    else if (starts) scored.push({ tab, score: 2, matched: starts, order });
    else if (contains) scored.push({ tab, score: 3, matched: contains, order });
  });
  return scored.sort((a, b) => a.score - b.score || a.order - b.order).map(({ tab, matched }) => ({ tab, matched }));
}

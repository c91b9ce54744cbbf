/**
 * The website feature: the dashboard's Website tab (spec 3 §2 "Website tab", Content sub-tab).
 *
 *   <WebsiteTab slug="prestige-mobile-detailing" />
 *
 * The tab's code (editors, the industry's default content, the validation schemas) is a chunk of its
 * own, loaded the first time the tab is shown; `preloadWebsiteTab()` fetches it ahead (on hover or
 * focus of the tab button, or when the browser is idle).
 */
import { createElement, lazy, Suspense } from 'react';
import { WebsiteTabLoading } from './components/website-tab-loading.tsx';

const load = () => import('./components/website-tab.tsx');
const LazyWebsiteTab = lazy(() => load().then((m) => ({ default: m.WebsiteTab })));

export interface WebsiteTabProps {
  /** The business's slug, e.g. "prestige-mobile-detailing". */
  slug: string;
  /** Whether the signed-in user may change the business (owners, managers, admins): scans and domain changes are offered only then. */
  canEdit?: boolean;
}

export function WebsiteTab(props: WebsiteTabProps) {
  return createElement(Suspense, { fallback: createElement(WebsiteTabLoading) }, createElement(LazyWebsiteTab, props));
}

/** Starts downloading the tab's code; safe to call any number of times. */
export function preloadWebsiteTab(): void {
  void load().catch(() => {});
}

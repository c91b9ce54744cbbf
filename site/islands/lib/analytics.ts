/**
 * What the beacon (site/components/site/beacon.ts) sends to POST /api/analytics/events (contract:
 * core/analytics/beacon.ts): the event's body built from the page, the visitor's DNT/GPC choice,
 * and the sending. Imported by the beacon only, so the beacon stays one file of under 1 KB gzipped
 * (decision 034); the islands report with lib/track.ts. No cookie, no storage; types only from
 * core: zod and the schema stay on the server, which checks every event.
 */
import type { Beacon } from '#core/analytics/beacon.ts';
import type { ScreenClass } from '#core/analytics/types.ts';

export const ANALYTICS_ENDPOINT = '/api/analytics/events';

export type TrackedEvent = Beacon['name'];
export type EventProps = NonNullable<Beacon['props']>;
type Utm = NonNullable<Beacon['utm']>;

/** The window event lib/track.ts dispatches and the beacon sends. */
export const ANALYTICS_EVENT = 'analytics';
export type AnalyticsEventType = typeof ANALYTICS_EVENT;
export interface TrackDetail {
  name: TrackedEvent;
  props?: EventProps;
}

/** The ones the server keeps (utm_term and utm_content are allowed but not stored, so not sent). */
const UTM_KEYS = ['source', 'medium', 'campaign'] as const;
/** The server's limits (beaconSchema): a longer value would cost the whole event a 400. */
const UTM_MAX = 100;
const PATH_MAX = 500;
/**
 * The server's rule for a host name (no underscore, no trailing dot, no IPv6 brackets), which URL's
 * parser is looser than; the server lower-cases it.
 */
const HOST = /^[a-z\d]([a-z\d.-]*[a-z\d])?$/i;

/** What a page knows about itself when it sends an event: `location` has it all but the referrer and the width. */
export interface PageContext {
  pathname: string;
  search: string;
  /** Lower-case and without port, as a referrer's host is compared. */
  hostname: string;
}

/** The contract's screen classes, from window.innerWidth. */
export function screenClass(width: number): ScreenClass {
  return width < 640 ? 'phone' : width < 1024 ? 'tablet' : 'desktop';
}

/** The referring host, only when it is another host than the page's (a visitor moving within the site has none). */
export function referrerHost(referrer: string, hostname: string): string | undefined {
  let from: string;
  try {
    from = new URL(referrer).hostname;
  } catch {
    return undefined;
  }
  return from !== hostname && HOST.test(from) ? from : undefined;
}

/**
 * utm_source, utm_medium and utm_campaign of the page's address, cut to the server's length (which
 * trims them); none: undefined. A value with control characters (only a forged link has them) is
 * left to the server to refuse.
 */
export function utmFrom(search: string): Utm | undefined {
  const params = new URLSearchParams(search);
  let utm: Utm | undefined;
  for (const key of UTM_KEYS) {
    const value = params.get(`utm_${key}`)?.slice(0, UTM_MAX);
    if (value) {
      utm ??= {};
      utm[key] = value;
    }
  }
  return utm;
}

/**
 * The body of one event: the page as the visitor saw it (no query), where they came from, and the
 * screen. What it does not have stays undefined, which JSON leaves out.
 */
export function beaconPayload(
  name: TrackedEvent,
  tenant: string,
  page: PageContext,
  referrer: string,
  width: number,
  props?: EventProps,
): Beacon {
  return {
    tenant,
    name,
    path: page.pathname.slice(0, PATH_MAX),
    referrer: referrerHost(referrer, page.hostname),
    utm: utmFrom(page.search),
    screen: screenClass(width),
    props,
  };
}

/** The visitor's choice: Do Not Track or Global Privacy Control means nothing is sent. */
export function trackingAllowed(nav: { doNotTrack?: string | null; globalPrivacyControl?: boolean }): boolean {
  return nav.doNotTrack !== '1' && nav.globalPrivacyControl !== true;
}

/** The tenant of a live page (<html data-tenant>, rendered by SiteLayout), when the visitor lets it be tracked. */
export function pageTenant(): string | undefined {
  return trackingAllowed(navigator as Navigator & { globalPrivacyControl?: boolean })
    ? document.documentElement.dataset.tenant || undefined
    : undefined;
}

/**
 * Sends one event of the page's tenant. sendBeacon posts the string as text/plain and survives the
 * page being left; a browser refusing it gets a keepalive fetch without credentials. A lost event
 * never disturbs the visitor.
 */
export function send(tenant: string, name: TrackedEvent, props?: EventProps): void {
  const text = JSON.stringify(beaconPayload(name, tenant, location, document.referrer, innerWidth, props));
  if (!navigator.sendBeacon?.(ANALYTICS_ENDPOINT, text)) {
    fetch(ANALYTICS_ENDPOINT, { method: 'POST', body: text, keepalive: true }).catch(() => undefined);
  }
}

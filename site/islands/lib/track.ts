/**
 * How the islands and page scripts report a conversion (quote_opened, quote_sent, booking_started,
 * faq_expanded): `track()` tells the page with a window `analytics` event, and the beacon
 * (site/components/site/beacon.ts, on live tenant pages only) is the one sender: it applies the
 * visitor's DNT/GPC choice and posts the event. A page without the beacon (a preview site) sends
 * nothing. Kept apart from lib/analytics.ts so the beacon shares no module with the islands and
 * ships as one file (decision 034).
 */
import type { AnalyticsEventType, TrackDetail, TrackedEvent } from './analytics.ts';

const EVENT: AnalyticsEventType = 'analytics';

export function track(name: TrackedEvent, props?: TrackDetail['props']): void {
  const detail: TrackDetail = props ? { name, props } : { name };
  dispatchEvent(new CustomEvent(EVENT, { detail }));
}

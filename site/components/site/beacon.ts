/**
 * The analytics beacon of every live tenant page (decision 034), loaded by Beacon.astro as one
 * external module file (the sites' CSP allows no inline script). It is the sites' one sender: the
 * page view, clicks on tel: and mailto: links (one delegated listener: phone_click, email_click),
 * the conversions the islands report with lib/track.ts (window `analytics` events), and the page's
 * Core Web Vitals, once, as one web_vitals event when the page is first hidden. Under DNT or GPC it
 * does nothing at all.
 *
 * It must stay under 1 KB gzipped and import nothing at load (tests/e2e/site-analytics.e2e.ts
 * measures it): the web-vitals library (about 3 KB) is fetched only on the first interaction or,
 * without one, when the browser is idle some seconds after load, so it is not part of the page's
 * first JavaScript. It is imported by its address, not bundled as a chunk, so the bundler adds no
 * preload helper to this file.
 */
import webVitalsUrl from 'web-vitals?url';
import { ANALYTICS_EVENT, type EventProps, pageTenant, send, type TrackDetail, type TrackedEvent } from '../../islands/lib/analytics.ts';

type Track = (name: TrackedEvent, props?: EventProps) => void;

/**
 * Without an interaction, web-vitals waits for the first idle moment this long after load: past the
 * first seconds the sites' JavaScript budget covers (load and 3 s of idle time, in which the quote
 * form is prefetched), and as long again at most for that idle moment.
 */
const VITALS_DELAY_MS = 6000;

function watchVitals(track: Track): void {
  const vitals: EventProps = {};
  let loading = false;
  let sent = false;
  const load = () => {
    if (loading) return;
    loading = true;
    (import(/* @vite-ignore */ webVitalsUrl) as Promise<typeof import('web-vitals')>)
      .then(({ onCLS, onINP, onLCP }) => {
        // LCP and INP in milliseconds, CLS unitless, as measured: the server keeps numbers of 0 or more.
        for (const on of [onLCP, onINP, onCLS]) on((metric) => (vitals[metric.name.toLowerCase()] = metric.value));
        // On document, so it runs after web-vitals' own listeners (capture, on window) have reported
        // the final values. A browser measuring none of the three (Safari) sends nothing.
        document.addEventListener('visibilitychange', () => {
          if (!document.hidden || sent || Object.keys(vitals).length === 0) return;
          sent = true;
          track('web_vitals', vitals);
        });
      })
      .catch(() => undefined);
  };
  addEventListener('pointerdown', load, true);
  addEventListener('keydown', load, true);
  addEventListener('load', () =>
    setTimeout(() => ('requestIdleCallback' in window ? requestIdleCallback(load, { timeout: VITALS_DELAY_MS }) : load()), VITALS_DELAY_MS),
  );
}

export function startBeacon(): void {
  const tenant = pageTenant();
  if (!tenant) return;
  const track: Track = (name, props) => send(tenant, name, props);
  track('pageview');
  addEventListener(ANALYTICS_EVENT, (event) => {
    const { detail } = event as CustomEvent<TrackDetail>;
    track(detail.name, detail.props);
  });
  addEventListener(
    'click',
    (event) => {
      const link = (event.target as Element).closest?.<HTMLAnchorElement>('a[href^="tel:"],a[href^="mailto:"]');
      if (link) track(link.protocol === 'tel:' ? 'phone_click' : 'email_click');
    },
    true,
  );
  watchVitals(track);
}

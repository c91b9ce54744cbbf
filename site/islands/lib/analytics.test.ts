import { afterEach, describe, expect, it, vi } from 'vitest';
import { beaconSchema } from '#core/analytics/beacon.ts';
import {
  ANALYTICS_ENDPOINT,
  ANALYTICS_EVENT,
  beaconPayload,
  type PageContext,
  pageTenant,
  referrerHost,
  screenClass,
  send,
  trackingAllowed,
  utmFrom,
} from './analytics.ts';
import { track } from './track.ts';

const TENANT = 'prestige-mobile-detailing';
const page: PageContext = { pathname: '/prestige-mobile-detailing/services/ceramic-coating', search: '', hostname: 'localhost' };

describe('screenClass', () => {
  it('is phone under 640 px, tablet under 1024 px, desktop from 1024 px', () => {
    expect(screenClass(0)).toBe('phone');
    expect(screenClass(639)).toBe('phone');
    expect(screenClass(640)).toBe('tablet');
    expect(screenClass(1023)).toBe('tablet');
    expect(screenClass(1024)).toBe('desktop');
    expect(screenClass(2560)).toBe('desktop');
  });
});

describe('referrerHost', () => {
  it('keeps the host of another site, lower-case, without path, port or credentials', () => {
    expect(referrerHost('https://www.Google.com/search?q=detailing', 'localhost')).toBe('www.google.com');
    expect(referrerHost('http://user:pw@news.example:8080/a/b', 'localhost')).toBe('news.example');
  });

  it('has none for the page’s own host (another page of the site, any port) or no referrer', () => {
    expect(referrerHost('http://localhost:3000/prestige-mobile-detailing', 'localhost')).toBeUndefined();
    expect(referrerHost('https://Prestige.example/', 'prestige.example')).toBeUndefined();
    expect(referrerHost('', 'localhost')).toBeUndefined();
  });

  it('has none for what the server would refuse as a host name, and keeps what it takes', () => {
    expect(referrerHost('not a url', 'localhost')).toBeUndefined();
    expect(referrerHost('http://[::1]:3000/', 'localhost')).toBeUndefined();
    expect(referrerHost('http://my_host.example/', 'localhost')).toBeUndefined();
    expect(referrerHost('https://example.com./', 'localhost')).toBeUndefined();
    expect(referrerHost('file:///C:/page.html', 'localhost')).toBeUndefined();
    const app = referrerHost('android-app://com.Google.android.gm/', 'localhost');
    expect(app).toBe('com.Google.android.gm');
    const body = beaconSchema.safeParse({ tenant: 't', name: 'pageview', path: '/', referrer: app });
    expect(body.success && body.data.referrer).toBe('com.google.android.gm');
  });
});

describe('utmFrom', () => {
  it('reads utm_source, utm_medium and utm_campaign, the ones the server keeps', () => {
    expect(
      utmFrom('?utm_source=google&utm_medium=cpc&utm_campaign=spring%20wash&utm_term=detailing&utm_content=ad-2&gclid=x&ref=y'),
    ).toEqual({ source: 'google', medium: 'cpc', campaign: 'spring wash' });
    expect(utmFrom('?utm_campaign=fall')).toEqual({ campaign: 'fall' });
  });

  it('is undefined without any, and leaves out empty ones', () => {
    expect(utmFrom('')).toBeUndefined();
    expect(utmFrom('?service=ceramic-coating&utm_term=x')).toBeUndefined();
    expect(utmFrom('?utm_source=&utm_medium=')).toBeUndefined();
    expect(utmFrom('?utm_source=&utm_medium=email')).toEqual({ medium: 'email' });
  });

  it('cuts at the server’s 100 characters; the server trims what it gets', () => {
    const utm = utmFrom(`?utm_source=%20newsletter%20&utm_campaign=${'x'.repeat(150)}&utm_medium=${' '.repeat(5)}${'y'.repeat(100)}`);
    expect(utm).toEqual({ source: ' newsletter ', campaign: 'x'.repeat(100), medium: `${' '.repeat(5)}${'y'.repeat(95)}` });
    const parsed = beaconSchema.safeParse({ tenant: 't', name: 'pageview', path: '/', utm });
    expect(parsed.success && parsed.data.utm).toEqual({ source: 'newsletter', campaign: 'x'.repeat(100), medium: 'y'.repeat(95) });
  });
});

describe('trackingAllowed', () => {
  it('is false under Do Not Track or Global Privacy Control', () => {
    expect(trackingAllowed({ doNotTrack: '1' })).toBe(false);
    expect(trackingAllowed({ globalPrivacyControl: true })).toBe(false);
    expect(trackingAllowed({ doNotTrack: '1', globalPrivacyControl: true })).toBe(false);
  });

  it('is true otherwise, an unset or refused DNT included', () => {
    expect(trackingAllowed({})).toBe(true);
    expect(trackingAllowed({ doNotTrack: null, globalPrivacyControl: false })).toBe(true);
    expect(trackingAllowed({ doNotTrack: '0' })).toBe(true);
    expect(trackingAllowed({ doNotTrack: 'unspecified' })).toBe(true);
  });
});

describe('beaconPayload', () => {
  it('builds a page view with the path, screen, referrer host and utm, as the server’s schema takes it', () => {
    const body = beaconPayload(
      'pageview',
      TENANT,
      { ...page, search: '?utm_source=google&utm_medium=cpc&service=x' },
      'https://www.google.com/',
      1280,
    );
    expect(body).toEqual({
      tenant: TENANT,
      name: 'pageview',
      path: '/prestige-mobile-detailing/services/ceramic-coating',
      referrer: 'www.google.com',
      utm: { source: 'google', medium: 'cpc' },
      screen: 'desktop',
    });
    expect(beaconSchema.safeParse(body).success).toBe(true);
  });

  it('leaves out the referrer and utm it does not have, and carries the props', () => {
    const body = beaconPayload('faq_expanded', TENANT, page, '', 390, { id: 'q1', question: 'Do you need water?', category: 'Services' });
    expect(body).toEqual({
      tenant: TENANT,
      name: 'faq_expanded',
      path: '/prestige-mobile-detailing/services/ceramic-coating',
      screen: 'phone',
      props: { id: 'q1', question: 'Do you need water?', category: 'Services' },
    });
    expect(beaconSchema.safeParse(body).success).toBe(true);
  });

  it('keeps a long path within the server’s 500 characters', () => {
    const body = beaconPayload('pageview', TENANT, { ...page, pathname: `/${'a'.repeat(700)}` }, '', 390);
    expect(body.path).toHaveLength(500);
    expect(beaconSchema.safeParse(body).success).toBe(true);
  });

  it('sends web vitals as web-vitals measures them, which the schema takes', () => {
    const body = beaconPayload('web_vitals', TENANT, page, '', 390, { lcp: 1834.6, inp: 96, cls: 0.123456 });
    expect(beaconSchema.safeParse(body).success).toBe(true);
  });
});

describe('in the browser', () => {
  type Nav = { doNotTrack?: string; globalPrivacyControl?: boolean; sendBeacon?: (url: string, body: string) => boolean };
  function browser(nav: Nav, tenant: string | null = 'prestige-mobile-detailing') {
    const fetch = vi.fn(() => Promise.resolve(new Response(null, { status: 204 })));
    vi.stubGlobal('navigator', nav);
    vi.stubGlobal('document', { documentElement: { dataset: tenant ? { tenant } : {} }, referrer: 'https://www.bing.com/' });
    vi.stubGlobal('location', { pathname: '/prestige-mobile-detailing', search: '?utm_source=flyer', hostname: 'localhost' });
    vi.stubGlobal('innerWidth', 800);
    vi.stubGlobal('fetch', fetch);
    return { fetch };
  }
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  const expected = {
    tenant: 'prestige-mobile-detailing',
    name: 'quote_opened',
    path: '/prestige-mobile-detailing',
    referrer: 'www.bing.com',
    utm: { source: 'flyer' },
    screen: 'tablet',
    props: { service: 'Ceramic Coating' },
  };

  it('sends the event with sendBeacon', () => {
    const sendBeacon = vi.fn(() => true);
    const { fetch } = browser({ sendBeacon });
    send('prestige-mobile-detailing', 'quote_opened', { service: 'Ceramic Coating' });
    expect(sendBeacon).toHaveBeenCalledWith(ANALYTICS_ENDPOINT, JSON.stringify(expected));
    expect(fetch).not.toHaveBeenCalled();
  });

  it('falls back to a keepalive fetch when sendBeacon refuses or is missing', () => {
    for (const nav of [{ sendBeacon: () => false }, {}]) {
      const { fetch } = browser(nav);
      send('prestige-mobile-detailing', 'quote_opened', { service: 'Ceramic Coating' });
      expect(fetch).toHaveBeenCalledWith(ANALYTICS_ENDPOINT, {
        method: 'POST',
        body: JSON.stringify(expected),
        keepalive: true,
      });
    }
  });

  it('has the page’s tenant only when the visitor lets it be tracked and the page names one', () => {
    browser({});
    expect(pageTenant()).toBe('prestige-mobile-detailing');
    browser({ doNotTrack: '1' });
    expect(pageTenant()).toBeUndefined();
    browser({ globalPrivacyControl: true });
    expect(pageTenant()).toBeUndefined();
    browser({}, null);
    expect(pageTenant()).toBeUndefined();
  });

  it('lets the islands report with a window event the beacon listens to', () => {
    const heard: unknown[] = [];
    vi.stubGlobal('dispatchEvent', (event: CustomEvent) => heard.push([event.type, event.detail]));
    track('faq_expanded', { id: 'q1', question: 'Do you need water?', category: 'Services' });
    track('quote_sent');
    expect(heard).toEqual([
      [ANALYTICS_EVENT, { name: 'faq_expanded', props: { id: 'q1', question: 'Do you need water?', category: 'Services' } }],
      [ANALYTICS_EVENT, { name: 'quote_sent' }],
    ]);
  });
});

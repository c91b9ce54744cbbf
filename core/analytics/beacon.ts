/**
 * The beacon the public sites send to POST /api/analytics/events. Built with zod/mini so a site
 * island can ship it; zod/mini loads no locale, so every issue a page can cause carries its own
 * message. The first body ({ tenant, name, path, props }) stays valid.
 */
import * as z from 'zod/mini';
import { noControlCharacters, textField } from '../validation/text.ts';
import { EVENT_NAMES, type EventName } from './types.ts';

/** booking_completed is recorded by the booking confirmation on the server, never by a page. */
export const BEACON_EVENT_NAMES = EVENT_NAMES.filter((name) => name !== 'booking_completed') as Exclude<EventName, 'booking_completed'>[];

export const MAX_PROPS = 10;
export const MAX_UTM_LENGTH = 100;

const NAME_MESSAGE = `name must be one of ${BEACON_EVENT_NAMES.join(', ')}`;
const HOST = /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*$/;
const VITALS = ['lcp', 'inp', 'cls'] as const;

const utmField = (key: string) =>
  z.optional(textField(`utm ${key}`, { max: MAX_UTM_LENGTH, maxMessage: `utm ${key} must be at most ${MAX_UTM_LENGTH} characters` }));

const propValue = z.union(
  [
    textField('props value', { max: 500 }),
    z.number({ error: 'props values must be text, numbers, true/false or null' }),
    z.boolean(),
    z.null(),
  ],
  { error: 'props values must be text, numbers, true/false or null' },
);

export const beaconSchema = z
  .object({
    tenant: textField('tenant', { min: 1, max: 100, minMessage: 'tenant is required' }),
    name: z.enum(BEACON_EVENT_NAMES as [string, ...string[]], { error: NAME_MESSAGE }),
    path: z
      .string({ error: 'path is required' })
      .check(
        z.startsWith('/', 'path must start with /'),
        z.maxLength(500, 'path must be at most 500 characters'),
        noControlCharacters('path'),
      ),
    referrer: z.optional(
      z.string({ error: 'referrer must be a host name' }).check(z.trim(), z.toLowerCase(), z.regex(HOST, 'referrer must be a host name')),
    ),
    utm: z.optional(
      z.object(
        {
          source: utmField('source'),
          medium: utmField('medium'),
          campaign: utmField('campaign'),
          term: utmField('term'),
          content: utmField('content'),
        },
        { error: 'utm must be an object' },
      ),
    ),
    screen: z.optional(z.enum(['phone', 'tablet', 'desktop'], { error: 'screen must be phone, tablet or desktop' })),
    props: z.optional(
      z
        .record(textField('props key', { min: 1, max: 50, minMessage: 'props keys must not be empty' }), propValue, {
          error: 'props must be an object',
        })
        .check(z.refine((props) => Object.keys(props).length <= MAX_PROPS, `props must have at most ${MAX_PROPS} keys`)),
    ),
  })
  .check(
    z.refine(
      (event) =>
        event.name !== 'web_vitals' ||
        VITALS.every((key) => {
          const value = event.props?.[key];
          return value === undefined || value === null || (typeof value === 'number' && Number.isFinite(value) && value >= 0);
        }),
      { message: 'web vitals must be numbers of 0 or more', path: ['props'] },
    ),
  );

export type Beacon = z.infer<typeof beaconSchema>;

/**
 * The path as the report groups it: relative to the site's root (a page reached by the platform's
 * /{slug}/... address, its subdomain or a custom domain is one page), without query or fragment (a
 * page with utm_* is the same page).
 */
export function pagePath(path: string, slug: string): string {
  const end = path.search(/[?#]/);
  const bare = end === -1 ? path : path.slice(0, end) || '/';
  if (bare === `/${slug}`) return '/';
  return bare.startsWith(`/${slug}/`) ? bare.slice(slug.length + 1) : bare;
}

/**
 * The rating and review count of a business's Google Maps listing, read through the Google Places
 * API (New) (decision 037): Place Details when the listing's link carries a place id, else Text
 * Search with the name the link shows (or the business's name) and its city, near the link's map
 * position, preferring the result whose customer id (cid) the link names.
 */
import type { GooglePlacesConfig } from '#db/config.ts';
import { COUNT_RULE, RATING_RULE } from '#core/validation/website-content.ts';
import type { GoogleRating } from '#core/reviews/google-rating.ts';

/** What a Google Maps link says about the listing it shows. */
export type ListingRef =
  | { kind: 'place'; placeId: string }
  | {
      kind: 'search';
      /** The name or search the link shows (`/maps/place/{name}/`, `/maps/search/{query}`, `?q=`). */
      text?: string;
      /** Google's customer id of the listing (`?cid=`, or the second half of a `!1s0x…:0x…` feature id). */
      cid?: string;
      /** The map position of the link (`/@lat,lng,zoom`). */
      near?: { latitude: number; longitude: number };
    };

/** Place ids are URL-safe base64-like strings (ChIJ…, GhIJ…, EiE…). */
const PLACE_ID = /^[A-Za-z0-9_-]{10,300}$/;
const GOOGLE_HOST = /(^|\.)(google\.[a-z.]{2,6}|g\.page|goo\.gl|g\.co)$/;

const decodeSegment = (segment: string) => {
  try {
    return decodeURIComponent(segment.replace(/\+/g, ' ')).trim();
  } catch {
    return segment.replace(/\+/g, ' ').trim();
  }
};

/** `0x…` (the feature id's second half) as the decimal cid Google Maps links and the Places API's googleMapsUri carry. */
const hexCid = (hex: string) => {
  try {
    return BigInt(hex).toString(10);
  } catch {
    return undefined;
  }
};

/**
 * The listing a Google Maps link names. A link that is not Google's, or says nothing usable (a
 * g.page short name, a maps.app.goo.gl share link, which only Google's redirect resolves), is a
 * search without hints: the business's own name and city find it.
 */
export function listingFromUrl(raw: string): ListingRef {
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    return { kind: 'search' };
  }
  if (!GOOGLE_HOST.test(url.hostname.toLowerCase())) return { kind: 'search' };
  const params = url.searchParams;
  const q = params.get('q') ?? params.get('query') ?? '';
  for (const candidate of [params.get('query_place_id'), params.get('place_id'), /^place_id:(.+)$/.exec(q)?.[1]]) {
    const id = candidate?.trim();
    if (id && PLACE_ID.test(id)) return { kind: 'place', placeId: id };
  }
  const ref: Extract<ListingRef, { kind: 'search' }> = { kind: 'search' };
  const cid = params.get('cid') ?? params.get('ludocid') ?? '';
  if (/^\d{1,20}$/.test(cid)) ref.cid = cid;
  else {
    const feature = /!1s0x[0-9a-f]+:(0x[0-9a-f]+)/i.exec(url.pathname + url.search);
    if (feature) ref.cid = hexCid(feature[1]!);
  }
  const path = /\/maps\/(?:place|search)\/([^/@]+)/.exec(url.pathname);
  const text = path ? decodeSegment(path[1]!) : q.startsWith('place_id:') ? '' : q.trim();
  if (text) ref.text = text;
  const at = /\/@(-?\d{1,2}(?:\.\d+)?),(-?\d{1,3}(?:\.\d+)?)/.exec(url.pathname);
  if (at) {
    const latitude = Number(at[1]);
    const longitude = Number(at[2]);
    if (Math.abs(latitude) <= 90 && Math.abs(longitude) <= 180) ref.near = { latitude, longitude };
  }
  return ref;
}

/** The Text Search query: the link's name (or the business's) and where the business is, unless the link's own search says it. */
export function searchText(
  ref: Extract<ListingRef, { kind: 'search' }>,
  business: { name: string; city?: string | null; state?: string | null },
) {
  const where = [business.city, business.state].filter(Boolean).join(', ');
  const name = ref.text ?? business.name;
  const city = business.city?.trim().toLowerCase();
  return !where || (city && name.toLowerCase().includes(city)) ? name : `${name}, ${where}`;
}

/** The upstream call failed (status, network, timeout, an answer that is not the API's): the cause is for the server's log. */
export class PlacesLookupError extends Error {}

interface Place {
  id?: string;
  displayName?: { text?: string };
  rating?: number;
  userRatingCount?: number;
  googleMapsUri?: string;
}

const FIELDS = ['id', 'displayName', 'rating', 'userRatingCount', 'googleMapsUri'];
/** How far from a link's map position a listing is looked for first (metres). */
const NEAR_RADIUS_M = 10_000;

async function call(config: GooglePlacesConfig, path: string, fieldMask: string, body?: unknown): Promise<unknown> {
  let res: Response;
  try {
    res = await fetch(`${config.baseUrl}${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: {
        'X-Goog-Api-Key': config.apiKey,
        'X-Goog-FieldMask': fieldMask,
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(config.timeoutMs),
    });
  } catch (error) {
    const timedOut = error instanceof Error && error.name === 'TimeoutError';
    throw new PlacesLookupError(
      timedOut ? `no answer within ${config.timeoutMs} ms` : `request failed: ${error instanceof Error ? error.message : error}`,
    );
  }
  if (res.status === 404) return undefined;
  const text = await res.text().catch(() => '');
  if (!res.ok) throw new PlacesLookupError(`HTTP ${res.status}: ${text.slice(0, 500)}`);
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new PlacesLookupError(`answer is not JSON: ${text.slice(0, 200)}`);
  }
}

const cidOf = (mapsUri: string | undefined) => {
  try {
    return mapsUri ? (new URL(mapsUri).searchParams.get('cid') ?? undefined) : undefined;
  } catch {
    return undefined;
  }
};

/**
 * The listing's figures, or undefined when the Places API has no such listing. Throws
 * PlacesLookupError when the API could not be asked or answered otherwise than it does.
 */
export async function lookUpGoogleRating(config: GooglePlacesConfig, ref: ListingRef, query: string): Promise<GoogleRating | undefined> {
  let place: Place | undefined;
  if (ref.kind === 'place') {
    place = (await call(config, `/v1/places/${encodeURIComponent(ref.placeId)}`, FIELDS.join(','))) as Place | undefined;
  } else {
    const answer = (await call(config, '/v1/places:searchText', FIELDS.map((f) => `places.${f}`).join(','), {
      textQuery: query,
      pageSize: 5,
      ...(ref.near && { locationBias: { circle: { center: ref.near, radius: NEAR_RADIUS_M } } }),
    })) as { places?: Place[] } | undefined;
    const places = Array.isArray(answer?.places) ? answer.places : [];
    place = places.find((p) => ref.cid !== undefined && cidOf(p.googleMapsUri) === ref.cid) ?? places[0];
  }
  if (!place || typeof place !== 'object') return undefined;
  const rating = typeof place.rating === 'number' && Number.isFinite(place.rating) ? place.rating : 0;
  const count = typeof place.userRatingCount === 'number' && Number.isFinite(place.userRatingCount) ? place.userRatingCount : 0;
  return {
    // One decimal, as Google Maps shows it and the website content keeps it.
    averageRating: Math.min(RATING_RULE.max, Math.max(RATING_RULE.min, Math.round(rating * 10) / 10)),
    totalReviews: Math.min(COUNT_RULE.max, Math.max(COUNT_RULE.min, Math.round(count))),
    businessName: place.displayName?.text?.trim() || query,
  };
}

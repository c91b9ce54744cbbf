/**
 * The quote form's check of where the business goes (issue 12): once a visitor has typed a whole
 * ZIP code, GET /api/service-areas/{slug}/lookup says whether the business serves it. A ZIP outside
 * the areas gets a short note naming the nearest served city; the request can still be sent. Any
 * other answer (served, unknown ZIP, an error) shows nothing: the note helps, it never blocks.
 */
import { isValidZip } from '#core/validation/zip.ts';

export const zipLookupUrl = (slug: string, zip: string) =>
  `/api/service-areas/${encodeURIComponent(slug)}/lookup?zip=${encodeURIComponent(zip.trim())}`;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The note for a lookup's JSON answer, or undefined when there is nothing to tell. */
export function zipAreaNote(businessName: string, body: unknown): string | undefined {
  const data = isRecord(body) && body.success === true && isRecord(body.data) ? body.data : undefined;
  if (data?.served !== false || typeof data.zip !== 'string') return undefined;
  const outside = `${businessName} doesn't list ${data.zip} in its service areas yet`;
  const nearest = isRecord(data.nearest) ? data.nearest : undefined;
  const area = nearest && isRecord(nearest.area) ? nearest.area : undefined;
  const miles = nearest?.distance_miles;
  if (!area || typeof area.city !== 'string' || typeof miles !== 'number') return `${outside}. You can still send your request.`;
  return `${outside}; the nearest is ${area.city}, ${miles} ${miles === 1 ? 'mile' : 'miles'} away. You can still send your request.`;
}

/** Looks the ZIP up (only a whole 5 or 5+4 ZIP) and answers the note to show, if any; failures show none. */
export async function checkZipArea(
  slug: string,
  businessName: string,
  zip: string,
  fetchImpl: typeof fetch = fetch,
): Promise<string | undefined> {
  if (!isValidZip(zip)) return undefined;
  try {
    const res = await fetchImpl(zipLookupUrl(slug, zip), { headers: { Accept: 'application/json' } });
    return res.ok ? zipAreaNote(businessName, await res.json()) : undefined;
  } catch {
    return undefined;
  }
}

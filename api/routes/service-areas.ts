/**
 * Service areas and city pages (issue 12; spec 2 §2 locations tab, §3, §5, §7). The final shapes,
 * which the dashboard's Locations tab reads:
 *
 * Area (every answer's `data` list, and `service_areas` of GET /api/tenants/{slug}), primary first:
 *   { id, city, state, zip: string|null (the main ZIP), zip_codes: string[], minimum, multiplier,
 *     primary, latitude: number|null, longitude: number|null, radius_miles: number|null,
 *     url_path: '/areas/{city-st}/' }
 *
 * Owner calls (bearer token; an owner of another tenant gets 403, an unknown tenant 404 to admins):
 * - PUT    /api/locations/service-areas/{slug}       { serviceAreas: [{ id?, city, state, zip?, zip_codes?,
 *          minimum?, multiplier?, radius_miles? }] }  replaces the whole list, the first is the primary.
 *          An item with the id of a stored area keeps that area (and its city page); one without is new;
 *          stored areas left out are deleted.                              -> 200 { success, data: Area[] }
 * - POST   /api/locations/service-areas/{slug}       { city, state, zip?, minimum?, multiplier?, radius_miles? }
 *          adds one area; ZIP codes and coordinates come from the bundled ZIP data. -> 201 { success, data: Area[] }
 * - DELETE /api/locations/service-areas/{slug}/{id}                         -> 200 { success, data: Area[] }
 * - GET    /api/locations/pages/{slug}/{areaId}
 *          -> 200 { success, data: { area_id, city, state, url_path, fields: PageFields, generated: PageFields } }
 *          `fields` holds what the owner wrote (null or [] where blank); `generated` the text the page uses when blank.
 * - PUT    /api/locations/pages/{slug}/{areaId}     { fields: Partial<PageFields> } (null or '' = use generated)
 *          -> 200 same as GET
 *   PageFields: { seo_title, seo_description, hero_text, faqs: [{q, a}], neighborhoods: string[], landmarks: string[],
 *                 local_conditions, pricing_modifier_pct (-50..100, a percent), image_ids: string[] (the gallery's images:
 *                 a stock image's id, or 'custom:{id}' for an uploaded one, as GET /api/tenants/{slug}/gallery
 *                 lists them), noindex: boolean }
 *
 * Public call (no sign-in, rate limited per address):
 * - GET /api/service-areas/{slug}/lookup?zip=85251
 *   -> 200 { success, data: { zip, served: true, area: {id, city, state}, minimum, multiplier } }
 *   -> 200 { success, data: { zip, served: false, nearest: { area: {id, city, state}, distance_miles } | null } }
 *   -> 400 { success: false, error: 'ZIP code must be 5 digits or 5+4 format', fields: { zip } }
 *   -> 404 { success: false, error: 'We could not find ZIP code {zip}', fields: { zip } }
 *
 * Every failed check answers 400 { success: false, error: 'Validation failed', fields: { 'path.to.field': message } }
 * (api/lib/http.ts), e.g. fields['serviceAreas.2.state'] or fields.city; the city-page PUT keys them by the page
 * field itself (fields.seo_title, fields['faqs.0.q']). Every write republishes the site.
 */
import { Hono, type Context } from 'hono';
import { isValidZip, ZIP_FORMAT_MESSAGE } from '#core/validation/zip.ts';
import { locationPageFieldsInput } from '#core/validation/location-page.ts';
import { serviceAreaInput, serviceAreasReplaceInput } from '#core/validation/service-areas.ts';
import type { AppDeps } from '../deps.ts';
import { ALL_STAFF, EDITORS, requireTenantAccess, requireUser, type AuthEnv } from '../auth/middleware.ts';
import {
  addServiceArea,
  AREA_NOT_FOUND_MESSAGE,
  AreaDataError,
  cityPageEditor,
  deleteServiceArea,
  lookupServedZip,
  replaceServiceAreas,
  saveCityPage,
  unknownZipMessage,
} from '../domain/service-areas.ts';
import { findTenantBySlug, isPublic } from '../domain/tenants.ts';
import { badRequest, clientIp, positiveId, readJsonObject, validationFailed } from '../lib/http.ts';
import { rateLimitedBody } from '../lib/rate-limit.ts';
import { tenantNotApproved, tenantNotFound } from '../lib/tenant-errors.ts';

const INVALID_AREA_ID_MESSAGE = 'Service area id must be a positive whole number';
const FIELDS_REQUIRED_MESSAGE = 'fields must be an object of the city page fields';
const LOOKUP_RATE_MESSAGE = 'Too many ZIP code checks. Please try again in a minute.';

const areaNotFound = (c: Context) => c.json({ success: false, error: AREA_NOT_FOUND_MESSAGE }, 404);

/** The data refused what the rules let through (an unknown ZIP or city): 400 with the fields, like any validation failure. */
async function answering<T>(c: Context, work: () => Promise<T>): Promise<{ ok: true; value: T } | { ok: false; response: Response }> {
  try {
    return { ok: true, value: await work() };
  } catch (error) {
    if (error instanceof AreaDataError) return { ok: false, response: badRequest(c, 'Validation failed', error.fields) };
    throw error;
  }
}

/** The owner's calls, mounted at /api/locations. */
export function locationRoutes(deps: AppDeps) {
  const { db, sessions, publisher } = deps;
  const read = [requireUser(sessions), requireTenantAccess(db, ALL_STAFF)] as const;
  const write = [requireUser(sessions), requireTenantAccess(db, EDITORS)] as const;
  const origin = deps.config.publicUrl;

  return new Hono<AuthEnv>()
    .put('/service-areas/:slug', ...write, async (c) => {
      const body = await readJsonObject(c, 256 * 1024);
      if (!body.ok) return body.response;
      const parsed = serviceAreasReplaceInput.safeParse(body.value);
      if (!parsed.success) return validationFailed(c, parsed.error);
      const saved = await answering(c, () => replaceServiceAreas(db, publisher, c.get('tenant'), parsed.data.serviceAreas));
      return saved.ok ? c.json({ success: true, data: saved.value }) : saved.response;
    })
    .post('/service-areas/:slug', ...write, async (c) => {
      const body = await readJsonObject(c);
      if (!body.ok) return body.response;
      const parsed = serviceAreaInput.safeParse(body.value);
      if (!parsed.success) return validationFailed(c, parsed.error);
      const saved = await answering(c, () => addServiceArea(db, publisher, c.get('tenant'), parsed.data));
      return saved.ok ? c.json({ success: true, data: saved.value }, 201) : saved.response;
    })
    .delete('/service-areas/:slug/:id', ...write, async (c) => {
      const id = positiveId(c.req.param('id'));
      if (id === undefined) return badRequest(c, INVALID_AREA_ID_MESSAGE, { id: INVALID_AREA_ID_MESSAGE });
      const areas = await deleteServiceArea(db, publisher, c.get('tenant'), id);
      return areas ? c.json({ success: true, data: areas }) : areaNotFound(c);
    })
    .get('/pages/:slug/:areaId', ...read, async (c) => {
      const id = positiveId(c.req.param('areaId'));
      if (id === undefined) return badRequest(c, INVALID_AREA_ID_MESSAGE, { areaId: INVALID_AREA_ID_MESSAGE });
      const page = await cityPageEditor(db, c.get('tenant'), id, origin);
      return page ? c.json({ success: true, data: page }) : areaNotFound(c);
    })
    .put('/pages/:slug/:areaId', ...write, async (c) => {
      const id = positiveId(c.req.param('areaId'));
      if (id === undefined) return badRequest(c, INVALID_AREA_ID_MESSAGE, { areaId: INVALID_AREA_ID_MESSAGE });
      const body = await readJsonObject(c, 128 * 1024);
      if (!body.ok) return body.response;
      // Messages are keyed by the editor's own field names (seo_title, faqs.0.q), not by the body's wrapper.
      const { fields } = body.value;
      if (typeof fields !== 'object' || fields === null || Array.isArray(fields))
        return badRequest(c, 'Validation failed', { fields: FIELDS_REQUIRED_MESSAGE });
      const parsed = locationPageFieldsInput.safeParse(fields);
      if (!parsed.success) return validationFailed(c, parsed.error);
      const saved = await answering(c, () => saveCityPage(db, publisher, c.get('tenant'), id, parsed.data, origin));
      if (!saved.ok) return saved.response;
      return saved.value ? c.json({ success: true, data: saved.value }) : areaNotFound(c);
    });
}

/** The public ZIP check of a site's quote form, mounted at /api/service-areas. */
export function serviceAreaLookupRoutes(deps: AppDeps) {
  const { db } = deps;
  return new Hono().get('/:slug/lookup', async (c) => {
    const decision = await deps.limits.zipLookups.hit(clientIp(c, deps.trustProxy));
    if (!decision.allowed)
      return c.json(rateLimitedBody(decision, LOOKUP_RATE_MESSAGE), 429, { 'Retry-After': String(decision.retryAfterSeconds) });
    const tenant = await findTenantBySlug(db, c.req.param('slug'));
    if (!tenant) return tenantNotFound(c);
    if (!isPublic(tenant)) return tenantNotApproved(c);
    const zip = (c.req.query('zip') ?? '').trim();
    if (!isValidZip(zip)) return badRequest(c, ZIP_FORMAT_MESSAGE, { zip: ZIP_FORMAT_MESSAGE });
    const answer = await lookupServedZip(db, tenant, zip);
    if (!answer) return c.json({ success: false, error: unknownZipMessage(zip), fields: { zip: unknownZipMessage(zip) } }, 404);
    return c.json({ success: true, data: answer }, 200, { 'Cache-Control': 'no-store' });
  });
}

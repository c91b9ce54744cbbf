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
 * (api/lib/http.ts), e.g. fields['serviceAreas.2.state'] or fields.city. Every write republishes the site.
 */

/**
 * A business's brand (issue 18; spec 1 §3 tenant config branding, mainSiteSEO, businessLicense,
 * insuranceProvider, insuranceExpiry; §5 rules): logo, colours, theme, tagline, the main site's
 * SEO texts and trust details. Mounted at /api/tenants. Staff of the business read (owner, manager,
 * tech, viewer); owners, managers and admins write; another business's staff get 403, anonymous
 * callers 401, an unknown slug 404. Every write queues a publish: the live site follows.
 *
 * Shapes (core/branding/brand.ts `Brand`)
 *   Brand { theme: 'default'|'southwest'|'coastal'|'modern'|'classic',
 *           tagline: string | null,
 *           logo: { url, alt, darkUrl (or null), lightUrl (or null), width, height } | null
 *                 (null: the site shows the industry's logo; url/darkUrl/lightUrl are /uploads/logos/...;
 *                 width and height are the main image's intrinsic pixels, for the header's box),
 *           favicon: the logo url the site's favicon and app icons are made from, or null,
 *           colors: { primary, primaryDark, accent } each '#RRGGBB' chosen by the owner or null
 *                 (null: the theme's colour, see defaults),
 *           defaults: { primary, primaryDark, accent, surface } the chosen theme's palette ('default':
 *                 the industry's),
 *           contrast: { primary, primaryDark }: { ratio (white text on the colour in use), required
 *                 (4.5 primary, 7 dark), passes, siteUses (the colour the site paints instead when
 *                 it fails: core/branding/colors.ts checkContrast, the site's own computation) },
 *           mainSiteSEO: { title, description } each string or null (null: the generated text),
 *           businessLicense, insuranceProvider: string | null,
 *           insuranceExpiry, businessStartDate: 'YYYY-MM-DD' | null,
 *           yearsInBusiness: whole years since the start date, or null,
 *           insured: whether the site shows "Licensed & insured" today (license and provider given,
 *                 insurance not expired),
 *           updatedAt: ISO instant }
 *
 * Calls
 *   GET    /api/tenants/:slug/brand            -> { success, data: Brand }
 *   PUT    /api/tenants/:slug/brand            { theme?, tagline?, colors?: { primary?, primaryDark?,
 *          accent? }, logo?: { alt? }, mainSiteSEO?: { title?, description? }, businessLicense?,
 *          insuranceProvider?, insuranceExpiry?, businessStartDate? } -> { success, data: Brand }.
 *          Fields left out keep their values; null or '' clears one (the fallback shows). The whole
 *          Brand as GET answers it is taken too: its read-only keys (favicon, defaults, contrast,
 *          yearsInBusiness, insured, updatedAt, the logo's urls and size) are ignored.
 *   POST   /api/tenants/:slug/brand/logo       multipart: `logo` (file), `variant` ('main' default,
 *          'dark', 'light') -> 201 { success, data: Brand }. PNG, JPEG or WebP (told by the bytes, not
 *          the name) is decoded, resized once to fit 800x400 (never enlarged) and stored as WebP
 *          without metadata; SVG is sanitized (DOMPurify: no script, event handler, foreignObject
 *          or reference outside the file survives) and stored as SVG. At most 2 MB. A new main logo
 *          keeps the alt text, or gets the business name as alt when there was none.
 *   DELETE /api/tenants/:slug/brand/logo?variant=main|dark|light -> { success, data: Brand }
 *          (removing the main logo removes its variants too: the industry's logo shows again)
 *
 * Errors: 400 'Validation failed' with `fields` keyed by dotted path, the messages of core/branding/
 * (fields['colors.primary'] 'Must be a valid hex color', fields.theme 'Theme not found',
 * fields['mainSiteSEO.title'] 'SEO title should be under 60 characters', fields['mainSiteSEO.description']
 * 'SEO description should be under 160 characters', fields.insuranceExpiry 'Must be a date
 * (YYYY-MM-DD)', fields.businessStartDate 'Start date cannot be in the future', an unknown key
 * 'Unknown field: ...'); the upload: 400 with fields.logo 'Logo file is required', 'Logo file must
 * be less than 2MB', 'Logo must be a PNG, JPEG, WebP or SVG image', fields.variant 'Variant must be
 * one of main, dark, light'; DELETE of a variant not stored answers the brand unchanged; 401; 403; 404.
 */
import { Hono } from 'hono';
import { BRAND_READ_ONLY, brandUpdateSchema, brandWritableSchema } from '#core/branding/brand.ts';
import {
  LOGO_REQUIRED_MESSAGE,
  LOGO_TOO_LARGE_MESSAGE,
  LOGO_VARIANT_MESSAGE,
  LOGO_VARIANTS,
  type LogoVariant,
} from '#core/branding/logo.ts';
import { unknownKeys } from '#core/validation/errors.ts';
import { dataPaths } from '#db/config.ts';
import { ALL_STAFF, EDITORS, requireTenantAccess, requireUser, type AuthEnv } from '../auth/middleware.ts';
import type { AppDeps } from '../deps.ts';
import { brandOf, removeLogo, replaceLogo, saveBrand } from '../domain/brand.ts';
import { badRequest, readJsonObject, validationFailed } from '../lib/http.ts';
import { formFile, formText, ImageUploadError, readMultipart } from '../lib/uploads.ts';

const BRAND_KEYS = new Set<string>([...Object.keys(brandWritableSchema.shape), ...BRAND_READ_ONLY]);
/** The logo plus the multipart envelope; anything bigger is refused before it is read. */
const LOGO_BODY_BYTES = 3 * 1024 * 1024;

const variantOf = (raw: string | undefined): LogoVariant | undefined =>
  raw === undefined || raw === '' ? 'main' : (LOGO_VARIANTS as readonly string[]).includes(raw) ? (raw as LogoVariant) : undefined;

export function brandRoutes(deps: AppDeps) {
  const { db, sessions, publisher } = deps;
  const uploadsDir = dataPaths(deps.config).uploads;
  const read = [requireUser(sessions), requireTenantAccess(db, ALL_STAFF)] as const;
  const write = [requireUser(sessions), requireTenantAccess(db, EDITORS)] as const;

  return new Hono<AuthEnv>()
    .get('/:slug/brand', ...read, (c) => c.json({ success: true, data: brandOf(c.get('tenant')) }))
    .put('/:slug/brand', ...write, async (c) => {
      const body = await readJsonObject(c);
      if (!body.ok) return body.response;
      const unknown = unknownKeys(body.value, BRAND_KEYS);
      if (Object.keys(unknown).length > 0) return badRequest(c, 'Validation failed', unknown);
      const parsed = brandUpdateSchema.safeParse(body.value);
      if (!parsed.success) return validationFailed(c, parsed.error);
      return c.json({ success: true, data: await saveBrand(db, publisher, c.get('tenant'), parsed.data) });
    })
    .post('/:slug/brand/logo', ...write, async (c) => {
      const body = await readMultipart(c, LOGO_BODY_BYTES);
      if (!body.ok) {
        if (body.reason === 'too_large') return badRequest(c, LOGO_TOO_LARGE_MESSAGE, { logo: LOGO_TOO_LARGE_MESSAGE });
        if (body.reason === 'not_multipart') return badRequest(c, 'Content-Type must be multipart/form-data');
        return badRequest(c, 'The upload could not be read. Please try again.');
      }
      const variant = variantOf(formText(body.form, 'variant'));
      if (!variant) return badRequest(c, 'Validation failed', { variant: LOGO_VARIANT_MESSAGE });
      const file = await formFile(body.form, 'logo');
      if (!file) return badRequest(c, 'Validation failed', { logo: LOGO_REQUIRED_MESSAGE });
      try {
        const brand = await replaceLogo({ db, publisher, uploadsDir }, c.get('tenant'), variant, file);
        return c.json({ success: true, data: brand }, 201);
      } catch (error) {
        if (error instanceof ImageUploadError) return badRequest(c, error.message, { logo: error.message });
        throw error;
      }
    })
    .delete('/:slug/brand/logo', ...write, async (c) => {
      const variant = variantOf(c.req.query('variant'));
      if (!variant) return badRequest(c, 'Validation failed', { variant: LOGO_VARIANT_MESSAGE });
      return c.json({ success: true, data: await removeLogo(db, publisher, c.get('tenant'), variant) });
    });
}

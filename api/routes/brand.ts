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
 * one of main, dark, light'; DELETE of a variant not stored: 404 'No logo to remove'; 401; 403; 404.
 */

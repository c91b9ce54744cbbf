/**
 * Two demo businesses wear brands of their own (issue 18): logo, colours, theme, tagline, home-page
 * SEO and trust details, so the demo shows that sites differ. The logos are committed under
 * content/brand/ and copied into DATA_DIR/uploads/logos/ as an owner's upload would be. A business
 * whose owner already changed its brand is left as it is.
 */
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from './client.ts';
import * as s from './schema.ts';

const LOGOS_DIR = path.resolve(import.meta.dirname, '../content/brand');

interface DemoBrand {
  slug: string;
  /** File under content/brand/, and its intrinsic size. */
  logo: { file: string; alt: string; width: number; height: number };
  brand: Partial<typeof s.tenants.$inferInsert>;
}

/** Insurance runs to the end of next year, so the demo's "Licensed & insured" block always shows. */
const nextYearEnd = (now: number) => `${new Date(now).getUTCFullYear() + 1}-12-31`;

const demoBrands = (now: number): DemoBrand[] => [
  {
    slug: 'evergreen-lawn-care',
    logo: { file: 'evergreen-lawn-care.svg', alt: 'Evergreen Lawn Care', width: 360, height: 96 },
    brand: {
      theme: 'classic',
      tagline: 'Greener lawns on your schedule',
      brandPrimary: '#2F5D3A',
      brandPrimaryDark: '#1B3A24',
      brandAccent: '#C8A24A',
      seoTitle: 'Evergreen Lawn Care | Mowing & Yard Care',
      seoDescription: 'Weekly mowing, edging, aeration and seasonal clean-ups by a licensed, insured local crew. Free quotes within a day.',
      businessLicense: 'LC-2019-04417',
      insuranceProvider: 'Hiscox',
      insuranceExpiry: nextYearEnd(now),
    },
  },
  {
    slug: 'pampered-paws-grooming',
    logo: { file: 'pampered-paws-grooming.svg', alt: 'Pampered Paws Grooming', width: 360, height: 96 },
    brand: {
      theme: 'modern',
      tagline: 'Calm, gentle grooming for dogs and cats',
      brandPrimary: '#BE185D',
      brandPrimaryDark: '#831843',
      brandAccent: '#FACC15',
      seoTitle: 'Pampered Paws Grooming | Dog & Cat Groomer',
      seoDescription:
        'Baths, haircuts, nail trims and de-shedding for dogs and cats, with fear-free handling. Book a grooming visit online.',
      businessLicense: 'PG-88213',
      insuranceProvider: 'Pet Care Insurance Co.',
      insuranceExpiry: nextYearEnd(now),
    },
  },
];

/** Gives the demo brands to their businesses where no brand was set yet; returns the slugs branded. */
export async function seedDemoBrands(db: Db, uploadsDir: string, now = Date.now()): Promise<string[]> {
  const branded: string[] = [];
  await fs.mkdir(path.join(uploadsDir, 'logos'), { recursive: true });
  for (const { slug, logo, brand } of demoBrands(now)) {
    const url = `/uploads/logos/demo-${logo.file}`;
    // The file is written every start: a wiped uploads folder must not leave the demo without its logo.
    await fs.copyFile(path.join(LOGOS_DIR, logo.file), path.join(uploadsDir, 'logos', `demo-${logo.file}`));
    const updated = await db
      .update(s.tenants)
      .set({ ...brand, logoUrl: url, logoAlt: logo.alt, logoWidth: logo.width, logoHeight: logo.height, brandUpdatedAt: now })
      .where(and(eq(s.tenants.slug, slug), isNull(s.tenants.brandUpdatedAt)))
      .returning({ slug: s.tenants.slug });
    if (updated.length > 0) branded.push(slug);
  }
  return branded;
}

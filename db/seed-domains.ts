/**
 * The demo's custom domain (issue 19): the main demo business (mobile detailing, the product's main
 * industry) has added www.{slug}-demo.com and not set its DNS records up, so the Domain sub-tab shows
 * a domain with the records to create and its status. No demo domain exists in real DNS, so none is
 * seeded as verified: the server's checks tell the truth about it like about any other. Added once,
 * to a business without domains.
 */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { industries } from '#content/index.ts';
import type { Db } from './client.ts';
import * as s from './schema.ts';

const HOUR = 3_600_000;

export async function seedDemoDomains(db: Db, now: number): Promise<void> {
  const slug = industries['mobile-detailing'].demo.slug;
  const tenant = await db.select({ id: s.tenants.id }).from(s.tenants).where(eq(s.tenants.slug, slug)).get();
  if (!tenant) return;
  if (await db.select({ id: s.tenantDomains.id }).from(s.tenantDomains).where(eq(s.tenantDomains.tenantId, tenant.id)).limit(1).get())
    return;
  await db.insert(s.tenantDomains).values({
    tenantId: tenant.id,
    hostname: `www.${slug}-demo.com`,
    verificationToken: randomBytes(16).toString('hex'),
    status: 'pending',
    createdAt: now - 2 * HOUR,
  });
}

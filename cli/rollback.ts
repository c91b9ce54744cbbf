/**
 * npm run rollback -- --tenant SLUG [--release RELEASE_ID]
 * Switches a tenant's live site back to a kept release (the one before the live one by default)
 * and lists the releases when the one asked for does not exist.
 */
import { parseArgs } from 'node:util';
import { eq } from 'drizzle-orm';
import { loadConfig } from '#db/config.ts';
import { openDatabase } from '#db/client.ts';
import * as s from '#db/schema.ts';
import { deployTargetFor } from '#build/deploy/targets.ts';

const { values } = parseArgs({ options: { tenant: { type: 'string' }, release: { type: 'string' } } });
if (!values.tenant) {
  console.error('Usage: npm run rollback -- --tenant SLUG [--release RELEASE_ID]');
  process.exit(2);
}
const config = loadConfig();
const target = deployTargetFor(config);
const releases = await target.releases(values.tenant);
const liveIndex = releases.findIndex((r) => r.live);
const wanted = values.release ?? releases[liveIndex + 1]?.id;
if (!wanted || !releases.some((r) => r.id === wanted)) {
  console.error(`No such release for ${values.tenant}. Kept releases (newest first):`);
  for (const r of releases) console.error(`  ${r.id}  ${r.createdAt.toISOString()}${r.live ? '  (live)' : ''}`);
  process.exit(1);
}
await target.rollback(values.tenant, wanted);
const db = await openDatabase(config.databaseUrl, config.databaseAuthToken);
const tenant = await db.select({ id: s.tenants.id }).from(s.tenants).where(eq(s.tenants.slug, values.tenant)).get();
if (tenant) {
  const now = Date.now();
  await db.insert(s.publishJobs).values({
    tenantId: tenant.id,
    state: 'live',
    reason: 'rollback (command line)',
    releaseId: wanted,
    startedAt: now,
    finishedAt: now,
    createdAt: now,
  });
}
db.$client.close();
console.log(`${values.tenant} is live on release ${wanted}`);

import * as s from '#db/schema.ts';
import { tenants } from '#db/schema.ts';
import { eq } from 'drizzle-orm';
import type { Db } from '#db/client.ts';

/**
 * Custom hostnames -> tenant slug, kept in memory for the per-request lookup; `refresh()` is called
 * after a domain changes.
 */
export async function tenantDomainLookup(db: Db) {
  let map = new Map<string, string>();
  const refresh = async () => {
    const rows = await db
      .select({ hostname: s.tenantDomains.hostname, slug: tenants.slug })
      .from(s.tenantDomains)
      .innerJoin(tenants, eq(tenants.id, s.tenantDomains.tenantId));
    map = new Map(rows.map((r) => [r.hostname.toLowerCase(), r.slug]));
  };
  await refresh();
  return { lookup: (hostname: string) => map.get(hostname), refresh };
}

import * as s from '#db/schema.ts';
import { tenants } from '#db/schema.ts';
import { eq } from 'drizzle-orm';
import type { Db } from '#db/client.ts';

/**
 * The active custom domains in memory, for the per-request lookups (site resolution, redirects to
 * the primary domain, the TLS `ask` endpoint): a pending or failed domain serves nothing.
 * `refresh()` is called after any domain change (api/domain/domains.ts through AppDeps.domains).
 */
export interface DomainRegistry {
  /** The slug of the business an active custom domain belongs to. */
  lookup: (hostname: string) => string | undefined;
  /** The primary active custom domain of a business, if it has one. */
  primaryOf: (slug: string) => string | undefined;
  refresh: () => Promise<void>;
}

export async function tenantDomainLookup(db: Db): Promise<DomainRegistry> {
  let bySlug = new Map<string, string>();
  let primaries = new Map<string, string>();
  const refresh = async () => {
    const rows = await db
      .select({ hostname: s.tenantDomains.hostname, isPrimary: s.tenantDomains.isPrimary, slug: tenants.slug })
      .from(s.tenantDomains)
      .innerJoin(tenants, eq(tenants.id, s.tenantDomains.tenantId))
      .where(eq(s.tenantDomains.status, 'active'));
    bySlug = new Map(rows.map((r) => [r.hostname.toLowerCase(), r.slug]));
    primaries = new Map(rows.filter((r) => r.isPrimary).map((r) => [r.slug, r.hostname.toLowerCase()]));
  };
  await refresh();
  return { lookup: (hostname) => bySlug.get(hostname), primaryOf: (slug) => primaries.get(slug), refresh };
}

import { and, eq, inArray } from 'drizzle-orm';
import { reviewServiceSlugs } from '#core/validation/review.ts';
import type { Db } from '#db/client.ts';
import * as s from '#db/schema.ts';

/**
 * The service category a review is stored with (the site's Review Details tag): the names, as the
 * tenant's site shows them, of the services the review's flags and vehicle type point at; null
 * when none of them is a service of this business.
 */
export async function reviewServiceCategory(db: Db, tenantId: number, review: Parameters<typeof reviewServiceSlugs>[0]): Promise<string | null> {
  const slugs = reviewServiceSlugs(review);
  if (slugs.length === 0) return null;
  const rows = await db
    .select({ slug: s.services.slug, name: s.services.name })
    .from(s.services)
    .where(and(eq(s.services.tenantId, tenantId), inArray(s.services.slug, slugs)));
  const names = slugs.map((slug) => rows.find((r) => r.slug === slug)?.name).filter((name) => name !== undefined);
  return names.length > 0 ? names.join(', ') : null;
}

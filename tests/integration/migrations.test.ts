import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '#db/client.ts';
import * as s from '#db/schema.ts';
import { seedDemoData } from '#db/seed.ts';

const dir = mkdtempSync(path.join(os.tmpdir(), 'localsite-migrations-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('migration 0004', () => {
  it('clears review figures stored out of range before the API bounded them, so the tenant can be read again', async () => {
    const url = `file:${path.join(dir, 'db.sqlite')}`;
    const db = await openDatabase(url);
    await seedDemoData(db);
    const [broken, fine] = await db.select({ id: s.tenants.id }).from(s.tenants).limit(2);
    // As stored by the old API: a count past 2^53 (unreadable by the client) and a rating out of scale.
    await db.run(sql`UPDATE website_content SET reviews_total_count = 9007199254740993, reviews_avg_rating = 12.5 WHERE tenant_id = ${broken!.id}`);
    await db.run(sql`UPDATE website_content SET reviews_total_count = 112, reviews_avg_rating = 4.8 WHERE tenant_id = ${fine!.id}`);
    await expect(db.select().from(s.websiteContent).where(eq(s.websiteContent.tenantId, broken!.id)).get()).rejects.toThrow();
    // Forget that 0004 ran, then open again as a server start would.
    await db.run(sql`DELETE FROM __drizzle_migrations WHERE created_at = (SELECT max(created_at) FROM __drizzle_migrations)`);
    db.$client.close();

    const reopened = await openDatabase(url);
    const cleared = await reopened.select().from(s.websiteContent).where(eq(s.websiteContent.tenantId, broken!.id)).get();
    expect([cleared?.reviewsTotalCount, cleared?.reviewsAvgRating]).toEqual([null, null]);
    const kept = await reopened.select().from(s.websiteContent).where(eq(s.websiteContent.tenantId, fine!.id)).get();
    expect([kept?.reviewsTotalCount, kept?.reviewsAvgRating]).toEqual([112, 4.8]);
    reopened.$client.close();
  });
});

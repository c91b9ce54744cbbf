import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import * as s from '#db/schema.ts';
import type { AppDeps } from '../deps.ts';
import { findTenantBySlug, isPublic, privateTenantRecord, publicTenantRecord } from '../domain/tenants.ts';
import { EDITORS, mayAccessTenant, ALL_STAFF, recordTenantScoped, requireTenantAccess, requireUser, type AuthEnv } from '../auth/middleware.ts';
import { readJsonObject, validationFailed } from '../lib/http.ts';
import { tenantNotApproved, tenantNotFound } from '../lib/tenant-errors.ts';
import { businessProfileInput, type BusinessProfileUpdate } from '#core/validation/business-profile.ts';

type TenantColumns = typeof s.tenants.$inferInsert;

/** Columns of tenants for each field of a profile update. */
const COLUMNS = {
  first_name: 'firstName',
  last_name: 'lastName',
  personal_email: 'personalEmail',
  personal_phone: 'personalPhone',
  business_name: 'businessName',
  business_email: 'businessEmail',
  business_phone: 'businessPhone',
  twilio_phone: 'twilioPhone',
  business_start_date: 'businessStartDate',
  business_street: 'businessStreet',
  business_city: 'businessCity',
  business_state: 'businessState',
  business_zip: 'businessZip',
  gbp_url: 'gbpUrl',
  facebook_url: 'facebookUrl',
  instagram_url: 'instagramUrl',
  tiktok_url: 'tiktokUrl',
  youtube_url: 'youtubeUrl',
  facebook_enabled: 'facebookEnabled',
  instagram_enabled: 'instagramEnabled',
  tiktok_enabled: 'tiktokEnabled',
  youtube_enabled: 'youtubeEnabled',
} as const satisfies Record<keyof BusinessProfileUpdate, keyof TenantColumns>;

export function tenantRoutes(deps: AppDeps) {
  const { db, sessions } = deps;
  recordTenantScoped('PUT', '/api/tenants/:slug');
  return new Hono<AuthEnv>()
    .get('/:slug', async (c) => {
      const tenant = await findTenantBySlug(db, c.req.param('slug'));
      if (!tenant) return tenantNotFound(c);
      // The tenant's own staff and admins see the whole record (the dashboard's profile); visitors the public part.
      const header = c.req.header('authorization') ?? '';
      const auth = header.toLowerCase().startsWith('bearer ') ? await sessions.authenticate(header.slice(7).trim()) : undefined;
      if (auth && mayAccessTenant(auth.user, tenant, ALL_STAFF)) return c.json({ success: true, data: await privateTenantRecord(db, tenant, deps.config) });
      if (!isPublic(tenant)) return tenantNotApproved(c);
      return c.json({ success: true, data: await publicTenantRecord(db, tenant, deps.config) });
    })
    .put('/:slug', requireUser(sessions), requireTenantAccess(db, EDITORS), async (c) => {
      const tenant = c.get('tenant');
      const body = await readJsonObject(c);
      if (!body.ok) return body.response;
      const parsed = businessProfileInput.safeParse(body.value);
      if (!parsed.success) return validationFailed(c, parsed.error);
      const changes: Partial<TenantColumns> = {};
      for (const [field, column] of Object.entries(COLUMNS) as [keyof typeof COLUMNS, keyof TenantColumns][]) {
        if (parsed.data[field] !== undefined) (changes as Record<string, unknown>)[column] = parsed.data[field];
      }
      if (Object.keys(changes).length > 0) {
        await db.update(s.tenants).set({ ...changes, updatedAt: Date.now(), lastActivity: Date.now() }).where(eq(s.tenants.id, tenant.id));
        await deps.publisher.enqueue(tenant.id, 'profile saved');
      }
      const updated = await findTenantBySlug(db, tenant.slug);
      return c.json({ success: true, data: await privateTenantRecord(db, updated!, deps.config) });
    });
}

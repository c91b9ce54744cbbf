import { Hono } from 'hono';
import type { AppDeps } from '../deps.ts';
import { findTenantBySlug, isPublic, publicTenantRecord } from '../domain/tenants.ts';
import { tenantNotApproved, tenantNotFound } from '../lib/tenant-errors.ts';

export function tenantRoutes(deps: AppDeps) {
  return new Hono().get('/:slug', async (c) => {
    const tenant = await findTenantBySlug(deps.db, c.req.param('slug'));
    if (!tenant) return tenantNotFound(c);
    if (!isPublic(tenant)) return tenantNotApproved(c);
    return c.json({ success: true, data: await publicTenantRecord(deps.db, tenant, deps.config) });
  });
}

import { describe, expect, it } from 'vitest';
import { STAFF_ROLES } from '#core/api/staff.ts';
import { businessDashboardPath, canEditBusiness, dashboardView, normalizeSlugInput, slugInputProblem, staffRoleLabel } from './access.ts';

const admin = { is_admin: true, tenant_slug: null };
const owner = { is_admin: false, tenant_slug: 'prestige-mobile-detailing' };

describe('dashboardView', () => {
  it('admins see any business, or the admin landing without one', () => {
    expect(dashboardView(admin, undefined)).toEqual({ kind: 'admin', slug: null });
    expect(dashboardView(admin, 'sparkle-home-cleaning')).toEqual({ kind: 'admin', slug: 'sparkle-home-cleaning' });
  });

  it('tenant users see their own business at /admin, /dashboard and under their slug', () => {
    expect(dashboardView(owner, undefined)).toEqual({ kind: 'tenant', slug: 'prestige-mobile-detailing' });
    expect(dashboardView(owner, 'prestige-mobile-detailing')).toEqual({ kind: 'tenant', slug: 'prestige-mobile-detailing' });
    expect(dashboardView(owner, 'Prestige-Mobile-Detailing')).toEqual({ kind: 'tenant', slug: 'prestige-mobile-detailing' });
  });

  it('tenant users are denied another business', () => {
    expect(dashboardView(owner, 'sparkle-home-cleaning')).toEqual({
      kind: 'denied',
      slug: 'sparkle-home-cleaning',
      ownSlug: 'prestige-mobile-detailing',
    });
    expect(dashboardView({ is_admin: false, tenant_slug: null }, 'sparkle-home-cleaning')).toEqual({
      kind: 'denied',
      slug: 'sparkle-home-cleaning',
      ownSlug: null,
    });
  });
});

describe('slugs', () => {
  it('normalises what an admin types or pastes', () => {
    expect(normalizeSlugInput('  Sparkle-Home-Cleaning ')).toBe('sparkle-home-cleaning');
    expect(normalizeSlugInput('/sparkle-home-cleaning/dashboard')).toBe('sparkle-home-cleaning');
    expect(normalizeSlugInput('https://localsite.example/sparkle-home-cleaning/?x=1')).toBe('sparkle-home-cleaning');
    expect(normalizeSlugInput('   ')).toBe('');
  });

  it('explains a slug that cannot be opened', () => {
    expect(slugInputProblem('')).toBe('Enter the business slug');
    expect(slugInputProblem('acme detailing')).toBe('Use lowercase letters, numbers and hyphens only');
    expect(slugInputProblem('acme-detailing')).toBeUndefined();
    // The reserved names are core's (core/site/slugs.ts): the product's root files and preview sites too.
    for (const reserved of ['www', 'sitemap.xml', 'robots.txt', 'mobile-detailing-preview']) {
      expect(slugInputProblem(reserved), reserved).toBe('Use lowercase letters, numbers and hyphens only');
    }
    expect(businessDashboardPath('acme-detailing')).toBe('/acme-detailing/dashboard');
  });

  it('labels staff roles', () => {
    expect(STAFF_ROLES.map(staffRoleLabel)).toEqual(['Owner', 'Manager', 'Technician', 'Viewer']);
    expect(staffRoleLabel(null)).toBeNull();
  });
});

describe('canEditBusiness', () => {
  it('lets admins, owners and managers change the business; tech and viewer only look', () => {
    expect(canEditBusiness({ is_admin: true, staff_role: null })).toBe(true);
    expect(canEditBusiness({ is_admin: false, staff_role: 'owner' })).toBe(true);
    expect(canEditBusiness({ is_admin: false, staff_role: 'manager' })).toBe(true);
    expect(canEditBusiness({ is_admin: false, staff_role: 'tech' })).toBe(false);
    expect(canEditBusiness({ is_admin: false, staff_role: 'viewer' })).toBe(false);
  });
});

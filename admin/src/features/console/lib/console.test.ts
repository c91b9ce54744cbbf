import { describe, expect, it } from 'vitest';
import { applicationStatusLabel, auditActionLabel, auditDetails, tenantStatusLabel } from './format.ts';
import { consolePaths, sectionOf, sectionPath } from './paths.ts';

describe('console addresses', () => {
  it('names a section by its address and back; an unknown one is a 404', () => {
    expect(sectionOf(undefined)).toBe('applications');
    expect(sectionOf('Tenants')).toBe('tenants');
    expect(sectionOf('audit')).toBe('audit');
    expect(sectionOf('billing')).toBeUndefined();
    expect(sectionPath('applications')).toBe('/admin');
    expect(sectionPath('audit')).toBe('/admin/audit');
    expect(consolePaths.application(7)).toBe('/admin/applications/7');
  });
});

describe('console texts', () => {
  it('labels statuses and actions, and keeps unknown values as they are', () => {
    expect(applicationStatusLabel('needs_changes')).toBe('Needs changes');
    expect(tenantStatusLabel('approved')).toBe('Live');
    expect(tenantStatusLabel('suspended')).toBe('Suspended');
    expect(auditActionLabel('tenant.flags')).toBe('Changed feature flags');
    expect(auditActionLabel('something.else')).toBe('something.else');
  });

  it('tells the particulars of an audit entry: reason, notes, the flags that changed', () => {
    expect(auditDetails({ businessName: 'Acme', reason: 'No insurance' })).toEqual(['Reason: No insurance']);
    expect(auditDetails({ notes: 'Add photos', nextSteps: 'Upload two' })).toEqual(['Notes: Add photos', 'Next steps: Upload two']);
    expect(
      auditDetails({
        before: { schedule: true, customers: false, website: true },
        after: { schedule: false, customers: true, website: true },
      }),
    ).toEqual(['schedule off, customers on']);
    expect(auditDetails({ slug: 'acme' })).toEqual(['Site: /acme']);
    expect(auditDetails({})).toEqual([]);
  });
});

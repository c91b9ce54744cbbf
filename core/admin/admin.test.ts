import { describe, expect, it } from 'vitest';
import { fieldErrors } from '../validation/errors.ts';
import {
  APPLICATION_STATUSES,
  applicationListQuerySchema,
  availableActions,
  changesRequestedEmail,
  rejectionEmail,
  rejectSchema,
  requestChangesSchema,
  reviewTransition,
} from './applications.ts';
import { auditQuerySchema, AUDIT_ACTIONS, AUDIT_ACTION_LABELS } from './audit.ts';
import { DEFAULT_TAB_FLAGS, featureFlagsUpdateSchema, GATED_TABS, resolveFeatureFlags } from './feature-flags.ts';
import { tenantActions, tenantListQuerySchema, tenantTransition } from './tenants.ts';

describe('application review transitions', () => {
  it('leads each action to its status from the statuses it allows', () => {
    expect(reviewTransition('pending', 'start_review')).toEqual({ ok: true, to: 'under_review' });
    expect(reviewTransition('under_review', 'request_changes')).toEqual({ ok: true, to: 'needs_changes' });
    expect(reviewTransition('needs_changes', 'request_changes')).toEqual({ ok: true, to: 'needs_changes' });
    expect(reviewTransition('pending', 'reject')).toEqual({ ok: true, to: 'rejected' });
    expect(reviewTransition('under_review', 'approve')).toEqual({ ok: true, to: 'approved' });
    expect(reviewTransition('pending', 'approve')).toEqual({ ok: true, to: 'approved' });
  });

  it('refuses the others with a message that names why', () => {
    expect(reviewTransition('approved', 'approve')).toEqual({ ok: false, message: 'This application is already approved' });
    expect(reviewTransition('approved', 'reject')).toEqual({ ok: false, message: 'This application is already approved' });
    expect(reviewTransition('rejected', 'start_review')).toEqual({ ok: false, message: 'This application was rejected' });
    expect(reviewTransition('needs_changes', 'approve')).toEqual({
      ok: false,
      message: 'This application is waiting for the applicant’s changes',
    });
    expect(reviewTransition('under_review', 'start_review')).toEqual({
      ok: false,
      message: 'This application is already under review',
    });
  });

  it('offers exactly the actions the table allows', () => {
    expect(availableActions('pending')).toEqual(['start_review', 'request_changes', 'reject', 'approve']);
    expect(availableActions('under_review')).toEqual(['request_changes', 'reject', 'approve']);
    expect(availableActions('needs_changes')).toEqual(['request_changes', 'reject']);
    expect(availableActions('approved')).toEqual([]);
    expect(availableActions('rejected')).toEqual([]);
    for (const status of APPLICATION_STATUSES)
      for (const action of availableActions(status)) expect(reviewTransition(status, action).ok).toBe(true);
  });
});

describe('review payloads', () => {
  it('require notes to ask for changes and a reason to reject', () => {
    const changes = requestChangesSchema.safeParse({ notes: '   ' });
    expect(changes.success).toBe(false);
    expect(fieldErrors(changes.error!)).toEqual({ notes: 'Tell the applicant what to change' });
    const rejected = rejectSchema.safeParse({});
    expect(fieldErrors(rejected.error!)).toEqual({ reason: 'Reason is required' });
    expect(rejectSchema.parse({ reason: '  No proof of insurance ' })).toEqual({ reason: 'No proof of insurance' });
    expect(fieldErrors(rejectSchema.safeParse({ reason: 'x'.repeat(2001) }).error!)).toEqual({
      reason: 'Reason must be at most 2000 characters',
    });
  });

  it('read the list filters with per-field messages', () => {
    expect(applicationListQuerySchema.parse({})).toEqual({ limit: 25, offset: 0 });
    expect(fieldErrors(applicationListQuerySchema.safeParse({ status: 'open', limit: '500' }).error!)).toEqual({
      status: 'status must be one of pending, under_review, needs_changes, approved, rejected',
      limit: 'limit must be at most 100',
    });
    expect(fieldErrors(tenantListQuerySchema.safeParse({ status: 'gone' }).error!)).toEqual({
      status: 'status must be one of pending, approved, active, suspended, rejected',
    });
    expect(fieldErrors(auditQuerySchema.safeParse({ tenant_id: '-1', action: 'x' }).error!)).toMatchObject({
      tenant_id: 'tenant_id must be a positive whole number',
    });
  });
});

describe('e-mails to applicants', () => {
  it('carry the notes, next steps and the link to edit, or the reason', () => {
    const mail = changesRequestedEmail({
      businessName: 'Happy Tails',
      notes: 'Add photos of finished grooms.',
      nextSteps: 'Upload two photos.',
      link: 'http://localhost:3000/tenant-onboarding?resume=abc',
      expiresDays: 30,
    });
    expect(mail.subject).toBe('Changes needed for your application: Happy Tails');
    expect(mail.text).toContain('Add photos of finished grooms.');
    expect(mail.text).toContain('Next steps: Upload two photos.');
    expect(mail.text).toContain('http://localhost:3000/tenant-onboarding?resume=abc');
    const rejection = rejectionEmail({ businessName: 'Happy Tails', reason: 'No insurance' });
    expect(rejection.text).toContain('Reason: No insurance');
  });
});

describe('tenant status actions', () => {
  it('suspends only a live business and reactivates only a suspended one', () => {
    expect(tenantTransition('approved', 'suspend')).toEqual({ ok: true, to: 'suspended' });
    expect(tenantTransition('suspended', 'reactivate')).toEqual({ ok: true, to: 'approved' });
    expect(tenantTransition('suspended', 'suspend')).toEqual({ ok: false, message: 'This business is already suspended' });
    expect(tenantTransition('pending', 'suspend')).toEqual({ ok: false, message: 'Only a live business can be suspended' });
    expect(tenantTransition('approved', 'reactivate')).toEqual({ ok: false, message: 'This business is already live' });
    expect(tenantActions('approved')).toEqual(['suspend']);
    expect(tenantActions('pending')).toEqual([]);
  });
});

describe('feature flags', () => {
  it('take stored true/false flags and the defaults for the rest', () => {
    expect(resolveFeatureFlags({})).toEqual(DEFAULT_TAB_FLAGS);
    expect(resolveFeatureFlags({ website: false, schedule: 'no', bookingEnabled: false })).toEqual({
      ...DEFAULT_TAB_FLAGS,
      website: false,
    });
    expect(Object.keys(resolveFeatureFlags(null))).toEqual([...GATED_TABS]);
  });

  it('accept only known tabs with true or false', () => {
    expect(featureFlagsUpdateSchema.parse({ schedule: false })).toEqual({ schedule: false });
    expect(fieldErrors(featureFlagsUpdateSchema.safeParse({ schedule: 'off' }).error!)).toEqual({
      schedule: 'schedule must be true or false',
    });
    expect(featureFlagsUpdateSchema.safeParse({ overview: false }).success).toBe(false);
    expect(featureFlagsUpdateSchema.safeParse({}).success).toBe(false);
  });
});

describe('audit actions', () => {
  it('have a label each', () => {
    for (const action of AUDIT_ACTIONS) expect(AUDIT_ACTION_LABELS[action]).toBeTruthy();
  });
});

/** How the console writes dates, sizes and statuses. Pure. */
import { APPLICATION_STATUS_LABELS, isApplicationStatus } from '#core/admin/applications.ts';
import { AUDIT_ACTION_LABELS, isAuditAction } from '#core/admin/audit.ts';
import { TENANT_STATUS_LABELS } from '#core/admin/tenants.ts';
import { isTenantStatus } from '#core/site/tenant-status.ts';

const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
const day = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

export const formatDateTime = (iso: string) => dateTime.format(new Date(iso));
export const formatDay = (iso: string) => day.format(new Date(iso));

export function applicationStatusLabel(status: string): string {
  return isApplicationStatus(status) ? APPLICATION_STATUS_LABELS[status] : status;
}

export function tenantStatusLabel(status: string): string {
  return isTenantStatus(status) ? TENANT_STATUS_LABELS[status] : status;
}

export function auditActionLabel(action: string): string {
  return isAuditAction(action) ? AUDIT_ACTION_LABELS[action] : action;
}

/** Colours of a status badge: waiting amber, in review blue, done green, refused or stopped red. */
export function statusTone(status: string): string {
  switch (status) {
    case 'approved':
    case 'active':
      return 'bg-green-50 text-green-800 ring-green-600/20';
    case 'under_review':
      return 'bg-blue-50 text-blue-800 ring-blue-600/20';
    case 'needs_changes':
    case 'pending':
      return 'bg-amber-50 text-amber-900 ring-amber-600/25';
    default:
      return 'bg-red-50 text-red-800 ring-red-600/20';
  }
}

/** The details of an audit entry worth a line: notes, reason, the move, the flags that changed. */
export function auditDetails(details: Record<string, unknown>): string[] {
  const lines: string[] = [];
  const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value : undefined);
  if (text(details.reason)) lines.push(`Reason: ${details.reason}`);
  if (text(details.notes)) lines.push(`Notes: ${details.notes}`);
  if (text(details.nextSteps)) lines.push(`Next steps: ${details.nextSteps}`);
  if (text(details.slug)) lines.push(`Site: /${details.slug}`);
  const before = details.before as Record<string, boolean> | undefined;
  const after = details.after as Record<string, boolean> | undefined;
  if (before && after) {
    const changed = Object.keys(after).filter((key) => before[key] !== after[key]);
    if (changed.length) lines.push(changed.map((key) => `${key} ${after[key] ? 'on' : 'off'}`).join(', '));
  }
  return lines;
}

/**
 * The review of onboarding applications by platform admins (issue 17 §3; spec 3 §3 statuses, whose
 * transitions the spec leaves open). One table of actions says from which statuses each may be
 * taken and where it leads; the API refuses anything else with the messages below, and the
 * console offers only the actions this table allows.
 */
import { z } from 'zod';
import { textField } from '../validation/text.ts';
import { pagingFields } from '../validation/paging.ts';

/** Spec 3 §3 application statuses, in the order the console shows them. */
export const APPLICATION_STATUSES = ['pending', 'under_review', 'needs_changes', 'approved', 'rejected'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

export const APPLICATION_STATUS_LABELS: Record<ApplicationStatus, string> = {
  pending: 'Pending',
  under_review: 'Under review',
  needs_changes: 'Needs changes',
  approved: 'Approved',
  rejected: 'Rejected',
};

export const REVIEW_ACTIONS = ['start_review', 'request_changes', 'reject', 'approve'] as const;
export type ReviewAction = (typeof REVIEW_ACTIONS)[number];

/**
 * Where each action leads and from where. Approving and rejecting end the review for good; changes
 * can be asked for while the applicant has not answered yet (the notes are replaced), and the
 * applicant's resubmission puts the application back to pending (resubmitApplication).
 */
export const REVIEW_TRANSITIONS: Record<ReviewAction, { from: readonly ApplicationStatus[]; to: ApplicationStatus }> = {
  start_review: { from: ['pending'], to: 'under_review' },
  request_changes: { from: ['pending', 'under_review', 'needs_changes'], to: 'needs_changes' },
  reject: { from: ['pending', 'under_review', 'needs_changes'], to: 'rejected' },
  approve: { from: ['pending', 'under_review'], to: 'approved' },
};

export const REVIEW_ACTION_LABELS: Record<ReviewAction, string> = {
  start_review: 'Start review',
  request_changes: 'Request changes',
  reject: 'Reject',
  approve: 'Approve',
};

export function isApplicationStatus(value: string): value is ApplicationStatus {
  return (APPLICATION_STATUSES as readonly string[]).includes(value);
}

/** The actions an application in this status offers, in the console's order. */
export function availableActions(status: string): ReviewAction[] {
  return REVIEW_ACTIONS.filter((action) => (REVIEW_TRANSITIONS[action].from as readonly string[]).includes(status));
}

/** Why an action cannot be taken from a status, in the words the admin sees. */
export function transitionRefusal(status: string, action: ReviewAction): string {
  const label = isApplicationStatus(status) ? APPLICATION_STATUS_LABELS[status].toLowerCase() : status;
  if (status === 'approved') return 'This application is already approved';
  if (status === 'rejected') return 'This application was rejected';
  if (REVIEW_TRANSITIONS[action].to === status) return `This application is already ${label}`;
  if (action === 'approve' && status === 'needs_changes') return 'This application is waiting for the applicant’s changes';
  return `Cannot ${REVIEW_ACTION_LABELS[action].toLowerCase()} an application that is ${label}`;
}

export type TransitionResult = { ok: true; to: ApplicationStatus } | { ok: false; message: string };

/** The status an action leads to from `status`, or why it cannot be taken. */
export function reviewTransition(status: string, action: ReviewAction): TransitionResult {
  const rule = REVIEW_TRANSITIONS[action];
  if ((rule.from as readonly string[]).includes(status)) return { ok: true, to: rule.to };
  return { ok: false, message: transitionRefusal(status, action) };
}

export const NOTES_REQUIRED_MESSAGE = 'Tell the applicant what to change';
export const REASON_REQUIRED_MESSAGE = 'Reason is required';
export const REVIEW_TEXT_MAX = 2000;

/** Request changes: what is wrong (required) and, optionally, what to do next. */
export const requestChangesSchema = z.object({
  notes: textField('Notes', { min: 1, max: REVIEW_TEXT_MAX, minMessage: NOTES_REQUIRED_MESSAGE }),
  nextSteps: z.optional(textField('Next steps', { max: REVIEW_TEXT_MAX })),
});
export type RequestChanges = z.infer<typeof requestChangesSchema>;

/** Reject: the reason, which the applicant is told. */
export const rejectSchema = z.object({
  reason: textField('Reason', { min: 1, max: REVIEW_TEXT_MAX, minMessage: REASON_REQUIRED_MESSAGE }),
});
export type Reject = z.infer<typeof rejectSchema>;

export const STATUS_FILTER_MESSAGE = `status must be one of ${APPLICATION_STATUSES.join(', ')}`;

/** GET /api/admin/applications?status&q&limit&offset */
export const applicationListQuerySchema = z.object({
  status: z.enum(APPLICATION_STATUSES, { error: STATUS_FILTER_MESSAGE }).optional(),
  q: z.optional(textField('Search', { max: 200 })),
  ...pagingFields({ max: 100, defaultLimit: 25 }),
});
export type ApplicationListQuery = z.infer<typeof applicationListQuerySchema>;

/** Counts per status plus all, for the console's chips. */
export type ApplicationCounts = Record<ApplicationStatus | 'all', number>;

/**
 * The text of the e-mail asking for changes. `link` opens the application form with the
 * application filled in; sending it again puts the application back in the queue.
 */
export function changesRequestedEmail(a: {
  businessName: string;
  notes: string;
  nextSteps?: string | null;
  link: string;
  expiresDays: number;
}) {
  return {
    subject: `Changes needed for your application: ${a.businessName}`,
    text: [
      `Thank you for applying with ${a.businessName}.`,
      '',
      'Before we can approve it, please change the following:',
      a.notes,
      ...(a.nextSteps ? ['', `Next steps: ${a.nextSteps}`] : []),
      '',
      `Open your application, make the changes and send it again (the link works for ${a.expiresDays} days):`,
      a.link,
      '',
      'We will review it again as soon as you send it.',
    ].join('\n'),
  };
}

export function rejectionEmail(a: { businessName: string; reason: string }) {
  return {
    subject: `Your application for ${a.businessName}`,
    text: [
      `Thank you for applying with ${a.businessName}.`,
      '',
      'We are sorry: we cannot approve your application.',
      `Reason: ${a.reason}`,
      '',
      'If you have questions, reply to this e-mail.',
    ].join('\n'),
  };
}

export function approvalEmail(a: { businessName: string; siteUrl: string; setPasswordLink: string; expiresDays: number }) {
  return {
    subject: `${a.businessName} is live on LocalSite`,
    text: [
      `Welcome to LocalSite! Your application for ${a.businessName} is approved.`,
      '',
      `Your website is live at ${a.siteUrl}`,
      '',
      `Set the password of your account here (the link works once and expires in ${a.expiresDays} days):`,
      a.setPasswordLink,
      '',
      'Then sign in to your dashboard to change your texts, services, prices and service areas.',
    ].join('\n'),
  };
}

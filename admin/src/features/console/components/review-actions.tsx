/**
 * The review actions an application's status allows (core/admin/applications.ts): start review at
 * once; request changes and reject through a dialog that asks for the notes or the reason (core's
 * rules, the server's messages per field); approve after a confirmation that says what it creates.
 */
import { type FormEvent, useId, useState } from 'react';
import { REVIEW_ACTION_LABELS, rejectSchema, requestChangesSchema, type ReviewAction } from '#core/admin/applications.ts';
import { fieldErrors } from '#core/validation/errors.ts';
import { isApiError } from '../../../shared/api/client.ts';
import { Alert } from '../../../shared/ui/alert.tsx';
import { Button } from '../../../shared/ui/button.tsx';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog.tsx';
import { Dialog, DialogClose, DialogContent, DialogFooter } from '../../../shared/ui/dialog.tsx';
import { FieldError, inputClass } from '../../../shared/ui/field.tsx';
import { type Application, type ApprovalResult, useReviewAction } from '../api/console.ts';

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

function TextArea({
  label,
  value,
  onChange,
  error,
  required,
}: {
  label: string;
  value: string;
  onChange: (v: string) => void;
  error?: string;
  required?: boolean;
}) {
  const id = useId();
  return (
    <div className="mt-4">
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-slate-800">
        {label}
        {!required && <span className="font-normal text-slate-600"> (optional)</span>}
      </label>
      <textarea
        id={id}
        rows={4}
        className={inputClass}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      <FieldError id={`${id}-error`}>{error}</FieldError>
    </div>
  );
}

/** The dialog of "Request changes" (notes, next steps) or "Reject" (reason). */
function TextDialog({
  application,
  action,
  open,
  onOpenChange,
}: {
  application: Application;
  action: 'request_changes' | 'reject';
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const review = useReviewAction(application.id);
  const [values, setValues] = useState({ notes: application.reviewNotes ?? '', nextSteps: application.nextSteps ?? '', reason: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const changes = action === 'request_changes';
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body = changes ? { notes: values.notes, nextSteps: values.nextSteps } : { reason: values.reason };
    const parsed = (changes ? requestChangesSchema : rejectSchema).safeParse(body);
    if (!parsed.success) return setErrors(fieldErrors(parsed.error));
    setErrors({});
    try {
      await review.mutateAsync({ action, body: parsed.data as Record<string, string> });
      onOpenChange(false);
    } catch (error) {
      if (isApiError(error) && error.fields) setErrors(error.fields);
    }
  };
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={changes ? 'Request changes' : 'Reject application'}
        description={
          changes
            ? `${application.business_name} gets these notes by e-mail with a link to change the application and send it again.`
            : `${application.business_name} is told the reason by e-mail. A rejected application cannot be reopened.`
        }
      >
        <form onSubmit={submit} noValidate>
          {changes ? (
            <>
              <TextArea
                label="What should change"
                required
                value={values.notes}
                onChange={(notes) => setValues({ ...values, notes })}
                error={errors.notes}
              />
              <TextArea
                label="Next steps"
                value={values.nextSteps}
                onChange={(nextSteps) => setValues({ ...values, nextSteps })}
                error={errors.nextSteps}
              />
            </>
          ) : (
            <TextArea
              label="Reason"
              required
              value={values.reason}
              onChange={(reason) => setValues({ ...values, reason })}
              error={errors.reason}
            />
          )}
          {review.isError && !(isApiError(review.error) && review.error.fields) && (
            <Alert tone="error" className="mt-4">
              {errorText(review.error)}
            </Alert>
          )}
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="secondary">Cancel</Button>
            </DialogClose>
            <Button
              type="submit"
              variant={changes ? 'primary' : 'danger'}
              loading={review.isPending}
              loadingText={changes ? 'Sending...' : 'Rejecting...'}
            >
              {changes ? 'Send request' : 'Reject application'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

export function ReviewActions({ application, onApproved }: { application: Application; onApproved: (result: ApprovalResult) => void }) {
  const review = useReviewAction(application.id);
  const [open, setOpen] = useState<ReviewAction>();
  if (application.actions.length === 0) return null;
  const approve = async () => {
    const result = (await review.mutateAsync({ action: 'approve' })) as ApprovalResult;
    setOpen(undefined);
    onApproved(result);
  };
  return (
    <div className="mt-6 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5">
      <h3 className="text-base font-semibold text-slate-900">Review</h3>
      <div className="mt-3 flex flex-wrap gap-3">
        {application.actions.includes('start_review') && (
          <Button
            variant="secondary"
            loading={review.isPending && review.variables?.action === 'start_review'}
            onClick={() => review.mutate({ action: 'start_review' })}
          >
            {REVIEW_ACTION_LABELS.start_review}
          </Button>
        )}
        {application.actions.includes('request_changes') && (
          <Button variant="secondary" onClick={() => setOpen('request_changes')}>
            {REVIEW_ACTION_LABELS.request_changes}
          </Button>
        )}
        {application.actions.includes('reject') && (
          <Button variant="secondary" onClick={() => setOpen('reject')}>
            {REVIEW_ACTION_LABELS.reject}
          </Button>
        )}
        {application.actions.includes('approve') && <Button onClick={() => setOpen('approve')}>{REVIEW_ACTION_LABELS.approve}</Button>}
      </div>
      {review.isError && open === undefined && (
        <Alert tone="error" className="mt-3">
          {errorText(review.error)}
        </Alert>
      )}
      {(open === 'request_changes' || open === 'reject') && (
        <TextDialog application={application} action={open} open onOpenChange={(next) => setOpen(next ? open : undefined)} />
      )}
      <ConfirmDialog
        open={open === 'approve'}
        onOpenChange={(next) => setOpen(next ? 'approve' : undefined)}
        title={`Approve ${application.business_name}?`}
        description={`This creates the business with the ${application.industry_title.toLowerCase()} defaults and ${application.base_location.city}, ${application.base_location.state} as its service area, publishes its site, and e-mails ${application.business_email} a link to set a password.`}
        confirmLabel="Approve and publish"
        pendingLabel="Approving..."
        onConfirm={approve}
        error={review.isError && open === 'approve' ? errorText(review.error) : undefined}
      />
    </div>
  );
}

import { useRef, useState } from 'react';
import { MAX_CANCEL_REASON, quoteCancelSchema } from '#core/quotes/schemas.ts';
import { fieldErrors } from '#core/validation/errors.ts';
import { Alert } from '../../../shared/ui/alert.tsx';
import { Button } from '../../../shared/ui/button.tsx';
import { Dialog, DialogClose, DialogContent, DialogFooter } from '../../../shared/ui/dialog.tsx';
import { useCancelQuote } from '../api/quotes.ts';
import { answerFields, errorText } from '../lib/errors.ts';
import type { Quote } from '../lib/types.ts';
import { TextAreaField } from './fields.tsx';

/** Cancel request, with the reason the spec's cancel payload requires (checked by core's rule). */
export function CancelDialog({
  slug,
  quote,
  open,
  onOpenChange,
  onCancelled,
}: {
  slug: string;
  quote: Quote;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCancelled: () => void;
}) {
  const cancel = useCancelQuote(slug, quote.id);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const done = useRef(false);
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const parsed = quoteCancelSchema.safeParse({ reason });
    if (!parsed.success) return setError(fieldErrors(parsed.error).reason);
    setError(undefined);
    cancel.mutate(parsed.data, {
      onSuccess: () => {
        done.current = true;
        setReason('');
        onOpenChange(false);
        onCancelled();
      },
      onError: (failure) => setError(answerFields(failure).reason),
    });
  };
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) {
          setError(undefined);
          cancel.reset();
        }
        onOpenChange(next);
      }}
    >
      <DialogContent
        // Once cancelled, the button that opened the dialog is disabled: the focus goes to the status instead.
        onCloseAutoFocus={(event) => {
          if (!done.current) return;
          done.current = false;
          event.preventDefault();
          document.getElementById('quote-status')?.focus();
        }}
        title="Cancel this request?"
        description={`${quote.name}’s request stays in the inbox as cancelled, with your reason. You can reopen it later.`}
      >
        <form onSubmit={submit} noValidate>
          <TextAreaField
            label="Reason"
            hint="Why the request is cancelled (for example: the customer booked elsewhere)."
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            maxLength={MAX_CANCEL_REASON}
            error={error}
            rows={3}
            required
          />
          {cancel.isError && Object.keys(answerFields(cancel.error)).length === 0 && (
            <Alert tone="error" className="mt-3">
              {errorText(cancel.error)}
            </Alert>
          )}
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="secondary">Keep request</Button>
            </DialogClose>
            <Button type="submit" variant="danger" loading={cancel.isPending} loadingText="Cancelling...">
              Cancel request
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

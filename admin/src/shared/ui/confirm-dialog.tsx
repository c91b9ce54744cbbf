/**
 * A yes/no question before something that cannot be undone (Remove Review, delete a service, roll
 * back a release): Radix AlertDialog (focus starts on Cancel, no close on outside click). Stable API:
 *
 *   <ConfirmDialog
 *     open={open} onOpenChange={setOpen}
 *     title="Remove this review?"
 *     description="This action cannot be undone."
 *     confirmLabel="Remove" pendingLabel="Removing..." tone="danger"
 *     onConfirm={async () => { await remove(); }}   // may be async: the dialog stays open with a
 *     error={errorText}                              // spinner until it settles, and closes on success;
 *   />                                               // a thrown error keeps it open (show `error`).
 *
 * Or uncontrolled with a trigger: `trigger={<Button>Remove</Button>}`.
 */
import * as RadixAlert from '@radix-ui/react-alert-dialog';
import { type ReactNode, useState } from 'react';
import { cn } from '../lib/cn.ts';
import { Alert } from './alert.tsx';
import { Button, buttonClass } from './button.tsx';
import { overlayClass, panelClass } from './dialog.tsx';

type ConfirmDialogProps = {
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  trigger?: ReactNode;
  title: ReactNode;
  description?: ReactNode;
  /** Extra content under the description (a preview of what is removed). */
  children?: ReactNode;
  confirmLabel?: ReactNode;
  cancelLabel?: ReactNode;
  /** Shown on the confirm button while onConfirm runs. */
  pendingLabel?: ReactNode;
  tone?: 'danger' | 'default';
  onConfirm: () => void | Promise<void>;
  /** An error to show in the dialog (e.g. the failed request's message). */
  error?: ReactNode;
  /**
   * Where the focus goes once the dialog has closed; by default back to what opened it. For a
   * confirmation that removed its own trigger (a row's delete button), so the focus does not fall
   * to the top of the page.
   */
  onCloseAutoFocus?: (event: Event) => void;
};

export function ConfirmDialog({
  open: openProp,
  onOpenChange,
  trigger,
  title,
  description,
  children,
  confirmLabel = 'Confirm',
  cancelLabel = 'Cancel',
  pendingLabel,
  tone = 'default',
  onConfirm,
  error,
  onCloseAutoFocus,
}: ConfirmDialogProps) {
  const [openState, setOpenState] = useState(false);
  const [pending, setPending] = useState(false);
  const open = openProp ?? openState;
  const setOpen = (next: boolean) => {
    if (pending && !next) return;
    setOpenState(next);
    onOpenChange?.(next);
  };

  const confirm = async () => {
    setPending(true);
    try {
      await onConfirm();
      setPending(false);
      setOpenState(false);
      onOpenChange?.(false);
    } catch {
      // The caller shows the reason through `error`; the dialog stays open to try again.
      setPending(false);
    }
  };

  return (
    <RadixAlert.Root open={open} onOpenChange={setOpen}>
      {trigger && <RadixAlert.Trigger asChild>{trigger}</RadixAlert.Trigger>}
      <RadixAlert.Portal>
        <RadixAlert.Overlay className={overlayClass} />
        <RadixAlert.Content
          className={cn(panelClass, 'max-w-md p-5 sm:p-6')}
          onCloseAutoFocus={onCloseAutoFocus}
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <div className="flex gap-4">
            {tone === 'danger' && (
              <div
                className="hidden size-11 shrink-0 items-center justify-center rounded-full bg-red-50 text-red-700 sm:flex"
                aria-hidden="true"
              >
                <svg
                  className="size-6"
                  viewBox="0 0 24 24"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="2"
                  strokeLinecap="round"
                  strokeLinejoin="round"
                >
                  <path d="M12 8v5m0 3h.01M10.3 3.9 2.6 17a2 2 0 0 0 1.7 3h15.4a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0Z" />
                </svg>
              </div>
            )}
            <div className="min-w-0 flex-1">
              <RadixAlert.Title className="text-lg font-semibold tracking-tight text-slate-900">{title}</RadixAlert.Title>
              {description && (
                <RadixAlert.Description className="mt-1.5 text-sm text-slate-600 text-pretty">{description}</RadixAlert.Description>
              )}
              {children && <div className="mt-3">{children}</div>}
            </div>
          </div>
          {error && (
            <Alert tone="error" className="mt-4">
              {error}
            </Alert>
          )}
          <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <RadixAlert.Cancel className={buttonClass('secondary')} disabled={pending}>
              {cancelLabel}
            </RadixAlert.Cancel>
            <Button
              variant={tone === 'danger' ? 'danger' : 'primary'}
              loading={pending}
              loadingText={pendingLabel}
              onClick={() => void confirm()}
            >
              {confirmLabel}
            </Button>
          </div>
        </RadixAlert.Content>
      </RadixAlert.Portal>
    </RadixAlert.Root>
  );
}

/**
 * Modal dialog: Radix Dialog (focus trap, Escape, focus return, aria-modal, scroll lock) with the
 * app's look. Stable API, shared by every feature:
 *
 *   <Dialog open={open} onOpenChange={setOpen}>
 *     <DialogTrigger asChild><Button>Edit</Button></DialogTrigger>      // optional
 *     <DialogContent title="Edit service" description="Optional text." size="md">
 *       ...body...
 *       <DialogFooter>
 *         <DialogClose asChild><Button variant="secondary">Cancel</Button></DialogClose>
 *         <Button type="submit">Save</Button>
 *       </DialogFooter>
 *     </DialogContent>
 *   </Dialog>
 *
 * `title` is required (it names the dialog for screen readers); `hideTitle` keeps it for them only.
 */
import * as RadixDialog from '@radix-ui/react-dialog';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../lib/cn.ts';

export const Dialog = RadixDialog.Root;
export const DialogTrigger = RadixDialog.Trigger;
export const DialogClose = RadixDialog.Close;

export const overlayClass =
  'fixed inset-0 z-50 bg-slate-900/50 backdrop-blur-[2px] data-[state=open]:animate-[ls-fade-in_150ms_ease-out] data-[state=closed]:animate-[ls-fade-out_100ms_ease-in]';

export const panelClass =
  'fixed top-1/2 left-1/2 z-50 flex max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] -translate-x-1/2 -translate-y-1/2 flex-col overflow-hidden rounded-2xl bg-white shadow-2xl ring-1 ring-slate-900/10 focus:outline-none data-[state=open]:animate-[ls-pop-in_160ms_ease-out]';

const sizes = { sm: 'max-w-md', md: 'max-w-lg', lg: 'max-w-2xl', xl: 'max-w-4xl' } as const;

type DialogContentProps = Omit<ComponentProps<typeof RadixDialog.Content>, 'title'> & {
  title: ReactNode;
  description?: ReactNode;
  /** The title for screen readers only (a dialog whose body says it all). */
  hideTitle?: boolean;
  size?: keyof typeof sizes;
  /** Hide the × button (when the footer has its own way out). */
  hideClose?: boolean;
};

export function DialogContent({
  title,
  description,
  hideTitle = false,
  size = 'md',
  hideClose = false,
  className,
  children,
  ...rest
}: DialogContentProps) {
  return (
    <RadixDialog.Portal>
      <RadixDialog.Overlay className={overlayClass} />
      <RadixDialog.Content
        className={cn(panelClass, sizes[size], className)}
        // Without a description Radix warns unless aria-describedby is explicitly undefined.
        {...(description ? {} : { 'aria-describedby': undefined })}
        {...rest}
      >
        <div className={cn('flex items-start gap-4 px-5 pt-5 sm:px-6 sm:pt-6', hideTitle && !description && 'sr-only')}>
          <div className="min-w-0 flex-1">
            <RadixDialog.Title className={cn('text-lg font-semibold tracking-tight text-slate-900', hideTitle && 'sr-only')}>
              {title}
            </RadixDialog.Title>
            {description && (
              <RadixDialog.Description className="mt-1.5 text-sm text-slate-600 text-pretty">{description}</RadixDialog.Description>
            )}
          </div>
        </div>
        <div className="min-h-0 flex-1 overflow-y-auto px-5 pt-4 pb-5 sm:px-6 sm:pb-6">{children}</div>
        {!hideClose && (
          <RadixDialog.Close
            aria-label="Close"
            className="absolute top-3 right-3 flex size-11 items-center justify-center rounded-lg text-slate-500 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand"
          >
            <svg
              className="size-5"
              viewBox="0 0 20 20"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.8"
              strokeLinecap="round"
              aria-hidden="true"
            >
              <path d="M5 5l10 10M15 5 5 15" />
            </svg>
          </RadixDialog.Close>
        )}
      </RadixDialog.Content>
    </RadixDialog.Portal>
  );
}

/** Buttons at the bottom of a dialog: stacked on a phone (primary on top), in a row from sm up. */
export function DialogFooter({ className, children }: { className?: string; children: ReactNode }) {
  return <div className={cn('mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end', className)}>{children}</div>;
}

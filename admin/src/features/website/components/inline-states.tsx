import { cn } from '../../../shared/lib/cn.ts';
import { Alert } from '../../../shared/ui/alert.tsx';
import { Button } from '../../../shared/ui/button.tsx';
import { Spinner } from '../../../shared/ui/spinner.tsx';

export function InlineLoading({ label, className }: { label: string; className?: string }) {
  return (
    <div role="status" className={cn('flex items-center gap-2.5 py-4 text-sm text-slate-600', className)}>
      <Spinner className="size-4 text-brand" />
      {label}
    </div>
  );
}

/** A failed load with its reason and a Try Again button. */
export function LoadError({
  title,
  message,
  onRetry,
  retrying = false,
  className,
}: {
  title: string;
  message?: string;
  onRetry: () => void;
  retrying?: boolean;
  className?: string;
}) {
  return (
    <div className={cn('space-y-3', className)}>
      <Alert tone="error" title={title}>
        {message && message !== title ? <p>{message}</p> : null}
      </Alert>
      <Button variant="secondary" onClick={onRetry} loading={retrying} loadingText="Trying again...">
        Try Again
      </Button>
    </div>
  );
}

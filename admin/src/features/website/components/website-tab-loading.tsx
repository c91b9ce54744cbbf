import { Spinner } from '../../../shared/ui/spinner.tsx';

/** While the tab's code or its first data loads. */
export function WebsiteTabLoading({ label = 'Loading website content...' }: { label?: string }) {
  return (
    <div
      role="status"
      className="flex min-h-40 items-center justify-center gap-3 rounded-2xl border border-slate-200 bg-white p-8 text-sm font-medium text-slate-700"
    >
      <Spinner className="text-brand" />
      {label}
    </div>
  );
}

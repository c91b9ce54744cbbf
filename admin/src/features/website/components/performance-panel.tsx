import type { TenantRecord } from '#core/api/types.ts';

/** The Website tab's Performance sub-tab (issue 19). */
export function PerformancePanel(_props: { slug: string; tenant: TenantRecord | undefined }) {
  return <p className="text-sm text-slate-600">Performance is on its way.</p>;
}

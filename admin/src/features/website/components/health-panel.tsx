import type { TenantRecord } from '#core/api/types.ts';

/** The Website tab's Health sub-tab (issue 19). */
export function HealthPanel(_props: { slug: string; tenant: TenantRecord | undefined }) {
  return <p className="text-sm text-slate-600">Health is on its way.</p>;
}

import type { TenantRecord } from '#core/api/types.ts';

/** The Website tab's Domain sub-tab (issue 19). */
export function DomainPanel(_props: { slug: string; tenant: TenantRecord | undefined }) {
  return <p className="text-sm text-slate-600">Domain is on its way.</p>;
}

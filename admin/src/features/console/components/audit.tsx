/** The audit log: who did what and when, newest first, filterable by business and action. */
import { useId, useState } from 'react';
import { AUDIT_ACTION_LABELS, AUDIT_ACTIONS } from '#core/admin/audit.ts';
import { Alert } from '../../../shared/ui/alert.tsx';
import { inputClass } from '../../../shared/ui/field.tsx';
import { Spinner } from '../../../shared/ui/spinner.tsx';
import { PAGE_SIZE, useAudit, useTenantNames } from '../api/console.ts';
import { auditActionLabel, auditDetails, formatDateTime } from '../lib/format.ts';
import { EmptyState, Pager } from './parts.tsx';

export function AuditLog() {
  const [tenantId, setTenantId] = useState<number>();
  const [action, setAction] = useState<string>();
  const [page, setPage] = useState(0);
  const log = useAudit({ tenantId, action, page });
  const names = useTenantNames();
  const tenantField = useId();
  const actionField = useId();
  return (
    <section aria-labelledby="console-audit">
      <h2 id="console-audit" className="sr-only">
        Audit log
      </h2>
      <div className="grid gap-4 sm:grid-cols-2 lg:max-w-2xl">
        <div>
          <label htmlFor={tenantField} className="mb-1.5 block text-sm font-medium text-slate-800">
            Business
          </label>
          <select
            id={tenantField}
            className={inputClass}
            value={tenantId ?? ''}
            onChange={(e) => {
              setTenantId(e.target.value ? Number(e.target.value) : undefined);
              setPage(0);
            }}
          >
            <option value="">All businesses</option>
            {names.data?.map((t) => (
              <option key={t.id} value={t.id}>
                {t.businessName}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={actionField} className="mb-1.5 block text-sm font-medium text-slate-800">
            Action
          </label>
          <select
            id={actionField}
            className={inputClass}
            value={action ?? ''}
            onChange={(e) => {
              setAction(e.target.value || undefined);
              setPage(0);
            }}
          >
            <option value="">All actions</option>
            {AUDIT_ACTIONS.map((a) => (
              <option key={a} value={a}>
                {AUDIT_ACTION_LABELS[a]}
              </option>
            ))}
          </select>
        </div>
      </div>
      <div className="mt-5">
        {log.isPending ? (
          <p className="flex items-center gap-2 text-sm text-slate-600">
            <Spinner /> Loading the audit log...
          </p>
        ) : log.isError ? (
          <Alert tone="error">{log.error.message}</Alert>
        ) : log.data.data.length === 0 ? (
          <EmptyState>No admin action matches these filters.</EmptyState>
        ) : (
          <>
            <ol className="divide-y divide-slate-200 rounded-xl bg-white shadow-sm ring-1 ring-slate-200">
              {log.data.data.map((entry) => (
                <li key={entry.id} className="grid gap-1 px-4 py-3 sm:grid-cols-[11rem_1fr] sm:gap-4 sm:px-5">
                  <time dateTime={entry.createdAt} className="text-sm text-slate-600">
                    {formatDateTime(entry.createdAt)}
                  </time>
                  <div className="min-w-0 text-sm">
                    <p className="text-slate-900">
                      <span className="font-semibold">{auditActionLabel(entry.action)}</span>
                      {(entry.tenant?.businessName ?? entry.details.businessName) ? (
                        <>: {String(entry.tenant?.businessName ?? entry.details.businessName)}</>
                      ) : null}
                    </p>
                    <p className="break-words text-slate-600">by {entry.actor.email}</p>
                    {auditDetails(entry.details).map((line) => (
                      <p key={line} className="break-words text-slate-700">
                        {line}
                      </p>
                    ))}
                  </div>
                </li>
              ))}
            </ol>
            <Pager page={page} size={PAGE_SIZE} shown={log.data.data.length} total={log.data.pagination.total} onPage={setPage} />
          </>
        )}
      </div>
    </section>
  );
}

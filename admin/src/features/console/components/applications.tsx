/** Applications: the list with status chips and counts, and one application with its files and the review actions. */
import { useCallback, useState } from 'react';
import { Link } from 'react-router';
import { APPLICATION_STATUSES, type ApplicationStatus } from '#core/admin/applications.ts';
import { formatPhone } from '#core/format/phone.ts';
import { formatBytes } from '#core/format/bytes.ts';
import { SOCIAL_NETWORKS } from '#core/validation/onboarding.ts';
import { Alert } from '../../../shared/ui/alert.tsx';
import { Spinner } from '../../../shared/ui/spinner.tsx';
import { textLinkClass } from '../../../shared/ui/text-link.ts';
import { buttonClass } from '../../../shared/ui/button.tsx';
import {
  type Application,
  type ApprovalResult,
  downloadFile,
  PAGE_SIZE,
  type UploadedFile,
  useApplication,
  useApplications,
} from '../api/console.ts';
import { applicationStatusLabel, formatDateTime, formatDay } from '../lib/format.ts';
import { consolePaths } from '../lib/paths.ts';
import { ReviewActions } from './review-actions.tsx';
import { EmptyState, FilterChips, Pager, SearchInput, StatusBadge } from './parts.tsx';

export function ApplicationsList() {
  const [status, setStatus] = useState<ApplicationStatus | undefined>('pending');
  const [q, setQ] = useState('');
  const [page, setPage] = useState(0);
  const list = useApplications({ status, q, page });
  const counts = list.data?.counts;
  const onSearch = useCallback((value: string) => {
    setQ(value);
    setPage(0);
  }, []);
  return (
    <section aria-labelledby="console-applications">
      <h2 id="console-applications" className="sr-only">
        Applications
      </h2>
      <div className="flex flex-col gap-4 lg:flex-row lg:items-center lg:justify-between">
        <FilterChips
          label="Filter by status"
          value={status}
          onChange={(value) => {
            setStatus(value);
            setPage(0);
          }}
          options={[
            { value: undefined, label: 'All', count: counts?.all },
            ...APPLICATION_STATUSES.map((value) => ({ value, label: applicationStatusLabel(value), count: counts?.[value] })),
          ]}
        />
        <SearchInput label="Search applications" placeholder="Search name, e-mail or city" onSearch={onSearch} />
      </div>
      <div className="mt-5">
        {list.isPending ? (
          <p className="flex items-center gap-2 text-sm text-slate-600">
            <Spinner /> Loading applications...
          </p>
        ) : list.isError ? (
          <Alert tone="error">{list.error.message}</Alert>
        ) : list.data.data.length === 0 ? (
          <EmptyState>{q ? 'No application matches your search.' : 'No applications with this status.'}</EmptyState>
        ) : (
          <>
            <ul className="divide-y divide-slate-200 overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-slate-200">
              {list.data.data.map((a) => (
                <li key={a.id}>
                  <Link
                    to={consolePaths.application(a.id)}
                    className="grid gap-1 px-4 py-4 hover:bg-slate-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand sm:grid-cols-[1fr_auto] sm:items-center sm:gap-4 sm:px-5"
                  >
                    <span className="min-w-0">
                      <span className="block font-semibold break-words text-slate-900">{a.business_name}</span>
                      <span className="block text-sm text-slate-600">
                        {a.industry_title} · {a.base_location.city}, {a.base_location.state} · {a.business_email}
                      </span>
                    </span>
                    <span className="flex items-center gap-3 text-sm text-slate-600 sm:justify-end">
                      <span>Sent {formatDay(a.submittedAt)}</span>
                      <StatusBadge status={a.status} label={applicationStatusLabel(a.status)} />
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
            <Pager page={page} size={PAGE_SIZE} shown={list.data.data.length} total={list.data.pagination.total} onPage={setPage} />
          </>
        )}
      </div>
    </section>
  );
}

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="grid gap-1 py-3 sm:grid-cols-3 sm:gap-4">
      <dt className="text-sm font-medium text-slate-600">{label}</dt>
      <dd className="text-sm break-words text-slate-900 sm:col-span-2">{children}</dd>
    </div>
  );
}

function Card({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6" aria-label={title}>
      <h3 className="text-base font-semibold text-slate-900">{title}</h3>
      <div className="mt-2">{children}</div>
    </section>
  );
}

function FileItem({ file }: { file: UploadedFile }) {
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 py-2">
      <span className="min-w-0 break-words">
        {file.name}{' '}
        <span className="text-slate-600">
          ({file.type === 'application/pdf' ? 'PDF' : 'Image'}, {formatBytes(file.size)})
        </span>
      </span>
      <button
        type="button"
        className={buttonClass('secondary')}
        disabled={busy}
        onClick={async () => {
          setBusy(true);
          setError(undefined);
          try {
            await downloadFile(file);
          } catch (e) {
            setError(e instanceof Error ? e.message : String(e));
          } finally {
            setBusy(false);
          }
        }}
      >
        Download<span className="sr-only"> {file.name}</span>
      </button>
      {error && (
        <p role="alert" className="w-full text-sm text-red-700">
          {error}
        </p>
      )}
    </li>
  );
}

function ApplicationBody({ a }: { a: Application }) {
  const links = SOCIAL_NETWORKS.filter(({ key }) => a.social_media[key]);
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <Card title="Business">
        <dl className="divide-y divide-slate-100">
          <Row label="Legal name">{a.legal_name}</Row>
          <Row label="Business name">{a.business_name}</Row>
          <Row label="Industry">{a.industry_title}</Row>
          <Row label="Phone">{formatPhone(a.business_phone)}</Row>
          <Row label="E-mail">{a.business_email}</Row>
          <Row label="Base location">
            {a.base_location.city}, {a.base_location.state} {a.base_location.zipCode}
          </Row>
        </dl>
      </Card>
      <Card title="Services and proof of work">
        <dl className="divide-y divide-slate-100">
          <Row label="Services">{a.service_categories.join(', ')}</Row>
          <Row label="Proof of work">
            {a.proof_of_work_type === 'file_upload' ? (
              <ul className="divide-y divide-slate-100">
                {a.uploaded_files.map((file) => (
                  <FileItem key={file.id} file={file} />
                ))}
              </ul>
            ) : (
              <ul className="space-y-1">
                {links.map(({ key, label }) => (
                  <li key={key}>
                    {label}:{' '}
                    <a href={a.social_media[key]} target="_blank" rel="noopener noreferrer" className={`${textLinkClass} break-all`}>
                      {a.social_media[key]}
                    </a>
                  </li>
                ))}
              </ul>
            )}
          </Row>
          <Row label="Agreements">
            {[a.has_insurance && 'Insured', a.accepts_terms && 'Accepted the terms', a.accepts_notifications && 'Accepts notifications']
              .filter(Boolean)
              .join(' · ')}
          </Row>
          <Row label="Heard of us">{a.referral_source}</Row>
          {a.notes && <Row label="Applicant’s notes">{a.notes}</Row>}
        </dl>
      </Card>
    </div>
  );
}

export function ApplicationDetail({ id, onOpenDashboard }: { id: number; onOpenDashboard: (slug: string) => string }) {
  const application = useApplication(id);
  const [approved, setApproved] = useState<ApprovalResult>();
  if (application.isPending)
    return (
      <p className="flex items-center gap-2 text-sm text-slate-600">
        <Spinner /> Loading application...
      </p>
    );
  if (application.isError) return <Alert tone="error">{application.error.message}</Alert>;
  const a = application.data;
  const tenant = approved?.tenant ?? a.tenant;
  return (
    <article aria-labelledby="application-title">
      <Link to={consolePaths.applications} className={textLinkClass}>
        ← All applications
      </Link>
      <title>{`${a.business_name} · Applications · LocalSite`}</title>
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <h2 id="application-title" className="text-xl font-bold tracking-tight break-words text-slate-900 sm:text-2xl">
          {a.business_name}
        </h2>
        <StatusBadge status={a.status} label={applicationStatusLabel(a.status)} />
      </div>
      <p className="mt-1 text-sm text-slate-600">
        Application {a.id} · sent {formatDateTime(a.submittedAt)}
        {a.reviewedAt && <> · reviewed {formatDateTime(a.reviewedAt)}</>}
      </p>
      {approved && (
        <Alert tone="success" title="Approved: the business is live" className="mt-5">
          <p>
            Its site is at{' '}
            <a href={approved.tenant.url} target="_blank" rel="noopener" className={`${textLinkClass} break-all`}>
              {approved.tenant.url}
            </a>{' '}
            (published within a few seconds). We e-mailed {approved.ownerEmail} a link to set a password.
          </p>
        </Alert>
      )}
      {tenant && !approved && (
        <p className="mt-4 text-sm text-slate-700">
          Live site:{' '}
          <a href={tenant.url} target="_blank" rel="noopener" className={`${textLinkClass} break-all`}>
            {tenant.url}
          </a>
        </p>
      )}
      {tenant && (
        <p className="mt-2">
          <Link to={onOpenDashboard(tenant.slug)} className={textLinkClass}>
            Open dashboard
          </Link>
        </p>
      )}
      {(a.reviewNotes || a.nextSteps) && (
        <div className="mt-5 rounded-xl bg-amber-50 p-4 text-sm text-amber-950 ring-1 ring-amber-200">
          <p className="font-semibold">{a.status === 'rejected' ? 'Reason for the rejection' : 'Changes asked for'}</p>
          {a.reviewNotes && <p className="mt-1 whitespace-pre-line">{a.reviewNotes}</p>}
          {a.nextSteps && <p className="mt-1 whitespace-pre-line">Next steps: {a.nextSteps}</p>}
        </div>
      )}
      <ReviewActions application={a} onApproved={setApproved} />
      <div className="mt-6">
        <ApplicationBody a={a} />
      </div>
    </article>
  );
}

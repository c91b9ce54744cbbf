/**
 * The platform admins' console at /admin (issue 17 §3): Applications (the home), Tenants and the
 * audit log, each its own address. The app layer puts it in the dashboard's frame and says where a
 * business's dashboard is.
 */
import { Link } from 'react-router';
import { ADMIN_ROUTES } from '#core/site/admin-routes.ts';
import { cn } from '../../../shared/lib/cn.ts';
import { ApplicationDetail, ApplicationsList } from '../components/applications.tsx';
import { AuditLog } from '../components/audit.tsx';
import { TenantsList } from '../components/tenants.tsx';
import { CONSOLE_SECTION_LABELS, CONSOLE_SECTIONS, type ConsoleSection, sectionPath } from '../lib/paths.ts';

export function ConsolePage({
  section,
  applicationId,
  dashboardPath,
}: {
  section: ConsoleSection;
  /** An application opened from the list (or a notification). */
  applicationId?: number;
  dashboardPath: (slug: string) => string;
}) {
  return (
    <div>
      <title>{`${CONSOLE_SECTION_LABELS[section]} · Admin console · LocalSite`}</title>
      <p className="text-sm font-semibold text-brand">Platform admin</p>
      <h1 className="mt-1 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">Admin console</h1>
      <nav aria-label="Console" className="mt-5 border-b border-slate-200">
        <ul className="-mb-px flex gap-1 overflow-x-auto">
          {CONSOLE_SECTIONS.map((s) => (
            <li key={s}>
              <Link
                to={sectionPath(s)}
                aria-current={s === section ? 'page' : undefined}
                className={cn(
                  'inline-flex min-h-11 items-center border-b-2 px-3 text-sm font-semibold whitespace-nowrap focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand sm:px-4',
                  s === section
                    ? 'border-brand text-brand'
                    : 'border-transparent text-slate-600 hover:border-slate-300 hover:text-slate-900',
                )}
              >
                {CONSOLE_SECTION_LABELS[s]}
              </Link>
            </li>
          ))}
          <li>
            <Link
              to={ADMIN_ROUTES.previewGenerator}
              className="inline-flex min-h-11 items-center border-b-2 border-transparent px-3 text-sm font-semibold whitespace-nowrap text-slate-600 hover:border-slate-300 hover:text-slate-900 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand sm:px-4"
            >
              Preview links
            </Link>
          </li>
        </ul>
      </nav>
      <div className="mt-6">
        {section === 'applications' && applicationId !== undefined ? (
          <ApplicationDetail id={applicationId} onOpenDashboard={dashboardPath} />
        ) : section === 'applications' ? (
          <ApplicationsList />
        ) : section === 'tenants' ? (
          <TenantsList dashboardPath={dashboardPath} />
        ) : (
          <AuditLog />
        )}
      </div>
    </div>
  );
}

import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { AuthUser } from '#core/api/types.ts';
import { ADMIN_ROUTES } from '#core/site/admin-routes.ts';
import { SUPPORT_EMAIL } from '../../../shared/config.ts';
import { displayName } from '../../../shared/lib/user.ts';
import { buttonClass } from '../../../shared/ui/button.tsx';
import { MessagePanel } from '../../../shared/ui/status-screen.tsx';
import { textLinkClass } from '../../../shared/ui/text-link.ts';
import { businessDashboardPath, type DashboardView, staffRoleLabel } from '../lib/access.ts';
import { Card, Details } from './info-card.tsx';
import { OpenBusinessForm } from './open-business-form.tsx';

function PageHeading({ eyebrow, title, children }: { eyebrow: string; title: string; children?: ReactNode }) {
  return (
    <div className="mb-8">
      <p className="text-sm font-semibold text-brand">{eyebrow}</p>
      <h1 className="mt-1 text-2xl font-bold tracking-tight text-slate-900 break-words sm:text-3xl">{title}</h1>
      {children && <div className="mt-3">{children}</div>}
    </div>
  );
}

function AdminBadge() {
  return (
    <p className="inline-flex items-center gap-2 rounded-full bg-blue-50 px-3 py-1 text-sm font-medium text-blue-900 ring-1 ring-blue-200 ring-inset">
      <svg
        className="size-4"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
      >
        <path d="M12 3 4.5 6v5.5c0 4.6 3.2 8.4 7.5 9.5 4.3-1.1 7.5-4.9 7.5-9.5V6L12 3Z" />
        <path d="m9 12 2 2 4-4" />
      </svg>
      Signed in as platform admin
    </p>
  );
}

/** "/acme-detailing" as a link to the business's public site, in a new tab. */
function LiveSiteLink({ slug }: { slug: string }) {
  return (
    <a href={`/${slug}`} target="_blank" rel="noopener" className={`${textLinkClass} inline-flex items-center gap-1.5 break-words`}>
      /{slug}
      <svg
        className="size-4 shrink-0"
        viewBox="0 0 20 20"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
      >
        <path d="M11 4h5v5M16 4l-7 7M14 12v3a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h3" />
      </svg>
      <span className="sr-only">(opens the live site in a new tab)</span>
    </a>
  );
}

function AccountCard({ user, accountType }: { user: AuthUser; accountType: string }) {
  return (
    <Card title="Your account">
      <Details
        rows={[
          { label: 'Name', value: displayName(user) },
          { label: 'Email', value: user.email },
          { label: 'Account type', value: accountType },
        ]}
      />
    </Card>
  );
}

export function AdminHome({ user }: { user: AuthUser }) {
  return (
    <>
      <title>Dashboard · LocalSite</title>
      <PageHeading eyebrow="Platform admin" title={`Welcome, ${user.firstName?.trim() || displayName(user)}`}>
        <AdminBadge />
      </PageHeading>
      <div className="grid gap-6 lg:grid-cols-5">
        <Card className="lg:col-span-3" title="Open a business dashboard" description="Go to any business’s dashboard by its slug.">
          <OpenBusinessForm />
        </Card>
        <div className="space-y-6 lg:col-span-2">
          <Card
            title="Admin console"
            description="Review applications, suspend or reactivate businesses, set their tabs, read the audit log."
          >
            <Link to={ADMIN_ROUTES.admin} className={buttonClass('primary')}>
              Open the admin console
            </Link>
          </Card>
          <Card title="Preview links" description="Show a prospect their industry’s site with their own name, phone and city.">
            <Link to={ADMIN_ROUTES.previewGenerator} className={buttonClass('secondary')}>
              Make a preview link
            </Link>
          </Card>
          <AccountCard user={user} accountType="Platform admin" />
        </div>
      </div>
    </>
  );
}

export function TenantHome({ user, slug }: { user: AuthUser; slug: string | null }) {
  const role = staffRoleLabel(user.staff_role);
  return (
    <>
      <title>Dashboard · LocalSite</title>
      <PageHeading eyebrow="Business dashboard" title={`Welcome, ${user.firstName?.trim() || displayName(user)}`}>
        {slug && (
          <p className="text-base text-slate-600">
            You’re signed in to <span className="font-semibold text-slate-900">{slug}</span>
            {role && <> as {role.toLowerCase() === 'owner' ? 'the owner' : `a ${role.toLowerCase()}`}</>}.
          </p>
        )}
      </PageHeading>
      <div className="grid gap-6 lg:grid-cols-5">
        {slug ? (
          <Card className="lg:col-span-3" title="Your business">
            <Details
              rows={[
                { label: 'Business slug', value: <span className="font-mono text-[0.8125rem]">{slug}</span> },
                { label: 'Live site', value: <LiveSiteLink slug={slug} /> },
                { label: 'Your role', value: role ?? 'Not set' },
              ]}
            />
          </Card>
        ) : (
          <Card className="lg:col-span-3" title="No business linked yet">
            <p className="text-sm text-slate-600">
              Your account isn’t linked to a business yet. Please{' '}
              <a href={`mailto:${SUPPORT_EMAIL}`} className={textLinkClass}>
                contact support
              </a>
              .
            </p>
          </Card>
        )}
        <div className="lg:col-span-2">
          <AccountCard user={user} accountType="Business team member" />
        </div>
      </div>
    </>
  );
}

export function AccessDenied({ user, view }: { user: AuthUser; view: Extract<DashboardView, { kind: 'denied' }> }) {
  return (
    <div className="py-10 sm:py-16">
      <title>No access · LocalSite</title>
      <MessagePanel
        icon={
          <svg
            className="size-7"
            viewBox="0 0 24 24"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.8"
            strokeLinecap="round"
            strokeLinejoin="round"
            aria-hidden="true"
          >
            <rect x="4.5" y="10.5" width="15" height="10" rx="2" />
            <path d="M8 10.5V7.5a4 4 0 0 1 8 0v3" />
          </svg>
        }
        title="You don't have access to this business"
        actions={
          view.ownSlug ? (
            <Link to={businessDashboardPath(view.ownSlug)} className={buttonClass('primary')}>
              Go to Your Dashboard
            </Link>
          ) : undefined
        }
      >
        <p>
          You’re signed in as <span className="font-medium text-slate-900 break-words">{user.email}</span>, which isn’t part of the team of{' '}
          <span className="font-medium text-slate-900 break-words">{view.slug}</span>.
        </p>
      </MessagePanel>
    </div>
  );
}

import { type FormEvent, useId, useState } from 'react';
import type { TenantRecord } from '#core/api/types.ts';
import { formatDateTime, formatRelativeTime } from '../../../shared/lib/relative-time.ts';
import { useNow } from '../../../shared/lib/use-now.ts';
import { Alert } from '../../../shared/ui/alert.tsx';
import { Button, buttonClass } from '../../../shared/ui/button.tsx';
import { type DomainSettings, useDomainSettings, useSetPrimaryDomain, useVerifyDomain } from '../api/domains.ts';
import { currentPrimary, primaryChange, primaryChoices, subdomainUrl } from '../lib/domain-status.ts';
import { errorMessage } from '../lib/errors.ts';
import { LoadError } from './inline-states.tsx';
import { CustomDomains } from './domain-list.tsx';
import { Breakable, CopyButton, ExternalIcon, StatusBadge } from './domain-parts.tsx';
import { WebsiteTabLoading } from './website-tab-loading.tsx';
import { PanelCard } from './panel-card.tsx';

const LOAD_FAILED = 'Failed to load domain settings';

/**
 * The Website tab's Domain sub-tab (spec 3 §2 Domain, issue 19 point 4): the address visitors see and
 * its certificate, the DNS state of the custom domains, the free subdomain, custom domains with the
 * records to create, Verify and Remove, and quick actions. Real data from /api/tenants/{slug}/domains;
 * the spec's Edit/Save is kept where it helps, for choosing the primary domain, and Save saves.
 */
export function DomainPanel({ slug, canEdit = true }: { slug: string; tenant?: TenantRecord | undefined; canEdit?: boolean }) {
  const settings = useDomainSettings(slug);
  const now = useNow(30_000);

  if (settings.isPending) return <WebsiteTabLoading />;
  if (!settings.data) {
    return (
      <LoadError
        title={LOAD_FAILED}
        message={errorMessage(settings.error, LOAD_FAILED)}
        onRetry={() => void settings.refetch()}
        retrying={settings.isFetching}
      />
    );
  }
  const data = settings.data;
  return (
    <div className="space-y-4">
      <div>
        <h3 className="text-lg font-semibold text-slate-900">Domain Settings</h3>
        <p className="mt-0.5 text-sm text-slate-600 text-pretty">Where visitors find your website, and your own domain name.</p>
      </div>
      <div className="grid gap-4 lg:grid-cols-3">
        <PrimaryDomainCard slug={slug} settings={data} canEdit={canEdit} />
        <SslCard settings={data} />
        <DnsCard settings={data} now={now} />
      </div>
      <div className="grid items-start gap-4 lg:grid-cols-3">
        <CustomDomains slug={slug} settings={data} now={now} canEdit={canEdit} />
        <div className="grid gap-4 lg:col-start-3 lg:row-start-1">
          <SubdomainCard settings={data} />
          <QuickActions slug={slug} settings={data} canEdit={canEdit} />
        </div>
      </div>
    </div>
  );
}

function PrimaryDomainCard({ slug, settings, canEdit }: { slug: string; settings: DomainSettings; canEdit: boolean }) {
  const choices = primaryChoices(settings);
  const [editing, setEditing] = useState(false);
  const [choice, setChoice] = useState(() => currentPrimary(settings));
  const save = useSetPrimaryDomain(slug);
  const legendId = useId();

  const startEditing = () => {
    setChoice(currentPrimary(settings));
    save.reset();
    setEditing(true);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const change = primaryChange(settings, choice);
    if (!change) return setEditing(false);
    save.mutate(change, { onSuccess: () => setEditing(false) });
  };

  return (
    <PanelCard
      id="domain-primary"
      title="Primary domain"
      aside={
        canEdit && !editing && choices.length > 1 ? (
          <Button variant="secondary" onClick={startEditing} className="min-h-9 px-3">
            Edit
          </Button>
        ) : null
      }
    >
      {editing ? (
        <form onSubmit={submit} className="space-y-3">
          <fieldset aria-describedby={legendId}>
            <legend className="sr-only">Primary domain</legend>
            <p id={legendId} className="mb-2 text-sm text-slate-600">
              Visitors are sent to this address from your others.
            </p>
            <div className="space-y-2">
              {choices.map((c) => (
                <label
                  key={c.value}
                  className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-slate-200 px-3 py-2 has-checked:border-brand has-checked:bg-brand/5"
                >
                  <input
                    type="radio"
                    name="primary-domain"
                    value={c.value}
                    checked={choice === c.value}
                    onChange={() => setChoice(c.value)}
                    className="size-4 accent-brand"
                  />
                  <span className="min-w-0">
                    <span className="block text-sm font-semibold break-words text-slate-900">
                      <Breakable text={c.host} />
                    </span>
                    <span className="block text-xs text-slate-600">{c.note}</span>
                  </span>
                </label>
              ))}
            </div>
          </fieldset>
          {save.error ? <Alert tone="error">{errorMessage(save.error, 'Failed to change the primary domain')}</Alert> : null}
          <div className="flex gap-2">
            <Button type="submit" loading={save.isPending} loadingText="Saving…">
              Save
            </Button>
            <Button variant="ghost" onClick={() => setEditing(false)} disabled={save.isPending}>
              Cancel
            </Button>
          </div>
        </form>
      ) : (
        <>
          <p className="text-lg font-semibold break-words text-slate-900">
            <Breakable text={settings.primaryDomain} />
          </p>
          <p className="mt-1 text-sm text-slate-600 text-pretty">
            {choices.length > 1
              ? 'The address visitors see. Your other addresses send them here.'
              : 'The address visitors see. Verify a custom domain to make it your primary one.'}
          </p>
        </>
      )}
    </PanelCard>
  );
}

function SslCard({ settings }: { settings: DomainSettings }) {
  return (
    <PanelCard id="domain-ssl" title="SSL certificate" aside={<StatusBadge status={settings.sslStatus} />}>
      <p className="text-sm text-slate-700 text-pretty">
        {settings.sslStatus === 'active'
          ? `Your site is served securely (https) at ${settings.primaryDomain}; the certificate renews itself.`
          : `Your site's address is not served over https yet: this server runs without its TLS proxy.`}
      </p>
    </PanelCard>
  );
}

function DnsCard({ settings, now }: { settings: DomainSettings; now: Date }) {
  const none = settings.domains.length === 0;
  const failing = settings.domains.filter((d) => d.status === 'error').length;
  const waiting = settings.domains.filter((d) => d.status === 'pending').length;
  return (
    <PanelCard id="domain-dns" title="DNS status" aside={<StatusBadge status={none ? 'configured' : settings.dnsStatus} />}>
      <p className="text-sm text-slate-700 text-pretty">
        {none
          ? 'Your LocalSite address needs no DNS records.'
          : failing
            ? `${failing === 1 ? 'One domain has' : `${failing} domains have`} records missing or wrong.`
            : waiting
              ? `${waiting === 1 ? 'One domain waits' : `${waiting} domains wait`} for its first check.`
              : 'Every custom domain points here.'}
      </p>
      <p className="mt-1 text-sm text-slate-600">
        {settings.lastChecked ? (
          <>
            Last checked{' '}
            <time dateTime={settings.lastChecked} title={formatDateTime(settings.lastChecked)}>
              {formatRelativeTime(settings.lastChecked, now)}
            </time>
          </>
        ) : none ? null : (
          'Not checked yet'
        )}
      </p>
    </PanelCard>
  );
}

function SubdomainCard({ settings }: { settings: DomainSettings }) {
  const url = settings.primaryDomain === settings.subdomain ? settings.siteUrl : subdomainUrl(settings.subdomain, window.location.protocol);
  return (
    <PanelCard id="domain-subdomain" title="Subdomain">
      <p className="text-sm text-slate-600">Your free LocalSite address. It always works, whatever your other domains do.</p>
      <div className="mt-2 flex items-center gap-2">
        <code className="min-w-0 flex-1 rounded-lg bg-slate-50 px-3 py-2.5 font-mono text-sm break-words text-slate-900 ring-1 ring-slate-200 ring-inset">
          <Breakable text={settings.subdomain} />
        </code>
        <CopyButton value={url} label="Copy the subdomain address" />
        <a
          href={url}
          target="_blank"
          rel="noopener"
          className="inline-flex min-h-11 min-w-11 items-center justify-center rounded-lg border border-slate-300 text-slate-700 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
        >
          <ExternalIcon />
          <span className="sr-only">Open {settings.subdomain} (opens in a new tab)</span>
        </a>
      </div>
    </PanelCard>
  );
}

function QuickActions({ slug, settings, canEdit }: { slug: string; settings: DomainSettings; canEdit: boolean }) {
  const verify = useVerifyDomain(slug);
  const [summary, setSummary] = useState<{ tone: 'success' | 'error'; text: string }>();
  const [running, setRunning] = useState(false);

  const verifyAll = async () => {
    setRunning(true);
    setSummary(undefined);
    let active = 0;
    try {
      // One after the other: each check asks DNS several questions, and the server answers each domain's own.
      for (const domain of settings.domains) {
        if ((await verify.mutateAsync(domain.id)).status === 'active') active++;
      }
      const total = settings.domains.length;
      setSummary(
        active === total
          ? { tone: 'success', text: total === 1 ? 'Your domain is active.' : `All ${total} domains are active.` }
          : { tone: 'error', text: `${active} of ${total} domains are active; see each domain for what is missing.` },
      );
    } catch (error) {
      setSummary({ tone: 'error', text: errorMessage(error, 'Failed to verify the domains') });
    } finally {
      setRunning(false);
    }
  };

  return (
    <PanelCard id="domain-actions" title="Quick Actions">
      <div className="flex flex-col gap-2">
        <a href={settings.siteUrl} target="_blank" rel="noopener" className={buttonClass('primary', 'w-full')}>
          Open Website
          <span className="sr-only">(opens in a new tab)</span>
        </a>
        {canEdit && (
          <Button
            variant="secondary"
            className="w-full"
            onClick={() => void verifyAll()}
            loading={running}
            loadingText="Checking DNS…"
            disabled={settings.domains.length === 0}
          >
            Verify All Domains
          </Button>
        )}
      </div>
      {summary && (
        <Alert tone={summary.tone} className="mt-3">
          {summary.text}
        </Alert>
      )}
      <details className="mt-3 text-sm text-slate-700">
        <summary className="inline-flex min-h-11 cursor-pointer items-center font-semibold text-brand">How to connect a domain</summary>
        <ol className="mt-1 list-decimal space-y-1.5 pl-5 text-pretty">
          <li>Add the domain above; www.yourbusiness.com is the easiest.</li>
          <li>Sign in where you manage the domain (the company you bought it from, or your DNS provider) and open its DNS settings.</li>
          <li>Create each record shown for the domain: type, name and value exactly as listed. Copy them with the copy buttons.</li>
          <li>Press Verify. New records are usually seen within minutes, sometimes up to an hour.</li>
          <li>Once it is Active, choose it as your primary domain: visitors of your other addresses are then sent there.</li>
        </ol>
      </details>
    </PanelCard>
  );
}
